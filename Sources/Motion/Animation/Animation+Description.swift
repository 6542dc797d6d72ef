extension Animation: CustomStringConvertible, CustomDebugStringConvertible {
  /// The animation as SwiftUI prints it: `String(describing: base)`, where `base` is the
  /// SwiftUI type the animation stands for, in Swift's reflection format. For example
  /// `Animation.easeIn` prints `BezierAnimation(duration: 0.35, curve:
  /// SwiftUI.UnitCurve.CubicSolver(ax: …, bx: …, cx: 1.26, ay: …, by: 0.0, cy: 0.0))` and
  /// `Animation.snappy` prints `FluidSpringAnimation(response: 0.5, dampingFraction: 0.85,
  /// blendDuration: 0.0)`. Type names follow OpenSwiftUI's reconstruction of SwiftUI; nested
  /// types are qualified with `SwiftUI.` as in SwiftUI's own output.
  public var description: String {
    if case .custom(let custom) = node {
      return String(describing: custom.base)
    }
    return node.reflection.described
  }

  /// The animation as SwiftUI debug-prints it: `AnyAnimator(…)` around
  /// `String(reflecting: base)`.
  public var debugDescription: String {
    if case .custom(let custom) = node {
      return "AnyAnimator(\(String(reflecting: custom.base)))"
    }
    return "AnyAnimator(\(node.reflection.reflected))"
  }
}

extension BuiltInAnimation: CustomStringConvertible, CustomDebugStringConvertible {
  /// As `Animation.description`.
  var description: String { node.reflection.described }
  /// As `String(reflecting:)` of the SwiftUI type.
  var debugDescription: String { node.reflection.reflected }
}

/// A value in Swift's reflection format: `Type(label: value, …)`, with the type's generic
/// arguments, and a qualified form for nested or debug printing.
struct Reflection {
  /// The type name, without module, e.g. `BezierAnimation`.
  let name: String
  /// Generic arguments, outermost first.
  let arguments: [Reflection]
  /// `label: value` pairs, values already in their nested (qualified) form.
  let fields: [(String, String)]

  /// The type's name as `String(describing: type)` prints it.
  var typeName: String {
    arguments.isEmpty ? name : "\(name)<\(arguments.map(\.typeName).joined(separator: ", "))>"
  }

  /// The type's name as `String(reflecting: type)` prints it.
  var qualifiedTypeName: String {
    let base = Reflection.module + "." + name
    return arguments.isEmpty
      ? base : "\(base)<\(arguments.map(\.qualifiedTypeName).joined(separator: ", "))>"
  }

  /// `String(describing:)` of the value.
  var described: String { typeName + body }
  /// `String(reflecting:)` of the value, also its form inside another value.
  var reflected: String { qualifiedTypeName + body }

  private var body: String {
    "(" + fields.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + ")"
  }

  /// The module SwiftUI's types print in.
  static let module = "SwiftUI"
}

extension AnimationNode {
  /// The SwiftUI value this node stands for (OpenSwiftUI's type layouts).
  var reflection: Reflection {
    switch self {
    case .bezier(let curve, let duration):
      return Reflection(
        name: "BezierAnimation", arguments: [],
        fields: [("duration", "\(duration)"), ("curve", curve.cubicSolverReflection)])
    case .unitCurve(let curve, let duration):
      return Reflection(
        name: "UnitCurveAnimation", arguments: [],
        fields: [("duration", "\(duration)"), ("curve", curve.debugDescription)])
    case .fluidSpring(let response, let fraction, let blend):
      return Reflection(
        name: "FluidSpringAnimation", arguments: [],
        fields: [
          ("response", "\(response)"), ("dampingFraction", "\(fraction)"),
          ("blendDuration", "\(blend)"),
        ])
    case .interpolatingSpring(let mass, let stiffness, let damping, let velocity):
      return Reflection(
        name: "SpringAnimation", arguments: [],
        fields: [
          ("mass", "\(mass)"), ("stiffness", "\(stiffness)"), ("damping", "\(damping)"),
          ("initialVelocity", "\(Reflection.module)._Velocity<Swift.Double>(valuePerSecond: \(velocity))"),
        ])
    case .defaultAnimation:
      return Reflection(name: "DefaultAnimation", arguments: [], fields: [])
    case .delay(let delay, let base):
      return base.modified(by: Reflection(
        name: "DelayAnimation", arguments: [], fields: [("delay", "\(delay)")]))
    case .speed(let speed, let base):
      return base.modified(by: Reflection(
        name: "SpeedAnimation", arguments: [], fields: [("speed", "\(speed)")]))
    case .repeating(let count, let autoreverses, let base):
      let countText = count.map { "Optional(\($0))" } ?? "nil"
      return base.modified(by: Reflection(
        name: "RepeatAnimation", arguments: [],
        fields: [("repeatCount", countText), ("autoreverses", "\(autoreverses)")]))
    case .logicallyComplete(let duration, let base):
      return base.modified(by: Reflection(
        name: "LogicalCompletionModifier", arguments: [], fields: [("duration", "\(duration)")]))
    case .custom(let custom):
      return Reflection(
        name: String(describing: type(of: custom.base)), arguments: [],
        fields: [("base", String(reflecting: custom.base))])
    }
  }

  /// SwiftUI wraps a built-in animation and a modifier in
  /// `InternalCustomAnimationModifiedContent`, which holds a `CustomAnimationModifiedContent`;
  /// a custom animation directly in `CustomAnimationModifiedContent`.
  private func modified(by modifier: Reflection) -> Reflection {
    let base = reflection
    let content = Reflection(
      name: "CustomAnimationModifiedContent", arguments: [base, modifier],
      fields: [("base", base.reflected), ("modifier", modifier.reflected)])
    if case .custom = self {
      return content
    }
    return Reflection(
      name: "InternalCustomAnimationModifiedContent", arguments: [base, modifier],
      fields: [("_base", content.reflected)])
  }
}
