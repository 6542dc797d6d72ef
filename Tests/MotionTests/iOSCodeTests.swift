import Foundation
import Motion
import MotionCoreGraphics
import Testing

/// The realistic iOS code in `iOSCode/` compiles against the public API, and its values match
/// SwiftUI's published numbers.
struct iOSCodeTests {
  @Test("Published values through the iOS spellings")
  func publishedValues() {
    // Apple docs, `Spring`: Spring(duration: 0.5, bounce: 0.3) has mass 1, stiffness 157.9,
    // damping 17.6. Respring's README prints 157.91367041742973 and 17.59291886010284 from its
    // Rust port; m·(ω² + λ²) in IEEE arithmetic is 157.9136704174297, one ulp below (the
    // README's figure is (2π/0.5)², not the code's sum), so allow one ulp there.
    let (_, mass, stiffness, damping) = springReadout()
    #expect(mass == 1)
    #expect(abs(stiffness - 157.91367041742973) <= stiffness.ulp)
    #expect(damping == 17.59291886010284)
    // Apple docs: Spring(mass: 1, stiffness: 100, damping: 10) has duration 0.63, bounce 0.5;
    // Respring's README prints 0.6283185307179586 and 0.5.
    let spring = Spring(mass: 1, stiffness: 100, damping: 10)
    #expect(spring.duration == 0.6283185307179586)
    #expect(spring.bounce == 0.5)
    // flocked/Anima's doc comment: 0 → 200 with Spring(duration: 0.5, bounce: 0.3) is 84.66 at
    // 0.1 s, moving at 1141.51 per second.
    let value = Spring(duration: 0.5, bounce: 0.3).value(
      fromValue: CGFloat(0), toValue: 200, initialVelocity: 0, time: 0.1)
    #expect(abs(value - 84.66) < 0.005)
    let speed = Spring(duration: 0.5, bounce: 0.3).velocity(
      fromValue: CGFloat(0), toValue: 200, initialVelocity: 0, time: 0.1)
    #expect(abs(speed - 1141.51) < 0.005)
    // OpenSwiftUI's UnitCurve compatibility tests (run against SwiftUI in its CI).
    let curves = curveSamples()
    #expect(abs(curves[0] - 0.09) <= 0.01)
    #expect(curves[1] == 1)
    #expect(abs(curves[4] - 0.3) < 1e-12)
  }

  @Test("Every animation an app declares samples from 0 and finishes or repeats")
  func declaredAnimations() {
    for animation in Motions.all {
      var context = AnimationContext<CGFloat>()
      let start = animation.animate(value: 100, time: 0, context: &context)
      #expect(start.map { abs($0) < 1e-9 } ?? false, "\(animation)")
    }
    var context = AnimationContext<Double>()
    #expect(Motions.custom.animate(value: 1.0, time: 0.6, context: &context) == nil)
    #expect(Motions.pulse.animate(value: 1.0, time: 1000, context: &context) != nil)
  }

  @Test("A hand-driven spring follows the closed form, and Animatable types interpolate")
  func handDriven() {
    var follower = SpringFollower()
    for _ in 0..<60 { follower.step(towards: 50, deltaTime: 1.0 / 60) }
    let closed = follower.spring.value(target: CGFloat(50), time: 1.0)
    #expect(abs(follower.position - closed) < 1e-9)
    let pull = Double(follower.pull(towards: follower.position))
    let drag = -Double(follower.velocity) * follower.spring.damping
    #expect(abs(pull - drag) <= 1e-15 * abs(drag))
    #expect(abs(glyphOffset(elapsed: 0, descent: 6) + 6) < 1e-12)
    var wobble = Wobble(angle: 0, scale: 1)
    wobble.animatableData = AnimatablePair(0.5, 2)
    #expect(wobble.angle == 0.5 && wobble.scale == 2)
    #expect(Badge().animatableData == EmptyAnimatableData())
    #expect(settleTime(from: .zero, to: CGPoint(x: 30, y: 40)) > 0)
  }
}
