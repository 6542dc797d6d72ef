#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// SwiftUI's `FluidSpringAnimation` in motion: the spring behind `Animation.spring`, `.smooth`,
/// `.snappy`, `.bouncy`, `.interactiveSpring` and `.default`, advanced by a fixed-step
/// velocity-Verlet integrator at 300 Hz (OpenSwiftUI `FluidSpringAnimation.swift`), not by the
/// closed form.
///
/// Each step of h = 1/300 s, with stiffness k = min((2π/r)², 45000), damping c = 2√k·ζ and Δ the
/// animator's whole change:
///
///     f = F·(1/600) + v;  x += f·(1/300);  F = f·(−c) + (Δ − x)·k;  v = F·(1/600) + f
///
/// A sample at time T is the state after stepping while t < T, so values change on a 1/300 s
/// grid that starts where the spring started (or was last retargeted). The spring has finished
/// at the first step after which |v|² and |F|² are both ≤ 0.0036 and x is within 1 % of Δ; a
/// merged spring keeps the offset, velocity and force it inherited and restarts its grid at the
/// merge. Where SwiftUI depends on when frames are drawn (it tests for the end only at frames,
/// computes the blended response once per frame, takes the velocity and force of the last drawn
/// frame when merging, and skips ahead after a 1 s gap), Motion uses every step, as if frames
/// came at 300 Hz; values at the steps are SwiftUI's.
struct FluidSpringIntegrator: Hashable, Sendable {
  /// The spring's response in seconds and damping fraction.
  let response: Double
  let dampingFraction: Double
  /// Blending from a merged spring's response: over `blendDuration` seconds from
  /// `blendStart` (animator time), the response moves from `response + blendInterval` to
  /// `response` along 1 − p²(3 − 2p).
  let blendDuration: Double
  let blendInterval: Double
  let blendStart: Double

  /// The integration step, 1/300 s.
  static let step = 1.0 / 300
  /// Half a step, as SwiftUI scales it: 1/600.
  static let halfStep = 1.0 / 600
  /// The largest stiffness SwiftUI integrates with.
  static let maximumStiffness = 45000.0

  /// The response in force at animator time `time`, with SwiftUI's smoothstep blend (its
  /// progress clamped to [0, 1]; OpenSwiftUI's transcription clamps the duration instead, which
  /// would make the response grow without bound once the blend is over).
  func response(at time: Double) -> Double {
    guard blendDuration > 0, blendInterval != 0 else { return response }
    let progress = min(max((time - blendStart) / blendDuration, 0), 1)
    return response + blendInterval * (1 - progress * progress * (3 - progress * 2))
  }

  /// Stiffness and damping at animator time `time`.
  func coefficients(at time: Double) -> (stiffness: Double, damping: Double) {
    let current = response(at: time)
    let stiffness = min(
      current > 0 ? pow(Spring.tau / current, 2) : 1, FluidSpringIntegrator.maximumStiffness)
    return (stiffness, Animation.springDamping(fraction: dampingFraction, stiffness: stiffness))
  }

  /// Advances `state` by whole steps while its time is before `time`, towards `goal`.
  func advance<V: VectorArithmetic>(_ state: inout FluidSpringState<V>, to time: Double, goal: V) {
    while state.time < time {
      stepOnce(&state, goal: goal)
    }
  }

  /// One velocity-Verlet step, in SwiftUI's order of operations.
  func stepOnce<V: VectorArithmetic>(_ state: inout FluidSpringState<V>, goal: V) {
    let (stiffness, damping) = coefficients(at: state.time)
    var half = state.force
    half.scale(by: FluidSpringIntegrator.halfStep)
    half += state.velocity
    state.offset += half.scaled(by: FluidSpringIntegrator.step)
    var displacement = goal
    displacement -= state.offset
    displacement.scale(by: stiffness)
    state.force = half.scaled(by: -damping)
    state.force += displacement
    state.velocity = state.force
    state.velocity.scale(by: FluidSpringIntegrator.halfStep)
    state.velocity += half
    state.time += FluidSpringIntegrator.step
  }

  /// Whether SwiftUI's spring has finished in `state`: |v|² and |F|² ≤ 0.0036 and the offset
  /// within 1 % of `goal`.
  static func isAtRest<V: VectorArithmetic>(_ state: FluidSpringState<V>, goal: V) -> Bool {
    guard max(state.velocity.magnitudeSquared, state.force.magnitudeSquared) <= 0.0036 else {
      return false
    }
    let tolerance = goal.scaled(by: 0.01).magnitudeSquared
    return !(tolerance > 0 && tolerance < (goal - state.offset).magnitudeSquared)
  }

  /// The animator time of the first step after which the spring is at rest, starting from
  /// `state` (SwiftUI samples after at least one step, so the start itself is not tested);
  /// infinite if it is still moving after `limit` seconds of motion.
  func endTime<V: VectorArithmetic>(from state: FluidSpringState<V>, goal: V, limit: Double = 60)
    -> Double
  {
    var state = state
    let last = state.time + limit
    while state.time < last {
      stepOnce(&state, goal: goal)
      if FluidSpringIntegrator.isAtRest(state, goal: goal) { return state.time }
    }
    return .infinity
  }
}

/// The state SwiftUI's fluid spring carries: offset from the animator's start, velocity and force
/// (the value's units, per second, per second²), and the animator time it has been advanced to.
struct FluidSpringState<V: VectorArithmetic> {
  var offset: V = .zero
  var velocity: V = .zero
  var force: V = .zero
  var time: Double = 0
}

extension FluidSpringState: Sendable where V: Sendable {}
