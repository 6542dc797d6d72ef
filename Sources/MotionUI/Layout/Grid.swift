// A two-dimensional layout, as SwiftUI's `Grid` and `GridRow`. Each `GridRow` is a row of
// cells; any other view in the grid is a row of its own across every column. A column is as
// wide as its widest cell, a row as tall as its tallest; a cell spans `gridCellColumns(_:)`
// columns; cells are aligned in their area by the grid's alignment (a row's own vertical
// alignment first, a column's `gridColumnAlignment` first, a cell's `gridCellAnchor` before
// both). A cell unsized along an axis (`gridCellUnsizedAxes`) sizes no column or row along it,
// and is offered the area the others sized. When the grid is offered more than its columns or rows need, the columns
// (rows) that hold a flexible cell, one that grows when offered more, share the rest equally, so
// a grid of colours fills what it is offered, as SwiftUI's does. Followed: Apple's documentation
// of `Grid`, `GridRow`, `View.gridCellColumns(_:)`, `gridColumnAlignment(_:)`,
// `gridCellAnchor(_:)` and `gridCellUnsizedAxes(_:)`; spacing 8 points by default, as stacks.

/// Views in rows and columns, as SwiftUI's `Grid`.
public struct Grid<Content: View>: View {
  let alignment: Alignment
  let horizontalSpacing: CGFloat?
  let verticalSpacing: CGFloat?
  let content: Content
  /// A grid of the rows `content` makes.
  public init(
    alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.horizontalSpacing = horizontalSpacing
    self.verticalSpacing = verticalSpacing
    self.content = content()
  }
  public typealias Body = Never
}

/// One row of a grid, as SwiftUI's `GridRow`: its views are the row's cells.
public struct GridRow<Content: View>: View {
  let alignment: VerticalAlignment?
  let content: Content
  /// A row of the cells `content` makes, aligned vertically by `alignment` (else the grid's).
  public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }
  public typealias Body = Never
}

extension View {
  /// The number of grid columns this view's cell spans.
  public func gridCellColumns(_ count: Int) -> some View { modifier(LayoutTrait(value: .gridColumns(max(1, count)))) }
  /// The horizontal alignment of every cell in this cell's grid column (written on any one).
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View { modifier(LayoutTrait(value: .gridColumnAlignment(guide))) }
  /// Where this cell sits in its area: the point `anchor` of the cell on the same point of the
  /// area.
  public func gridCellAnchor(_ anchor: UnitPoint) -> some View { modifier(LayoutTrait(value: .gridCellAnchor(anchor))) }
  /// The axes along which this cell sizes no column or row: it is offered its area, which the
  /// other cells size.
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { modifier(LayoutTrait(value: .gridCellUnsizedAxes(axes))) }
}

extension Node {
  /// The grid columns the node's cell spans (`gridCellColumns`).
  var gridColumns: Int { elementTraits?.columns ?? 1 }
  /// True when the cell sizes nothing along `axis`.
  func isUnsized(_ axis: Axis.Set) -> Bool { elementTraits?.unsizedAxes.contains(axis) ?? false }
}

extension Grid: NodeView {
  func makeNode(id: ViewID) -> GridNode { GridNode(id: id) }
  func update(_ node: GridNode, context: ResolveContext, graph: ViewGraph) {
    node.alignment = alignment
    node.horizontalSpacing = horizontalSpacing ?? defaultStackSpacing
    node.verticalSpacing = verticalSpacing ?? defaultStackSpacing
    graph.resolveLayoutChildren(of: node, content: content, context: context)
  }
}

extension GridRow: NodeView {
  func makeNode(id: ViewID) -> GridRowNode { GridRowNode(id: id) }
  func update(_ node: GridRowNode, context: ResolveContext, graph: ViewGraph) {
    node.alignment = alignment
    graph.resolveLayoutChildren(of: node, content: content, context: context)
  }
}

/// A grid row's node: its cells are placed where its grid says (`cellFrames`); outside a grid,
/// side by side as in an `HStack` of the default spacing.
final class GridRowNode: Node {
  var alignment: VerticalAlignment?
  /// Each cell's frame in the row, set by the grid before it places the row.
  var cellFrames: [CGRect] = []

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let sizes = layoutChildren.map { $0.sizeThatFits(.unspecified) }
    let width = sizes.reduce(0) { $0 + $1.width } + defaultStackSpacing * CGFloat(max(0, sizes.count - 1))
    return CGSize(width: width, height: sizes.map(\.height).max() ?? 0)
  }

  override func placeChildren(in size: CGSize, graph: ViewGraph) {
    let cells = layoutChildren
    if cellFrames.count == cells.count {
      for (cell, frame) in zip(cells, cellFrames) { cell.place(frame, graph: graph) }
      return
    }
    var x: CGFloat = 0
    for cell in cells {
      let cellSize = cell.sizeThatFits(.unspecified)
      cell.place(CGRect(x: x, y: (size.height - cellSize.height) / 2, width: cellSize.width, height: cellSize.height), graph: graph)
      x += cellSize.width + defaultStackSpacing
    }
  }
}

/// A grid's node: measures the columns and rows and places each cell in its area.
final class GridNode: Node {
  var alignment = Alignment.center
  var horizontalSpacing: CGFloat = defaultStackSpacing
  var verticalSpacing: CGFloat = defaultStackSpacing

  /// A row: its node, and for a `GridRow` its cells with their first column and span.
  private struct Row {
    let node: Node
    let cells: [(node: Node, column: Int, span: Int)]?
  }

  /// The grid for `proposal`: the rows, the columns' widths and the rows' heights.
  private func measure(_ proposal: ProposedViewSize) -> (rows: [Row], widths: [CGFloat], heights: [CGFloat]) {
    let rows = layoutChildren.map { node -> Row in
      guard let row = node as? GridRowNode else { return Row(node: node, cells: nil) }
      var column = 0
      let cells = row.layoutChildren.map { cell -> (node: Node, column: Int, span: Int) in
        defer { column += cell.gridColumns }
        return (cell, column, cell.gridColumns)
      }
      return Row(node: node, cells: cells)
    }
    let columns = max(1, rows.compactMap { $0.cells?.reduce(0) { $0 + $1.span } }.max() ?? 1)
    var widths = [CGFloat](repeating: 0, count: columns)
    var flexibleColumns = Set<Int>()
    func spanned(_ column: Int, _ span: Int) -> Range<Int> { column..<min(columns, column + span) }
    func width(of range: Range<Int>) -> CGFloat {
      widths[range].reduce(0, +) + horizontalSpacing * CGFloat(max(0, range.count - 1))
    }
    let cells = rows.flatMap { $0.cells ?? [] }
    // Single cells first, then spanning cells widen the columns they span where they must.
    for cell in cells.sorted(by: { $0.span < $1.span }) where !cell.node.isUnsized(.horizontal) {
      let range = spanned(cell.column, cell.span)
      guard !range.isEmpty else { continue }
      let ideal = cell.node.sizeThatFits(.unspecified).width
      let short = ideal - width(of: range)
      if short > 0 { for column in range { widths[column] += short / CGFloat(range.count) } }
      if let offered = proposal.width, cell.node.sizeThatFits(ProposedViewSize(width: offered, height: nil)).width > ideal + 0.5 {
        flexibleColumns.formUnion(range)
      }
    }
    if let offered = proposal.width, !flexibleColumns.isEmpty {
      let extra = offered - width(of: 0..<columns)
      if extra > 0 { for column in flexibleColumns { widths[column] += extra / CGFloat(flexibleColumns.count) } }
    }
    if let offered = proposal.width, width(of: 0..<columns) > offered + 0.5 {
      // Narrower than the columns' ideal widths: the columns share what is offered as an
      // HStack's views do (Apple: a grid behaves "something like a collection of HStack
      // instances wrapped in a VStack"): the least flexible first, each offered an equal share
      // of what is left, and taking what its cells need of it, at most its ideal width.
      var byColumn = [[Node]](repeating: [], count: columns)
      for cell in cells where cell.span == 1 && cell.column < columns && !cell.node.isUnsized(.horizontal) {
        byColumn[cell.column].append(cell.node)
      }
      func needed(_ column: Int, _ offer: CGFloat) -> CGFloat {
        byColumn[column].map { $0.sizeThatFits(ProposedViewSize(width: offer, height: nil)).width }.max() ?? 0
      }
      let ideal = widths
      let flexibility = (0..<columns).map { ideal[$0] - needed($0, 0) }
      let order = (0..<columns).sorted { flexibility[$0] < flexibility[$1] }
      var remaining = offered - horizontalSpacing * CGFloat(max(0, columns - 1))
      for (index, column) in order.enumerated() {
        let share = max(0, remaining / CGFloat(columns - index))
        widths[column] = min(ideal[column], needed(column, share))
        remaining -= widths[column]
      }
    }
    let total = width(of: 0..<columns)
    var heights: [CGFloat] = []
    var flexibleRows = Set<Int>()
    for (index, row) in rows.enumerated() {
      let proposals: [(Node, CGFloat)] = row.cells?.map { ($0.node, width(of: spanned($0.column, $0.span))) } ?? [(row.node, total)]
      var height: CGFloat = 0
      for (node, cellWidth) in proposals where !node.isUnsized(.vertical) {
        let ideal = node.sizeThatFits(ProposedViewSize(width: cellWidth, height: nil)).height
        height = max(height, ideal)
        if let offered = proposal.height, node.sizeThatFits(ProposedViewSize(width: cellWidth, height: offered)).height > ideal + 0.5 {
          flexibleRows.insert(index)
        }
      }
      heights.append(height)
    }
    if let offered = proposal.height, !flexibleRows.isEmpty {
      let used = heights.reduce(0, +) + verticalSpacing * CGFloat(max(0, heights.count - 1))
      let extra = offered - used
      if extra > 0 { for row in flexibleRows { heights[row] += extra / CGFloat(flexibleRows.count) } }
    }
    return (rows, widths, heights)
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let (_, widths, heights) = measure(proposal)
    return CGSize(
      width: widths.reduce(0, +) + horizontalSpacing * CGFloat(max(0, widths.count - 1)),
      height: heights.reduce(0, +) + verticalSpacing * CGFloat(max(0, heights.count - 1)))
  }

  override func placeChildren(in size: CGSize, graph: ViewGraph) {
    let (rows, widths, heights) = measure(ProposedViewSize(size))
    var starts: [CGFloat] = []
    var x: CGFloat = 0
    for width in widths {
      starts.append(x)
      x += width + horizontalSpacing
    }
    let total = max(0, x - horizontalSpacing)
    // Each column's alignment: the first `gridColumnAlignment` among its cells, else the grid's.
    var columnAlignments = [HorizontalAlignment](repeating: alignment.horizontal, count: widths.count)
    var aligned = Set<Int>()
    for row in rows {
      for cell in row.cells ?? [] where cell.column < widths.count && !aligned.contains(cell.column) {
        guard let guide = cell.node.elementTraits?.columnAlignment else { continue }
        columnAlignments[cell.column] = guide
        aligned.insert(cell.column)
      }
    }
    var y: CGFloat = 0
    for (row, height) in zip(rows, heights) {
      let rowFrame = CGRect(x: 0, y: y, width: total, height: height)
      if let cells = row.cells, let node = row.node as? GridRowNode {
        let vertical = node.alignment ?? alignment.vertical
        node.cellFrames = cells.map { cell in
          let end = min(widths.count, cell.column + cell.span)
          guard cell.column < end else { return .zero }
          let areaWidth = starts[end - 1] + widths[end - 1] - starts[cell.column]
          let cellSize = cell.node.sizeThatFits(ProposedViewSize(width: areaWidth, height: height))
          let area = CGSize(width: areaWidth, height: height)
          var offset = Alignment(horizontal: columnAlignments[cell.column], vertical: vertical).offset(of: cellSize, in: area)
          if let anchor = cell.node.elementTraits?.anchor {
            offset = CGPoint(x: (areaWidth - cellSize.width) * anchor.x, y: (height - cellSize.height) * anchor.y)
          }
          return CGRect(x: starts[cell.column] + offset.x, y: offset.y, width: cellSize.width, height: cellSize.height)
        }
        node.place(rowFrame, graph: graph)
      } else {
        let childSize = row.node.sizeThatFits(ProposedViewSize(width: total, height: height))
        let offset = alignment.offset(of: childSize, in: rowFrame.size)
        row.node.place(CGRect(x: offset.x, y: y + offset.y, width: childSize.width, height: childSize.height), graph: graph)
      }
      y += height + verticalSpacing
    }
  }
}
