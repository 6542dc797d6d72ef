/// A value that receives new targets, each with an optional `Animation`, at given times, and
/// that can be sampled at any time: what SwiftUI does for an animatable property.
///
/// The presented value is the target minus what every running animation still has to travel.
/// Interruptions follow SwiftUI:
/// - a spring animation that interrupts running springs merges with them: it starts from the
///   current presented value and velocity and heads for the new target (value and velocity stay
///   continuous);
/// - any other animation (a timing curve, a delayed or repeating one) combines additively: the
///   running animations run out, and the new one animates from the old target to the new one,
///   so the presented value stays continuous;
/// - a new target without an animation jumps there and cancels running animations.
///
/// Times are seconds on the caller's timeline. `set` calls must not go back in time; sampling
/// is pure and valid at any time at or after the last `set`.
public struct AnimatedValue<Value: VectorArithmetic & Sendable>: Sendable {
  /// The model value: the latest target, in the value's units.
  public private(set) var target: Value
  /// Running (and possibly finished, until `removeFinished`) animations, oldest first.
  private(set) var runs: [AnimationRun<Value>] = []

  /// Creates a value at rest at `value`.
  public init(_ value: Value) {
    target = value
  }

  /// Sets a new target.
  ///
  /// - Parameters:
  ///   - target: The new model value, in the value's units.
  ///   - animation: How to get there; nil jumps at once and cancels running animations.
  ///     Setting the current target again changes nothing.
  ///   - time: When the change happens, in seconds; not earlier than the previous call's.
  public mutating func set(_ target: Value, animation: Animation?, at time: Double) {
    guard let animation else {
      runs.removeAll()
      self.target = target
      return
    }
    guard target != self.target else { return }
    removeFinished(at: time)
    var delta = target - self.target
    var velocity = Value.zero
    if animation.node.isMergeableSpring {
      for run in runs where run.animation.node.isMergeableSpring {
        delta += run.remaining(at: time)
        velocity += run.velocity(at: time)
      }
      runs.removeAll { $0.animation.node.isMergeableSpring }
    }
    runs.append(
      AnimationRun(
        animation: animation, delta: delta, initialVelocity: velocity, startTime: time))
    self.target = target
  }

  /// The presented value at `time` (seconds), in the value's units.
  public func value(at time: Double) -> Value {
    var value = target
    for run in runs {
      value -= run.remaining(at: time)
    }
    return value
  }

  /// The presented value's velocity at `time` (seconds), in the value's units per second.
  public func velocity(at time: Double) -> Value {
    var velocity = Value.zero
    for run in runs {
      velocity += run.velocity(at: time)
    }
    return velocity
  }

  /// Whether any animation is still running at `time` (seconds). Stays true forever under a
  /// `repeatForever` animation.
  public func isAnimating(at time: Double) -> Bool {
    runs.contains { !$0.isFinished(at: time) }
  }

  /// Drops the animations that have finished by `time` (seconds), so the state stays bounded.
  /// Sampling at or after `time` is unchanged.
  public mutating func removeFinished(at time: Double) {
    runs.removeAll { $0.isFinished(at: time) }
  }
}
