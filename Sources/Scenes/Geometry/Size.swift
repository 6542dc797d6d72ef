/// A width and a height, in points. Negative values are not meaningful.
package struct Size: Hashable, Sendable {
  /// Width in points, 0 or more.
  package var width: Double
  /// Height in points, 0 or more.
  package var height: Double

  /// Creates a size in points.
  package init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The empty size.
  package static let zero = Size(width: 0, height: 0)
}
