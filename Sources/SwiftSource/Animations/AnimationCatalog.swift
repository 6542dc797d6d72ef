/// Lists every `Animation`, `Spring` and `UnitCurve` expression in a Swift file, with its
/// normalised spelling, duration and overshoot: `motion-preview animations FILE.swift`.
package enum AnimationCatalog {
  /// The expressions of `file` in source order, and the file's diagnostics: errors when it does
  /// not parse (then there are no entries), warnings for expressions that do not fold.
  package static func list(_ file: SourceFile) -> (
    entries: [AnimationEntry], diagnostics: [SourceDiagnostic]
  ) {
    #if SWIFT_SYNTAX
      return LargeStack.run {
        let (parsed, errors) = ParsedFile.parse(file)
        guard let parsed else { return ([], errors) }
        return AnimationFinder(file: parsed).run()
      }
    #else
      return ([], [SwiftSyntaxAvailability.missing(file)])
    #endif
  }
}

#if SWIFT_SYNTAX
  import Motion
  import Scenes
  internal import SwiftSyntax

  /// Finds the expressions whose type is `Animation`, `Spring` or `UnitCurve`, by syntax: an
  /// explicit `Animation.…`, `Spring(…)` or `UnitCurve.…` (with its modifiers), a form SwiftUI
  /// prints (`FluidSpringAnimation(…)`, `PrintedSpellings`), or an implicit
  /// member (`.easeIn`, `.snappy(…)`) where the type is known from its place: `withAnimation`'s
  /// first argument, `.animation(…)`, an `animation:` argument, `transaction.animation = …`, or
  /// a declaration typed `Animation`, `Spring` or `UnitCurve`. The outermost such expression
  /// is listed; an argument-less `withAnimation { … }` or `$x.animation()` lists the
  /// `Animation.default` it implies.
  final class AnimationFinder: SyntaxAnyVisitor {
    let file: ParsedFile
    let folder: ConstantFolder
    private(set) var entries: [AnimationEntry] = []
    private(set) var diagnostics: [SourceDiagnostic] = []

    init(file: ParsedFile) {
      self.file = file
      self.folder = ConstantFolder(file: file)
      super.init(viewMode: .sourceAccurate)
    }

    func run() -> (entries: [AnimationEntry], diagnostics: [SourceDiagnostic]) {
      walk(file.tree)
      return (entries, diagnostics)
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
      guard let expression = node.as(ExprSyntax.self) else { return .visitChildren }
      if let call = expression.as(FunctionCallExprSyntax.self), impliesDefaultAnimation(call) {
        addDefault(for: call)
        return .visitChildren
      }
      guard let type = AnimationFinder.type(of: expression) else { return .visitChildren }
      add(expression, as: type)
      return .skipChildren
    }

    // MARK: Which expressions

    /// The Motion type of `expression` if it constructs one, else nil.
    static func type(of expression: ExprSyntax) -> ExpectedType? {
      switch root(of: expression) {
      case .explicit(let type): return type
      case .implicit: return contextType(of: expression)
      case nil: return nil
      }
    }

    private enum Root {
      case explicit(ExpectedType)
      case implicit
    }

    private static let motionTypes: Set<ExpectedType> = [.animation, .spring, .curve]
    private static let animationModifiers: Set<String> = [
      "delay", "speed", "repeatCount", "repeatForever", "logicallyComplete",
    ]

    /// Follows `expression` down its call and modifier chain to what it starts from.
    private static func root(of expression: ExprSyntax) -> Root? {
      var current = expression
      var throughModifier = false
      for _ in 0..<10_000 {
        if let call = current.as(FunctionCallExprSyntax.self) {
          if let type = PrintedSpellings.type(of: call) {
            return .explicit(type)
          }
          if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
            let type = ExpectedType(typeName: reference.baseName.text), motionTypes.contains(type)
          {
            return .explicit(type)
          }
          current = call.calledExpression
          continue
        }
        guard let member = current.as(MemberAccessExprSyntax.self) else { return nil }
        guard let base = member.base else {
          return throughModifier || !animationModifiers.contains(member.declName.baseName.text)
            ? .implicit : nil
        }
        if let typeName = ConstantFolder.typeNameOf(base) {
          guard let type = ExpectedType(typeName: typeName), motionTypes.contains(type) else {
            return nil
          }
          return .explicit(type)
        }
        guard animationModifiers.contains(member.declName.baseName.text) else { return nil }
        throughModifier = true
        current = base
      }
      return nil
    }

    /// The type an implicit member at `expression` must have, from where it stands.
    static func contextType(of expression: ExprSyntax) -> ExpectedType? {
      var node = Syntax(expression)
      for _ in 0..<64 {
        guard let parent = node.parent else { return nil }
        if let argument = parent.as(LabeledExprSyntax.self) {
          return argumentType(argument)
        }
        if let clause = parent.as(InitializerClauseSyntax.self) {
          if let binding = clause.parent?.as(PatternBindingSyntax.self) {
            return motionType(binding.typeAnnotation?.type)
          }
          if let parameter = clause.parent?.as(FunctionParameterSyntax.self) {
            return motionType(parameter.type)
          }
          return nil
        }
        if let item = parent.as(CodeBlockItemSyntax.self) {
          // A branch of a `switch` or `if` expression has the type of the whole.
          if let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1,
            let whole = branchingExpression(around: list)
          {
            node = whole
            continue
          }
          return returnType(of: item, single: true)
        }
        if let statement = parent.as(ReturnStmtSyntax.self), let item = statement.parent?.as(
          CodeBlockItemSyntax.self)
        {
          return returnType(of: item, single: false)
        }
        if parent.is(ExprListSyntax.self), let sequence = parent.parent?.as(SequenceExprSyntax.self) {
          let elements = Array(sequence.elements)
          if let index = elements.firstIndex(where: { Syntax($0).id == node.id }), index == 2,
            elements[1].is(AssignmentExprSyntax.self),
            let target = elements[0].as(MemberAccessExprSyntax.self),
            target.declName.baseName.text == "animation"
          {
            return .animation
          }
          // A ternary's branches have the type of the whole.
          if elements.contains(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
            elements.last.map({ Syntax($0).id }) == node.id
          {
            node = Syntax(sequence)
            continue
          }
          return nil
        }
        if parent.is(UnresolvedTernaryExprSyntax.self),
          let sequence = parent.parent?.parent?.as(SequenceExprSyntax.self)
        {
          node = Syntax(sequence)  // the sequence that holds the ternary
          continue
        }
        if let tuple = parent.as(LabeledExprListSyntax.self)?.parent?.as(TupleExprSyntax.self),
          tuple.elements.count == 1
        {
          node = Syntax(tuple)
          continue
        }
        if parent.is(LabeledExprListSyntax.self) || parent.is(ExpressionStmtSyntax.self) {
          node = parent
          continue
        }
        return nil
      }
      return nil
    }

    private static func argumentType(_ argument: LabeledExprSyntax) -> ExpectedType? {
      if argument.label?.text == "animation" { return .animation }
      if argument.label?.text == "spring",
        let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
        call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "SpringKeyframe"
      {
        return .spring  // SpringKeyframe(_:duration:spring:startVelocity:)
      }
      guard argument.label == nil, let list = argument.parent?.as(LabeledExprListSyntax.self),
        let call = list.parent?.as(FunctionCallExprSyntax.self)
      else { return nil }
      let isFirst = list.first?.id == argument.id
      if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
        return reference.baseName.text == "withAnimation" && isFirst ? .animation : nil
      }
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        member.declName.baseName.text == "animation", isFirst
      {
        return .animation
      }
      return nil
    }

    private static func motionType(_ type: TypeSyntax?) -> ExpectedType? {
      guard let type, let expected = ExpectedType(typeName: type.trimmedDescription),
        motionTypes.contains(expected)
      else { return nil }
      return expected
    }

    /// The `switch` or `if` expression (the outermost of an `else if` chain) whose branch is
    /// `list`, or nil.
    private static func branchingExpression(around list: CodeBlockItemListSyntax) -> Syntax? {
      if let switchCase = list.parent?.as(SwitchCaseSyntax.self) {
        return switchCase.parent?.parent?.as(SwitchExprSyntax.self).map(Syntax.init)
      }
      guard var whole = list.parent?.as(CodeBlockSyntax.self)?.parent?.as(IfExprSyntax.self) else { return nil }
      while let outer = whole.parent?.as(IfExprSyntax.self) { whole = outer }
      return Syntax(whole)
    }

    /// The type a closure returns from where it stands: an `animation:` closure (a
    /// `phaseAnimator`'s, as an argument or a trailing closure) returns an `Animation?`.
    private static func closureType(_ closure: ClosureExprSyntax) -> ExpectedType? {
      if let argument = closure.parent?.as(LabeledExprSyntax.self), argument.label?.text == "animation" {
        return .animation
      }
      if let trailing = closure.parent?.as(MultipleTrailingClosureElementSyntax.self),
        trailing.label.text == "animation"
      {
        return .animation
      }
      return nil
    }

    /// The declared type of what returns `item`: a getter, function or closure whose body is
    /// this one expression (`single`), or a `return` in one (inside its `switch` and `if`
    /// branches too).
    private static func returnType(of item: CodeBlockItemSyntax, single: Bool) -> ExpectedType? {
      guard var list = item.parent?.as(CodeBlockItemListSyntax.self) else { return nil }
      if single && list.count != 1 { return nil }
      if !single {
        // Out of the branches to the body the `return` leaves.
        for _ in 0..<64 {
          var up = list.parent
          while let node = up, !node.is(CodeBlockItemListSyntax.self), !node.is(ClosureExprSyntax.self),
            !node.is(FunctionDeclSyntax.self), !node.is(AccessorDeclSyntax.self), !node.is(AccessorBlockSyntax.self)
          {
            up = node.parent
          }
          guard let outer = up?.as(CodeBlockItemListSyntax.self) else { break }
          list = outer
        }
      }
      if let closure = list.parent?.as(ClosureExprSyntax.self) {
        return closureType(closure)
      }
      var node = list.parent
      if node?.is(AccessorBlockSyntax.self) == true {
        return motionType(node?.parent?.as(PatternBindingSyntax.self)?.typeAnnotation?.type)
      }
      if let body = node?.as(CodeBlockSyntax.self) {
        node = body.parent
        if let accessor = node?.as(AccessorDeclSyntax.self) {
          let binding = accessor.parent?.parent?.parent?.as(PatternBindingSyntax.self)
          return motionType(binding?.typeAnnotation?.type)
        }
        if let function = node?.as(FunctionDeclSyntax.self) {
          return motionType(function.signature.returnClause?.type)
        }
      }
      return nil
    }

    /// `withAnimation { … }` (no animation given) and `$flag.animation()`: both use
    /// `Animation.default`.
    private func impliesDefaultAnimation(_ call: FunctionCallExprSyntax) -> Bool {
      guard call.arguments.isEmpty else { return false }
      if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
        return reference.baseName.text == "withAnimation" && call.trailingClosure != nil
      }
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
        return member.declName.baseName.text == "animation" && member.base != nil
          && call.trailingClosure == nil
      }
      return false
    }

    // MARK: Entries

    private func add(_ expression: ExprSyntax, as type: ExpectedType) {
      let (line, column) = file.location(of: expression)
      let text = folder.short(expression, limit: 200)
      do {
        let value = try folder.fold(expression, expecting: type)
        entries.append(AnimationFinder.entry(value, path: file.file.path, line: line, column: column, text: text))
      } catch {
        let message = "\(error.message)"
        diagnostics.append(file.diagnostic(.warning, at: error.node, message))
        entries.append(
          AnimationEntry(
            path: file.file.path, line: line, column: column, expression: text, normalized: nil,
            kind: "other", duration: nil, overshoot: nil, problem: message))
      }
    }

    private func addDefault(for call: FunctionCallExprSyntax) {
      let callee = call.calledExpression
      let (line, column) = file.location(of: callee)
      let text =
        callee.is(DeclReferenceExprSyntax.self)
        ? callee.trimmedDescription : callee.trimmedDescription + "()"
      guard
        let value = try? MotionSpellings.member("default", of: .animation, at: call, folder: folder)
      else { return }
      entries.append(AnimationFinder.entry(value, path: file.file.path, line: line, column: column, text: text))
    }

    /// The entry for a folded value.
    static func entry(_ value: Folded, path: String, line: Int, column: Int, text: String)
      -> AnimationEntry
    {
      switch value {
      case .animation(let animation):
        return AnimationEntry(
          path: path, line: line, column: column, expression: text, normalized: animation.spelling,
          kind: animation.kind,
          duration: animation.kind == "spring" ? animation.settleTime : animation.duration,
          overshoot: animation.overshootPercent, value: value)
      case .spring(let spring):
        let figures = MotionFigures(spring: spring)
        return AnimationEntry(
          path: path, line: line, column: column, expression: text,
          normalized: SpringMeasures.spelling(spring), kind: "spring",
          duration: figures.settleTime, overshoot: figures.overshootPercent, value: value)
      case .curve(let curve):
        return AnimationEntry(
          path: path, line: line, column: column, expression: text,
          normalized: "UnitCurve" + curve.spelling, kind: "unitCurve", duration: nil,
          overshoot: curve.overshootPercent, value: value)
      default:
        return AnimationEntry(
          path: path, line: line, column: column, expression: text, normalized: nil, kind: "other",
          duration: nil, overshoot: nil, problem: "folds to \(value.kindName)")
      }
    }
  }
#endif
