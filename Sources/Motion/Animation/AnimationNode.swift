/// The structure of an `Animation`: a base curve or spring wrapped in modifiers, innermost
/// first, so `.easeIn.delay(1).repeatForever()` repeats the delay with every leg, as SwiftUI does.
///
/// The cases mirror the animation types SwiftUI builds (OpenSwiftUI's reconstruction): each
/// keeps the parameters SwiftUI keeps, so descriptions print what SwiftUI prints.
indirect enum AnimationNode: Hashable, Sendable {
  /// A cubic Bézier timing curve over `duration` seconds (SwiftUI's `BezierAnimation`), made by
  /// `easeIn`, `easeOut`, `easeInOut`, `linear` and `timingCurve(_:_:_:_:duration:)`.
  case bezier(UnitCurve, duration: Double)
  /// Any `UnitCurve` over `duration` seconds (SwiftUI's `UnitCurveAnimation`), made by
  /// `timingCurve(_:duration:)`.
  case unitCurve(UnitCurve, duration: Double)
  /// A persistent, merging spring (SwiftUI's `FluidSpringAnimation`).
  case fluidSpring(response: Double, dampingFraction: Double, blendDuration: Double)
  /// An interpolating spring that combines additively (SwiftUI's `SpringAnimation`);
  /// `initialVelocity` is in units of the whole move per second.
  case interpolatingSpring(
    mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)
  /// `Animation.default` (SwiftUI's `DefaultAnimation`): a spring with response 0.55 s and
  /// damping fraction 1 (Apple docs, `Animation.default`, iOS 17 and later).
  case defaultAnimation
  /// Waits `delay` seconds (≥ 0), then runs the base.
  case delay(Double, AnimationNode)
  /// Runs the base `speed` times as fast (> 0; 0 holds the start forever).
  case speed(Double, AnimationNode)
  /// Runs the base `count` legs (nil: forever); odd legs are value-mirrored if `autoreverses`.
  case repeating(count: Int?, autoreverses: Bool, AnimationNode)
  /// Reports logical completion after `duration` seconds; otherwise the base unchanged.
  case logicallyComplete(Double, AnimationNode)
  /// A `CustomAnimation` supplied by the caller.
  case custom(AnyCustomAnimation)

  /// The response (s) and damping fraction of `Animation.default`.
  static let defaultSpring = (response: 0.55, dampingFraction: 1.0)
}
