import Motion
import Testing

@testable import Scenes

/// The data the agent sends about an animation in flight, and what the window's timeline makes
/// of it, against closed forms: a linear move's progress is t / d; an autoreversing ease-in-out
/// leg of 1 s is back at its start after 2 s and halfway at 0.5 s (the curve is symmetric).
struct AnimationInFlightTests {
  @Test func aLinearMoveIsSampledAsItsClosedForm() throws {
    let data = AnimationInFlight(name: "offset", animation: .linear(duration: 0.8), start: 2)
    #expect(data.spelling == ".linear(duration: 0.8)")
    #expect(data.span == 0.8 && !data.repeats && data.start == 2)
    #expect(data.samples.count == AnimationInFlight.sampleCount)
    let last = Double(data.samples.count - 1)
    for (index, sample) in data.samples.enumerated() {
      #expect(abs(sample - Double(index) / last) < 1e-9, "sample \(index)")
    }
    // A linear curve is within 0.1 % of its end 0.1 % before the end; it never overshoots.
    let figures = try #require(data.figures)
    #expect(abs(figures.settleTime - 0.8 * 0.999) < 1e-6)
    #expect(figures.overshootPercent == 0)
    #expect(data.elapsed(at: 2.5) == 0.5 && data.elapsed(at: 9) == 0.8 && data.elapsed(at: 1) == 0)
  }

  @Test func anAutoreversingRepeatSpansOneCycle() {
    let data = AnimationInFlight(
      name: "scaleEffect", animation: .easeInOut(duration: 1).repeatForever(autoreverses: true), start: 0)
    #expect(data.repeats && data.span == 2)
    // 49 samples over 2 s: index 12 is 0.5 s, 24 is 1 s (the far end), 48 is 2 s (back).
    #expect(abs(data.samples[12] - 0.5) < 1e-6)
    #expect(abs(data.samples[24] - 1) < 1e-6)
    #expect(abs(data.samples[48]) < 1e-6)
    #expect(abs(data.elapsed(at: 7.3) - 1.3) < 1e-9)
    // The timeline spans the cycle that holds the time.
    let span = AnimationInFlight.timelineSpan([data], at: 7.3)
    #expect(span?.start == 6 && span?.duration == 2)
    // Scrubbed to a cycle's very end, the bar holds that cycle (its knob at the end), not the
    // next at 0.
    let end = AnimationInFlight.timelineSpan([data], at: 8)
    #expect(end?.start == 6 && end?.duration == 2)
    #expect(AnimationInFlight.timelineSpan([data], at: 0)?.start == 0)
  }

  /// A repeating spring's cycle is the period of the motion it draws: a 24-point bounce of
  /// `.spring(response: 0.4, dampingFraction: 0.5)` repeats its values a cycle later, where the
  /// unit move's cycle (which the timeline used) does not; its leg's figures are the spring's.
  @Test func aRepeatingSpringSpansThePeriodOfItsMotion() throws {
    let bounce = Animation.spring(response: 0.4, dampingFraction: 0.5).repeatForever(autoreverses: true)
    let data = AnimationInFlight(name: "offset", animation: bounce, start: 0, distance: 24)
    let unit = try #require(bounce.repeatCycle(for: 1))
    #expect(data.repeats && data.span > unit + 0.5, "\(data.span) against \(unit)")
    var context = AnimationContext<Double>()
    func y(_ t: Double) -> Double { bounce.animate(value: 24.0, time: t, context: &context) ?? 24 }
    for t in [0.1, 0.3, 0.7] {
      #expect(abs(y(t) - y(t + data.span)) < 1e-6, "at \(t)")
    }
    #expect(abs(y(0.3) - y(0.3 + unit)) > 1, "the unit move's cycle is not the motion's period")
    let figures = try #require(data.figures)
    #expect(figures == MotionFigures(spring: Spring(response: 0.4, dampingRatio: 0.5)))
  }

  @Test func theTimelineSpansTheLastTransactionOverARepeatingMotion() {
    let repeating = AnimationInFlight(
      name: "scaleEffect", animation: .easeInOut(duration: 1).repeatForever(autoreverses: true), start: 0)
    let short = AnimationInFlight(name: "opacity", animation: .linear(duration: 0.5), start: 3)
    let long = AnimationInFlight(name: "offset", animation: .linear(duration: 0.8), start: 3)
    let span = AnimationInFlight.timelineSpan([repeating, short, long], at: 3.2)
    #expect(span?.start == 3)
    #expect(abs((span?.duration ?? 0) - 0.8) < 1e-12)
    #expect(AnimationInFlight.timelineSpan([], at: 1) == nil)
  }
}
