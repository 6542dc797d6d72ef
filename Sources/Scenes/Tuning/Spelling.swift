import Motion

/// The inspector's view of the scene's springs, curves and animations: their Swift spelling
/// (Motion's `swiftSource`), a repeating timing curve's leg (found by rebuilding candidates and
/// comparing them for equality), and figures for any animation by sampling it.
enum Spelling {
  /// The named curves `UnitCurve` offers, with their spellings.
  static let namedCurves: [(name: String, curve: UnitCurve)] = [
    ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
    ("circularEaseIn", .circularEaseIn), ("circularEaseOut", .circularEaseOut),
    ("circularEaseInOut", .circularEaseInOut),
  ]
  /// The timing-curve animations with a duration, by name.
  static let timingAnimations: [(name: String, make: @Sendable (Double) -> Animation, curve: UnitCurve)] = [
    ("linear", { .linear(duration: $0) }, .linear), ("easeIn", { .easeIn(duration: $0) }, .easeIn),
    ("easeOut", { .easeOut(duration: $0) }, .easeOut),
    ("easeInOut", { .easeInOut(duration: $0) }, .easeInOut),
  ]

  /// The curve in Swift (`UnitCurve.easeIn`), as Motion spells it.
  static func curve(_ curve: UnitCurve) -> String { curve.swiftSource }

  /// The spring in Swift, preferring the preset a designer wrote
  /// (`.snappy(duration: 0.35, extraBounce: 0.4)`) over Motion's shortest exact spelling
  /// (`Spring(duration: 0.35, bounce: 0.55)`), which it falls back to.
  static func spring(_ spring: Spring) -> String {
    let duration = spring.duration
    let presets: [(String, Spring, (Double, Double) -> Spring)] = [
      ("snappy", .snappy, { .snappy(duration: $0, extraBounce: $1) }),
      ("smooth", .smooth, { .smooth(duration: $0, extraBounce: $1) }),
      ("bouncy", .bouncy, { .bouncy(duration: $0, extraBounce: $1) }),
    ]
    for (name, base, make) in presets {
      let extra = spring.bounce - base.bounce
      let rebuilt = make(duration, extra)
      if abs(rebuilt.response - spring.response) < 1e-9,
        abs(rebuilt.dampingRatio - spring.dampingRatio) < 1e-9
      {
        return "." + name + "(duration: " + Milliseconds.decimal(duration)
          + (abs(extra) < 1e-9 ? "" : ", extraBounce: " + Milliseconds.decimal(extra)) + ")"
      }
    }
    return spring.swiftSource
  }

  /// A timing-curve leg of `animation` (plain or repeating): its curve, its duration in seconds,
  /// its name and whether it repeats (and autoreverses), or nil when it is not one.
  static func timingCurveLeg(_ animation: Animation)
    -> (curve: UnitCurve, duration: Double, name: String, repeats: Bool?)?
  {
    let total = animation.duration(for: 1.0)
    if total.isFinite {
      for candidate in timingAnimations where candidate.make(total) == animation {
        return (candidate.curve, total, candidate.name, nil)
      }
      return nil
    }
    // Repeating: the first leg ends at the unit move's first peak, within a grid step of the
    // first sample that falls back. Try the whole milliseconds around it, then the peak found
    // by ternary search rounded to the microsecond.
    var context = AnimationContext<Double>()
    func value(_ t: Double) -> Double { animation.animate(value: 1.0, time: t, context: &context) ?? 1 }
    let step = 0.001
    var index = 1
    var previous = value(0)
    while index < 60_000 {
      let current = value(Double(index) * step)
      if current < previous - 1e-12, previous > 0.5 { break }
      previous = current
      index += 1
    }
    guard index < 60_000 else { return nil }
    var low = Double(index - 2) * step
    var high = Double(index) * step
    for _ in 0..<100 {
      let a = low + (high - low) / 3
      let b = high - (high - low) / 3
      if value(a) < value(b) { low = a } else { high = b }
    }
    let candidates = [Double(index - 2), Double(index - 1), Double(index)].map { $0 * step }
      + [(low * 1e6).rounded() / 1e6]
    for leg in candidates where leg > 0 {
      for candidate in timingAnimations {
        for autoreverses in [true, false]
        where candidate.make(leg).repeatForever(autoreverses: autoreverses) == animation {
          return (candidate.curve, leg, candidate.name, autoreverses)
        }
      }
    }
    return nil
  }
  /// The animation in Swift (`.easeInOut(duration: 1.0).repeatForever(autoreverses: true)`),
  /// as Motion spells it.
  static func animation(_ animation: Animation) -> String { animation.swiftSource }

  /// The figures of `animation` moving by `distance`: a timing curve's leg (plain or
  /// repeating) by its curve, anything else by sampling it (`MotionFigures(animation:distance:)`).
  static func figures(_ animation: Animation, distance: Double) -> MotionFigures {
    if let leg = timingCurveLeg(animation) {
      return MotionFigures(curve: leg.curve, duration: leg.duration)
    }
    return MotionFigures(animation: animation, distance: distance)
  }
}
