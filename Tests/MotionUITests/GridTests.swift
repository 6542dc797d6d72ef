import Scenes
import Testing

@testable import MotionUI

/// `Grid` in the graph of a 400 × 300 canvas, against frames worked by hand: columns as wide as
/// their widest cell, rows as tall as their tallest, 8 points between them, the grid centred.
@MainActor
struct GridTests {
  /// The rectangles filled, in drawing order.
  private func rects(_ view: some View) -> [Rect] {
    ViewGraph.probe(view).filledRects(at: 0)
  }

  @Test func columnsNarrowerThanTheirTextsShareTheWidthAsAnHStacksViewsDo() {
    // 45 points for "aaaaaaaa" (40 ideal, at 5 a character) and "bb bb" (25), 10 apart: 35 to
    // share. The less flexible column first ("bb bb": 25 ideal, 5 at least), offered 17.5,
    // wraps to "bb"/"bb", 10 wide; the other is offered the 25 left, "aaaaa"/"aaa". The grid is
    // 45 wide at x = 177.5, its second column at 177.5 + 25 + 10. They overflowed the frame.
    let grid = Grid(horizontalSpacing: 10) {
      GridRow {
        Text("aaaaaaaa")
        Text("bb bb")
      }
    }
    .font(.system(size: 10)).frame(width: 45)
    let graph = ViewGraph.probe(grid)
    graph.advance(to: 0)
    let runs: [(String, Double)] = graph.frame(at: 0).commands.compactMap { command in
      guard case .text(let run) = command else { return nil }
      return (run.text, run.origin.x)
    }
    #expect(runs.map(\.0) == ["aaaaa", "aaa", "bb", "bb"])
    #expect(runs.map(\.1) == [177.5, 177.5, 212.5, 212.5])
  }

  @Test func columnsAndRowsTakeTheirLargestCellAndCellsAreCentredInTheirArea() {
    let grid = Grid {
      GridRow {
        Color.red.frame(width: 40, height: 20)
        Color.blue.frame(width: 10, height: 30)
      }
      GridRow {
        Color.green.frame(width: 20, height: 10)
        Color.orange.frame(width: 10, height: 10)
      }
    }
    // Columns 40 and 10, rows 30 and 10: 58 × 48, at (171, 126).
    #expect(
      rects(grid) == [
        Rect(x: 171, y: 131, width: 40, height: 20), Rect(x: 219, y: 126, width: 10, height: 30),
        Rect(x: 181, y: 164, width: 20, height: 10), Rect(x: 219, y: 164, width: 10, height: 10),
      ])
  }

  @Test func columnAlignmentsCellAnchorsAndUnsizedCellsPlaceCellsAsAskedAndSizeNothing() {
    let grid = Grid {
      GridRow {
        Color.red.frame(width: 40, height: 20).gridCellAnchor(.top)
        Color.blue.frame(width: 10, height: 30)
      }
      GridRow {
        Color.green.frame(width: 20, height: 10).gridColumnAlignment(.leading)
        Color.orange.frame(width: 10, height: 10)
      }
      GridRow {
        Color.purple.frame(height: 4).gridCellUnsizedAxes(.horizontal).gridCellColumns(2)
      }
    }
    // Columns 40 and 10 (the flexible purple bar widens none: unsized), rows 30, 10 and 4:
    // 58 × 60 at (171, 120). Red at the top of its area; green at the leading edge of its
    // column; the bar offered both columns, 58.
    #expect(
      rects(grid) == [
        Rect(x: 171, y: 120, width: 40, height: 20), Rect(x: 219, y: 120, width: 10, height: 30),
        Rect(x: 171, y: 158, width: 20, height: 10), Rect(x: 219, y: 158, width: 10, height: 10),
        Rect(x: 171, y: 176, width: 58, height: 4),
      ])
  }

  @Test func aCellSpanningColumnsWidensThemEquallyWhereItMust() {
    let grid = Grid {
      GridRow {
        Color.red.frame(width: 40, height: 10)
        Color.blue.frame(width: 10, height: 10)
      }
      GridRow {
        Color.green.frame(width: 100, height: 10).gridCellColumns(2)
      }
    }
    // 40 + 8 + 10 = 58 is 42 short of 100: each column 21 wider, 61 and 31; 100 × 28 at
    // (150, 136); the first row's cells centred in their columns, from x = 150 and from
    // 150 + 61 + 8 = 219.
    #expect(
      rects(grid) == [
        Rect(x: 160.5, y: 136, width: 40, height: 10), Rect(x: 229.5, y: 136, width: 10, height: 10),
        Rect(x: 150, y: 154, width: 100, height: 10),
      ])
  }

  @Test func flexibleCellsShareWhatTheGridIsOffered() {
    let grid = Grid {
      GridRow {
        Color.red
        Color.blue
      }
      Color.green
    }
    // Two columns of (400 − 8) / 2 = 196; two rows of (300 − 8) / 2 = 146; the green row across
    // both columns.
    #expect(
      rects(grid) == [
        Rect(x: 0, y: 0, width: 196, height: 146), Rect(x: 204, y: 0, width: 196, height: 146),
        Rect(x: 0, y: 154, width: 400, height: 146),
      ])
  }
}
