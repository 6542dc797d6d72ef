/// The first of its views that fits the space offered, as SwiftUI's `ViewThatFits`: each view is
/// asked its ideal size along `axes` in turn, and the first whose ideal fits the proposal is the
/// one laid out and drawn; when none fits, the last. (Apple's documentation of `ViewThatFits`.)
public struct ViewThatFits<Content: View>: View {
  let axes: Axis.Set
  let content: Content
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }
  public typealias Body = Never
}

extension ViewThatFits: NodeView {
  func makeNode(id: ViewID) -> ViewThatFitsNode { ViewThatFitsNode(id: id) }
  func update(_ node: ViewThatFitsNode, context: ResolveContext, graph: ViewGraph) {
    node.axes = axes
    graph.resolveLayoutChildren(of: node, content: content, context: context)
  }
}

final class ViewThatFitsNode: Node {
  var axes: Axis.Set = [.horizontal, .vertical]
  /// The view laid out and drawn, by the last layout.
  private weak var chosen: Node?

  /// The first child whose ideal size along the axes fits `proposal`, else the last.
  private func choice(for proposal: ProposedViewSize) -> Node? {
    let children = layoutChildren
    for child in children {
      var ideal = proposal
      if axes.contains(.horizontal) { ideal.width = nil }
      if axes.contains(.vertical) { ideal.height = nil }
      let size = child.sizeThatFits(ideal)
      let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { size.width <= $0 + 1e-9 } ?? true
      let fitsHeight = !axes.contains(.vertical) || proposal.height.map { size.height <= $0 + 1e-9 } ?? true
      if fitsWidth, fitsHeight { return child }
    }
    return children.last
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    choice(for: proposal)?.sizeThatFits(proposal) ?? .zero
  }

  override func placeChildren(in size: CGSize, graph: ViewGraph) {
    chosen = choice(for: ProposedViewSize(size))
    guard let chosen else { return }
    chosen.place(CGRect(origin: .zero, size: chosen.sizeThatFits(ProposedViewSize(size))), graph: graph)
  }

  override func draw(in size: CGSize, into list: inout DisplayListBuilder, at time: Double) {
    chosen?.drawPlaced(into: &list, at: time)
  }

  override func hitTest(_ point: CGPoint, at time: Double) -> TapTarget? {
    guard let chosen else { return nil }
    let frame = chosen.frame(at: time)
    return chosen.hitTest(CGPoint(x: point.x - frame.minX, y: point.y - frame.minY), at: time)
  }

  override func collectControls(into controls: inout [TapTarget]) {
    chosen?.collectControls(into: &controls)
  }
}
