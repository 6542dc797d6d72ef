#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The unit spring behind `Animation.interpolatingSpring`: SwiftUI's `SpringModel`
/// (OpenSwiftUI `SpringAnimation.swift`). It moves from 0 to 1 and the animation scales it by
/// the change.
///
/// With ω₀ = √(k/m) and ζ = c / (2√(m·k)), and v₀ in units of the whole move per second:
/// - ζ < 1: 1 − e^(−ζω₀t)·(cos ω_d t + (ζω₀ − v₀)/ω_d · sin ω_d t), ω_d = ω₀√(1 − ζ²);
/// - ζ ≥ 1: 1 − (1 + (ω₀ − v₀)·t)·e^(−ω₀t). SwiftUI treats every over-damped interpolating
///   spring as critically damped at ω₀.
struct InterpolatingSpringModel {
  /// ω₀, rad/s.
  let natural: Double
  /// ζ, unitless.
  let ratio: Double
  /// ω_d for ζ < 1, else 0; rad/s.
  let damped: Double
  /// (ζω₀ − v₀)/ω_d for ζ < 1, ω₀ − v₀ otherwise.
  let adjusted: Double
  /// k, for `logicalDuration`.
  let stiffness: Double

  init(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double) {
    natural = (stiffness / mass).squareRoot()
    ratio = damping / ((mass * stiffness).squareRoot() * 2.0)
    self.stiffness = stiffness
    if ratio >= 1.0 {
      damped = 0.0
      adjusted = natural - initialVelocity
    } else {
      damped = natural * (1.0 - ratio * ratio).squareRoot()
      adjusted = (natural * ratio - initialVelocity) / damped
    }
  }

  /// The unit progress at `time` seconds.
  func sample(at time: Double) -> Double {
    if ratio >= 1.0 {
      return 1.0 - (1.0 + adjusted * time) * exp(-time * natural)
    }
    let envelope = exp((-ratio * natural) * time)
    return 1.0 - envelope * (cos(damped * time) + adjusted * sin(damped * time))
  }

  /// d`sample`/dt at `time` seconds, in units of the whole move per second (Motion's; SwiftUI's
  /// `SpringAnimation` reports no velocity).
  func rate(at time: Double) -> Double {
    if ratio >= 1.0 {
      return ((1.0 + adjusted * time) * natural - adjusted) * exp(-time * natural)
    }
    let decay = ratio * natural
    let envelope = exp(-decay * time)
    let cosine = cos(damped * time)
    let sine = sin(damped * time)
    let shape = cosine + adjusted * sine
    let shapeRate = -damped * sine + adjusted * damped * cosine
    return envelope * (decay * shape - shapeRate)
  }

  /// When the animation ends, in seconds: SwiftUI's `SpringModel.duration(epsilon: 0.001)`.
  ///
  /// - ζ = 0: infinity;
  /// - ζ < 1: max(−ln(ε / (1 + |adjusted|)) / (ζ·ω₀), 1). OpenSwiftUI's transcription divides
  ///   by ζ/ω₀, which is not a rate (its units are seconds), so Motion divides by ζ·ω₀;
  /// - ζ ≥ 1: a scan on a 0.1 s grid like `Spring.settlingDuration`'s, which returns the time of
  ///   closest approach once the spring has stayed within ε for more than 1 s.
  var duration: Double {
    let epsilon = 0.001
    guard ratio != 0 else { return .infinity }
    if ratio < 1.0 {
      let threshold = epsilon / (1 + abs(adjusted))
      return max(-log(threshold) / (ratio * natural), 1.0)
    }
    return Spring.settlingScan(epsilon: epsilon, exhausted: nil) { abs(1.0 - sample(at: $0)) }
  }

  /// When SwiftUI marks the animation logically complete: 2π / √stiffness seconds.
  var logicalDuration: Double {
    stiffness.isFinite ? 2 * Double.pi / stiffness.squareRoot() : 0
  }
}
