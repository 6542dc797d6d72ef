extension Double: VectorArithmetic {
  /// Multiplies this value by `rhs` (unitless).
  public mutating func scale(by rhs: Double) {
    self *= rhs
  }

  /// The square of this value (≥ 0).
  public var magnitudeSquared: Double {
    self * self
  }
}
