extension Float: VectorArithmetic {
  /// Multiplies this value by `rhs` (unitless), as SwiftUI does: `self *= Float(rhs)`, so the
  /// factor is rounded to `Float` first (OpenSwiftUI `VectorArithmetic.swift`).
  public mutating func scale(by rhs: Double) {
    self *= Float(rhs)
  }

  /// The square of this value (≥ 0), computed in `Float` and widened, as SwiftUI does:
  /// `Double(self * self)`.
  public var magnitudeSquared: Double {
    Double(self * self)
  }
}
