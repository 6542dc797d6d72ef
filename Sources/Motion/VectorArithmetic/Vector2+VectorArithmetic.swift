extension Vector2: VectorArithmetic {
  /// The zero vector, (0, 0).
  public static var zero: Vector2 {
    Vector2(x: 0, y: 0)
  }

  /// The component-wise sum of two vectors.
  public static func + (lhs: Vector2, rhs: Vector2) -> Vector2 {
    Vector2(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
  }

  /// The component-wise difference of two vectors.
  public static func - (lhs: Vector2, rhs: Vector2) -> Vector2 {
    Vector2(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
  }

  /// Multiplies both components by `rhs` (unitless).
  public mutating func scale(by rhs: Double) {
    x *= rhs
    y *= rhs
  }

  /// The squared Euclidean length, x² + y², in the caller's units squared (≥ 0).
  public var magnitudeSquared: Double {
    x * x + y * y
  }
}
