// `.background`, `.overlay` and `GeometryReader`.

extension View {
  /// `content` behind this view, proposed this view's size and aligned in it.
  public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    modifier(SecondaryLayout(secondary: AnyView(content()), alignment: alignment, isOverlay: false))
  }
  @_disfavoredOverload
  public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
    modifier(SecondaryLayout(secondary: AnyView(background), alignment: alignment, isOverlay: false))
  }
  /// This view's frame filled with `style` behind it.
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    modifier(SecondaryLayout(secondary: AnyView(Rectangle().fill(style)), alignment: .center, isOverlay: false))
  }
  /// `shape` filled with `style` behind this view.
  public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
    modifier(SecondaryLayout(secondary: AnyView(shape.fill(style, style: fillStyle)), alignment: .center, isOverlay: false))
  }
  public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
    background(ForegroundStyle(), in: shape, fillStyle: fillStyle)
  }
  /// `content` in front of this view, proposed this view's size and aligned in it.
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
    modifier(SecondaryLayout(secondary: AnyView(content()), alignment: alignment, isOverlay: true))
  }
  @_disfavoredOverload
  public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
    modifier(SecondaryLayout(secondary: AnyView(overlay), alignment: alignment, isOverlay: true))
  }
  public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    modifier(SecondaryLayout(secondary: AnyView(Rectangle().fill(style)), alignment: .center, isOverlay: true))
  }
  public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
    modifier(SecondaryLayout(secondary: AnyView(shape.fill(style, style: fillStyle)), alignment: .center, isOverlay: true))
  }
  /// A border of `width` points drawn inside the frame.
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    overlay(Rectangle().strokeBorder(content, lineWidth: width))
  }
}

struct SecondaryLayout: ViewModifier, PrimitiveModifier {
  let secondary: AnyView
  let alignment: Alignment
  let isOverlay: Bool
  /// For `.mask`: where it was written (the secondary content is then the mask).
  var mask: MaskSource? = nil
  /// For `.overlayPreferenceValue` and `.backgroundPreferenceValue`: the secondary content,
  /// made from the primary node at each layout (`secondary` is then unused).
  var makeSecondary: ((Node) -> AnyView)? = nil
  typealias Body = Never

  func resolve(content: any View, id: ViewID, context: ResolveContext, graph: ViewGraph, into list: inout [Node], reuse: [ViewID: Node]) {
    let node = (reuse[id] as? SecondaryNode) ?? SecondaryNode(id: id)
    node.begin(context: context, graph: graph)
    node.alignment = alignment
    node.isOverlay = isOverlay
    node.mask = mask
    var inner = context
    inner.transition = nil
    // The primary content continues the view: a transition in it belongs to this node.
    var primary = inner
    primary.element = ElementChain(root: context.transitionElement ?? node, tip: node.primary)
    graph.resolveChildren(of: node.primary, content: content, context: primary)
    node.makeSecondary = makeSecondary
    node.secondaryContext = inner
    if makeSecondary == nil { graph.resolveChildren(of: node.secondary, content: secondary, context: inner) }
    node.children = mask != nil ? [node.primary] : isOverlay ? [node.primary, node.secondary] : [node.secondary, node.primary]
    node.primary.parentNode = node
    node.secondary.parentNode = node
    // Their own layouts read the environment's layout direction.
    node.primary.environment = context.environment
    node.secondary.environment = context.environment
    list.append(node)
  }
}

/// A background or overlay: as big as its primary content; the secondary content is proposed
/// that size and aligned in it.
final class SecondaryNode: Node {
  var alignment = Alignment.center
  var isOverlay = false
  var mask: MaskSource?
  var makeSecondary: ((Node) -> AnyView)?
  var secondaryContext: ResolveContext?
  lazy var primary = Node(id: id.appending(.primary))
  lazy var secondary = ZStackNode(id: id.appending(.secondary))

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize { primary.sizeThatFits(proposal) }

  /// A mask's content is drawn through the mask's alpha (see `DisplayListBuilder.clip(toMask:)`).
  override func draw(in size: CGSize, into list: inout DisplayListBuilder, at time: Double) {
    guard let mask else {
      super.draw(in: size, into: &list, at: time)
      return
    }
    var drawn = list.scratch()
    secondary.drawPlaced(into: &drawn, at: time)
    if list.drawContentThroughText(mask: drawn.commands, content: { drawChildren(into: &$0, at: time) }) { return }
    if let exact = list.drawContentThroughGradient(mask: drawn.commands, content: { drawChildren(into: &$0, at: time) }) {
      if !exact {
        PreviewWarnings.once("`.mask` by a gradient is drawn at its mean opacity over gradients and shadows", file: mask.file, line: mask.line)
      }
      return
    }
    list.save()
    if !list.clip(toMask: drawn.commands) {
      PreviewWarnings.once("`.mask` is drawn as the clip by its shapes at their mean opacity", file: mask.file, line: mask.line)
    }
    if list.isVisible { drawChildren(into: &list, at: time) }
    list.restore()
  }

  override func placeChildren(in size: CGSize, graph: ViewGraph) {
    primary.place(CGRect(origin: .zero, size: size), graph: graph)
    if let makeSecondary, let context = secondaryContext {
      // A preference's reader: its content is made from the primary content just laid out.
      graph.resolveChildrenAtLayout(of: secondary, content: makeSecondary(primary), context: context)
    }
    let secondarySize = secondary.sizeThatFits(ProposedViewSize(size))
    secondary.alignment = alignment
    secondary.place(CGRect(origin: alignment.offset(of: secondarySize, in: size), size: secondarySize), graph: graph)
  }
}

/// A container whose content is a function of its own size, as SwiftUI's `GeometryReader`: it
/// takes the whole proposal and places its content at its top leading corner.
public struct GeometryReader<Content: View>: View {
  let content: (GeometryProxy) -> Content
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
  public typealias Body = Never
}

/// A geometry reader's size and frame, as SwiftUI's `GeometryProxy`, by the last layout.
public struct GeometryProxy: Equatable {
  /// The reader's size, in points.
  public let size: CGSize
  /// The reader's origin in the canvas (SwiftUI's global space).
  let globalOrigin: CGPoint
  /// The origins in the canvas of the named coordinate spaces around the reader.
  var namedOrigins: [AnyHashable: CGPoint] = [:]
  /// The nearest scroll view around the reader (`scrollTransition`).
  var viewport: ScrollViewport?
  /// The safe-area insets (none in the preview).
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }
  /// The reader's frame in `coordinateSpace`: in a named space that no view around it names,
  /// its global frame (as SwiftUI's).
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    switch coordinateSpace {
    case .local: return CGRect(origin: .zero, size: size)
    case .global: return CGRect(origin: globalOrigin, size: size)
    case .named(let name):
      let origin = namedOrigins[name] ?? .zero
      return CGRect(x: globalOrigin.x - origin.x, y: globalOrigin.y - origin.y, width: size.width, height: size.height)
    }
  }
}

/// A coordinate space, as SwiftUI's `CoordinateSpace`.
public enum CoordinateSpace: Hashable {
  case global, local
  case named(AnyHashable)
}

extension GeometryReader: NodeView {
  func makeNode(id: ViewID) -> GeometryNode { GeometryNode(id: id) }
  func update(_ node: GeometryNode, context: ResolveContext, graph: ViewGraph) {
    node.make = { AnyView(content($0)) }
    node.context = context
    node.resolve(graph: graph, proxy: node.lastProxy, atLayout: false)
  }
}

/// A geometry reader's node: it re-resolves its content when its geometry changes (its size, or
/// its place in the canvas or in a named space), under the transaction of the layout.
final class GeometryNode: Node {
  var make: ((GeometryProxy) -> AnyView)?
  var context: ResolveContext?
  private(set) var lastProxy = GeometryProxy(size: .zero, globalOrigin: .zero)

  /// Resolves the content for `proxy`: at an update, under its transaction; at a layout, when
  /// the geometry changed, under the layout's.
  func resolve(graph: ViewGraph, proxy: GeometryProxy, atLayout: Bool) {
    guard let make, var context else { return }
    lastProxy = proxy
    context.transition = nil
    if atLayout {
      graph.resolveChildrenAtLayout(of: self, content: make(proxy).storage, context: context)
    } else {
      graph.resolveChildren(of: self, content: make(proxy).storage, context: context)
    }
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

  override func placeChildren(in size: CGSize, graph: ViewGraph) {
    let proxy = proxy(size: size)
    if proxy != lastProxy { resolve(graph: graph, proxy: proxy, atLayout: true) }
    for child in layoutChildren {
      let childSize = child.sizeThatFits(ProposedViewSize(size))
      child.place(CGRect(origin: .zero, size: childSize), graph: graph)
    }
  }
}
