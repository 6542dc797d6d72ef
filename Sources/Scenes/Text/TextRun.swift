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
  /// How the glyphs are turned, slanted, mirrored or foreshortened about `origin`, beyond the
  /// uniform scale already in the font's size (a `rotationEffect`, a `rotation3DEffect`, a
  /// scale of one axis); nil for upright glyphs.
  package var transform: TextTransform? {
    get { transformBox?.value }
    set { transformBox = newValue.map(TextTransformBox.init) }
  }
  /// `transform`, out of line: most runs are upright, and a run is the largest draw command, so
  /// six doubles in it would make every command of every frame 48 bytes longer to copy.
  private var transformBox: TextTransformBox?

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

/// A `TextTransform` behind a reference, compared and hashed by its value.
private final class TextTransformBox: Hashable, Sendable {
  let value: TextTransform
  init(_ value: TextTransform) { self.value = value }
  static func == (a: TextTransformBox, b: TextTransformBox) -> Bool { a === b || a.value == b.value }
  func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

/// How a run's glyphs are drawn about its origin: a point (x, y) points from the origin goes to
/// ((a·x + c·y) / w, (b·x + d·y) / w), w = 1 + p·x + q·y. The linear part a, b, c, d is
/// `CGAffineTransform`'s entries of the same names; p and q, zero but under a perspective
/// (`rotation3DEffect`), foreshorten the glyphs further from the origin.
package struct TextTransform: Hashable, Sendable {
  package var a: Double
  package var b: Double
  package var c: Double
  package var d: Double
  package var p: Double
  package var q: Double

  package init(a: Double, b: Double, c: Double, d: Double, p: Double = 0, q: Double = 0) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.p = p
    self.q = q
  }

  /// False under a perspective.
  package var isAffine: Bool { p == 0 && q == 0 }

  /// The smallest w over the corners of `rect` (points about the origin): the glyphs can be
  /// drawn only where it stays well above 0, in front of the viewer.
  package func smallestW(over rect: Rect, about origin: Point) -> Double {
    guard !isAffine else { return 1 }
    return [rect.minX, rect.maxX].flatMap { x in
      [rect.minY, rect.maxY].map { y in 1 + p * (x - origin.x) + q * (y - origin.y) }
    }.min() ?? 1
  }

  /// `point` (points) moved as the glyphs are about `origin`.
  package func apply(to point: Point, about origin: Point) -> Point {
    let x = point.x - origin.x
    let y = point.y - origin.y
    let w = isAffine ? 1 : max(1e-6, 1 + p * x + q * y)
    return Point(x: origin.x + (a * x + c * y) / w, y: origin.y + (b * x + d * y) / w)
  }

  /// The bounding box of `rect` moved as the glyphs are about `origin`.
  package func bounds(of rect: Rect, about origin: Point) -> Rect {
    Rect.bounding(
      [
        Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY), Point(x: rect.minX, y: rect.maxY),
        Point(x: rect.maxX, y: rect.maxY),
      ].lazy.map { apply(to: $0, about: origin) })
  }
}
