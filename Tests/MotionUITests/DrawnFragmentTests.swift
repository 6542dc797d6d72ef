import BuiltInExamples
import Scenes
import Testing

@testable import MotionUI

/// A subtree in which nothing moves is drawn once and its commands reused (`Node.drawPlaced`):
/// a graph that has drawn every frame up to a time draws, at that time, exactly what a new
/// graph given the same events draws at once, with nothing drawn before to reuse.
@MainActor
struct DrawnFragmentTests {
  /// Frames every 1/30 s to `end`, with the primary control pressed at `presses`; at each of
  /// `checks` (multiples of 1/30 s) the frame is compared with a fresh graph's.
  private func compare(
    make: () -> AnyView, size: CGSize, presses: [Double], checks: [Double], end: Double
  ) {
    let live = ViewGraph(root: make(), size: size, metrics: FixedTextMetrics())
    var pending = presses
    var checked = 0
    for step in 0...Int(end * 30) {
      let time = Double(step) / 30
      while let press = pending.first, press <= time {
        live.pressPrimaryControl(at: press)
        pending.removeFirst()
      }
      live.advance(to: time)
      let frame = live.frame(at: time)
      guard checks.contains(where: { abs($0 - time) < 1e-9 }) else { continue }
      let fresh = ViewGraph(root: make(), size: size, metrics: FixedTextMetrics())
      for press in presses where press <= time { fresh.pressPrimaryControl(at: press) }
      fresh.advance(to: time)
      #expect(frame.commands == fresh.frame(at: time).commands, "at \(time)")
      checked += 1
    }
    #expect(checked == checks.count)
  }

  @Test func theExamplesDrawnFrameAfterFrameDrawWhatAFreshGraphDraws() throws {
    PreviewRegistry.removeAll()
    ExamplePreviews.register()
    let entries = PreviewRegistry.entries
    try #require(entries.count == 3)
    for entry in entries {
      // The first is both scenes side by side, as the default window shows them.
      let width: CGFloat = entry.name == ExamplePreviews.sideBySide ? 1000 : 500
      // The reveal shown at 0.05 s and hidden at 1.6 s: checked while it moves, at rest, and
      // after the second change (the text and switch still, the note folding throughout).
      compare(
        make: entry.make, size: CGSize(width: width, height: 600), presses: [0.05, 1.6],
        checks: [0.5, 1.5, 1.6, 2.0, 3.0, 4.0], end: 4)
    }
  }

  @Test func aStillViewInsideAMovingOneIsDrawnWhereItMovedTo() {
    compare(
      make: { AnyView(Sliding()) }, size: CGSize(width: 300, height: 200), presses: [0.5],
      checks: [0.2, 0.5, 0.8, 1.0, 1.5, 2.0, 2.5], end: 2.5)
  }
}

/// A column of a still text and a square that slides 80 points right over a second when
/// tapped, beside a still circle.
private struct Sliding: View {
  @State private var moved = false
  var body: some View {
    HStack {
      VStack {
        Text("still text")
        Color.red.frame(width: 20, height: 20)
      }
      .offset(x: moved ? 80 : 0)
      .onTapGesture { withAnimation(.linear(duration: 1)) { moved = true } }
      Circle().fill(Color.blue).frame(width: 30, height: 30)
    }
  }
}
