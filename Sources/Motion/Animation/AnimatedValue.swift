/// A value that receives new targets, each with an optional `Animation`, at given times, and
/// that can be sampled at any time: what SwiftUI does for an animatable property.
///
/// It follows SwiftUI's animator (see `Animator`): a spring that interrupts anything merges (it
/// takes over from the current value, and from the current velocity where SwiftUI passes one);
/// any other animation blends from the moving value to its new target; a change without an
/// animation jumps and cancels what runs. Fluid springs advance on SwiftUI's 300 Hz integrator.
///
/// Times are seconds on the caller's timeline. `set` calls must not go back in time; sampling
/// is pure and valid at any time at or after the last `set`.
public struct AnimatedValue<Value: VectorArithmetic & Sendable>: Sendable {
  /// The model value: the latest target, in the value's units.
  public private(set) var target: Value
  /// What runs, if anything.
  private(set) var animator: Animator<Value>? {
    didSet { span = animator.map { ($0.beginTime, $0.end) } }
  }
  /// When what runs began, and how long after that it ends (`Animator.isFinished`): nil at
  /// rest. `isAnimating(at:)` reads these two numbers, inlined where it is asked, rather than
  /// the animator. A node asks it of its frame, presence and effects at every frame, and
  /// asking the animator copied the whole value first: a tenth of the graph's frame of 1,000
  /// animated views (`bench --views`).
  @usableFromInline private(set) var span: (begin: Double, end: Double)?

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
  @_specialize(exported: true, where Value == Double)
  @_specialize(exported: true, where Value == AnimatablePair<Double, Double>)
  @_specialize(exported: true, where Value == AnimatablePair<AnimatablePair<Double, Double>, Double>)
  @_specialize(exported: true, where Value == AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>)
  public mutating func set(_ target: Value, animation: Animation?, at time: Double) {
    // The same target again is no change, with or without an animation: what runs goes on (a
    // body that runs again with the value it had must not stop a `repeatForever`).
    guard target != self.target else { return }
    guard let animation else {
      animator = nil
      self.target = target
      return
    }
    let change = target - self.target
    self.target = target
    if var running = animator, !running.isFinished(at: time) {
      running.combine(animation.node, change: change, at: time)
      animator = running
    } else {
      animator = Animator(node: animation.node, interval: change, at: time)
    }
  }

  /// Moves the value by `delta`, its target and whatever runs alike: the presented value at
  /// every time moves by `delta`, and the motion in flight goes on from there.
  package mutating func shift(by delta: Value) {
    target += delta
  }

  /// The presented value at `time` (seconds), in the value's units.
  // Pre-specialised for the value types the library's nodes animate (opacity, scale and
  // offset pairs, frames): a client calls these entry points directly instead of the generic
  // one, which looked up generic metadata at every sample (measured: half the CPU of a frame of
  // 1,000 animated views, `bench --views`).
  @_specialize(exported: true, where Value == Double)
  @_specialize(exported: true, where Value == AnimatablePair<Double, Double>)
  @_specialize(exported: true, where Value == AnimatablePair<AnimatablePair<Double, Double>, Double>)
  @_specialize(exported: true, where Value == AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>)
  public func value(at time: Double) -> Value {
    guard let animator, let sample = animator.sample(at: time, velocity: false) else { return target }
    return target - animator.interval + sample.offset
  }

  /// The presented value's velocity at `time` (seconds), in the value's units per second.
  public func velocity(at time: Double) -> Value {
    animator?.sample(at: time)?.velocity ?? .zero
  }

  /// Whether an animation is still running at `time` (seconds). Stays true forever under a
  /// `repeatForever` animation.
  @inlinable
  public func isAnimating(at time: Double) -> Bool {
    guard let span else { return false }
    return !(time - span.begin >= span.end)
  }

  /// Drops the animator once it has finished by `time` (seconds), so the state stays bounded.
  /// Sampling at or after `time` is unchanged.
  public mutating func removeFinished(at time: Double) {
    if let animator, animator.isFinished(at: time) {
      self.animator = nil
    }
  }

  /// The animation that moves the value at `time`, when it started (seconds) and how far the
  /// value moves in all (the magnitude of the change, in the value's units: a spring's run
  /// depends on it): the newest of the running segments, whose motion the others blend into;
  /// nil at rest.
  package func animationInFlight(at time: Double) -> (animation: Animation, start: Double, distance: Double)? {
    guard let animator, !animator.isFinished(at: time), let newest = animator.segments.last else { return nil }
    return (Animation(node: newest.node), animator.beginTime + newest.start, animator.interval.magnitudeSquared.squareRoot())
  }

  /// How many animation segments are kept (0 at rest): bounded however often the target changes.
  package var segmentCount: Int {
    animator?.segmentCount ?? 0
  }
}
