extension FontMetrics {
  /// The distance between successive baselines, in points: the font's line height, but never
  /// less than its ascent plus descent (so lines cannot overlap) nor 0 (so it can divide).
  package var lineAdvance: Double {
    max(lineHeight, ascent + descent, 1e-9)
  }
}
