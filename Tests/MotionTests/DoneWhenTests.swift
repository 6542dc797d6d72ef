import Motion
import Testing

/// Issue 2's "Done when": the exact call spellings compile and give the reference numbers.
struct DoneWhenTests {
  @Test("The four documented calls")
  func documentedCalls() {
    let value = Spring(duration: 0.5, bounce: 0.3).value(
      fromValue: 0.0, toValue: 200.0, initialVelocity: 0.0, time: 0.1)
    #expect(isApproximatelyEqual(value, 84.660425))
    let text = Spring.snappy(duration: 0.35, extraBounce: 0.4)
    #expect(isApproximatelyEqual(text.bounce, 0.55, tolerance: 1e-12))
    #expect(isApproximatelyEqual(text.duration, 0.35, tolerance: 1e-12))
    #expect(isApproximatelyEqual(UnitCurve.easeIn.value(at: 0.25), 0.093465))
    let velocity = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.75, y: 0.9)
    ).velocity(at: 0.5)
    #expect(isApproximatelyEqual(velocity, 1.2, tolerance: 0.001))
  }
}
