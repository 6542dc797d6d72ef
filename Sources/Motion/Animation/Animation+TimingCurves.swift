extension Animation {
  /// The duration of the argument-less timing-curve animations, 0.35 s. Source: Apple docs,
  /// "default duration of 0.35 seconds" (`Animation.easeInOut`, quoted in OpenSwiftUI
  /// `BezierAnimation.swift`).
  static let defaultTimingCurveDuration = 0.35

  /// Constant speed over 0.35 s.
  public static var linear: Animation {
    linear(duration: defaultTimingCurveDuration)
  }

  /// Constant speed over `duration` seconds (≥ 0).
  public static func linear(duration: Double) -> Animation {
    bezier(.bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 1, y: 1)), duration: duration)
  }

  /// `UnitCurve.easeIn`, Bézier (0.42, 0, 1, 1), over 0.35 s.
  public static var easeIn: Animation {
    easeIn(duration: defaultTimingCurveDuration)
  }

  /// `UnitCurve.easeIn`, Bézier (0.42, 0, 1, 1), over `duration` seconds (≥ 0).
  public static func easeIn(duration: Double) -> Animation {
    bezier(.easeIn, duration: duration)
  }

  /// `UnitCurve.easeOut`, Bézier (0, 0, 0.58, 1), over 0.35 s.
  public static var easeOut: Animation {
    easeOut(duration: defaultTimingCurveDuration)
  }

  /// `UnitCurve.easeOut`, Bézier (0, 0, 0.58, 1), over `duration` seconds (≥ 0).
  public static func easeOut(duration: Double) -> Animation {
    bezier(.easeOut, duration: duration)
  }

  /// `UnitCurve.easeInOut`, Bézier (0.42, 0, 0.58, 1), over 0.35 s.
  public static var easeInOut: Animation {
    easeInOut(duration: defaultTimingCurveDuration)
  }

  /// `UnitCurve.easeInOut`, Bézier (0.42, 0, 0.58, 1), over `duration` seconds (≥ 0).
  public static func easeInOut(duration: Double) -> Animation {
    bezier(.easeInOut, duration: duration)
  }

  /// An animation that follows `curve` over `duration` seconds (≥ 0; 0 finishes at once).
  public static func timingCurve(_ curve: UnitCurve, duration: Double) -> Animation {
    Animation(node: .unitCurve(curve, duration: max(0, duration)))
  }

  /// A cubic Bézier timing animation over `duration` seconds (SwiftUI's `BezierAnimation`).
  static func bezier(_ curve: UnitCurve, duration: Double) -> Animation {
    Animation(node: .bezier(curve, duration: max(0, duration)))
  }

  /// A cubic Bézier timing curve through control points (p1x, p1y) and (p2x, p2y) over
  /// `duration` seconds (≥ 0; defaults to 0.35). Control-point x is clamped to [0, 1]; y may
  /// overshoot.
  public static func timingCurve(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double,
    duration: Double = 0.35
  ) -> Animation {
    bezier(
      .bezier(
        startControlPoint: UnitPoint(x: p1x, y: p1y),
        endControlPoint: UnitPoint(x: p2x, y: p2y)),
      duration: duration)
  }
}
