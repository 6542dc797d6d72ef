/// The shapes a `UnitCurve` can take.
enum UnitCurveShape: Hashable, Sendable {
  /// y = x.
  case linear
  /// A cubic Bézier through two control points.
  case bezier(CubicBezier)
  /// 1 − √(1 − p²): the fourth quadrant of a unit circle.
  case circularEaseIn
  /// √(1 − (1 − p)²): the second quadrant of a unit circle.
  case circularEaseOut
  /// circularEaseIn for the first half, circularEaseOut for the second, each scaled by ½.
  case circularEaseInOut
  /// The inverse of `circularEaseInOut`: √(p − p²) for p < ½, 1 − √(p − p²) for p ≥ ½.
  case circularEaseOutIn
}
