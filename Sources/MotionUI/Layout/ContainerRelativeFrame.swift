// `containerRelativeFrame` (iOS 17) and the scroll view's modifiers around it: a view sized as a
// fraction of its container, the nearest scroll view (else the canvas), as a carousel's cards
// are; and the scroll modifiers that only change how a scroll view scrolls, kept (the preview
// does not scroll).
//
// What the preview does (Apple's documentation of `containerRelativeFrame(_:count:span:spacing:
// alignment:)`): along each of `axes` the view is proposed and framed at the container's length
// there, or, with a count, (length − spacing × (count − 1)) ÷ count × span + spacing × (span − 1);
// the closure form gives the length itself. The container's size is its last layout's (the
// canvas's before its first).

extension View {
  /// This view framed at its container's size along `axes`.
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
    modifier(ContainerRelativeLayout(axes: axes, alignment: alignment) { length, _ in length })
  }

  /// This view framed at `span` of `count` equal parts of its container, `spacing` apart, along
  /// `axes`.
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> some View {
    modifier(
      ContainerRelativeLayout(axes: axes, alignment: alignment) { length, _ in
        let count = max(count, 1)
        let part = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
        return max(0, part * CGFloat(span) + spacing * CGFloat(max(span - 1, 0)))
      })
  }

  /// This view framed along `axes` at the length `length` gives for its container's.
  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> some View {
    modifier(ContainerRelativeLayout(axes: axes, alignment: alignment, length: length))
  }

  // The scroll view's behaviour, kept: the preview draws a scroll view at its start.
  public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }
  public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { self }
  public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { self }
  /// Lets the scroll views inside draw their content past their edges.
  public func scrollClipDisabled(_ disabled: Bool = true) -> some View { environment(\.scrollClipDisabled, disabled) }
  public func scrollDisabled(_ disabled: Bool) -> some View { self }
  public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { self }
  public func scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil) -> some View { self }
  /// Space inside the edges of the scroll views in this view around their content, as SwiftUI's
  /// content margins and UIKit's `contentInset`: the content is inset by it and the scroll view
  /// still clips at its own bounds, so content moved into the margin shows there. A nil length is
  /// the platform's default, no margin on iOS; the `.scrollIndicators` placement moves only the
  /// indicators, which the preview does not draw. An inner call wins on the edges it names.
  public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
    modifier(
      EnvironmentWriter { environment in
        guard placement.kind != ContentMarginPlacement.scrollIndicators.kind else { return }
        let length = length ?? 0
        if edges.contains(.top) { environment.scrollContentMargins.top = length }
        if edges.contains(.leading) { environment.scrollContentMargins.leading = length }
        if edges.contains(.bottom) { environment.scrollContentMargins.bottom = length }
        if edges.contains(.trailing) { environment.scrollContentMargins.trailing = length }
      })
  }
  /// Space inside the scroll view's edges around its content on every edge: padding here.
  public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
    padding(.all, length)
  }
  /// Padding inside the safe area: padding here (the preview has no safe area).
  public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { padding(edges, length) }
  public func safeAreaPadding(_ insets: EdgeInsets) -> some View { padding(insets) }

  /// `content` above or below this view, which gives up that height to it: the preview has no
  /// safe area of its own, so the two stand in a column, `spacing` apart (nil: a stack's
  /// spacing), `content` placed across by `alignment`. (SwiftUI insets the view's safe area
  /// and lays `content` over that strip; a view that ignores the safe area extends under it,
  /// which here it does not.)
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
  ) -> some View {
    let inset = content()
    return VStack(alignment: alignment, spacing: spacing) {
      if edge == .top { inset }
      self
      if edge == .bottom { inset }
    }
  }

  /// `content` beside this view, on `edge`, which gives up that width to it (see the vertical
  /// form).
  public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
  ) -> some View {
    let inset = content()
    return HStack(alignment: alignment, spacing: spacing) {
      if edge == .leading { inset }
      self
      if edge == .trailing { inset }
    }
  }
}

/// How a scroll view comes to rest, as SwiftUI's `ScrollTargetBehavior` (kept).
public protocol ScrollTargetBehavior {}
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
  public init(limitBehavior: LimitBehavior = .automatic) {}
  public struct LimitBehavior: Sendable {
    public static let automatic = LimitBehavior()
    public static let always = LimitBehavior()
    public static let never = LimitBehavior()
  }
}
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
  public init() {}
}
extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
  public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
    ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
  }
}
extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

/// Whether a scroll view shows its indicators, as SwiftUI's `ScrollIndicatorVisibility` (kept).
public struct ScrollIndicatorVisibility: Sendable {
  let kind: Int
  public static let automatic = ScrollIndicatorVisibility(kind: 0)
  public static let visible = ScrollIndicatorVisibility(kind: 1)
  public static let hidden = ScrollIndicatorVisibility(kind: 2)
  public static let never = ScrollIndicatorVisibility(kind: 3)
}

/// Whether a scroll view bounces, as SwiftUI's `ScrollBounceBehavior` (kept).
public struct ScrollBounceBehavior: Sendable {
  let kind: Int
  public static let automatic = ScrollBounceBehavior(kind: 0)
  public static let always = ScrollBounceBehavior(kind: 1)
  public static let basedOnSize = ScrollBounceBehavior(kind: 2)
}

/// Where content margins apply, as SwiftUI's `ContentMarginPlacement`.
public struct ContentMarginPlacement: Sendable {
  let kind: Int
  public static let automatic = ContentMarginPlacement(kind: 0)
  public static let scrollContent = ContentMarginPlacement(kind: 1)
  public static let scrollIndicators = ContentMarginPlacement(kind: 2)
}

struct ContainerRelativeLayout: ViewModifier, NodeModifier {
  let axes: Axis.Set
  let alignment: Alignment
  let length: (CGFloat, Axis) -> CGFloat
  typealias Body = Never
  func makeNode(id: ViewID) -> ContainerRelativeNode { ContainerRelativeNode(id: id) }
  func update(_ node: ContainerRelativeNode, context: ResolveContext, graph: ViewGraph) {
    node.layout = self
    node.canvas = graph.size
  }
}

/// The node of `containerRelativeFrame`: a fixed frame whose lengths come from its container's.
final class ContainerRelativeNode: Node {
  var layout: ContainerRelativeLayout?
  var canvas = CGSize.zero

  /// The container's size: the nearest scroll view's by its last layout, else the canvas's.
  private var containerSize: CGSize {
    var ancestor = parentNode
    while let node = ancestor {
      if case .scrollView = (node as? SpaceNode)?.space, let size = node.placedSize { return size }
      ancestor = node.parentNode
    }
    return canvas
  }

  /// The frame's lengths: the container's along the axes, nil across the others.
  private var lengths: (width: CGFloat?, height: CGFloat?) {
    guard let layout else { return (nil, nil) }
    let container = containerSize
    return (
      layout.axes.contains(.horizontal) ? layout.length(container.width, .horizontal) : nil,
      layout.axes.contains(.vertical) ? layout.length(container.height, .vertical) : nil
    )
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let (width, height) = lengths
    var inner = proposal
    if let width { inner.width = width }
    if let height { inner.height = height }
    let content = super.computeSize(inner)
    return CGSize(width: width ?? content.width, height: height ?? content.height)
  }

  override func placeChildren(in size: CGSize, graph: ViewGraph) {
    placeChildrenAligned(in: size, proposal: ProposedViewSize(size), alignment: layout?.alignment ?? .center, graph: graph)
  }
}

private struct ScrollClipDisabledKey: EnvironmentKey {
  static let defaultValue = false
}
private struct ScrollContentMarginsKey: EnvironmentKey {
  static let defaultValue = EdgeInsets()
}

extension EnvironmentValues {
  /// Whether scroll views draw their content past their edges (`scrollClipDisabled`).
  var scrollClipDisabled: Bool {
    get { self[ScrollClipDisabledKey.self] }
    set { self[ScrollClipDisabledKey.self] = newValue }
  }
  /// The margins scroll views here put around their content (`contentMargins`).
  var scrollContentMargins: EdgeInsets {
    get { self[ScrollContentMarginsKey.self] }
    set { self[ScrollContentMarginsKey.self] = newValue }
  }
}
