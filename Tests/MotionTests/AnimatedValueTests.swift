#if canImport(Glibc)
  import Glibc
#endif
@testable import Motion
import Testing

/// Retargeting, interruption and sampling of `AnimatedValue`.
struct AnimatedValueTests {
  @Test("Combining: linear 1 s 0 → 1, then → 0 at 0.3 s, blends from the moving value")
  func combiningExample() {
    // SwiftUI's DefaultCombiningAnimation (OpenSwiftUI `DefaultCombiningAnimation.swift`): the
    // second animation moves from where the first one is now to its own target:
    // r(t) = r₁(t) + p₂(t)·(0 − r₁(t)), with r₁ = t and p₂ = t − 0.3 while they run.
    var value = AnimatedValue(0.0)
    value.set(1, animation: .linear(duration: 1), at: 0)
    value.set(0, animation: .linear(duration: 1), at: 0.3)
    #expect(isApproximatelyEqual(value.value(at: 0.5), 0.5 - 0.2 * 0.5, tolerance: 1e-12))
    // Once the first has finished it sits on 1, and the second moves from there.
    #expect(isApproximatelyEqual(value.value(at: 1.1), 1 - 0.8, tolerance: 1e-12))
    #expect(value.value(at: 1.31) == 0)
    #expect(value.isAnimating(at: 1.29))
    #expect(!value.isAnimating(at: 1.31))
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
    arguments: [Animation.bouncy, .smooth, .spring(duration: 0.5, bounce: -0.3), .default])
  func springMergeContinuity(animation: Animation) {
    var value = AnimatedValue(0.0)
    value.set(100, animation: animation, at: 1)
    let time = 1.137
    let before = value.value(at: time)
    let velocityBefore = value.velocity(at: time)
    value.set(-40, animation: animation, at: time)
    #expect(value.value(at: time) == before)
    #expect(value.velocity(at: time) == velocityBefore)
    #expect(velocityBefore != 0)
    // It is one spring now, from the current state to the new target.
    #expect(isApproximatelyEqual(value.value(at: time + 20), -40, tolerance: 1e-9))
    #expect(!value.isAnimating(at: time + 20))
    #expect(value.segmentCount == 1)
  }

  @Test("Fluid springs step SwiftUI's 300 Hz velocity-Verlet integrator (reference row 38)")
  func fluidIntegrator() {
    // Reference §1.6 and §6 row 38: bouncy, Δ = 1: 0.419604 after 30 steps (0.1 s) and
    // 1.029657 after 90 (0.3 s); the closed form gives 0.423302 and 1.033930. A sample at T
    // steps while t < T, and 30 additions of 1/300 fall just short of 0.1, so a sample at
    // exactly 0.1 s takes a 31st step; just before the grid point it is the 30th.
    var value = AnimatedValue(0.0)
    value.set(1, animation: .bouncy, at: 0)
    #expect(isApproximatelyEqual(value.value(at: 0.0999), 0.419604, tolerance: 5e-7))
    #expect(isApproximatelyEqual(value.value(at: 0.2999), 1.029657, tolerance: 5e-7))
    // The reference's finish times, tested at 60 Hz frames: bouncy 0.767 s for Δ = 1, 1.133 s
    // for Δ = 100; smooth 0.833 s and 1.267 s. Motion tests every step, so it ends within the
    // frame before.
    for (animation, delta, end) in [
      (Animation.bouncy, 1.0, 0.767), (.bouncy, 100, 1.133), (.smooth, 1, 0.833),
      (.smooth, 100, 1.267),
    ] {
      var moving = AnimatedValue(0.0)
      moving.set(delta, animation: animation, at: 0)
      #expect(moving.isAnimating(at: end - 1.0 / 60 - 0.0005))
      #expect(!moving.isAnimating(at: end + 0.0005))
    }
  }

  @Test("A merged spring integrates on from the merged state, its grid restarting at the merge")
  func mergedSpringIntegrates() {
    // An independent transcription of reference §1.6's step, k = (2π/0.5)², c = 2√k·0.7.
    let k = pow(2 * Double.pi / 0.5, 2)
    let c = 2 * k.squareRoot() * 0.7
    var x = 0.0
    var v = 0.0
    var force = 0.0
    var t = 0.0
    func step(towards goal: Double) {
      let half = force / 600 + v
      x += half / 300
      force = -c * half + k * (goal - x)
      v = force / 600 + half
      t += 1.0 / 300
    }
    while t < 0.2 { step(towards: 1) }
    t = 0.2
    var value = AnimatedValue(0.0)
    value.set(1, animation: .bouncy, at: 0)
    #expect(isApproximatelyEqual(value.value(at: 0.2), x, tolerance: 1e-12))
    value.set(3, animation: .bouncy, at: 0.2)
    var expected: [Double] = []
    for sample in [0.25, 0.3, 0.6] {
      while t < sample { step(towards: 3) }
      expected.append(x)
    }
    for (sample, x) in zip([0.25, 0.3, 0.6], expected) {
      #expect(isApproximatelyEqual(value.value(at: sample), x, tolerance: 1e-9))
    }
  }

  @Test("A timing curve interrupting a spring blends from the spring's motion")
  func mixedInterruption() {
    var value = AnimatedValue(0.0)
    value.set(10, animation: .snappy, at: 0)
    let before = value.value(at: 0.1)
    value.set(20, animation: .linear(duration: 0.5), at: 0.1)
    #expect(abs(value.value(at: 0.1) - before) <= 1e-9)
    // r = s + 0.4·(20 − s), with s the spring still heading for 10 (its own animation).
    var context = AnimationContext<Double>()
    let spring = Animation.snappy.animate(value: 10.0, time: 0.3, context: &context) ?? 10
    #expect(isApproximatelyEqual(value.value(at: 0.3), spring + 0.4 * (20 - spring), tolerance: 1e-9))
    // And a spring that interrupts the blend takes over from where it is, from rest (SwiftUI's
    // combined animation reports no velocity).
    let now = value.value(at: 0.35)
    value.set(0, animation: .smooth, at: 0.35)
    #expect(value.value(at: 0.35) == now)
    #expect(value.velocity(at: 0.35) == 0)
    #expect(value.segmentCount == 1)
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
    // At 0.1 s, before the retarget, the integrator has taken 31 steps; it is within 0.5 % of
    // the move of the closed form at 31/300 s (§1.6 measured 0.004 for bouncy; this stiffer,
    // bouncier spring differs by 0.0064 here).
    let spring = Spring.snappy(duration: 0.35, extraBounce: 0.4)
    #expect(abs(reference[6] - spring.value(target: 200.0, time: 31.0 / 300)) < 200 * 0.01)
  }

  @Test("removeFinished keeps the state bounded and the presentation unchanged")
  func removeFinished() {
    var value = AnimatedValue(0.0)
    var largest = 0
    for step in 0..<1000 {
      let time = Double(step) * 0.05
      value.removeFinished(at: time)
      value.set(Double(step % 7), animation: .easeInOut(duration: 0.2), at: time)
      largest = max(largest, value.segmentCount)
    }
    // At most four 0.2 s curves overlap at 50 ms spacing, plus the finished one they start from.
    #expect(largest <= 6)
    let presented = value.value(at: 49.97)
    value.removeFinished(at: 49.97)
    #expect(value.value(at: 49.97) == presented)
    #expect(value.segmentCount <= 5)
    #expect(value.isAnimating(at: 50.1))
    #expect(!value.isAnimating(at: 50.2))
    #expect(value.value(at: 50.2) == value.target)
    value.removeFinished(at: 50.2)
    #expect(value.segmentCount == 0)
  }

  @Test(
    "14,000 changes within 0.14 s keep a bounded number of segments (issue 14, class 5)",
    arguments: [Animation.linear(duration: 1), .easeIn(duration: 1), .default, .interpolatingSpring])
  func denseToggles(animation: Animation) {
    var value = AnimatedValue(0.0)
    var largest = 0
    for step in 0..<14_000 {
      let time = Double(step) * 1e-5
      value.removeFinished(at: time)
      value.set(step % 2 == 0 ? 1 : 0, animation: animation, at: time)
      largest = max(largest, value.segmentCount)
    }
    // Changes within 1/240 s fold together, as SwiftUI folds the changes between frames: at
    // most 0.14 × 240 + 1 segments, whatever the toggle rate.
    #expect(largest <= 35)
    #expect(value.value(at: 0.5).isFinite)
    #expect(!value.isAnimating(at: 30))
  }

  @Test("Dropping segments that can no longer be seen does not move the value by 1e-9")
  func pruningIsInvisible() {
    // Toggle every 30 ms for 3 s: older segments are superseded or weigh nothing.
    var value = AnimatedValue(0.0)
    var reference: [(time: Double, target: Double)] = []
    for step in 0..<100 {
      let time = Double(step) * 0.03
      let target = Double(step % 3)
      value.set(target, animation: .easeInOut(duration: 0.4), at: time)
      reference.append((time, target))
    }
    // 0.4 s curves every 30 ms: 14 still run, plus the finished one they start from.
    #expect(value.segmentCount <= 15)
    // The full chain, evaluated directly from the published combining rule.
    func full(at time: Double) -> Double {
      var result = 0.0
      var previous = 0.0
      for (start, target) in reference where start <= time {
        let progress = UnitCurve.easeInOut.value(at: min(1, (time - start) / 0.4))
        result = time - start >= 0.4 ? target : result + progress * (target - result)
        previous = target
      }
      _ = previous
      return result
    }
    for time in stride(from: 2.97, through: 3.5, by: 0.01) {
      #expect(abs(value.value(at: time) - full(at: time)) < 1e-9)
    }
  }

  /// A pulse written as two transactions in one handler (a real file): up with a spring, and
  /// back to where it started with a delayed `.spring()`. SwiftUI combines the two
  /// (`DefaultCombiningAnimation`): the delayed spring moves from where the first one then is
  /// back to 1, so nothing jumps when its delay ends and it settles at 1 about a second later.
  /// Its goal is the change's start (no net change), and it ended with its delay, jumping.
  @Test("A delayed spring back to the start moves from where the value is when its delay ends")
  func aDelayedSpringBackToTheStartMoves() {
    var value = AnimatedValue<Double>(1)
    value.set(2, animation: .interpolatingSpring(stiffness: 300, damping: 12), at: 0.1)
    value.set(1, animation: .spring().delay(0.3), at: 0.1)
    // Continuous across the end of the delay (0.4 s): the springs' steps over 2 ms are small.
    #expect(abs(value.value(at: 0.401) - value.value(at: 0.399)) < 0.02)
    #expect(value.value(at: 0.401) > 1.9)
    // On its way back, and moving, a quarter of a second later; at rest on 1 after it settles.
    let halfway = value.value(at: 0.65)
    #expect(halfway > 1.05 && halfway < 1.9, "\(halfway)")
    #expect(value.isAnimating(at: 0.65))
    #expect(!value.isAnimating(at: 2) && value.value(at: 2) == 1)
  }
}
