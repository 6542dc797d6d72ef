/// The on-screen status the app owns (through `SceneClock`) and passes into each frame.
package struct PreviewOverlay: Hashable, Sendable {
  /// Scene seconds per wall second (more than 0); a badge shows it when it is not 1.
  package var speed: Double
  /// Whether scene time stands still; a "Paused" badge shows it.
  package var isPaused: Bool

  /// Creates an overlay; the default shows nothing.
  package init(speed: Double = 1, isPaused: Bool = false) {
    self.speed = speed
    self.isPaused = isPaused
  }

  /// The speed as the badge writes it: "0.5×", "0.25×", "2×".
  package var speedLabel: String {
    let whole = speed.rounded()
    let number = whole == speed && abs(speed) < 1e15 ? String(Int(whole)) : String(speed)
    return number + "×"
  }
}
