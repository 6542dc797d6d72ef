// `LazyVGrid` and `LazyHGrid` with `GridItem`: cells in columns (rows) whose sizes the items
// give, filled in order (everything is made here: nothing is lazy in the preview).
//
// What the preview does. The grid is as long across as it is offered (else its items' least);
// fixed items take their size; the rest share what is left after them and the spacings,
// equally and in order, each clamped to its minimum and maximum; an adaptive item fits as many
// columns of at least its minimum as its share holds. A cell is offered its column's width
// (row's height) and placed by its item's alignment (else centred) in its column and row; a
// row is as tall as its tallest cell; rows are 8 points apart unless `spacing` says.
// Followed: Apple's documentation of `LazyVGrid` and `GridItem`, and fatbobman's measurements
// of how SwiftUI sizes grid columns ("Exploring the layout of LazyVGrid": fixed first, the rest
// shared in order, adaptive items as many columns as fit).

/// How a grid sizes one column (row), as SwiftUI's `GridItem`.
public struct GridItem: Sendable {
  /// A column's (row's) size.
  public enum Size: Sendable {
    case fixed(CGFloat)
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }
  public var size: Size
  /// The space after this item's column (row); 8 points when nil.
  public var spacing: CGFloat?
  /// Where a cell sits in its area (centred when nil).
  public var alignment: Alignment?

  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

/// The views a scroll view keeps in view (section headers and footers); nothing is pinned here.
public struct PinnedScrollableViews: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
  public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}

/// Cells in columns, filled row by row, as SwiftUI's `LazyVGrid`.
public struct LazyVGrid<Content: View>: View {
  let columns: [GridItem]
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content
  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
  public typealias Body = Never
}

/// Cells in rows, filled column by column, as SwiftUI's `LazyHGrid`.
public struct LazyHGrid<Content: View>: View {
  let rows: [GridItem]
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content
  public init(
    rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.rows = rows
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }
  public typealias Body = Never
}

extension LazyVGrid: NodeView {
  func makeNode(id: ViewID) -> LazyGridNode { LazyGridNode(id: id) }
  func update(_ node: LazyGridNode, context: ResolveContext, graph: ViewGraph) {
    node.axis = .vertical
    node.items = columns
    node.alignment = alignment.fraction
    node.spacing = spacing ?? defaultStackSpacing
    graph.resolveLayoutChildren(of: node, content: content, context: context)
  }
}

extension LazyHGrid: NodeView {
  func makeNode(id: ViewID) -> LazyGridNode { LazyGridNode(id: id) }
  func update(_ node: LazyGridNode, context: ResolveContext, graph: ViewGraph) {
    node.axis = .horizontal
    node.items = rows
    node.alignment = alignment.fraction
    node.spacing = spacing ?? defaultStackSpacing
    graph.resolveLayoutChildren(of: node, content: content, context: context)
  }
}

/// A lazy grid's node. Along `axis` the lines (rows of a vertical grid) follow each other;
/// across it the tracks (its columns) are the items'. Worked in a vertical grid's terms, with
/// the axes swapped for a horizontal one.
final class LazyGridNode: Node {
  var axis = Axis.vertical
  var items: [GridItem] = []
  /// Where the tracks sit across the grid when they are narrower (0 leading or top … 1).
  var alignment: CGFloat = 0.5
  /// The space between lines.
  var spacing: CGFloat = defaultStackSpacing

  /// A track: its length across, the space after it, and how its cells are aligned.
  private struct Track {
    var length: CGFloat
    var spacing: CGFloat
    var alignment: Alignment
  }

  /// The tracks for `offered` points across (nil: none offered).
  private func tracks(across offered: CGFloat?) -> [Track] {
    let spacings = items.map { $0.spacing ?? defaultStackSpacing }
    let gaps = spacings.dropLast().reduce(0, +)
    var lengths = [CGFloat?](repeating: nil, count: items.count)
    var left = (offered ?? 0) - gaps
    var sharing = 0
    for (index, item) in items.enumerated() {
      if case .fixed(let length) = item.size {
        lengths[index] = length
        left -= length
      } else {
        sharing += 1
      }
    }
    var result: [Track] = []
    for (index, item) in items.enumerated() {
      let alignment = item.alignment ?? .center
      switch item.size {
      case .fixed:
        result.append(Track(length: lengths[index] ?? 0, spacing: spacings[index], alignment: alignment))
      case .flexible(let minimum, let maximum):
        let share = offered == nil ? minimum : min(max(left / CGFloat(sharing), minimum), maximum)
        left -= share
        sharing -= 1
        result.append(Track(length: share, spacing: spacings[index], alignment: alignment))
      case .adaptive(let minimum, let maximum):
        let share = offered == nil ? minimum : max(left / CGFloat(sharing), minimum)
        let count = max(1, Int(((share + spacings[index]) / (minimum + spacings[index])).rounded(.down)))
        let length = min((share - CGFloat(count - 1) * spacings[index]) / CGFloat(count), maximum)
        left -= share
        sharing -= 1
        result += Array(repeating: Track(length: length, spacing: spacings[index], alignment: alignment), count: count)
      }
    }
    return result
  }

  /// The grid for `proposal`, in a vertical grid's terms: the tracks, each line's cells and
  /// length along, and the length across.
  private func measure(_ proposal: ProposedViewSize) -> (tracks: [Track], lines: [[Node]], lengths: [CGFloat], across: CGFloat) {
    let vertical = axis == .vertical
    let offered = vertical ? proposal.width : proposal.height
    let tracks = tracks(across: offered)
    let cells = layoutChildren
    var lines: [[Node]] = []
    if !tracks.isEmpty {
      for start in stride(from: 0, to: cells.count, by: tracks.count) {
        lines.append(Array(cells[start..<min(cells.count, start + tracks.count)]))
      }
    }
    let lengths: [CGFloat] = lines.map { line in
      zip(line, tracks).map { cell, track -> CGFloat in
        let size = cell.sizeThatFits(vertical ? ProposedViewSize(width: track.length, height: nil) : ProposedViewSize(width: nil, height: track.length))
        return vertical ? size.height : size.width
      }.max() ?? 0
    }
    let used = tracks.reduce(0) { $0 + $1.length + $1.spacing } - (tracks.last?.spacing ?? 0)
    return (tracks, lines, lengths, max(used, offered ?? used))
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let (_, _, lengths, across) = measure(proposal)
    let along = lengths.reduce(0, +) + spacing * CGFloat(max(0, lengths.count - 1))
    return axis == .vertical ? CGSize(width: across, height: along) : CGSize(width: along, height: across)
  }

  override func placeChildren(in size: CGSize, graph: ViewGraph) {
    let vertical = axis == .vertical
    let (tracks, lines, lengths, _) = measure(ProposedViewSize(size))
    let used = tracks.reduce(0) { $0 + $1.length + $1.spacing } - (tracks.last?.spacing ?? 0)
    var along: CGFloat = 0
    for (line, length) in zip(lines, lengths) {
      var across = ((vertical ? size.width : size.height) - used) * alignment
      for (cell, track) in zip(line, tracks) {
        // The cell's area, in the grid's own axes.
        let area = vertical ? CGSize(width: track.length, height: length) : CGSize(width: length, height: track.length)
        let cellSize = cell.sizeThatFits(ProposedViewSize(area))
        let offset = track.alignment.offset(of: cellSize, in: area)
        let origin = vertical ? CGPoint(x: across, y: along) : CGPoint(x: along, y: across)
        cell.place(CGRect(x: origin.x + offset.x, y: origin.y + offset.y, width: cellSize.width, height: cellSize.height), graph: graph)
        across += track.length + track.spacing
      }
      along += length + spacing
    }
  }
}
