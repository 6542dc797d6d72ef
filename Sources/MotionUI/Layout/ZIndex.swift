// `.zIndex(_:)`: the order in which overlapping siblings draw, as SwiftUI's: higher in front,
// 0 by default, siblings of equal index in their order in the code. It is a property of the
// view the modifier returns, so it is seen through the modifiers applied after it.

extension View {
  /// Draws this view in front of siblings with a lower `value` and behind those with a higher
  /// one (the default is 0); it does not change layout.
  public func zIndex(_ value: Double) -> some View {
    modifier(ZIndexModifier(value: value))
  }
}

struct ZIndexModifier: ViewModifier, NodeModifier {
  let value: Double
  typealias Body = Never
  func makeNode(id: ViewID) -> ZIndexNode { ZIndexNode(id: id) }
  func update(_ node: ZIndexNode, context: ResolveContext, graph: ViewGraph) { node.value = value }
}

/// Carries a `.zIndex` for its parent's drawing order; lays out and draws as its content.
final class ZIndexNode: Node {
  var value = 0.0 {
    didSet { if value != oldValue { Node.treeGeneration &+= 1 } }
  }
}

extension Node {
  /// The z-index this node draws with among its siblings: its own `.zIndex`, seen through the
  /// nodes that wrap one view (modifiers), not through stacks.
  var zIndex: Double {
    if let node = self as? ZIndexNode { return node.value }
    guard children.count == 1, !(self is StackNode), !(self is ZStackNode) else { return 0 }
    return children[0].zIndex
  }
}

@MainActor
extension [Node] {
  /// The nodes in drawing order, back to front: by z-index, and in their order where equal.
  var inDrawingOrder: [Node] {
    guard count > 1 else { return self }
    let indices = map { $0.zIndex }
    guard indices.contains(where: { $0 != 0 }) else { return self }
    return indices.indices.sorted { (indices[$0], $0) < (indices[$1], $1) }.map { self[$0] }
  }
}
