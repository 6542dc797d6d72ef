import Foundation
import Testing

@testable import MotionUI

/// Keyframe timelines at exact times against values worked by hand: linear interpolation,
/// a critically damped spring's closed form x(t) = Δ·(1 − (1 + ω₀t)·e^(−ω₀t)) + v₀·t·e^(−ω₀t)
/// with ω₀ = 2π / duration, and the Catmull-Rom cubic's Hermite basis with the seam velocity
/// (next − previous) ÷ (the two durations).
struct KeyframeTimelineTests {
  private func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

  @Test func linearKeyframesInterpolateInTurn() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(100.0, duration: 2)
      LinearKeyframe(40.0, duration: 1)
    }
    #expect(timeline.duration == 3)
    // 0 → 100 over 2 s, then 100 → 40 over 1 s; before the start the initial value, after the
    // end the last keyframe's.
    for (time, expected) in [(-1.0, 0.0), (0.0, 0.0), (0.5, 25.0), (2.0, 100.0), (2.5, 70.0), (3.0, 40.0), (9.0, 40.0)] {
      #expect(near(timeline.value(time: time), expected), "at \(time): \(timeline.value(time: time))")
    }
    // Halfway through the 3 s is 1.5 s: three quarters of the first leg.
    #expect(near(timeline.value(progress: 0.5), 75))
  }

  private struct Pose {
    var x = 0.0
    var y = 10.0
  }

  @Test func tracksAnimateTheirKeyPathsTogether() {
    let timeline = KeyframeTimeline(initialValue: Pose()) {
      KeyframeTrack(\.x) { LinearKeyframe(100.0, duration: 1) }
      KeyframeTrack(\.y) {
        MoveKeyframe(50.0)
        LinearKeyframe(0.0, duration: 4)
      }
    }
    // The longest track sets the duration; the shorter one holds its end.
    #expect(timeline.duration == 4)
    let early = timeline.value(time: 0.5)
    #expect(near(early.x, 50) && near(early.y, 50 - 50 * 0.5 / 4))
    let late = timeline.value(time: 2)
    #expect(near(late.x, 100) && near(late.y, 25))
    #expect(timeline.value(time: -0.1).y == 10, "before the start, the initial value")
  }

  @Test func aSpringKeyframeFollowsTheCriticallyDampedClosedForm() {
    let spring = Spring(duration: 0.5, bounce: 0)
    let omega = 2 * Double.pi / 0.5
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      SpringKeyframe(100.0, duration: 0.25, spring: spring)
      LinearKeyframe(0.0, duration: 1)
    }
    func critical(_ delta: Double, _ v0: Double, _ t: Double) -> Double {
      delta * (1 - (1 + omega * t) * exp(-omega * t)) + v0 * t * exp(-omega * t)
    }
    #expect(near(timeline.value(time: 0.1), critical(100, 0, 0.1)))
    // The spring is cut at 0.25 s, where it is at 100·(1 − (1 + π)·e^(−π)); the linear keyframe
    // starts there: halfway through it, half of that.
    let cut = 100 * (1 - (1 + Double.pi) * exp(-Double.pi))
    #expect(near(timeline.value(time: 0.25), cut))
    #expect(near(timeline.value(time: 0.75), cut / 2))
  }

  @Test func aSpringKeyframeStartsWithTheVelocityOfTheSegmentBefore() {
    let spring = Spring(duration: 0.5, bounce: 0)
    let omega = 2 * Double.pi / 0.5
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      LinearKeyframe(10.0, duration: 1)
      SpringKeyframe(10.0, duration: 1, spring: spring)
    }
    // A spring at its target moving at 10 per second: 10 + 10·t·e^(−ω₀t).
    let t = 0.1
    #expect(near(timeline.value(time: 1 + t), 10 + 10 * t * exp(-omega * t)))
  }

  @Test func aSpringKeyframeWithoutDurationRunsUntilItSettles() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      SpringKeyframe(1.0, spring: Spring(duration: 0.5, bounce: 0))
    }
    // A critically damped spring is within 0.001 of its target once (1 + ω₀t)·e^(−ω₀t) ≤ 0.001:
    // ω₀t ≥ 9.23, t ≥ 0.7346 s; SwiftUI's settling scan steps by 0.1 s past it.
    #expect(timeline.duration > 0.73 && timeline.duration < 2.0)
    #expect(abs(timeline.value(time: timeline.duration) - 1) < 0.001)
  }

  @Test func adjacentCubicKeyframesMakeACatmullRomSpline() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      CubicKeyframe(10.0, duration: 1)
      CubicKeyframe(30.0, duration: 1)
      CubicKeyframe(30.0, duration: 1)
    }
    // Seam velocities: at 10, (30 − 0) / 2 = 15; at 30, (30 − 10) / 2 = 10; 0 at the ends.
    // Hermite at u = ½: ½·p₀ + ⅛·m₀ + ½·p₁ − ⅛·m₁.
    #expect(near(timeline.value(time: 0.5), 0.5 * 10 - 0.125 * 15))
    #expect(near(timeline.value(time: 1.5), 0.5 * 10 + 0.125 * 15 + 0.5 * 30 - 0.125 * 10))
    #expect(near(timeline.value(time: 1), 10) && near(timeline.value(time: 2), 30))
  }

  @Test func catmullRomSeamsWeighTheDurations() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      CubicKeyframe(10.0, duration: 1)
      CubicKeyframe(30.0, duration: 3)
    }
    // Seam velocity (30 − 0) / (1 + 3) = 7.5 per second, a tangent of 22.5 over the 3 s segment.
    #expect(near(timeline.value(time: 2.5), 0.5 * 10 + 0.125 * 22.5 + 0.5 * 30))
  }

  @Test func aMoveKeyframeJumps() {
    let timeline = KeyframeTimeline(initialValue: 0.0) {
      MoveKeyframe(5.0)
      LinearKeyframe(15.0, duration: 1)
    }
    #expect(timeline.value(time: 0) == 5)
    #expect(near(timeline.value(time: 0.5), 10))
  }
}
