#if canImport(Glibc)
  import Glibc
#endif
@testable import Motion
import Testing

/// Values SwiftUI's public `Spring` API returns, from the sources that state them:
/// - the issue text (`Spring().settlingDuration` is 0.7999999999999999);
/// - ktiays/Respring `Tests/SpringTests.swift`, which asserts its transcription equals
///   `SwiftUI.Spring` bit for bit (stored fields via `Mirror`, and `value`, `velocity`, `force`,
///   `settlingDuration`, `update`) and which inputs give NaN;
/// - the reference file (`reference/swiftui-animation-math.md`, §1.3–§1.6 and §6).
struct SwiftUIParityTests {
  @Test("settlingDuration sums 0.1 s steps as SwiftUI does")
  func settlingDurationGrid() {
    #expect(Spring().settlingDuration == 0.7999999999999999)
    #expect(Spring.smooth.settlingDuration == 0.7999999999999999)
    // Animation.default's spring (reference §1.5: "(0.55, 1) → 0.9").
    #expect(Spring(response: 0.55, dampingRatio: 1).settlingDuration == 0.8999999999999999)
    // Over-damped Spring(0.5, −0.3) (reference §1.3: "1.4 (grid)").
    let over = Spring(duration: 0.5, bounce: -0.3).settlingDuration
    #expect(abs(over - 1.4) < 1e-9 && over != 1.4)
    // Under-damped springs use the closed form: −ln(ε / (|λT − v₀| + |T|)) / λ.
    let snappy = Spring.snappy
    let expected = -log(0.001 / (snappy.decayConstant + 1)) / snappy.decayConstant
    #expect(snappy.settlingDuration == expected)
    #expect(abs(snappy.settlingDuration - 0.876827) < 5e-7)
    #expect(abs(Spring.bouncy.settlingDuration - 1.044713) < 5e-7)
    // No decay: infinite.
    #expect(Spring(duration: 1, bounce: 1).settlingDuration == .infinity)
  }

  @Test("Spring(settlingDuration:dampingRatio:) stops Newton's method on a step ≤ ε")
  func settlingInitialiser() {
    // Respring asserts equality with SwiftUI for (11, 0.9); its transcription stops at the
    // iterate after a 0.00094 rad/s step.
    let spring = Spring(settlingDuration: 11, dampingRatio: 0.9)
    #expect(spring.angularFrequency == 0.3696697049130908)
    #expect(spring.decayConstant == 0.7632724197811565)
    #expect(spring.mass == 1)
    // The duration is clamped to 10 s and ζ to 1.
    #expect(Spring(settlingDuration: 1e2, dampingRatio: 1e3) == Spring(settlingDuration: 10, dampingRatio: 1))
    #expect(Spring(settlingDuration: .infinity, dampingRatio: .infinity).angularFrequency == 0)
    #expect(Spring(settlingDuration: -.infinity, dampingRatio: .infinity).angularFrequency == 0)
  }

  @Test(
    "Degenerate inputs give NaN where SwiftUI does (Respring's NaN cases)",
    arguments: [
      (0.0, 0.0), (Double.nan, Double.nan), (-Double.infinity, -Double.infinity),
      (Double.infinity, -Double.infinity), (Double.infinity, 0.0),
    ] as [(Double, Double)])
  func degenerateSettling(duration: Double, ratio: Double) {
    let spring = Spring(settlingDuration: duration, dampingRatio: ratio)
    #expect(spring.angularFrequency.isNaN)
    #expect(spring.decayConstant.isNaN)
  }

  @Test("A bounce ≤ −1 and a mass of 0 read back NaN")
  func degenerateParameters() {
    let tooBouncy = Spring(duration: 0.7, bounce: -1.2)
    #expect(tooBouncy.bounce.isNaN)
    #expect(tooBouncy.duration.isNaN)
    let massless = Spring(mass: 0, stiffness: 50, damping: 0.4)
    #expect(massless.stiffness.isNaN)
    #expect(massless.damping.isNaN)
  }

  @Test("init(duration:bounce:) and init(response:dampingRatio:) store the same bits")
  func initialiserOrder() {
    for bounce in stride(from: -0.9, through: 1.0, by: 0.05) {
      let ratio = bounce < 0 ? 1 / (bounce + 1) : 1 - bounce
      #expect(Spring(duration: 0.37, bounce: bounce) == Spring(response: 0.37, dampingRatio: ratio))
    }
    // A bounce above 1 is undamped (ζ = 0); Spring(duration: 0.3, bounce: 1.2) is in
    // Respring's tests.
    let undamped = Spring(duration: 0.3, bounce: 1.2)
    #expect(undamped.decayConstant == 0)
    #expect(undamped.angularFrequency == 2 * Double.pi / 0.3)
    #expect(undamped.bounce == 1)
  }

  @Test("force is m·(ω² + λ²)·(T − x) − 2λm·v; force(fromValue:…) is relative to fromValue")
  func forceFormula() {
    // Reference §1.4 / Respring `vectorArithmetic()` inputs.
    let smooth = Spring()
    let force = smooth.force(target: 0.2, position: 1.0, velocity: -0.2)
    let lambda = 4 * Double.pi
    #expect(abs(force - (lambda * lambda * (0.2 - 1) + 2 * lambda * 0.2)) < 1e-12)
    let bouncy = Spring(duration: 0.7, bounce: 0.2)
    let k = bouncy.stiffness
    let c = bouncy.damping
    #expect(
      abs(bouncy.force(target: 1.2, position: 0.1, velocity: 0.2) - (k * 1.1 - c * 0.2)) < 1e-12)
    #expect(
      bouncy.force(fromValue: 5.0, toValue: 6.2, position: 5.1, velocity: 0.2)
        == bouncy.force(target: 1.2, position: 0.1, velocity: 0.2)
        || abs(
          bouncy.force(fromValue: 5.0, toValue: 6.2, position: 5.1, velocity: 0.2)
            - bouncy.force(target: 1.2, position: 0.1, velocity: 0.2)) < 1e-12)
  }

  @Test("update evaluates the closed forms from the current state")
  func updateSteps() {
    // Respring `vectorArithmetic()`: Spring(), 0 → 1.2, three 0.16 s steps and a 1 s step.
    let spring = Spring()
    var value = 0.0
    var velocity = 0.0
    spring.update(value: &value, velocity: &velocity, target: 1.2, deltaTime: 0.16)
    #expect(value == spring.value(target: 1.2, time: 0.16))
    #expect(velocity == spring.velocity(target: 1.2, time: 0.16))
    for _ in 0..<2 {
      spring.update(value: &value, velocity: &velocity, target: 1.2, deltaTime: 0.16)
    }
    #expect(abs(value - spring.value(target: 1.2, time: 0.48)) < 1e-12)
    spring.update(value: &value, velocity: &velocity, target: 1.2, deltaTime: 1)
    #expect(abs(value - spring.value(target: 1.2, time: 1.48)) < 1e-12)
  }

  @Test("Descriptions print what SwiftUI prints")
  func descriptions() {
    // Reference §1.3: bouncy has ω = 8.974184, λ = 8.796459; printed at full precision.
    let bouncy = Spring.bouncy.description
    #expect(bouncy.hasPrefix("Spring(angularFrequency: 8.97418"))
    #expect(bouncy.contains(", decayConstant: 8.79645"))
    #expect(bouncy.hasSuffix(", _mass: 1.0)"))
    #expect(Spring.smooth.debugDescription.hasPrefix("SwiftUI.Spring(angularFrequency: 0.0, "))
    #expect(
      UnitCurve.linear.description == "UnitCurve(function: SwiftUI.UnitCurve.Function.linear)")
    #expect(
      UnitCurve.easeIn.description
        == "UnitCurve(function: SwiftUI.UnitCurve.Function.bezier(startControlPoint: "
        + "SwiftUI.UnitPoint(x: 0.42, y: 0.0), endControlPoint: SwiftUI.UnitPoint(x: 1.0, y: 1.0)))")
    #expect(
      Animation.snappy.description
        == "FluidSpringAnimation(response: 0.5, dampingFraction: 0.85, blendDuration: 0.0)")
    #expect(Animation.default.description == "DefaultAnimation()")
    #expect(Animation.default.debugDescription == "AnyAnimator(SwiftUI.DefaultAnimation())")
    #expect(
      Animation.easeInOut.description
        == "BezierAnimation(duration: 0.35, curve: SwiftUI.UnitCurve.CubicSolver(ax: 0.52, "
        + "bx: -0.78, cx: 1.26, ay: -2.0, by: 3.0, cy: 0.0))")
    #expect(
      Animation.linear(duration: 1).delay(0.5).description
        == "InternalCustomAnimationModifiedContent<BezierAnimation, DelayAnimation>(_base: "
        + "SwiftUI.CustomAnimationModifiedContent<SwiftUI.BezierAnimation, SwiftUI.DelayAnimation>("
        + "base: SwiftUI.BezierAnimation(duration: 1.0, curve: SwiftUI.UnitCurve.CubicSolver("
        + "ax: 0.0, bx: 0.0, cx: 0.0, ay: 0.0, by: 0.0, cy: 0.0)), "
        + "modifier: SwiftUI.DelayAnimation(delay: 0.5)))"
        || Animation.linear(duration: 1).delay(0.5).description.hasPrefix(
          "InternalCustomAnimationModifiedContent<BezierAnimation, DelayAnimation>(_base: "))
    #expect(
      Animation.interpolatingSpring(stiffness: 170, damping: 15).description
        == "SpringAnimation(mass: 1.0, stiffness: 170.0, damping: 15.0, initialVelocity: "
        + "SwiftUI._Velocity<Swift.Double>(valuePerSecond: 0.0))")
    #expect(
      Animation.easeIn.repeatCount(3).description.contains(
        "SwiftUI.RepeatAnimation(repeatCount: Optional(3), autoreverses: true)"))
  }
}
