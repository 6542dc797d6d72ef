extension Animation {
  /// Samples the animation as a pure function of elapsed time, in the shape of SwiftUI's
  /// `CustomAnimation.animate(value:time:context:)`.
  ///
  /// - Parameters:
  ///   - value: The total change Δ the animation makes (target − start), in the value's units.
  ///   - time: Seconds since the animation started (values < 0 act as 0).
  ///   - context: Per-animation state. A merged spring starts with the velocity it inherited;
  ///     `isLogicallyComplete` is set once the animation is logically complete.
  /// - Returns: The offset from the start towards Δ at `time`, or nil once the animation has
  ///   finished (then the animated value is at its target).
  public func animate<V: VectorArithmetic>(
    value: V, time: Double, context: inout AnimationContext<V>
  ) -> V? {
    if case .custom(let custom) = node {
      return custom.base.animate(value: value, time: time, context: &context)
    }
    let velocity = context.initialVelocity
    if time >= node.logicalDuration(delta: value, initialVelocity: velocity) {
      context.isLogicallyComplete = true
    }
    guard time < duration(for: value, context: context) else { return nil }
    return node.offset(delta: value, initialVelocity: velocity, time: max(0, time))
  }

  /// The velocity of the offset returned by `animate(value:time:context:)`.
  ///
  /// - Parameters:
  ///   - value: The total change Δ, in the value's units.
  ///   - time: Seconds since the animation started (values < 0 act as 0).
  ///   - context: Per-animation state, as for `animate(value:time:context:)`.
  /// - Returns: The velocity in the value's units per second, or nil once finished.
  public func velocity<V: VectorArithmetic>(
    value: V, time: Double, context: AnimationContext<V>
  ) -> V? {
    if case .custom(let custom) = node {
      return custom.base.velocity(value: value, time: time, context: context)
    }
    guard time < duration(for: value, context: context) else { return nil }
    return node.velocity(
      delta: value, initialVelocity: context.initialVelocity, time: max(0, time))
  }

  /// How long the animation runs for a change `value`, in seconds: `animate` returns nil from
  /// this time on.
  ///
  /// Timing curves run their duration. A spring runs until it is at rest: from then on its
  /// distance to the target stays ≤ 0.001·S and its speed ≤ 0.001·S·ω₀, where
  /// S = max(|Δ|, |v₀|/ω₀) and ω₀ = 2π / `Spring.duration`; this is solved on exact envelopes
  /// of the closed form, so it does not depend on a frame rate. Delay adds, speed divides,
  /// `repeatCount` multiplies the leg duration, and `repeatForever` is infinite.
  ///
  /// - Parameters:
  ///   - value: The total change Δ, in the value's units.
  ///   - context: Per-animation state (the initial velocity matters for springs).
  /// - Returns: Seconds, ≥ 0, possibly `.infinity`.
  public func duration<V: VectorArithmetic>(
    for value: V, context: AnimationContext<V> = AnimationContext()
  ) -> Double {
    node.duration(delta: value, initialVelocity: context.initialVelocity)
  }

  /// The spring of a plain spring animation (`.spring(…)`, `.snappy`, `.bouncy`, `.smooth`,
  /// `.default`, and `.interpolatingSpring(…)` from rest), whose figures have a closed form;
  /// nil for anything else (a delayed or repeating spring included).
  package var spring: Spring? {
    switch node {
    case .fluidSpring(let response, let fraction, _): Spring(response: response, dampingRatio: fraction)
    case .defaultAnimation:
      Spring(response: AnimationNode.defaultSpring.response, dampingRatio: AnimationNode.defaultSpring.dampingFraction)
    case .interpolatingSpring(let mass, let stiffness, let damping, 0):
      Spring(mass: mass, stiffness: stiffness, damping: damping, allowOverDamping: true)
    default: nil
    }
  }

  /// One cycle of a `repeatForever` animation of a unit change, in seconds: its leg, twice
  /// when it autoreverses (it is back where it began); delay keeps it, speed divides it. Nil
  /// for an animation that ends, and for one whose leg does not.
  package var repeatCycle: Double? { node.repeatCycle(delta: 1) }

  /// One cycle of a `repeatForever` animation of a change of `distance`: a spring's leg lasts
  /// until it settles within SwiftUI's absolute threshold, so it is longer for a longer move
  /// (a 24-point bounce of `.spring(response: 0.4, dampingFraction: 0.5)` repeats every
  /// 2.43 s, where a unit move's cycle is 1.52 s).
  package func repeatCycle(for distance: Double) -> Double? { node.repeatCycle(delta: distance) }

  /// The animation a `repeatForever` repeats (through delay, speed and logical completion);
  /// nil for any other.
  package var repeatedLeg: Animation? { node.repeatedLeg.map(Animation.init(node:)) }

  /// When the animation is logically complete for a change `value`, in seconds since its start:
  /// the point where SwiftUI sets `isLogicallyComplete` (a fluid spring after its response, an
  /// interpolating spring after 2π/√k, a timing curve at its end, `logicallyComplete(after:)`
  /// at the given time; delay adds, speed divides). What `withAnimation`'s
  /// `.logicallyComplete` criterion and the phase animator wait for.
  ///
  /// - Parameters:
  ///   - value: The total change Δ, in the value's units.
  ///   - context: Per-animation state (the initial velocity).
  /// - Returns: Seconds, ≥ 0, possibly `.infinity` (a `repeatForever`).
  package func logicalDuration<V: VectorArithmetic>(
    for value: V, context: AnimationContext<V> = AnimationContext()
  ) -> Double {
    node.logicalDuration(delta: value, initialVelocity: context.initialVelocity)
  }
}

extension AnimationNode {
  /// See `Animation.repeatCycle(for:)`.
  func repeatCycle(delta: Double) -> Double? {
    switch self {
    case .repeating(nil, let autoreverses, let base):
      let leg = base.duration(delta: delta, initialVelocity: 0.0)
      return leg.isFinite && leg > 0 ? leg * (autoreverses ? 2 : 1) : nil
    case .delay(_, let base), .logicallyComplete(_, let base): return base.repeatCycle(delta: delta)
    case .speed(let speed, let base): return speed > 0 ? base.repeatCycle(delta: delta).map { $0 / speed } : nil
    default: return nil
    }
  }

  /// See `Animation.repeatedLeg`.
  var repeatedLeg: AnimationNode? {
    switch self {
    case .repeating(nil, _, let base): return base
    case .delay(_, let base), .logicallyComplete(_, let base), .speed(_, let base): return base.repeatedLeg
    default: return nil
    }
  }
}
