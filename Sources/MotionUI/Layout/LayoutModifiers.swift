// `.frame`, `.padding`, `.fixedSize`, `.aspectRatio`, `.offset`, `.position` and
// `.layoutPriority`: SwiftUI's layout rules as its documentation states them.

extension View {
  /// A fixed frame: the given dimensions are proposed to the content and taken, whatever the
  /// content chooses; the content is aligned in it. A negative or non-finite dimension is left
  /// free, as SwiftUI does after logging "Invalid frame dimension (negative or non-finite)".
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
    func valid(_ length: CGFloat?) -> CGFloat? { length.flatMap { $0 >= 0 && $0.isFinite ? $0 : nil } }
    return modifier(FrameLayout(kind: .fixed(width: valid(width), height: valid(height)), alignment: alignment))
  }

  /// A flexible frame: the proposal clamped to min…max in each dimension (the ideal replaces a
  /// nil proposal), and the content's size clamped the same way.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
    idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    modifier(
      FrameLayout(
        kind: .flexible(
          minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth, minHeight: minHeight, idealHeight: idealHeight,
          maxHeight: maxHeight), alignment: alignment))
  }

  /// Space around the content on `edges` (16 points by default, SwiftUI's system padding).
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    modifier(PaddingLayout(insets: EdgeInsets(edges, length ?? defaultPadding)))
  }

  /// The same space on every edge.
  public func padding(_ length: CGFloat) -> some View {
    padding(.all, length)
  }

  /// Explicit insets.
  public func padding(_ insets: EdgeInsets) -> some View {
    modifier(PaddingLayout(insets: insets))
  }

  /// The content at its ideal size in the given dimensions, whatever it is offered.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    modifier(FixedSizeLayout(horizontal: horizontal, vertical: vertical))
  }

  /// The content at its ideal size.
  public func fixedSize() -> some View { fixedSize(horizontal: true, vertical: true) }

  /// The content at `aspectRatio` (width ÷ height; nil: its ideal size's), fitting in or filling
  /// the proposal.
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    modifier(AspectRatioLayout(ratio: aspectRatio, mode: contentMode))
  }

  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
    self.aspectRatio(aspectRatio.width / aspectRatio.height, contentMode: contentMode)
  }

  /// `aspectRatio(contentMode: .fit)`.
  public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
  /// `aspectRatio(contentMode: .fill)`.
  public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

  /// The content drawn moved by `offset`, its layout unchanged.
  public func offset(_ offset: CGSize) -> some View {
    modifier(OffsetEffect(offset: offset))
  }

  /// The content drawn moved by (x, y).
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    offset(CGSize(width: x, height: y))
  }

  /// The content's centre at `position` in the space offered, which the view takes whole.
  public func position(_ position: CGPoint) -> some View {
    modifier(PositionLayout(position: position))
  }

  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    position(CGPoint(x: x, y: y))
  }

  /// The priority with which a stack gives space to this view (default 0).
  public func layoutPriority(_ value: Double) -> some View {
    modifier(LayoutTrait(value: .priority(value)))
  }
}

/// SwiftUI's default padding on iOS, in points.
let defaultPadding: CGFloat = 16

/// Whether content fits in or fills its frame, as SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, Sendable, CaseIterable { case fit, fill }

struct FrameLayout: ViewModifier, NodeModifier {
  enum Kind: Equatable {
    case fixed(width: CGFloat?, height: CGFloat?)
    case flexible(minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?, minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?)
  }
  let kind: Kind
  let alignment: Alignment
  typealias Body = Never
  func makeNode(id: ViewID) -> FrameNode { FrameNode(id: id) }
  func update(_ node: FrameNode, context: ResolveContext, graph: ViewGraph) {
    node.kind = kind
    node.alignment = alignment
  }
}

final class FrameNode: Node {
  var kind = FrameLayout.Kind.fixed(width: nil, height: nil)
  var alignment = Alignment.center

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    switch kind {
    case .fixed(let width, let height):
      var inner = proposal
      if let width { inner.width = width }
      if let height { inner.height = height }
      let content = super.computeSize(inner)
      return CGSize(width: width ?? content.width, height: height ?? content.height)
    case .flexible(let minW, let idealW, let maxW, let minH, let idealH, let maxH):
      func propose(_ p: CGFloat?, _ lo: CGFloat?, _ ideal: CGFloat?, _ hi: CGFloat?) -> CGFloat? {
        guard let p = p ?? ideal else { return nil }
        var value = p
        if let hi { value = min(value, hi) }
        if let lo { value = max(value, lo) }
        return value
      }
      let inner = ProposedViewSize(
        width: propose(proposal.width, minW, idealW, maxW), height: propose(proposal.height, minH, idealH, maxH))
      let content = super.computeSize(inner)
      // The frame's size, as Apple's documentation of `frame(minWidth:idealWidth:maxWidth:…)`
      // gives it: with both bounds, the proposal clamped to them; with a minimum alone, the
      // proposal clamped to it where the proposal is less than the content, else the content;
      // with a maximum alone, the proposal clamped to it where the proposal is more than the
      // content, else the content; a minimum or maximum is never crossed. (`Text("Hi")
      // .frame(maxWidth: 200)` offered 400 is 200 wide; it kept the text's width.) Without a
      // proposal, the ideal size, clamped.
      func resolve(_ content: CGFloat, _ p: CGFloat?, _ lo: CGFloat?, _ ideal: CGFloat?, _ hi: CGFloat?) -> CGFloat {
        var value = content
        let offered = p ?? ideal ?? content
        if let lo { value = max(lo, min(value, offered)) }
        if let hi { value = min(hi, max(value, offered)) }
        if p == nil, let ideal { value = ideal }
        if let hi { value = min(value, hi) }
        if let lo { value = max(value, lo) }
        return value
      }
      return CGSize(
        width: resolve(content.width, proposal.width, minW, idealW, maxW),
        height: resolve(content.height, proposal.height, minH, idealH, maxH))
    }
  }

  override func placeChildren(in size: CGSize, graph: ViewGraph) {
    placeChildrenAligned(in: size, proposal: ProposedViewSize(size), alignment: alignment, graph: graph)
  }
}

struct PaddingLayout: ViewModifier, NodeModifier {
  let insets: EdgeInsets
  typealias Body = Never
  func makeNode(id: ViewID) -> PaddingNode { PaddingNode(id: id) }
  func update(_ node: PaddingNode, context: ResolveContext, graph: ViewGraph) {
    // Leading is the left here; a right-to-left environment mirrors the placement (`Node.place`).
    node.insets = insets
  }
}

final class PaddingNode: Node {
  var insets = EdgeInsets()

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let inner = ProposedViewSize(
      width: proposal.width.map { max(0, $0 - insets.horizontal) }, height: proposal.height.map { max(0, $0 - insets.vertical) })
    let content = super.computeSize(inner)
    return CGSize(width: content.width + insets.horizontal, height: content.height + insets.vertical)
  }

  override func placeChildren(in size: CGSize, graph: ViewGraph) {
    let inner = CGSize(width: max(0, size.width - insets.horizontal), height: max(0, size.height - insets.vertical))
    for child in layoutChildren {
      let childSize = child.sizeThatFits(ProposedViewSize(inner))
      let origin = Alignment.center.offset(of: childSize, in: inner)
      child.place(CGRect(origin: CGPoint(x: origin.x + insets.leading, y: origin.y + insets.top), size: childSize), graph: graph)
    }
  }
}

struct FixedSizeLayout: ViewModifier, NodeModifier {
  let horizontal: Bool
  let vertical: Bool
  typealias Body = Never
  func makeNode(id: ViewID) -> FixedSizeNode { FixedSizeNode(id: id) }
  func update(_ node: FixedSizeNode, context: ResolveContext, graph: ViewGraph) {
    node.horizontal = horizontal
    node.vertical = vertical
  }
}

final class FixedSizeNode: Node {
  var horizontal = true
  var vertical = true

  private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize { super.computeSize(inner(proposal)) }

  override func placeChildren(in size: CGSize, graph: ViewGraph) {
    placeChildrenAligned(in: size, proposal: inner(ProposedViewSize(size)), alignment: .center, graph: graph)
  }
}

struct AspectRatioLayout: ViewModifier, NodeModifier {
  let ratio: CGFloat?
  let mode: ContentMode
  typealias Body = Never
  func makeNode(id: ViewID) -> AspectRatioNode { AspectRatioNode(id: id) }
  func update(_ node: AspectRatioNode, context: ResolveContext, graph: ViewGraph) {
    node.ratio = ratio
    node.mode = mode
  }
}

final class AspectRatioNode: Node {
  var ratio: CGFloat?
  var mode = ContentMode.fit

  private func proposalForContent(_ proposal: ProposedViewSize) -> ProposedViewSize {
    let ideal = super.computeSize(.unspecified)
    let r = ratio ?? (ideal.height > 0 ? ideal.width / ideal.height : 1)
    guard r > 0, r.isFinite else { return proposal }
    let available = proposal.replacingUnspecifiedDimensions(by: ideal)
    var width = available.width
    var height = width / r
    let fitsInside = height <= available.height
    if (mode == .fit) != fitsInside {
      height = available.height
      width = height * r
    }
    return ProposedViewSize(width: width, height: height)
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize { super.computeSize(proposalForContent(proposal)) }

  override func placeChildren(in size: CGSize, graph: ViewGraph) {
    placeChildrenAligned(in: size, proposal: proposalForContent(ProposedViewSize(size)), alignment: .center, graph: graph)
  }
}

struct PositionLayout: ViewModifier, NodeModifier {
  let position: CGPoint
  typealias Body = Never
  func makeNode(id: ViewID) -> PositionNode { PositionNode(id: id) }
  func update(_ node: PositionNode, context: ResolveContext, graph: ViewGraph) { node.position = position }
}

/// `.position`: takes the whole proposal and centres the content on the point.
final class PositionNode: Node {
  var position = CGPoint.zero

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  override func placeChildren(in size: CGSize, graph: ViewGraph) {
    for child in layoutChildren {
      let childSize = child.sizeThatFits(ProposedViewSize(size))
      child.place(
        CGRect(origin: CGPoint(x: position.x - childSize.width / 2, y: position.y - childSize.height / 2), size: childSize),
        graph: graph)
    }
  }
}

/// A value a view gives its parent's layout, set on the nodes the view resolves to:
/// `layoutPriority` for stacks, `gridCellColumns` for grids.
struct LayoutTrait: ViewModifier, ContextModifier {
  enum Value {
    case priority(Double)
    case gridColumns(Int)
    case gridColumnAlignment(HorizontalAlignment)
    case gridCellAnchor(UnitPoint)
    case gridCellUnsizedAxes(Axis.Set)
    case layoutValue(ObjectIdentifier, Any)
    case tag(AnyHashable)
    case tabItem(AnyView)
  }
  let value: Value
  typealias Body = Never
  func adjust(_ context: inout ResolveContext, id: inout ViewID, graph: ViewGraph) {}
  func resolve(content: any View, id: ViewID, context: ResolveContext, graph: ViewGraph, into list: inout [Node], reuse: [ViewID: Node]) {
    let start = list.count
    graph.resolve(content, id: id, context: context, into: &list, reuse: reuse)
    for node in list[start...] {
      switch value {
      case .priority(let priority): node.layoutPriority = priority
      case .gridColumns(let count): node.writableTraits.columns = count
      case .gridColumnAlignment(let alignment): node.writableTraits.columnAlignment = alignment
      case .gridCellAnchor(let anchor): node.writableTraits.anchor = anchor
      case .gridCellUnsizedAxes(let axes): node.writableTraits.unsizedAxes = axes
      case .layoutValue(let key, let value): node.writableTraits.layoutValues[key] = value
      case .tag(let tag): node.writableTraits.tag = tag
      case .tabItem(let label): node.writableTraits.tabItem = label
      }
    }
  }
}

/// What a view tells its container beside its content, as SwiftUI's view traits: its grid
/// cell's span, alignment, anchor and unsized axes, the values it gives a custom layout
/// (`layoutValue`), its tag (`.tag`, for a `Canvas`'s symbols and a tab view's tabs) and its tab
/// item. A node has it only once a
/// modifier sets one.
final class ViewTraits {
  var columns = 1
  var columnAlignment: HorizontalAlignment?
  var anchor: UnitPoint?
  var unsizedAxes: Axis.Set = []
  var layoutValues: [ObjectIdentifier: Any] = [:]
  var tag: AnyHashable?
  /// Its item in a tab view's bar (`tabItem`).
  var tabItem: AnyView?
}

extension Node {
  /// The traits a container reads of this view: its own, else, through the modifiers made
  /// around one view (`.tag("b").padding()`), that view's. SwiftUI's traits belong to the element
  /// of the view list, which modifiers wrap without making a new one (Apple's documentation of
  /// `tag(_:)`: a tab view's content is tagged and then modified freely); a container's traits
  /// are its own.
  var elementTraits: ViewTraits? {
    if let traits { return traits }
    guard isModifierNode, children.count == 1 else { return nil }
    return children[0].elementTraits
  }

  /// The node's traits, made when a modifier first sets one.
  var writableTraits: ViewTraits {
    if let traits { return traits }
    let made = ViewTraits()
    traits = made
    return made
  }
}
