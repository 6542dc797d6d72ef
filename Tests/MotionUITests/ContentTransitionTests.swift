import Scenes
import Testing

@testable import MotionUI

/// `.contentTransition(.opacity)` and `.numericText()`: the old string fades out as the new one
/// fades in over the transaction's animation (`.numericText()` moving them too: see below). With linear(duration: 1) from a tap at 1 s, at 1.25 s the old string
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

  @Test(arguments: [ContentTransition.opacity, .numericText(), .symbolEffect, .symbolEffect(.replace.downUp)])
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

  @Test func aChangedStringCrossFadesByDefault() {
    // No `.contentTransition`: SwiftUI animates content changes unless told `.identity`.
    let graph = ViewGraph.probe(CountText(transition: nil))
    graph.tap(at: CGPoint(x: 200, y: 150), time: 1)
    let drawn = runs(graph, at: 1.25)
    #expect(drawn.count == 2 && drawn.first?.0 == "0" && drawn.last?.0 == "1", "\(drawn)")
    #expect(abs((drawn.first?.1 ?? 0) - 0.75) < 1e-9 && abs((drawn.last?.1 ?? 0) - 0.25) < 1e-9, "\(drawn)")
  }

  @Test func aDelayedChangeShowsTheOldStringUntilTheDelayEnds() {
    // linear(duration: 1).delay(1) from a tap at 1 s: "0" alone and opaque through the delay
    // (the new string was drawn over it at once), then half and half at 2.5 s.
    let graph = ViewGraph.probe(CountText(transition: nil, delay: 1))
    graph.tap(at: CGPoint(x: 200, y: 150), time: 1)
    let during = runs(graph, at: 1.5)
    #expect(during.count == 1 && during.first?.0 == "0" && during.first?.1 == 1, "\(during)")
    let half = runs(graph, at: 2.5)
    #expect(half.count == 2 && half.allSatisfy { abs($0.1 - 0.5) < 1e-9 }, "\(half)")
    let after = runs(graph, at: 3.5)
    #expect(after.count == 1 && after.first?.0 == "1" && after.first?.1 == 1, "\(after)")
  }

  @Test func aChangedWeightCrossFadesFromTheOldWeight() {
    // ultraLight to heavy: a quarter in, the old string in its old weight at 0.75 under the
    // new in the new weight at 0.25 (the old one was drawn in the new font, so the text was
    // heavy from the tap on).
    let graph = ViewGraph.probe(WeightedText())
    graph.tap(at: CGPoint(x: 200, y: 150), time: 1)
    graph.advance(to: 1.25)
    let drawn: [(FontWeight, Double)] = graph.frame(at: 1.25).commands.compactMap { command in
      guard case .text(let run) = command, case .solid(let color) = run.paint else { return nil }
      return (run.font.weight, color.alpha)
    }
    #expect(drawn.map(\.0) == [.ultraLight, .heavy], "\(drawn)")
    #expect(drawn.count == 2 && abs(drawn[0].1 - 0.75) < 1e-9 && abs(drawn[1].1 - 0.25) < 1e-9, "\(drawn)")
  }

  @Test func aChangedColourCrossFades() {
    // The same string turned from red to blue: red at 0.75 under blue at 0.25 a quarter in.
    let graph = ViewGraph.probe(ColouredText())
    graph.tap(at: CGPoint(x: 200, y: 150), time: 1)
    graph.advance(to: 1.25)
    let drawn: [Scenes.Color] = graph.frame(at: 1.25).commands.compactMap { command in
      guard case .text(let run) = command, case .solid(let color) = run.paint else { return nil }
      return color
    }
    #expect(drawn.count == 2, "\(drawn)")
    if drawn.count == 2 {
      #expect(drawn[0].red == 1 && drawn[0].blue == 0 && abs(drawn[0].alpha - 0.75) < 1e-9)
      #expect(drawn[1].red == 0 && drawn[1].blue == 1 && abs(drawn[1].alpha - 0.25) < 1e-9)
    }
  }

  @Test func withoutATransitionTheNewStringReplacesTheOld() {
    let graph = ViewGraph.probe(CountText(transition: .identity))
    graph.tap(at: CGPoint(x: 200, y: 150), time: 1)
    let drawn = runs(graph, at: 1.5)
    #expect(drawn.count == 1 && drawn.first?.0 == "1" && drawn.first?.1 == 1)
  }
}

/// `.numericText`'s roll, from 120 to 130 (or back) in linear(duration: 1) from a tap at 1 s,
/// with the probe's fixed metrics (17-point text: 8.5 points a character, ascent 13.6): at
/// 1.25 s the changed digit's old glyph has moved a quarter of the ascent out (3.4 points) at
/// alpha 0.75 and its new glyph is three quarters of the way in (10.2 points) at 0.25; the
/// digits that stay are drawn once, where the settled text draws them.
@MainActor
struct NumericTextRollTests {
  /// The runs drawn at `time`: string, origin and alpha.
  private func runs(_ graph: ViewGraph, at time: Double) -> [(text: String, x: Double, y: Double, alpha: Double)] {
    graph.advance(to: time)
    return graph.frame(at: time).commands.compactMap { command in
      guard case .text(let run) = command, case .solid(let color) = run.paint else { return nil }
      return (run.text, run.origin.x, run.origin.y, color.alpha * run.opacity)
    }
  }

  private func expectRoll(_ transition: ContentTransition, step: Int, from: String, to: String, changed: (old: String, new: String), down: Bool) {
    let graph = ViewGraph.probe(RollingCount(transition: transition, step: step))
    graph.tap(at: CGPoint(x: 200, y: 150), time: 1)
    // Where the settled text stands: one run, its baseline's left end.
    let settled = runs(graph, at: 3)
    guard settled.count == 1, let line = settled.first else {
      Issue.record("settled: \(settled)")
      return
    }
    #expect(line.text == to)
    let sign = down ? -1.0 : 1.0
    let expected: [(String, Double, Double, Double)] = [
      (String(from.first!), line.x, line.y, 1),
      (changed.old, line.x + 8.5, line.y - sign * 3.4, 0.75),
      (changed.new, line.x + 8.5, line.y + sign * 10.2, 0.25),
      ("0", line.x + 17, line.y, 1),
    ]
    let graphAgain = ViewGraph.probe(RollingCount(transition: transition, step: step))
    graphAgain.tap(at: CGPoint(x: 200, y: 150), time: 1)
    let drawn = runs(graphAgain, at: 1.25)
    let matches = drawn.count == expected.count && zip(drawn, expected).allSatisfy {
      $0.text == $1.0 && abs($0.x - $1.1) < 1e-9 && abs($0.y - $1.2) < 1e-9 && abs($0.alpha - $1.3) < 1e-9
    }
    #expect(matches, "\(drawn) against \(expected)")
  }

  @Test func countingUpRollsTheChangedDigitUp() {
    expectRoll(.numericText(), step: 10, from: "120", to: "130", changed: ("2", "3"), down: false)
  }

  @Test func countingDownRollsItDown() {
    expectRoll(.numericText(countsDown: true), step: 10, from: "120", to: "130", changed: ("2", "3"), down: true)
  }

  @Test func theValueGivesTheDirection() {
    expectRoll(.numericText(value: 0), step: 10, from: "120", to: "130", changed: ("2", "3"), down: false)
    expectRoll(.numericText(value: 0), step: -10, from: "120", to: "110", changed: ("2", "1"), down: true)
  }
}

/// 120, and `step` more on a tap, in linear(duration: 1); `.numericText(value:)` is given the
/// count (a `value` of 0 in the argument stands for "the count").
private struct RollingCount: View {
  let transition: ContentTransition
  let step: Int
  @State private var count = 120
  var body: some View {
    Text("\(count)")
      .contentTransition(transition == .numericText(value: 0) ? .numericText(value: Double(count)) : transition)
      .frame(width: 400, height: 300)
      .contentShape(Rectangle())
      .onTapGesture { withAnimation(.linear(duration: 1)) { count += step } }
  }
}

/// A count that a tap raises in linear(duration: 1), after `delay`; under `transition`, or
/// with none written when nil.
private struct CountText: View {
  let transition: ContentTransition?
  var delay = 0.0
  @State private var count = 0
  var body: some View {
    Group {
      if let transition {
        Text("\(count)").contentTransition(transition)
      } else {
        Text("\(count)")
      }
    }
    .frame(width: 400, height: 300)
    .contentShape(Rectangle())
    .onTapGesture { withAnimation(.linear(duration: 1).delay(delay)) { count += 1 } }
  }
}

/// "Hi" in red, turned blue by a tap in linear(duration: 1).
private struct WeightedText: View {
  @State private var heavy = false
  var body: some View {
    Text("Hi")
      .fontWeight(heavy ? .heavy : .ultraLight)
      .frame(width: 400, height: 300)
      .contentShape(Rectangle())
      .onTapGesture { withAnimation(.linear(duration: 1)) { heavy.toggle() } }
  }
}

private struct ColouredText: View {
  @State private var blue = false
  var body: some View {
    Text("Hi")
      .foregroundStyle(blue ? Color(red: 0, green: 0, blue: 1) : Color(red: 1, green: 0, blue: 0))
      .frame(width: 400, height: 300)
      .contentShape(Rectangle())
      .onTapGesture { withAnimation(.linear(duration: 1)) { blue.toggle() } }
  }
}
