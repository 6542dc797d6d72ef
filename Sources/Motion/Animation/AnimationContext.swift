/// Per-animation state for sampling an `Animation`, after SwiftUI's `AnimationContext`.
///
/// It holds the velocity the animated value had when the animation started, in the value's
/// units per second; spring animations start with it (timing curves ignore it). A merged
/// spring carries the velocity of the animation it replaced here.
public struct AnimationContext<V: VectorArithmetic> {
  /// The velocity at the start, in the value's units per second. Defaults to zero.
  public var initialVelocity: V

  /// Creates a context with an initial velocity in the value's units per second.
  public init(initialVelocity: V = .zero) {
    self.initialVelocity = initialVelocity
  }
}

// Swift requires a Sendable conformance in the declaring file, so it lives here.
extension AnimationContext: Sendable where V: Sendable {}
