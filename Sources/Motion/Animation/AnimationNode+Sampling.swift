extension AnimationNode {
  /// How long the animation runs for a change `delta` starting at `initialVelocity`, in
  /// seconds (≥ 0; infinite for `repeatForever` and undamped springs).
  func duration<V: VectorArithmetic>(delta: V, initialVelocity: V) -> Double {
    switch self {
    case .timingCurve(_, let duration):
      return duration
    case .spring(let spring, _):
      return spring.restTime(target: delta, initialVelocity: initialVelocity)
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
    }
  }

  /// The offset from the start towards `delta` at `time` seconds (0 ≤ time < duration).
  func offset<V: VectorArithmetic>(delta: V, initialVelocity: V, time: Double) -> V {
    switch self {
    case .timingCurve(let curve, let duration):
      guard duration > 0 else { return delta }
      return delta.scaled(by: curve.value(at: time / duration))
    case .spring(let spring, _):
      return spring.value(target: delta, initialVelocity: initialVelocity, time: time)
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
    }
  }

  /// The rate of change of `offset` at `time` seconds, in the value's units per second.
  func velocity<V: VectorArithmetic>(delta: V, initialVelocity: V, time: Double) -> V {
    switch self {
    case .timingCurve(let curve, let duration):
      guard duration > 0 else { return .zero }
      return delta.scaled(by: curve.velocity(at: time / duration) / duration)
    case .spring(let spring, _):
      return spring.velocity(target: delta, initialVelocity: initialVelocity, time: time)
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
    }
  }

  /// Whether this animation merges with a running spring when it interrupts one: a spring,
  /// optionally sped up. Delays and repeats never merge.
  var isMergeableSpring: Bool {
    switch self {
    case .spring:
      return true
    case .speed(let speed, let base):
      return speed > 0 && base.isMergeableSpring
    case .timingCurve, .delay, .repeating:
      return false
    }
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
