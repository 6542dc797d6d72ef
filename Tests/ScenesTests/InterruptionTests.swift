import Scenes
import Testing

/// Toggling mid-flight: SwiftUI's rules (linear and ease-in timelines add, the default spring
/// merges) and continuity. Three lines, FixedTextMetrics: full height 79.2, veil travel 119.2.
@Suite struct InterruptionTests {
  static func preview(toggles: [Double]) -> (Preview, PreviewLayout) {
    RevealTimelineTests.reveal(toggles: toggles)
  }

  @Test func valuesAreContinuousAtTheToggle() {
    let (preview, layout) = Self.preview(toggles: [0, 0.3])
    let before = preview.report(at: 0.3 - 1e-7, layout: layout)
    let after = preview.report(at: 0.3 + 1e-7, layout: layout)
    #expect(abs(before.text.clipHeight - after.text.clipHeight) < 1e-4)
    #expect(abs(before.text.veilEdgeY - after.text.veilEdgeY) < 1e-4)
    for (b, a) in zip(before.text.lines, after.text.lines) {
      #expect(abs(b.offsetY - a.offsetY) < 1e-4)
      #expect(abs(b.opacity - a.opacity) < 1e-4)
    }
    // And the values have not snapped to either end.
    #expect(after.text.lines[0].opacity > 0.5 && after.text.lines[0].opacity < 1)
  }

  @Test func theLinearTimelineRunsBackFromWhereItWas() throws {
    // Linear 0 → 1 from 0 s, retargeted to 0 at 0.3 s with the same animation: the sum of the
    // two runs presents 0.3 at 0.5 s (the Motion issue's example), so the lines look as they
    // did at 0.3 s: line 0 at t = 0.3, line 1 at t = 0.1.
    let (preview, layout) = Self.preview(toggles: [0, 0.3])
    let lines = preview.report(at: 0.5, layout: layout).text.lines
    let unit0 = try #require(ReferenceValues.snappyUnit[0.3])
    let unit1 = try #require(ReferenceValues.snappyUnit[0.1])
    #expect(abs(lines[0].offsetY - -4.4 * (1 - unit0)) < 1e-5)
    #expect(abs(lines[0].opacity - 0.621861) < 1e-6)
    #expect(abs(lines[1].offsetY - -4.4 * (1 - unit1)) < 1e-5)
    #expect(abs(lines[1].opacity - 0.093465) < 1e-6)
    #expect(lines[2].opacity == 0)
  }

  @Test func theVeilCombinesAdditively() {
    // easeIn 0 → 1 from 0 s plus easeIn 1 → 0 from 0.3 s: progress e(t) − e(t − 0.3); at 1.05 s
    // the first has finished, leaving 1 − e(0.75) = 1 − 0.621861.
    let (preview, layout) = Self.preview(toggles: [0, 0.3])
    let edge = preview.report(at: 1.05, layout: layout).text.veilEdgeY
    #expect(abs(edge - (1 - 0.621861) * 119.2) < 2e-6 * 119.2)
  }

  @Test func theClipSpringMergesKeepingValueAndVelocity() {
    // Critically damped (response 0.55) 0 → 1 from 0 s; at 0.3 s it heads for 0 starting from
    // its value and velocity there (reference §1.4 closed forms).
    let (preview, layout) = Self.preview(toggles: [0, 0.3])
    let x0 = ReferenceValues.criticalValue(target: 1, velocity: 0, time: 0.3)
    let v0 = ReferenceValues.criticalVelocity(target: 1, velocity: 0, time: 0.3)
    #expect(abs(x0 - 0.856214) < 1e-6)
    for tau in [0.05, 0.2, 0.6] {
      let expected = x0 + ReferenceValues.criticalValue(target: -x0, velocity: v0, time: tau)
      let clip = preview.report(at: 0.3 + tau, layout: layout).text.clipHeight
      #expect(abs(clip - max(0, expected) * 79.2) < 1e-6)
    }
  }

  @Test func nothingJumpsThroughRepeatedToggles() {
    let (preview, layout) = Self.preview(toggles: [0, 0.3, 0.45, 0.9, 1.0])
    var previous = preview.report(at: 0, layout: layout)
    var time = 0.001
    while time < 3 {
      let report = preview.report(at: time, layout: layout)
      #expect(abs(report.text.clipHeight - previous.text.clipHeight) < 1)
      #expect(abs(report.text.veilEdgeY - previous.text.veilEdgeY) < 1)
      for (line, old) in zip(report.text.lines, previous.text.lines) {
        #expect(abs(line.offsetY - old.offsetY) < 0.5)
        #expect(abs(line.opacity - old.opacity) < 0.05)
      }
      previous = report
      time += 0.001
    }
  }

  @Test func theSwitchKnobIsContinuousToo() {
    let (preview, layout) = Self.preview(toggles: [0, 0.2])
    func knobX(_ time: Double) -> Double? {
      preview.frame(at: time, layout: layout).commands.compactMap { command -> Double? in
        guard case .fill(.roundedRect(let rect, _), .solid(.white)) = command else { return nil }
        return rect.minX
      }.first
    }
    guard let before = knobX(0.2 - 1e-7), let after = knobX(0.2 + 1e-7) else {
      Issue.record("no knob drawn")
      return
    }
    #expect(abs(before - after) < 1e-4)
    // Animation.default from 0 to 1 at 0.1 s: 0.316461 of the 20 pt travel.
    #expect(abs((knobX(0.1) ?? 0) - (layout.toggleFrame.minX + 2 + 0.316461 * 20)) < 1e-4)
  }
}
