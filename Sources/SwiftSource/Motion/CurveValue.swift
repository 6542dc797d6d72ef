#if canImport(Glibc)
  import Glibc
#endif
import Motion

/// A `UnitCurve` the reader folded, kept with the shape it was written in so that it can be
/// spelled back (`Motion.UnitCurve` keeps its control points to itself).
package enum CurveValue: Hashable, Sendable {
  case linear, easeIn, easeOut, easeInOut, circularEaseIn, circularEaseOut, circularEaseInOut
  /// `.circularEaseInOut.inverse`, which SwiftUI prints as `UnitCurve.Function.circularEaseOutIn`.
  case circularEaseOutIn
  /// `.bezier(startControlPoint:endControlPoint:)`.
  case bezier(UnitPoint, UnitPoint)

  /// The named curves, by their SwiftUI name.
  static let named: [String: CurveValue] = [
    "linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut, "easeInOut": .easeInOut,
    "circularEaseIn": .circularEaseIn, "circularEaseOut": .circularEaseOut,
    "circularEaseInOut": .circularEaseInOut,
  ]

  /// The Motion curve.
  package var curve: UnitCurve {
    switch self {
    case .linear: .linear
    case .easeIn: .easeIn
    case .easeOut: .easeOut
    case .easeInOut: .easeInOut
    case .circularEaseIn: .circularEaseIn
    case .circularEaseOut: .circularEaseOut
    case .circularEaseInOut: .circularEaseInOut
    case .circularEaseOutIn: UnitCurve.circularEaseInOut.inverse
    case .bezier(let start, let end): .bezier(startControlPoint: start, endControlPoint: end)
    }
  }

  /// SwiftUI's name of a named curve, nil for a Bézier curve.
  var name: String? {
    CurveValue.named.first { $0.value == self }?.key
  }

  /// The curve in SwiftUI's spelling: `.easeIn`, or
  /// `.bezier(startControlPoint: UnitPoint(x: 0.2, y: 0), endControlPoint: UnitPoint(x: 0, y: 1))`.
  package var spelling: String {
    if let name { return "." + name }
    if self == .circularEaseOutIn { return ".circularEaseInOut.inverse" }
    guard case .bezier(let start, let end) = self else { return "" }
    return ".bezier(startControlPoint: \(CurveValue.spell(start)), "
      + "endControlPoint: \(CurveValue.spell(end)))"
  }

  static func spell(_ point: UnitPoint) -> String {
    "UnitPoint(x: \(NumberSpelling.spell(point.x)), y: \(NumberSpelling.spell(point.y)))"
  }

  /// How far the curve goes past 1, in percent of the move (0 when it stays within [0, 1] at
  /// the end). Only Bézier curves whose control points leave [0, 1] in y overshoot.
  package var overshootPercent: Double {
    guard case .bezier(let start, let end) = self else { return 0 }
    // y(s) = 3(1−s)²s·a + 3(1−s)s²·b + s³ with a, b the control points' y. Its extremes in
    // (0, 1) are the roots of y'(s)/3 = a + (2b − 4a)s + (3a − 3b + 1)s²; x(s) is monotonic
    // (control x is clamped to [0, 1]), so the largest y over s is the largest over time.
    let a = start.y
    let b = end.y
    func y(_ s: Double) -> Double {
      3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
    }
    var candidates = [1.0]
    let quadratic = 3 * a - 3 * b + 1
    let linear = 2 * b - 4 * a
    if abs(quadratic) < 1e-15 {
      if linear != 0 { candidates.append(-a / linear) }
    } else {
      let discriminant = linear * linear - 4 * quadratic * a
      if discriminant >= 0 {
        let root = discriminant.squareRoot()
        candidates.append((-linear + root) / (2 * quadratic))
        candidates.append((-linear - root) / (2 * quadratic))
      }
    }
    let peak = candidates.filter { $0 >= 0 && $0 <= 1 }.map(y).max() ?? 1
    return max(0, peak - 1) * 100
  }
}

/// Numbers spelled for people: the shortest decimal that round-trips after rounding away the
/// last few bits of floating-point noise (0.4 + 0.15 prints as 0.55, not 0.5500000000000001).
enum NumberSpelling {
  static func spell(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? ".nan" : (value < 0 ? "-.infinity" : ".infinity") }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    let magnitude = abs(value)
    let digits = max(0, 12 - Int(log10(magnitude).rounded(.up)))
    let scale = pow(10.0, Double(min(digits, 15)))
    let rounded = (value * scale).rounded() / scale
    if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
    return "\(rounded)"
  }
}
