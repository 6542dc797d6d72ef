#if canImport(Glibc)
  import Glibc
#endif
import Motion

/// What a designer reads off an animation instead of its physics: when it settles and how far
/// it overshoots, for a move of one unit from rest.
///
/// Settle time is the last moment the value is more than `epsilon` (0.001) of the distance
/// away from its target; overshoot is how far past the target it swings, in percent of the
/// distance.
package struct MotionFigures: Hashable, Sendable {
  /// The settle threshold, 0.001 of the distance (SwiftUI's `settlingDuration` epsilon).
  package static let epsilon = 0.001

  /// Seconds from the start until the value stays within `epsilon` of the distance.
  package var settleTime: Double
  /// The largest swing past the target, in percent of the distance (0 when it never passes).
  package var overshootPercent: Double

  /// The figures of `spring` moving from rest by one unit.
  ///
  /// Under-damped (ζ < 1), the distance to the target is d(t) = e^(−λt)(cos ωt + (λ/ω) sin ωt),
  /// with λ = ζω₀ and ω = ω₀√(1 − ζ²); its extremes are at t_k = kπ/ω with |d| = e^(−λkπ/ω).
  /// So the overshoot is e^(−λπ/ω) = e^(−πζ/√(1−ζ²)), and the settle time lies after the last
  /// extreme above ε, before the next zero: it is found there by bisection. Critically and
  /// over-damped springs approach without passing: no overshoot, and d falls monotonically, so
  /// the settle time is the root of d(t) = ε.
  package init(spring: Spring) {
    let zeta = spring.dampingRatio
    let natural = 2 * Double.pi / spring.response
    func distance(_ time: Double) -> Double {
      1 - spring.value(target: 1.0, initialVelocity: 0, time: time)
    }
    guard natural.isFinite, natural > 0, zeta > 0 else {
      self.init(settleTime: .infinity, overshootPercent: zeta > 0 ? 0 : 100)
      return
    }
    let epsilon = Self.epsilon
    if zeta < 1 {
      let lambda = zeta * natural
      let omega = natural * (1 - zeta * zeta).squareRoot()
      let halfPeriod = Double.pi / omega
      // The last extreme k with e^(−λkπ/ω) > ε (k = 0 is the start, |d| = 1).
      let last = max(0, Int((log(1 / epsilon) / (lambda * halfPeriod)).rounded(.up)) - 1)
      let settle = Self.bisect(from: Double(last) * halfPeriod, to: Double(last + 1) * halfPeriod) {
        abs(distance($0)) > epsilon
      }
      self.init(settleTime: settle, overshootPercent: 100 * exp(-lambda * halfPeriod))
    } else {
      var high = spring.response
      while distance(high) > epsilon, high < 1e6 { high *= 2 }
      self.init(settleTime: Self.bisect(from: 0, to: high) { distance($0) > epsilon }, overshootPercent: 0)
    }
  }

  /// The figures of a timing curve run over `duration` seconds: the last time
  /// 1 − curve(t / duration) exceeds ε (the curve rises monotonically to 1), and the curve's
  /// largest value past 1 (a Bézier with control points outside 0...1 can overshoot).
  package init(curve: UnitCurve, duration: Double) {
    let settle = Self.bisect(from: 0, to: 1) { 1 - curve.value(at: $0) > Self.epsilon }
    var peak = 1.0
    for step in 0...1000 { peak = max(peak, curve.value(at: Double(step) / 1000)) }
    self.init(settleTime: settle * duration, overshootPercent: 100 * (peak - 1))
  }

  /// Creates figures from their values.
  package init(settleTime: Double, overshootPercent: Double) {
    self.settleTime = settleTime
    self.overshootPercent = overshootPercent
  }

  /// "settles 0.412 s · overshoot 20.5 %".
  package var summary: String {
    "settles " + Milliseconds.format(settleTime) + " · overshoot "
      + Milliseconds.decimal(overshootPercent, digits: 1) + " %"
  }

  /// The boundary in [low, high] where `isAbove` turns false for good, to machine precision,
  /// given that it is true at `low` and false at `high`.
  private static func bisect(from low: Double, to high: Double, _ isAbove: (Double) -> Bool)
    -> Double
  {
    var low = low
    var high = high
    for _ in 0..<80 {
      let middle = (low + high) / 2
      if middle <= low || middle >= high { break }
      if isAbove(middle) { low = middle } else { high = middle }
    }
    return high
  }
}
