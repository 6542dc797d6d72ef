/// One line (or part of a line) of text placed in the scene.
package struct TextRun: Hashable, Sendable {
  /// The characters to draw, valid Unicode.
  package var text: String
  /// The font request.
  package var font: FontSpec
  /// The left end of the baseline, in points, with any animated offset already applied.
  package var origin: Point
  /// The fill of the glyphs: a colour, or a gradient laid out in scene space.
  package var paint: Paint
  /// Extra opacity multiplied into the paint, 0...1.
  package var opacity: Double
  /// The base direction the run is set in (the Unicode bidi algorithm orders its characters);
  /// true for a line of a right-to-left paragraph.
  package var isRightToLeft: Bool
  /// For a line a `TextRenderer` drew: how far its context moved the run from its place in the
  /// text's layout, in points in the frame's space (nil for text drawn as laid out). `opacity`
  /// is then the opacity the renderer drew it with.
  package var rendererOffset: Point?

  /// Creates a run of text.
  package init(
    text: String, font: FontSpec, origin: Point, paint: Paint, opacity: Double = 1,
    isRightToLeft: Bool = false, rendererOffset: Point? = nil
  ) {
    self.rendererOffset = rendererOffset
    self.isRightToLeft = isRightToLeft
    self.text = text
    self.font = font
    self.origin = origin
    self.paint = paint
    self.opacity = opacity
  }
}
