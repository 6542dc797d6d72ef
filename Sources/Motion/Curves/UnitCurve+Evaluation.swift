extension UnitCurve {
  /// The output progress for `progress`.
  ///
  /// - Parameter progress: The input progress; clamped to [0, 1].
  /// - Returns: The output progress: 0 at 0, 1 at 1; in between usually in [0, 1] (a Bézier whose
  ///   control-point y leaves [0, 1] overshoots). Bézier curves are solved for the curve
  ///   parameter to within 1e-12 (Newton's method, then bisection).
  public func value(at progress: Double) -> Double {
    let p = UnitCurve.clamp(progress)
    switch shape {
    case .linear:
      return p
    case .bezier(let bezier):
      return bezier.value(progress: p)
    case .circularEaseIn:
      return 1 - (1 - p * p).squareRoot()
    case .circularEaseOut:
      return (1 - (1 - p) * (1 - p)).squareRoot()
    case .circularEaseInOut:
      if p < 0.5 {
        return (1 - (1 - 4 * p * p).squareRoot()) / 2
      }
      return (1 + (-4 * p * p + 8 * p - 3).squareRoot()) / 2
    case .circularEaseOutIn:
      let root = max(0, p - p * p).squareRoot()
      return p < 0.5 ? root : 1 - root
    }
  }

  /// The rate of change of the output progress with respect to the input progress, dy/dx.
  ///
  /// - Parameter progress: The input progress; clamped to [0, 1].
  /// - Returns: The unitless slope. It can be +∞ where the curve is vertical (for example
  ///   `circularEaseIn` at 1). Bézier curves return 1 where dx/dt and dy/dt are equal, including
  ///   both zero, as SwiftUI does (`easeOut.velocity(at: 0) == 1`).
  public func velocity(at progress: Double) -> Double {
    let p = UnitCurve.clamp(progress)
    switch shape {
    case .linear:
      return 1
    case .bezier(let bezier):
      return bezier.velocity(progress: p)
    case .circularEaseIn:
      return abs(p / (1 - p * p).squareRoot())
    case .circularEaseOut:
      return abs((p - 1) / ((2 - p) * p).squareRoot())
    case .circularEaseInOut:
      if p < 0.5 {
        return abs(2 * p / (1 - 4 * p * p).squareRoot())
      }
      return abs((2 * p - 2) / (-4 * p * p + 8 * p - 3).squareRoot())
    case .circularEaseOutIn:
      // d/dp √(p − p²) = (1 − 2p) / (2√(p − p²)); the second half mirrors it.
      return abs((1 - 2 * p) / (2 * max(0, p - p * p).squareRoot()))
    }
  }

  /// The inverse function: `inverse.value(at: value(at: p)) == p` for a monotonic curve.
  ///
  /// A Bézier curve's inverse swaps x and y of both control points (after clamping x), which
  /// is exact when the control points' y are in [0, 1]; a non-monotonic curve has no inverse,
  /// and its swapped curve is clamped again. `circularEaseIn` and `circularEaseOut` are each
  /// other's inverse; `circularEaseInOut` inverts to a circular "ease-out-in" curve.
  public var inverse: UnitCurve {
    switch shape {
    case .linear:
      return self
    case .bezier(let bezier):
      return .bezier(
        startControlPoint: UnitPoint(x: bezier.start.y, y: bezier.start.x),
        endControlPoint: UnitPoint(x: bezier.end.y, y: bezier.end.x))
    case .circularEaseIn:
      return .circularEaseOut
    case .circularEaseOut:
      return .circularEaseIn
    case .circularEaseInOut:
      return UnitCurve(shape: .circularEaseOutIn)
    case .circularEaseOutIn:
      return .circularEaseInOut
    }
  }

  /// Clamps `progress` to [0, 1]; NaN becomes 0.
  static func clamp(_ progress: Double) -> Double {
    guard progress > 0 else { return 0 }
    return min(progress, 1)
  }
}

extension UnitCurve {
  /// Whether the curve never decreases and stays within [0, 1]: true for the linear and
  /// circular curves, and for a Bézier whose control points' y are within [0, 1].
  var isMonotoneInUnitRange: Bool {
    guard case .bezier(let bezier) = shape else { return true }
    return (0...1).contains(bezier.start.y) && (0...1).contains(bezier.end.y)
  }
}
