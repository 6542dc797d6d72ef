#if SWIFT_SYNTAX
  import Motion
  import Scenes
  internal import SwiftSyntax

  /// Maps the SwiftUI constructs of the seeds onto `SceneModel`, found by API name wherever
  /// they appear: the reveal is the `Text` with a `.transition`, the first attempt the `Text`
  /// whose foreground is a `LinearGradient`, the note the `Text` with `.stickyNote(…)`; the
  /// `Toggle`, the `TextRenderer`, the `Transition` and the `AnimatableModifier` are found by
  /// their names and protocols. Each value that does not fold is a warning and keeps its
  /// built-in value.
  final class SceneMapper {
    private(set) var scene = SceneModel.seed
    private(set) var diagnostics: [SourceDiagnostic] = []
    private(set) var literals: [String: SourceLiteral] = [:]

    private var file: ParsedFile!
    private var folder: ConstantFolder!
    /// Notes already given (each interpretation is said once).
    private var notesGiven: Set<String> = []

    func read(_ parsed: ParsedFile) {
      file = parsed
      folder = ConstantFolder(file: parsed)
      let start = diagnostics.count
      defer {
        diagnostics[start...].sort { ($0.line, $0.column) < ($1.line, $1.column) }
      }
      let types = TypeCollector(viewMode: .sourceAccurate)
      types.walk(parsed.tree)
      for text in CallCollector.calls(["Text"], in: parsed.tree)
      where text.calledExpression.is(DeclReferenceExprSyntax.self) {
        readText(text)
      }
      for toggle in CallCollector.calls(["Toggle"], in: parsed.tree)
      where toggle.calledExpression.is(DeclReferenceExprSyntax.self) {
        readToggle(toggle)
      }
      for type in types.types {
        if type.inherits.contains("TextRenderer") { readRenderer(type.members) }
        if type.inherits.contains("Transition") { readTransition(type.members) }
        if type.inherits.contains("AnimatableModifier") { readNoteModifier(type.members) }
      }
    }

    // MARK: Which Text

    private func readText(_ text: FunctionCallExprSyntax) {
      let chain = ViewChain(root: ExprSyntax(text))
      let names = Set(chain.modifiers.map(\.name))
      if names.contains("stickyNote") {
        readNote(text, chain)
      } else if names.contains("transition") {
        readReveal(text, chain)
      } else if let style = chain.first("foregroundStyle"),
        style.arguments.first?.expression.trimmedDescription.hasPrefix("LinearGradient") == true
      {
        readFirstAttempt(chain, style: style)
      } else if inside(text, modifier: "overlay") == nil, inside(text, modifier: "background") == nil {
        warn(
          text, "this Text is not one of the preview's scenes (a reveal has .transition, the first "
            + "attempt a LinearGradient foreground, the note .stickyNote), so it is not shown")
      }
    }

    /// The modifier call `name` whose trailing closure holds `node`, if any.
    private func inside(_ node: some SyntaxProtocol, modifier name: String) -> FunctionCallExprSyntax? {
      var current = node.parent
      while let parent = current {
        if let call = parent.as(FunctionCallExprSyntax.self),
          call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == name,
          call.trailingClosure != nil
        {
          return call
        }
        current = parent.parent
      }
      return nil
    }

    // MARK: The reveal

    private func readReveal(_ text: FunctionCallExprSyntax, _ chain: ViewChain) {
      if let argument = text.arguments.first?.expression {
        set(argument, key: "reveal.text", as: nil) { (value: String, scene) in scene.reveal.text = value }
      }
      scene.reveal.font = font(chain, key: "reveal.font")
      scene.reveal.foreground = foreground(chain, key: "reveal.foreground")
      if let frame = chain.first("frame"), frame.argument("height") != nil {
        note(
          frame.member, once: "reveal.frame",
          "the preview grows the text's clip with the Toggle's animation, as the seed describes; "
            + "`.frame(height: isVisible ? .infinity : 0)` on an inserted view would not animate in SwiftUI")
      }
      if let overlay = chain.first("overlay"), let closure = overlay.closure {
        readVeil(in: closure, key: "reveal.veil", movedWhenStateIs: true) { scene, veil in
          scene.reveal.veil.colors = veil.colors ?? scene.reveal.veil.colors
          if let offset = veil.offset { scene.reveal.veil.offset = offset }
          if let animation = veil.animation {
            scene.reveal.veil.animation = animation
          }
        } noAnimation: {
          self.note(
            closure, once: "reveal.veil.animation",
            "the seed's overlay has no animation of its own: the preview sweeps the veil with the "
              + "first attempt's `.easeIn(duration: 1)`, with a soft leading edge")
        }
      }
    }

    private func readToggle(_ toggle: FunctionCallExprSyntax) {
      if let label = toggle.arguments.first, label.label == nil {
        if label.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue == "显示文本" {
          note(
            label.expression, once: "reveal.toggleLabel",
            "the preview labels the seed's Toggle \"\(SceneModel.Reveal.seed.toggleLabel)\", in English")
          scene.reveal.toggleLabel = SceneModel.Reveal.seed.toggleLabel
          literals["reveal.toggleLabel"] = folder.literal(of: label.expression)
        } else {
          set(label.expression, key: "reveal.toggleLabel", as: nil) { (value: String, scene) in
            scene.reveal.toggleLabel = value
          }
        }
      }
      guard let binding = toggle.arguments.first(where: { $0.label?.text == "isOn" })?.expression else {
        return
      }
      let chain = ViewChain(root: binding.as(FunctionCallExprSyntax.self)?.calledExpression.as(
        MemberAccessExprSyntax.self)?.base ?? binding)
      if let animation = chain.first("animation"), let call = animation.call {
        if let argument = call.arguments.first?.expression {
          set(argument, key: "reveal.clipAnimation", as: .animation) { (value: AnimationValue, scene) in
            scene.reveal.clipAnimation = value.animation
          }
        } else {
          scene.reveal.clipAnimation = .default
        }
      } else {
        warn(
          binding, "the Toggle's binding has no `.animation()`: the preview keeps animating the "
            + "clip with the built-in one")
      }
    }

    private func readRenderer(_ members: MemberBlockSyntax) {
      for name in ["spring", "elementDuration"] {
        do {
          guard let (value, expression) = try folder.memberValue(
            name, in: members, at: members, expecting: name == "spring" ? .spring : .number)
          else {
            warn(members, "the TextRenderer has no `\(name)` the reader can see")
            continue
          }
          switch (name, value) {
          case ("spring", .spring(let spring)):
            scene.reveal.spring = spring
            recordArguments(of: expression, key: "reveal.spring")
          case ("elementDuration", .number(let duration)) where duration >= 0 && duration.isFinite:
            scene.reveal.elementDuration = duration
            literals["reveal.elementDuration"] = folder.literal(of: expression)
          default:
            warn(expression, "`\(name)` must be \(name == "spring" ? "a Spring" : "a duration of 0 or more")")
          }
        } catch {
          warn(error)
        }
      }
      // The opacity: the first UnitCurve in the renderer.
      let curves = UnitCurveCollector(viewMode: .sourceAccurate)
      curves.walk(members)
      if let curve = curves.first {
        set(curve, key: "reveal.opacityCurve", as: .curve) { (value: CurveValue, scene) in
          scene.reveal.opacityCurve = value.curve
        }
        // A named curve's literal is its name token (`easeIn` in `UnitCurve.easeIn`): W
        // writes another name there.
        if let member = curve.as(MemberAccessExprSyntax.self),
          scene.reveal.opacityCurve.swiftSource == "UnitCurve." + member.declName.baseName.text
        {
          literals["reveal.opacityCurve"] = file.literal(member.declName)
        }
      } else {
        warn(members, "the TextRenderer uses no UnitCurve for its opacity: the built-in `.easeIn` stays")
      }
      if let delay = CallCollector.calls(["elementDelay"], in: members).first,
        delay.arguments.first?.expression.trimmedDescription.hasSuffix(".count") == true
      {
        note(
          delay, once: "reveal.stagger",
          "`elementDelay(count:)` is given a run's glyph count; the preview staggers by line, as "
            + "the seed's comment intends (`--stagger glyphs` runs the literal code)")
      }
    }

    private func readTransition(_ members: MemberBlockSyntax) {
      for call in CallCollector.calls([], in: members) { _ = call }
      let finder = LabeledArgumentFinder(label: "totalDuration")
      finder.walk(members)
      if let total = finder.found {
        set(total, key: "reveal.totalDuration", as: .number) { (value: Double, scene) in
          scene.reveal.totalDuration = value
        } check: { $0 > 0 ? nil : "the total duration must be more than 0" }
      }
      let assignments = AnimationAssignmentFinder(viewMode: .sourceAccurate)
      assignments.walk(members)
      if let animation = assignments.found {
        set(animation, key: "reveal.transitionAnimation", as: .animation) { (value: AnimationValue, scene) in
          scene.reveal.transitionAnimation = value.animation
        }
      }
    }

    // MARK: The first attempt

    private func readFirstAttempt(_ chain: ViewChain, style: ViewChain.Modifier) {
      scene.firstAttempt.font = font(chain, key: "firstAttempt.font")
      if let padding = chain.first("padding") {
        if let amount = padding.arguments.first?.expression, padding.arguments.count == 1 {
          set(amount, key: "firstAttempt.padding", as: .number) { (value: Double, scene) in
            scene.firstAttempt.padding = value
          } check: { $0 >= 0 ? nil : "padding cannot be negative" }
        } else if padding.arguments.isEmpty {
          scene.firstAttempt.padding = 16  // SwiftUI's default padding on iOS
        }
      }
      if let height = chain.first("frame")?.argument("height") {
        set(height, key: "firstAttempt.frameHeight", as: .number) { (value: Double, scene) in
          scene.firstAttempt.frameHeight = value
        } check: { $0 >= 0 ? nil : "the height cannot be negative" }
      }
      var opacityState: String?
      var gradientState: String?
      if let gradient = style.arguments.first?.expression {
        let gradientChain = ViewChain(root: gradientRoot(gradient))
        if let call = gradientChain.root.as(FunctionCallExprSyntax.self),
          let colors = call.arguments.first(where: { $0.label?.text == "colors" })?.expression
        {
          let arms = self.arms(colors)
          gradientState = arms.state
          set(arms.initial, key: "firstAttempt.gradientColors", as: .color) { (value: [Color], scene) in
            scene.firstAttempt.gradientColors = value
          }
          set(arms.toggled, key: "firstAttempt.plainColors", as: .color) { (value: [Color], scene) in
            scene.firstAttempt.plainColors = value
          }
        }
        if let opacity = gradientChain.first("opacity")?.arguments.first?.expression {
          let arms = self.arms(opacity)
          opacityState = arms.state
          set(arms.initial, key: "firstAttempt.startOpacity", as: .number) { (value: Double, scene) in
            scene.firstAttempt.startOpacity = value
          } check: { (0...1).contains($0) ? nil : "an opacity is between 0 and 1" }
          set(arms.toggled, key: "firstAttempt.endOpacity", as: .number) { (value: Double, scene) in
            scene.firstAttempt.endOpacity = value
          } check: { (0...1).contains($0) ? nil : "an opacity is between 0 and 1" }
        }
      }
      if let overlay = chain.first("overlay"), let closure = overlay.closure {
        readVeil(in: closure, key: "firstAttempt.veil", movedWhenStateIs: nil) { scene, veil in
          scene.firstAttempt.veil.colors = veil.colors ?? scene.firstAttempt.veil.colors
          if let offset = veil.offset { scene.firstAttempt.veil.offset = offset }
          if let animation = veil.animation { scene.firstAttempt.veil.animation = animation }
        } noAnimation: {}
      }
      if let appear = chain.first("onAppear"), let closure = appear.closure {
        for call in CallCollector.calls(["asyncAfter"], in: closure) {
          guard let deadline = call.arguments.first(where: { $0.label?.text == "deadline" })?.expression,
            let sequence = deadline.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            let delay = sequence.elements.last
          else { continue }
          let toggled = CallCollector.calls(["toggle"], in: call.trailingClosure ?? ClosureExprSyntax(statements: []))
            .compactMap { $0.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription }
          if toggled.contains(where: { $0 == opacityState || $0 == "self." + (opacityState ?? "") }) {
            set(delay, key: "firstAttempt.animateDelay", as: .number) { (value: Double, scene) in
              scene.firstAttempt.animateDelay = value
            } check: { $0 >= 0 ? nil : "a delay cannot be negative" }
          } else if toggled.contains(where: { $0 == gradientState || $0 == "self." + (gradientState ?? "") }) {
            set(delay, key: "firstAttempt.removeGradientDelay", as: .number) { (value: Double, scene) in
              scene.firstAttempt.removeGradientDelay = value
            } check: { $0 >= 0 ? nil : "a delay cannot be negative" }
          } else {
            warn(call, "this asyncAfter toggles neither the opacity's nor the gradient's state")
          }
        }
      }
    }

    /// `LinearGradient(…)` in `LinearGradient(…).opacity(…)`.
    private func gradientRoot(_ expression: ExprSyntax) -> ExprSyntax {
      var current = expression
      while let call = current.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
      {
        current = base
      }
      return current
    }

    // MARK: The veils

    private struct VeilValues {
      var colors: [Color]?
      var offset: Double?
      var animation: Animation?
    }

    /// The `LinearGradient(colors:…)` in an overlay, its `.offset(y:)` (the arm for the state
    /// once toggled) and its `.animation(…, value:)`.
    private func readVeil(
      in closure: ClosureExprSyntax, key: String, movedWhenStateIs _: Bool?,
      apply: (inout SceneModel, VeilValues) -> Void, noAnimation: () -> Void
    ) {
      guard let gradient = CallCollector.calls(["LinearGradient"], in: closure).first else { return }
      var values = VeilValues()
      if let colors = gradient.arguments.first(where: { $0.label?.text == "colors" })?.expression {
        set(colors, key: key + ".colors", as: .color) { (value: [Color], _) in values.colors = value }
      }
      let chain = ViewChain(root: ExprSyntax(gradient))
      if let offset = chain.first("offset")?.argument("y") {
        set(arms(offset).toggled, key: key + ".offset", as: .number) { (value: Double, _) in
          values.offset = value
        } check: { $0 >= 0 ? nil : "the veil's offset cannot be negative" }
      }
      if let animation = chain.first("animation")?.arguments.first?.expression {
        set(animation, key: key + ".animation", as: .animation) { (value: AnimationValue, _) in
          values.animation = value.animation
        }
      } else {
        noAnimation()
      }
      apply(&scene, values)
    }

    // MARK: The note

    private func readNote(_ text: FunctionCallExprSyntax, _ chain: ViewChain) {
      if let argument = text.arguments.first?.expression {
        set(argument, key: "note.text", as: nil) { (value: String, scene) in scene.note.text = value }
      }
      scene.note.font = font(chain, key: "note.font")
      scene.note.foreground = foreground(chain, key: "note.foreground")
      if let limit = chain.first("lineLimit")?.arguments.first?.expression {
        if limit.is(NilLiteralExprSyntax.self) {
          scene.note.lineLimit = nil
        } else {
          set(limit, key: "note.lineLimit", as: .number) { (value: Double, scene) in
            scene.note.lineLimit = Int(value)
          } check: { $0 >= 1 && $0 == $0.rounded() && $0 < 1e6 ? nil : "a line limit is a whole number, 1 or more" }
        }
      } else {
        scene.note.lineLimit = nil
      }
      if let width = chain.first("frame")?.argument("width") {
        readNoteWidth(width)
      }
      if let sticky = chain.first("stickyNote") {
        if let color = sticky.argument("color") {
          set(color, key: "note.color", as: .color) { (value: Color, scene) in scene.note.color = value }
        }
        if let size = sticky.argument("ceaseSize") {
          let arms = self.arms(size)
          let check: (Double) -> String? = { $0 >= 0 ? nil : "the fold cannot be negative" }
          set(arms.initial, key: "note.ceaseSize", as: .number, { (value: Double, scene) in
            scene.note.ceaseSize = value
          }, check: check)
          set(arms.toggled, key: "note.toggledCeaseSize", as: .number, { (value: Double, scene) in
            scene.note.toggledCeaseSize = value
          }, check: check)
        }
        if let shadow = sticky.argument("shadowLength") {
          set(shadow, key: "note.shadowLength", as: .number) { (value: Double, scene) in
            scene.note.shadowLength = value
          } check: { $0 >= 0 ? nil : "a shadow's length cannot be negative" }
        }
      }
      // The fold's animation: `.animation(…, value:)` on the note, or a `withAnimation` in the
      // view that holds it.
      if let animation = chain.first("animation")?.arguments.first?.expression {
        set(animation, key: "note.animation", as: .animation) { (value: AnimationValue, scene) in
          scene.note.animation = value.animation
        }
      } else if let view = enclosingType(of: text),
        let call = CallCollector.calls(["withAnimation"], in: view).first
      {
        if let animation = call.arguments.first?.expression {
          set(animation, key: "note.animation", as: .animation) { (value: AnimationValue, scene) in
            scene.note.animation = value.animation
          }
        } else {
          scene.note.animation = .default
        }
      }
    }

    private func readNoteWidth(_ width: ExprSyntax) {
      // `UIScreen.main.bounds.width / 2`: a fraction of the note's panel.
      if let sequence = width.as(SequenceExprSyntax.self), sequence.elements.count == 3,
        sequence.elements.first?.trimmedDescription.hasSuffix("bounds.width") == true,
        let operation = Array(sequence.elements)[1].as(BinaryOperatorExprSyntax.self),
        let operand = sequence.elements.last
      {
        set(operand, key: "note.width", as: .number) { (value: Double, scene) in
          scene.note.width = .fractionOfScreen(operation.operator.text == "/" ? 1 / value : value)
        } check: { value in
          let fraction = operation.operator.text == "/" ? 1 / value : value
          return fraction > 0 && fraction.isFinite && ["/", "*"].contains(operation.operator.text)
            ? nil : "the width must be a positive fraction of the screen"
        }
        return
      }
      set(width, key: "note.width", as: .number) { (value: Double, scene) in
        scene.note.width = .points(value)
      } check: { $0 > 0 ? nil : "the width must be more than 0" }
    }

    private func readNoteModifier(_ members: MemberBlockSyntax) {
      for padding in CallCollector.calls(["padding"], in: members) {
        let arguments = Array(padding.arguments)
        guard arguments.count == 2, let edge = arguments[0].expression.as(MemberAccessExprSyntax.self) else {
          continue
        }
        switch edge.declName.baseName.text {
        case "horizontal":
          set(arguments[1].expression, key: "note.paddingHorizontal", as: .number) { (value: Double, scene) in
            scene.note.paddingHorizontal = value
          } check: { $0 >= 0 ? nil : "padding cannot be negative" }
        case "vertical":
          set(arguments[1].expression, key: "note.paddingVertical", as: .number) { (value: Double, scene) in
            scene.note.paddingVertical = value
          } check: { $0 >= 0 ? nil : "padding cannot be negative" }
        default:
          warn(padding, "only `.padding(.horizontal, …)` and `.padding(.vertical, …)` are read for the note")
        }
      }
      do {
        if let (value, expression) = try folder.memberValue("divide", in: members, at: members, expecting: .number) {
          if case .number(let divide) = value, divide > 0 {
            scene.note.divide = divide
            literals["note.divide"] = folder.literal(of: expression)
          } else {
            warn(expression, "`divide` must be more than 0")
          }
        }
      } catch {
        warn(error)
      }
      // The fold: a `.fill(…)` with a constant colour (the note's own is `.fill(self.color)`),
      // under an optional `.opacity(…)`.
      for fill in CallCollector.calls(["fill"], in: members) {
        guard let argument = fill.arguments.first?.expression,
          !argument.trimmedDescription.contains("color")
        else { continue }
        set(argument, key: "note.foldColor", as: .color) { (value: Color, scene) in
          scene.note.foldColor = value
        }
        if let opacity = ViewChain(root: ExprSyntax(fill)).first("opacity")?.arguments.first?.expression {
          set(opacity, key: "note.foldOpacity", as: .number) { (value: Double, scene) in
            scene.note.foldOpacity = value
          } check: { (0...1).contains($0) ? nil : "an opacity is between 0 and 1" }
        } else {
          scene.note.foldOpacity = 1
        }
      }
    }

    // MARK: Fonts and colours

    /// `.font(…)`, `.bold()` and `.fontWeight(…)` in `chain`; SwiftUI's `.body` without them.
    private func font(_ chain: ViewChain, key: String) -> TextFont {
      var font = TextFont(.body)
      if let argument = chain.first("font")?.arguments.first?.expression {
        if let read = readFont(argument) { font = read } else {
          warn(argument, "this font is not one the reader knows (a text style such as `.title2`, or `.system(size:)`)")
        }
      }
      if chain.first("bold") != nil { font.weight = .bold }
      if let weight = chain.first("fontWeight")?.arguments.first?.expression {
        if let name = weight.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
          let value = FontWeight.allCases.first(where: { $0.name == name })
        {
          font.weight = value
        } else {
          warn(weight, "this font weight is not one the reader knows")
        }
      }
      return font
    }

    private func readFont(_ expression: ExprSyntax) -> TextFont? {
      // `.title2`, `.largeTitle.bold()`, `.system(size: 20)`, `Font.headline`.
      if let call = expression.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self)
      {
        let name = member.declName.baseName.text
        if name == "bold", let base = member.base, var font = readFont(base) {
          font.weight = .bold
          return font
        }
        if name == "system", let size = call.arguments.first(where: { $0.label?.text == "size" })?.expression,
          case .number(let points)? = try? folder.fold(size), points > 0
        {
          return TextFont(.system(size: points))
        }
        return nil
      }
      guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
      let name = member.declName.baseName.text
      return TextStyle.named.first { $0.name == name }.map { TextFont($0) }
    }

    /// `.foregroundStyle(colour)` or `.foregroundColor(colour)`; SwiftUI's `.primary` (black)
    /// without them.
    private func foreground(_ chain: ViewChain, key: String) -> Color {
      guard let argument = (chain.first("foregroundStyle") ?? chain.first("foregroundColor"))?.arguments.first?.expression
      else { return .black }
      var color = Color.black
      set(argument, key: key, as: .color) { (value: Color, _) in color = value }
      return color
    }

    // MARK: Helpers

    /// The arm of `cond ? a : b` in force before and after `cond`, a `@State` flag, is toggled;
    /// both are the expression itself when it is not such a ternary.
    private func arms(_ expression: ExprSyntax) -> (initial: ExprSyntax, toggled: ExprSyntax, state: String?) {
      guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3 else {
        return (expression, expression, nil)
      }
      let elements = Array(sequence.elements)
      guard let ternary = elements[1].as(UnresolvedTernaryExprSyntax.self),
        let condition = folder.referenceTarget(elements[0])
      else { return (expression, expression, nil) }
      let name = condition.baseName.text
      var initial = false
      if let members = enclosingMembers(of: expression),
        let value = folder.stateInitialValue(name, in: members)
      {
        initial = value
      }
      return initial
        ? (ternary.thenExpression, elements[2], name) : (elements[2], ternary.thenExpression, name)
    }

    private func enclosingMembers(of node: some SyntaxProtocol) -> MemberBlockSyntax? {
      var current = node.parent
      while let parent = current {
        if let members = parent.as(MemberBlockSyntax.self) { return members }
        current = parent.parent
      }
      return nil
    }

    private func enclosingType(of node: some SyntaxProtocol) -> Syntax? {
      enclosingMembers(of: node).flatMap { $0.parent }
    }

    /// Folds `expression` as `type` and hands the value, converted to `T`, to `apply`; records
    /// its literal under `key`. A value that does not fold, or fails `check`, is a warning.
    private func set<T>(
      _ expression: ExprSyntax, key: String, as type: ExpectedType?,
      _ apply: (T, inout SceneModel) -> Void, check: ((T) -> String?)? = nil
    ) {
      do {
        let value = try folder.fold(expression, expecting: type)
        guard let converted = SceneMapper.convert(value, to: T.self) else {
          warn(expression, "expected \(SceneMapper.describe(T.self)), found \(value.kindName)")
          return
        }
        if let problem = check?(converted) {
          warn(expression, problem)
          return
        }
        apply(converted, &scene)
        if let literal = folder.literal(of: expression) {
          literals[key] = literal
        } else {
          recordArguments(of: expression, key: key)
        }
      } catch {
        warn(error)
      }
    }

    /// The literal arguments of a call chain such as `.snappy(duration: 0.35, extraBounce: 0.4)`
    /// under `key.label` (`key.duration`, `key.extraBounce`), through references to constants.
    private func recordArguments(of expression: ExprSyntax, key: String) {
      var current: ExprSyntax? = expression
      var hops = 0
      while let node = current, hops < 64 {
        hops += 1
        if let reference = folder.referenceTarget(node), let definition = try? folder.definition(of: reference) {
          current = definition.expression
          continue
        }
        guard let call = node.as(FunctionCallExprSyntax.self) else { return }
        let callee = call.calledExpression.as(MemberAccessExprSyntax.self)
        let name = callee?.declName.baseName.text ?? call.calledExpression.trimmedDescription
        for argument in call.arguments {
          let label = argument.label?.text ?? name
          if let literal = folder.literal(of: argument.expression), literals[key + "." + label] == nil {
            literals[key + "." + label] = literal
          }
        }
        current = callee?.base
      }
    }

    private static func convert<T>(_ value: Folded, to type: T.Type) -> T? {
      switch value {
      case .number(let number) where number.isFinite:
        if let result = number as? T { return result }
      case .string(let string): return string as? T
      case .bool(let flag): return flag as? T
      case .color(let color): return color as? T
      case .animation(let animation): return animation as? T
      case .curve(let curve): return curve as? T
      case .spring(let spring): return spring as? T
      case .array(let elements):
        let colors = elements.compactMap { element -> Color? in
          if case .color(let color) = element { return color }
          return nil
        }
        if colors.count == elements.count, !colors.isEmpty { return colors as? T }
      default: break
      }
      return nil
    }

    private static func describe<T>(_ type: T.Type) -> String {
      switch type {
      case is Double.Type: "a number"
      case is String.Type: "a string"
      case is Color.Type: "a Color"
      case is [Color].Type: "an array of one or more colours"
      case is AnimationValue.Type: "an Animation"
      case is CurveValue.Type: "a UnitCurve"
      default: "another value"
      }
    }

    private func warn(_ node: some SyntaxProtocol, _ message: String) {
      diagnostics.append(file.diagnostic(.warning, at: node, message + "; the built-in value stays"))
    }

    private func warn(_ failure: FoldFailure) {
      diagnostics.append(file.diagnostic(.warning, at: failure.node, failure.message + "; the built-in value stays"))
    }

    private func note(_ node: some SyntaxProtocol, once key: String, _ message: String) {
      guard notesGiven.insert(key).inserted else { return }
      diagnostics.append(file.diagnostic(.note, at: node, message))
    }
  }

  /// The first `UnitCurve` expression under a node.
  final class UnitCurveCollector: SyntaxVisitor {
    private(set) var first: ExprSyntax?

    override func visitPost(_ node: MemberAccessExprSyntax) {
      guard first == nil, AnimationFinder.type(of: ExprSyntax(node)) == .curve else { return }
      first = ExprSyntax(node)
    }
  }

  /// The first argument labelled `label` under a node.
  final class LabeledArgumentFinder: SyntaxVisitor {
    let label: String
    private(set) var found: ExprSyntax?

    init(label: String) {
      self.label = label
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
      if found == nil, node.label?.text == label { found = node.expression }
      return .visitChildren
    }
  }

  /// The right side of the first `….animation = …` under a node.
  final class AnimationAssignmentFinder: SyntaxVisitor {
    private(set) var found: ExprSyntax?

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
      let elements = Array(node.elements)
      if found == nil, elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
        elements[0].as(MemberAccessExprSyntax.self)?.declName.baseName.text == "animation"
      {
        found = elements[2]
      }
      return .visitChildren
    }
  }
#endif
