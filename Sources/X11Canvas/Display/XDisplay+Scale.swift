extension XDisplay {
  /// The smallest scale a window is drawn at, in pixels per point.
  package static let minimumScale = 0.25
  /// The largest scale `--scale` accepts, in pixels per point.
  package static let maximumScale = 8.0

  /// The pixels per point a window on this display uses: `requested` (the `--scale` option) or,
  /// when nil, the display's own `scale`, never below `minimumScale`. Windows and everything
  /// that lays out for them (such as `--frame-json`) resolve the scale here, so they agree.
  package func resolvedScale(_ requested: Double?) -> Double {
    max(requested ?? scale, Self.minimumScale)
  }
}
