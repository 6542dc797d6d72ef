import Motion

/// The seed's `AppearanceEffectRenderer` maths: how far each line of the reveal has dropped in
/// and faded in, given the transition's animated `elapsedTime`.
///
/// For line i of `count` elements, with delay d = `elementDelay(count:)`:
/// - element time tᵢ = clamp(elapsed − i·d, 0, `elementDuration`);
/// - vertical offset = `spring.value(fromValue: −descent, toValue: 0, initialVelocity: 0, time: tᵢ)`;
/// - opacity = `UnitCurve.easeIn.value(at: tᵢ / elementDuration)`.
package struct AppearanceEffect: Hashable, Sendable {
  /// The transition's total duration, 1.0 s (the seed's `TextTransition`: `let duration = 1.0`).
  package static let totalDuration = 1.0
  /// One line's animation time, 0.4 s (`AppearanceEffectRenderer.init(elementDuration: = 0.4)`).
  package static let elementDuration = 0.4
  /// `Spring.snappy(duration: elementDuration − 0.05, extraBounce: 0.4)`, the renderer's
  /// `spring` (duration 0.35 s, bounce 0.55).
  package static let spring = Spring.snappy(duration: elementDuration - 0.05, extraBounce: 0.4)
  /// The fade-in curve, `UnitCurve.easeIn`.
  package static let opacityCurve = UnitCurve.easeIn

  /// The animated `elapsedTime`, in seconds, at most `totalDuration` (the renderer's `init`
  /// clamps it so).
  package let elapsedTime: Double

  /// Creates the effect at `elapsedTime` seconds into the transition (clamped to at most 1.0).
  package init(elapsedTime: Double) {
    self.elapsedTime = min(elapsedTime, Self.totalDuration)
  }

  /// The start-to-start delay between elements, in seconds, the renderer's `elementDelay`:
  /// `max((total − n·element)/(n + 1), (total − element)/n)`. A count below 1 counts as 1.
  package static func elementDelay(count: Int) -> Double {
    let n = Double(max(1, count))
    let remainingTime = totalDuration - n * elementDuration
    return max(remainingTime / (n + 1), (totalDuration - elementDuration) / n)
  }

  /// Element `index`'s own time, clamp(elapsed − index·delay, 0, 0.4), in seconds.
  ///
  /// - Parameters:
  ///   - index: the element's index, 0 or more (the line index).
  ///   - count: the count passed to `elementDelay(count:)`: the line count, or for
  ///     `Stagger.glyphs` the line's glyph count.
  package func elementTime(index: Int, count: Int) -> Double {
    let delay = Self.elementDelay(count: count)
    return max(0, min(elapsedTime - Double(index) * delay, Self.elementDuration))
  }

  /// The vertical offset from the resting position, in points (negative is up): from
  /// `-descent` at element time 0 through the spring's overshoot to ≈ 0 at 0.4 s.
  ///
  /// - Parameter descent: the line's typographic descent, in points (positive).
  package func offset(index: Int, count: Int, descent: Double) -> Double {
    Self.spring.value(
      fromValue: -descent, toValue: 0.0, initialVelocity: 0.0,
      time: elementTime(index: index, count: count))
  }

  /// The opacity, 0 ... 1: `UnitCurve.easeIn` of the element's progress.
  package func opacity(index: Int, count: Int) -> Double {
    Self.opacityCurve.value(at: elementTime(index: index, count: count) / Self.elementDuration)
  }
}
