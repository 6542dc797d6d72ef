/// A path in scene space (points): subpaths of straight lines and Bézier curves, as a SwiftUI
/// `Path` is once its shape has been laid out and every transform applied. Fills and strokes of
/// it are antialiased by the renderer.
package struct Outline: Hashable, Sendable {
  /// One step of the outline, as `Path.Element`.
  package enum Element: Hashable, Sendable {
    /// Starts a new subpath at the point.
    case move(to: Point)
    /// A straight line from the current point.
    case line(to: Point)
    /// A quadratic Bézier curve from the current point.
    case quadCurve(to: Point, control: Point)
    /// A cubic Bézier curve from the current point.
    case curve(to: Point, control1: Point, control2: Point)
    /// A straight line back to the subpath's first point, closing it.
    case closeSubpath
  }

  /// The elements in order.
  package var elements: [Element]
  /// True for the even-odd fill rule, false for non-zero winding (SwiftUI's default).
  package var isEvenOdd: Bool

  /// Creates an outline.
  package init(_ elements: [Element], isEvenOdd: Bool = false) {
    self.elements = elements
    self.isEvenOdd = isEvenOdd
  }

  /// Every point and control point in element order (a curve's control points before its
  /// end), read from the elements as it goes: finding the bounds allocates nothing.
  package var points: Points { Points(elements: elements) }

  /// The points and control points of an outline's elements, in order (`points`).
  package struct Points: Sequence {
    let elements: [Element]

    package func makeIterator() -> Iterator { Iterator(elements: elements) }

    package struct Iterator: IteratorProtocol {
      let elements: [Element]
      /// The next element, and how many of its points have been given.
      var index = 0
      var given = 0

      package mutating func next() -> Point? {
        while index < elements.count {
          let element = elements[index]
          let point: Point?
          switch (element, given) {
          case (.move(let p), 0), (.line(let p), 0): point = p
          case (.quadCurve(_, let c), 0): point = c
          case (.quadCurve(let p, _), 1): point = p
          case (.curve(_, let c1, _), 0): point = c1
          case (.curve(_, _, let c2), 1): point = c2
          case (.curve(let p, _, _), 2): point = p
          default: point = nil
          }
          if let point {
            given += 1
            return point
          }
          index += 1
          given = 0
        }
        return nil
      }
    }
  }

  /// The smallest rectangle containing every point and control point, in points (a curve
  /// lies inside its control points' hull); `.zero` for an empty outline.
  package var bounds: Rect { Rect.bounding(points) }

  /// The outline with every point and control point passed through `transform` (an affine
  /// map, such as a move or a scale, maps the curves exactly); the fill rule is kept.
  package func mapped(_ transform: (Point) -> Point) -> Outline {
    Outline(
      elements.map { element in
        switch element {
        case .move(let p): .move(to: transform(p))
        case .line(let p): .line(to: transform(p))
        case .quadCurve(let p, let c): .quadCurve(to: transform(p), control: transform(c))
        case .curve(let p, let c1, let c2):
          .curve(to: transform(p), control1: transform(c1), control2: transform(c2))
        case .closeSubpath: .closeSubpath
        }
      }, isEvenOdd: isEvenOdd)
  }
}

/// How an outline is stroked, as SwiftUI's `StrokeStyle`, in points.
package struct StrokeParameters: Hashable, Sendable {
  /// The end of an open subpath or a dash, as `CGLineCap`.
  package enum Cap: Hashable, Sendable { case butt, round, square }
  /// Where two segments meet, as `CGLineJoin`.
  package enum Join: Hashable, Sendable { case miter, round, bevel }

  /// The line width, 0 or more (0 draws nothing).
  package var width: Double
  /// How open subpaths and dashes end.
  package var cap: Cap
  /// How segments meet at corners.
  package var join: Join
  /// The longest miter, as a multiple of the width, before a miter join becomes a bevel.
  package var miterLimit: Double
  /// Alternating dash and gap lengths in points, repeated along each subpath; empty for a solid
  /// line (so is a pattern with a negative length or none above 0).
  package var dash: [Double]
  /// How far into the dash pattern the line starts.
  package var dashPhase: Double

  /// Creates stroke parameters; the defaults are `StrokeStyle()`'s.
  package init(
    width: Double = 1, cap: Cap = .butt, join: Join = .miter, miterLimit: Double = 10,
    dash: [Double] = [], dashPhase: Double = 0
  ) {
    self.width = width
    self.cap = cap
    self.join = join
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }

  /// How far, in points, the stroke's paint can reach beyond its outline's control points:
  /// half the width, times the miter limit for miter joins (a miter ends at most
  /// limit × width / 2 from its corner; a longer one becomes a bevel), and times √2 for square
  /// caps (the cap's corners). Round caps and joins and bevels stay within width / 2.
  package var reach: Double {
    let half = max(0, width) / 2
    let miter = join == .miter ? max(1, miterLimit) : 1
    let square = cap == .square ? 2.0.squareRoot() : 1
    return half * max(miter, square)
  }
}
