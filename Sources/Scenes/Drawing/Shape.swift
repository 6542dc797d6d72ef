/// A closed outline in scene space (points). Renderers antialias every edge.
package enum Shape: Hashable, Sendable {
  /// An axis-aligned rectangle.
  case rect(Rect)
  /// A rectangle with circular corners of `cornerRadius` points (clamped to half the shorter side).
  case roundedRect(Rect, cornerRadius: Double)
  /// A simple polygon through `points` in order, closed back to the first; non-zero winding.
  case polygon([Point])
  /// Any path of lines and curves, each subpath closed for filling, under its own fill rule
  /// (non-zero or even-odd).
  case outline(Outline)

  /// The smallest rectangle containing the shape, in points (for an outline, its control
  /// points' bounds, which contain its curves).
  package var bounds: Rect {
    switch self {
    case .rect(let rect), .roundedRect(let rect, _):
      return rect
    case .polygon(let points):
      return Rect.bounding(points)
    case .outline(let outline):
      return outline.bounds
    }
  }
}

extension Shape {
  /// The shape as an outline: a rectangle's four sides, a rounded rectangle's sides and
  /// quarter-circle corners (cubics with the usual 0.5523 handle, within 0.03 % of the radius),
  /// a polygon's edges, an outline as it is.
  package var outline: Outline {
    switch self {
    case .rect(let r):
      return Outline([
        .move(to: Point(x: r.minX, y: r.minY)), .line(to: Point(x: r.maxX, y: r.minY)),
        .line(to: Point(x: r.maxX, y: r.maxY)), .line(to: Point(x: r.minX, y: r.maxY)), .closeSubpath,
      ])
    case .roundedRect(let r, let radius):
      let c = max(0, min(radius, r.width / 2, r.height / 2))
      let k = c * (1 - 0.5523)
      return Outline([
        .move(to: Point(x: r.minX + c, y: r.minY)), .line(to: Point(x: r.maxX - c, y: r.minY)),
        .curve(to: Point(x: r.maxX, y: r.minY + c), control1: Point(x: r.maxX - k, y: r.minY), control2: Point(x: r.maxX, y: r.minY + k)),
        .line(to: Point(x: r.maxX, y: r.maxY - c)),
        .curve(to: Point(x: r.maxX - c, y: r.maxY), control1: Point(x: r.maxX, y: r.maxY - k), control2: Point(x: r.maxX - k, y: r.maxY)),
        .line(to: Point(x: r.minX + c, y: r.maxY)),
        .curve(to: Point(x: r.minX, y: r.maxY - c), control1: Point(x: r.minX + k, y: r.maxY), control2: Point(x: r.minX, y: r.maxY - k)),
        .line(to: Point(x: r.minX, y: r.minY + c)),
        .curve(to: Point(x: r.minX + c, y: r.minY), control1: Point(x: r.minX, y: r.minY + k), control2: Point(x: r.minX + k, y: r.minY)),
        .closeSubpath,
      ])
    case .polygon(let points):
      guard let first = points.first else { return Outline([]) }
      return Outline([.move(to: first)] + points.dropFirst().map { .line(to: $0) } + [.closeSubpath])
    case .outline(let outline):
      return outline
    }
  }
}
