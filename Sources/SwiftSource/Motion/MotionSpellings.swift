#if SWIFT_SYNTAX
  import Motion
  import Scenes
  internal import SwiftSyntax

  /// Every spelling of `Spring`, `Animation` and `UnitCurve` that `Motion` has, plus the colours
  /// and points the seeds use, evaluated from folded arguments into real Motion values.
  ///
  /// Arguments are matched by label and position as Swift does, defaults filled in from SwiftUI's
  /// (the same as Motion's). Values Motion would turn into NaN or that make no sense (a negative
  /// duration, a bounce of −1 or less, a speed of 0) fail at the argument, with the reason.
  enum MotionSpellings {
    // MARK: Implicit and static members without arguments

    static func member(
      _ name: String, of type: ExpectedType, at node: some SyntaxProtocol, folder: ConstantFolder
    ) throws(FoldFailure) -> Folded {
      switch type {
      case .spring:
        switch name {
        case "smooth": return .spring(.smooth)
        case "snappy": return .spring(.snappy)
        case "bouncy": return .spring(.bouncy)
        default: break
        }
      case .animation:
        switch name {
        case "default":
          return .animation(AnimationValue(base: .defaultAnimation, animation: .default))
        case "linear", "easeIn", "easeOut", "easeInOut", "spring", "smooth", "snappy", "bouncy",
          "interactiveSpring", "interpolatingSpring":
          return try animationCall(name, arguments: nil, at: node, folder: folder)
        default: break
        }
      case .curve:
        if let curve = CurveValue.named[name] { return .curve(curve) }
      case .point:
        if let point = namedPoints[name] { return .point(point) }
      case .color:
        if let color = namedColors[name] { return .color(color) }
      case .number:
        if let constant = ConstantFolder.globalConstant(name) { return constant }
      }
      throw FoldFailure(
        node, "`.\(name)` is not \(article(type)) this reader knows (it knows \(known(type)))")
    }

    /// SwiftUI's duration of the argument-less timing curves, 0.35 s (Motion's too).
    static let defaultDuration = 0.35

    private static func article(_ type: ExpectedType) -> String {
      type == .animation ? "an Animation" : "a \(type.name)"
    }

    private static func known(_ type: ExpectedType) -> String {
      switch type {
      case .spring: "Spring(…), .smooth, .snappy, .bouncy"
      case .animation:
        ".default, .linear, .easeIn, .easeOut, .easeInOut, .timingCurve, .spring, .smooth, "
          + ".snappy, .bouncy, .interactiveSpring, .interpolatingSpring"
      case .curve: CurveValue.named.keys.sorted().map { "." + $0 }.joined(separator: ", ") + ", .bezier"
      case .point: namedPoints.keys.sorted().map { "." + $0 }.joined(separator: ", ")
      case .color: namedColors.keys.sorted().map { "." + $0 }.joined(separator: ", ")
      case .number: "numbers"
      }
    }

    static let namedPoints: [String: UnitPoint] = [
      "zero": .zero, "center": .center, "leading": .leading, "trailing": .trailing, "top": .top,
      "bottom": .bottom, "topLeading": .topLeading, "topTrailing": .topTrailing,
      "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
    ]

    /// SwiftUI's named colours that the scenes know (light appearance); `.primary` is black.
    static let namedColors: [String: Color] = [
      "blue": .blue, "green": .green, "red": .red, "yellow": .yellow, "gray": .gray,
      "black": .black, "white": .white, "clear": .clear, "primary": .black,
    ]

    // MARK: Calls

    /// `.name(…)` or `Type.name(…)` of a type.
    static func call(
      _ name: String, of type: ExpectedType, call: FunctionCallExprSyntax, folder: ConstantFolder
    ) throws(FoldFailure) -> Folded {
      try requireNoClosures(call)
      let arguments = Array(call.arguments)
      switch type {
      case .animation:
        return try animationCall(name, arguments: arguments, at: call, folder: folder)
      case .spring where ["smooth", "snappy", "bouncy"].contains(name):
        let values = try bind(
          arguments, [.init("duration", .number(0.5)), .init("extraBounce", .number(0))], at: call,
          name: name, folder: folder)
        let duration = try positive(values[0], "duration")
        let spring: Spring =
          switch name {
          case "smooth": .smooth(duration: duration, extraBounce: values[1].number)
          case "snappy": .snappy(duration: duration, extraBounce: values[1].number)
          default: .bouncy(duration: duration, extraBounce: values[1].number)
          }
        return .spring(try finite(spring, blaming: values[1]))
      case .curve where name == "bezier":
        let values = try bind(
          arguments, [.init("startControlPoint", type: .point), .init("endControlPoint", type: .point)],
          at: call, name: name, folder: folder)
        return .curve(.bezier(try values[0].point(), try values[1].point()))
      case .color where name == "opacity":
        break
      default:
        break
      }
      throw FoldFailure(
        call, "`.\(name)(…)` is not \(article(type)) this reader knows (it knows \(known(type)))")
    }

    /// `Type(…)`: `Spring(duration:bounce:)`, `UnitPoint(x:y:)`, `Color(red:green:blue:)`, ….
    static func initializer(of type: ExpectedType, call: FunctionCallExprSyntax, folder: ConstantFolder)
      throws(FoldFailure) -> Folded
    {
      try requireNoClosures(call)
      let arguments = Array(call.arguments)
      switch type {
      case .spring:
        if let values = try bindIfMatching(
          arguments, [.init("duration", .number(0.5)), .init("bounce", .number(0))], at: call, folder: folder)
        {
          let spring = Spring(duration: try positive(values[0], "duration"), bounce: values[1].number)
          return .spring(try finite(spring, blaming: values[1]))
        }
        if let values = try bindIfMatching(
          arguments, [.init("response"), .init("dampingRatio")], at: call, folder: folder)
        {
          return .spring(
            Spring(
              response: try positive(values[0], "response"),
              dampingRatio: try nonNegative(values[1], "dampingRatio")))
        }
        if let values = try bindIfMatching(
          arguments,
          [
            .init("mass", .number(1)), .init("stiffness"), .init("damping"),
            .init("allowOverDamping", .bool(false), type: nil),
          ], at: call, folder: folder)
        {
          guard case .bool(let overDamping) = values[3].value else {
            throw FoldFailure(values[3].node, "allowOverDamping must be a Bool")
          }
          return .spring(
            Spring(
              mass: try positive(values[0], "mass"), stiffness: try nonNegative(values[1], "stiffness"),
              damping: try nonNegative(values[2], "damping"), allowOverDamping: overDamping))
        }
        if let values = try bindIfMatching(
          arguments, [.init("settlingDuration"), .init("dampingRatio"), .init("epsilon", .number(0.001))],
          at: call, folder: folder)
        {
          return .spring(
            Spring(
              settlingDuration: try positive(values[0], "settlingDuration"),
              dampingRatio: try nonNegative(values[1], "dampingRatio"),
              epsilon: try positive(values[2], "epsilon")))
        }
        throw FoldFailure(
          call, "`Spring(…)` with these labels is not a spelling this reader knows (it knows "
            + "duration:bounce:, response:dampingRatio:, mass:stiffness:damping:allowOverDamping:, "
            + "settlingDuration:dampingRatio:epsilon:)")
      case .point:
        let values = try bind(
          arguments, [.init("x"), .init("y")], at: call, name: "UnitPoint", folder: folder)
        return .point(UnitPoint(x: values[0].number, y: values[1].number))
      case .color:
        if let values = try bindIfMatching(
          arguments,
          [.init("red"), .init("green"), .init("blue"), .init("opacity", .number(1))], at: call, folder: folder)
        {
          return .color(
            Color(
              red: try unit(values[0], "red"), green: try unit(values[1], "green"),
              blue: try unit(values[2], "blue"), alpha: try unit(values[3], "opacity")))
        }
        if let values = try bindIfMatching(
          arguments, [.init("white"), .init("opacity", .number(1))], at: call, folder: folder)
        {
          return .color(Color(white: try unit(values[0], "white"), alpha: try unit(values[1], "opacity")))
        }
        throw FoldFailure(
          call, "this `Color(…)` is not one the reader knows (it knows red:green:blue:opacity: "
            + "and white:opacity:)")
      case .animation:
        throw FoldFailure(call, "`Animation(…)` wraps a custom animation, which the reader cannot run")
      case .curve, .number:
        throw FoldFailure(call, "`\(type.name)(…)` is not folded")
      }
    }

    /// A method on a folded value: an Animation's modifiers, a Color's `.opacity(_:)`.
    static func method(
      _ name: String, on receiver: Folded, call: FunctionCallExprSyntax, folder: ConstantFolder
    ) throws(FoldFailure) -> Folded {
      try requireNoClosures(call)
      let arguments = Array(call.arguments)
      switch receiver {
      case .animation(var animation):
        let modifier: AnimationValue.Modifier
        switch name {
        case "delay":
          let values = try bind(arguments, [.init(nil)], at: call, name: name, folder: folder)
          modifier = .delay(try nonNegative(values[0], "the delay"))
        case "speed":
          let values = try bind(arguments, [.init(nil)], at: call, name: name, folder: folder)
          modifier = .speed(try positive(values[0], "the speed"))
        case "repeatCount":
          let values = try bind(
            arguments, [.init(nil), .init("autoreverses", .bool(true), type: nil)], at: call,
            name: name, folder: folder)
          modifier = .repeatCount(try repeatCount(values[0]), autoreverses: try values[1].bool())
        case "repeatForever":
          let values = try bind(
            arguments, [.init("autoreverses", .bool(true), type: nil)], at: call, name: name,
            folder: folder)
          modifier = .repeatForever(autoreverses: try values[0].bool())
        case "logicallyComplete":
          let values = try bind(arguments, [.init("after")], at: call, name: name, folder: folder)
          modifier = .logicallyComplete(after: try nonNegative(values[0], "the duration"))
        default:
          throw FoldFailure(
            call, "`.\(name)(…)` is not an Animation modifier this reader knows (it knows .delay, "
              + ".speed, .repeatCount, .repeatForever, .logicallyComplete)")
        }
        animation.modifiers.append(modifier)
        return .animation(animation)
      case .color(let color) where name == "opacity":
        let values = try bind(arguments, [.init(nil)], at: call, name: name, folder: folder)
        return .color(color.opacity(try unit(values[0], "opacity")))
      default:
        throw FoldFailure(call, "`.\(name)(…)` on \(receiver.kindName) is not folded")
      }
    }

    // MARK: Animations

    /// `Animation.name(arguments)`, or the static member `Animation.name` when `arguments` is
    /// nil; the Motion value is made by the same factory.
    static func animationCall(
      _ name: String, arguments given: [LabeledExprSyntax]?, at node: some SyntaxProtocol,
      folder: ConstantFolder
    ) throws(FoldFailure) -> Folded {
      func animation(_ base: AnimationValue.Base, _ made: Animation) -> Folded {
        .animation(AnimationValue(base: base, animation: made))
      }
      let isMember = given == nil
      let arguments = given ?? []
      /// The `(response:dampingFraction:blendDuration:)` overload, with its defaults, made by `make`.
      func responseSpring(
        defaults: (Double, Double, Double), make: (Double, Double, Double) -> Animation
      ) throws(FoldFailure) -> Folded {
        let values = try bind(
          arguments,
          [
            .init("response", .number(defaults.0)), .init("dampingFraction", .number(defaults.1)),
            .init("blendDuration", .number(defaults.2)),
          ], at: node, name: name, folder: folder)
        let response = try positive(values[0], "response")
        let fraction = try nonNegative(values[1], "dampingFraction")
        let blend = try nonNegative(values[2], "blendDuration")
        return animation(
          .spring(Spring(response: response, dampingRatio: fraction), blendDuration: blend),
          make(response, fraction, blend))
      }
      switch name {
      case "linear", "easeIn", "easeOut", "easeInOut":
        let curve = CurveValue.named[name]!
        if isMember {
          let made: Animation =
            switch name {
            case "linear": .linear
            case "easeIn": .easeIn
            case "easeOut": .easeOut
            default: .easeInOut
            }
          return animation(.timingCurve(curve, duration: defaultDuration), made)
        }
        let values = try bind(arguments, [.init("duration")], at: node, name: name, folder: folder)
        let duration = try nonNegative(values[0], "the duration")
        let made: Animation =
          switch name {
          case "linear": .linear(duration: duration)
          case "easeIn": .easeIn(duration: duration)
          case "easeOut": .easeOut(duration: duration)
          default: .easeInOut(duration: duration)
          }
        return animation(.timingCurve(curve, duration: duration), made)
      case "timingCurve" where !isMember:
        if let values = try bindIfMatching(
          arguments, [.init(nil, type: .curve), .init("duration")], at: node, folder: folder)
        {
          guard case .curve(let curve) = values[0].value else {
            throw FoldFailure(values[0].node, "expected a UnitCurve")
          }
          let duration = try nonNegative(values[1], "the duration")
          return animation(
            .timingCurve(curve, duration: duration), .timingCurve(curve.curve, duration: duration))
        }
        let values = try bind(
          arguments,
          [.init(nil), .init(nil), .init(nil), .init(nil), .init("duration", .number(defaultDuration))],
          at: node, name: name, folder: folder)
        let duration = try nonNegative(values[4], "the duration")
        let (x1, y1, x2, y2) = (values[0].number, values[1].number, values[2].number, values[3].number)
        return animation(
          .timingCurve(.bezier(UnitPoint(x: x1, y: y1), UnitPoint(x: x2, y: y2)), duration: duration),
          .timingCurve(x1, y1, x2, y2, duration: duration))
      case "spring":
        if isMember {
          return animation(.spring(Spring(duration: 0.5, bounce: 0), blendDuration: 0), .spring)
        }
        if let values = try bindIfMatching(
          arguments, [.init(nil, type: .spring), .init("blendDuration", .number(0))], at: node,
          folder: folder)
        {
          guard case .spring(let spring) = values[0].value else {
            throw FoldFailure(values[0].node, "expected a Spring")
          }
          let blend = try nonNegative(values[1], "blendDuration")
          return animation(.spring(spring, blendDuration: blend), .spring(spring, blendDuration: blend))
        }
        if let values = try bindIfMatching(
          arguments,
          [.init("duration", .number(0.5)), .init("bounce", .number(0)), .init("blendDuration", .number(0))],
          at: node, folder: folder)
        {
          let duration = try positive(values[0], "duration")
          let spring = try finite(Spring(duration: duration, bounce: values[1].number), blaming: values[1])
          let blend = try nonNegative(values[2], "blendDuration")
          return animation(
            .spring(spring, blendDuration: blend),
            .spring(duration: duration, bounce: values[1].number, blendDuration: blend))
        }
        return try responseSpring(defaults: (0.5, 0.825, 0)) {
          .spring(response: $0, dampingFraction: $1, blendDuration: $2)
        }
      case "smooth", "snappy", "bouncy":
        var duration = 0.5
        var extraBounce = 0.0
        var bounceArgument: Bound?
        if !isMember {
          let values = try bind(
            arguments, [.init("duration", .number(0.5)), .init("extraBounce", .number(0))], at: node,
            name: name, folder: folder)
          duration = try positive(values[0], "duration")
          extraBounce = values[1].number
          bounceArgument = values[1]
        }
        let spring: Spring
        let made: Animation
        switch name {
        case "smooth":
          spring = .smooth(duration: duration, extraBounce: extraBounce)
          made = isMember ? .smooth : .smooth(duration: duration, extraBounce: extraBounce)
        case "snappy":
          spring = .snappy(duration: duration, extraBounce: extraBounce)
          made = isMember ? .snappy : .snappy(duration: duration, extraBounce: extraBounce)
        default:
          spring = .bouncy(duration: duration, extraBounce: extraBounce)
          made = isMember ? .bouncy : .bouncy(duration: duration, extraBounce: extraBounce)
        }
        if let bounceArgument { _ = try finite(spring, blaming: bounceArgument) }
        return animation(.spring(spring, blendDuration: 0), made)
      case "interactiveSpring":
        if isMember {
          return animation(
            .spring(.snappy(duration: 0.15, extraBounce: 0), blendDuration: 0.25), .interactiveSpring)
        }
        if let values = try bindIfMatching(
          arguments,
          [
            .init("duration", .number(0.15)), .init("extraBounce", .number(0)),
            .init("blendDuration", .number(0.25)),
          ], at: node, folder: folder)
        {
          // SwiftUI's interactive spring has the snappy spring's base bounce, 0.15.
          let duration = try positive(values[0], "duration")
          let spring = try finite(
            .snappy(duration: duration, extraBounce: values[1].number), blaming: values[1])
          let blend = try nonNegative(values[2], "blendDuration")
          return animation(
            .spring(spring, blendDuration: blend),
            .interactiveSpring(duration: duration, extraBounce: values[1].number, blendDuration: blend))
        }
        return try responseSpring(defaults: (0.15, 0.86, 0.25)) {
          .interactiveSpring(response: $0, dampingFraction: $1, blendDuration: $2)
        }
      case "interpolatingSpring":
        if isMember {
          return animation(
            .interpolatingSpring(Spring(duration: 0.5, bounce: 0), initialVelocity: 0),
            .interpolatingSpring)
        }
        if let values = try bindIfMatching(
          arguments, [.init(nil, type: .spring), .init("initialVelocity", .number(0))], at: node,
          folder: folder)
        {
          guard case .spring(let spring) = values[0].value else {
            throw FoldFailure(values[0].node, "expected a Spring")
          }
          let velocity = values[1].number
          return animation(
            .interpolatingSpring(spring, initialVelocity: velocity),
            .interpolatingSpring(spring, initialVelocity: velocity))
        }
        if let values = try bindIfMatching(
          arguments,
          [.init("duration", .number(0.5)), .init("bounce", .number(0)), .init("initialVelocity", .number(0))],
          at: node, folder: folder)
        {
          let duration = try positive(values[0], "duration")
          let spring = try finite(Spring(duration: duration, bounce: values[1].number), blaming: values[1])
          let velocity = values[2].number
          return animation(
            .interpolatingSpring(spring, initialVelocity: velocity),
            .interpolatingSpring(duration: duration, bounce: values[1].number, initialVelocity: velocity))
        }
        let values = try bind(
          arguments,
          [
            .init("mass", .number(1)), .init("stiffness"), .init("damping"),
            .init("initialVelocity", .number(0)),
          ], at: node, name: name, folder: folder)
        let mass = try positive(values[0], "mass")
        let stiffness = try positive(values[1], "stiffness")
        let damping = try nonNegative(values[2], "damping")
        let velocity = values[3].number
        return animation(
          .interpolatingSpring(
            Spring(mass: mass, stiffness: stiffness, damping: damping), initialVelocity: velocity),
          .interpolatingSpring(
            mass: mass, stiffness: stiffness, damping: damping, initialVelocity: velocity))
      default:
        throw FoldFailure(
          node, "`.\(name)` is not an Animation this reader knows (it knows \(known(.animation)))")
      }
    }

    // MARK: Arguments

    /// A parameter: its label (nil for `_`), its default when it may be left out, and the type
    /// its implicit members resolve against.
    struct Parameter {
      var label: String?
      var fallback: Folded?
      var type: ExpectedType?

      init(_ label: String?, _ fallback: Folded? = nil, type: ExpectedType? = .number) {
        self.label = label
        self.fallback = fallback
        self.type = type
      }
    }

    /// A bound argument: its folded value and the expression it came from (nil for a default).
    struct Bound {
      var value: Folded
      var node: Syntax
      var label: String

      var number: Double {
        if case .number(let number) = value { return number }
        return .nan
      }

      func point() throws(FoldFailure) -> UnitPoint {
        guard case .point(let point) = value else {
          throw FoldFailure(node, "\(label) must be a UnitPoint, not \(value.kindName)")
        }
        return point
      }

      func bool() throws(FoldFailure) -> Bool {
        guard case .bool(let flag) = value else {
          throw FoldFailure(node, "\(label) must be true or false, not \(value.kindName)")
        }
        return flag
      }
    }

    /// Matches `arguments` to `parameters` as Swift does (in order, labels exact, parameters
    /// with defaults may be left out) and folds them; throws when they do not match.
    static func bind(
      _ arguments: [LabeledExprSyntax], _ parameters: [Parameter], at node: some SyntaxProtocol,
      name: String, folder: ConstantFolder
    ) throws(FoldFailure) -> [Bound] {
      if let values = try bindIfMatching(arguments, parameters, at: node, folder: folder) {
        return values
      }
      let expected = parameters.map { ($0.label ?? "_") + ":" }.joined()
      let written = arguments.map { ($0.label?.text ?? "_") + ":" }.joined()
      throw FoldFailure(
        node, "`\(name)(\(written))` does not match `\(name)(\(expected))`, the spelling this "
          + "reader knows")
    }

    /// As `bind`, but nil when the labels do not match.
    static func bindIfMatching(
      _ arguments: [LabeledExprSyntax], _ parameters: [Parameter], at node: some SyntaxProtocol,
      folder: ConstantFolder
    ) throws(FoldFailure) -> [Bound]? {
      var matched: [LabeledExprSyntax?] = []
      var next = 0
      for parameter in parameters {
        if next < arguments.count, arguments[next].label?.text == parameter.label {
          matched.append(arguments[next])
          next += 1
        } else if parameter.fallback != nil {
          matched.append(nil)
        } else {
          return nil
        }
      }
      guard next == arguments.count else { return nil }
      var values: [Bound] = []
      for (parameter, argument) in zip(parameters, matched) {
        let label = parameter.label ?? "the argument"
        if let argument {
          let value: Folded
          if parameter.type == .number {
            value = .number(try folder.number(argument.expression, what: label))
          } else {
            value = try folder.fold(argument.expression, expecting: parameter.type)
          }
          values.append(Bound(value: value, node: Syntax(argument.expression), label: label))
        } else {
          values.append(Bound(value: parameter.fallback!, node: Syntax(node), label: label))
        }
      }
      return values
    }

    private static func requireNoClosures(_ call: FunctionCallExprSyntax) throws(FoldFailure) {
      if let closure = call.trailingClosure {
        throw FoldFailure(closure, "a trailing closure here is not folded")
      }
    }

    // MARK: Checks

    static func positive(_ bound: Bound, _ what: String) throws(FoldFailure) -> Double {
      let value = bound.number
      guard value > 0 else {
        throw FoldFailure(
          bound.node, "\(what) must be more than 0, not \(NumberSpelling.spell(value))")
      }
      return value
    }

    static func nonNegative(_ bound: Bound, _ what: String) throws(FoldFailure) -> Double {
      let value = bound.number
      guard value >= 0 else {
        throw FoldFailure(
          bound.node, "\(what) cannot be negative (\(NumberSpelling.spell(value)))")
      }
      return value
    }

    /// A repeat count: a whole number from 0 to `Int32.max`.
    static func repeatCount(_ bound: Bound) throws(FoldFailure) -> Int {
      let count = try nonNegative(bound, "the repeat count")
      guard count == count.rounded(), count <= Double(Int32.max) else {
        throw FoldFailure(bound.node, "the repeat count must be a whole number")
      }
      return Int(count)
    }

    static func unit(_ bound: Bound, _ what: String) throws(FoldFailure) -> Double {
      let value = bound.number
      guard (0...1).contains(value) else {
        throw FoldFailure(
          bound.node, "\(what) must be between 0 and 1, not \(NumberSpelling.spell(value))")
      }
      return value
    }

    /// `spring`, when its parameters are finite; a bounce of −1 or less makes SwiftUI's (and
    /// Motion's) spring NaN, so it fails at the bounce argument.
    static func finite(_ spring: Spring, blaming bounce: Bound) throws(FoldFailure) -> Spring {
      guard spring.dampingRatio.isFinite, spring.duration.isFinite else {
        throw FoldFailure(
          bounce.node, "this gives a bounce of −1 or less, where SwiftUI's spring is NaN")
      }
      return spring
    }
  }
#endif
