import Motion
import Scenes

/// A value the reader computed from source by constant folding.
package indirect enum Folded: Hashable, Sendable {
  case number(Double)
  case bool(Bool)
  case string(String)
  case spring(Spring)
  case animation(AnimationValue)
  case curve(CurveValue)
  case point(UnitPoint)
  case color(Color)
  case array([Folded])
  /// An implicit member that has no value of its own here, such as `.top` or `.title2`.
  case symbol(String)

  /// What the value is, for messages: "a number", "an Animation", …
  var kindName: String {
    switch self {
    case .number: "a number"
    case .bool: "a Bool"
    case .string: "a String"
    case .spring: "a Spring"
    case .animation: "an Animation"
    case .curve: "a UnitCurve"
    case .point: "a UnitPoint"
    case .color: "a Color"
    case .array: "an array"
    case .symbol(let name): "`.\(name)`"
    }
  }
}

/// The types the reader evaluates implicit members (`.easeIn`, `.snappy(…)`) against.
enum ExpectedType: Hashable, Sendable {
  case spring, animation, curve, point, color, number

  /// The type an annotation such as `Animation?` or `SwiftUI.Spring` names, if one of these.
  init?(typeName: String) {
    var name = typeName.filter { !$0.isWhitespace }
    while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
    if name.hasPrefix("SwiftUI.") { name.removeFirst("SwiftUI.".count) }
    switch name {
    case "Spring": self = .spring
    case "Animation": self = .animation
    case "UnitCurve": self = .curve
    case "UnitPoint": self = .point
    case "Color": self = .color
    case "Double", "CGFloat", "Float", "TimeInterval", "Int": self = .number
    default: return nil
    }
  }

  /// SwiftUI's name of the type.
  var name: String {
    switch self {
    case .spring: "Spring"
    case .animation: "Animation"
    case .curve: "UnitCurve"
    case .point: "UnitPoint"
    case .color: "Color"
    case .number: "Double"
    }
  }
}
