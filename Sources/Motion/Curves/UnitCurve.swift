/// A function that maps an input progress in [0, 1] to an output progress: SwiftUI's
/// `UnitCurve`.
///
/// Inputs outside [0, 1] are clamped to [0, 1] before evaluation. The output of a Bézier curve
/// can leave [0, 1] when a control point's y does (overshoot).
public struct UnitCurve: Hashable, Sendable {
  let shape: UnitCurveShape

  init(shape: UnitCurveShape) {
    self.shape = shape
  }

  /// The identity curve, y = x, velocity 1.
  public static let linear = UnitCurve(shape: .linear)

  /// Starts slowly: Bézier (0.42, 0) (1, 1). Source: Apple docs, `UnitCurve.easeIn`.
  public static let easeIn = bezier(
    startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 1, y: 1))

  /// Ends slowly: Bézier (0, 0) (0.58, 1). Source: Apple docs, `UnitCurve.easeOut`.
  public static let easeOut = bezier(
    startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))

  /// Starts and ends slowly: Bézier (0.42, 0) (0.58, 1). Source: Apple docs,
  /// `UnitCurve.easeInOut`.
  public static let easeInOut = bezier(
    startControlPoint: UnitPoint(x: 0.42, y: 0), endControlPoint: UnitPoint(x: 0.58, y: 1))

  /// 1 − √(1 − p²), the fourth quadrant of a unit circle. Source: Apple docs (shape),
  /// OpenSwiftUI `UnitCurve.swift` (formula).
  public static let circularEaseIn = UnitCurve(shape: .circularEaseIn)

  /// √(1 − (1 − p)²), the second quadrant of a unit circle.
  public static let circularEaseOut = UnitCurve(shape: .circularEaseOut)

  /// (1 − √(1 − 4p²)) / 2 for p < ½ and (1 + √(−4p² + 8p − 3)) / 2 for p ≥ ½.
  public static let circularEaseInOut = UnitCurve(shape: .circularEaseInOut)

  /// A cubic Bézier curve from (0, 0) to (1, 1).
  ///
  /// - Parameters:
  ///   - startControlPoint: The first control point; x is clamped to [0, 1] when evaluated,
  ///     y may be any value (outside [0, 1] it makes the curve overshoot).
  ///   - endControlPoint: The second control point; same ranges.
  public static func bezier(
    startControlPoint: UnitPoint, endControlPoint: UnitPoint
  ) -> UnitCurve {
    UnitCurve(shape: .bezier(CubicBezier(start: startControlPoint, end: endControlPoint)))
  }
}
