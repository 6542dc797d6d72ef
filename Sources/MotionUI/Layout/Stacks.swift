/// A column, as SwiftUI's `VStack`.
public struct VStack<Content: View>: View {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
  public typealias Body = Never
}

/// A row, as SwiftUI's `HStack`.
public struct HStack<Content: View>: View {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
  public typealias Body = Never
}

/// Views on top of each other, as SwiftUI's `ZStack`.
public struct ZStack<Content: View>: View {
  let alignment: Alignment
  let content: Content
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }
  public typealias Body = Never
}

/// A lazy column: laid out as a `VStack` here (everything is made).
public typealias LazyVStack = VStack
/// A lazy row: laid out as an `HStack` here.
public typealias LazyHStack = HStack

extension VStack: PrimitiveView {
  func resolve(id: ViewID, context: ResolveContext, graph: ViewGraph, into list: inout [Node], reuse: [ViewID: Node]) {
    resolveStack(id: id, axis: .vertical, alignment: alignment.fraction, spacing: spacing, content: content, context: context, graph: graph, into: &list, reuse: reuse)
  }
}

extension HStack: PrimitiveView {
  func resolve(id: ViewID, context: ResolveContext, graph: ViewGraph, into list: inout [Node], reuse: [ViewID: Node]) {
    resolveStack(id: id, axis: .horizontal, alignment: alignment.fraction, spacing: spacing, content: content, context: context, graph: graph, into: &list, reuse: reuse)
  }
}

@MainActor
private func resolveStack(
  id: ViewID, axis: Axis, alignment: CGFloat, spacing: CGFloat?, content: some View, context: ResolveContext, graph: ViewGraph,
  into list: inout [Node], reuse: [ViewID: Node]
) {
  let node = (reuse[id] as? StackNode) ?? StackNode(id: id)
  node.begin(context: context, graph: graph)
  node.rule = StackRule(axis: axis, alignment: alignment, spacing: spacing)
  graph.resolveLayoutChildren(of: node, content: content, context: context)
  list.append(node)
}

extension ZStack: NodeView {
  func makeNode(id: ViewID) -> ZStackNode { ZStackNode(id: id) }
  func update(_ node: ZStackNode, context: ResolveContext, graph: ViewGraph) {
    node.alignment = alignment
    graph.resolveLayoutChildren(of: node, content: content, context: context)
  }
}

/// SwiftUI's default spacing between adjacent views in a stack, in points (8 between most
/// views; SwiftUI varies it by the pair's kinds, and uses 0 beside a `Spacer`'s own length).
let defaultStackSpacing: CGFloat = 8

/// A stack's node: SwiftUI's stack layout (`StackRule`).
final class StackNode: Node {
  var rule = StackRule()
  override var stackAxis: Axis? { rule.axis }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    rule.size(for: proposal, children: layoutChildren)
  }

  override func placeChildren(in size: CGSize, graph: ViewGraph) {
    let children = layoutChildren
    for (child, frame) in zip(children, rule.frames(in: size, children: children)) { child.place(frame, graph: graph) }
  }
}

/// SwiftUI's stack layout, for a stack's node and for `HStackLayout` and `VStackLayout`.
///
/// The children are offered the space left, least flexible first (flexibility: how much their
/// size along the axis can grow, from the minimum at proposal 0 to the maximum at infinity),
/// higher `layoutPriority` before lower, each an equal share of what remains; across the axis
/// they get the stack's proposal and are aligned by `alignment`.
@MainActor
struct StackRule {
  var axis = Axis.vertical
  var alignment: CGFloat = 0.5
  var spacing: CGFloat?

  private func spacings(_ children: [Node]) -> [CGFloat] {
    guard children.count > 1 else { return [] }
    return (1..<children.count).map { index in
      if let spacing { return spacing }
      return children[index] is SpacerNode || children[index - 1] is SpacerNode ? 0 : defaultStackSpacing
    }
  }

  /// The children's sizes for `proposal`, in child order.
  private func childSizes(_ proposal: ProposedViewSize, _ children: [Node]) -> [CGSize] {
    guard let available = proposal[axis] else {
      // Ideal: every child at its ideal size.
      return children.map { child in
        var p = ProposedViewSize.unspecified
        p[axis.other] = proposal[axis.other]
        return child.sizeThatFits(p)
      }
    }
    var remaining = max(0, available - spacings(children).reduce(0, +))
    var sizes = [CGSize](repeating: .zero, count: children.count)
    let order = children.indices.sorted { a, b in
      let pa = group(children[a])
      let pb = group(children[b])
      if pa != pb { return pa > pb }
      return flexibility(children[a], proposal) < flexibility(children[b], proposal)
    }
    // Priority groups: a group's members share what the lower groups' minimums leave.
    var index = 0
    while index < order.count {
      let priority = group(children[order[index]])
      var end = index
      while end < order.count, group(children[order[end]]) == priority { end += 1 }
      let lowerMinimum = order[end...].reduce(0.0) { sum, child in
        var p = proposal
        p[axis] = 0
        return sum + children[child].sizeThatFits(p)[axis]
      }
      var groupRemaining = max(0, remaining - lowerMinimum)
      for (offset, child) in order[index..<end].enumerated() {
        let share = groupRemaining / CGFloat(end - index - offset)
        var p = proposal
        p[axis] = max(0, share)
        let size = children[child].sizeThatFits(p)
        sizes[child] = size
        groupRemaining -= size[axis]
        remaining -= size[axis]
      }
      index = end
    }
    return sizes
  }

  /// The group a child is offered space in, higher first: its `layoutPriority`, and within one
  /// priority the stack's spacers after the other views, so that a spacer takes only what the
  /// others leave (at least its minimum length), as in SwiftUI: a label beside a `Spacer` keeps
  /// its line (an even share cut "Week 1" into "We/ek 1" between four spacers in a 290-point
  /// row of a real file, whose iPhone recording shows one line). Views that are not spacers
  /// still share evenly, least flexible first (a text beside a `Rectangle` gets half).
  private func group(_ child: Node) -> (priority: Double, rank: Int) {
    (child.layoutPriority, child is SpacerNode ? 0 : 1)
  }

  private func flexibility(_ child: Node, _ proposal: ProposedViewSize) -> CGFloat {
    var low = proposal
    low[axis] = 0
    var high = proposal
    high[axis] = .infinity
    let minimum = child.sizeThatFits(low)[axis]
    let maximum = child.sizeThatFits(high)[axis]
    return maximum.isFinite ? maximum - minimum : .infinity
  }

  /// The stack's size for `proposal`.
  func size(for proposal: ProposedViewSize, children: [Node]) -> CGSize {
    let sizes = childSizes(proposal, children)
    let along = sizes.reduce(0) { $0 + $1[axis] } + spacings(children).reduce(0, +)
    let across = sizes.map { $0[axis.other] }.max() ?? 0
    return CGSize(axis, along: along, across: across)
  }

  /// The children's frames in a stack of `size`.
  func frames(in size: CGSize, children: [Node]) -> [CGRect] {
    var proposal = ProposedViewSize(size)
    proposal[axis] = size[axis]
    let sizes = childSizes(proposal, children)
    let gaps = spacings(children)
    var position: CGFloat = 0
    return children.indices.map { index in
      let childSize = sizes[index]
      var origin = CGPoint.zero
      origin[axis] = position
      origin[axis.other] = (size[axis.other] - childSize[axis.other]) * alignment
      position += childSize[axis] + (index < gaps.count ? gaps[index] : 0)
      return CGRect(origin: origin, size: childSize)
    }
  }
}

/// A z-stack's node: as big as its largest child; children aligned, later ones on top.
final class ZStackNode: Node {
  var alignment = Alignment.center

  override func placeChildren(in size: CGSize, graph: ViewGraph) {
    placeChildrenAligned(in: size, proposal: ProposedViewSize(size), alignment: alignment, graph: graph)
  }
}

/// Flexible space along a stack's axis, as SwiftUI's `Spacer`.
public struct Spacer: View {
  let minLength: CGFloat?
  public init(minLength: CGFloat? = nil) { self.minLength = minLength }
  public typealias Body = Never
}

extension Spacer: NodeView {
  func makeNode(id: ViewID) -> SpacerNode { SpacerNode(id: id) }
  func update(_ node: SpacerNode, context: ResolveContext, graph: ViewGraph) {
    node.minLength = minLength ?? defaultStackSpacing
  }
}

/// A spacer's node: along its stack's axis it takes what it is offered (at least its minimum
/// length); across, nothing. Outside a stack it grows both ways.
final class SpacerNode: Node {
  var minLength: CGFloat = defaultStackSpacing

  private var axis: Axis? { parentNode?.stackAxis }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    guard let axis else {
      return CGSize(width: max(minLength, proposal.width ?? minLength), height: max(minLength, proposal.height ?? minLength))
    }
    let along = max(minLength, proposal[axis] ?? minLength)
    return CGSize(axis, along: along.isFinite ? along : .infinity, across: 0)
  }
}

/// A thin line across a stack, as SwiftUI's `Divider`: 1 pt (at scale 1) of separator grey.
public struct Divider: View {
  public init() {}
  public typealias Body = Never
}

extension Divider: NodeView {
  func makeNode(id: ViewID) -> DividerNode { DividerNode(id: id) }
  func update(_ node: DividerNode, context: ResolveContext, graph: ViewGraph) {
    node.color = DividerNode.separator.resolved(in: context.environment)
  }
}

final class DividerNode: Node {
  /// iOS's separator colour (`Color.separator`).
  static let separator = Color.separator
  var color = DividerNode.separator

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    if parentNode?.stackAxis == .horizontal {
      return CGSize(width: 1, height: proposal.height ?? 0)
    }
    return CGSize(width: proposal.width ?? 0, height: 1)
  }

  override func draw(in size: CGSize, into list: inout DisplayListBuilder, at time: Double) {
    let rect = CGRect(origin: .zero, size: size)
    list.fill(Path(rect), with: .color(color), bounds: rect)
  }
}
