#if SWIFT_SYNTAX
  import Motion
  internal import SwiftSyntax

  /// The forms in which SwiftUI prints an `Animation`, a `Spring` and a `UnitCurve`, read back
  /// as the values they print.
  ///
  /// `print(animation)` in an iOS app prints Swift's reflection of the value SwiftUI keeps:
  /// `FluidSpringAnimation(response: 0.5, dampingFraction: 0.85, blendDuration: 0.0)`,
  /// `BezierAnimation(duration: 0.35, curve: SwiftUI.UnitCurve.CubicSolver(ax: …, …))`,
  /// `InternalCustomAnimationModifiedContent<…>(_base: SwiftUI.CustomAnimationModifiedContent<…>(
  /// base: …, modifier: SwiftUI.DelayAnimation(delay: 0.5)))`, `Spring(angularFrequency: …,
  /// decayConstant: …, _mass: 1.0)`, `UnitCurve(function: SwiftUI.UnitCurve.Function.linear)`;
  /// `debugPrint` adds `SwiftUI.` and wraps animations in `AnyAnimator(…)`. Each is a Swift
  /// expression, so a value copied from the debug console into a Swift file reads as the value it
  /// printed. Motion's descriptions print the same forms; a form read back prints the same text
  /// again and samples bit for bit the same.
  ///
  /// Generic arguments (`<BezierAnimation, DelayAnimation>`) are not checked: the fields say
  /// what the value holds. A custom animation prints as its own type, which the reader cannot run.
  enum PrintedSpellings {
    /// The printed animation types, without `SwiftUI.` (OpenSwiftUI's names for SwiftUI's types).
    static let animationTypes: Set<String> = [
      "AnyAnimator", "BezierAnimation", "UnitCurveAnimation", "FluidSpringAnimation",
      "SpringAnimation", "DefaultAnimation", "InternalCustomAnimationModifiedContent",
      "CustomAnimationModifiedContent",
    ]

    /// The Motion type `call` makes if it is a printed form, else nil: the animation types
    /// above, `Spring(angularFrequency:decayConstant:_mass:)` and `UnitCurve(function:)`, with or
    /// without `SwiftUI.`.
    static func type(of call: FunctionCallExprSyntax) -> ExpectedType? {
      guard let name = typeName(of: call.calledExpression) else { return nil }
      if animationTypes.contains(name) { return .animation }
      let labels = call.arguments.map { $0.label?.text }
      if name == "Spring", labels == ["angularFrequency", "decayConstant", "_mass"] { return .spring }
      if name == "UnitCurve", labels == ["function"] { return .curve }
      return nil
    }

    /// The dotted name an expression spells, without a leading `SwiftUI.` and without generic
    /// arguments: `UnitCurve.CubicSolver` for `SwiftUI.UnitCurve.CubicSolver`,
    /// `CustomAnimationModifiedContent` for `SwiftUI.CustomAnimationModifiedContent<…>`, `.linear`
    /// for an implicit member; nil when it is not a name.
    static func typeName(of expression: ExprSyntax) -> String? {
      var parts: [String] = []
      var current = expression
      var implicit = false
      while true {
        if let generic = current.as(GenericSpecializationExprSyntax.self) {
          current = generic.expression
        } else if let reference = current.as(DeclReferenceExprSyntax.self) {
          parts.append(reference.baseName.text)
          break
        } else if let member = current.as(MemberAccessExprSyntax.self) {
          parts.append(member.declName.baseName.text)
          guard let base = member.base else {
            implicit = true
            break
          }
          current = base
        } else {
          return nil
        }
        guard parts.count < 16 else { return nil }
      }
      parts.reverse()
      if implicit { return "." + parts.joined(separator: ".") }
      if parts.count > 1, parts[0] == "SwiftUI" { parts.removeFirst() }
      return parts.joined(separator: ".")
    }

    /// The value of a printed form, or nil when `call` is not one (then the other spellings
    /// apply).
    static func fold(_ call: FunctionCallExprSyntax, folder: ConstantFolder) throws(FoldFailure)
      -> Folded?
    {
      guard let type = type(of: call), let name = typeName(of: call.calledExpression) else {
        return nil
      }
      if let closure = call.trailingClosure {
        throw FoldFailure(closure, "a trailing closure here is not folded")
      }
      switch type {
      case .spring:
        let fields = try self.fields(of: call, ["angularFrequency", "decayConstant", "_mass"])
        return .spring(
          Spring(
            angularFrequency: try number(fields[0], "angularFrequency", .any, folder),
            decayConstant: try number(fields[1], "decayConstant", .nonNegative, folder),
            mass: try number(fields[2], "_mass", .positive, folder)))
      case .curve:
        return .curve(try function(try fields(of: call, ["function"])[0], folder))
      default:
        return .animation(try animation(name, call, folder))
      }
    }

    // MARK: Animations

    private static func animation(
      _ name: String, _ call: FunctionCallExprSyntax, _ folder: ConstantFolder
    ) throws(FoldFailure) -> AnimationValue {
      switch name {
      case "AnyAnimator":
        return try animation(in: try fields(of: call, [nil])[0], folder)
      case "DefaultAnimation":
        _ = try fields(of: call, [])
        return AnimationValue(base: .defaultAnimation, animation: .default)
      case "FluidSpringAnimation":
        let fields = try self.fields(of: call, ["response", "dampingFraction", "blendDuration"])
        let response = try number(fields[0], "response", .positive, folder)
        let fraction = try number(fields[1], "dampingFraction", .nonNegative, folder)
        let blend = try number(fields[2], "blendDuration", .nonNegative, folder)
        return AnimationValue(
          base: .spring(Spring(response: response, dampingRatio: fraction), blendDuration: blend),
          animation: .spring(response: response, dampingFraction: fraction, blendDuration: blend))
      case "SpringAnimation":
        let fields = try self.fields(of: call, ["mass", "stiffness", "damping", "initialVelocity"])
        let mass = try number(fields[0], "mass", .positive, folder)
        let stiffness = try number(fields[1], "stiffness", .positive, folder)
        let damping = try number(fields[2], "damping", .nonNegative, folder)
        let velocity = try number(
          try nested(fields[3], "_Velocity", ["valuePerSecond"])[0], "valuePerSecond", .any, folder)
        return AnimationValue(
          base: .interpolatingSpring(
            Spring(mass: mass, stiffness: stiffness, damping: damping), initialVelocity: velocity),
          animation: .interpolatingSpring(
            mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity))
      case "BezierAnimation":
        let fields = try self.fields(of: call, ["duration", "curve"])
        let duration = try number(fields[0], "duration", .nonNegative, folder)
        let (start, end) = try cubicSolverPoints(fields[1], folder)
        let made = Animation.timingCurve(start.x, start.y, end.x, end.y, duration: duration)
        let named: [(CurveValue, Animation)] = [
          (.linear, .linear(duration: duration)), (.easeIn, .easeIn(duration: duration)),
          (.easeOut, .easeOut(duration: duration)), (.easeInOut, .easeInOut(duration: duration)),
        ]
        let curve = named.first { $0.1 == made }?.0 ?? .bezier(start, end)
        return AnimationValue(base: .timingCurve(curve, duration: duration), animation: made)
      case "UnitCurveAnimation":
        let fields = try self.fields(of: call, ["duration", "curve"])
        let duration = try number(fields[0], "duration", .nonNegative, folder)
        guard case .curve(let curve) = try folder.fold(fields[1], expecting: .curve) else {
          throw FoldFailure(fields[1], "expected a UnitCurve")
        }
        return AnimationValue(
          base: .timingCurve(curve, duration: duration),
          animation: .timingCurve(curve.curve, duration: duration))
      case "InternalCustomAnimationModifiedContent":
        return try animation(in: try fields(of: call, ["_base"])[0], folder)
      default:  // CustomAnimationModifiedContent
        let fields = try self.fields(of: call, ["base", "modifier"])
        var base = try animation(in: fields[0], folder)
        base.modifiers.append(try modifier(fields[1], folder))
        return base
      }
    }

    /// The animation `expression` folds to: a printed form, or any other spelling.
    private static func animation(in expression: ExprSyntax, _ folder: ConstantFolder)
      throws(FoldFailure) -> AnimationValue
    {
      let value: Folded
      do {
        value = try folder.fold(expression, expecting: .animation)
      } catch {
        if let call = expression.as(FunctionCallExprSyntax.self),
          let name = typeName(of: call.calledExpression), name.first?.isUppercase == true,
          ExpectedType(typeName: name) == nil
        {
          throw FoldFailure(
            call, "`\(name)` is not one of SwiftUI's animations: a custom animation prints as its "
              + "own type, which the reader cannot run")
        }
        throw error
      }
      guard case .animation(let animation) = value else {
        throw FoldFailure(expression, "expected an Animation, found \(value.kindName)")
      }
      return animation
    }

    /// `DelayAnimation(delay:)`, `SpeedAnimation(speed:)`, `RepeatAnimation(repeatCount:
    /// autoreverses:)` (count `Optional(n)` or `nil` for forever) or
    /// `LogicalCompletionModifier(duration:)`.
    private static func modifier(_ expression: ExprSyntax, _ folder: ConstantFolder)
      throws(FoldFailure) -> AnimationValue.Modifier
    {
      let call = expression.as(FunctionCallExprSyntax.self)
      switch call.flatMap({ typeName(of: $0.calledExpression) }) {
      case "DelayAnimation":
        let delay = try nested(expression, "DelayAnimation", ["delay"])[0]
        return .delay(try number(delay, "the delay", .nonNegative, folder))
      case "SpeedAnimation":
        let speed = try nested(expression, "SpeedAnimation", ["speed"])[0]
        return .speed(try number(speed, "the speed", .positive, folder))
      case "LogicalCompletionModifier":
        let duration = try nested(expression, "LogicalCompletionModifier", ["duration"])[0]
        return .logicallyComplete(after: try number(duration, "the duration", .nonNegative, folder))
      case "RepeatAnimation":
        let fields = try nested(expression, "RepeatAnimation", ["repeatCount", "autoreverses"])
        guard case .bool(let autoreverses) = try folder.fold(fields[1]) else {
          throw FoldFailure(fields[1], "autoreverses must be true or false")
        }
        if fields[0].is(NilLiteralExprSyntax.self) {
          return .repeatForever(autoreverses: autoreverses)
        }
        let count = try nested(fields[0], "Optional", [nil])[0]
        let bound = MotionSpellings.Bound(
          value: .number(try folder.number(count, what: "the repeat count")), node: Syntax(count),
          label: "the repeat count")
        return .repeatCount(try MotionSpellings.repeatCount(bound), autoreverses: autoreverses)
      default:
        throw FoldFailure(
          expression, "expected a printed animation modifier: DelayAnimation, SpeedAnimation, "
            + "RepeatAnimation or LogicalCompletionModifier")
      }
    }

    // MARK: Curves

    /// The cases of SwiftUI's `UnitCurve.Function` without a payload.
    private static let functionCases: [String: CurveValue] = [
      "linear": .linear, "circularEaseIn": .circularEaseIn, "circularEaseOut": .circularEaseOut,
      "circularEaseInOut": .circularEaseInOut, "circularEaseOutIn": .circularEaseOutIn,
    ]

    /// `UnitCurve.Function.linear`, `.circularEaseIn`, `.circularEaseOut`, `.circularEaseInOut`,
    /// `.circularEaseOutIn` or `.bezier(startControlPoint:endControlPoint:)`.
    private static func function(_ expression: ExprSyntax, _ folder: ConstantFolder)
      throws(FoldFailure) -> CurveValue
    {
      let call = expression.as(FunctionCallExprSyntax.self)
      let path = typeName(of: call?.calledExpression ?? expression) ?? ""
      let prefix = "UnitCurve.Function."
      let name =
        path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count))
        : path.hasPrefix(".") ? String(path.dropFirst()) : ""
      switch (name, call) {
      case ("bezier", .some):
        let points = try nested(
          expression, path, ["startControlPoint", "endControlPoint"])
        var values: [UnitPoint] = []
        for point in points {
          guard case .point(let value) = try folder.fold(point, expecting: .point) else {
            throw FoldFailure(point, "expected a UnitPoint")
          }
          values.append(value)
        }
        return .bezier(values[0], values[1])
      case (_, nil):
        if let curve = functionCases[name] { return curve }
      default:
        break
      }
      throw FoldFailure(
        expression, "expected a UnitCurve.Function: .linear, .circularEaseIn, .circularEaseOut, "
          + ".circularEaseInOut, .circularEaseOutIn or .bezier(startControlPoint:endControlPoint:)")
    }

    /// The control points whose `UnitCurve.CubicSolver(ax:bx:cx:ay:by:cy:)` is the one at
    /// `expression`.
    private static func cubicSolverPoints(_ expression: ExprSyntax, _ folder: ConstantFolder)
      throws(FoldFailure) -> (UnitPoint, UnitPoint)
    {
      let labels = ["ax", "bx", "cx", "ay", "by", "cy"]
      let fields = try nested(expression, "UnitCurve.CubicSolver", labels)
      var values: [Double] = []
      for (field, label) in zip(fields, labels) {
        values.append(try number(field, label, .any, folder))
      }
      guard let x = controlCoordinates(a: values[0], b: values[1], c: values[2]) else {
        throw FoldFailure(fields[0], "ax, bx and cx are not the coefficients of a Bézier curve's x")
      }
      guard let y = controlCoordinates(a: values[3], b: values[4], c: values[5]) else {
        throw FoldFailure(fields[3], "ay, by and cy are not the coefficients of a Bézier curve's y")
      }
      return (UnitPoint(x: x.start, y: y.start), UnitPoint(x: x.end, y: y.end))
    }

    /// One coordinate of the two control points whose polynomial coefficients SwiftUI computes
    /// as c = p₁·3, b = (p₂ − p₁)·3 − c, a = 1 − c − b. Each coefficient is rounded, so several
    /// doubles near the algebraic inverse can give exactly these a, b and c; all of them give the
    /// same curve where x is within [0, 1], and the reader takes the one with the shortest
    /// decimal spelling (as people write control points). Nil when none does (the numbers were
    /// not printed together).
    static func controlCoordinates(a: Double, b: Double, c: Double) -> (start: Double, end: Double)?
    {
      guard 1.0 - c - b == a else { return nil }
      let starts = neighbours(of: c / 3.0).filter { $0 * 3.0 == c }
      for start in shortestFirst(starts) {
        let ends = neighbours(of: (b + c) / 3.0 + start).filter { (end: Double) in
          (end - start) * 3.0 - c == b
        }
        if let end = shortestFirst(ends).first { return (start, end) }
      }
      return nil
    }

    /// `value`, then the doubles up to 16 steps away, nearest first.
    private static func neighbours(of value: Double) -> [Double] {
      var result = [value]
      var (up, down) = (value, value)
      for _ in 0..<16 {
        up = up.nextUp
        down = down.nextDown
        result += [up, down]
      }
      return result
    }

    /// `values` ordered by the length of their shortest decimal spelling, nearest first among
    /// equals.
    private static func shortestFirst(_ values: [Double]) -> [Double] {
      values.enumerated().sorted {
        ("\($0.element)".count, $0.offset) < ("\($1.element)".count, $1.offset)
      }.map(\.element)
    }

    // MARK: Fields

    /// The argument expressions of `call`, whose labels must be exactly `labels` in order (nil
    /// for an unlabelled argument): printed forms have every field and no defaults.
    private static func fields(of call: FunctionCallExprSyntax, _ labels: [String?])
      throws(FoldFailure) -> [ExprSyntax]
    {
      let written = call.arguments.map { $0.label?.text }
      guard written == labels else {
        let name = typeName(of: call.calledExpression) ?? "this"
        func spell(_ labels: [String?]) -> String { labels.map { ($0 ?? "_") + ":" }.joined() }
        throw FoldFailure(
          call, "`\(name)(\(spell(written)))` does not match `\(name)(\(spell(labels)))`, the "
            + "form SwiftUI prints")
      }
      return call.arguments.map(\.expression)
    }

    /// The fields of the printed value `name(labels…)` at `expression`.
    private static func nested(_ expression: ExprSyntax, _ name: String, _ labels: [String?])
      throws(FoldFailure) -> [ExprSyntax]
    {
      guard let call = expression.as(FunctionCallExprSyntax.self),
        let written = typeName(of: call.calledExpression),
        written == name || written == "Swift." + name
      else {
        throw FoldFailure(expression, "expected `\(name)(…)` here, as SwiftUI prints it")
      }
      return try fields(of: call, labels)
    }

    private enum Range {
      case any, nonNegative, positive
    }

    /// A finite number, checked with the reader's usual messages.
    private static func number(
      _ expression: ExprSyntax, _ what: String, _ range: Range, _ folder: ConstantFolder
    ) throws(FoldFailure) -> Double {
      let bound = MotionSpellings.Bound(
        value: .number(try folder.number(expression, what: what)), node: Syntax(expression),
        label: what)
      switch range {
      case .any: return bound.number
      case .nonNegative: return try MotionSpellings.nonNegative(bound, what)
      case .positive: return try MotionSpellings.positive(bound, what)
      }
    }
  }
#endif
