#if canImport(Glibc)
  import Glibc
#endif
import Motion

/// What a designer reads off an animation instead of its physics: when it settles and how far
/// it overshoots, for a move of one unit from rest. The one definition of settle time in the
/// program: the inspector (I) and `motion-preview animations` both report these figures.
///
/// Settle time is the last moment the value is more than `epsilon` (0.001) of the distance
/// away from its target; overshoot is how far past the target it swings, in percent of the
/// distance. (SwiftUI's own `Spring.settlingDuration`, which Motion reproduces, is a different
/// number: a scan in 0.1 s steps, 1.128 s where this is 0.848 s for the reveal's spring.)
package struct MotionFigures: Hashable, Sendable {
  /// The settle threshold, 0.001 of the distance.
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
    let overshoot = Self.overshootPercent(spring)
    guard natural.isFinite, natural > 0, zeta > 0 else {
      self.init(settleTime: .infinity, overshootPercent: overshoot)
      return
    }
    let epsilon = Self.epsilon
    if zeta < 1 {
      let lambda = zeta * natural
      let omega = natural * (1 - zeta * zeta).squareRoot()
      let halfPeriod = Double.pi / omega
      // The last extreme k with e^(−λkπ/ω) > ε (k = 0 is the start, |d| = 1).
      let extremes = (log(1 / epsilon) / (lambda * halfPeriod)).rounded(.up)
      guard extremes < 1e9 else {
        // Damped so little that it swings past a billion times (ζ near 0): the envelope's
        // bound, √(1 + (λ/ω)²) e^(−λt) = ε, which is within half a swing of the settle time
        // and past which |d| stays under ε, rather than a count no integer holds.
        let bound = log((1 + (lambda / omega) * (lambda / omega)).squareRoot() / epsilon) / lambda
        self.init(settleTime: bound, overshootPercent: overshoot)
        return
      }
      let last = max(0, Int(extremes) - 1)
      let settle = Self.bisect(from: Double(last) * halfPeriod, to: Double(last + 1) * halfPeriod) {
        abs(distance($0)) > epsilon
      }
      self.init(settleTime: settle, overshootPercent: overshoot)
    } else {
      var high = spring.response
      while distance(high) > epsilon, high < 1e6 { high *= 2 }
      self.init(settleTime: Self.bisect(from: 0, to: high) { distance($0) > epsilon }, overshootPercent: 0)
    }
  }

  /// The first peak past the target of `spring`'s unit move from rest, in percent:
  /// e^(−πζ/√(1−ζ²)); all of the move when undamped, none from ζ = 1 on (or when ζ is not a
  /// number). A closed form, for callers that want the overshoot without the settle time.
  package static func overshootPercent(_ spring: Spring) -> Double {
    let zeta = spring.dampingRatio
    return zeta <= 0 ? 100 : zeta < 1 ? 100 * exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot()) : 0
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

  /// The figures of `animation` moving by `distance` (not 0) from rest, read off its samples
  /// over its run (`duration(for:)`, which ends once it is at rest). The settle time: stepping
  /// back from the end 1 ms at a time to the last sample more than ε of the distance from the
  /// end, then bisecting to the moment it comes within ε. The overshoot: its largest value
  /// past the end, sampled every 5 ms and then every 0.5 ms around the largest sample. A
  /// `repeatForever` never settles (infinite); pass one leg of it instead.
  ///
  /// Each sample of a merging spring runs Motion's 300 Hz integrator from the start, so the
  /// samples are few: about 250 for a one-second spring.
  package init(animation: Animation, distance: Double = 1) {
    let duration = animation.duration(for: distance)
    guard duration.isFinite, distance != 0, distance.isFinite else {
      self.init(settleTime: .infinity, overshootPercent: 0)
      return
    }
    func progress(_ t: Double) -> Double {
      var context = AnimationContext<Double>()
      return (animation.animate(value: distance, time: t, context: &context) ?? distance) / distance
    }
    // The largest value: a coarse grid, then a fine one around its peak.
    var peakTime = 0.0
    var peak = progress(0)
    let coarse = Int((duration / 0.005).rounded(.up))
    for step in 0...coarse {
      let t = min(duration, Double(step) * 0.005)
      let p = progress(t)
      if p > peak { (peak, peakTime) = (p, t) }
    }
    for step in -10...10 {
      let t = peakTime + Double(step) * 0.0005
      if t >= 0, t <= duration { peak = max(peak, progress(t)) }
    }
    // The settle time: the last 1 ms sample outside ε, from the end back.
    var time = duration
    while time > 0, abs(1 - progress(time)) <= Self.epsilon {
      time = max(0, time - 0.001)
    }
    let settle =
      abs(1 - progress(time)) <= Self.epsilon
      ? 0
      : Self.bisect(from: time, to: min(duration, time + 0.001)) {
        abs(1 - progress($0)) > Self.epsilon
      }
    self.init(settleTime: settle, overshootPercent: 100 * (max(peak, 1) - 1))
  }

  /// "settles 0.848 s · overshoot 20.5 %": the settle time as `settleLabel` names it. Each
  /// figure is kept with its unit by a no-break space, so that a narrow inspector never puts a
  /// "%" or an "s" alone on a line.
  package var summary: String {
    Self.settleLabel + " " + Milliseconds.format(settleTime).replacingSpaces() + " · overshoot "
      + Milliseconds.decimal(overshootPercent, digits: 1) + "\u{A0}%"
  }

  /// The settle time's name where it is shown: settled to within ε = 0.1 % of the move.
  package static let settleLabel = "settles (±0.1\u{A0}%)"

  /// The boundary in [low, high] where `isAbove` turns false for good, to 10⁻¹² s,
  /// given that it is true at `low` and false at `high`.
  private static func bisect(from low: Double, to high: Double, _ isAbove: (Double) -> Bool)
    -> Double
  {
    var low = low
    var high = high
    for _ in 0..<80 {
      let middle = (low + high) / 2
      if middle <= low || middle >= high || high - low < 1e-12 { break }
      if isAbove(middle) { low = middle } else { high = middle }
    }
    return high
  }
}

extension String {
  /// The text with its spaces made no-break spaces (U+00A0).
  fileprivate func replacingSpaces() -> String {
    String(map { $0 == " " ? "\u{A0}" : $0 })
  }
}
