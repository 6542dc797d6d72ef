import CX11
import Scenes

/// `TextMetrics` measured with the fonts the renderer draws with (same `FontCache`), so layout
/// and drawing agree to the pixel. Results are in points (pixels / scale).
///
/// Xft places glyphs on whole pixels, so advances are whole pixels divided by the scale.
package struct XftTextMetrics: TextMetrics {
  /// The fonts shared with the renderer.
  package let fonts: FontCache

  /// Measures with `fonts`.
  package init(fonts: FontCache) {
    self.fonts = fonts
  }

  /// The primary font's ascent, descent and line height (`XftFont.height`, at least
  /// ascent + descent), in points.
  package func metrics(for font: FontSpec) -> FontMetrics {
    let xft = fonts.fontSet(for: font).primary.font.pointee
    let ascent = Double(xft.ascent)
    let descent = Double(xft.descent)
    let height = max(Double(xft.height), ascent + descent)
    return FontMetrics(
      ascent: ascent / fonts.scale, descent: descent / fonts.scale,
      lineHeight: height / fonts.scale)
  }

  /// The pen advance of `text` in points, fallback fonts included; control characters advance 0.
  package func advance(of text: Substring, font: FontSpec) -> Double {
    Double(fonts.fontSet(for: font).advance(of: text)) / fonts.scale
  }
}
