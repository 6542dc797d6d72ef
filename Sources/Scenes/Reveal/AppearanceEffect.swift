import Motion

/// The seed's `AppearanceEffectRenderer` maths: how far each line of the reveal has dropped in
/// and faded in, given the transition's animated `elapsedTime`. Every parameter comes from a
/// `SceneModel.Reveal`.
///
/// For line i of `count` elements, with delay d = `elementDelay(count:)`:
/// - element time tᵢ = clamp(elapsed − i·d, 0, `elementDuration`);
/// - vertical offset = `spring.value(fromValue: −descent, toValue: 0, initialVelocity: 0, time: tᵢ)`;
/// - opacity = `opacityCurve.value(at: tᵢ / elementDuration)`.
package struct AppearanceEffect: Hashable, Sendable {
  /// The transition's total duration, in seconds (the model's `totalDuration`).
  package let totalDuration: Double
  /// One line's animation time, in seconds: the model's `elementDuration`, clamped to
  /// 0 ... `totalDuration` as the renderer's `init` does.
  package let elementDuration: Double
  /// Each line's vertical spring.
  package let spring: Spring
  /// The fade-in curve.
  package let opacityCurve: UnitCurve
  /// The animated `elapsedTime`, in seconds, at most `totalDuration` (the renderer's `init`
  /// clamps it so).
  package let elapsedTime: Double
  /// With reduced motion the lines only fade: `offset` is 0.
  package var reducesMotion = false

  /// Creates the effect of `reveal` at `elapsedTime` seconds into the transition.
  package init(_ reveal: SceneModel.Reveal, elapsedTime: Double) {
    totalDuration = reveal.totalDuration
    elementDuration = max(0, min(reveal.elementDuration, reveal.totalDuration))
    spring = reveal.spring
    opacityCurve = reveal.opacityCurve
    self.elapsedTime = min(elapsedTime, reveal.totalDuration)
  }

  /// The start-to-start delay between elements, in seconds, the renderer's `elementDelay`:
  /// `max((total − n·element)/(n + 1), (total − element)/n)`. A count below 1 counts as 1.
  package func elementDelay(count: Int) -> Double {
    let n = Double(max(1, count))
    let remainingTime = totalDuration - n * elementDuration
    return max(remainingTime / (n + 1), (totalDuration - elementDuration) / n)
  }

  /// Element `index`'s own time, clamp(elapsed − index·delay, 0, elementDuration), in seconds.
  ///
  /// - Parameters:
  ///   - index: the element's index, 0 or more (the line index).
  ///   - count: the count passed to `elementDelay(count:)`: the line count, or for
  ///     `Stagger.glyphs` the line's glyph count.
  package func elementTime(index: Int, count: Int) -> Double {
    let delay = elementDelay(count: count)
    return max(0, min(elapsedTime - Double(index) * delay, elementDuration))
  }

  /// The vertical offset from the resting position, in points (negative is up): from
  /// `-descent` at element time 0 through the spring's overshoot to ≈ 0 at `elementDuration`.
  ///
  /// - Parameter descent: the line's typographic descent, in points (positive).
  package func offset(index: Int, count: Int, descent: Double) -> Double {
    guard !reducesMotion else { return 0 }
    return spring.value(
      fromValue: -descent, toValue: 0.0, initialVelocity: 0.0,
      time: elementTime(index: index, count: count))
  }

  /// The opacity, 0 ... 1: `opacityCurve` of the element's progress. With an element duration
  /// of 0 a line appears at once when its delay has passed.
  package func opacity(index: Int, count: Int) -> Double {
    guard elementDuration > 0 else {
      let delay = elementDelay(count: count)
      return elapsedTime >= Double(index) * delay && elapsedTime > 0 ? 1 : 0
    }
    return opacityCurve.value(at: elementTime(index: index, count: count) / elementDuration)
  }
}
