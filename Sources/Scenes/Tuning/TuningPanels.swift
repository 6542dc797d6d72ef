/// Which panels show (T, I, B). They are not on the scene's timeline: stepping back in time
/// does not close a panel.
package struct TuningPanels: Hashable, Sendable {
  /// The scrub bar along the bottom edge (T).
  package var showsTimeline: Bool
  /// The inspector along the right edge (I).
  package var showsInspector: Bool
  /// The A/B comparison (B).
  package var showsSplit: Bool

  /// Creates a set of panels; by default none shows.
  package init(showsTimeline: Bool = false, showsInspector: Bool = false, showsSplit: Bool = false) {
    self.showsTimeline = showsTimeline
    self.showsInspector = showsInspector
    self.showsSplit = showsSplit
  }
}

/// Per-frame facts the tuning panels show that the scene cannot know: they come from the clock
/// and the display link, and are passed in as data so `Scenes` stays pure.
package struct TuningData: Sendable {
  /// Frames per second of the display link (more than 0): the scrub bar numbers frames by it.
  package var fps: Double
  /// The most recent frame intervals, in milliseconds, oldest first (the inspector shows the
  /// last `Inspector.frameHistory`).
  package var frameIntervals: [Double]

  /// Creates the data for one frame.
  package init(fps: Double = 60, frameIntervals: [Double] = []) {
    self.fps = fps
    self.frameIntervals = frameIntervals
  }
}

/// Formats seconds to the millisecond ("0.250 s") without Foundation.
package enum Milliseconds {
  /// `seconds` rounded to the millisecond, written with three decimals and " s".
  package static func format(_ seconds: Double) -> String {
    guard seconds.isFinite else { return seconds > 0 ? "∞" : "–" }
    let total = Int((abs(seconds) * 1000).rounded())
    let fraction = String(total % 1000)
    let sign = seconds < 0 && total > 0 ? "−" : ""
    return sign + String(total / 1000) + "." + String(repeating: "0", count: 3 - fraction.count)
      + fraction + " s"
  }

  /// `value` with at most `digits` decimals, trailing zeros dropped ("0.35", "1", "0.075").
  package static func decimal(_ value: Double, digits: Int = 3) -> String {
    guard value.isFinite else { return String(value) }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int((abs(value) * scale).rounded())
    let whole = scaled / Int(scale)
    var fraction = String(scaled % Int(scale))
    fraction = String(repeating: "0", count: digits - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    let sign = value < 0 && scaled > 0 ? "-" : ""
    return sign + String(whole) + (fraction.isEmpty ? "" : "." + fraction)
  }
}
