/// One laid-out line of a `TextLayout`: its characters and where it sits, in points.
///
/// All vertical positions are relative to the top of the layout (y down), as SwiftUI's
/// `Text.Layout.TypographicBounds.origin` is relative to the text view.
package struct TextLine: Hashable, Sendable {
  /// The characters drawn on the line; trailing spaces at a wrap are left out, and a truncated
  /// last line ends in "…".
  package var text: String
  /// The baseline's distance from the top of the layout, in points (more than 0).
  package var baselineY: Double
  /// The advance width of `text`, in points (0 or more).
  package var width: Double
  /// The line's typographic ascent above the baseline, in points (positive).
  package var ascent: Double
  /// The line's typographic descent below the baseline, in points (positive). SwiftUI's
  /// `typographicBounds.descent`; the reveal drops each line in from `-descent`.
  package var descent: Double
  /// The number of characters (grapheme clusters) the line takes from the source text, counting
  /// the spaces at a wrap but not a newline. It stands in for SwiftUI's `Text.Layout.Run.count`
  /// (the glyphs of the line's one run), which `Stagger.glyphs` feeds to the delay formula.
  package var glyphCount: Int
  /// The left end of the line's baseline from the layout's left edge, in points: 0 for a
  /// left-to-right paragraph, `layout width − width` for a right-to-left one (right-aligned, as
  /// SwiftUI's `.leading` alignment is in a right-to-left paragraph).
  package var x: Double
  /// True when the line's paragraph runs right to left: it is drawn with that base direction.
  package var isRightToLeft: Bool
  /// For a text made of spans: the line's characters span by span, left to right as drawn
  /// (empty for a text in one font, drawn as `text` whole).
  package var pieces: [Piece]

  /// The characters of one span on a line.
  package struct Piece: Hashable, Sendable {
    /// The characters.
    package var text: String
    /// The span they belong to: an index into the layout's `spans`.
    package var span: Int
    /// The left end of the piece's baseline from the line's left end, in points.
    package var x: Double
    /// The piece's advance, in points.
    package var width: Double
    /// For a tracked span, drawn a character at a time: each character's left end from the
    /// piece's, in points (empty for a piece drawn whole).
    package var characterOffsets: [Double]

    package init(text: String, span: Int, x: Double, width: Double, characterOffsets: [Double] = []) {
      self.text = text
      self.span = span
      self.x = x
      self.width = width
      self.characterOffsets = characterOffsets
    }
  }

  /// Creates a line; every length is in points.
  package init(
    text: String, baselineY: Double, width: Double, ascent: Double, descent: Double,
    glyphCount: Int, x: Double = 0, isRightToLeft: Bool = false, pieces: [Piece] = []
  ) {
    self.pieces = pieces
    self.x = x
    self.isRightToLeft = isRightToLeft
    self.text = text
    self.baselineY = baselineY
    self.width = width
    self.ascent = ascent
    self.descent = descent
    self.glyphCount = glyphCount
  }
}
