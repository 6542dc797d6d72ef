import Scenes

/// A value that replaces how text views draw, as SwiftUI's `TextRenderer`: it draws each
/// text's `Text.Layout` into a `GraphicsContext`. Its `animatableData` animates as any view's
/// does: a change in an animated transaction moves it, and each frame draws the text with the
/// renderer's data at that frame's time.
public protocol TextRenderer: Animatable {
  /// Draws `layout` into `ctx` (the text view's space, in points).
  func draw(layout: Text.Layout, in ctx: inout GraphicsContext)
  /// The size of the text for `proposal`; by default the text's own, `text.sizeThatFits(proposal)`.
  func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize
  /// Extra room around the text for what the renderer draws outside it (a shadow); by default
  /// none. The preview draws with no layer to clip, so it changes nothing here.
  var displayPadding: EdgeInsets { get }
}

extension TextRenderer {
  /// The text's own size.
  public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize {
    text.sizeThatFits(proposal)
  }

  /// No padding.
  public var displayPadding: EdgeInsets { EdgeInsets() }
}

/// A text view as a `TextRenderer` sees it when sizing, as SwiftUI's `TextProxy`.
public struct TextProxy {
  let measure: (ProposedViewSize) -> CGSize

  /// The size the text needs for `proposal`, in points.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { measure(proposal) }
}

extension View {
  /// This view with every text view in it drawn by `renderer`.
  public func textRenderer<T: TextRenderer>(_ renderer: T) -> some View {
    modifier(TextRendererModifier(renderer: renderer))
  }
}

struct TextRendererModifier<Renderer: TextRenderer>: ViewModifier, NodeModifier {
  let renderer: Renderer
  typealias Body = Never
  func makeNode(id: ViewID) -> TextRendererNode { TextRendererNode(id: id) }
  func update(_ node: TextRendererNode, context: ResolveContext, graph: ViewGraph) {
    node.update(to: renderer, animation: context.transaction.effectiveAnimation, retargeting: !context.isFrameUpdate, at: graph.time)
  }
}

/// The node of `.textRenderer(_:)`: it keeps the renderer and its animated data; the text
/// nodes under it draw through the renderer presented at the frame's time.
final class TextRendererNode: Node {
  private var renderer: (any TextRenderer)?
  private var data: AnimatedData?

  /// Takes `renderer`; its data moves there with `animation`. A per-frame update
  /// (`retargeting` false) leaves data in flight alone when it is unchanged, and otherwise
  /// jumps to it (data an animatable view above computes from its own, frame by frame).
  func update<R: TextRenderer>(to renderer: R, animation: Animation?, retargeting: Bool, at time: Double) {
    if var data, data.holds(renderer) {
      if !retargeting, let current = self.renderer as? R, current.animatableData == renderer.animatableData {
        self.renderer = renderer
        return
      }
      data.set(to: renderer, animation: retargeting ? animation : nil, at: time)
      self.data = data
    } else {
      data = AnimatedData(renderer)
    }
    self.renderer = renderer
  }

  /// The renderer with its animatable data as presented at `time`; at nil, the model value.
  func renderer(at time: Double?) -> (any TextRenderer)? {
    guard let renderer, let data, let time else { return renderer }
    func presented<R: TextRenderer>(_ value: R) -> any TextRenderer { data.applied(to: value, at: time) }
    return presented(renderer)
  }

  override func isAnimating(at time: Double) -> Bool {
    super.isAnimating(at: time) || data?.isAnimating(at: time) == true
  }
}

extension Node {
  /// Whether the nearest `.textRenderer(_:)` above this node moves at `time`.
  func textRendererIsAnimating(at time: Double) -> Bool {
    var node = parentNode
    while let current = node {
      if let rendererNode = current as? TextRendererNode { return rendererNode.isAnimating(at: time) }
      node = current.parentNode
    }
    return false
  }

  /// The renderer of the nearest `.textRenderer(_:)` above this node, presented at `time` (at
  /// nil, its model value).
  func textRenderer(at time: Double?) -> (any TextRenderer)? {
    var node = parentNode
    while let current = node {
      if let rendererNode = current as? TextRendererNode { return rendererNode.renderer(at: time) }
      node = current.parentNode
    }
    return nil
  }
}
