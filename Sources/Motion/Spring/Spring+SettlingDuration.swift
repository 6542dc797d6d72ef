#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Spring {
  /// Creates a spring that settles within `settlingDuration`.
  ///
  /// SwiftUI's construction, step for step (OpenSwiftUI/Respring
  /// `Spring+SettlingDurationDampingRatio.swift`, whose tests assert bit-equality with SwiftUI):
  /// ζ is clamped to [ulp, 1] and the duration d to [0.01, 10] s; then Newton's method finds the
  /// natural frequency ω₀ at which a unit move from rest settles to ε:
  /// - under-damped: ε = ζ/√(1 − ζ²) · e^(−ζ·d·ω₀);
  /// - critical (ζ = 1): ε = e^(−d·ω₀) · (d·ω₀ + 1).
  /// The iteration starts at 5/d (12 steps at most), or at 1/d (20 steps) if that diverges, and
  /// stops once a step is ≤ ε, so ω₀ is not the exact root: for (11, 0.9) the damped ω is
  /// 0.3696697 (Respring asserts this case equal to SwiftUI's) where the exact root, two steps
  /// further, gives 0.3696715. NaN inputs, and a duration of 0 with ratio 0, give NaN.
  ///
  /// - Parameters:
  ///   - settlingDuration: The time in seconds the spring takes to settle (clamped to
  ///     [0.01, 10]).
  ///   - dampingRatio: The damping ratio ζ (clamped to [ulp, 1]).
  ///   - epsilon: The settling threshold, in units of the move (> 0). Defaults to 0.001.
  public init(settlingDuration: Double, dampingRatio: Double, epsilon: Double = 0.001) {
    let ratio = min(max(dampingRatio, Double.ulpOfOne), 1)
    let duration = min(max(settlingDuration, 0.01), 10)
    let solver = SettlingSolver(ratio: ratio, duration: duration, epsilon: epsilon)
    var root = 0.0
    if !solver.findRoot(initialGuess: 5, maxIterations: 12, result: &root) {
      _ = solver.findRoot(initialGuess: 1, maxIterations: 20, result: &root)
    }
    let rootSquared = root * root
    let decay = root * 2 * ratio / 2
    var frequency = abs(rootSquared - decay * decay).squareRoot()
    if root < decay {
      frequency = 0
    }
    self.init(
      angularFrequency: frequency, decayConstant: root >= decay ? decay : root, mass: 1)
  }

  /// SwiftUI's estimate of the time the spring needs to come to rest, in seconds:
  /// `settlingDuration(target: 1.0, initialVelocity: 0, epsilon: 0.001)`.
  /// `Spring().settlingDuration` is 0.7999999999999999: the scan adds 0.1 eight times.
  public var settlingDuration: Double {
    settlingDuration(target: 1.0, initialVelocity: 0, epsilon: 0.001)
  }

  /// SwiftUI's estimate of the time the spring needs to come to rest, in seconds.
  ///
  /// The same algorithm as SwiftUI (OpenSwiftUI/Respring `Spring+VectorArithmetic.swift`):
  /// - no decay (λ = 0): infinity;
  /// - under-damped: max(0, −ln(ε / (|λT − v₀| + |T|)) / λ);
  /// - critical or over-damped: a scan that starts at 0 and adds 0.1 s up to 1024 times. It
  ///   remembers the time of the closest approach while the distance to the target is ≥ ε;
  ///   once it is below ε, it returns that time as soon as the spring has stayed below ε for
  ///   more than 1 s, and forgets it if the spring leaves. It returns 0 if the scan ends first.
  ///   Because the scan sums 0.1 s steps, results are sums like 0.7999999999999999.
  ///
  /// - Parameters:
  ///   - target: The amount of change, in the value's units.
  ///   - initialVelocity: The velocity at the start, in the value's units per second.
  ///   - epsilon: The threshold, in the value's units (> 0).
  /// - Returns: Seconds (≥ 0, possibly infinite).
  public func settlingDuration<V: VectorArithmetic>(
    target: V, initialVelocity: V = .zero, epsilon: Double
  ) -> Double {
    if decayConstant == 0 {
      return .infinity
    }
    if angularFrequency <= 0 {
      return Spring.settlingScan(epsilon: epsilon, exhausted: 0) { time in
        (value(target: target, initialVelocity: initialVelocity, time: time) - target)
          .magnitudeSquared.squareRoot()
      }
    }
    let magnitude =
      (target.scaled(by: decayConstant) - initialVelocity).magnitudeSquared.squareRoot()
      + target.magnitudeSquared.squareRoot()
    return max(0, -log(epsilon / magnitude) / decayConstant)
  }

  /// SwiftUI's settling estimate for a move from `fromValue` to `toValue`:
  /// `settlingDuration(target: toValue − fromValue, initialVelocity:, epsilon:)` on the values'
  /// `animatableData`.
  ///
  /// - Parameters:
  ///   - fromValue: The start value.
  ///   - toValue: The end value.
  ///   - initialVelocity: The velocity at the start, in the value's units per second.
  ///   - epsilon: The threshold, in the value's units (> 0).
  /// - Returns: Seconds (≥ 0, possibly infinite).
  public func settlingDuration<V: Animatable>(
    fromValue: V, toValue: V, initialVelocity: V, epsilon: Double
  ) -> Double {
    settlingDuration(
      target: toValue.animatableData - fromValue.animatableData,
      initialVelocity: initialVelocity.animatableData, epsilon: epsilon)
  }
}

extension Spring {
  /// SwiftUI's settling scan for springs that do not oscillate (`Spring.settlingDuration` and
  /// `SpringModel.duration` share it): from 0, adding 0.1 s up to 1024 times, it remembers the
  /// time of the closest approach while `distance` is ≥ ε; once it is below ε it returns that
  /// time as soon as the distance has stayed below ε for more than 1 s, and forgets it if the
  /// distance rises again. A distance that is not finite ends the scan with 0; a scan that runs
  /// out returns `exhausted` (Spring: 0) or, when that is nil, the remembered time.
  static func settlingScan(
    epsilon: Double, exhausted: Double?, distance: (Double) -> Double
  ) -> Double {
    var bestTime = -1.0
    var bestDistance = Double.infinity
    var time = 0.0
    for _ in 0..<1024 {
      let current = distance(time)
      guard current.isFinite else { return 0 }
      if bestDistance >= epsilon {
        if current < bestDistance {
          bestTime = time
          bestDistance = current
        }
      } else if current >= epsilon {
        bestDistance = .infinity
      } else if time - bestTime > 1 {
        return bestTime
      }
      time += 0.1
    }
    return exhausted ?? bestTime
  }
}

/// The Newton iteration behind `Spring(settlingDuration:dampingRatio:epsilon:)`, in SwiftUI's
/// order of operations. `x` is the natural frequency ω₀ in rad/s.
private struct SettlingSolver {
  let ratio: Double
  let duration: Double
  let epsilon: Double
  /// ζ² · d.
  let ratioSquaredDuration: Double
  /// √(1 − ζ²).
  let dampedFactor: Double
  /// ζ / √(1 − ζ²), the amplitude of the under-damped envelope.
  let amplitude: Double
  /// d · ζ.
  let decayTime: Double

  init(ratio: Double, duration: Double, epsilon: Double) {
    self.ratio = ratio
    self.duration = duration
    self.epsilon = epsilon
    ratioSquaredDuration = ratio * ratio * duration
    dampedFactor = (1 - ratio * ratio).squareRoot()
    amplitude = ratio / dampedFactor
    decayTime = duration * ratio
  }

  /// The function whose root is ω₀.
  func residual(_ x: Double) -> Double {
    if ratio >= 1 {
      let threshold = x < 0 ? -epsilon : epsilon
      let u = duration * x
      return exp(-u) * (u + 1) - threshold
    }
    return epsilon - abs(amplitude * exp(-decayTime * x))
  }

  /// The derivative SwiftUI pairs with `residual`.
  func slope(_ x: Double) -> Double {
    if ratio >= 1 {
      return -duration * duration * x / exp(duration * x)
    }
    let squared = x * x
    return squared * ratioSquaredDuration / (exp(decayTime * x) * squared * dampedFactor)
  }

  /// Newton's method from `initialGuess / duration`. Returns false when an iterate is not finite,
  /// or when it stops on a step ≤ ε right after a step larger than ε · 10⁵ (then SwiftUI retries
  /// from another guess). `result` is the last iterate either way.
  func findRoot(initialGuess: Double, maxIterations: Int, result: inout Double) -> Bool {
    var remaining = maxIterations
    var current = (1 / duration) * initialGuess
    var next = current - residual(current) / slope(current)
    result = next
    guard next.isFinite else { return false }
    if remaining == 1 { return true }
    current = next
    next = current - residual(current) / slope(current)
    result = next
    guard next.isFinite else { return false }
    remaining -= 2
    if remaining == 0 { return true }
    var previousStep = current - next
    current = next
    repeat {
      next = current - residual(current) / slope(current)
      result = next
      guard next.isFinite else { return false }
      if abs(next - current) <= epsilon {
        return previousStep <= epsilon * 1e5
      }
      previousStep = current - next
      current = next
      remaining -= 1
    } while remaining > 0
    return true
  }
}
