import Scenes
import Testing

@testable import MotionUI

/// `.environment(\.layoutDirection, .rightToLeft)` mirrors the layout as SwiftUI does (Apple,
/// "LayoutDirection": leading is the right): the boxes of the right-to-left layout are those of
/// the left-to-right one reflected about the canvas's centre line, and equal the values worked
/// by hand below.
@MainActor
struct LayoutDirectionTests {
  private func commands(_ view: some View, _ direction: LayoutDirection) -> [DrawCommand] {
    let graph = ViewGraph(
      root: AnyView(view.environment(\.layoutDirection, direction)), size: CGSize(width: 400, height: 300),
      metrics: FixedTextMetrics())
    return graph.frame(at: 0).commands
  }

  private func rects(_ view: some View, _ direction: LayoutDirection) -> [Rect] {
    commands(view, direction).compactMap { command in
      if case .fill(.rect(let rect), _) = command { return rect }
      return nil
    }
  }

  /// The reflection of `rect` about x = 200.
  private func mirrored(_ rect: Rect) -> Rect { Rect(x: 400 - rect.maxX, y: rect.minY, width: rect.width, height: rect.height) }

  @Test func aRowAndItsLeadingPaddingAndFrameAlignmentMirror() {
    let view = HStack {
      Color.red.frame(width: 40, height: 40)
      Color.blue.frame(width: 20, height: 10)
    }
    .padding(.leading, 30)
    .frame(width: 300, height: 100, alignment: .leading)
    let ltr = rects(view, .leftToRight)
    let rtl = rects(view, .rightToLeft)
    // Left to right: the frame is x 50…350; 30 points of padding, then red (40) and blue (20)
    // 8 points apart, centred in the 100-point height (y 100…200).
    #expect(ltr == [Rect(x: 80, y: 130, width: 40, height: 40), Rect(x: 128, y: 145, width: 20, height: 10)])
    // Right to left: the padding is on the right, red (the first) at the right end.
    #expect(rtl == [Rect(x: 280, y: 130, width: 40, height: 40), Rect(x: 252, y: 145, width: 20, height: 10)])
    #expect(rtl == ltr.map(mirrored))
  }

  @Test func aColumnsLeadingAlignmentAndAnOverlaysLeadingAlignmentMirror() {
    let view = VStack(alignment: .leading, spacing: 0) {
      Color.red.frame(width: 100, height: 20)
      Color.blue.frame(width: 40, height: 20)
        .overlay(alignment: .leading) { Color.green.frame(width: 10, height: 10) }
    }
    let ltr = rects(view, .leftToRight)
    let rtl = rects(view, .rightToLeft)
    // The column is 100 × 40 at (150, 130): blue hugs its leading edge, green blue's.
    #expect(ltr == [Rect(x: 150, y: 130, width: 100, height: 20), Rect(x: 150, y: 150, width: 40, height: 20), Rect(x: 150, y: 155, width: 10, height: 10)])
    #expect(rtl == ltr.map(mirrored))
  }

  @Test func textIsLeadingAlignedOnTheRight() {
    func runs(_ view: some View, _ direction: LayoutDirection) -> [TextRun] {
      commands(view, direction).compactMap { command in
        if case .text(let run) = command { return run }
        return nil
      }
    }
    // Fixed metrics: 17-point text is 8.5 points a character; "ab" is 17 wide.
    let latin = Text("ab").frame(width: 200, alignment: .leading)
    #expect(runs(latin, .leftToRight).map(\.origin.x) == [100])
    #expect(runs(latin, .rightToLeft).map(\.origin.x) == [300 - 17])
    // "ab c" wraps at 30 points into "ab" (17) and "c" (8.5): a text 17 wide at the leading
    // edge of the frame (x 185…215), its lines flush left; in right to left the text is at the
    // right (198…215) and each line flush right in it.
    let lines = Text("ab c").frame(width: 30, alignment: .leading)
    #expect(runs(lines, .leftToRight).map(\.origin.x) == [185, 185])
    #expect(runs(lines, .rightToLeft).map(\.origin.x) == [198, 206.5])
  }
}
