/// Vertical metrics of a resolved font, in points.
package struct FontMetrics: Hashable, Sendable {
  /// Distance from the baseline up to the top of the tallest glyphs, in points (positive).
  package var ascent: Double
  /// Distance from the baseline down to the bottom of the lowest glyphs, in points (positive).
  package var descent: Double
  /// Distance between successive baselines, in points; at least `ascent + descent`.
  package var lineHeight: Double
  /// How far below the baseline an underline's middle runs, in points (positive: down).
  package var underlinePosition: Double
  /// An underline's thickness, in points.
  package var underlineThickness: Double
  /// How far above the baseline a strikethrough's middle runs, in points (positive: up).
  package var strikeoutPosition: Double
  /// A strikethrough's thickness, in points.
  package var strikeoutThickness: Double

  /// Creates font metrics, all in points. Without the font's own underline and strikeout
  /// measures, an underline runs a tenth of the em below the baseline and a strikethrough a
  /// quarter of it above (about where Inter, DejaVu Sans and SF Pro put them), each a
  /// fifteenth of the em thick.
  package init(
    ascent: Double, descent: Double, lineHeight: Double, underlinePosition: Double? = nil,
    underlineThickness: Double? = nil, strikeoutPosition: Double? = nil, strikeoutThickness: Double? = nil
  ) {
    self.ascent = ascent
    self.descent = descent
    self.lineHeight = lineHeight
    let em = ascent + descent
    self.underlinePosition = underlinePosition ?? em * 0.1
    self.underlineThickness = underlineThickness ?? em / 15
    self.strikeoutPosition = strikeoutPosition ?? em * 0.25
    self.strikeoutThickness = strikeoutThickness ?? em / 15
  }
}
