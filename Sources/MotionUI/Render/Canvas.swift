// A view that draws with a closure, as SwiftUI's `Canvas`: each time the view is drawn its
// renderer is called with a `GraphicsContext` of the view's size, whose fills and strokes become
// display-list commands. Inside a `TimelineView` the renderer runs at each of the timeline's
// dates (the scene clock); otherwise once, and its commands are reused while nothing changes.
// Followed: Apple's documentation of `Canvas`, `GraphicsContext` and `GraphicsContext.Shading`.

/// A view drawn by a closure into a `GraphicsContext`, as SwiftUI's `Canvas`. It takes the size
/// it is offered (10 × 10 points where nothing is offered, as a shape does).
public struct Canvas<Symbols: View>: View {
  let renderer: (inout GraphicsContext, CGSize) -> Void
  /// The symbols: views the renderer draws by their tag (`resolveSymbol(id:)`).
  let symbols: Symbols

  /// A canvas drawn by `renderer`, with `symbols` for it to draw.
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
  ) {
    self.renderer = renderer
    self.symbols = symbols()
  }

  public typealias Body = Never
}

extension Canvas where Symbols == EmptyView {
  /// A canvas drawn by `renderer`.
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) {
    self.renderer = renderer
    symbols = EmptyView()
  }
}

/// The colour space a canvas blends in, as SwiftUI's `ColorRenderingMode` (kept; the preview
/// blends in sRGB).
public enum ColorRenderingMode: Hashable, Sendable {
  case nonLinear, linear, extendedLinear
}

extension Canvas: NodeView {
  func makeNode(id: ViewID) -> CanvasNode { CanvasNode(id: id) }
  func update(_ node: CanvasNode, context: ResolveContext, graph: ViewGraph) {
    node.renderer = renderer
    graph.resolveLayoutChildren(of: node, content: symbols, context: context)
  }
}

/// A canvas's node: takes the size offered and calls the renderer when it is drawn. Its
/// children are the symbols, each laid out at its size for the canvas's, at the canvas's origin,
/// and drawn only when the renderer draws them.
final class CanvasNode: Node {
  var renderer: ((inout GraphicsContext, CGSize) -> Void)?

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  override func placeChildren(in size: CGSize, graph: ViewGraph) {
    for child in layoutChildren {
      child.place(CGRect(origin: .zero, size: child.sizeThatFits(ProposedViewSize(size))), graph: graph)
    }
  }

  override func draw(in size: CGSize, into list: inout DisplayListBuilder, at time: Double) {
    guard let renderer else { return }
    var context = GraphicsContext(list: list, environment: environment, bounds: CGRect(origin: .zero, size: size))
    context.recorder.symbols = { [children] id in
      children.first { !$0.isRemoving && $0.elementTraits?.tag == id }.map { GraphicsContext.ResolvedSymbol(node: $0, time: time) }
    }
    renderer(&context, size)
    list.insertCommands(context.commands, at: list.commands.count)
  }

  /// The symbols are not hit: they are drawn only where the renderer puts them.
  override func hitTest(_ point: CGPoint, at time: Double) -> TapTarget? { nil }
  override func collectControls(into controls: inout [TapTarget]) {}
}
