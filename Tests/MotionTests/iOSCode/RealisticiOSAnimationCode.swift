// Realistic iOS animation code, written the way an iOS project spells it, compiled against
// Motion. The only edit an iOS file needs is its imports: `import SwiftUI` becomes
// `import Foundation` (CGFloat, TimeInterval, sin, pow) plus `import Motion` and
// `import MotionCoreGraphics` (CGFloat, CGPoint, CGSize, CGRect as animatable vectors). Nothing in this
// file uses `@testable`, so it sees exactly the public API an external package sees.
// Everything that needs a view (View, withAnimation, Transaction, TextRenderer) is left out.
import Foundation
import Motion
import MotionCoreGraphics

// MARK: - A custom animation and its `Animation` factories

/// Overshoots past the target once, then settles: a quadratic ease with a bump.
struct OvershootAnimation: CustomAnimation {
  var duration: TimeInterval = 0.6
  var overshoot: Double = 0.12

  func animate<V>(value: V, time: TimeInterval, context: inout AnimationContext<V>) -> V?
  where V: VectorArithmetic {
    guard time < duration else { return nil }
    let progress = time / duration
    let eased = 1 - pow(1 - progress, 2)
    let bump = overshoot * sin(progress * .pi)
    if progress > 0.5 { context.isLogicallyComplete = true }
    return value.scaled(by: eased + bump)
  }

  func velocity<V>(value: V, time: TimeInterval, context: AnimationContext<V>) -> V?
  where V: VectorArithmetic {
    let progress = time / duration
    let rate = (2 * (1 - progress) + overshoot * .pi * cos(progress * .pi)) / duration
    return value.scaled(by: rate)
  }
}

extension Animation {
  static var overshoot: Animation { overshoot(duration: 0.6) }
  static func overshoot(duration: TimeInterval) -> Animation {
    Animation(OvershootAnimation(duration: duration))
  }
}

// MARK: - A state key and an animation that keeps state

private struct PulseCountKey: AnimationStateKey {
  static var defaultValue: Int { 0 }
}

struct CountingLinearAnimation: CustomAnimation {
  var duration: TimeInterval

  func animate<V: VectorArithmetic>(
    value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> V? {
    context.state[PulseCountKey.self] += 1
    if time >= duration { return nil }
    return value.scaled(by: time / duration)
  }

  func shouldMerge<V>(
    previous: Animation, value: V, time: TimeInterval, context: inout AnimationContext<V>
  ) -> Bool where V: VectorArithmetic {
    false
  }
}

// MARK: - Animatable types

struct Wobble: Animatable {
  var angle: Double
  var scale: CGFloat

  var animatableData: AnimatablePair<Double, CGFloat> {
    get { AnimatablePair(angle, scale) }
    set {
      angle = newValue.first
      scale = newValue.second
    }
  }
}

struct Badge: Animatable {
  var label = "3"
}

// MARK: - The animations a typical app declares

enum Motions {
  static let cardFlip: Animation = .spring(response: 0.45, dampingFraction: 0.7)
  static let sheet: Animation = .spring(duration: 0.4, bounce: 0.15, blendDuration: 0.1)
  static let press: Animation = .interactiveSpring(response: 0.2, dampingFraction: 0.8)
  static let drag: Animation = .interactiveSpring()
  static let dragRelease: Animation = .interactiveSpring(duration: 0.2, extraBounce: 0.05)
  static let badgePop: Animation = .interpolatingSpring(stiffness: 300, damping: 12)
  static let badgeSettle: Animation =
    .interpolatingSpring(mass: 1.2, stiffness: 170, damping: 15, initialVelocity: 2)
  static let toast: Animation = .interpolatingSpring(duration: 0.5, bounce: 0.2)
  static let chip: Animation = .interpolatingSpring(.bouncy(duration: 0.4), initialVelocity: 1)
  static let plain: Animation = .interpolatingSpring
  static let fade: Animation = .easeInOut(duration: 0.25).delay(0.05)
  static let pulse: Animation = .easeInOut(duration: 0.8).repeatForever(autoreverses: true)
  static let shake: Animation = .linear(duration: 0.06).repeatCount(5, autoreverses: true)
  static let slow: Animation = .default.speed(0.5)
  static let curve: Animation = .timingCurve(0.2, 0.8, 0.2, 1, duration: 0.5)
  static let unit: Animation = .timingCurve(.circularEaseInOut, duration: 0.3)
  static let snap: Animation = .snappy(duration: 0.3, extraBounce: 0.1)
  static let smooth: Animation = .smooth
  static let bouncy: Animation = .bouncy(duration: 0.6)
  static let reportEarly: Animation = .spring(.smooth).logicallyComplete(after: 0.2)
  static let custom: Animation = .overshoot
  static let all: [Animation] = [
    cardFlip, sheet, press, drag, dragRelease, badgePop, badgeSettle, toast, chip, plain, fade,
    pulse, shake, slow, curve, unit, snap, smooth, bouncy, reportEarly, custom,
  ]
}

// MARK: - Driving a spring by hand, as a gesture handler does

struct SpringFollower {
  var spring = Spring(response: 0.35, dampingRatio: 0.8)
  var position: CGFloat = 0
  var velocity: CGFloat = 0

  mutating func step(towards target: CGFloat, deltaTime: TimeInterval) {
    spring.update(value: &position, velocity: &velocity, target: target, deltaTime: deltaTime)
  }

  func pull(towards target: CGFloat) -> CGFloat {
    spring.force(target: target, position: position, velocity: velocity)
  }
}

/// The per-glyph drop of a text transition, after the shape of Apple's TextRenderer sample.
func glyphOffset(elapsed: TimeInterval, descent: CGFloat) -> CGFloat {
  let spring = Spring.snappy(duration: 0.35, extraBounce: 0.4)
  return spring.value(fromValue: -descent, toValue: 0, initialVelocity: 0, time: elapsed)
}

func settleTime(from start: CGPoint, to end: CGPoint) -> TimeInterval {
  let spring = Spring(mass: 1, stiffness: 100, damping: 10)
  return spring.settlingDuration(fromValue: start, toValue: end, initialVelocity: .zero, epsilon: 0.5)
}

func springReadout() -> (TimeInterval, Double, Double, Double) {
  let spring = Spring(duration: 0.5, bounce: 0.3)
  let (mass, stiffness, damping) = (spring.mass, spring.stiffness, spring.damping)
  _ = Spring(settlingDuration: 0.8, dampingRatio: 0.9)
  _ = Spring.bouncy(duration: 0.4, extraBounce: 0.1)
  return (spring.settlingDuration, mass, stiffness, damping)
}

func curveSamples() -> [Double] {
  let custom = UnitCurve.bezier(
    startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.25, y: 1))
  return [
    UnitCurve.easeIn.value(at: 0.25), UnitCurve.easeOut.velocity(at: 0),
    UnitCurve.circularEaseOut.inverse.value(at: 0.5), custom.value(at: 0.5),
    UnitCurve.linear.value(at: 0.3),
  ]
}
