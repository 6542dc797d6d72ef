/// A horizontal alignment guide, as SwiftUI's `HorizontalAlignment`: a fraction of the width.
public struct HorizontalAlignment: Hashable, Sendable {
  /// 0 at the leading edge, 1 at the trailing edge.
  let fraction: CGFloat
  /// Which guide it is: the list row separator's guides are guides of their own, which a stack
  /// aligns as their default fractions but a list reads apart (`alignmentGuide`).
  var guide = Guide.standard
  enum Guide: Hashable, Sendable { case standard, listRowSeparatorLeading, listRowSeparatorTrailing }

  public static let leading = HorizontalAlignment(fraction: 0)
  public static let center = HorizontalAlignment(fraction: 0.5)
  public static let trailing = HorizontalAlignment(fraction: 1)
  /// The leading end of a list row's separator (its default: the leading edge of the row's
  /// text; see `ListRowNode.separatorEnds`).
  public static let listRowSeparatorLeading = HorizontalAlignment(fraction: 0, guide: .listRowSeparatorLeading)
  /// The trailing end of a list row's separator (its default: the row's trailing edge).
  public static let listRowSeparatorTrailing = HorizontalAlignment(fraction: 1, guide: .listRowSeparatorTrailing)
}

/// A vertical alignment guide, as SwiftUI's `VerticalAlignment`: a fraction of the height.
/// Baselines align as the bottom and top here (text baselines are not tracked yet).
public struct VerticalAlignment: Hashable, Sendable {
  /// 0 at the top, 1 at the bottom.
  let fraction: CGFloat
  public static let top = VerticalAlignment(fraction: 0)
  public static let center = VerticalAlignment(fraction: 0.5)
  public static let bottom = VerticalAlignment(fraction: 1)
  public static let firstTextBaseline = VerticalAlignment(fraction: 0)
  public static let lastTextBaseline = VerticalAlignment(fraction: 1)
}

/// A pair of alignment guides, as SwiftUI's `Alignment`.
public struct Alignment: Hashable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment

  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

  /// Where a child of `size` goes in a box of `container`, so that their guides meet.
  func offset(of size: CGSize, in container: CGSize) -> CGPoint {
    CGPoint(
      x: (container.width - size.width) * horizontal.fraction,
      y: (container.height - size.height) * vertical.fraction)
  }
}

// MARK: Explicit guides

// `.alignmentGuide(_:computeValue:)`, as SwiftUI's: the view says where one of its guides is,
// from its dimensions. Stacks here align their children by fractions of their sizes and read no
// explicit guide yet; what reads one is a list, for the guides of its rows' separators
// (`HorizontalAlignment.listRowSeparatorLeading` and `listRowSeparatorTrailing`: see
// `ListRowNode.separatorEnds`). Any other guide is laid out at its default, with one warning
// at the caller's line.

extension View {
  /// Puts this view's guide `g` at `computeValue(dimensions)` points from its leading edge.
  /// Read by lists for the guides of a row's separator; other guides keep their defaults in
  /// the preview (one warning at this line).
  public func alignmentGuide(
    _ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat, file: StaticString = #fileID, line: UInt = #line
  ) -> some View {
    if g.guide == .standard {
      PreviewWarnings.once("`alignmentGuide` is not applied to stacks: the view keeps its default guides", file: file, line: line)
    }
    return modifier(AlignmentGuideModifier(guide: g, computeValue: computeValue))
  }

  /// Puts this view's guide `g` at `computeValue(dimensions)` points from its top: kept, not
  /// applied (stacks read no explicit guide yet; one warning at this line).
  public func alignmentGuide(
    _ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat, file: StaticString = #fileID, line: UInt = #line
  ) -> some View {
    PreviewWarnings.once("`alignmentGuide` is not applied to stacks: the view keeps its default guides", file: file, line: line)
    return self
  }
}

/// Marks its content with an explicit horizontal guide.
struct AlignmentGuideModifier: ViewModifier, NodeModifier {
  typealias Body = Never
  let guide: HorizontalAlignment
  let computeValue: (ViewDimensions) -> CGFloat
  func makeNode(id: ViewID) -> AlignmentGuideNode { AlignmentGuideNode(id: id) }
  func update(_ node: AlignmentGuideNode, context: ResolveContext, graph: ViewGraph) {
    node.guide = guide
    node.computeValue = computeValue
  }
}

/// Lays out and draws as its content; says where its guide is.
final class AlignmentGuideNode: Node {
  var guide = HorizontalAlignment.leading
  var computeValue: (ViewDimensions) -> CGFloat = { _ in 0 }

  /// The guide's position from this node's leading edge, for a node of `size`.
  func guideValue(in size: CGSize) -> CGFloat {
    computeValue(ViewDimensions(width: size.width, height: size.height))
  }
}
