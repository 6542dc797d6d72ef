/// A run of text shaped by HarfBuzz: glyphs by index in visual order (left to right), each
/// placed in device pixels relative to the run's baseline origin, and the pen advance.
///
/// Shaped once (per text, font and direction: `TextShaper` caches it) and drawn many times.
package final class ShapedText {
  /// The faces the glyphs come from; `ShapedGlyph.face` indexes it.
  package let faces: [FontFace]
  /// The glyphs in visual order.
  package let glyphs: [ShapedGlyph]
  /// The pen advance of the whole run, in whole device pixels (each glyph's advance rounded).
  package let advance: Double

  /// Whether a glyph lies exactly half a pixel from a whole pixel across or down: rounding
  /// its place then depends on which side of 0 the run's origin puts it, so that the glyphs'
  /// whole-pixel offsets from a whole-pixel origin are not the same at every origin.
  package let hasHalfPixelOffsets: Bool

  init(faces: [FontFace], glyphs: [ShapedGlyph], advance: Double) {
    self.faces = faces
    self.glyphs = glyphs
    self.advance = advance
    hasHalfPixelOffsets = glyphs.contains {
      $0.x - $0.x.rounded(.down) == 0.5 || $0.y - $0.y.rounded(.down) == 0.5
    }
  }

  /// Nothing: the shape of empty text.
  static var empty: ShapedText { ShapedText(faces: [], glyphs: [], advance: 0) }
}

/// One glyph of a `ShapedText`.
package struct ShapedGlyph: Hashable, Sendable {
  /// Index into `ShapedText.faces`.
  package var face: Int
  /// The glyph's index in its font file.
  package var glyph: UInt32
  /// The glyph origin's distance right of the run's origin, in device pixels.
  package var x: Double
  /// The glyph origin's distance below the baseline, in device pixels (marks placed above
  /// their base have a negative `y`).
  package var y: Double
  /// The index of the first Unicode scalar of the glyph's cluster in the shaped text (control
  /// characters not counted).
  package var cluster: Int
}
