extension AnimatablePair: VectorArithmetic {
  /// The pair of both halves' zero values.
  public static var zero: AnimatablePair {
    AnimatablePair(.zero, .zero)
  }

  /// The half-wise sum of two pairs.
  public static func + (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
    AnimatablePair(lhs.first + rhs.first, lhs.second + rhs.second)
  }

  /// The half-wise difference of two pairs.
  public static func - (lhs: AnimatablePair, rhs: AnimatablePair) -> AnimatablePair {
    AnimatablePair(lhs.first - rhs.first, lhs.second - rhs.second)
  }

  /// Scales both halves by `rhs` (unitless).
  public mutating func scale(by rhs: Double) {
    first.scale(by: rhs)
    second.scale(by: rhs)
  }

  /// The sum of both halves' squared magnitudes (≥ 0).
  public var magnitudeSquared: Double {
    first.magnitudeSquared + second.magnitudeSquared
  }
}
