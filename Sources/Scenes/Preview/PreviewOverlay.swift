/// The on-screen status the app owns (through `SceneClock` and its live reload) and passes into
/// each frame.
package struct PreviewOverlay: Hashable, Sendable {
  /// Scene seconds per wall second (more than 0); a badge shows it when it is not 1.
  package var speed: Double
  /// Whether scene time stands still; a "Paused" badge shows it.
  package var isPaused: Bool

  /// The live reload's problems, when the watched files make no scene; nil shows none.
  package var banner: ProblemBanner?

  /// Creates an overlay; the default shows nothing.
  package init(speed: Double = 1, isPaused: Bool = false, banner: ProblemBanner? = nil) {
    self.speed = speed
    self.isPaused = isPaused
    self.banner = banner
  }

  /// The speed as the badge writes it: "0.5×", "0.25×", "2×".
  package var speedLabel: String {
    let whole = speed.rounded()
    let number = whole == speed && abs(speed) < 1e15 ? String(Int(whole)) : String(speed)
    return number + "×"
  }
}
