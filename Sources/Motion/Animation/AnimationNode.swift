/// The structure of an `Animation`: a base curve or spring wrapped in modifiers, innermost
/// first, so `.easeIn.delay(1).repeatForever()` repeats the delay with every leg, as SwiftUI does.
indirect enum AnimationNode: Hashable, Sendable {
  /// A timing curve over `duration` seconds (SwiftUI's `BezierAnimation`).
  case timingCurve(UnitCurve, duration: Double)
  /// A spring; `blendDuration` is kept for read-back only.
  case spring(Spring, blendDuration: Double)
  /// Waits `delay` seconds (≥ 0), then runs the base.
  case delay(Double, AnimationNode)
  /// Runs the base `speed` times as fast (> 0; 0 holds the start forever).
  case speed(Double, AnimationNode)
  /// Runs the base `count` legs (nil: forever); odd legs are value-mirrored if `autoreverses`.
  case repeating(count: Int?, autoreverses: Bool, AnimationNode)
}
