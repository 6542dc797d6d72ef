extension UnitCurve: CustomStringConvertible, CustomDebugStringConvertible {
  /// The curve as SwiftUI prints it (Swift's reflection of SwiftUI's `UnitCurve`, whose one
  /// stored property is `function`), e.g. `UnitCurve(function: SwiftUI.UnitCurve.Function.linear)`
  /// or, for `easeIn`, `UnitCurve(function: SwiftUI.UnitCurve.Function.bezier(startControlPoint:
  /// SwiftUI.UnitPoint(x: 0.42, y: 0.0), endControlPoint: SwiftUI.UnitPoint(x: 1.0, y: 1.0)))`.
  public var description: String {
    "UnitCurve(function: \(functionReflection))"
  }

  /// As `description`, with the type qualified: `SwiftUI.UnitCurve(function: …)`.
  public var debugDescription: String {
    "\(Reflection.module).UnitCurve(function: \(functionReflection))"
  }

  private var functionReflection: String {
    let prefix = "\(Reflection.module).UnitCurve.Function."
    switch shape {
    case .linear:
      return prefix + "linear"
    case .circularEaseIn:
      return prefix + "circularEaseIn"
    case .circularEaseOut:
      return prefix + "circularEaseOut"
    case .circularEaseInOut:
      return prefix + "circularEaseInOut"
    case .circularEaseOutIn:
      return prefix + "circularEaseOutIn"
    case .bezier(let bezier):
      let start = bezier.specifiedStart
      let end = bezier.specifiedEnd
      let point = "\(Reflection.module).UnitPoint"
      return prefix
        + "bezier(startControlPoint: \(point)(x: \(start.x), y: \(start.y)), "
        + "endControlPoint: \(point)(x: \(end.x), y: \(end.y)))"
    }
  }

  /// The curve as SwiftUI's `BezierAnimation` stores it, a `UnitCurve.CubicSolver` with
  /// polynomial coefficients cx = 3·p1, bx = 3·(p2 − p1) − cx, ax = 1 − cx − bx (likewise y),
  /// computed in SwiftUI's order, in reflection format.
  var cubicSolverReflection: String {
    let (start, end): (UnitPoint, UnitPoint)
    if case .bezier(let bezier) = shape {
      (start, end) = (bezier.specifiedStart, bezier.specifiedEnd)
    } else {
      (start, end) = (UnitPoint(x: 0, y: 0), UnitPoint(x: 1, y: 1))
    }
    let cx = start.x * 3.0
    let bx = (end.x - start.x) * 3.0 - cx
    let ax = 1.0 - cx - bx
    let cy = start.y * 3.0
    let by = (end.y - start.y) * 3.0 - cy
    let ay = 1.0 - cy - by
    return "\(Reflection.module).UnitCurve.CubicSolver(ax: \(ax), bx: \(bx), cx: \(cx), "
      + "ay: \(ay), by: \(by), cy: \(cy))"
  }
}
