#if canImport(Glibc)
  import Glibc
#endif
@testable import Motion
import Testing

/// Spring value and velocity in every damping regime, against published vectors (§6), closed
/// forms written out here, and finite differences.
struct SpringEvaluationTests {
  static let regimes: [(name: String, spring: Spring)] = [
    ("under-damped", Spring(duration: 0.5, bounce: 0.3)),
    ("critically damped", Spring(duration: 0.5, bounce: 0)),
    ("over-damped", Spring(duration: 0.5, bounce: -0.3)),
    ("stiff over-damped", Spring(mass: 2, stiffness: 50, damping: 60, allowOverDamping: true)),
    ("text spring", Spring.snappy(duration: 0.35, extraBounce: 0.4)),
  ]

  @Test("Rows 10-11: Anima's 0 → 200 example, value 84.66 and velocity 1141.51 at 0.1 s")
  func animaExample() {
    let spring = Spring(duration: 0.5, bounce: 0.3)
    let value = spring.value(fromValue: 0.0, toValue: 200.0, initialVelocity: 0.0, time: 0.1)
    let velocity = spring.velocity(
      fromValue: 0.0, toValue: 200.0, initialVelocity: 0.0, time: 0.1)
    #expect(isApproximatelyEqual(value, 84.66, tolerance: 0.005))
    #expect(isApproximatelyEqual(velocity, 1141.51, tolerance: 0.005))
    #expect(isApproximatelyEqual(value, 84.660425))
    #expect(isApproximatelyEqual(velocity, 1141.511668))
  }

  @Test("Rows 8-9: b3ll/Motion's response 1.0 springs, 0 → 10 at 0.5 s")
  func motionLibraryExamples() {
    let under = Spring(response: 1.0, dampingRatio: 0.8)
    let critical = Spring(response: 1.0, dampingRatio: 1.0)
    let underValue = under.value(fromValue: 0.0, toValue: 10.0, initialVelocity: 0.0, time: 0.5)
    let criticalValue = critical.value(
      fromValue: 0.0, toValue: 10.0, initialVelocity: 0.0, time: 0.5)
    #expect(isApproximatelyEqual(underValue, 9.223, tolerance: 0.0005))
    #expect(isApproximatelyEqual(criticalValue, 8.210, tolerance: 0.0005))
    #expect(isApproximatelyEqual(underValue, 9.223138))
    #expect(isApproximatelyEqual(criticalValue, 8.210256))
  }

  @Test(
    "Rows 32-37: unit moves of the presets",
    arguments: [
      (Spring.smooth, [0.1: 0.357740, 0.2: 0.715416, 0.5: 0.986399, 1.0: 0.999953]),
      (Spring.snappy, [0.1: 0.388102, 0.2: 0.786369, 0.3: 0.956447, 0.5: 1.006020]),
      (Spring.bouncy, [0.1: 0.423302, 0.2: 0.873711, 0.3: 1.033930, 0.5: 1.014498, 1.0: 1.000072]),
      (Spring(response: 0.55, dampingRatio: 1), [0.1: 0.316461, 0.3: 0.856214, 0.5: 0.977810]),
      (
        Spring.snappy(duration: 0.35, extraBounce: 0.4),
        [0.05: 0.293839, 0.1: 0.789893, 0.2: 1.204818, 0.3: 1.035850, 0.4: 0.958257]
      ),
      (Spring(duration: 0.5, bounce: -0.3), [0.1: 0.290826, 0.5: 0.907764, 1.0: 0.992911]),
    ])
  func publishedUnitValues(spring: Spring, expected: [Double: Double]) {
    for (time, value) in expected {
      #expect(isApproximatelyEqual(spring.value(target: 1.0, time: time), value))
    }
  }

  @Test("Row 34: bouncy velocity at 0.1 s and 0.3 s")
  func bouncyVelocity() {
    #expect(isApproximatelyEqual(Spring.bouncy.velocity(target: 1.0, time: 0.1), 5.707558))
    #expect(isApproximatelyEqual(Spring.bouncy.velocity(target: 1.0, time: 0.3), 0.546019))
  }

  @Test("§1.4 over-damped velocity: SwiftUI reports the derivative plus the target")
  func overdampedVelocityQuirk() {
    // Reference §1.4 table: the code's velocity 5.2769 / 1.2435, the true derivative
    // 4.0769 / 0.0435, for Spring(0.5, −0.3), T = 1.2, v₀ = 0.1.
    let spring = Spring(duration: 0.5, bounce: -0.3)
    let at01 = spring.velocity(target: 1.2, initialVelocity: 0.1, time: 0.1)
    let at1 = spring.velocity(target: 1.2, initialVelocity: 0.1, time: 1.0)
    #expect(isApproximatelyEqual(at01, 5.2769, tolerance: 5e-5))
    #expect(isApproximatelyEqual(at1, 1.2435, tolerance: 5e-5))
    // SwiftUI's public velocity tends to the target ...
    #expect(isApproximatelyEqual(
      spring.velocity(target: 1.2, initialVelocity: 0.1, time: 5), 1.2, tolerance: 1e-9))
    // ... while the engine's private derivative is the true one and decays to zero.
    let true01 = spring.physicalVelocity(target: 1.2, initialVelocity: 0.1, time: 0.1)
    let true1 = spring.physicalVelocity(target: 1.2, initialVelocity: 0.1, time: 1.0)
    #expect(isApproximatelyEqual(true01, 4.0769, tolerance: 5e-5))
    #expect(isApproximatelyEqual(true1, 0.0435, tolerance: 5e-5))
    #expect(abs(spring.physicalVelocity(target: 1.2, initialVelocity: 0.1, time: 5)) < 1e-9)
  }

  @Test("Closed forms written out independently agree in each regime")
  func independentClosedForms() {
    let target = 1.7
    let v0 = -2.5
    // Under-damped: x = T − e^(−λt)[T cos ωt + (λT − v₀)/ω sin ωt], from ζ and ω₀.
    let zeta = 0.45
    let w0 = 2 * Double.pi / 0.35
    let lambda = zeta * w0
    let omega = w0 * (1 - zeta * zeta).squareRoot()
    let under = Spring(response: 0.35, dampingRatio: zeta)
    // Critical: x = T − e^(−w₀t)[T + (w₀T − v₀)t].
    let critical = Spring(response: 0.35, dampingRatio: 1)
    // Over-damped, roots r₁,₂ = −ζw₀ ± w₀√(ζ²−1); x = T + c₁e^(r₁t) + c₂e^(r₂t) with
    // c₁ + c₂ = −T and r₁c₁ + r₂c₂ = v₀.
    let zetaOver = 1.6
    let r1 = -zetaOver * w0 + w0 * (zetaOver * zetaOver - 1).squareRoot()
    let r2 = -zetaOver * w0 - w0 * (zetaOver * zetaOver - 1).squareRoot()
    let c1 = (v0 + r2 * target) / (r1 - r2)
    let c2 = -target - c1
    let over = Spring(response: 0.35, dampingRatio: zetaOver)
    for time in stride(from: 0.0, through: 2.0, by: 0.05) {
      let decay = exp(-lambda * time)
      let underExpected =
        target
        - decay * (target * cos(omega * time) + (lambda * target - v0) / omega * sin(omega * time))
      let criticalExpected =
        target
        - exp(-w0 * time) * (target + (w0 * target - v0) * time)
      let overExpected = target + c1 * exp(r1 * time) + c2 * exp(r2 * time)
      let overVelocity = r1 * c1 * exp(r1 * time) + r2 * c2 * exp(r2 * time)
      #expect(
        isApproximatelyEqual(
          under.value(target: target, initialVelocity: v0, time: time), underExpected,
          tolerance: 1e-9))
      #expect(
        isApproximatelyEqual(
          critical.value(target: target, initialVelocity: v0, time: time), criticalExpected,
          tolerance: 1e-9))
      #expect(
        isApproximatelyEqual(
          over.value(target: target, initialVelocity: v0, time: time), overExpected, tolerance: 1e-9
        ))
      #expect(
        isApproximatelyEqual(
          over.physicalVelocity(target: target, initialVelocity: v0, time: time), overVelocity,
          tolerance: 1e-8))
      // SwiftUI's public over-damped velocity is the derivative plus the target.
      #expect(
        isApproximatelyEqual(
          over.velocity(target: target, initialVelocity: v0, time: time), overVelocity + target,
          tolerance: 1e-8))
    }
  }

  @Test(
    "x(0) = from, v(0) = v₀ (finite difference), velocity = dx/dt, and x → target",
    arguments: SpringEvaluationTests.regimes.map(\.spring))
  func regimeProperties(spring: Spring) {
    let from = 3.0
    let to = -4.5
    let v0 = 7.0
    func x(_ t: Double) -> Double {
      spring.value(fromValue: from, toValue: to, initialVelocity: v0, time: t)
    }
    #expect(x(0) == from)
    // One-sided difference at 0 (second order): (−3x₀ + 4x_h − x_2h) / 2h.
    let h = 1e-5
    let startSlope = (-3 * x(0) + 4 * x(h) - x(2 * h)) / (2 * h)
    #expect(isApproximatelyEqual(startSlope, v0, tolerance: 1e-4))
    // SwiftUI's public velocity; over-damped it carries the extra target term (§1.4).
    let quirk = spring.angularFrequency < 0 ? to - from : 0
    func v(_ t: Double) -> Double {
      spring.velocity(fromValue: from, toValue: to, initialVelocity: v0, time: t) - quirk
    }
    #expect(isApproximatelyEqual(v(0), v0, tolerance: 1e-12))
    for time in stride(from: 0.01, through: 1.5, by: 0.07) {
      let analytic = v(time)
      let numeric = centralDifference(at: time, x)
      #expect(isApproximatelyEqual(analytic, numeric, tolerance: 1e-5 * max(1, abs(analytic))))
      let physical = spring.physicalVelocity(target: to - from, initialVelocity: v0, time: time)
      #expect(isApproximatelyEqual(physical, numeric, tolerance: 1e-5 * max(1, abs(physical))))
    }
    #expect(isApproximatelyEqual(x(20), to, tolerance: 1e-6))
    #expect(abs(v(20)) < 1e-6)
  }

  @Test(
    "Vectors evaluate component-wise to 1e-6",
    arguments: SpringEvaluationTests.regimes.map(
      \.spring))
  func vectorsAreComponentWise(spring: Spring) {
    let target = Vector2(x: 120, y: -35)
    let v0 = Vector2(x: -300, y: 80)
    let pair = AnimatablePair(Float(2), AnimatablePair(0.5, Vector2(x: 1, y: 2)))
    let pairVelocity = AnimatablePair(Float(-1), AnimatablePair(3.0, Vector2(x: 0, y: -4)))
    for time in [0.0, 0.03, 0.1, 0.25, 0.6, 1.3] {
      let value = spring.value(target: target, initialVelocity: v0, time: time)
      let velocity = spring.velocity(target: target, initialVelocity: v0, time: time)
      #expect(
        isApproximatelyEqual(
          value.x, spring.value(target: 120.0, initialVelocity: -300.0, time: time)))
      #expect(
        isApproximatelyEqual(
          value.y, spring.value(target: -35.0, initialVelocity: 80.0, time: time)))
      #expect(
        isApproximatelyEqual(
          velocity.x, spring.velocity(target: 120.0, initialVelocity: -300.0, time: time)))
      #expect(
        isApproximatelyEqual(
          velocity.y, spring.velocity(target: -35.0, initialVelocity: 80.0, time: time)))
      let pairValue = spring.value(target: pair, initialVelocity: pairVelocity, time: time)
      #expect(
        isApproximatelyEqual(
          Double(pairValue.first),
          spring.value(target: 2.0, initialVelocity: -1.0, time: time), tolerance: 1e-5))
      #expect(
        isApproximatelyEqual(
          pairValue.second.first, spring.value(target: 0.5, initialVelocity: 3.0, time: time)))
      #expect(
        isApproximatelyEqual(
          pairValue.second.second.y,
          spring.value(target: 2.0, initialVelocity: -4.0, time: time)))
    }
  }
}
