#if canImport(Glibc)
  import Glibc
#endif
@testable import Motion
import Testing

/// Spring initialisers and read-back, against the reference file's §6 rows and §1.3 table.
struct SpringParameterTests {
  @Test("Row 1: Spring(duration: 0.5, bounce: 0.3) has mass 1, stiffness 157.9, damping 17.6")
  func durationBounceToPhysical() {
    let spring = Spring(duration: 0.5, bounce: 0.3)
    #expect(spring.mass == 1)
    #expect(isApproximatelyEqual(spring.stiffness, 157.9, tolerance: 0.05))
    #expect(isApproximatelyEqual(spring.damping, 17.6, tolerance: 0.05))
    // Row 3: Respring's Rust port, printed to full precision.
    #expect(isApproximatelyEqual(spring.stiffness, 157.91367041742973, tolerance: 1e-9))
    #expect(isApproximatelyEqual(spring.damping, 17.59291886010284, tolerance: 1e-9))
  }

  @Test("Rows 2 and 4: Spring(mass: 1, stiffness: 100, damping: 10) is 0.6283 s, bounce 0.5")
  func physicalToDurationBounce() {
    let spring = Spring(mass: 1, stiffness: 100, damping: 10)
    #expect(isApproximatelyEqual(spring.duration, 0.63, tolerance: 0.005))
    #expect(isApproximatelyEqual(spring.duration, 0.6283185307179586, tolerance: 1e-12))
    #expect(isApproximatelyEqual(spring.bounce, 0.5, tolerance: 1e-12))
    #expect(isApproximatelyEqual(spring.response, 0.6283185307179586, tolerance: 1e-12))
    #expect(isApproximatelyEqual(spring.dampingRatio, 0.5, tolerance: 1e-12))
    #expect(isApproximatelyEqual(spring.stiffness, 100, tolerance: 1e-9))
    #expect(isApproximatelyEqual(spring.damping, 10, tolerance: 1e-12))
  }

  @Test("Rows 5-6: Flutter's withDurationAndBounce(±0.3) stiffness and damping")
  func flutterDurationBounce() {
    let bouncy = Spring(duration: 0.5, bounce: 0.3)
    #expect(isApproximatelyEqual(bouncy.stiffness, 157.91, tolerance: 0.01))
    #expect(isApproximatelyEqual(bouncy.damping, 17.59, tolerance: 0.01))
    let overdamped = Spring(duration: 0.5, bounce: -0.3)
    // Flutter's stiffness is the one the spring moves with, λ² − ω² (ω carries the sign);
    // SwiftUI reports m(ω² + λ²) = 486.6319 for over-damped springs (reference §1.3 table).
    let lambda = overdamped.decayConstant
    let omega = overdamped.angularFrequency
    #expect(isApproximatelyEqual(lambda * lambda - omega * omega, 157.91, tolerance: 0.01))
    #expect(isApproximatelyEqual(overdamped.stiffness, 486.6319, tolerance: 1e-4))
    #expect(isApproximatelyEqual(overdamped.damping, 35.90, tolerance: 0.01))
    #expect(isApproximatelyEqual(overdamped.dampingRatio, 1 / 0.7, tolerance: 1e-12))
    #expect(isApproximatelyEqual(overdamped.bounce, -0.3, tolerance: 1e-12))
    #expect(isApproximatelyEqual(overdamped.duration, 0.5, tolerance: 1e-12))
  }

  @Test("Row 7: Spring(mass: 1, stiffness: 157.91, damping: 17.59) reads 500 ms, bounce 0.3")
  func flutterReadBack() {
    let spring = Spring(mass: 1, stiffness: 157.91, damping: 17.59)
    #expect(isApproximatelyEqual(spring.duration, 0.5, tolerance: 0.0005))
    #expect(isApproximatelyEqual(spring.bounce, 0.3, tolerance: 0.001))
  }

  @Test("Rows 12-13: response/dampingRatio map to Wave's stiffness and damping")
  func responseDampingRatio() {
    let critical = Spring(response: 0.8, dampingRatio: 1.0)
    #expect(isApproximatelyEqual(critical.stiffness, 61.6850, tolerance: 1e-4))
    #expect(isApproximatelyEqual(critical.damping, 15.7079, tolerance: 1e-4))
    let underdamped = Spring(response: 0.8, dampingRatio: 0.6)
    #expect(isApproximatelyEqual(underdamped.damping, 9.4247, tolerance: 1e-4))
    #expect(isApproximatelyEqual(underdamped.dampingRatio, 0.6, tolerance: 1e-12))
    #expect(isApproximatelyEqual(underdamped.response, 0.8, tolerance: 1e-12))
  }

  @Test("§1.1 sign convention: ω > 0 under-, = 0 critically, < 0 over-damped")
  func signConvention() {
    #expect(Spring(duration: 0.5, bounce: 0.3).angularFrequency > 0)
    #expect(Spring(duration: 0.5, bounce: 0).angularFrequency == 0)
    #expect(Spring(duration: 0.5, bounce: -0.3).angularFrequency < 0)
    // Over-damping is clamped to critical unless allowed (stiffness 100 ⇒ critical c = 20).
    let clamped = Spring(mass: 1, stiffness: 100, damping: 30)
    #expect(clamped.angularFrequency == 0)
    #expect(isApproximatelyEqual(clamped.damping, 20, tolerance: 1e-12))
    let allowed = Spring(mass: 1, stiffness: 100, damping: 30, allowOverDamping: true)
    #expect(allowed.angularFrequency < 0)
    #expect(isApproximatelyEqual(allowed.damping, 30, tolerance: 1e-12))
    // SwiftUI reports m(ω² + λ²) = 125 + 225 for an over-damped spring, not k = 100.
    #expect(isApproximatelyEqual(allowed.stiffness, 350, tolerance: 1e-9))
    #expect(isApproximatelyEqual(allowed.dampingRatio, 1.5, tolerance: 1e-12))
  }

  @Test("Mass scales stiffness and damping but not the motion")
  func massReadBack() {
    let spring = Spring(mass: 2, stiffness: 200, damping: 20)
    #expect(spring.mass == 2)
    #expect(isApproximatelyEqual(spring.stiffness, 200, tolerance: 1e-9))
    #expect(isApproximatelyEqual(spring.damping, 20, tolerance: 1e-12))
    #expect(isApproximatelyEqual(spring.bounce, 0.5, tolerance: 1e-12))
  }

  @Test("Bounce outside (0, 1]: > 1 is undamped, ≤ −1 is NaN as in SwiftUI")
  func bounceExtremes() {
    let undamped = Spring(duration: 1, bounce: 1.5)
    #expect(undamped.dampingRatio == 0)
    #expect(undamped.settlingDuration == .infinity)
    #expect(Spring(duration: 1, bounce: -1.2).dampingRatio.isNaN)
  }

  @Test("§1.3 presets: base bounces 0 / 0.15 / 0.3, duration 0.5")
  func presets() {
    #expect(Spring.smooth == Spring(duration: 0.5, bounce: 0))
    #expect(Spring.snappy == Spring(duration: 0.5, bounce: 0.15))
    #expect(Spring.bouncy == Spring(duration: 0.5, bounce: 0.3))
    #expect(Spring.smooth(duration: 0.3, extraBounce: 0.1) == Spring(duration: 0.3, bounce: 0.1))
    #expect(Spring.snappy(duration: 0.35, extraBounce: 0.4) == Spring(duration: 0.35, bounce: 0.55))
    #expect(Spring.bouncy(extraBounce: -0.1) == Spring(duration: 0.5, bounce: 0.2))
  }

  @Test("§1.3 derived table and row 30: ω, λ, k, c of the presets")
  func derivedParameters() {
    let snappy = Spring.snappy
    #expect(isApproximatelyEqual(snappy.angularFrequency, 6.619746))
    #expect(isApproximatelyEqual(snappy.decayConstant, 10.681415))
    #expect(isApproximatelyEqual(snappy.damping, 21.3628, tolerance: 1e-4))
    let bouncy = Spring.bouncy
    #expect(isApproximatelyEqual(bouncy.angularFrequency, 8.974184))
    #expect(isApproximatelyEqual(bouncy.decayConstant, 8.796459))
    let text = Spring.snappy(duration: 0.35, extraBounce: 0.4)
    #expect(isApproximatelyEqual(text.angularFrequency, 16.031611))
    #expect(isApproximatelyEqual(text.decayConstant, 8.078381))
    #expect(isApproximatelyEqual(text.stiffness, 322.2728, tolerance: 1e-4))
    #expect(isApproximatelyEqual(text.damping, 16.1568, tolerance: 1e-4))
    #expect(isApproximatelyEqual(text.dampingRatio, 0.45, tolerance: 1e-12))
    let overdamped = Spring(duration: 0.5, bounce: -0.3)
    #expect(isApproximatelyEqual(overdamped.angularFrequency, -12.820262))
    #expect(isApproximatelyEqual(overdamped.decayConstant, 17.951958))
  }

  @Test("Rows 30-31 and 35: settlingDuration, including SwiftUI's 0.1 s grid when not bouncy")
  func settlingDurations() {
    #expect(isApproximatelyEqual(Spring.snappy.settlingDuration, 0.876827))
    #expect(isApproximatelyEqual(Spring.bouncy.settlingDuration, 1.044713))
    #expect(isApproximatelyEqual(Spring.smooth.settlingDuration, 0.8, tolerance: 1e-12))
    let text = Spring.snappy(duration: 0.35, extraBounce: 0.4)
    #expect(isApproximatelyEqual(text.settlingDuration, 1.128153))
    let defaultSpring = Spring(response: 0.55, dampingRatio: 1)
    #expect(isApproximatelyEqual(defaultSpring.settlingDuration, 0.9, tolerance: 1e-12))
    let overdamped = Spring(duration: 0.5, bounce: -0.3)
    #expect(isApproximatelyEqual(overdamped.settlingDuration, 1.4, tolerance: 1e-12))
  }

  @Test("settlingDuration of the grid scan: the spring is within ε at and after it")
  func settlingGridMeaning() {
    let spring = Spring.smooth
    let settled = spring.settlingDuration(target: 2.0, initialVelocity: 1.0, epsilon: 0.01)
    // Closed form of a critically damped spring, independent of the implementation.
    let lambda = 2 * Double.pi / 0.5
    func x(_ t: Double) -> Double {
      2 - exp(-lambda * t) * (2 + (lambda * 2 - 1) * t)
    }
    #expect(abs(x(settled) - 2) < 0.01)
    #expect(abs(x(settled - 0.1) - 2) >= 0.01)
  }

  @Test("init(settlingDuration:dampingRatio:) satisfies SwiftUI's settling equations")
  func settlingInitialiser() {
    // Under-damped: ζ/√(1−ζ²)·e^(−ζ·ω₀·d) = ε.
    let ratio = 0.7
    let under = Spring(settlingDuration: 1.2, dampingRatio: ratio)
    let natural = 2 * Double.pi / under.duration
    let residual = ratio / (1 - ratio * ratio).squareRoot() * exp(-ratio * natural * 1.2)
    // SwiftUI's Newton iteration stops once a step is ≤ 0.001 rad/s, so the residual is close
    // to ε but not exact.
    #expect(isApproximatelyEqual(residual, 0.001, tolerance: 1e-7))
    #expect(isApproximatelyEqual(under.dampingRatio, ratio, tolerance: 1e-12))
    // Critical: e^(−ω₀·d)(ω₀·d + 1) = ε.
    let critical = Spring(settlingDuration: 0.8, dampingRatio: 1, epsilon: 0.002)
    let u = 2 * Double.pi / critical.duration * 0.8
    #expect(isApproximatelyEqual(exp(-u) * (u + 1), 0.002, tolerance: 1e-9))
    #expect(critical.angularFrequency == 0)
    // Out-of-range inputs are clamped: ζ to ≤ 1, the duration to [0.01, 10].
    #expect(
      Spring(settlingDuration: 0.8, dampingRatio: 3)
        == Spring(
          settlingDuration: 0.8,
          dampingRatio: 1))
    #expect(
      Spring(settlingDuration: 100, dampingRatio: 0.5)
        == Spring(
          settlingDuration: 10,
          dampingRatio: 0.5))
  }
}
