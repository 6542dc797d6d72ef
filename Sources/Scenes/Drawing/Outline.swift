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

  /// The smallest rectangle containing every point and control point, in points (a curve
  /// lies inside its control points' hull); `.zero` for an empty outline.
  package var bounds: Rect {
    var points: [Point] = []
    for element in elements {
      switch element {
      case .move(let p), .line(let p): points.append(p)
      case .quadCurve(let p, let c): points += [p, c]
      case .curve(let p, let c1, let c2): points += [p, c1, c2]
      case .closeSubpath: break
      }
    }
    return points.isEmpty ? .zero : Rect.bounding(points)
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
  package var cap: Cap
  package var join: Join
  /// The longest miter, as a multiple of the width, before a miter join becomes a bevel.
  package var miterLimit: Double
  /// Alternating dash and gap lengths; empty for a solid line.
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
}
