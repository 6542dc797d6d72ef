#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A representation of a spring's motion: SwiftUI's `Spring`.
///
/// Stored as SwiftUI stores it (ktiays/Respring `Tests/SpringTests.swift` reads these three
/// fields out of `SwiftUI.Spring` with `Mirror`):
/// - `angularFrequency` ω, the damped angular frequency in rad/s, with a sign convention:
///   ω > 0 under-damped, ω = 0 critically damped, ω < 0 over-damped (then |ω| = √(λ² − ω₀²));
/// - `decayConstant` λ, in 1/s;
/// - `storedMass` m, unitless (1 unless made with `init(mass:stiffness:damping:)`).
///
/// The natural angular frequency is ω₀ = √(λ² + ω·|ω|) = 2π / `duration`.
public struct Spring: Hashable, Sendable {
  /// Damped angular frequency ω in rad/s; its sign encodes the damping regime.
  let angularFrequency: Double
  /// Decay constant λ in 1/s (λ = ζ·ω₀).
  let decayConstant: Double
  /// Mass m (unitless, > 0).
  let storedMass: Double

  /// A spring from its three stored numbers, as SwiftUI prints them
  /// (`Spring(angularFrequency:decayConstant:_mass:)`): for the Swift source reader.
  package init(angularFrequency: Double, decayConstant: Double, mass: Double) {
    self.angularFrequency = angularFrequency
    self.decayConstant = decayConstant
    self.storedMass = mass
  }

  /// Creates a spring from a perceptual duration and a bounce.
  ///
  /// The arithmetic follows SwiftUI's, operation for operation (OpenSwiftUI/Respring
  /// `Spring+DurationBounce.swift`), so the stored values are bit-identical: with ζ the damping
  /// ratio for `bounce` and τ = 2π, ω = √|1 − ζ²| · (±τ) / duration and λ = ζ · τ / duration.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration in seconds (> 0); ω₀ = 2π / duration. Defaults to 0.5.
  ///   - bounce: How bouncy the spring is, nominally in (−1, 1]. 0 is critically damped,
  ///     0 < b ≤ 1 under-damped with damping ratio ζ = 1 − b (b > 1 acts as 1, undamped),
  ///     −1 < b < 0 over-damped with ζ = 1 / (b + 1). b ≤ −1 (or NaN) makes ζ infinite, and
  ///     the spring's `duration` and `bounce` read back NaN, as in SwiftUI. Defaults to 0.
  public init(duration: Double = 0.5, bounce: Double = 0) {
    var sign = -Spring.tau
    var ratio = Double.infinity
    if bounce > -1 {
      ratio = 1
      if bounce < 0 {
        ratio = 1 / (bounce + 1)
      } else if bounce != 0 {
        ratio = bounce <= 1 ? 1 - bounce : 0
      }
      if ratio <= 1 {
        sign = Spring.tau
      }
    }
    self.init(
      angularFrequency: (abs(1 - ratio * ratio)).squareRoot() * sign / duration,
      decayConstant: ratio * Spring.tau / duration,
      mass: 1
    )
  }

  /// Creates a spring from a response and a damping ratio.
  ///
  /// SwiftUI's arithmetic (`Spring+ResponseDampingRatio.swift`): ω = (±τ · √|1 − ζ²|) / response,
  /// negative when ζ > 1, and λ = (τ · ζ) / response.
  ///
  /// - Parameters:
  ///   - response: The period of the undamped spring in seconds (> 0): ω₀ = 2π / response.
  ///   - dampingRatio: The damping ratio ζ (≥ 0): < 1 under-damped, 1 critical, > 1
  ///     over-damped. A negative ratio gives a growing oscillation, as in SwiftUI.
  public init(response: Double, dampingRatio: Double) {
    let sign = dampingRatio > 1 ? -Spring.tau : Spring.tau
    let offset = abs(1 - dampingRatio * dampingRatio)
    self.init(
      angularFrequency: (sign * offset.squareRoot()) / response,
      decayConstant: (Spring.tau * dampingRatio) / response,
      mass: 1
    )
  }

  /// Creates a spring from physical parameters.
  ///
  /// SwiftUI's arithmetic (`Spring+MassStiffnessDamping.swift`): ω₀ = √(k/m), λ = c / 2m; if
  /// λ > ω₀ and over-damping is not allowed, the spring is critically damped with λ = ω₀.
  /// A mass of 0 gives NaN parameters, as in SwiftUI.
  ///
  /// - Parameters:
  ///   - mass: The mass attached to the spring (unitless, > 0). Defaults to 1.
  ///   - stiffness: The spring constant k, in mass units per s² (≥ 0).
  ///   - damping: The damping coefficient c, in mass units per s (≥ 0).
  ///   - allowOverDamping: When `false` (the default), a damping above critical is clamped to
  ///     critical damping, as SwiftUI does; when `true` the spring may be over-damped.
  public init(
    mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false
  ) {
    let natural = (stiffness / mass).squareRoot()
    let decay = damping / (2 * mass)
    if decay > natural && !allowOverDamping {
      self.init(angularFrequency: 0, decayConstant: natural, mass: mass)
    } else {
      let oscillation = abs(stiffness / mass - decay * decay).squareRoot()
      self.init(
        angularFrequency: decay > natural ? -oscillation : oscillation,
        decayConstant: decay,
        mass: mass
      )
    }
  }

  /// The perceptual duration in seconds, τ / √(λ² + ω·|ω|) (> 0; the `duration` of
  /// `init(duration:bounce:)`). NaN for a spring made with bounce ≤ −1.
  public var duration: Double {
    Spring.tau
      / (decayConstant * decayConstant + angularFrequency * abs(angularFrequency)).squareRoot()
  }

  /// The bounce, in (−1, 1]: 1 − ζ when ζ ≤ 1, 1/ζ − 1 when over-damped.
  ///
  /// Computed as SwiftUI computes it (`Spring+DurationBounce.swift`), from the period
  /// τ / √(ω² + λ²) (under-damped) or τ / √(λ² − ω²) (over-damped), so the last digits match.
  public var bounce: Double {
    let halfDecay = decayConstant / 2
    let decaySquared = decayConstant * decayConstant
    let frequencySquared = angularFrequency * angularFrequency
    if angularFrequency >= 0 {
      let period = -Spring.tau / (frequencySquared + decaySquared).squareRoot()
      return (period * halfDecay) / Double.pi + 1
    }
    let period = Spring.tau / (decaySquared - frequencySquared).squareRoot()
    return 1 / ((period * halfDecay) / Double.pi) - 1
  }

  /// The response in seconds: the period of the undamped spring, τ / √(λ² + ω·|ω|), equal to
  /// `duration`.
  public var response: Double {
    Spring.tau
      / (decayConstant * decayConstant + angularFrequency * abs(angularFrequency)).squareRoot()
  }

  /// The damping ratio ζ = λ · response / τ (≥ 0; 1 is critical).
  public var dampingRatio: Double {
    decayConstant * response / Spring.tau
  }

  /// The mass (unitless, > 0).
  public var mass: Double {
    storedMass
  }

  /// The stiffness, as SwiftUI reports it: m · (ω² + λ²), in mass units per s².
  ///
  /// For under- and critically damped springs this is k = m·ω₀². For over-damped springs
  /// SwiftUI squares the sign-carrying ω instead of using ω·|ω|, so it reports m·(λ² + |ω|²),
  /// more than the k = m·(λ² − |ω|²) the spring moves with (`Spring(duration: 0.5,
  /// bounce: −0.3)` reports 486.63, not 157.91). Motion matches SwiftUI's public value.
  public var stiffness: Double {
    storedMass * (angularFrequency * angularFrequency + decayConstant * decayConstant)
  }

  /// The damping coefficient c = λ · 2 · m, in mass units per s.
  public var damping: Double {
    decayConstant * 2 * storedMass
  }

  /// τ = 2π, as SwiftUI computes it (`2 * .pi`).
  static let tau = 2 * Double.pi
}
