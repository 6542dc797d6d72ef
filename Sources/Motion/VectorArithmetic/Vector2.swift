/// A two-dimensional point or vector, for animating positions and offsets.
///
/// The components are in the caller's units (for example points); any finite values.
public struct Vector2: Hashable, Sendable {
  /// The horizontal component, in the caller's units.
  public var x: Double
  /// The vertical component, in the caller's units.
  public var y: Double

  /// Creates a vector from its components, in the caller's units.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}
