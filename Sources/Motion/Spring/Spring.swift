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

  init(angularFrequency: Double, decayConstant: Double, mass: Double) {
    self.angularFrequency = angularFrequency
    self.decayConstant = decayConstant
    self.storedMass = mass
  }

  /// Creates a spring from a perceptual duration and a bounce.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration in seconds (> 0); ω₀ = 2π / duration. Defaults to 0.5.
  ///   - bounce: How bouncy the spring is, nominally in (−1, 1]. 0 is critically damped,
  ///     0 < b ≤ 1 under-damped with damping ratio ζ = 1 − b (b > 1 acts as 1, undamped),
  ///     −1 < b < 0 over-damped with ζ = 1 / (1 + b). b ≤ −1 gives NaN, as in SwiftUI.
  ///     Defaults to 0.
  public init(duration: Double = 0.5, bounce: Double = 0) {
    self.init(response: duration, dampingRatio: Spring.dampingRatio(bounce: bounce))
  }

  /// Creates a spring from a response and a damping ratio.
  ///
  /// - Parameters:
  ///   - response: The period of the undamped spring in seconds (> 0): ω₀ = 2π / response.
  ///   - dampingRatio: The damping ratio ζ (≥ 0): < 1 under-damped, 1 critical, > 1
  ///     over-damped.
  public init(response: Double, dampingRatio: Double) {
    let naturalFrequency = 2 * Double.pi / response
    let magnitude = (abs(1 - dampingRatio * dampingRatio)).squareRoot() * naturalFrequency
    self.init(
      angularFrequency: dampingRatio > 1 ? -magnitude : magnitude,
      decayConstant: dampingRatio * naturalFrequency,
      mass: 1
    )
  }

  /// Creates a spring from physical parameters.
  ///
  /// - Parameters:
  ///   - mass: The mass attached to the spring (unitless, > 0). Defaults to 1.
  ///   - stiffness: The spring constant k, in 1/s² per unit mass (≥ 0).
  ///   - damping: The damping coefficient c, in 1/s per unit mass (≥ 0).
  ///   - allowOverDamping: When `false` (the default), a damping above critical is clamped to
  ///     critical damping, as SwiftUI does; when `true` the spring may be over-damped.
  public init(
    mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false
  ) {
    let naturalFrequency = (stiffness / mass).squareRoot()
    let decay = damping / (2 * mass)
    if decay > naturalFrequency && !allowOverDamping {
      self.init(angularFrequency: 0, decayConstant: naturalFrequency, mass: mass)
    } else {
      let magnitude = abs(stiffness / mass - decay * decay).squareRoot()
      self.init(
        angularFrequency: decay > naturalFrequency ? -magnitude : magnitude,
        decayConstant: decay,
        mass: mass
      )
    }
  }

  /// Creates a spring that settles within `settlingDuration`.
  ///
  /// Follows SwiftUI's construction (OpenSwiftUI `Spring+SettlingDurationDampingRatio.swift`):
  /// ζ is clamped to [ulp, 1] and the duration to [0.01, 10] s, then the natural frequency ω₀ is
  /// the root of the settling criterion for a unit move from rest:
  /// - under-damped: ζ / √(1 − ζ²) · e^(−ζ·ω₀·d) = ε, solved here in closed form;
  /// - critical (ζ = 1): e^(−ω₀·d) · (ω₀·d + 1) = ε, solved by Newton's method.
  /// SwiftUI stops its Newton iteration once a step is ≤ ε, so it may differ from this exact
  /// root in the last digits. If no positive root exists (ζ so small that the criterion holds at
  /// once), ω₀ = 2π / d is used.
  ///
  /// - Parameters:
  ///   - settlingDuration: The time in seconds the spring takes to settle (clamped to
  ///     [0.01, 10]).
  ///   - dampingRatio: The damping ratio ζ (clamped to [ulp, 1]).
  ///   - epsilon: The settling threshold, in units of the move (> 0). Defaults to 0.001.
  public init(settlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001) {
    let ratio = min(max(dampingRatio, Double.ulpOfOne), 1)
    let duration = min(max(settlingDuration, 0.01), 10)
    var frequency: Double
    if ratio < 1 {
      let amplitude = ratio / (1 - ratio * ratio).squareRoot()
      frequency = log(amplitude / epsilon) / (ratio * duration)
    } else {
      frequency = Spring.criticalSettlingFrequency(duration: duration, epsilon: epsilon)
    }
    if !(frequency > 0 && frequency.isFinite) {
      frequency = 2 * Double.pi / duration
    }
    self.init(
      angularFrequency: frequency * (1 - ratio * ratio).squareRoot(),
      decayConstant: frequency * ratio,
      mass: 1
    )
  }

  /// The perceptual duration in seconds, 2π / ω₀ (> 0; the `duration` of
  /// `init(duration:bounce:)`).
  public var duration: Double {
    let naturalSquared = decayConstant * decayConstant + angularFrequency * abs(angularFrequency)
    return 2 * Double.pi / naturalSquared.squareRoot()
  }

  /// The bounce, in (−1, 1]: 1 − ζ when ζ ≤ 1, 1/ζ − 1 when over-damped.
  public var bounce: Double {
    let ratio = dampingRatio
    return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
  }

  /// The response in seconds: the period of the undamped spring, equal to `duration`.
  public var response: Double {
    duration
  }

  /// The damping ratio ζ = λ · response / 2π (≥ 0; 1 is critical).
  public var dampingRatio: Double {
    decayConstant * response / (2 * Double.pi)
  }

  /// The mass (unitless, > 0).
  public var mass: Double {
    storedMass
  }

  /// The stiffness k = m·ω₀², in 1/s² (times mass).
  public var stiffness: Double {
    storedMass
      * (decayConstant * decayConstant + angularFrequency * abs(angularFrequency))
  }

  /// The damping coefficient c = 2·m·λ, in 1/s (times mass).
  public var damping: Double {
    2 * storedMass * decayConstant
  }

  /// The damping ratio for a bounce, as `init(duration:bounce:)` maps it.
  static func dampingRatio(bounce: Double) -> Double {
    if bounce <= -1 {
      return .infinity
    }
    if bounce < 0 {
      return 1 / (1 + bounce)
    }
    return max(0, 1 - bounce)
  }

  /// The root ω₀ > 0 of e^(−ω₀·d)·(ω₀·d + 1) = ε, by Newton's method on u = ω₀·d; NaN when
  /// ε is not in (0, 2/e).
  static func criticalSettlingFrequency(duration: Double, epsilon: Double) -> Double {
    guard epsilon > 0, epsilon < 2 / exp(1) else { return .nan }
    // f(u) = e^(−u)(u + 1) − ε is decreasing and convex for u ≥ 1, and f(1) > 0, so Newton's
    // method from u = 1 rises monotonically to the root.
    var u = 1.0
    for _ in 0..<100 {
      let next = u + (exp(-u) * (u + 1) - epsilon) / (u * exp(-u))
      if !(next > u) {
        break
      }
      u = next
    }
    return u / duration
  }
}
