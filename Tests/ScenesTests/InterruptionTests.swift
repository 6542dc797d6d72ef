import Scenes
import Testing

/// Toggling mid-flight: SwiftUI's rules (linear and ease-in timelines blend from where they are,
/// SwiftUI's `DefaultCombiningAnimation`; the default spring merges and integrates at 300 Hz)
/// and continuity. Three lines, FixedTextMetrics: full height 79.2, veil travel 119.2.
@Suite struct InterruptionTests {
  static func preview(toggles: [Double]) -> (Preview, PreviewLayout) {
    RevealTimelineTests.reveal(toggles: toggles)
  }

  @Test func valuesAreContinuousAtTheToggle() {
    let (preview, layout) = Self.preview(toggles: [0, 0.3])
    let before = preview.report(at: 0.3 - 1e-7, layout: layout)
    let after = preview.report(at: 0.3 + 1e-7, layout: layout)
    // The default spring moves in 1/300 s steps, so across the toggle it takes its next step,
    // exactly as the untoggled spring would have.
    let (untoggled, untoggledLayout) = Self.preview(toggles: [0])
    let next = untoggled.report(at: 0.3 + 1e-7, layout: untoggledLayout)
    #expect(after.text.clipHeight == next.text.clipHeight)
    #expect(abs(before.text.veilEdgeY - after.text.veilEdgeY) < 1e-4)
    for (b, a) in zip(before.text.lines, after.text.lines) {
      #expect(abs(b.offsetY - a.offsetY) < 1e-4)
      #expect(abs(b.opacity - a.opacity) < 1e-4)
    }
    // And the values have not snapped to either end.
    #expect(after.text.lines[0].opacity > 0.5 && after.text.lines[0].opacity < 1)
  }

  @Test func theLinearTimelineRunsBackFromWhereItWas() throws {
    // Linear 0 → 1 from 0 s, retargeted to 0 at 0.3 s with the same animation. SwiftUI's
    // combining animation moves the second from where the first is now: at 0.5 s,
    // 0.5 + 0.2 · (0 − 0.5) = 0.4, so the lines look as at t = 0.4: line 0 at t = 0.4,
    // line 1 at t = 0.2.
    let (preview, layout) = Self.preview(toggles: [0, 0.3])
    let lines = preview.report(at: 0.5, layout: layout).text.lines
    let unit0 = try #require(ReferenceValues.snappyUnit[0.4])
    let unit1 = try #require(ReferenceValues.snappyUnit[0.2])
    #expect(abs(lines[0].offsetY - -4.4 * (1 - unit0)) < 1e-5)
    #expect(abs(lines[0].opacity - 1) < 1e-6)
    #expect(abs(lines[1].offsetY - -4.4 * (1 - unit1)) < 1e-5)
    #expect(abs(lines[1].opacity - 0.315357) < 1e-6)
    #expect(lines[2].opacity == 0)
  }

  @Test func theVeilCombinesAdditively() {
    // easeIn 0 → 1 from 0 s, then easeIn → 0 from 0.3 s, moving from where the first is; at
    // 1.05 s the first has finished on 1, leaving 1 + e(0.75)·(0 − 1) = 1 − 0.621861.
    let (preview, layout) = Self.preview(toggles: [0, 0.3])
    let edge = preview.report(at: 1.05, layout: layout).text.veilEdgeY
    #expect(abs(edge - (1 - 0.621861) * 119.2) < 2e-6 * 119.2)
  }

  @Test func theClipSpringMergesKeepingValueAndVelocity() {
    // SwiftUI's fluid spring (response 0.55, critically damped) 0 → 1 from 0 s; at 0.3 s it
    // heads for 0 keeping its offset, velocity and force (reference §1.6).
    let (preview, layout) = Self.preview(toggles: [0, 0.3])
    let goals = [(time: 0.0, goal: 1.0), (time: 0.3, goal: 0.0)]
    // Within 0.005 of the closed form before the toggle (§6 row 35: 0.856214 at 0.3 s).
    let x0 = ReferenceValues.defaultSpring(goals: goals, at: 0.2999)
    #expect(abs(x0 - 0.856214) < 0.005)
    for tau in [0.05, 0.2, 0.6] {
      let expected = ReferenceValues.defaultSpring(goals: goals, at: 0.3 + tau)
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
      // The clip's spring moves in 1/300 s steps of at most 79.2 · 2π/0.55 / e · (1/300) ≈ 1.2 pt,
      // and across a retarget a 1 ms sample can see two (the old grid's, then the new one's).
      #expect(abs(report.text.clipHeight - previous.text.clipHeight) < 2.5)
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
    // One 1/300 s step of the spring at most (20 pt travel: ≤ 0.31 pt).
    #expect(abs(before - after) < 0.35)
    // Animation.default from 0 to 1 at 0.1 s: SwiftUI's 300 Hz spring, within 0.005 of the
    // closed form's 0.316461 (§6 row 35).
    let unit = ReferenceValues.defaultSpring(goals: [(0, 1)], at: 0.1)
    #expect(abs(unit - 0.316461) < 0.02)
    #expect(abs((knobX(0.1) ?? 0) - (layout.toggleFrame.minX + 2 + unit * 20)) < 1e-6)
  }
}
