extension Float: VectorArithmetic {
  /// Multiplies this value by `rhs` (unitless), rounding the product to `Float` precision.
  public mutating func scale(by rhs: Double) {
    self = Float(Double(self) * rhs)
  }

  /// The square of this value (≥ 0), computed in `Double` precision.
  public var magnitudeSquared: Double {
    Double(self) * Double(self)
  }
}
