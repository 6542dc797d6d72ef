import Motion
import Testing

/// UnitCurve values and velocities: §6 rows 15-28 and 39, the Bernstein form of the Bézier
/// written out here, and finite differences.
struct UnitCurveTests {
  @Test("Rows 15, 39: easeIn values (0.093465 at 0.25)")
  func easeInValues() {
    let expected = [0.1: 0.017027, 0.25: 0.093465, 0.5: 0.315357, 0.75: 0.621861, 0.9: 0.839428]
    for (progress, value) in expected {
      #expect(isApproximatelyEqual(UnitCurve.easeIn.value(at: progress), value))
    }
  }

  @Test("Rows 16, 18, 20: bezier preset velocities, endpoints as SwiftUI reports them")
  func presetVelocities() {
    let easeIn = [0.0: 0.0, 0.25: 0.6746, 0.5: 1.0740, 0.75: 1.3683, 1.0: 0.0]
    let easeOut = [0.0: 1.0, 0.25: 1.3683, 0.5: 1.0740, 0.75: 0.6746, 1.0: 0.0]
    let easeInOut = [0.0: 0.0, 0.25: 1.0593, 0.5: 1.7241, 0.75: 1.0593, 1.0: 0.0]
    for (curve, table) in [
      (UnitCurve.easeIn, easeIn), (UnitCurve.easeOut, easeOut), (UnitCurve.easeInOut, easeInOut),
    ] {
      for (progress, velocity) in table {
        #expect(isApproximatelyEqual(curve.velocity(at: progress), velocity, tolerance: 5e-5))
      }
    }
  }

  @Test("Rows 17, 19, 39: easeOut and easeInOut values")
  func easeOutAndInOutValues() {
    let easeOut = [0.25: 0.378139, 0.5: 0.684643, 0.75: 0.906535]
    let easeInOut = [0.1: 0.019722, 0.25: 0.129162, 0.5: 0.5, 0.75: 0.870838, 0.9: 0.980278]
    for (progress, value) in easeOut {
      #expect(isApproximatelyEqual(UnitCurve.easeOut.value(at: progress), value))
    }
    for (progress, value) in easeInOut {
      #expect(isApproximatelyEqual(UnitCurve.easeInOut.value(at: progress), value))
    }
  }

  @Test("Rows 21-24: circular curves")
  func circularCurves() {
    let easeIn = UnitCurve.circularEaseIn
    #expect(isApproximatelyEqual(easeIn.value(at: 0.25), 0.031754))
    #expect(isApproximatelyEqual(easeIn.value(at: 0.5), 0.133975))
    #expect(isApproximatelyEqual(easeIn.value(at: 0.75), 0.338562))
    #expect(isApproximatelyEqual(easeIn.velocity(at: 0.25), 0.2582, tolerance: 5e-5))
    #expect(isApproximatelyEqual(easeIn.velocity(at: 0.5), 0.5774, tolerance: 5e-5))
    #expect(isApproximatelyEqual(easeIn.velocity(at: 0.75), 1.1339, tolerance: 5e-5))
    #expect(easeIn.velocity(at: 1) == .infinity)
    let easeOut = UnitCurve.circularEaseOut
    #expect(isApproximatelyEqual(easeOut.value(at: 0.25), 0.661438))
    #expect(isApproximatelyEqual(easeOut.value(at: 0.5), 0.866025))
    #expect(isApproximatelyEqual(easeOut.value(at: 0.75), 0.968246))
    #expect(easeOut.velocity(at: 0) == .infinity)
    #expect(easeOut.velocity(at: 1) == 0)
    let inOut = UnitCurve.circularEaseInOut
    #expect(isApproximatelyEqual(inOut.value(at: 0.25), 0.066987))
    #expect(isApproximatelyEqual(inOut.value(at: 0.5), 0.5))
    #expect(isApproximatelyEqual(inOut.value(at: 0.75), 0.933013))
    #expect(isApproximatelyEqual(inOut.velocity(at: 0.25), 0.577, tolerance: 0.001))
    #expect(inOut.velocity(at: 0.5) == .infinity)
    #expect(isApproximatelyEqual(inOut.velocity(at: 0.75), 0.577, tolerance: 0.001))
    #expect(inOut.velocity(at: 0) == 0 && inOut.velocity(at: 1) == 0)
  }

  @Test("Row 25: bezier((0.25, 0.1), (0.75, 0.9)) is 0.5 with velocity 1.2 at 0.5")
  func symmetricBezier() {
    let curve = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.75, y: 0.9))
    #expect(isApproximatelyEqual(curve.value(at: 0.5), 0.5, tolerance: 1e-9))
    #expect(isApproximatelyEqual(curve.velocity(at: 0.5), 1.2, tolerance: 0.001))
    #expect(isApproximatelyEqual(curve.velocity(at: 0.5), 1.2, tolerance: 1e-9))
    #expect(curve.value(at: 0) == 0 && curve.value(at: 1) == 1)
  }

  @Test("Row 26: control-point x is clamped; y is not")
  func outOfRangeControlPoints() {
    let curve = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: -0.5, y: 2.0), endControlPoint: UnitPoint(x: 1.5, y: -1.0))
    #expect(isApproximatelyEqual(curve.value(at: 0.5), 0.5, tolerance: 1e-9))
    #expect(isApproximatelyEqual(curve.velocity(at: 0.5), -1.0, tolerance: 1e-9))
    let clamped = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: 0, y: 2.0), endControlPoint: UnitPoint(x: 1, y: -1.0))
    // SwiftUI keeps the control points as given (they print and compare unclamped); only
    // evaluation clamps x.
    #expect(curve != clamped)
    for progress in stride(from: 0.0, through: 1.0, by: 0.125) {
      #expect(curve.value(at: progress) == clamped.value(at: progress))
    }
    // y = 2 overshoots: the curve leaves [0, 1] early on.
    #expect(curve.value(at: 0.1) > 0.3)
  }

  @Test("Row 27: progress outside [0, 1] is clamped")
  func outOfRangeProgress() {
    let curve = UnitCurve.easeInOut
    #expect(curve.value(at: -0.5) == 0)
    #expect(curve.value(at: -1000) == 0)
    #expect(curve.value(at: 1.5) == 1)
    #expect(curve.value(at: 1000) == 1)
    #expect(curve.velocity(at: 1000) == 0)
    #expect(curve.velocity(at: -1000) == 0)
    #expect(UnitCurve.linear.value(at: 7) == 1)
    #expect(UnitCurve.linear.value(at: -7) == 0)
    #expect(UnitCurve.linear.velocity(at: -0.5) == 1)
    #expect(UnitCurve.circularEaseIn.value(at: 2) == 1)
  }

  @Test("A Bézier curve with both control points on the diagonal is the identity, exactly")
  func diagonalBezierIsTheIdentity() {
    // x(t) = y(t) for every t, so y is x: `.linear(duration:)` is such a curve, (0, 0)…(1, 1).
    let curves = [
      UnitCurve.linear,
      .bezier(startControlPoint: UnitPoint(x: 0.3, y: 0.3), endControlPoint: UnitPoint(x: 0.8, y: 0.8)),
    ]
    let inputs = stride(from: 0.0, through: 1.0, by: 1.0 / 64).map { $0 } + [0.1, 1.0 / 3]
    #expect(inputs.count == 67)
    for curve in curves {
      #expect(inputs.filter { curve.value(at: $0) != $0 }.isEmpty)
      #expect(inputs.filter { curve.velocity(at: $0) != 1 }.isEmpty)
    }
    var context = AnimationContext<Double>()
    #expect(Animation.linear(duration: 2).animate(value: 10.0, time: 0.5, context: &context) == 2.5)
  }

  @Test("Row 28: degenerate bezier((0.5, 0.5), (0.5, 0.5)) is 0.5 with velocity 1 at 0.5")
  func degenerateBezier() {
    let curve = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: 0.5, y: 0.5), endControlPoint: UnitPoint(x: 0.5, y: 0.5))
    #expect(isApproximatelyEqual(curve.value(at: 0.5), 0.5, tolerance: 1e-9))
    #expect(curve.velocity(at: 0.5) == 1)
  }

  @Test(
    "The cubic is solved to 1e-7 against the Bernstein form, including steep curves",
    arguments: [
      (UnitPoint(x: 0.42, y: 0), UnitPoint(x: 1, y: 1)),
      (UnitPoint(x: 0, y: 0), UnitPoint(x: 0.58, y: 1)),
      (UnitPoint(x: 0.9, y: 0.1), UnitPoint(x: 0.1, y: 0.9)),
      (UnitPoint(x: 1, y: 0), UnitPoint(x: 1, y: 0)),
      (UnitPoint(x: 0, y: 1), UnitPoint(x: 0, y: 1)),
      (UnitPoint(x: 0.25, y: -0.6), UnitPoint(x: 0.3, y: 1.8)),
    ])
  func solverPrecision(start: UnitPoint, end: UnitPoint) {
    let curve = UnitCurve.bezier(startControlPoint: start, endControlPoint: end)
    func bernstein(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
      let u = 1 - t
      return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }
    for step in 0...200 {
      let t = Double(step) / 200
      let x = bernstein(t, start.x, end.x)
      let y = bernstein(t, start.y, end.y)
      // Where the curve is flat in x, y is only defined up to the flat span; compare there
      // through the inverse relation instead: the solved point must lie on the curve.
      let value = curve.value(at: x)
      #expect(isApproximatelyEqual(value, y, tolerance: 1e-7) || isFlatInX(start, end, t))
    }
  }

  private func isFlatInX(_ start: UnitPoint, _ end: UnitPoint, _ t: Double) -> Bool {
    let u = 1 - t
    let dx = 3 * u * u * start.x + 6 * u * t * (end.x - start.x) + 3 * t * t * (1 - end.x)
    return dx < 1e-3
  }

  @Test(
    "Velocity is the finite difference of the value",
    arguments: [
      UnitCurve.easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut,
      .circularEaseInOut, .linear,
      .bezier(
        startControlPoint: UnitPoint(x: 0.2, y: 1.4), endControlPoint: UnitPoint(x: 0.6, y: -0.3)),
    ])
  func velocityIsDerivative(curve: UnitCurve) {
    for progress in stride(from: 0.05, through: 0.95, by: 0.05) where abs(progress - 0.5) > 0.01 {
      let numeric = centralDifference(at: progress, step: 1e-6) { curve.value(at: $0) }
      let analytic = curve.velocity(at: progress)
      #expect(isApproximatelyEqual(analytic, numeric, tolerance: 1e-5 * max(1, abs(analytic))))
    }
  }

  @Test(
    "inverse undoes the curve",
    arguments: [
      UnitCurve.easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut,
      .circularEaseInOut, .linear,
    ])
  func inverse(curve: UnitCurve) {
    for step in 1..<20 {
      let progress = Double(step) / 20
      #expect(
        isApproximatelyEqual(
          curve.inverse.value(at: curve.value(at: progress)), progress, tolerance: 1e-7))
      #expect(
        isApproximatelyEqual(
          curve.value(at: curve.inverse.value(at: progress)), progress, tolerance: 1e-7))
    }
    #expect(curve.inverse.inverse == curve)
  }

  @Test("Known inverses: circular in/out swap, a Bézier swaps its coordinates")
  func knownInverses() {
    #expect(UnitCurve.circularEaseIn.inverse == .circularEaseOut)
    let curve = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: 0.25, y: 0.1), endControlPoint: UnitPoint(x: 0.75, y: 0.9))
    let swapped = UnitCurve.bezier(
      startControlPoint: UnitPoint(x: 0.1, y: 0.25), endControlPoint: UnitPoint(x: 0.9, y: 0.75))
    #expect(curve.inverse == swapped)
    #expect(UnitCurve.easeIn.inverse != .easeOut)
  }
}
