import Scenes

/// `TextMetrics` from the shaped text itself: HarfBuzz advances in the faces that draw, ICU's
/// line breaks and FriBidi's paragraph directions. Needs no display, so `--frame-json` lays
/// out exactly as the window does. Results are in points (device pixels / scale).
package struct ShapingTextMetrics: TextMetrics {
  /// The shaper, shared with whatever draws (its cache holds the shaped lines).
  package let shaper: TextShaper

  /// Measures with `shaper`.
  package init(shaper: TextShaper) {
    self.shaper = shaper
  }

  /// Measures with fonts at `scale` pixels per point.
  package init(scale: Double) throws(TextShapingError) {
    shaper = TextShaper(library: try FontLibrary(scale: scale))
  }

  private var scale: Double { shaper.library.scale }

  /// The primary face's whole-pixel ascent, descent and line height (at least ascent +
  /// descent), in points: Xft's `XftFont` metrics for the same face; and its underline and
  /// strikeout strokes.
  package func metrics(for font: FontSpec) -> FontMetrics {
    let face = shaper.library.faces(for: font).primary
    let ascent = Double(face.ascent)
    let descent = Double(face.descent)
    return FontMetrics(
      ascent: ascent / scale, descent: descent / scale,
      lineHeight: max(Double(face.height), ascent + descent) / scale,
      underlinePosition: face.underline.map { $0.position / scale },
      underlineThickness: face.underline.map { $0.thickness / scale },
      strikeoutPosition: face.strikeout.map { $0.position / scale },
      strikeoutThickness: face.strikeout.map { $0.thickness / scale })
  }

  /// The shaped pen advance of `text` in points, kerning and fallback faces included; control
  /// characters advance 0.
  package func advance(of text: Substring, font: FontSpec) -> Double {
    shaper.shape(text, font: font).advance / scale
  }

  /// UAX #14 break opportunities from ICU.
  package func lineBreakOpportunities(in paragraph: Substring) -> [String.Index] {
    LineBreaks.opportunities(in: paragraph)
  }

  /// The base direction by UAX #9's P2 and P3, from FriBidi.
  package func isRightToLeft(_ paragraph: Substring) -> Bool {
    ParagraphDirection.isRightToLeft(paragraph)
  }
}
