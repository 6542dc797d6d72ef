#if canImport(Glibc)
  import Glibc
#endif
@testable import Motion
import Testing

/// Tables of published values for the animations SwiftUI builds: `interpolatingSpring`,
/// `logicallyComplete(after:)`, and every `UnitCurve` at its ends.
struct AnimationTableTests {
  private func sample(_ animation: Animation, _ time: Double) -> Double? {
    var context = AnimationContext<Double>()
    return animation.animate(value: 1.0, time: time, context: &context)
  }

  @Test("interpolatingSpring(duration:bounce:) is the damped spring's closed form (rows 32-34)")
  func interpolatingSpringSamples() {
    // SwiftUI's SpringModel solves the same equation as `Spring`: reference §6 rows 32 (smooth)
    // and 34 (bouncy), value(target: 1) at the given times.
    let bouncy: [(Double, Double)] = [
      (0.1, 0.423302), (0.2, 0.873711), (0.3, 1.033930), (0.5, 1.014498),
    ]
    for (time, expected) in bouncy {
      let value = sample(.interpolatingSpring(duration: 0.5, bounce: 0.3), time) ?? .nan
      #expect(abs(value - expected) < 5e-7)
      let viaSpring = sample(.interpolatingSpring(Spring.bouncy), time) ?? .nan
      #expect(abs(viaSpring - expected) < 5e-7)
    }
    let smooth: [(Double, Double)] = [(0.1, 0.357740), (0.2, 0.715416), (0.5, 0.986399)]
    for (time, expected) in smooth {
      #expect(abs((sample(.interpolatingSpring, time) ?? .nan) - expected) < 5e-7)
      // SwiftUI's SpringModel treats an over-damped interpolating spring as critically damped
      // at ω₀: bounce −0.3 samples as smooth.
      let over = sample(.interpolatingSpring(duration: 0.5, bounce: -0.3), time) ?? .nan
      #expect(abs(over - expected) < 5e-7)
    }
    // The initial velocity is a fraction of the move per second: 1 − e^(−ω₀t)(1 + (ω₀ − v₀)t).
    let w0 = 2 * Double.pi / 0.5
    let fast = sample(.interpolatingSpring(duration: 0.5, bounce: 0, initialVelocity: 3), 0.1)
    #expect(abs((fast ?? .nan) - (1 - exp(-w0 * 0.1) * (1 + (w0 - 3) * 0.1))) < 1e-12)
    // mass/stiffness/damping: the Apple docs' parameter names; k = 100, c = 10: ζ = 0.5.
    let physical = Animation.interpolatingSpring(mass: 1, stiffness: 100, damping: 10)
    let spring = Spring(mass: 1, stiffness: 100, damping: 10)
    #expect(abs((sample(physical, 0.3) ?? .nan) - spring.value(target: 1.0, time: 0.3)) < 1e-12)
  }

  @Test("interpolatingSpring ends as SwiftUI's SpringModel.duration says, at least 1 s")
  func interpolatingSpringEnd() {
    // Under-damped: max(−ln(0.001 / (1 + |a|)) / (ζω₀), 1) with a = ζω₀/ω_d; bouncy: 0.863 → 1.
    #expect(Animation.interpolatingSpring(duration: 0.5, bounce: 0.3).duration(for: 1.0) == 1)
    #expect(sample(.interpolatingSpring(duration: 0.5, bounce: 0.3), 0.999) != nil)
    #expect(sample(.interpolatingSpring(duration: 0.5, bounce: 0.3), 1.0) == nil)
    // A slow, bouncy one: ζ = 0.1, ω₀ = 2π/2: a = 0.1/√0.99.
    let zeta = 0.1
    let w0 = Double.pi
    let a = zeta / (1 - zeta * zeta).squareRoot()
    let expected = -log(0.001 / (1 + a)) / (zeta * w0)
    let slow = Animation.interpolatingSpring(duration: 2, bounce: 0.9)
    #expect(abs(slow.duration(for: 1.0) - expected) < 1e-9)
    // Critically damped: SwiftUI's 0.1 s scan, like Spring().settlingDuration (0.7999999999999999).
    #expect(Animation.interpolatingSpring.duration(for: 1.0) == 0.7999999999999999)
    // An interpolating spring does not merge: it combines.
    #expect(!Animation.interpolatingSpring.node.isMergeableSpring)
  }

  @Test("logicallyComplete(after:) reports completion at its time and changes nothing else")
  func logicalCompletion() {
    let base = Animation.linear(duration: 1)
    let marked = base.logicallyComplete(after: 0.3)
    for (time, complete) in [(0.2, false), (0.3, true), (0.9, true)] {
      var context = AnimationContext<Double>()
      let value = marked.animate(value: 2.0, time: time, context: &context)
      var plain = AnimationContext<Double>()
      #expect(value == base.animate(value: 2.0, time: time, context: &plain))
      #expect(context.isLogicallyComplete == complete)
    }
    #expect(marked.duration(for: 1.0) == 1)
    // SwiftUI marks a fluid spring complete once its response has passed, and an interpolating
    // spring after 2π/√stiffness.
    for (animation, at) in [
      (Animation.spring(response: 0.4, dampingFraction: 0.8), 0.4),
      (.interpolatingSpring(stiffness: 100, damping: 10), 2 * Double.pi / 10),
    ] {
      var before = AnimationContext<Double>()
      _ = animation.animate(value: 1.0, time: at - 0.01, context: &before)
      #expect(!before.isLogicallyComplete)
      var after = AnimationContext<Double>()
      _ = animation.animate(value: 1.0, time: at, context: &after)
      #expect(after.isLogicallyComplete)
    }
    #expect(marked.description.contains("LogicalCompletionModifier(duration: 0.3)"))
  }

  @Test(
    "Every UnitCurve starts at 0 and ends at 1 (Apple docs: curves map [0, 1] onto [0, 1])",
    arguments: [
      UnitCurve.linear, .easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut,
      .circularEaseInOut,
      .bezier(startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.25, y: 1)),
    ])
  func curveEnds(curve: UnitCurve) {
    #expect(curve.value(at: 0) == 0)
    #expect(curve.value(at: 1) == 1)
    #expect(curve.value(at: -3) == 0)
    #expect(curve.value(at: 7) == 1)
    let middle = curve.value(at: 0.5)
    #expect(middle > 0 && middle < 1)
  }
}
