import Scenes
import Testing

@testable import MotionUI

/// Tuning a design-time literal re-runs only the bodies that read it: an animation elsewhere
/// keeps its phase, as if nothing had happened.
@MainActor
struct LiteralDependencyTests {
  /// Keys no other test uses (the table is the process's).
  private static let widthKey = "LiteralDependencyTests:1"
  private static let unreadKey = "LiteralDependencyTests:2"

  @Test func tuningALiteralRunsOnlyTheBodyThatReadItAndLeavesOtherAnimationsInFlight() {
    defer { DesignTimeValues.replace(with: [:]) }
    let graph = ViewGraph.probe(PulseBesideTuned(key: Self.widthKey))
    // The pulse: scale 0.5 → 1, linear(duration: 1), repeating forever with reversal, from 0:
    // the circle's diameter is 20 · scale, 20 · (0.5 + 0.5 · t) for t in 0…1, back down in 1…2.
    #expect(abs((graph.circleWidth(at: 0.25) ?? -1) - 12.5) < 1e-9)
    #expect(graph.tunedBarWidth(at: 0.25) == 30)
    let before = graph.bodyEvaluations
    DesignTimeValues.replace(with: [Self.widthKey: .number(55)])
    graph.literalsChanged([Self.widthKey])
    #expect(graph.bodyEvaluations - before == 1, "only the tuned view's body ran")
    #expect(graph.tunedBarWidth(at: 0.5) == 55)
    // The pulse is where the closed form puts it, unaffected: 1.25 s is on the way back,
    // 20 · (1 − 0.5 · 0.25) = 17.5; 2.5 s is on the way up again, 20 · 0.75 = 15.
    #expect(abs((graph.circleWidth(at: 1.25) ?? -1) - 17.5) < 1e-9)
    #expect(abs((graph.circleWidth(at: 2.5) ?? -1) - 15) < 1e-9)
  }

  @Test func aKeyNoBodyReadRunsNoBody() {
    defer { DesignTimeValues.replace(with: [:]) }
    let graph = ViewGraph.probe(PulseBesideTuned(key: Self.widthKey))
    let before = graph.bodyEvaluations
    let changed = DesignTimeValues.replace(with: [Self.unreadKey: .number(1)])
    #expect(changed == [Self.unreadKey])
    graph.literalsChanged(changed)
    #expect(graph.bodyEvaluations == before)
  }
}

@MainActor
extension ViewGraph {
  /// The diameter of the one circle drawn at `time`.
  fileprivate func circleWidth(at time: Double) -> Double? {
    advance(to: time)
    let widths = frame(at: time).commands.compactMap { command -> Double? in
      if case .fill(.outline(let outline), _) = command { return outline.bounds.size.width }
      return nil
    }
    return widths.count == 1 ? widths[0] : nil
  }

  /// The width of the one 10-point-high bar drawn at `time`.
  fileprivate func tunedBarWidth(at time: Double) -> Double? {
    let bars = filledRects(at: time).filter { $0.size.height == 10 }
    return bars.count == 1 ? bars[0].size.width : nil
  }
}

private struct PulseBesideTuned: View {
  let key: String
  var body: some View {
    HStack {
      Pulse()
      TunedBar(key: key)
    }
  }
}

/// What the build makes of `Color.red.frame(width: 30, height: 10)` with its width tuned.
private struct TunedBar: View {
  let key: String
  var body: some View {
    Color.red.frame(width: __designTimeInteger(key, fallback: 30), height: 10)
  }
}
