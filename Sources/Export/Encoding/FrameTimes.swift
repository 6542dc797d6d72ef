/// The frames of an export: which scene times are rendered, and how long each one shows in a
/// format whose delays are whole units (GIF: centiseconds, WebP: milliseconds).
///
/// Frame `i` (0..<count) is rendered at `from + i / fps` and shows until frame `i + 1` would
/// start; the last one until `from + count / fps`. A format with a coarser clock gets each
/// frame's delay as the difference of the rounded start times, `round(u·(i+1)/fps) −
/// round(u·i/fps)` in units of 1/u s: no delay is off by more than one unit and the delays add
/// up to the clip's length exactly (to one unit), however long it is. At 30 fps a GIF's
/// delays run 3, 4, 3, 3, 4, 3 … cs; a WebP at 60 fps gets 17, 17, 16 … ms.
package struct FrameTimes: Equatable, Sendable {
  /// The scene time of the first frame, in seconds.
  package let from: Double
  /// Frames per second (more than 0).
  package let fps: Double
  /// How many frames (at least 1).
  package let count: Int

  /// The frames from `from` up to (not including) `to`, `fps` a second: `ceil((to − from) ×
  /// fps)` of them, at least 1. `to` must be more than `from`, `fps` more than 0.
  package init(from: Double, to: Double, fps: Double) {
    precondition(to > from && fps > 0, "FrameTimes needs to > from and fps > 0")
    self.from = from
    self.fps = fps
    // Tolerates rounding: (1.5 − 0) × 60 computed as 90.00000000001 is still 90 frames.
    count = max(1, Int(((to - from) * fps - 1e-6).rounded(.up)))
  }

  /// The scene time of frame `index`, in seconds.
  package func time(_ index: Int) -> Double {
    from + Double(index) / fps
  }

  /// The clip's length in seconds: `count / fps`.
  package var duration: Double { Double(count) / fps }

  /// The delay of frame `index` in units of `1 / unitsPerSecond` seconds (GIF: 100, WebP:
  /// 1000), the difference of the rounded start times (see the type's documentation).
  package func delay(_ index: Int, unitsPerSecond: Double) -> Int {
    start(index + 1, unitsPerSecond) - start(index, unitsPerSecond)
  }

  /// The start of frame `index` after the first, in whole units, rounded to nearest.
  package func start(_ index: Int, _ unitsPerSecond: Double) -> Int {
    Int((Double(index) * unitsPerSecond / fps).rounded())
  }

  /// The most frames a second a GIF can show: delays are whole centiseconds, and browsers
  /// (Chromium, Firefox, Safari) slow any delay under 2 cs down to 10 cs, so 2 cs (50 fps) is
  /// the shortest delay that plays as written.
  package static let gifMaximumFPS = 50.0
}
