import Testing

@testable import Scenes

/// The scrub bar's readout: the time into the transition and its frame, and the knob, both
/// held at the end once the clock runs past it.
@Suite struct TimelineBarTests {
  private func readout(_ bar: TimelineBar, time: Double, duration: Double) -> [String] {
    bar.commands(time: time, duration: duration, fps: 60).compactMap { command in
      if case .text(let run) = command { return run.text }
      return nil
    }
  }

  @Test func theReadoutSaysTheTimeIntoTheTransitionAndStopsAtItsEnd() {
    let bar = TimelineBar(frame: Rect(x: 0, y: 500, width: 600, height: 48), fontFamily: "Inter", metrics: FixedTextMetrics())
    #expect(readout(bar, time: 0.5, duration: 0.837) == ["0.500 s · frame 30", "0.837 s"])
    // 15.389 s after the start of a transition of 0.837 s: the end (50 frames at 60 fps).
    #expect(readout(bar, time: 15.389, duration: 0.837) == ["0.837 s · frame 50", "0.837 s"])
    #expect(readout(bar, time: -1, duration: 0.837) == ["0.000 s · frame 0", "0.837 s"])
    #expect(bar.knobX(progress: 15.389 / 0.837) == bar.track.maxX)
  }
}
