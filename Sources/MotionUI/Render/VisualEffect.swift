// `.visualEffect { content, proxy in … }` (iOS 17): effects that depend on the view's own
// geometry and change nothing of its layout, as SwiftUI's `VisualEffect`.
//
// What the preview does (Apple's documentation of `visualEffect(_:)`: "Applies effects to this
// view, while providing access to layout information through a geometry proxy"): the closure
// is called with the view's geometry at each layout (`GeometryProxy`: its size, its frame in
// the canvas and in named spaces, layout frames), and its effects are the library's own
// modifiers of the same names, applied to the content in the order written; they animate as
// those do, with the transaction of the update that moved the view.

/// Effects on a view that leave its layout alone, as SwiftUI's `VisualEffect`.
public protocol VisualEffect: Sendable {}

/// The visual effect that does nothing: what the `visualEffect` closure starts from.
public struct EmptyVisualEffect: VisualEffect {
  public init() {}
}

/// Effects applied in order; what `VisualEffect`'s methods return.
public struct VisualEffectChain: VisualEffect, @unchecked Sendable {
  let steps: [(AnyView) -> AnyView]

  /// `content` with the effects applied, first to last.
  func apply(to content: AnyView) -> AnyView { steps.reduce(content) { $1($0) } }
}

extension VisualEffect {
  /// The effects so far, then `step`.
  private func then(_ step: @escaping (AnyView) -> AnyView) -> VisualEffectChain {
    VisualEffectChain(steps: ((self as? VisualEffectChain)?.steps ?? []) + [step])
  }

  public func offset(_ offset: CGSize) -> some VisualEffect { then { AnyView($0.offset(offset)) } }
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { then { AnyView($0.offset(x: x, y: y)) } }
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect {
    then { AnyView($0.scaleEffect(scale, anchor: anchor)) }
  }
  public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect {
    then { AnyView($0.scaleEffect(s, anchor: anchor)) }
  }
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
    then { AnyView($0.scaleEffect(x: x, y: y, anchor: anchor)) }
  }
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
    then { AnyView($0.rotationEffect(angle, anchor: anchor)) }
  }
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
    perspective: CGFloat = 1
  ) -> some VisualEffect {
    then { AnyView($0.rotation3DEffect(angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective)) }
  }
  public func opacity(_ opacity: Double) -> some VisualEffect { then { AnyView($0.opacity(opacity)) } }
  public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
    then { AnyView($0.blur(radius: radius, opaque: opaque)) }
  }
  public func brightness(_ amount: Double) -> some VisualEffect { then { AnyView($0.brightness(amount)) } }
  public func contrast(_ amount: Double) -> some VisualEffect { then { AnyView($0.contrast(amount)) } }
  public func saturation(_ amount: Double) -> some VisualEffect { then { AnyView($0.saturation(amount)) } }
  public func grayscale(_ amount: Double) -> some VisualEffect { then { AnyView($0.grayscale(amount)) } }
  public func hueRotation(_ angle: Angle) -> some VisualEffect { then { AnyView($0.hueRotation(angle)) } }
  public func colorMultiply(_ color: Color) -> some VisualEffect { then { AnyView($0.colorMultiply(color)) } }
}

extension View {
  /// This view with the effects `effect` gives for its geometry, which change nothing of its
  /// layout.
  public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
    modifier(VisualEffectModifier(make: { proxy in (effect(EmptyVisualEffect(), proxy) as any VisualEffect) as? VisualEffectChain }))
  }
}

struct VisualEffectModifier: ViewModifier, PrimitiveModifier {
  /// The effects for a geometry (nil: none).
  let make: (GeometryProxy) -> VisualEffectChain?
  typealias Body = Never

  func resolve(content: any View, id: ViewID, context: ResolveContext, graph: ViewGraph, into list: inout [Node], reuse: [ViewID: Node]) {
    let node = (reuse[id] as? VisualEffectNode) ?? VisualEffectNode(id: id)
    node.begin(context: context, graph: graph)
    node.make = make
    node.effectContent = AnyView(content)
    var inner = context.continuingElement(with: node)
    inner.transition = nil
    node.innerContext = inner
    node.resolveEffects(graph: graph, proxy: node.lastProxy, atLayout: false)
    list.append(node)
  }
}

/// The node of `.visualEffect`: as big as its content, which it resolves again with the effects
/// for its geometry when that changes at a layout.
final class VisualEffectNode: Node {
  var make: ((GeometryProxy) -> VisualEffectChain?)?
  var innerContext: ResolveContext?
  var effectContent = AnyView(EmptyView())
  private(set) var lastProxy = GeometryProxy(size: .zero, globalOrigin: .zero)
  /// False until the first layout: the effects first resolved, for no geometry, are replaced
  /// then without animation.
  private var isLaidOut = false

  /// Resolves the content with the effects for `proxy`: at an update, under its transaction; at
  /// a layout, under the layout's, or none at the first.
  func resolveEffects(graph: ViewGraph, proxy: GeometryProxy, atLayout: Bool) {
    guard let make, let context = innerContext else { return }
    lastProxy = proxy
    let content = make(proxy)?.apply(to: effectContent) ?? effectContent
    if atLayout {
      graph.resolveChildrenAtLayout(of: self, content: content, context: context, transaction: isLaidOut ? nil : Transaction())
      isLaidOut = true
    } else {
      graph.resolveChildren(of: self, content: content, context: context)
    }
  }

  override func placeChildren(in size: CGSize, graph: ViewGraph) {
    let proxy = proxy(size: size)
    if proxy != lastProxy || !isLaidOut { resolveEffects(graph: graph, proxy: proxy, atLayout: true) }
    super.placeChildren(in: size, graph: graph)
  }
}

// MARK: Scroll transitions

// `.scrollTransition` (iOS 17): effects by where a view is in its scroll view. The preview does
// not scroll, so a view is in the identity phase when as much of it is inside its `ScrollView`
// as the configuration's threshold asks (by default any of it: Apple's `Threshold.visible`),
// else in the phase of the edge it is beyond. Partly visible views get their phase's effects
// in full, not in proportion as `.interactive` would while scrolling.

/// Where a view is in its scroll view, as SwiftUI's `ScrollTransitionPhase`.
public enum ScrollTransitionPhase: Sendable, Hashable {
  case topLeading, identity, bottomTrailing
  /// True in the identity phase.
  public var isIdentity: Bool { self == .identity }
  /// −1 before the scroll view's visible region, 0 in it, 1 after it.
  public var value: Double {
    switch self {
    case .topLeading: -1
    case .identity: 0
    case .bottomTrailing: 1
    }
  }
}

/// How a scroll transition moves between its phases, as SwiftUI's
/// `ScrollTransitionConfiguration`.
public struct ScrollTransitionConfiguration: Sendable {
  /// How much of a view must be visible for the identity phase (0: any of it; 1: all of it).
  var visibleAmount: Double = 0
  var animation: Animation? = .default

  public static let animated = ScrollTransitionConfiguration()
  public static func animated(_ animation: Animation) -> ScrollTransitionConfiguration {
    ScrollTransitionConfiguration(animation: animation)
  }
  public static let interactive = ScrollTransitionConfiguration(animation: nil)
  public static let identity = ScrollTransitionConfiguration(visibleAmount: -1, animation: nil)

  /// The same configuration with `threshold`.
  public func threshold(_ threshold: Threshold) -> ScrollTransitionConfiguration {
    var copy = self
    copy.visibleAmount = threshold.visibleAmount
    return copy
  }
  /// The same configuration with `animation`.
  public func animation(_ animation: Animation) -> ScrollTransitionConfiguration {
    var copy = self
    copy.animation = animation
    return copy
  }

  /// When a view is in the identity phase.
  public struct Threshold: Sendable {
    let visibleAmount: Double
    /// Any part of the view visible.
    public static let visible = Threshold(visibleAmount: 0)
    /// All of it hidden (the identity phase until then).
    public static let hidden = Threshold(visibleAmount: 0)
    /// Its centre visible.
    public static let centered = Threshold(visibleAmount: 0.5)
    /// `amount` of it visible (0…1).
    public static func visible(_ amount: Double) -> Threshold { Threshold(visibleAmount: amount) }
    public static func hidden(_ amount: Double) -> Threshold { Threshold(visibleAmount: 1 - amount) }
  }
}

extension View {
  /// This view with the effects `transition` gives for its scroll phase.
  public func scrollTransition(
    _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
  ) -> some View {
    modifier(
      VisualEffectModifier(make: { proxy in
        (transition(EmptyVisualEffect(), proxy.scrollPhase(configuration, axis: axis)) as any VisualEffect) as? VisualEffectChain
      }))
  }

  /// This view with the effects `transition` gives for its scroll phase, with a configuration
  /// for each edge.
  public func scrollTransition(
    topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
    transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
  ) -> some View {
    modifier(
      VisualEffectModifier(make: { proxy in
        let before = proxy.scrollPhase(topLeading, axis: axis)
        let after = proxy.scrollPhase(bottomTrailing, axis: axis)
        let phase: ScrollTransitionPhase = before == .topLeading ? .topLeading : after == .bottomTrailing ? .bottomTrailing : .identity
        return (transition(EmptyVisualEffect(), phase) as any VisualEffect)
          as? VisualEffectChain
      }))
  }
}

extension GeometryProxy {
  /// The phase of this proxy's view in its scroll view by `configuration`, along `axis` (by
  /// default the scroll view's).
  func scrollPhase(_ configuration: ScrollTransitionConfiguration, axis: Axis?) -> ScrollTransitionPhase {
    guard let viewport, configuration.visibleAmount >= 0 else { return .identity }
    let frame = CGRect(origin: globalOrigin, size: size)
    let vertical = (axis ?? viewport.axis) == .vertical
    let (start, end, low, high) =
      vertical ? (frame.minY, frame.maxY, viewport.frame.minY, viewport.frame.maxY) : (frame.minX, frame.maxX, viewport.frame.minX, viewport.frame.maxX)
    let length = max(end - start, 1e-9)
    let visible = max(0, min(end, high) - max(start, low)) / length
    let isVisible = configuration.visibleAmount == 0 ? visible > 0 : visible >= configuration.visibleAmount
    if isVisible { return .identity }
    return (start + end) / 2 < (low + high) / 2 ? .topLeading : .bottomTrailing
  }
}

/// A scroll view's frame in the canvas and the axis it scrolls along, as a proxy inside it knows
/// them.
struct ScrollViewport: Equatable {
  var frame: CGRect
  var axis: Axis
}
