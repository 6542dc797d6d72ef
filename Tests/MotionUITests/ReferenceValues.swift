import Foundation

/// Numbers from ../shared/reference/swiftui-animation-math.md and closed forms transcribed from
/// it, independent of the code under test.
enum ReferenceValues {
  /// §6 row 36: `Spring.snappy(duration: 0.35, extraBounce: 0.4).value(target: 1, time:)`.
  static let snappyUnit: [Double: Double] = [
    0.05: 0.293839, 0.1: 0.789893, 0.2: 1.204818, 0.3: 1.035850, 0.4: 0.958257,
  ]
  /// §6 rows 15 and 39: `UnitCurve.easeIn.value(at:)`.
  static let easeIn: [Double: Double] = [
    0: 0, 0.1: 0.017027, 0.25: 0.093465, 0.5: 0.315357, 0.75: 0.621861, 0.9: 0.839428, 1: 1,
  ]
  /// §6 rows 19 and 39: `UnitCurve.easeInOut.value(at:)`.
  static let easeInOut: [Double: Double] = [
    0: 0, 0.1: 0.019722, 0.25: 0.129162, 0.5: 0.5, 0.75: 0.870838, 0.9: 0.980278, 1: 1,
  ]
  /// §6 row 35: `Animation.default`'s spring (response 0.55, ζ 1) from 0 to 1.
  static let defaultSpringUnit: [Double: Double] = [0.1: 0.316461, 0.3: 0.856214, 0.5: 0.977810]

  /// §1.2: λ = ζ·2π/response for `Animation.default` (response 0.55, ζ = 1, critically damped).
  static let defaultSpringLambda = 2 * Double.pi / 0.55

  /// §1.4, critically damped value: x(t) = T − e^{−λt}·[T + (λT − v0)·t].
  static func criticalValue(target: Double, velocity v0: Double, time t: Double) -> Double {
    let l = defaultSpringLambda
    return target - exp(-l * t) * (target + (l * target - v0) * t)
  }

  /// §1.4, critically damped velocity: v(t) = e^{−λt}·[(λT − v0)(λt − 1) + λT].
  static func criticalVelocity(target: Double, velocity v0: Double, time t: Double) -> Double {
    let l = defaultSpringLambda
    return exp(-l * t) * ((l * target - v0) * (l * t - 1) + l * target)
  }

  /// The seed's `elementDelay(count:)` for total 1.0 and element 0.4, written out again.
  static func delay(_ n: Double) -> Double {
    max((1.0 - n * 0.4) / (n + 1), (1.0 - 0.4) / n)
  }

  /// §1.6, SwiftUI's fluid spring for `Animation.default` (k = (2π/0.55)², c = 2√k), written out
  /// again: a 1/300 s velocity-Verlet step from rest at 0; each retarget `(time, goal)` keeps
  /// offset, velocity and force and restarts the step grid at its time. The value at `time` is
  /// the state after stepping while t < time.
  static func defaultSpring(goals: [(time: Double, goal: Double)], at time: Double) -> Double {
    let k = pow(2 * Double.pi / 0.55, 2)
    let c = 2 * k.squareRoot()
    var x = 0.0
    var v = 0.0
    var force = 0.0
    var t = goals[0].time
    var goal = goals[0].goal
    for next in goals.dropFirst() where next.time <= time {
      // The merge samples the running spring at its time, then restarts the grid there.
      while t < next.time { step(&x, &v, &force, k, c, goal, &t) }
      t = next.time
      goal = next.goal
    }
    while t < time { step(&x, &v, &force, k, c, goal, &t) }
    return x
  }

  private static func step(
    _ x: inout Double, _ v: inout Double, _ force: inout Double, _ k: Double, _ c: Double,
    _ goal: Double, _ t: inout Double
  ) {
    let half = force / 600 + v
    x += half / 300
    force = -c * half + k * (goal - x)
    v = force / 600 + half
    t += 1.0 / 300
  }
}
