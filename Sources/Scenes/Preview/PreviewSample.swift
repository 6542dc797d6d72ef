/// The preview's animated values at one instant: what a frame and a report are drawn from.
struct PreviewSample: Sendable {
  /// The scene time sampled, in seconds.
  var time: Double
  /// The text reveal's renderer at the sampled `elapsedTime`.
  var effect: AppearanceEffect
  /// The text area's height as a fraction of the text's full height (0 or more).
  var clipFraction: Double
  /// The veil's progress, 0 (veiled) ... 1 (uncovered).
  var veilProgress: Double
  /// The switch, 0 (off) ... 1 (on).
  var switchProgress: Double
  /// The note's crease, in points.
  var crease: Double
  /// The first attempt's effect while the variant shows, else nil.
  var variant: FirstAttemptEffect?
}
