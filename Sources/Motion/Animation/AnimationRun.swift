/// One animation running inside an `AnimatedValue`: it moves the presented value by `delta`
/// in total, starting at `startTime` with `initialVelocity`.
struct AnimationRun<Value: VectorArithmetic & Sendable>: Sendable {
  /// The animation.
  let animation: Animation
  /// The total change this run makes, in the value's units.
  let delta: Value
  /// The velocity of this run's offset at its start, in the value's units per second.
  let initialVelocity: Value
  /// When the run started, in seconds on the caller's timeline.
  let startTime: Double
  /// When the run finishes, in seconds on the caller's timeline (may be infinite).
  let endTime: Double

  init(animation: Animation, delta: Value, initialVelocity: Value, startTime: Double) {
    self.animation = animation
    self.delta = delta
    self.initialVelocity = initialVelocity
    self.startTime = startTime
    let duration = animation.node.duration(delta: delta, initialVelocity: initialVelocity)
    self.endTime = startTime + duration
  }

  /// Whether the run has finished at `time` (seconds on the caller's timeline).
  func isFinished(at time: Double) -> Bool {
    time >= endTime
  }

  /// How far the presented value still is from where this run will leave it: Δ − offset.
  func remaining(at time: Double) -> Value {
    guard time < endTime else { return .zero }
    let elapsed = max(0, time - startTime)
    return delta
      - animation.node.offset(delta: delta, initialVelocity: initialVelocity, time: elapsed)
  }

  /// The velocity this run contributes at `time`, in the value's units per second.
  func velocity(at time: Double) -> Value {
    guard time < endTime else { return .zero }
    let elapsed = max(0, time - startTime)
    return animation.node.velocity(
      delta: delta, initialVelocity: initialVelocity, time: elapsed)
  }
}
