@testable import Motion
import Testing

/// Retargeting, interruption and sampling of `AnimatedValue`.
struct AnimatedValueTests {
  @Test("Additive: linear 1 s 0 → 1, retargeted to 0 at 0.3 s, presents 0.3 at 0.5 s")
  func additiveExample() {
    var value = AnimatedValue(0.0)
    value.set(1, animation: .linear(duration: 1), at: 0)
    value.set(0, animation: .linear(duration: 1), at: 0.3)
    #expect(isApproximatelyEqual(value.value(at: 0.5), 0.3, tolerance: 1e-12))
    // The first animation runs out at 1 s; the second one ends at 1.3 s on the target.
    #expect(isApproximatelyEqual(value.value(at: 1.0), 0.3, tolerance: 1e-12))
    #expect(value.value(at: 1.3) == 0)
    #expect(value.isAnimating(at: 1.29))
    #expect(!value.isAnimating(at: 1.3))
  }

  @Test("Timing-curve interruption is continuous to 1e-9", arguments: [0.05, 0.3, 0.61, 0.99])
  func timingCurveContinuity(interruptAt time: Double) {
    var value = AnimatedValue(Vector2(x: 10, y: -5))
    value.set(Vector2(x: 110, y: 45), animation: .easeInOut(duration: 1), at: 0)
    let before = value.value(at: time)
    value.set(Vector2(x: -20, y: 0), animation: .easeIn(duration: 0.5), at: time)
    let after = value.value(at: time)
    #expect((after - before).magnitudeSquared.squareRoot() <= 1e-9)
    #expect(value.target == Vector2(x: -20, y: 0))
    #expect(value.value(at: 2) == Vector2(x: -20, y: 0))
  }

  @Test(
    "A retargeted spring merges: value and velocity continuous, heads for the new target",
    arguments: [
      Animation.bouncy, .smooth, .spring(duration: 0.5, bounce: -0.3),
      .snappy(duration: 0.35, extraBounce: 0.4).speed(0.7),
    ])
  func springMergeContinuity(animation: Animation) {
    var value = AnimatedValue(0.0)
    value.set(100, animation: animation, at: 1)
    let time = 1.137
    let before = value.value(at: time)
    let velocityBefore = value.velocity(at: time)
    // Left derivative from the old state (second-order one-sided difference).
    let h = 1e-5
    let leftSlope =
      (3 * before - 4 * value.value(at: time - h) + value.value(at: time - 2 * h))
      / (2 * h)
    value.set(-40, animation: animation, at: time)
    let after = value.value(at: time)
    let velocityAfter = value.velocity(at: time)
    let rightSlope =
      (-3 * after + 4 * value.value(at: time + h) - value.value(at: time + 2 * h))
      / (2 * h)
    #expect(abs(after - before) <= 1e-9)
    #expect(abs(velocityAfter - velocityBefore) <= 1e-9 * max(1, abs(velocityBefore)))
    #expect(isApproximatelyEqual(leftSlope, rightSlope, tolerance: 1e-3 * abs(leftSlope)))
    // It is one spring now, from the current state to the new target.
    #expect(isApproximatelyEqual(value.value(at: time + 20), -40, tolerance: 1e-9))
    #expect(!value.isAnimating(at: time + 20))
  }

  @Test("A merged spring follows the closed form from the merged state")
  func mergedSpringClosedForm() {
    let spring = Spring.bouncy
    var value = AnimatedValue(0.0)
    value.set(1, animation: .spring(spring), at: 0)
    // State at 0.2 s by the closed form (row 34's spring).
    let position = spring.value(target: 1.0, time: 0.2)
    let speed = spring.velocity(target: 1.0, time: 0.2)
    value.set(3, animation: .spring(spring), at: 0.2)
    for elapsed in [0.05, 0.1, 0.4] {
      let expected = spring.value(
        fromValue: position, toValue: 3.0, initialVelocity: speed, time: elapsed)
      #expect(isApproximatelyEqual(value.value(at: 0.2 + elapsed), expected, tolerance: 1e-12))
    }
  }

  @Test("A timing curve interrupting a spring combines additively, continuous")
  func mixedInterruption() {
    var value = AnimatedValue(0.0)
    value.set(10, animation: .snappy, at: 0)
    let before = value.value(at: 0.1)
    value.set(20, animation: .linear(duration: 0.5), at: 0.1)
    #expect(abs(value.value(at: 0.1) - before) <= 1e-9)
    // Additive: spring offset toward 10 plus linear offset toward +10.
    let expected = Spring.snappy.value(target: 10.0, time: 0.3) + 10 * 0.4
    #expect(isApproximatelyEqual(value.value(at: 0.3), expected, tolerance: 1e-9))
  }

  @Test("A nil animation jumps and cancels; the same target changes nothing")
  func jumps() {
    var value = AnimatedValue(5.0)
    value.set(10, animation: .easeIn, at: 0)
    value.set(10, animation: .bouncy, at: 0.1)
    let eased = UnitCurve.easeIn.value(at: 0.2 / 0.35)
    #expect(isApproximatelyEqual(value.value(at: 0.2), 5 + 5 * eased))
    value.set(-1, animation: nil, at: 0.2)
    #expect(value.value(at: 0.2) == -1)
    #expect(value.velocity(at: 0.2) == 0)
    #expect(!value.isAnimating(at: 0.2))
  }

  @Test("The crease: easeInOut(duration: 1).repeatForever from 50 to 0")
  func crease() {
    var crease = AnimatedValue(50.0)
    crease.set(0, animation: .easeInOut(duration: 1).repeatForever(autoreverses: true), at: 0)
    #expect(crease.value(at: 0) == 50)
    #expect(crease.value(at: 1) == 0)
    #expect(crease.value(at: 2) == 50)
    #expect(isApproximatelyEqual(crease.value(at: 0.5), 25, tolerance: 1e-9))
    #expect(isApproximatelyEqual(crease.value(at: 1.5), 25, tolerance: 1e-9))
    // easeInOut(0.25) = 0.129162 (row 19): forward and on the way back.
    // The published value has 6 decimals, so 50× it is good to 5e-5.
    #expect(isApproximatelyEqual(crease.value(at: 0.25), 50 - 50 * 0.129162, tolerance: 5e-5))
    #expect(isApproximatelyEqual(crease.value(at: 1.25), 50 * 0.129162, tolerance: 5e-5))
    #expect(isApproximatelyEqual(crease.value(at: 3600.25), 50 - 50 * 0.129162, tolerance: 5e-5))
    #expect(
      isApproximatelyEqual(
        crease.value(at: 0.25), 50 - 50 * UnitCurve.easeInOut.value(at: 0.25), tolerance: 1e-12))
    crease.removeFinished(at: 10_000)
    #expect(crease.isAnimating(at: 10_000))
    #expect(crease.target == 0)
  }

  @Test("Sampling at 30, 60, 120 and 240 Hz gives identical values at shared timestamps")
  func frameRateIndependence() {
    func run(rate: Int) -> [Double] {
      var value = AnimatedValue(Vector2(x: 0, y: 0))
      var shared: [Double] = []
      for frame in 0...(2 * rate) {
        let time = Double(frame) / Double(rate)
        if frame == 0 {
          value.set(
            Vector2(x: 200, y: -6), animation: .snappy(duration: 0.35, extraBounce: 0.4),
            at: time)
        }
        if frame * 2 == rate {
          value.set(Vector2(x: -50, y: 0), animation: .bouncy, at: time)
          value.set(Vector2(x: -50, y: 30), animation: .easeOut(duration: 0.4), at: time)
        }
        value.removeFinished(at: time)
        if (frame * 30) % rate == 0 {
          shared.append(value.value(at: time).x)
          shared.append(value.value(at: time).y)
        }
      }
      return shared
    }
    let reference = run(rate: 30)
    #expect(reference.count == 2 * 61)
    for rate in [60, 120, 240] {
      #expect(run(rate: rate) == reference)
    }
    // And the values are the closed form's: at 0.1 s, before the retarget.
    let spring = Spring.snappy(duration: 0.35, extraBounce: 0.4)
    #expect(isApproximatelyEqual(reference[6], spring.value(target: 200.0, time: 0.1)))
    #expect(isApproximatelyEqual(reference[6], 200 * 0.789893, tolerance: 1e-4))
  }

  @Test("removeFinished keeps the state bounded and the presentation unchanged")
  func removeFinished() {
    var value = AnimatedValue(0.0)
    var largest = 0
    for step in 0..<1000 {
      let time = Double(step) * 0.05
      value.removeFinished(at: time)
      value.set(Double(step % 7), animation: .easeInOut(duration: 0.2), at: time)
      largest = max(largest, value.runs.count)
    }
    #expect(largest <= 5)
    let presented = value.value(at: 49.97)
    value.removeFinished(at: 49.97)
    #expect(value.value(at: 49.97) == presented)
    #expect(value.runs.count < 5)
    #expect(value.isAnimating(at: 50.1))
    #expect(!value.isAnimating(at: 50.2))
    #expect(value.value(at: 50.2) == value.target)
    value.removeFinished(at: 50.2)
    #expect(value.runs.isEmpty)
  }
}
