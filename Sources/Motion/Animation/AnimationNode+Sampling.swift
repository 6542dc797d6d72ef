extension AnimationNode {
  /// How long the animation runs for a change `delta` starting at `initialVelocity`, in
  /// seconds (≥ 0; infinite for `repeatForever` and undamped springs).
  func duration<V: VectorArithmetic>(delta: V, initialVelocity: V) -> Double {
    switch self {
    case .bezier(_, let duration), .unitCurve(_, let duration):
      return duration
    case .fluidSpring, .defaultAnimation:
      return fluidIntegrator.endTime(from: fluidStart(initialVelocity), goal: delta)
    case .interpolatingSpring(let mass, let stiffness, let damping, let velocity):
      return InterpolatingSpringModel(
        mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity
      ).duration
    case .delay(let delay, let base):
      return delay + base.duration(delta: delta, initialVelocity: initialVelocity)
    case .speed(let speed, let base):
      guard speed > 0 else { return .infinity }
      let velocity = initialVelocity.scaled(by: 1 / speed)
      return base.duration(delta: delta, initialVelocity: velocity) / speed
    case .repeating(let count, _, let base):
      if count == 0 { return 0 }
      let leg = base.duration(delta: delta, initialVelocity: V.zero)
      guard leg > 0 else { return 0 }
      guard let count, leg.isFinite else { return .infinity }
      return Double(count) * leg
    case .logicallyComplete(_, let base):
      return base.duration(delta: delta, initialVelocity: initialVelocity)
    case .custom(let custom):
      return AnimationNode.customDuration(custom.base, delta: delta)
    }
  }

  /// How long the animation waits before it moves, in seconds: its delays, at its speeds.
  var leadingDelay: Double {
    switch self {
    case .delay(let delay, let base): delay + base.leadingDelay
    case .speed(let speed, let base): speed > 0 ? base.leadingDelay / speed : 0
    case .logicallyComplete(_, let base): base.leadingDelay
    default: 0
    }
  }

  /// The offset from the start towards `delta` at `time` seconds (0 ≤ time < duration).
  func offset<V: VectorArithmetic>(delta: V, initialVelocity: V, time: Double) -> V {
    switch self {
    case .bezier(let curve, let duration), .unitCurve(let curve, let duration):
      guard duration > 0 else { return delta }
      return delta.scaled(by: curve.value(at: time / duration))
    case .fluidSpring, .defaultAnimation:
      var state = fluidStart(initialVelocity)
      fluidIntegrator.advance(&state, to: time, goal: delta)
      return state.offset
    case .interpolatingSpring(let mass, let stiffness, let damping, let velocity):
      let model = InterpolatingSpringModel(
        mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
      return delta.scaled(by: model.sample(at: time))
    case .delay(let delay, let base):
      guard time >= delay else { return .zero }
      return base.offset(delta: delta, initialVelocity: initialVelocity, time: time - delay)
    case .speed(let speed, let base):
      guard speed > 0 else { return .zero }
      let velocity = initialVelocity.scaled(by: 1 / speed)
      return base.offset(delta: delta, initialVelocity: velocity, time: time * speed)
    case .repeating(_, let autoreverses, let base):
      let leg = base.duration(delta: delta, initialVelocity: V.zero)
      let position = AnimationNode.legPosition(time: time, legDuration: leg)
      let value = base.offset(delta: delta, initialVelocity: .zero, time: position.time)
      return autoreverses && position.isOdd ? delta - value : value
    case .logicallyComplete(_, let base):
      return base.offset(delta: delta, initialVelocity: initialVelocity, time: time)
    case .custom(let custom):
      var context = AnimationContext<V>()
      return custom.base.animate(value: delta, time: time, context: &context) ?? delta
    }
  }

  /// The rate of change of `offset` at `time` seconds, in the value's units per second. Springs
  /// use the exact derivative (`Spring.physicalVelocity`), which merging needs.
  func velocity<V: VectorArithmetic>(delta: V, initialVelocity: V, time: Double) -> V {
    switch self {
    case .bezier(let curve, let duration), .unitCurve(let curve, let duration):
      guard duration > 0 else { return .zero }
      return delta.scaled(by: curve.velocity(at: time / duration) / duration)
    case .fluidSpring, .defaultAnimation:
      var state = fluidStart(initialVelocity)
      fluidIntegrator.advance(&state, to: time, goal: delta)
      return state.velocity
    case .interpolatingSpring(let mass, let stiffness, let damping, let velocity):
      let model = InterpolatingSpringModel(
        mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity)
      return delta.scaled(by: model.rate(at: time))
    case .delay(let delay, let base):
      guard time >= delay else { return .zero }
      return base.velocity(delta: delta, initialVelocity: initialVelocity, time: time - delay)
    case .speed(let speed, let base):
      guard speed > 0 else { return .zero }
      let velocity = initialVelocity.scaled(by: 1 / speed)
      return base.velocity(delta: delta, initialVelocity: velocity, time: time * speed)
        .scaled(by: speed)
    case .repeating(_, let autoreverses, let base):
      let leg = base.duration(delta: delta, initialVelocity: V.zero)
      let position = AnimationNode.legPosition(time: time, legDuration: leg)
      let rate = base.velocity(delta: delta, initialVelocity: .zero, time: position.time)
      return autoreverses && position.isOdd ? V.zero - rate : rate
    case .logicallyComplete(_, let base):
      return base.velocity(delta: delta, initialVelocity: initialVelocity, time: time)
    case .custom(let custom):
      return custom.base.velocity(value: delta, time: time, context: AnimationContext<V>())
        ?? .zero
    }
  }

  /// When the animation is logically complete, in seconds since its start: SwiftUI's
  /// `isLogicallyComplete` points (a fluid spring after its response, an interpolating spring
  /// after 2π/√k, a timing curve at its end, `logicallyComplete(after:)` at the given time).
  func logicalDuration<V: VectorArithmetic>(delta: V, initialVelocity: V) -> Double {
    switch self {
    case .fluidSpring(let response, _, _):
      return response
    case .defaultAnimation:
      return AnimationNode.defaultSpring.response
    case .interpolatingSpring(let mass, let stiffness, let damping, let velocity):
      return InterpolatingSpringModel(
        mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity
      ).logicalDuration
    case .delay(let delay, let base):
      return delay + base.logicalDuration(delta: delta, initialVelocity: initialVelocity)
    case .speed(let speed, let base):
      guard speed > 0 else { return .infinity }
      let velocity = initialVelocity.scaled(by: 1 / speed)
      return base.logicalDuration(delta: delta, initialVelocity: velocity) / speed
    case .logicallyComplete(let after, let base):
      return min(after, base.logicalDuration(delta: delta, initialVelocity: initialVelocity))
    case .bezier, .unitCurve, .repeating, .custom:
      return duration(delta: delta, initialVelocity: initialVelocity)
    }
  }

  /// The integrator of a fluid spring or the default animation, without blending.
  var fluidIntegrator: FluidSpringIntegrator {
    let spring = fluidSpring ?? (AnimationNode.defaultSpring.response, 1, 0)
    return FluidSpringIntegrator(
      response: spring.response, dampingFraction: spring.fraction, blendDuration: spring.blend,
      blendInterval: 0, blendStart: 0)
  }

  /// A fluid spring's state at its start: at rest at 0, moving at `velocity`.
  func fluidStart<V: VectorArithmetic>(_ velocity: V) -> FluidSpringState<V> {
    var state = FluidSpringState<V>()
    state.velocity = velocity
    return state
  }

  /// Whether this animation takes over whatever runs when it interrupts it: SwiftUI's
  /// `FluidSpringAnimation.shouldMerge` returns true (a fluid spring or the default animation,
  /// optionally marked `logicallyComplete(after:)`). Every other animation combines.
  var isMergeableSpring: Bool {
    fluidSpring != nil
  }

  /// The response (s), damping fraction and blend duration (s) of a merging spring, else nil.
  var fluidSpring: (response: Double, fraction: Double, blend: Double)? {
    switch self {
    case .fluidSpring(let response, let fraction, let blend):
      return (response, fraction, blend)
    case .defaultAnimation:
      return (AnimationNode.defaultSpring.response, AnimationNode.defaultSpring.dampingFraction, 0)
    case .logicallyComplete(_, let base):
      return base.fluidSpring
    default:
      return nil
    }
  }

  /// Whether SwiftUI's animation type reports a velocity (`UnitCurveAnimation` and custom
  /// animations may; `BezierAnimation`, `SpringAnimation` and the modifiers do not): a spring
  /// that merges over it inherits that velocity, else it starts from rest.
  var reportsVelocity: Bool {
    switch self {
    case .unitCurve, .custom, .fluidSpring, .defaultAnimation:
      return true
    case .bezier, .interpolatingSpring, .delay, .speed, .repeating, .logicallyComplete:
      return false
    }
  }

  /// What is known of this animation's progress (offset / change) over time.
  var progressBound: ProgressBound {
    switch self {
    case .bezier(let curve, _), .unitCurve(let curve, _):
      return curve.isMonotoneInUnitRange ? .monotone : .unknown
    case .fluidSpring, .defaultAnimation, .interpolatingSpring:
      return .bounded
    case .delay(_, let base), .speed(_, let base), .logicallyComplete(_, let base):
      return base.progressBound
    case .repeating(_, _, let base):
      return base.progressBound == .unknown ? .unknown : .bounded
    case .custom:
      return .unknown
    }
  }

  /// When a custom animation first returns nil for a change `delta`, in seconds: found by
  /// doubling from 1/64 s, then bisection to 1 µs; infinite if it still runs after 2²⁰ s.
  static func customDuration<V: VectorArithmetic>(_ base: any CustomAnimation, delta: V) -> Double {
    func finished(_ time: Double) -> Bool {
      var context = AnimationContext<V>()
      return base.animate(value: delta, time: time, context: &context) == nil
    }
    if finished(0) { return 0 }
    var low = 0.0
    var high = 1.0 / 64
    while !finished(high) {
      low = high
      high *= 2
      if high > 1_048_576 { return .infinity }
    }
    while high - low > 1e-6 {
      let middle = (low + high) / 2
      if finished(middle) {
        high = middle
      } else {
        low = middle
      }
    }
    return high
  }

  /// Which leg `time` falls in and the time within it, for legs of `legDuration` seconds.
  /// An infinite leg never ends: everything is leg 0.
  static func legPosition(time: Double, legDuration: Double) -> (time: Double, isOdd: Bool) {
    guard legDuration > 0, legDuration.isFinite else { return (time, false) }
    var index = (time / legDuration).rounded(.down)
    var local = time - index * legDuration
    if local < 0 {
      index -= 1
      local += legDuration
    } else if local >= legDuration {
      index += 1
      local -= legDuration
    }
    let isOdd = index.truncatingRemainder(dividingBy: 2) != 0
    return (min(max(local, 0), legDuration), isOdd)
  }
}

/// What is known of an animation's progress p(t) = offset / change.
enum ProgressBound: Equatable {
  /// Non-decreasing, within [0, 1].
  case monotone
  /// |1 − p| ≤ 1 at all times.
  case bounded
  /// Nothing.
  case unknown
}
