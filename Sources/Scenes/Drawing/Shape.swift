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
      guard let first = points.first else { return .zero }
      var x0 = first.x
      var y0 = first.y
      var x1 = first.x
      var y1 = first.y
      for point in points.dropFirst() {
        x0 = min(x0, point.x)
        y0 = min(y0, point.y)
        x1 = max(x1, point.x)
        y1 = max(y1, point.y)
      }
      return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    case .outline(let outline):
      return outline.bounds
    }
  }
}
