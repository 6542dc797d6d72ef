/// Deterministic metrics for tests and for layout without a display: every character advances
/// `advanceFactor × size`, ascent is `0.8 × size`, descent `0.2 × size`, line height `1.2 × size`.
package struct FixedTextMetrics: TextMetrics, Sendable {
  /// Advance of one character as a fraction of the font size (default 0.5).
  package var advanceFactor: Double

  /// Creates fixed metrics with the given per-character advance factor (more than 0).
  package init(advanceFactor: Double = 0.5) {
    self.advanceFactor = advanceFactor
  }

  /// Ascent 0.8, descent 0.2 and line height 1.2 times the font size, in points.
  package func metrics(for font: FontSpec) -> FontMetrics {
    FontMetrics(ascent: 0.8 * font.size, descent: 0.2 * font.size, lineHeight: 1.2 * font.size)
  }

  /// `advanceFactor × size` per character, in points.
  package func advance(of text: Substring, font: FontSpec) -> Double {
    Double(text.count) * advanceFactor * font.size
  }
}
