import Scenes
import Testing

@testable import MotionUI

/// `.contentTransition(.opacity)` and `.numericText()`: a changed string cross-fades over the
/// transaction's animation. With linear(duration: 1) from a tap at 1 s, at 1.25 s the old string
/// is drawn at alpha 0.75 and the new at 0.25; from 2 s only the new one, opaque (black text).
@MainActor
struct ContentTransitionTests {
  /// The text runs drawn at `time`: their strings and alphas.
  private func runs(_ graph: ViewGraph, at time: Double) -> [(String, Double)] {
    graph.advance(to: time)
    return graph.frame(at: time).commands.compactMap { command in
      guard case .text(let run) = command, case .solid(let color) = run.paint else { return nil }
      return (run.text, color.alpha)
    }
  }

  @Test(arguments: [ContentTransition.opacity, .numericText()])
  func aChangedStringCrossFades(_ transition: ContentTransition) {
    let graph = ViewGraph.probe(CountText(transition: transition))
    graph.tap(at: CGPoint(x: 200, y: 150), time: 1)
    let cases: [(Double, [(String, Double)])] = [
      (1.25, [("0", 0.75), ("1", 0.25)]), (1.5, [("0", 0.5), ("1", 0.5)]), (2, [("1", 1)]), (3, [("1", 1)]),
    ]
    for (time, expected) in cases {
      let drawn = runs(graph, at: time)
      let matches = drawn.count == expected.count && zip(drawn, expected).allSatisfy { $0.0 == $1.0 && abs($0.1 - $1.1) < 1e-9 }
      #expect(matches, "at \(time): \(drawn)")
    }
  }

  @Test func withoutATransitionTheNewStringReplacesTheOld() {
    let graph = ViewGraph.probe(CountText(transition: .identity))
    graph.tap(at: CGPoint(x: 200, y: 150), time: 1)
    let drawn = runs(graph, at: 1.5)
    #expect(drawn.count == 1 && drawn.first?.0 == "1" && drawn.first?.1 == 1)
  }
}

private struct CountText: View {
  let transition: ContentTransition
  @State private var count = 0
  var body: some View {
    Text("\(count)")
      .contentTransition(transition)
      .frame(width: 400, height: 300)
      .contentShape(Rectangle())
      .onTapGesture { withAnimation(.linear(duration: 1)) { count += 1 } }
  }
}
