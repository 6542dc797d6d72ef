/// A cubic Bézier timing function from (0, 0) to (1, 1) through two control points, in
/// polynomial form: x(t) = ((aₓt + bₓ)t + cₓ)t, likewise y(t), for the curve parameter t ∈ [0, 1].
///
/// Control-point x is clamped to [0, 1] ("The x components of the control points are clamped
/// to the range [0,1] when the curve is evaluated", Apple docs for `UnitCurve.bezier`), which
/// makes x(t) non-decreasing, so every progress has a parameter t.
struct CubicBezier: Hashable, Sendable {
  /// The first control point, x already clamped to [0, 1].
  let start: UnitPoint
  /// The second control point, x already clamped to [0, 1].
  let end: UnitPoint

  /// The first control point as given (x not clamped), for descriptions.
  let specifiedStart: UnitPoint
  /// The second control point as given (x not clamped), for descriptions.
  let specifiedEnd: UnitPoint
  /// Whether both control points lie on the diagonal (`linear`'s (0, 0) and (1, 1)): then
  /// y(t) = x(t), so the output is the input progress, with no parameter to solve for.
  private let isDiagonal: Bool

  init(start: UnitPoint, end: UnitPoint) {
    self.start = UnitPoint(x: min(max(start.x, 0), 1), y: start.y)
    self.end = UnitPoint(x: min(max(end.x, 0), 1), y: end.y)
    specifiedStart = start
    specifiedEnd = end
    isDiagonal = self.start.x == self.start.y && self.end.x == self.end.y
  }

  /// The bound on |x(t) − progress| at which Newton's method stops.
  static let solveTolerance = 1e-12
  /// Newton iterations before falling back to bisection (as OpenSwiftUI's `CubicSolver`).
  static let newtonIterations = 8
  /// Bisection iterations: 2⁻⁶⁰ is below `Double` resolution on [0, 1].
  static let bisectionIterations = 60

  /// The output progress y at input progress `progress` ∈ [0, 1].
  func value(progress: Double) -> Double {
    if isDiagonal { return progress }
    let t = parameter(progress: progress)
    return CubicBezier.evaluate(t, start.y, end.y)
  }

  /// dy/dx at input progress `progress` ∈ [0, 1]; 1 when dy/dt = dx/dt (including 0/0, as SwiftUI
  /// does, so `easeOut` starts at velocity 1), ±∞ when only dx/dt is 0.
  func velocity(progress: Double) -> Double {
    if isDiagonal { return 1 }
    let t = parameter(progress: progress)
    let dx = CubicBezier.derivative(t, start.x, end.x)
    let dy = CubicBezier.derivative(t, start.y, end.y)
    if dx == dy {
      return 1
    }
    return dy / dx
  }

  /// The curve parameter t ∈ [0, 1] with x(t) = `progress`: Newton's method from t = progress,
  /// then bisection if Newton does not converge within tolerance.
  func parameter(progress: Double) -> Double {
    var t = progress
    for _ in 0..<CubicBezier.newtonIterations {
      let error = CubicBezier.evaluate(t, start.x, end.x) - progress
      if abs(error) < CubicBezier.solveTolerance {
        return t
      }
      let slope = CubicBezier.derivative(t, start.x, end.x)
      if abs(slope) < 1e-9 {
        break
      }
      t -= error / slope
      if !(t >= 0 && t <= 1) {
        break
      }
    }
    var low = 0.0
    var high = 1.0
    t = progress
    for _ in 0..<CubicBezier.bisectionIterations {
      let x = CubicBezier.evaluate(t, start.x, end.x)
      if abs(x - progress) < CubicBezier.solveTolerance {
        return t
      }
      if x < progress {
        low = t
      } else {
        high = t
      }
      t = (low + high) / 2
    }
    return t
  }

  /// One coordinate of the curve: ((a·t + b)·t + c)·t with c = 3p₁, b = 3(p₂ − p₁) − c,
  /// a = 1 − c − b.
  static func evaluate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let c = 3 * p1
    let b = 3 * (p2 - p1) - c
    let a = 1 - c - b
    return ((a * t + b) * t + c) * t
  }

  /// The derivative of one coordinate with respect to t: (3a·t + 2b)·t + c.
  static func derivative(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let c = 3 * p1
    let b = 3 * (p2 - p1) - c
    let a = 1 - c - b
    return (3 * a * t + 2 * b) * t + c
  }
}
