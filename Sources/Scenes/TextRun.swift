/// One line (or part of a line) of text placed in the scene.
public struct TextRun: Hashable, Sendable {
  /// The characters to draw, valid Unicode.
  public var text: String
  /// The font request.
  public var font: FontSpec
  /// The left end of the baseline, in points, with any animated offset already applied.
  public var origin: Point
  /// The fill of the glyphs: a colour, or a gradient laid out in scene space.
  public var paint: Paint
  /// Extra opacity multiplied into the paint, 0...1.
  public var opacity: Double

  /// Creates a run of text.
  public init(text: String, font: FontSpec, origin: Point, paint: Paint, opacity: Double = 1) {
    self.text = text
    self.font = font
    self.origin = origin
    self.paint = paint
    self.opacity = opacity
  }
}
