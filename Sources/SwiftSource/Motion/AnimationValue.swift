import Motion
import Scenes

/// An `Animation` the reader folded: the Motion value, built by the same factory the source
/// calls (so `.easeIn(duration: 1)` is `==` to Motion's `.easeIn(duration: 1)`), and the
/// structure it was written in, so that it can be spelled, measured per leg and classified.
package struct AnimationValue: Hashable, Sendable {
  /// What runs, for spelling and measuring.
  package enum Base: Hashable, Sendable {
    /// A merging spring (`.spring`, `.snappy`, `.interactiveSpring`, …), with SwiftUI's blend
    /// duration in seconds.
    case spring(Spring, blendDuration: Double)
    /// `Animation.default`: a spring with response 0.55 s and damping fraction 1.
    case defaultAnimation
    /// `.interpolatingSpring(…)`: the spring (mass, stiffness, damping) and the initial
    /// velocity in units of the move per second.
    case interpolatingSpring(Spring, initialVelocity: Double)
    /// A timing curve over a duration in seconds (`.easeIn(duration:)`, `.timingCurve`, …).
    case timingCurve(CurveValue, duration: Double)
  }

  /// A modifier, as SwiftUI spells it.
  package enum Modifier: Hashable, Sendable {
    case delay(Double)
    case speed(Double)
    case repeatCount(Int, autoreverses: Bool)
    case repeatForever(autoreverses: Bool)
    case logicallyComplete(after: Double)
  }

  /// What runs.
  package var base: Base
  /// The Motion animation the base's factory makes, before the modifiers.
  package var baseAnimation: Animation
  /// The modifiers, innermost (first applied) first.
  package var modifiers: [Modifier]

  /// Creates an animation value from its base, the Motion animation its factory made, and
  /// its modifiers.
  package init(base: Base, animation: Animation, modifiers: [Modifier] = []) {
    self.base = base
    self.baseAnimation = animation
    self.modifiers = modifiers
  }

  /// The Motion animation.
  package var animation: Animation {
    AnimationValue.apply(modifiers, to: baseAnimation)
  }

  private static func apply(_ modifiers: [Modifier], to base: Animation) -> Animation {
    modifiers.reduce(base) { animation, modifier in
      switch modifier {
      case .delay(let delay): animation.delay(delay)
      case .speed(let speed): animation.speed(speed)
      case .repeatCount(let count, let autoreverses):
        animation.repeatCount(count, autoreverses: autoreverses)
      case .repeatForever(let autoreverses): animation.repeatForever(autoreverses: autoreverses)
      case .logicallyComplete(let after): animation.logicallyComplete(after: after)
      }
    }
  }

  /// `"spring"` or `"timingCurve"`.
  package var kind: String {
    switch base {
    case .spring, .defaultAnimation, .interpolatingSpring: "spring"
    case .timingCurve: "timingCurve"
    }
  }

  /// How long it runs for a unit move from rest, in seconds, by Motion's own
  /// `Animation.duration(for:)`: a spring runs until it is at rest, a delay adds, a speed
  /// divides, repeats multiply; a `repeatForever` counts one leg (one run in one direction).
  package var duration: Double {
    leg.duration(for: 1.0)
  }

  /// When a move from rest settles, in seconds: the last moment it is more than 0.001 of the
  /// move from its target (`MotionFigures`, the inspector's definition), over one leg of a
  /// `repeatForever`. A plain spring's by its closed form, as the inspector gives it for the
  /// spring in flight; anything else's sampled over a move of 1,000 units. (Sampled over one
  /// unit, a spring's run ends once it is within SwiftUI's absolute threshold of 0.001 of its
  /// target, on a 0.1 s grid, where it snaps: before the moment the figure asks for, so
  /// `.spring(response: 0.5, dampingFraction: 0.6)` read 0.710 s where it settles at 0.809 s.)
  package var settleTime: Double {
    if let spring = leg.spring { return MotionFigures(spring: spring).settleTime }
    return MotionFigures(animation: leg, distance: 1000).settleTime
  }

  /// The animation with a `repeatForever` replaced by one leg.
  private var leg: Animation {
    let legs = modifiers.map { modifier -> Modifier in
      if case .repeatForever(let autoreverses) = modifier {
        return .repeatCount(1, autoreverses: autoreverses)
      }
      return modifier
    }
    return AnimationValue.apply(legs, to: baseAnimation)
  }

  /// How far the motion goes past its target, in percent of the move: a spring's first peak
  /// from rest, or a Bézier curve's peak; 0 for curves within their range. An interpolating
  /// spring with an initial velocity is measured as its settle time is, with that velocity
  /// (`MotionFigures(animation:)` over one leg): the same motion for both figures.
  package var overshootPercent: Double {
    switch base {
    case .interpolatingSpring(_, let velocity) where velocity != 0:
      MotionFigures(animation: leg).overshootPercent
    case .spring(let spring, _), .interpolatingSpring(let spring, _):
      SpringMeasures.overshootPercent(spring)
    case .defaultAnimation: 0
    case .timingCurve(let curve, _): curve.overshootPercent
    }
  }

  /// The animation in one canonical SwiftUI spelling: merging springs (and `.default`) as
  /// `.spring(duration:bounce:)`, interpolating springs as `.interpolatingSpring(duration:
  /// bounce:)` (mass, stiffness and damping when the mass is not 1), named curves as
  /// `.easeIn(duration:)`, others as `.timingCurve(…)`; then the modifiers.
  package var spelling: String {
    var text: String
    switch base {
    case .spring(let spring, let blend):
      let blendText = blend == 0 ? "" : ", blendDuration: \(NumberSpelling.spell(blend))"
      text = ".spring(\(SpringMeasures.arguments(spring))\(blendText))"
    case .defaultAnimation:
      text = ".spring(\(SpringMeasures.arguments(Spring(response: 0.55, dampingRatio: 1))))"
    case .interpolatingSpring(let spring, let velocity):
      let velocityText =
        velocity == 0 ? "" : ", initialVelocity: \(NumberSpelling.spell(velocity))"
      text = ".interpolatingSpring(\(SpringMeasures.arguments(spring))\(velocityText))"
    case .timingCurve(let curve, let duration):
      let seconds = NumberSpelling.spell(duration)
      switch curve {
      case .linear, .easeIn, .easeOut, .easeInOut:
        text = "\(curve.spelling)(duration: \(seconds))"
      case .bezier(let start, let end):
        text =
          ".timingCurve(\(NumberSpelling.spell(start.x)), \(NumberSpelling.spell(start.y)), "
          + "\(NumberSpelling.spell(end.x)), \(NumberSpelling.spell(end.y)), duration: \(seconds))"
      default:
        text = ".timingCurve(\(curve.spelling), duration: \(seconds))"
      }
    }
    for modifier in modifiers {
      switch modifier {
      case .delay(let delay): text += ".delay(\(NumberSpelling.spell(delay)))"
      case .speed(let speed): text += ".speed(\(NumberSpelling.spell(speed)))"
      case .repeatCount(let count, let autoreverses):
        text += ".repeatCount(\(count), autoreverses: \(autoreverses))"
      case .repeatForever(let autoreverses):
        text += ".repeatForever(autoreverses: \(autoreverses))"
      case .logicallyComplete(let after):
        text += ".logicallyComplete(after: \(NumberSpelling.spell(after)))"
      }
    }
    return text
  }
}

/// What the reader says about a `Spring`, from its public parameters.
package enum SpringMeasures {
  /// `Spring(duration: 0.35, bounce: 0.55)`, or `Spring(mass: 2, stiffness: 100, damping: 10)`
  /// when the mass is not 1.
  package static func spelling(_ spring: Spring) -> String {
    "Spring(\(arguments(spring)))"
  }

  /// `duration: 0.35, bounce: 0.55`, or `mass: 2, stiffness: 100, damping: 10` when the mass
  /// is not 1.
  static func arguments(_ spring: Spring) -> String {
    if spring.mass == 1 {
      return "duration: \(NumberSpelling.spell(spring.duration)), "
        + "bounce: \(NumberSpelling.spell(spring.bounce))"
    }
    return "mass: \(NumberSpelling.spell(spring.mass)), "
      + "stiffness: \(NumberSpelling.spell(spring.stiffness)), "
      + "damping: \(NumberSpelling.spell(spring.damping))"
  }

  /// The first peak past the target of a unit move from rest, in percent (`MotionFigures`):
  /// e^(−πζ/√(1−ζ²)) for an under-damped spring, 0 when ζ ≥ 1.
  package static func overshootPercent(_ spring: Spring) -> Double {
    MotionFigures.overshootPercent(spring)
  }
}
