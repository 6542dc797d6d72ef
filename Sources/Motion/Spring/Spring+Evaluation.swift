#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Spring {
  /// The value of the spring at `time` for a move by `target` from zero.
  ///
  /// Exact closed forms (OpenSwiftUI `Spring+VectorArithmetic.swift`), with λ the decay
  /// constant, ω the damped angular frequency and T = `target`, v₀ = `initialVelocity`:
  /// - under-damped: T − e^(−λt)·[T·cos ωt + (λT − v₀)/ω · sin ωt];
  /// - critical: T − e^(−λt)·[T + (λT − v₀)·t];
  /// - over-damped, s = |ω|: T·[1 − ((λ+s)e^((s−λ)t) + (s−λ)e^((−s−λ)t)) / 2s]
  ///   + v₀·(e^((s−λ)t) − e^((−s−λ)t)) / 2s.
  ///
  /// The value is a pure function of `time`; it never depends on a frame rate.
  ///
  /// - Parameters:
  ///   - target: The amount of change, in the value's units. The spring starts at zero.
  ///   - initialVelocity: The velocity at `time` 0, in the value's units per second.
  ///   - time: Seconds since the start (≥ 0).
  /// - Returns: The displacement from the start, in the value's units.
  public func value<V: VectorArithmetic>(
    target: V, initialVelocity: V = .zero, time: Double
  ) -> V {
    let coefficients = responseCoefficients(time: time)
    return target.scaled(by: coefficients.valueFromTarget)
      + initialVelocity.scaled(by: coefficients.valueFromVelocity)
  }

  /// The velocity of the spring at `time` for a move by `target` from zero.
  ///
  /// This is the exact time derivative of `value(target:initialVelocity:time:)` in every
  /// regime. For over-damped springs SwiftUI's transcribed code (OpenSwiftUI/Respring) adds an
  /// extra `+target` term, so its velocity tends to `target` instead of zero. We deliberately
  /// return the analytically correct derivative instead: merging a retargeted spring hands this
  /// velocity to the next spring, which must be continuous and correct, and a velocity that
  /// never decays would keep the spring moving forever.
  ///
  /// - Parameters:
  ///   - target: The amount of change, in the value's units.
  ///   - initialVelocity: The velocity at `time` 0, in the value's units per second.
  ///   - time: Seconds since the start (≥ 0).
  /// - Returns: The velocity, in the value's units per second.
  public func velocity<V: VectorArithmetic>(
    target: V, initialVelocity: V = .zero, time: Double
  ) -> V {
    let coefficients = responseCoefficients(time: time)
    return target.scaled(by: coefficients.velocityFromTarget)
      + initialVelocity.scaled(by: coefficients.velocityFromVelocity)
  }

  /// The value of the spring at `time` for a move from `fromValue` to `toValue`:
  /// `fromValue + value(target: toValue − fromValue, …)`.
  ///
  /// - Parameters:
  ///   - fromValue: The start value, in the value's units.
  ///   - toValue: The end value, in the value's units.
  ///   - initialVelocity: The velocity at `time` 0, in the value's units per second.
  ///   - time: Seconds since the start (≥ 0).
  /// - Returns: The value at `time`, in the value's units.
  public func value<V: VectorArithmetic>(
    fromValue: V, toValue: V, initialVelocity: V, time: Double
  ) -> V {
    fromValue + value(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
  }

  /// The velocity of the spring at `time` for a move from `fromValue` to `toValue`:
  /// `velocity(target: toValue − fromValue, …)`.
  ///
  /// - Parameters:
  ///   - fromValue: The start value, in the value's units.
  ///   - toValue: The end value, in the value's units.
  ///   - initialVelocity: The velocity at `time` 0, in the value's units per second.
  ///   - time: Seconds since the start (≥ 0).
  /// - Returns: The velocity, in the value's units per second.
  public func velocity<V: VectorArithmetic>(
    fromValue: V, toValue: V, initialVelocity: V, time: Double
  ) -> V {
    velocity(target: toValue - fromValue, initialVelocity: initialVelocity, time: time)
  }

  /// SwiftUI's estimate of the time the spring needs to come to rest:
  /// `settlingDuration(target: 1.0, initialVelocity: 0, epsilon: 0.001)`, in seconds.
  public var settlingDuration: Double {
    settlingDuration(target: 1.0, initialVelocity: 0, epsilon: 0.001)
  }

  /// SwiftUI's estimate of the time the spring needs to come to rest, in seconds.
  ///
  /// Same algorithm as SwiftUI (OpenSwiftUI `Spring+VectorArithmetic.swift`):
  /// - no decay (λ = 0): infinity;
  /// - under-damped: max(0, −ln(ε / (|λT − v₀| + |T|)) / λ);
  /// - critical or over-damped: the spring is sampled on a 0.1 s grid (up to 1024 steps); the
  ///   result is the first grid time after which |x − T| < ε for more than 1 s, or 0 if that
  ///   never happens in the scan. These results are multiples of 0.1 s.
  ///
  /// - Parameters:
  ///   - target: The amount of change, in the value's units.
  ///   - initialVelocity: The velocity at the start, in the value's units per second.
  ///   - epsilon: The threshold, in the value's units (> 0).
  public func settlingDuration<V: VectorArithmetic>(
    target: V, initialVelocity: V = .zero, epsilon: Double
  ) -> Double {
    guard decayConstant != 0 else { return .infinity }
    if angularFrequency > 0 {
      let velocityTerm = (target.scaled(by: decayConstant) - initialVelocity).magnitude
      return max(0, -log(epsilon / (velocityTerm + target.magnitude)) / decayConstant)
    }
    var settledSince: Double?
    for step in 0..<Spring.settlingScanSteps {
      let time = Double(step) * Spring.settlingScanInterval
      let offset = target - value(target: target, initialVelocity: initialVelocity, time: time)
      if offset.magnitude < epsilon {
        let start = settledSince ?? time
        settledSince = start
        if time - start > Spring.settlingScanHold {
          return start
        }
      } else {
        settledSince = nil
      }
    }
    return 0
  }

  /// The grid interval of SwiftUI's settling scan for non-oscillating springs, 0.1 s.
  /// Source: OpenSwiftUI `Spring+VectorArithmetic.swift` (`settlingDuration`).
  static let settlingScanInterval = 0.1
  /// The number of grid steps of SwiftUI's settling scan, 1024. Source: as above.
  static let settlingScanSteps = 1024
  /// How long, in seconds, the spring must stay within ε in SwiftUI's scan: 1 s.
  static let settlingScanHold = 1.0

  /// The coefficients of the closed-form response at `time`: value and velocity are linear in
  /// the target T and initial velocity v₀, x = a·T + b·v₀ and v = c·T + d·v₀.
  func responseCoefficients(time: Double) -> SpringCoefficients {
    let omega = angularFrequency
    let lambda = decayConstant
    let decay = exp(-lambda * time)
    if omega > 0 {
      let sine = sin(omega * time)
      let cosine = cos(omega * time)
      return SpringCoefficients(
        valueFromTarget: 1 - decay * (cosine + lambda / omega * sine),
        valueFromVelocity: decay * sine / omega,
        velocityFromTarget: decay * (omega * sine + lambda * cosine)
          + decay * lambda * (lambda * sine - omega * cosine) / omega,
        velocityFromVelocity: -decay * (lambda * sine - omega * cosine) / omega
      )
    } else if omega < 0 {
      let spread = -omega
      let slow = spread - lambda
      let fast = -spread - lambda
      let slowTerm = exp(slow * time)
      let fastTerm = exp(fast * time)
      let naturalSquared = lambda * lambda - spread * spread
      return SpringCoefficients(
        valueFromTarget: 1
          - ((lambda + spread) * slowTerm + (spread - lambda) * fastTerm) / (2 * spread),
        valueFromVelocity: (slowTerm - fastTerm) / (2 * spread),
        velocityFromTarget: naturalSquared * (slowTerm - fastTerm) / (2 * spread),
        velocityFromVelocity: (slow * slowTerm - fast * fastTerm) / (2 * spread)
      )
    } else {
      return SpringCoefficients(
        valueFromTarget: 1 - decay * (1 + lambda * time),
        valueFromVelocity: decay * time,
        velocityFromTarget: decay * lambda * lambda * time,
        velocityFromVelocity: decay * (1 - lambda * time)
      )
    }
  }
}
