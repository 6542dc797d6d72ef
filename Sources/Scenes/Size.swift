/// A width and a height, in points. Negative values are not meaningful.
public struct Size: Hashable, Sendable {
  /// Width in points, 0 or more.
  public var width: Double
  /// Height in points, 0 or more.
  public var height: Double

  /// Creates a size in points.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The empty size.
  public static let zero = Size(width: 0, height: 0)
}
