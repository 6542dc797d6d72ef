import Synchronization

/// What SwiftUI runs for one animated value between rest and rest: its `AnimatorState`
/// (OpenSwiftUI `AnimatableAttribute.swift`), with `DefaultCombiningAnimation` for animations
/// that interrupt without merging.
///
/// The animator began at `beginTime` and moves the value by `interval` in all. Its segments are
/// SwiftUI's combining entries: each started at `start` (seconds after `beginTime`) and heads for
/// `goal`, its part of the interval. Sampling runs them in order: a segment moves from where the
/// segments before it are now to its goal (result += animate(goal − result)), and a finished
/// segment sits on its goal. So a new non-merging animation blends from the moving value to the
/// new target; it does not add to the old motion.
///
/// A spring (`FluidSpringAnimation`, including `default`) that interrupts anything merges: it
/// replaces every segment, starting from the current offset (and, after a single spring or a
/// timing curve that reports one, the current velocity), as SwiftUI's `shouldMerge` does.
///
/// Bounded cost, as in SwiftUI: a finished segment supersedes every segment before it; segments
/// whose influence on every later sample is below 1e-9 of the move are dropped (their weight is
/// the product of 1 − progress of the monotone curves after them); and changes that arrive within
/// 1/240 s of the newest segment's start fold into it, as SwiftUI folds the changes between two
/// frames into one. At most `maximumSegments` segments are kept.
struct Animator<Value: VectorArithmetic & Sendable>: Sendable {
  /// When the animator began, seconds on the caller's timeline.
  let beginTime: Double
  /// The whole change, in the value's units: the presented value is target − interval + offset.
  private(set) var interval: Value
  /// The combining entries, oldest first; never empty.
  private(set) var segments: [AnimatorSegment<Value>]

  /// How close, in seconds, a change must follow the newest segment's start to fold into it.
  static var foldWindow: Double { 1.0 / 240 }
  /// The relative influence below which old segments are dropped.
  static var negligibleWeight: Double { 1e-9 }
  /// The most segments kept; beyond it the oldest is treated as finished.
  static var maximumSegments: Int { 256 }

  init(node: AnimationNode, interval: Value, at time: Double) {
    beginTime = time
    self.interval = interval
    let spring = node.fluidSpring.map { _ in
      FluidSpringRun(integrator: node.fluidIntegrator, start: FluidSpringState<Value>())
    }
    segments = [AnimatorSegment(node: node, start: 0, goal: interval, spring: spring)]
  }

  /// The offset from the animator's start at `time`, and its velocity; nil once finished.
  ///
  /// Without `velocity`, the rate is worked out only where a later segment needs it: the offset
  /// is the same, and a frame (which presents offsets only) skips two of every three curve
  /// evaluations of its last segment.
  func sample(at time: Double, velocity: Bool = true) -> (offset: Value, velocity: Value)? {
    let elapsed = time - beginTime
    let last = segments.count - 1
    guard elapsed < segments[last].end else { return nil }
    var result = Value.zero
    var rate = Value.zero
    for index in segments.indices {
      guard elapsed < segments[index].end else {
        result = segments[index].goal
        rate = .zero
        continue
      }
      if let spring = segments[index].spring {
        let state = spring.state(at: elapsed, goal: segments[index].goal)
        result = state.offset
        rate = state.velocity
        continue
      }
      let local = max(0, elapsed - segments[index].start)
      let remaining = segments[index].goal - result
      let node = segments[index].node
      let moved = node.offset(delta: remaining, initialVelocity: .zero, time: local)
      if velocity || index < last {
        // Each segment is linear in its change, so d/dt[r + a(g − r, t)] = r' − a(r', t) + a_t.
        let carried = node.offset(delta: rate, initialVelocity: .zero, time: local)
        rate = rate - carried + node.velocity(delta: remaining, initialVelocity: .zero, time: local)
      }
      result += moved
    }
    return (result, rate)
  }

  /// Whether every segment has finished by `time`.
  func isFinished(at time: Double) -> Bool {
    time - beginTime >= end
  }

  /// When the newest segment ends, in seconds after `beginTime` (infinity for one that repeats
  /// for ever): every segment has finished then.
  var end: Double { segments[segments.count - 1].end }

  /// The number of segments kept.
  var segmentCount: Int { segments.count }

  /// Takes a new change of the model value at `time`, animated by `node`.
  mutating func combine(_ node: AnimationNode, change: Value, at time: Double) {
    let elapsed = time - beginTime
    if node.isMergeableSpring, case .some(let spring) = node.fluidSpring {
      merge(spring, node: node, change: change, at: elapsed)
      return
    }
    interval += change
    if let newest = segments.last, newest.spring == nil, newest.node == node,
      elapsed - newest.start < Animator.foldWindow, segments.count > 1
    {
      // Fold into the newest segment, as SwiftUI folds changes between two frames.
      segments[segments.count - 1].retarget(goal: interval)
      if segments[segments.count - 1].goal == segments[segments.count - 2].goal {
        segments.removeLast()
      }
    } else {
      // It runs for the distance it covers when it begins (after a delay): from where the
      // segments before it are then to its goal, as SwiftUI's combined animation hands each
      // animation its goal less the others' value. (A spring's run depends on the distance: a
      // delayed spring back to where the value started has a goal of zero, and ended as soon as
      // its delay did, jumping there.)
      let begins = elapsed + node.leadingDelay
      let before = sample(at: beginTime + begins, velocity: false)?.offset ?? segments[segments.count - 1].goal
      segments.append(
        AnimatorSegment(node: node, start: elapsed, goal: interval, spring: nil, distance: interval - before))
    }
    prune(at: elapsed)
  }

  /// SwiftUI's `FluidSpringAnimation.shouldMerge`: the spring takes over from the current
  /// offset; it inherits the velocity of a single segment that reports one (a spring, a
  /// `UnitCurve` animation), else zero, and the force of a single spring.
  private mutating func merge(
    _ spring: (response: Double, fraction: Double, blend: Double), node: AnimationNode,
    change: Value, at elapsed: Double
  ) {
    var state = FluidSpringState<Value>()
    state.time = elapsed
    var blendInterval = 0.0
    if let current = sample(at: beginTime + elapsed) {
      state.offset = current.offset
      if segments.count == 1, let only = segments.first, elapsed < only.end {
        if let running = only.spring {
          let advanced = running.state(at: elapsed, goal: only.goal)
          state.velocity = advanced.velocity
          state.force = advanced.force
          if running.integrator.response != spring.response {
            blendInterval = running.integrator.response - spring.response
          }
        } else if only.node.reportsVelocity {
          state.velocity = current.velocity
        }
      }
    } else {
      state.offset = interval
    }
    interval += change
    let integrator = FluidSpringIntegrator(
      response: spring.response, dampingFraction: spring.fraction, blendDuration: spring.blend,
      blendInterval: blendInterval, blendStart: elapsed)
    let run = FluidSpringRun(integrator: integrator, start: state)
    segments = [AnimatorSegment(node: node, start: elapsed, goal: interval, spring: run)]
  }

  /// Drops what can no longer be seen: everything before the newest segment that has finished
  /// by `elapsed`, then everything whose weight on later samples is below `negligibleWeight`.
  private mutating func prune(at elapsed: Double) {
    if let finished = segments.lastIndex(where: { elapsed >= $0.end }), finished > 0 {
      segments.removeFirst(finished)
    }
    // The weight of the segments before `index` on any sample at or after `elapsed`: they can
    // move the result by at most weight · 2 · (the largest goal).
    var weight = 2.0
    var index = segments.count - 1
    while index > 0 {
      weight *= segments[index].futureFactor(at: elapsed)
      if !(weight <= Animator.negligibleWeight) { index -= 1; continue }
      // Drop them and let the segment before `index` stand on its goal.
      segments[index - 1].finish()
      segments.removeFirst(index - 1)
      break
    }
    if segments.count > Animator.maximumSegments {
      segments[segments.count - Animator.maximumSegments].finish()
      segments.removeFirst(segments.count - Animator.maximumSegments)
    }
  }
}

/// One combining entry of an `Animator`.
struct AnimatorSegment<Value: VectorArithmetic & Sendable>: Sendable {
  let node: AnimationNode
  /// Seconds after the animator began.
  let start: Double
  /// Where this segment heads, as an offset from the animator's start.
  private(set) var goal: Value
  /// The integrator state of a merging spring (the first segment only), else nil.
  let spring: FluidSpringRun<Value>?
  /// Seconds after the animator began at which this segment has finished.
  private(set) var end: Double

  /// A segment from `start` towards `goal`; `distance` is the change it animates when it
  /// begins (by default its goal: the first segment's, from the animator's start).
  init(node: AnimationNode, start: Double, goal: Value, spring: FluidSpringRun<Value>?, distance: Value? = nil) {
    self.node = node
    self.start = start
    self.goal = goal
    self.spring = spring
    if let spring {
      end = spring.integrator.endTime(from: spring.start, goal: goal)
    } else {
      end = start + node.duration(delta: distance ?? goal, initialVelocity: Value.zero)
    }
  }

  /// Heads for a new goal (a change folded in within `Animator.foldWindow`).
  mutating func retarget(goal: Value) {
    self.goal = goal
  }

  /// Marks the segment finished: it sits on its goal from now on.
  mutating func finish() {
    end = -.infinity
  }

  /// A bound on |1 − progress| of this segment at every time from `elapsed` on: 1 − progress
  /// now for a monotone curve with progress in [0, 1]; 1 for other bounded animations; infinity
  /// when nothing is known (custom animations, overshooting curves).
  func futureFactor(at elapsed: Double) -> Double {
    if elapsed >= end { return 0 }
    switch node.progressBound {
    case .monotone:
      let progress = node.offset(delta: 1.0, initialVelocity: 0, time: max(0, elapsed - start))
      return max(0, 1 - progress)
    case .bounded:
      return 1
    case .unknown:
      return .infinity
    }
  }
}

/// A merged spring's integrator and the state it started from.
struct FluidSpringRun<Value: VectorArithmetic & Sendable>: Sendable {
  let integrator: FluidSpringIntegrator
  let start: FluidSpringState<Value>
  /// The state the last sample stepped to (shared by copies of the run).
  private let last = FluidSpringMemo<Value>()

  init(integrator: FluidSpringIntegrator, start: FluidSpringState<Value>) {
    self.integrator = integrator
    self.start = start
  }

  /// The state at animator time `elapsed`: stepped from the start while before `elapsed`.
  ///
  /// Frames sample at later and later times, so the steps go on from the state the last sample
  /// reached when that is not past `elapsed`: the same steps in the same order as from the
  /// start, so the same state, without stepping again through the whole run at every frame
  /// (a second into a spring, hundreds of steps a sample).
  func state(at elapsed: Double, goal: Value) -> FluidSpringState<Value> {
    var state = last.state(notAfter: elapsed, goal: goal) ?? start
    integrator.advance(&state, to: elapsed, goal: goal)
    last.keep(state, goal: goal)
    return state
  }
}

/// The state a spring run was last stepped to, towards which goal.
final class FluidSpringMemo<Value: VectorArithmetic & Sendable>: Sendable {
  private let kept = Mutex<(state: FluidSpringState<Value>, goal: Value)?>(nil)

  /// The kept state when it was stepped towards `goal` and its time is not after `elapsed`.
  func state(notAfter elapsed: Double, goal: Value) -> FluidSpringState<Value>? {
    kept.withLock { kept in
      guard let kept, kept.goal == goal, kept.state.time <= elapsed else { return nil }
      return kept.state
    }
  }

  func keep(_ state: FluidSpringState<Value>, goal: Value) {
    kept.withLock { $0 = (state, goal) }
  }
}
