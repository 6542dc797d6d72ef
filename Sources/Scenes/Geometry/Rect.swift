/// An axis-aligned rectangle in points: origin is the top-left corner (y points down).
package struct Rect: Hashable, Sendable {
  /// Top-left corner, in points.
  package var origin: Point
  /// Extent, in points; width and height are 0 or more.
  package var size: Size

  /// Creates a rectangle from its top-left corner and size, in points.
  package init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its top-left corner and size, in points.
  package init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The left edge, in points.
  package var minX: Double { origin.x }
  /// The top edge, in points.
  package var minY: Double { origin.y }
  /// The right edge, in points.
  package var maxX: Double { origin.x + size.width }
  /// The bottom edge, in points.
  package var maxY: Double { origin.y + size.height }
  /// The horizontal centre, in points.
  package var midX: Double { origin.x + size.width / 2 }
  /// The vertical centre, in points.
  package var midY: Double { origin.y + size.height / 2 }
  /// The width, in points.
  package var width: Double { size.width }
  /// The height, in points.
  package var height: Double { size.height }

  /// True when the rectangle covers no area.
  package var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

  /// The empty rectangle at the origin.
  package static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The overlap of two rectangles; `.zero`-sized (at the clamped origin) when they do not meet.
  package func intersection(_ other: Rect) -> Rect {
    let x0 = max(minX, other.minX)
    let y0 = max(minY, other.minY)
    let x1 = min(maxX, other.maxX)
    let y1 = min(maxY, other.maxY)
    return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
  }

  /// The smallest rectangle containing both; an empty operand is ignored.
  package func union(_ other: Rect) -> Rect {
    if isEmpty { return other }
    if other.isEmpty { return self }
    let x0 = min(minX, other.minX)
    let y0 = min(minY, other.minY)
    return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
  }

  /// The rectangle grown by `dx` on the left and right and `dy` on the top and bottom, in points.
  /// Negative values shrink it.
  package func insetBy(dx: Double, dy: Double) -> Rect {
    Rect(
      x: minX + dx, y: minY + dy, width: max(0, size.width - 2 * dx),
      height: max(0, size.height - 2 * dy))
  }

  /// Whether `other` lies inside this rectangle (edges within 1e-9 point count as inside).
  package func contains(_ other: Rect) -> Bool {
    other.minX >= minX - 1e-9 && other.maxX <= maxX + 1e-9 && other.minY >= minY - 1e-9
      && other.maxY <= maxY + 1e-9
  }

  /// True when `point` lies inside (the left and top edges are inside, the right and bottom are not).
  package func contains(_ point: Point) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// True when the two rectangles share some area.
  package func intersects(_ other: Rect) -> Bool {
    !intersection(other).isEmpty
  }
}
