#if canImport(Glibc)
  import Glibc
#endif
import Motion

/// An `Animation` the reader folded, kept in the structure it was written in (a base curve or
/// spring and its modifiers, innermost first) so that it can be spelled, measured per leg and
/// built as a `Motion.Animation`.
package struct AnimationValue: Hashable, Sendable {
  /// What runs.
  package enum Base: Hashable, Sendable {
    /// A spring (`.spring`, `.snappy`, `.default`, …), with SwiftUI's blend duration in seconds.
    case spring(Spring, blendDuration: Double)
    /// A timing curve over a duration in seconds (`.easeIn(duration:)`, `.timingCurve`, …).
    case timingCurve(CurveValue, duration: Double)
  }

  /// A modifier, as SwiftUI spells it.
  package enum Modifier: Hashable, Sendable {
    case delay(Double)
    case speed(Double)
    case repeatCount(Int, autoreverses: Bool)
    case repeatForever(autoreverses: Bool)
  }

  /// What runs.
  package var base: Base
  /// The modifiers, innermost (first applied) first.
  package var modifiers: [Modifier]

  /// Creates an animation value.
  package init(base: Base, modifiers: [Modifier] = []) {
    self.base = base
    self.modifiers = modifiers
  }

  /// The Motion animation.
  package var animation: Animation {
    modifiers.reduce(baseAnimation) { animation, modifier in
      switch modifier {
      case .delay(let delay): animation.delay(delay)
      case .speed(let speed): animation.speed(speed)
      case .repeatCount(let count, let autoreverses):
        animation.repeatCount(count, autoreverses: autoreverses)
      case .repeatForever(let autoreverses): animation.repeatForever(autoreverses: autoreverses)
      }
    }
  }

  private var baseAnimation: Animation {
    switch base {
    case .spring(let spring, let blend): .spring(spring, blendDuration: blend)
    case .timingCurve(let curve, let duration): .timingCurve(curve.curve, duration: duration)
    }
  }

  /// `"spring"` or `"timingCurve"`.
  package var kind: String {
    switch base {
    case .spring: "spring"
    case .timingCurve: "timingCurve"
    }
  }

  /// How long it runs for a unit move from rest, in seconds, by Motion's own
  /// `Animation.duration(for:)`: a spring's settling time, delay added, speed dividing, repeats
  /// multiplying; `repeatForever` counts one leg (one run in one direction).
  package var duration: Double {
    var legs = self
    legs.modifiers = modifiers.map {
      if case .repeatForever(let autoreverses) = $0 {
        return .repeatCount(1, autoreverses: autoreverses)
      }
      return $0
    }
    return legs.animation.duration(for: 1.0)
  }

  /// How far the motion goes past its target, in percent of the move: a spring's first peak
  /// from rest, or a Bézier curve's peak; 0 for curves within their range.
  package var overshootPercent: Double {
    switch base {
    case .spring(let spring, _): SpringMeasures.overshootPercent(spring)
    case .timingCurve(let curve, _): curve.overshootPercent
    }
  }

  /// The animation in one canonical SwiftUI spelling: springs as
  /// `.spring(duration:bounce:)` (or `.spring(Spring(mass:stiffness:damping:))` when the mass
  /// is not 1), named curves as `.easeIn(duration:)`, others as `.timingCurve(…)`, then the
  /// modifiers.
  package var spelling: String {
    var text: String
    switch base {
    case .spring(let spring, let blend):
      let blendText = blend == 0 ? "" : ", blendDuration: \(NumberSpelling.spell(blend))"
      if spring.mass == 1 {
        text =
          ".spring(duration: \(NumberSpelling.spell(spring.duration)), "
          + "bounce: \(NumberSpelling.spell(spring.bounce))\(blendText))"
      } else {
        text = ".spring(\(SpringMeasures.spelling(spring))\(blendText))"
      }
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
    if spring.mass == 1 {
      return "Spring(duration: \(NumberSpelling.spell(spring.duration)), "
        + "bounce: \(NumberSpelling.spell(spring.bounce)))"
    }
    return "Spring(mass: \(NumberSpelling.spell(spring.mass)), "
      + "stiffness: \(NumberSpelling.spell(spring.stiffness)), "
      + "damping: \(NumberSpelling.spell(spring.damping)))"
  }

  /// The settling time of a unit move from rest, in seconds: Motion's own
  /// `Animation.spring(_:).duration(for: 1)` (within 0.001 of the target, for good).
  package static func settlingDuration(_ spring: Spring) -> Double {
    Animation.spring(spring).duration(for: 1.0)
  }

  /// The first peak past the target of a unit move from rest, in percent: for an under-damped
  /// spring e^(−πζ/√(1−ζ²)) (the step response's peak at t = π/ω), 0 when ζ ≥ 1.
  package static func overshootPercent(_ spring: Spring) -> Double {
    let ratio = spring.dampingRatio
    guard ratio < 1, ratio.isFinite else { return 0 }
    guard ratio > 0 else { return 100 }
    return exp(-Double.pi * ratio / (1 - ratio * ratio).squareRoot()) * 100
  }
}
