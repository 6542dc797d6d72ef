@testable import Motion
import Testing

/// Animation factories, modifiers, repeat legs and finish detection.
struct AnimationTests {
  /// Samples `animation` for a change `delta` at `time` from rest.
  private func sample(_ animation: Animation, _ delta: Double, _ time: Double) -> Double? {
    var context = AnimationContext<Double>()
    return animation.animate(value: delta, time: time, context: &context)
  }

  @Test("Timing-curve factories: SwiftUI's curves, 0.35 s by default")
  func timingCurveFactories() {
    #expect(Animation.easeInOut == .timingCurve(0.42, 0, 0.58, 1, duration: 0.35))
    // `timingCurve(_:duration:)` is SwiftUI's `UnitCurveAnimation`, a different animation
    // type from the Bézier factories' `BezierAnimation`, with the same values.
    #expect(Animation.easeInOut != .timingCurve(.easeInOut, duration: 0.35))
    #expect(sample(.timingCurve(.easeInOut, duration: 0.35), 1, 0.1) == sample(.easeInOut, 1, 0.1))
    #expect(Animation.easeIn == .easeIn(duration: 0.35))
    #expect(Animation.easeOut == .timingCurve(0, 0, 0.58, 1))
    #expect(Animation.linear.duration(for: 1.0) == 0.35)
    #expect(Animation.easeInOut(duration: 1).duration(for: 5.0) == 1)
    #expect(Animation.timingCurve(0.42, 0, 0.58, 1, duration: 2) == .easeInOut(duration: 2))
    // Row 29: a linear Bézier over 100 s is at 0.1 after 10 s and 0.5 after 50 s.
    let linear = Animation.timingCurve(0, 0, 1, 1, duration: 100)
    #expect(isApproximatelyEqual(sample(linear, 1, 10) ?? -1, 0.1, tolerance: 1e-9))
    #expect(isApproximatelyEqual(sample(linear, 1, 50) ?? -1, 0.5, tolerance: 1e-9))
    // A 0.35 s easeIn over 200 pt, at a quarter of its duration.
    #expect(
      isApproximatelyEqual(
        sample(.easeIn, 200, 0.0875) ?? -1, 200 * 0.093465,
        tolerance: 2e-4))
  }

  @Test("Spring factories map to SwiftUI's springs")
  func springFactories() {
    // SwiftUI's factories (OpenSwiftUI `FluidSpringAnimation.swift`): duration/bounce maps to
    // response/dampingFraction with ζ = 1 − bounce (or 1/(bounce + 1) below 0).
    #expect(Animation.smooth == .spring(response: 0.5, dampingFraction: 1))
    #expect(Animation.snappy == .spring(response: 0.5, dampingFraction: 1 - 0.15))
    #expect(Animation.bouncy == .spring(response: 0.5, dampingFraction: 1 - 0.3))
    #expect(
      Animation.snappy(duration: 0.35, extraBounce: 0.4)
        == .spring(response: 0.35, dampingFraction: 1 - (0.15 + 0.4)))
    #expect(Animation.spring(duration: 1, bounce: -0.5) == .spring(response: 1, dampingFraction: 2))
    #expect(Animation.bouncy(duration: 1, extraBounce: 0.1) == .spring(duration: 1, bounce: 0.4))
    #expect(Animation.smooth(duration: 2) == .spring(duration: 2, bounce: 0))
    #expect(Animation.spring == .spring(duration: 0.5, bounce: 0))
    #expect(
      Animation.spring(Spring(response: 0.4, dampingRatio: 0.6))
        == .spring(response: 0.4, dampingFraction: 0.6))
    // `default` is its own type in SwiftUI (`DefaultAnimation`), sampled as the documented
    // spring(response: 0.55, dampingFraction: 1.0).
    #expect(Animation.default != .spring(response: 0.55, dampingFraction: 1))
    for time in stride(from: 0.0, through: 1.0, by: 0.05) {
      #expect(
        sample(.default, 10, time) == sample(.spring(response: 0.55, dampingFraction: 1), 10, time))
    }
    #expect(
      Animation.interactiveSpring
        == .spring(response: 0.15, dampingFraction: 1 - 0.15, blendDuration: 0.25))
    #expect(
      Animation.interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)
        == .spring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25))
    // A spring animation is SwiftUI's 300 Hz integrator scaled by Δ (row 38: 0.419604 after
    // the 30 steps to 0.1 s).
    #expect(isApproximatelyEqual(sample(.bouncy, 10, 0.0999) ?? -1, 4.19604, tolerance: 5e-6))
  }

  @Test("Delay and speed shift and scale time")
  func delayAndSpeed() {
    let base = Animation.linear(duration: 1)
    #expect(sample(base.delay(0.5), 2, 0.25) == 0)
    #expect(isApproximatelyEqual(sample(base.delay(0.5), 2, 1.0) ?? -1, 1))
    #expect(base.delay(0.5).duration(for: 2.0) == 1.5)
    #expect(sample(base.delay(0.5), 2, 1.5) == nil)
    #expect(isApproximatelyEqual(sample(base.speed(2), 2, 0.25) ?? -1, 1))
    #expect(base.speed(2).duration(for: 2.0) == 0.5)
    #expect(base.delay(1).speed(2).duration(for: 1.0) == 1)
    #expect(base.speed(2).delay(1).duration(for: 1.0) == 1.5)
    #expect(base.speed(0).duration(for: 1.0) == .infinity)
    #expect(sample(base.speed(0), 1, 100) == 0)
    // Speed scales a spring's clock and its velocity.
    let fast = Animation.bouncy.speed(2)
    var context = AnimationContext<Double>()
    let value = fast.animate(value: 3, time: 0.07, context: &context) ?? -1
    #expect(value == sample(.bouncy, 3, 0.14))
    let velocity = fast.velocity(value: 3.0, time: 0.07, context: context) ?? -1
    let slow = Animation.bouncy.velocity(value: 3.0, time: 0.14, context: context) ?? -1
    #expect(velocity == 2 * slow)
  }

  @Test("repeatCount legs: a reversed leg counts as one repeat and is value-mirrored")
  func repeatCountLegs() {
    let base = Animation.easeIn(duration: 1)
    let twice = base.repeatCount(2)
    #expect(twice.duration(for: 1.0) == 2)
    #expect(isApproximatelyEqual(sample(twice, 1, 0.25) ?? -1, 0.093465))
    // Reverse leg: Δ − base(t), so it also starts slowly.
    #expect(isApproximatelyEqual(sample(twice, 1, 1.25) ?? -1, 1 - 0.093465))
    #expect(sample(twice, 1, 2) == nil)
    let thrice = base.repeatCount(3, autoreverses: true)
    #expect(isApproximatelyEqual(sample(thrice, 1, 2.5) ?? -1, 0.315357))
    #expect(sample(thrice, 1, 3) == nil)
    let restart = base.repeatCount(2, autoreverses: false)
    #expect(isApproximatelyEqual(sample(restart, 1, 1.25) ?? -1, 0.093465))
    #expect(base.repeatCount(1).duration(for: 1.0) == 1)
    #expect(base.repeatCount(0).duration(for: 1.0) == 0)
    // A delay inside the repeat is repeated with every leg.
    let delayed = Animation.linear(duration: 1).delay(0.5).repeatForever(autoreverses: false)
    #expect(sample(delayed, 1, 1.75) == 0)
    #expect(isApproximatelyEqual(sample(delayed, 1, 2.5) ?? -1, 0.5))
  }

  @Test("repeatForever never finishes; 1 s forward then 1 s back")
  func repeatForever() {
    let crease = Animation.easeInOut(duration: 1).repeatForever(autoreverses: true)
    #expect(crease.duration(for: -50.0) == .infinity)
    #expect(sample(crease, -50, 0) == 0)
    #expect(isApproximatelyEqual(sample(crease, -50, 0.5) ?? 1, -25, tolerance: 1e-9))
    #expect(sample(crease, -50, 1) == -50)
    #expect(isApproximatelyEqual(sample(crease, -50, 1.5) ?? 1, -25, tolerance: 1e-9))
    #expect(sample(crease, -50, 2) == 0)
    #expect(
      isApproximatelyEqual(
        sample(crease, -50, 1000.25) ?? 1, -50 * 0.129162, tolerance: 5e-5))
    // Velocity flips sign on the return leg.
    var context = AnimationContext<Double>()
    let forward = crease.velocity(value: -50.0, time: 0.5, context: context) ?? 0
    let back = crease.velocity(value: -50.0, time: 1.5, context: context) ?? 0
    #expect(isApproximatelyEqual(forward, -50 * 1.7241, tolerance: 0.01))
    #expect(isApproximatelyEqual(back, 50 * 1.7241, tolerance: 0.01))
    _ = crease.animate(value: -50.0, time: 3, context: &context)
  }

  @Test(
    "A spring finishes when at rest by its criterion, independent of the frame rate",
    arguments: [
      Spring.bouncy, .smooth, .snappy(duration: 0.35, extraBounce: 0.4),
      Spring(duration: 0.5, bounce: -0.3),
    ])
  func springFinish(spring: Spring) {
    let animation = Animation.spring(spring)
    let delta = 40.0
    let end = animation.duration(for: delta)
    #expect(end > 0.3 && end < 2.5)
    #expect(sample(animation, delta, end) == nil)
    // SwiftUI's fluid spring ends at the first 1/300 s step after which |v| and |F| ≤ 0.06 and
    // the offset is within 1 % of Δ (reference §1.6).
    let justBefore = end - 1e-9
    let last = sample(animation, delta, justBefore) ?? .nan
    #expect(abs(last - delta) <= 0.01 * delta)
    let context = AnimationContext<Double>()
    let speed = animation.velocity(value: delta, time: justBefore, context: context) ?? .nan
    #expect(abs(speed) <= 0.06)
  }

  @Test("A zero change finishes at once; an undamped spring never does")
  func degenerateFinishes() {
    // A fluid spring with nothing to do stops after its first step.
    #expect(Animation.bouncy.duration(for: 0.0) <= 1.0 / 300)
    #expect(sample(.bouncy, 0, 1.0 / 300) == nil)
    #expect(Animation.spring(Spring(duration: 1, bounce: 1)).duration(for: 1.0) == .infinity)
    #expect(Animation.linear(duration: 0).duration(for: 1.0) == 0)
  }

  @Test(
    "Animation velocity is the time derivative of animate",
    arguments: [
      Animation.easeInOut(duration: 0.8), .interpolatingSpring(duration: 0.6, bounce: 0.3),
      .interpolatingSpring(stiffness: 170, damping: 15, initialVelocity: 2).speed(1.5).delay(0.2),
      .easeIn(duration: 0.4).repeatCount(3), .timingCurve(.circularEaseInOut, duration: 0.5),
    ])
  func velocityIsDerivative(animation: Animation) {
    var context = AnimationContext<Double>()
    for time in stride(from: 0.013, through: 1.0, by: 0.041) {
      guard let velocity = animation.velocity(value: 12.0, time: time, context: context) else {
        continue
      }
      let numeric = centralDifference(at: time) {
        animation.animate(value: 12.0, time: $0, context: &context) ?? 12
      }
      #expect(isApproximatelyEqual(velocity, numeric, tolerance: 1e-4 * max(1, abs(velocity))))
    }
  }
}
