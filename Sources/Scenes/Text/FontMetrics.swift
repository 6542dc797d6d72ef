/// Vertical metrics of a resolved font, in points.
package struct FontMetrics: Hashable, Sendable {
  /// Distance from the baseline up to the top of the tallest glyphs, in points (positive).
  package var ascent: Double
  /// Distance from the baseline down to the bottom of the lowest glyphs, in points (positive).
  package var descent: Double
  /// Distance between successive baselines, in points; at least `ascent + descent`.
  package var lineHeight: Double

  /// Creates font metrics, all in points.
  package init(ascent: Double, descent: Double, lineHeight: Double) {
    self.ascent = ascent
    self.descent = descent
    self.lineHeight = lineHeight
  }
}
