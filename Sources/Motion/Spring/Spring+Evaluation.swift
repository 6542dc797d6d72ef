#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Spring {
  /// The value of the spring at `time` for a move by `target` from zero.
  ///
  /// SwiftUI's closed forms in SwiftUI's order of operations (OpenSwiftUI/Respring
  /// `Spring+VectorArithmetic.swift`), with λ the decay constant, ω the damped angular frequency,
  /// T = `target` and v₀ = `initialVelocity`:
  /// - under-damped: T − e^(−λt)·[(λT − v₀)·(sin ωt / ω) + T·cos ωt];
  /// - critical: T − e^(−λt)·[T + (λT − v₀)·t];
  /// - over-damped (ω < 0): T·(((λ − ω)e^((−ω−λ)t) + (−ω−λ)e^((ω−λ)t)) / 2ω + 1)
  ///   − v₀·(e^((−ω−λ)t) − e^((ω−λ)t)) / 2ω.
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
    let omega = angularFrequency
    let lambda = decayConstant
    if omega > 0 {
      let sine = sin(omega * time)
      let cosine = cos(omega * time)
      let displacement = (target.scaled(by: lambda) - initialVelocity).scaled(by: sine / omega)
        + target.scaled(by: cosine)
      return target - displacement.scaled(by: exp(-lambda * time))
    } else if omega < 0 {
      let slowRate = -omega - lambda
      let slow = exp(slowRate * time)
      let fast = exp((omega - lambda) * time)
      let decay = (lambda - omega) * slow + slowRate * fast
      let targetFactor = decay / (omega * 2) + 1
      let velocityFactor = (slow - fast) / (omega * 2)
      return target.scaled(by: targetFactor) - initialVelocity.scaled(by: velocityFactor)
    } else {
      let displacement = target + (target.scaled(by: lambda) - initialVelocity).scaled(by: time)
      return target - displacement.scaled(by: exp(-lambda * time))
    }
  }

  /// The velocity of the spring at `time` for a move by `target` from zero, as SwiftUI reports it.
  ///
  /// For under- and critically damped springs this is the exact time derivative of
  /// `value(target:initialVelocity:time:)`. For over-damped springs SwiftUI adds `target` to the
  /// derivative (the `+ 1` its value formula needs is repeated in its velocity formula;
  /// ktiays/Respring's tests assert this against SwiftUI), so the reported velocity tends to
  /// `target`, not zero. Motion matches SwiftUI's public result; its animation engine merges
  /// springs with the exact derivative instead.
  ///
  /// - Parameters:
  ///   - target: The amount of change, in the value's units.
  ///   - initialVelocity: The velocity at `time` 0, in the value's units per second.
  ///   - time: Seconds since the start (≥ 0).
  /// - Returns: The velocity, in the value's units per second.
  public func velocity<V: VectorArithmetic>(
    target: V, initialVelocity: V = .zero, time: Double
  ) -> V {
    let omega = angularFrequency
    let lambda = decayConstant
    if omega > 0 {
      let decay = exp(-lambda * time)
      let sine = sin(omega * time)
      let cosine = cos(omega * time)
      let targetTerm = target.scaled(by: (omega * sine + lambda * cosine) * decay)
      let factor = (lambda * sine - omega * cosine) * decay / omega
      let velocityTerm = (target.scaled(by: lambda) - initialVelocity).scaled(by: factor)
      return velocityTerm + targetTerm
    } else if omega < 0 {
      let slowRate = -omega - lambda
      let fastRate = omega - lambda
      let slowTerm = slowRate * exp(slowRate * time)
      let fastTerm = fastRate * exp(fastRate * time)
      let targetFactor = ((lambda - omega) * slowTerm + slowRate * fastTerm) / (omega * 2) + 1
      let velocityFactor = (slowTerm - fastTerm) / (omega * 2)
      return target.scaled(by: targetFactor) - initialVelocity.scaled(by: velocityFactor)
    } else {
      let decay = exp(-lambda * time)
      let timeFactor = (lambda * time - 1) * decay
      let velocityDelta = target.scaled(by: lambda) - initialVelocity
      return velocityDelta.scaled(by: timeFactor) + target.scaled(by: lambda * decay)
    }
  }

  /// The force on the spring at `position` moving at `velocity`, for a move towards `target`:
  /// (ω² + λ²)·m·(target − position) − 2λ·m·velocity, in the value's units per second squared
  /// (times mass). SwiftUI's formula and order (`Spring+VectorArithmetic.swift`).
  ///
  /// For under- and critically damped springs this is m times the acceleration the spring
  /// gives. For over-damped springs SwiftUI uses ω² + λ² where the motion has λ² − ω² (the
  /// `stiffness` quirk), so it is not; Motion matches SwiftUI.
  ///
  /// - Parameters:
  ///   - target: Where the spring pulls to, in the value's units.
  ///   - position: The current value, in the value's units.
  ///   - velocity: The current velocity, in the value's units per second.
  public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
    let dampingForce = velocity.scaled(by: (-decayConstant * 2) * storedMass)
    let delta = target - position
    let springForce = delta.scaled(
      by: (angularFrequency * angularFrequency + decayConstant * decayConstant) * storedMass)
    return springForce + dampingForce
  }

  /// The force on the spring for a move from `fromValue` to `toValue`, at `position` moving at
  /// `velocity`: `force(target:position:velocity:)` on the values' `animatableData`, relative to
  /// `fromValue`.
  ///
  /// - Parameters:
  ///   - fromValue: The start value.
  ///   - toValue: The end value.
  ///   - position: The current value.
  ///   - velocity: The current velocity, in the value's units per second.
  /// - Returns: `fromValue` with its animatable data replaced by the force, in the value's units
  ///   per second squared (times mass).
  public func force<V: Animatable>(fromValue: V, toValue: V, position: V, velocity: V) -> V {
    let start = fromValue.animatableData
    var result = fromValue
    result.animatableData = force(
      target: toValue.animatableData - start, position: position.animatableData - start,
      velocity: velocity.animatableData)
    return result
  }

  /// Advances a spring by `deltaTime`: SwiftUI's `update`, which evaluates the closed forms
  /// from the current state towards `target` (Δ = target − value): the velocity becomes
  /// `velocity(target: Δ, initialVelocity: velocity, time: deltaTime)` and the value moves by
  /// `value(target: Δ, initialVelocity: velocity, time: deltaTime)`.
  ///
  /// Under- and critically damped springs therefore track `value(target:…)` exactly at any step.
  /// Over-damped springs inherit SwiftUI's reported velocity (see
  /// `velocity(target:initialVelocity:time:)`), as SwiftUI's do.
  ///
  /// - Parameters:
  ///   - value: The current value, in the value's units; updated in place.
  ///   - velocity: The current velocity, in the value's units per second; updated in place.
  ///   - target: Where the spring pulls to, in the value's units.
  ///   - deltaTime: The time step, in seconds (≥ 0).
  public func update<V: VectorArithmetic>(
    value: inout V, velocity: inout V, target: V, deltaTime: Double
  ) {
    let delta = target - value
    let newVelocity = self.velocity(target: delta, initialVelocity: velocity, time: deltaTime)
    let step = self.value(target: delta, initialVelocity: velocity, time: deltaTime)
    velocity = newVelocity
    value += step
  }

  /// The value of the spring at `time` for a move from `fromValue` to `toValue`:
  /// `fromValue + value(target: toValue − fromValue, …)` on the values' `animatableData`.
  ///
  /// - Parameters:
  ///   - fromValue: The start value.
  ///   - toValue: The end value.
  ///   - initialVelocity: The velocity at `time` 0, in the value's units per second.
  ///   - time: Seconds since the start (≥ 0).
  /// - Returns: The value at `time`.
  public func value<V: Animatable>(
    fromValue: V, toValue: V, initialVelocity: V, time: Double
  ) -> V {
    let start = fromValue.animatableData
    var result = fromValue
    result.animatableData = start + value(
      target: toValue.animatableData - start, initialVelocity: initialVelocity.animatableData,
      time: time)
    return result
  }

  /// The velocity of the spring at `time` for a move from `fromValue` to `toValue`:
  /// `velocity(target: toValue − fromValue, …)` on the values' `animatableData`.
  ///
  /// - Parameters:
  ///   - fromValue: The start value.
  ///   - toValue: The end value.
  ///   - initialVelocity: The velocity at `time` 0, in the value's units per second.
  ///   - time: Seconds since the start (≥ 0).
  /// - Returns: The velocity, in the value's units per second.
  public func velocity<V: Animatable>(
    fromValue: V, toValue: V, initialVelocity: V, time: Double
  ) -> V {
    var result = fromValue
    result.animatableData = velocity(
      target: toValue.animatableData - fromValue.animatableData,
      initialVelocity: initialVelocity.animatableData, time: time)
    return result
  }

  /// The exact time derivative of `value(target:initialVelocity:time:)` in every regime, in the
  /// value's units per second. The animation engine merges springs with this, not with
  /// SwiftUI's public over-damped `velocity`, whose extra `+ target` would never decay.
  func physicalVelocity<V: VectorArithmetic>(target: V, initialVelocity: V, time: Double) -> V {
    let coefficients = responseCoefficients(time: time)
    return target.scaled(by: coefficients.velocityFromTarget)
      + initialVelocity.scaled(by: coefficients.velocityFromVelocity)
  }

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
