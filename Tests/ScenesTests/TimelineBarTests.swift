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

  @Test func aNarrowBarDropsTheFrameNumberToKeepItsTrack() {
    // Fixed metrics, 13 pt: 6.5 points a character; the readout's room is "00.000 s · frame
    // 0000" (21 characters, 136.5 points) or, compact, "00.000 s" (8, 52), as the length's.
    // 220 points wide (beside the inspector in a small window), the full readout left the
    // track 220 − 4 × 16 − 136.5 − 52 < 0 points: compact, with the space around its labels
    // halved, it keeps 220 − 4 × 8 − 52 − 52 = 84.
    let metrics = FixedTextMetrics()
    let narrow = TimelineBar(frame: Rect(x: 0, y: 0, width: 220, height: 48), fontFamily: "Inter", metrics: metrics)
    let narrowTrack: Double = 84
    #expect(narrow.track.width == narrowTrack)
    #expect(readout(narrow, time: 0.319, duration: 0.837) == ["0.319 s", "0.837 s"])
    // 600 wide: 600 − 64 − 136.5 − 52 = 347.5, with the frame number.
    let wide = TimelineBar(frame: Rect(x: 0, y: 0, width: 600, height: 48), fontFamily: "Inter", metrics: metrics)
    let wideTrack: Double = 347.5
    #expect(wide.track.width == wideTrack)
    #expect(readout(wide, time: 0.319, duration: 0.837).first == "0.319 s · frame 19")
  }

  @Test func aBarTooNarrowForBothLabelsDropsTheLength() {
    // 150 points (a 300-point window with the inspector open): compact, the track would keep
    // 150 − 4 × 8 − 52 − 52 = 14 < 60 points; without the length, 150 − 3 × 8 − 52 = 74, and
    // the knob at the end stays clear of the readout (its left edge 7 points before the end).
    let bar = TimelineBar(frame: Rect(x: 0, y: 0, width: 150, height: 48), fontFamily: "Inter", metrics: FixedTextMetrics())
    let track: Double = 74
    #expect(bar.track.width == track)
    #expect(readout(bar, time: 0.319, duration: 0.837) == ["0.319 s"])
    let readoutEnd: Double = 8 + 52
    #expect(bar.knobX(progress: 0) - TimelineBar.knobSize / 2 > readoutEnd)
  }
}
