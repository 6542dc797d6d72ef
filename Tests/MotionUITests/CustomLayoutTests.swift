import Foundation
import Scenes
import Testing

@testable import MotionUI

/// The `Layout` protocol in the graph of a 400 × 300 canvas, against frames worked by hand: a
/// layout of your own, values given to it by `layoutValue`, and `AnyLayout` moving the same
/// views from a row to a column with the animation in force.
@MainActor
struct CustomLayoutTests {
  @Test func aLayoutOfYourOwnSizesAndPlacesItsSubviews() {
    // Three 10-point squares on a circle of radius 50 about the container's centre, which is
    // 120 × 120 and centred in the canvas (its centre at (200, 150)): at 0°, 90° and 180°.
    let rects = ViewGraph.probe(Ring()).filledRects(at: 0)
    let expected = [(250.0, 150.0), (200.0, 200.0), (150.0, 150.0)].map { Rect(x: $0.0 - 5, y: $0.1 - 5, width: 10, height: 10) }
    #expect(rects.count == 3)
    for (rect, want) in zip(rects, expected) {
      #expect(abs(rect.minX - want.minX) < 1e-9 && abs(rect.minY - want.minY) < 1e-9 && rect.size == want.size, "\(rect) ≠ \(want)")
    }
  }

  @Test func anyLayoutMovesTheSameViewsFromARowToAColumnWithTheAnimation() throws {
    let graph = ViewGraph.probe(Switching())
    // A row of two 20-point squares 8 apart: 48 × 20 at (176, 140).
    #expect(graph.filledRects(at: 0) == [Rect(x: 176, y: 140, width: 20, height: 20), Rect(x: 204, y: 140, width: 20, height: 20)])
    // A tap makes it a column (20 × 48 at (190, 126)) with a 1-second linear animation: half
    // way, each square is half way between its places.
    #expect(graph.tap(at: CGPoint(x: 186, y: 150), time: 1) != nil)
    let half = graph.filledRects(at: 1.5)
    #expect(half == [Rect(x: 183, y: 133, width: 20, height: 20), Rect(x: 197, y: 147, width: 20, height: 20)])
    #expect(graph.filledRects(at: 2.5) == [Rect(x: 190, y: 126, width: 20, height: 20), Rect(x: 190, y: 154, width: 20, height: 20)])
  }

  @Test func viewThatFitsDrawsTheFirstViewWhoseIdealSizeFits() {
    // A 500-point bar does not fit the 400-point canvas: the 300-point one is drawn, alone,
    // centred. Offered 600, the first fits; offered 200, neither: the last.
    let options = ViewThatFits(in: .horizontal) {
      Color.red.frame(width: 500, height: 10)
      Color.blue.frame(width: 300, height: 10)
    }
    #expect(ViewGraph.probe(options).filledRects(at: 0) == [Rect(x: 50, y: 145, width: 300, height: 10)])
    let wide = ViewGraph(root: AnyView(options), size: CGSize(width: 600, height: 300), metrics: FixedTextMetrics())
    #expect(wide.filledRects(at: 0) == [Rect(x: 50, y: 145, width: 500, height: 10)])
    #expect(ViewGraph.probe(options.frame(width: 200)).filledRects(at: 0).map(\.width) == [300])
  }

  @Test func aSpacerInAStackLayoutGrowsAlongItsAxis() {
    // HStackLayout through AnyLayout, 200 wide: the spacer pushes the squares to the ends.
    let rects = ViewGraph.probe(
      AnyLayout(HStackLayout()) {
        Color.blue.frame(width: 20, height: 20)
        Spacer()
        Color.blue.frame(width: 20, height: 20)
      }
      .frame(width: 200)
    ).filledRects(at: 0)
    #expect(rects == [Rect(x: 100, y: 140, width: 20, height: 20), Rect(x: 280, y: 140, width: 20, height: 20)])
  }
}

private struct Angle0: LayoutValueKey {
  static let defaultValue = 0.0
}

/// Subviews on a circle of radius 50 about the centre, each at the angle it gives.
private struct RingLayout: Layout {
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    CGSize(width: 120, height: 120)
  }
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for subview in subviews {
      let angle = subview[Angle0.self] * .pi / 180
      let point = CGPoint(x: bounds.midX + 50 * cos(angle), y: bounds.midY + 50 * sin(angle))
      subview.place(at: point, anchor: .center, proposal: .unspecified)
    }
  }
}

private struct Ring: View {
  var body: some View {
    RingLayout {
      ForEach([0.0, 90, 180], id: \.self) { angle in
        Color.blue.frame(width: 10, height: 10).layoutValue(key: Angle0.self, value: angle)
      }
    }
  }
}

private struct Switching: View {
  @State private var isColumn = false
  var body: some View {
    let layout = isColumn ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
    layout {
      Color.blue.frame(width: 20, height: 20)
      Color.blue.frame(width: 20, height: 20)
    }
    .onTapGesture { withAnimation(.linear(duration: 1)) { isColumn.toggle() } }
  }
}
