/// Measures text for layout. The X11 canvas implements it with the very fonts that draw, so
/// layout and drawing agree to the pixel; tests use `FixedTextMetrics`.
package protocol TextMetrics {
  /// Vertical metrics of `font`, in points.
  func metrics(for font: FontSpec) -> FontMetrics
  /// The horizontal advance of `text` set in `font`, in points (pen movement, not ink).
  func advance(of text: Substring, font: FontSpec) -> Double
}
