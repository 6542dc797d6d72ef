import Motion

/// What moves in the default window's scene at a moment, worked out as the examples describe it
/// (`assets/examples/TextReveal.swift` and `StickyNote.swift`), with the preview's `--autoplay 1.5`
/// toggling the reveal: shown at 0 s, hidden at 1.5 s, shown at 3 s, …
///
/// Each toggle starts its animations from the settled state the previous one left: a leg of the
/// reveal ends within 1.5 s, so no animation is ever interrupted.
struct PeerScene {
  /// Seconds between the reveal's toggles (the preview's `--autoplay 1.5`).
  static let toggleInterval = 1.5
  /// Seconds after a toggle until everything it started has come to rest: the lines' clock and
  /// the veil take 1 s, the height's default spring (response 0.55 s, critically damped) is
  /// within 0.1 pt of its end of a 300 pt move by 1.25 s.
  static let revealSettles = 1.25
  /// One line's drop-in, in seconds (`LineByLineRenderer`'s `elementDuration`).
  static let elementDuration = 0.4
  /// The lines' clock runs linearly over this many seconds (`totalDuration`).
  static let totalDuration = 1.0
  /// The veil's soft edge, in points.
  static let feather = 40.0
  /// The note's crease at its deepest, in points; one leg (50 → 0 or 0 → 50) takes a second.
  static let maximumCrease = 50.0

  /// A line's drop: `.snappy(duration: elementDuration − 0.05, extraBounce: 0.4)`.
  private static let lineSpring = Spring.snappy(duration: elementDuration - 0.05, extraBounce: 0.4)
  /// The height's and the switch's animation: `Animation.default`, a spring of response 0.55 s
  /// and damping fraction 1 (SwiftUI's default since iOS 17; Motion's `AnimationNode.defaultSpring`).
  private static let defaultSpring = Spring(response: 0.55, dampingRatio: 1)

  /// Whether the scene stands still: the text shown and settled, the crease at 50 pt.
  let atRest: Bool

  /// Whether the reveal's switch is on at `time` seconds.
  func isVisible(at time: Double) -> Bool {
    atRest || Int((max(0, time) / Self.toggleInterval).rounded(.down)) % 2 == 0
  }

  /// Seconds since the last toggle at `time` (infinity at rest).
  func sinceToggle(at time: Double) -> Double {
    atRest ? .infinity : max(0, time).truncatingRemainder(dividingBy: Self.toggleInterval)
  }

  /// Whether the reveal moves at `time` (its area needs redrawing).
  func revealMoves(at time: Double) -> Bool {
    sinceToggle(at: time) < Self.revealSettles
  }

  /// The text area's height as a fraction of the text's (0 hidden … 1 shown; the spring does not
  /// overshoot), which is also the switch's position.
  func openness(at time: Double) -> Double {
    let since = sinceToggle(at: time)
    guard since.isFinite else { return 1 }
    let shown = isVisible(at: time)
    return Self.defaultSpring.value(
      fromValue: shown ? 0.0 : 1, toValue: shown ? 1 : 0, initialVelocity: 0, time: since)
  }

  /// The lines' clock, 0 … `totalDuration` seconds: running forward while shown, back while hidden.
  func elapsed(at time: Double) -> Double {
    let progress = min(sinceToggle(at: time), Self.totalDuration)
    return isVisible(at: time) ? progress : Self.totalDuration - progress
  }

  /// The vertical offset (points, from one descent above down to 0) and opacity of line `index`
  /// of `count`, whose descent is `descent` points, at `time`.
  func line(_ index: Int, of count: Int, descent: Double, at time: Double) -> (offset: Double, opacity: Double) {
    let n = Double(max(1, count))
    let remaining = Self.totalDuration - n * Self.elementDuration
    let delay = max(remaining / (n + 1), (Self.totalDuration - Self.elementDuration) / n)
    let elementTime = max(0, min(elapsed(at: time) - Double(index) * delay, Self.elementDuration))
    let offset = Self.lineSpring.value(fromValue: -descent, toValue: 0.0, initialVelocity: 0, time: elementTime)
    return (offset, UnitCurve.easeIn.value(at: elementTime / Self.elementDuration))
  }

  /// How far the veil has lifted, 0 (its full strength from the text's top) … 1 (its edge past
  /// the text's bottom): `.easeIn(duration: 1)` toward the switch's state.
  func veilLift(at time: Double) -> Double {
    let since = sinceToggle(at: time)
    guard since.isFinite else { return 1 }
    let progress = UnitCurve.easeIn.value(at: min(since, 1))
    return isVisible(at: time) ? progress : 1 - progress
  }

  /// The note's crease in points at `time`: 50 → 0 → 50 … with ease-in-out, a second a leg.
  func crease(at time: Double) -> Double {
    guard !atRest else { return Self.maximumCrease }
    let leg = max(0, time).rounded(.down)
    let eased = UnitCurve.easeInOut.value(at: max(0, time) - leg)
    let fromFull = Int(leg) % 2 == 0
    return Self.maximumCrease * (fromFull ? 1 - eased : eased)
  }
}
