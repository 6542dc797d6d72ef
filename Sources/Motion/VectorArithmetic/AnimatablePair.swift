/// A pair of animatable values, itself animatable: SwiftUI's `AnimatablePair`.
///
/// Use it to animate two values (for example an offset and an opacity) as one vector. Sums,
/// differences and scaling apply to both halves; the squared magnitude is the sum of both
/// halves' squared magnitudes.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic> {
  /// The first value, in its own units.
  public var first: First
  /// The second value, in its own units.
  public var second: Second

  /// Creates a pair from its two halves.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }
}

// Swift requires a Sendable conformance in the declaring file, so it lives here.
extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}
