/// A type that describes an animatable value: an element of a vector space over `Double`.
///
/// Mirrors SwiftUI's `VectorArithmetic`. Animations interpolate values of a conforming type by
/// adding, subtracting and scaling them, so a conforming type must behave like a real vector:
/// `a + b`, `a - b`, `.zero` and `scale(by:)` obey the usual vector-space laws.
public protocol VectorArithmetic: AdditiveArithmetic {
  /// Multiplies each component of this value by `rhs` (any finite real number; unitless).
  mutating func scale(by rhs: Double)

  /// The dot product of this value with itself: the squared Euclidean length, in the value's
  /// units squared. Always ≥ 0.
  var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
  /// Returns this value with each component multiplied by `rhs` (unitless, any finite value).
  public func scaled(by rhs: Double) -> Self {
    var result = self
    result.scale(by: rhs)
    return result
  }

  /// Moves this value towards `other` by the fraction `amount` (0 keeps `self`, 1 gives
  /// `other`; values outside [0, 1] extrapolate linearly).
  public mutating func interpolate(towards other: Self, amount: Double) {
    self += (other - self).scaled(by: amount)
  }

  /// Returns the value that lies the fraction `amount` of the way from `self` to `other`
  /// (0 gives `self`, 1 gives `other`; values outside [0, 1] extrapolate linearly).
  public func interpolated(towards other: Self, amount: Double) -> Self {
    self + (other - self).scaled(by: amount)
  }
}
