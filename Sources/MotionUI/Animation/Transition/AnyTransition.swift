// Transitions: how a view inserted or removed by an animated transaction comes and goes. The
// graph animates a presence from 0 (the active state) to 1 (the identity) with the
// transaction's animation (or the transition's own), and the transition maps it onto the
// effects it stands for: SwiftUI interpolates the modifiers' values with that animation,
// which is the same linear interpolation of each value.

/// A type-erased transition, as SwiftUI's `AnyTransition`.
public struct AnyTransition {
  /// Applies the transition at `progress` (0 active … 1 identity) to a box of `size`.
  let apply: (Double, CGSize, inout DisplayListBuilder) -> Void
  /// The transition's own animation (`.animation(_:)` on it), which wins over the transaction's.
  var animation: Animation?
  /// For a `Transition` value: its body in a phase, around the given content.
  var phasedBody: (@MainActor (TransitionPhase, any View) -> any View)?
  /// For a `Transition` value: its type, for its `properties`.
  var phasedType: (any Transition.Type)?
  /// Whether a built-in part of it moves or resizes the view (`.move`, `.offset`, `.scale`
  /// and what is made of them): under Reduce Motion it comes and goes as `.opacity`.
  /// SwiftUI's documentation says this of `TransitionProperties.hasMotion` and does not list
  /// the built-in transitions; the preview counts those that move or resize the view.
  var hasMotion = false

  init(apply: @escaping (Double, CGSize, inout DisplayListBuilder) -> Void) {
    self.apply = apply
  }

  func apply(progress: Double, size: CGSize, to list: inout DisplayListBuilder) {
    apply(progress, size, &list)
  }

  /// Fades in and out.
  public static let opacity = AnyTransition { p, _, list in list.multiplyOpacity(p) }
  /// No change.
  public static let identity = AnyTransition { _, _, _ in }
  /// Scales from 0 about the centre.
  public static var scale: AnyTransition { scale(scale: 0, anchor: .center) }
  /// Scales from `scale` about `anchor`.
  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition {
    var transition = AnyTransition { p, size, list in
      let s = scale + (1 - scale) * p
      list.concatenate(anchored(CGAffineTransform(scaleX: s, y: s), anchor: anchor, size: size))
    }
    transition.hasMotion = true
    return transition
  }
  /// Moves in from `edge` of the view's own frame, and out to it.
  public static func move(edge: Edge) -> AnyTransition {
    var transition = AnyTransition { p, size, list in
      let q = 1 - p
      switch edge {
      case .top: list.translate(by: CGPoint(x: 0, y: -size.height * q))
      case .bottom: list.translate(by: CGPoint(x: 0, y: size.height * q))
      case .leading: list.translate(by: CGPoint(x: -size.width * q, y: 0))
      case .trailing: list.translate(by: CGPoint(x: size.width * q, y: 0))
      }
    }
    transition.hasMotion = true
    return transition
  }
  /// In from the leading edge, out to the trailing one.
  public static var slide: AnyTransition { .asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing)) }
  /// Moves by `offset` in the active state.
  public static func offset(_ offset: CGSize) -> AnyTransition {
    var transition = AnyTransition { p, _, list in
      list.translate(by: CGPoint(x: offset.width * (1 - p), y: offset.height * (1 - p)))
    }
    transition.hasMotion = true
    return transition
  }
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { offset(CGSize(width: x, height: y)) }
  /// In from `edge` and out to the opposite edge, fading, as SwiftUI's `.push(from:)`.
  public static func push(from edge: Edge) -> AnyTransition {
    let opposite: Edge =
      switch edge {
      case .top: .bottom
      case .bottom: .top
      case .leading: .trailing
      case .trailing: .leading
      }
    return .asymmetric(insertion: .move(edge: edge).combined(with: .opacity), removal: .move(edge: opposite).combined(with: .opacity))
  }
  /// Fades and scales (SwiftUI also blurs; the preview draws no blur yet).
  public static var blurReplace: AnyTransition { blurReplace(.downUp) }
  /// Fades and scales as `configuration` says: inserted views grow into place, removed ones
  /// shrink (`.downUp`) or grow (`.upUp`) as they go, as Apple's documentation of
  /// `BlurReplaceTransition.Configuration` describes; SwiftUI also blurs, and its factors are
  /// not published (the preview scales from and to 0.7, and to 1.3 growing).
  public static func blurReplace(_ configuration: BlurReplaceTransition.Configuration = .downUp) -> AnyTransition {
    let inserted = AnyTransition.opacity.combined(with: .scale(scale: 0.7))
    return configuration == .downUp
      ? inserted : .asymmetric(insertion: inserted, removal: .opacity.combined(with: .scale(scale: 1.3)))
  }

  /// Different transitions for insertion and removal. A `Transition` body among them runs
  /// its insertion phase only on insertion and its removal phase only on removal (at identity
  /// otherwise).
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    var asymmetric = AnyTransition { p, size, list in
      (list.isRemoving ? removal : insertion).apply(p, size, &list)
    }
    asymmetric.hasMotion = insertion.hasMotion || removal.hasMotion
    asymmetric.phasedBody = chained(
      insertion.phasedBody.map { body in { @MainActor phase, content in body(phase == .didDisappear ? .identity : phase, content) } },
      removal.phasedBody.map { body in { @MainActor phase, content in body(phase == .willAppear ? .identity : phase, content) } })
    return asymmetric
  }

  /// Both transitions at once (`other`'s `Transition` body around this one's).
  public func combined(with other: AnyTransition) -> AnyTransition {
    let first = self
    var combined = AnyTransition { p, size, list in
      first.apply(p, size, &list)
      other.apply(p, size, &list)
    }
    combined.animation = animation ?? other.animation
    combined.hasMotion = hasMotion || other.hasMotion
    combined.phasedBody = Self.chained(phasedBody, other.phasedBody)
    return combined
  }

  /// The body that runs `inner`, then `outer` around it; either may be missing.
  private static func chained(
    _ inner: (@MainActor (TransitionPhase, any View) -> any View)?, _ outer: (@MainActor (TransitionPhase, any View) -> any View)?
  ) -> (@MainActor (TransitionPhase, any View) -> any View)? {
    guard let inner else { return outer }
    guard let outer else { return inner }
    return { phase, content in outer(phase, inner(phase, content)) }
  }

  /// The transition with its own animation.
  public func animation(_ animation: Animation?) -> AnyTransition {
    var copy = self
    copy.animation = animation
    return copy
  }

  /// A transition from a modifier in its `active` state (inserted from, removed to) to it in
  /// its `identity` state: the modifier's values animate between the two, as a view's do.
  public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
    AnyTransition(ModifierTransition(active: active, identity: identity))
  }
}

extension View {
  /// How this view comes in and goes out when an animated transaction inserts or removes it.
  public func transition(_ transition: AnyTransition) -> some View {
    modifier(TransitionModifier(transition: transition))
  }
}

struct TransitionModifier: ViewModifier, PrimitiveModifier {
  let transition: AnyTransition
  typealias Body = Never

  /// The transition is the trait of the view it is written in: of the outermost node of the
  /// modifiers around it, or of the next node made. A `Transition` body stands here, in a site
  /// node that runs it for each phase.
  func resolve(content: any View, id: ViewID, context: ResolveContext, graph: ViewGraph, into list: inout [Node], reuse: [ViewID: Node]) {
    var context = context
    let transition = transition.replacedUnderReduceMotion(context.environment)
    let element = context.transitionElement
    if let element { element.adoptTransition(transition) } else { context.transition = transition }
    guard let body = transition.phasedBody else {
      graph.resolve(content, id: id, context: context, into: &list, reuse: reuse)
      return
    }
    let site = (reuse[id] as? TransitionSiteNode) ?? TransitionSiteNode(id: id)
    site.begin(context: context, graph: graph)
    site.update(body: body, content: content, element: element ?? site, context: context, graph: graph)
    list.append(site)
  }
}

/// SwiftUI's blur-and-replace transition's configurations (the transition itself is
/// `AnyTransition.blurReplace(_:)` here).
public struct BlurReplaceTransition: Sendable {
  /// Which way a view scales as it is inserted and as it is removed.
  public struct Configuration: Hashable, Sendable {
    let removalGrows: Bool
    /// Up when inserted, down when removed.
    public static let downUp = Configuration(removalGrows: false)
    /// Up when inserted and when removed.
    public static let upUp = Configuration(removalGrows: true)
  }
  /// The configuration.
  public var configuration: Configuration
  public init(configuration: Configuration) { self.configuration = configuration }
}
