#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Spring {
  /// The relative threshold at which a spring animation is at rest: 0.001 of the move, the
  /// `epsilon` SwiftUI uses for `settlingDuration` and for `SpringAnimation`'s end time
  /// (OpenSwiftUI `SpringAnimation.swift`, `SpringModel.duration(epsilon: 0.001)`).
  static let restEpsilon = 0.001

  /// When a spring animation moving by `target` from velocity `initialVelocity` is at rest, in
  /// seconds since its start.
  ///
  /// With scale S = max(|T|, |v₀| / ω₀), the spring is at rest from the earliest time after
  /// which, for ever, the distance to the target is ≤ 0.001·S and the speed ≤ 0.001·S·ω₀. Both
  /// are decided on exact decaying envelopes of the closed forms (e^(−λt)·(|A| + |B|) for
  /// under-damped springs, e^(−λt)·(P + Q·t) for critical ones, a sum of two exponentials for
  /// over-damped ones), solved in closed form or by bisection to machine precision, so the
  /// result does not depend on any frame rate. It is infinite for an undamped spring that moves.
  func restTime<V: VectorArithmetic>(target: V, initialVelocity: V) -> Double {
    let lambda = decayConstant
    let omega = angularFrequency
    let natural = (lambda * lambda + omega * abs(omega)).squareRoot()
    let scale = max(target.magnitude, initialVelocity.magnitude / natural)
    guard scale > 0 else { return 0 }
    guard lambda > 0, lambda.isFinite, natural.isFinite else { return .infinity }
    let distanceLimit = Spring.restEpsilon * scale
    let speedLimit = distanceLimit * natural

    if omega > 0 {
      // Displacement e^(−λt)(A cos ωt + B sin ωt), A = T, B = (λT − v₀)/ω.
      let sineTerm = (target.scaled(by: lambda) - initialVelocity).scaled(by: 1 / omega)
      let distance = target.magnitude + sineTerm.magnitude
      let targetRate = target.scaled(by: omega + lambda * lambda / omega)
      let cosineRate = targetRate - initialVelocity.scaled(by: lambda / omega)
      let speed = initialVelocity.magnitude + cosineRate.magnitude
      let distanceTime = distance > distanceLimit ? log(distance / distanceLimit) / lambda : 0
      let speedTime = speed > speedLimit ? log(speed / speedLimit) / lambda : 0
      return max(distanceTime, speedTime)
    } else if omega == 0 {
      // Displacement e^(−λt)(A + B·t), A = T, B = λT − v₀; velocity e^(−λt)(v₀ + λ·B·t).
      let slope = (target.scaled(by: lambda) - initialVelocity).magnitude
      let start = target.magnitude
      let kick = initialVelocity.magnitude
      let distanceTime = Spring.lastTimeAbove(
        distanceLimit, peak: Spring.peakTime(constant: start, slope: slope, decay: lambda),
        decay: lambda
      ) { exp(-lambda * $0) * (start + slope * $0) }
      let speedTime = Spring.lastTimeAbove(
        speedLimit, peak: Spring.peakTime(constant: kick, slope: lambda * slope, decay: lambda),
        decay: lambda
      ) { exp(-lambda * $0) * (kick + lambda * slope * $0) }
      return max(distanceTime, speedTime)
    } else {
      // Displacement C₁e^(at) + C₂e^(bt), a = s − λ, b = −s − λ.
      let spread = -omega
      let slow = spread - lambda
      let fast = -spread - lambda
      let slowPart = (target.scaled(by: lambda + spread) - initialVelocity)
        .scaled(by: 1 / (2 * spread)).magnitude
      let fastPart = (target.scaled(by: spread - lambda) + initialVelocity)
        .scaled(by: 1 / (2 * spread)).magnitude
      let distanceTime = Spring.lastTimeAbove(distanceLimit, peak: 0, decay: -slow) {
        slowPart * exp(slow * $0) + fastPart * exp(fast * $0)
      }
      let speedTime = Spring.lastTimeAbove(speedLimit, peak: 0, decay: -slow) {
        -slow * slowPart * exp(slow * $0) - fast * fastPart * exp(fast * $0)
      }
      return max(distanceTime, speedTime)
    }
  }

  /// The last time t ≥ 0 at which `envelope(t)` > `limit`, or 0 if there is none.
  ///
  /// `envelope` must be non-increasing from `peak` (seconds, ≥ 0; its maximum on t ≥ 0) on, and
  /// fall to zero no slower than e^(−`decay`·t) (decay in 1/s, > 0) up to a polynomial factor.
  /// The answer is bracketed by doubling and refined by bisection to `Double` resolution.
  static func lastTimeAbove(
    _ limit: Double, peak: Double, decay: Double, envelope: (Double) -> Double
  ) -> Double {
    guard envelope(peak) > limit else { return 0 }
    var low = peak
    var high = peak + 1 / decay
    var doublings = 0
    while envelope(high) > limit {
      guard doublings < 64 else { return .infinity }
      low = high
      high = 2 * high
      doublings += 1
    }
    for _ in 0..<200 {
      let middle = (low + high) / 2
      if middle <= low || middle >= high { break }
      if envelope(middle) > limit {
        low = middle
      } else {
        high = middle
      }
    }
    return high
  }

  /// Where e^(−λt)·(p + q·t) peaks on t ≥ 0 (p, q ≥ 0), in seconds.
  static func peakTime(constant p: Double, slope q: Double, decay lambda: Double) -> Double {
    guard q > 0 else { return 0 }
    return max(0, 1 / lambda - p / q)
  }
}
