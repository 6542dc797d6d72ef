/// A position in the scene, in points, with y pointing down as in SwiftUI.
///
/// One point is one pixel at scale 1; the renderer multiplies by the display scale.
package struct Point: Hashable, Sendable {
  /// Horizontal position in points; grows to the right.
  package var x: Double
  /// Vertical position in points; grows downwards.
  package var y: Double

  /// Creates a point from its coordinates in points.
  package init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin, (0, 0).
  package static let zero = Point(x: 0, y: 0)
}
