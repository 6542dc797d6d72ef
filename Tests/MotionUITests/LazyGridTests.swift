import Scenes
import Testing

@testable import MotionUI

/// `LazyVGrid` and `LazyHGrid` in the graph of a 400 × 300 canvas, against column sizes worked
/// by hand and against fatbobman's measurements of SwiftUI ("Exploring the layout of
/// LazyVGrid": an adaptive item of minimum 50 in 300 points makes 5 columns of 53.6).
@MainActor
struct LazyGridTests {
  @Test func fixedColumnsTakeTheirSizeAndFlexibleOnesShareTheRest() {
    let grid = LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.flexible())], spacing: 10) {
      ForEach(0..<3, id: \.self) { _ in Color.blue.frame(height: 20) }
    }
    // 400 offered: 50, 8 between, 342. Two rows of 20, 10 apart: 50 high, at y = 125.
    #expect(
      ViewGraph.probe(grid).filledRects(at: 0) == [
        Rect(x: 0, y: 125, width: 50, height: 20), Rect(x: 58, y: 125, width: 342, height: 20),
        Rect(x: 0, y: 155, width: 50, height: 20),
      ])
  }

  @Test func anAdaptiveItemMakesAsManyColumnsAsFit() {
    let grid = LazyVGrid(columns: [GridItem(.adaptive(minimum: 50))]) {
      ForEach(0..<7, id: \.self) { _ in Color.blue.frame(height: 10) }
    }
    .frame(width: 300)
    let found = ViewGraph.probe(grid).filledRects(at: 0)
    // Five columns of (300 − 4 × 8) / 5 = 53.6 from x = 50; rows of 10, 8 apart, from y = 136.
    let width = 53.6
    let expected = (0..<7).map { Rect(x: 50 + Double($0 % 5) * (width + 8), y: $0 < 5 ? 136 : 154, width: width, height: 10) }
    #expect(found.count == 7)
    for (rect, want) in zip(found, expected) {
      #expect(abs(rect.minX - want.minX) < 1e-9 && abs(rect.width - want.width) < 1e-9 && rect.minY == want.minY, "\(rect) ≠ \(want)")
    }
  }

  @Test func aHorizontalGridFillsColumnByColumnAndAlignsCellsByTheirItem() {
    let grid = LazyHGrid(rows: [GridItem(.fixed(30), alignment: .top), GridItem(.fixed(30))], spacing: 4) {
      ForEach(0..<3, id: \.self) { _ in Color.blue.frame(width: 20, height: 10) }
    }
    // Rows 30 and 30, 8 apart: 68 across (y from 116); columns of 20, 4 apart: 44 (x from 178).
    // The first row's cells at its top, the second's centred.
    #expect(
      ViewGraph.probe(grid).filledRects(at: 0) == [
        Rect(x: 178, y: 116, width: 20, height: 10), Rect(x: 178, y: 164, width: 20, height: 10),
        Rect(x: 202, y: 116, width: 20, height: 10),
      ])
  }
}
