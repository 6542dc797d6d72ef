#if SWIFT_SYNTAX
  import Motion
  import Scenes
  internal import SwiftSyntax

  /// Evaluates expressions of one file by constant folding: literals, `+ − × ÷`, unary minus,
  /// `min` and `max`, references to `let` and `var` with foldable initialisers (and stored
  /// properties set from an `init` parameter's default value), colours, and every spelling of
  /// `Spring`, `Animation` and `UnitCurve` that `Motion` has (see `MotionSpellings`), and the
  /// forms SwiftUI prints them in (see `PrintedSpellings`).
  ///
  /// Anything else fails with a `FoldFailure` at the construct it could not use.
  final class ConstantFolder {
    let file: ParsedFile
    /// Bindings being evaluated, to report a reference cycle instead of recursing forever.
    private var evaluating: Set<SyntaxIdentifier> = []
    /// How deep the evaluation is, in nested expressions and references.
    private var depth = 0
    /// The deepest evaluation allowed: far beyond real constants, far below the stack.
    static let maximumDepth = 256

    init(file: ParsedFile) {
      self.file = file
    }

    // MARK: Entry points

    /// Folds `expression`, resolving implicit members (`.easeIn`) against `expected`.
    func fold(_ expression: ExprSyntax, expecting expected: ExpectedType? = nil)
      throws(FoldFailure) -> Folded
    {
      depth += 1
      defer { depth -= 1 }
      guard depth <= ConstantFolder.maximumDepth else {
        throw FoldFailure(expression, "nested more than \(ConstantFolder.maximumDepth) levels deep")
      }
      let value = try foldUnchecked(expression, expecting: expected)
      if let expected { return try coerce(value, to: expected, at: expression) }
      return value
    }

    /// Folds `expression` to a finite number.
    func number(_ expression: ExprSyntax, what: String = "the value") throws(FoldFailure) -> Double {
      let value = try fold(expression, expecting: .number)
      guard case .number(let number) = value else {
        throw FoldFailure(expression, "\(what) must be a number, not \(value.kindName)")
      }
      guard number.isFinite else {
        throw FoldFailure(expression, "\(what) is \(number.isNaN ? "NaN" : "infinite")")
      }
      return number
    }

    /// The literal token `expression` stands for, through parentheses, a leading `-` and
    /// references to constants; nil when it is computed.
    func literal(of expression: ExprSyntax) -> SourceLiteral? {
      literal(of: expression, hops: 0)
    }

    private func literal(of expression: ExprSyntax, hops: Int) -> SourceLiteral? {
      guard hops < 32 else { return nil }
      if expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self)
        || expression.is(StringLiteralExprSyntax.self) || expression.is(BooleanLiteralExprSyntax.self)
      {
        return file.literal(expression)
      }
      if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
        prefix.expression.is(IntegerLiteralExprSyntax.self)
          || prefix.expression.is(FloatLiteralExprSyntax.self)
      {
        return file.literal(prefix)
      }
      if let inner = parenthesized(expression) { return literal(of: inner, hops: hops + 1) }
      if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
        let cast = Array(sequence.elements)[1].as(UnresolvedAsExprSyntax.self),
        cast.questionOrExclamationMark == nil, let first = sequence.elements.first
      {
        return literal(of: first, hops: hops + 1)
      }
      if let reference = referenceTarget(expression), let value = try? definition(of: reference) {
        return literal(of: value.expression, hops: hops + 1)
      }
      return nil
    }

    // MARK: Expressions

    private func foldUnchecked(_ expression: ExprSyntax, expecting expected: ExpectedType?)
      throws(FoldFailure) -> Folded
    {
      if let literal = expression.as(IntegerLiteralExprSyntax.self) {
        return .number(try integer(literal.literal))
      }
      if let literal = expression.as(FloatLiteralExprSyntax.self) {
        let text = literal.literal.text.filter { $0 != "_" }
        guard let value = Double(text) else {
          throw FoldFailure(literal, "`\(literal.literal.text)` is not a number this reader reads")
        }
        return .number(value)
      }
      if let literal = expression.as(BooleanLiteralExprSyntax.self) {
        return .bool(literal.literal.tokenKind == .keyword(.true))
      }
      if let literal = expression.as(StringLiteralExprSyntax.self) {
        guard let value = literal.representedLiteralValue else {
          throw FoldFailure(literal, "a string with interpolation is not a constant")
        }
        return .string(value)
      }
      if let inner = parenthesized(expression) {
        return try fold(inner, expecting: expected)
      }
      if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
        return try prefixOperator(prefix)
      }
      if let sequence = expression.as(SequenceExprSyntax.self) {
        return try self.sequence(sequence, expecting: expected)
      }
      if let array = expression.as(ArrayExprSyntax.self) {
        var elements: [Folded] = []
        for element in array.elements {
          elements.append(try fold(element.expression, expecting: expected))
        }
        return .array(elements)
      }
      if let ternary = expression.as(TernaryExprSyntax.self) {
        let condition = try fold(ternary.condition)
        guard case .bool(let flag) = condition else {
          throw FoldFailure(ternary.condition, "the condition must be a Bool")
        }
        return try fold(flag ? ternary.thenExpression : ternary.elseExpression, expecting: expected)
      }
      if let reference = expression.as(DeclReferenceExprSyntax.self) {
        return try self.reference(reference, expecting: expected)
      }
      if let member = expression.as(MemberAccessExprSyntax.self) {
        return try memberAccess(member, expecting: expected)
      }
      if let call = expression.as(FunctionCallExprSyntax.self) {
        return try self.call(call, expecting: expected)
      }
      throw FoldFailure(expression, "`\(short(expression))` is not a constant this reader can fold")
    }

    private func integer(_ token: TokenSyntax) throws(FoldFailure) -> Double {
      var text = token.text.filter { $0 != "_" }
      var radix = 10
      for (prefix, base) in [("0x", 16), ("0o", 8), ("0b", 2)] where text.hasPrefix(prefix) {
        text.removeFirst(2)
        radix = base
      }
      guard let value = Int(text, radix: radix) else {
        throw FoldFailure(token, "`\(token.text)` is not a number this reader reads")
      }
      return Double(value)
    }

    /// The single unlabeled element of a parenthesised expression `(x)`.
    private func parenthesized(_ expression: ExprSyntax) -> ExprSyntax? {
      guard let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
        let only = tuple.elements.first, only.label == nil
      else { return nil }
      return only.expression
    }

    private func prefixOperator(_ prefix: PrefixOperatorExprSyntax) throws(FoldFailure) -> Folded {
      let operand = try fold(prefix.expression)
      switch (prefix.operator.text, operand) {
      case ("-", .number(let value)): return .number(-value)
      case ("+", .number(let value)): return .number(value)
      case ("!", .bool(let value)): return .bool(!value)
      default:
        throw FoldFailure(
          prefix, "prefix `\(prefix.operator.text)` on \(operand.kindName) is not folded")
      }
    }

    // MARK: Operators

    /// An unfolded operator sequence: `a + b * c`, `x as CGFloat`, `c ? a : b`, `a == b`.
    /// Folded without recursion over its length: casts first, then × ÷, then + −, then
    /// comparisons, `&&`, `||` and the ternary, by SwiftUI's precedence.
    private func sequence(_ sequence: SequenceExprSyntax, expecting expected: ExpectedType?)
      throws(FoldFailure) -> Folded
    {
      let elements = Array(sequence.elements)
      // A ternary is the lowest precedence (below assignment here): split at its first `?`.
      if let mark = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }) {
        let condition = try foldOperands(Array(elements[..<mark]), in: sequence)
        guard case .bool(let flag) = condition.value else {
          throw FoldFailure(elements[0], "the condition must be a constant Bool")
        }
        if flag {
          let then = elements[mark].cast(UnresolvedTernaryExprSyntax.self).thenExpression
          return try fold(then, expecting: expected)
        }
        let rest = Array(elements[(mark + 1)...])
        if rest.count == 1 { return try fold(rest[0], expecting: expected) }
        return try foldOperands(rest, in: sequence, expecting: expected).value
      }
      return try foldOperands(elements, in: sequence, expecting: expected).value
    }

    private struct Operand {
      var value: Folded
      var node: ExprSyntax
    }

    private func foldOperands(
      _ elements: [ExprSyntax], in sequence: SequenceExprSyntax, expecting expected: ExpectedType? = nil
    ) throws(FoldFailure) -> Operand {
      // Operands and operators, with casts applied to the operand before them.
      var operands: [Operand] = []
      var operators: [TokenSyntax] = []
      var index = 0
      while index < elements.count {
        let element = elements[index]
        if let binary = element.as(BinaryOperatorExprSyntax.self) {
          operators.append(binary.operator)
          index += 1
          continue
        }
        if element.is(UnresolvedAsExprSyntax.self) {
          guard index + 1 < elements.count, let last = operands.indices.last,
            let type = elements[index + 1].as(TypeExprSyntax.self)
          else { throw FoldFailure(element, "this cast is not folded") }
          guard ExpectedType(typeName: type.type.trimmedDescription) == .number,
            case .number = operands[last].value
          else { throw FoldFailure(element, "only number casts are folded") }
          index += 2
          continue
        }
        if element.is(AssignmentExprSyntax.self) || element.is(UnresolvedIsExprSyntax.self) {
          throw FoldFailure(element, "`\(element.trimmedDescription)` is not folded")
        }
        let isOnly = elements.count == 1
        operands.append(Operand(value: try fold(element, expecting: isOnly ? expected : nil), node: element))
        index += 1
      }
      guard operands.count == operators.count + 1 else {
        throw FoldFailure(sequence, "this expression is not folded")
      }
      let levels: [Set<String>] = [
        ["*", "/", "%"], ["+", "-"], ["==", "!=", "<", "<=", ">", ">="], ["&&"], ["||"],
      ]
      for level in levels {
        var index = 0
        while index < operators.count {
          guard level.contains(operators[index].text) else {
            index += 1
            continue
          }
          let value = try apply(operators[index], operands[index], operands[index + 1])
          operands[index] = Operand(value: value, node: operands[index].node)
          operands.remove(at: index + 1)
          operators.remove(at: index)
        }
      }
      if let leftover = operators.first {
        throw FoldFailure(leftover, "operator `\(leftover.text)` is not folded")
      }
      return operands[0]
    }

    private func apply(_ token: TokenSyntax, _ left: Operand, _ right: Operand)
      throws(FoldFailure) -> Folded
    {
      let name = token.text
      switch (left.value, right.value) {
      case (.number(let a), .number(let b)):
        switch name {
        case "+": return .number(a + b)
        case "-": return .number(a - b)
        case "*": return .number(a * b)
        case "/", "%":
          guard b != 0 else {
            throw FoldFailure(
              token, "division by zero: `\(left.node.trimmedDescription) \(name) "
                + "\(right.node.trimmedDescription)`")
          }
          return .number(name == "/" ? a / b : a.truncatingRemainder(dividingBy: b))
        case "==": return .bool(a == b)
        case "!=": return .bool(a != b)
        case "<": return .bool(a < b)
        case "<=": return .bool(a <= b)
        case ">": return .bool(a > b)
        case ">=": return .bool(a >= b)
        default: break
        }
      case (.bool(let a), .bool(let b)):
        switch name {
        case "&&": return .bool(a && b)
        case "||": return .bool(a || b)
        case "==": return .bool(a == b)
        case "!=": return .bool(a != b)
        default: break
        }
      case (.string(let a), .string(let b)) where name == "+":
        return .string(a + b)
      default: break
      }
      throw FoldFailure(
        token, "`\(name)` between \(left.value.kindName) and \(right.value.kindName) is not folded")
    }

    // MARK: References

    /// The expression a constant stands for, and the type it was declared with.
    struct Definition {
      var expression: ExprSyntax
      var type: ExpectedType?
      var binding: SyntaxIdentifier
    }

    private func reference(_ reference: DeclReferenceExprSyntax, expecting expected: ExpectedType?)
      throws(FoldFailure) -> Folded
    {
      let name = reference.baseName.text
      if let global = ConstantFolder.globalConstant(name) { return global }
      let definition = try self.definition(of: reference)
      return try evaluate(definition, for: reference, expecting: expected)
    }

    func evaluate(
      _ definition: Definition, for use: some SyntaxProtocol, expecting expected: ExpectedType?
    ) throws(FoldFailure) -> Folded {
      guard !evaluating.contains(definition.binding) else {
        throw FoldFailure(use, "`\(use.trimmedDescription)` refers to itself")
      }
      evaluating.insert(definition.binding)
      defer { evaluating.remove(definition.binding) }
      do {
        return try fold(definition.expression, expecting: definition.type ?? expected)
      } catch {
        // Say where the use is, and why its definition does not fold.
        let (line, column) = file.location(of: error.node)
        throw FoldFailure(
          use, "`\(use.trimmedDescription)` is not a constant: \(error.message) (line \(line), "
            + "column \(column))")
      }
    }

    /// `pi`, `nan`, `infinity` as written bare (`.pi` and `Double.pi` arrive as members).
    static func globalConstant(_ name: String) -> Folded? {
      switch name {
      case "pi": .number(Double.pi)
      case "nan": .number(Double.nan)
      case "infinity": .number(Double.infinity)
      default: nil
      }
    }

    /// The identifier `expression` refers to: `name` or `self.name`.
    func referenceTarget(_ expression: ExprSyntax) -> DeclReferenceExprSyntax? {
      if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
        return reference
      }
      if let member = expression.as(MemberAccessExprSyntax.self),
        let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.tokenKind == .keyword(.self)
      {
        return member.declName
      }
      return nil
    }

    /// Finds what `reference` names, looking outwards from it: earlier `let`s and `var`s in
    /// enclosing code blocks, `init` parameters with a default value, members of the enclosing
    /// types (a stored property with an initialiser, a computed property of one expression, or
    /// one without an initialiser set from an `init` parameter of its name that has a default),
    /// then the file's globals.
    func definition(of reference: DeclReferenceExprSyntax) throws(FoldFailure) -> Definition {
      let name = reference.baseName.text
      let isMember = reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id == reference.id
      var node: Syntax? = isMember ? reference.parent?.parent : Syntax(reference)
      var child = Syntax(reference)
      while let current = node {
        defer {
          child = current
          node = current.parent
        }
        if isMember, !current.is(MemberBlockSyntax.self) { continue }
        if let items = current.as(CodeBlockItemListSyntax.self) {
          for item in items {
            if item.id == child.id { break }
            if let found = binding(named: name, in: item.item.as(VariableDeclSyntax.self)) {
              return try found()
            }
          }
        }
        if let closure = current.as(ClosureExprSyntax.self), closure.signature != nil,
          closure.signature!.trimmedDescription.contains(name)
        {
          throw FoldFailure(reference, "`\(name)` is a closure parameter, not a constant")
        }
        if let function = current.as(FunctionDeclSyntax.self),
          function.signature.parameterClause.parameters.contains(where: { parameterName($0) == name })
        {
          throw FoldFailure(reference, "`\(name)` is a parameter of `\(function.name.text)`, not a constant")
        }
        if let initializer = current.as(InitializerDeclSyntax.self),
          let parameter = initializer.signature.parameterClause.parameters.first(where: {
            parameterName($0) == name
          })
        {
          guard let value = parameter.defaultValue?.value else {
            throw FoldFailure(reference, "`\(name)` is an init parameter without a default value")
          }
          return Definition(
            expression: value, type: ExpectedType(typeName: parameter.type.trimmedDescription),
            binding: parameter.id)
        }
        if let members = current.as(MemberBlockSyntax.self) {
          if let found = try member(named: name, in: members, at: reference) { return found }
        }
        if current.is(SourceFileSyntax.self) {
          for item in file.tree.statements {
            if let found = binding(named: name, in: item.item.as(VariableDeclSyntax.self)) {
              return try found()
            }
          }
        }
      }
      throw FoldFailure(reference, "`\(name)` is not a constant in this file")
    }

    private func parameterName(_ parameter: FunctionParameterSyntax) -> String {
      (parameter.secondName ?? parameter.firstName).text
    }

    /// A throwing lookup of `name` among `declaration`'s bindings, or nil if it binds no such name.
    private func binding(named name: String, in declaration: VariableDeclSyntax?)
      -> (() throws(FoldFailure) -> Definition)?
    {
      guard let declaration else { return nil }
      for binding in declaration.bindings {
        guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else {
          continue
        }
        return { () throws(FoldFailure) -> Definition in
          try self.definition(of: binding, in: declaration, named: name)
        }
      }
      return nil
    }

    private func definition(
      of binding: PatternBindingSyntax, in declaration: VariableDeclSyntax, named name: String
    ) throws(FoldFailure) -> Definition {
      let type = binding.typeAnnotation.flatMap { ExpectedType(typeName: $0.type.trimmedDescription) }
      for attribute in declaration.attributes {
        let attributeName = attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription ?? ""
        if ["State", "Binding", "Environment", "ObservedObject", "StateObject", "Published"]
          .contains(attributeName)
        {
          throw FoldFailure(binding, "`\(name)` is @\(attributeName): it changes while the view runs")
        }
      }
      if let value = binding.initializer?.value {
        return Definition(expression: value, type: type, binding: binding.id)
      }
      if let accessors = binding.accessorBlock {
        if let expression = ConstantFolder.singleExpression(accessors) {
          return Definition(expression: expression, type: type, binding: binding.id)
        }
        throw FoldFailure(binding, "`\(name)` is computed by more than one expression")
      }
      // A stored property without a value: set from an init parameter's default?
      if let members = declaration.parent?.parent?.parent?.as(MemberBlockSyntax.self) {
        for item in members.members {
          guard let initializer = item.decl.as(InitializerDeclSyntax.self) else { continue }
          for parameter in initializer.signature.parameterClause.parameters
          where parameterName(parameter) == name {
            if let value = parameter.defaultValue?.value {
              return Definition(
                expression: value, type: type ?? ExpectedType(typeName: parameter.type.trimmedDescription),
                binding: parameter.id)
            }
          }
        }
      }
      throw FoldFailure(
        binding, "`\(name)` has no value in the source: no initialiser, and no init default")
    }

    /// The expression a getter returns when it is one expression (`{ .snappy(…) }` or
    /// `{ return x }`), else nil.
    static func singleExpression(_ accessors: AccessorBlockSyntax) -> ExprSyntax? {
      var statements: CodeBlockItemListSyntax?
      switch accessors.accessors {
      case .getter(let items): statements = items
      case .accessors(let list):
        statements = list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
      @unknown default: return nil
      }
      guard let statements, statements.count == 1, let item = statements.first?.item else {
        return nil
      }
      if let expression = item.as(ExprSyntax.self) { return expression }
      if let statement = item.as(ReturnStmtSyntax.self) { return statement.expression }
      if let statement = item.as(ExpressionStmtSyntax.self) { return statement.expression }
      return nil
    }

    /// `name` among the members of a type body (and of other bodies of the same type: the
    /// struct and its extensions).
    func member(named name: String, in members: MemberBlockSyntax, at use: some SyntaxProtocol)
      throws(FoldFailure) -> Definition?
    {
      for item in members.members {
        if let found = binding(named: name, in: item.decl.as(VariableDeclSyntax.self)) {
          return try found()
        }
      }
      if let typeName = ConstantFolder.typeName(of: members) {
        for body in typeBodies(named: typeName) where body.id != members.id {
          for item in body.members {
            if let found = binding(named: name, in: item.decl.as(VariableDeclSyntax.self)) {
              return try found()
            }
          }
        }
      }
      return nil
    }

    /// The value of the member `name` of the type whose body is `members` (a stored property
    /// with an initialiser, a one-expression getter, or an init parameter's default), and the
    /// expression it comes from; nil when the type has no such member.
    func memberValue(
      _ name: String, in members: MemberBlockSyntax, at use: some SyntaxProtocol,
      expecting expected: ExpectedType? = nil
    ) throws(FoldFailure) -> (value: Folded, expression: ExprSyntax)? {
      guard let definition = try member(named: name, in: members, at: use) else { return nil }
      // Folded in place, so that a failure points at the construct in the definition.
      return (try fold(definition.expression, expecting: definition.type ?? expected), definition.expression)
    }

    /// The initial value of the `@State` property `name` declared in `members`, if it folds to
    /// a Bool.
    func stateInitialValue(_ name: String, in members: MemberBlockSyntax) -> Bool? {
      for item in members.members {
        guard let declaration = item.decl.as(VariableDeclSyntax.self) else { continue }
        for binding in declaration.bindings
        where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
          guard let value = binding.initializer?.value,
            case .bool(let flag)? = try? fold(value)
          else { return nil }
          return flag
        }
      }
      return nil
    }

    /// The name of the type whose body `members` is.
    static func typeName(of members: MemberBlockSyntax) -> String? {
      guard let parent = members.parent else { return nil }
      if let declaration = parent.asProtocol(NamedDeclSyntax.self) { return declaration.name.text }
      if let extensionDecl = parent.as(ExtensionDeclSyntax.self) {
        return extensionDecl.extendedType.trimmedDescription
      }
      return nil
    }

    /// Every body in the file of the type called `name` (its declaration and its extensions).
    func typeBodies(named name: String) -> [MemberBlockSyntax] {
      if let cached = bodiesByName { return cached[name] ?? [] }
      var bodies: [String: [MemberBlockSyntax]] = [:]
      final class Collector: SyntaxVisitor {
        var bodies: [String: [MemberBlockSyntax]] = [:]
        override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind {
          if let name = ConstantFolder.typeName(of: node) { bodies[name, default: []].append(node) }
          return .visitChildren
        }
      }
      let collector = Collector(viewMode: .sourceAccurate)
      collector.walk(file.tree)
      bodies = collector.bodies
      bodiesByName = bodies
      return bodies[name] ?? []
    }
    private var bodiesByName: [String: [MemberBlockSyntax]]?

    // MARK: Members and calls

    private func memberAccess(_ member: MemberAccessExprSyntax, expecting expected: ExpectedType?)
      throws(FoldFailure) -> Folded
    {
      let name = member.declName.baseName.text
      guard let base = member.base else {
        // An implicit member: `.easeIn`, `.blue`, `.top`.
        if let expected, expected != .number {
          return try MotionSpellings.member(name, of: expected, at: member, folder: self)
        }
        if let constant = ConstantFolder.globalConstant(name) { return constant }
        return .symbol(name)
      }
      if referenceTarget(ExprSyntax(member)) != nil {
        return try reference(member.declName, expecting: expected)
      }
      // A static member of a type: `Animation.easeIn`, `Double.pi`, `Constants.duration`.
      if let typeName = ConstantFolder.typeNameOf(base) {
        if let type = ExpectedType(typeName: typeName) {
          if type == .number, let constant = ConstantFolder.globalConstant(name) { return constant }
          return try MotionSpellings.member(name, of: type, at: member, folder: self)
        }
        for body in typeBodies(named: typeName) {
          for item in body.members {
            if let found = binding(named: name, in: item.decl.as(VariableDeclSyntax.self)) {
              return try evaluate(try found(), for: member, expecting: expected)
            }
          }
        }
        throw FoldFailure(member, "`\(member.trimmedDescription)` is not a constant in this file")
      }
      // A property of a value: `.white.opacity` arrives as a call; here `x.y` of a value.
      throw FoldFailure(member, "`\(short(ExprSyntax(member)))` is not a constant this reader can fold")
    }

    /// `Animation` in `Animation.easeIn` or `SwiftUI.Animation`; nil for a value.
    static func typeNameOf(_ base: ExprSyntax) -> String? {
      if let reference = base.as(DeclReferenceExprSyntax.self),
        let first = reference.baseName.text.first, first.isUppercase
      {
        return reference.baseName.text
      }
      if let member = base.as(MemberAccessExprSyntax.self),
        member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "SwiftUI"
      {
        return member.declName.baseName.text
      }
      return nil
    }

    private func call(_ call: FunctionCallExprSyntax, expecting expected: ExpectedType?)
      throws(FoldFailure) -> Folded
    {
      if let printed = try PrintedSpellings.fold(call, folder: self) { return printed }
      let callee = call.calledExpression
      if let reference = callee.as(DeclReferenceExprSyntax.self) {
        let name = reference.baseName.text
        switch name {
        case "min", "max":
          guard call.arguments.count >= 2 else {
            throw FoldFailure(call, "`\(name)` needs two or more numbers")
          }
          var values: [Double] = []
          for argument in call.arguments {
            values.append(try number(argument.expression))
          }
          return .number(name == "min" ? values.min()! : values.max()!)
        case "Double", "CGFloat", "Float", "TimeInterval", "Int":
          guard call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil
          else { throw FoldFailure(call, "`\(name)(…)` takes one number here") }
          let value = try number(argument.expression)
          return .number(name == "Int" ? value.rounded(.towardZero) : value)
        default:
          if let type = ExpectedType(typeName: name), type != .number {
            return try MotionSpellings.initializer(of: type, call: call, folder: self)
          }
        }
        throw FoldFailure(call, "`\(name)(…)` is not a function this reader folds")
      }
      guard let member = callee.as(MemberAccessExprSyntax.self) else {
        throw FoldFailure(call, "`\(short(ExprSyntax(call)))` is not a constant this reader can fold")
      }
      let name = member.declName.baseName.text
      guard let base = member.base else {
        guard let expected, expected != .number else {
          throw FoldFailure(call, "`.\(name)(…)` has no type here to resolve it against")
        }
        return try MotionSpellings.call(name, of: expected, call: call, folder: self)
      }
      // `SwiftUI.Spring(…)`, `SwiftUI.UnitPoint(…)`: an initialiser with its module.
      if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "SwiftUI",
        let type = ExpectedType(typeName: name), type != .number
      {
        return try MotionSpellings.initializer(of: type, call: call, folder: self)
      }
      if let typeName = ConstantFolder.typeNameOf(base), let type = ExpectedType(typeName: typeName) {
        return try MotionSpellings.call(name, of: type, call: call, folder: self)
      }
      // A method on a value: `.delay(0.2)` on an Animation, `.opacity(0.8)` on a Color.
      let receiver = try fold(base, expecting: expected)
      return try MotionSpellings.method(name, on: receiver, call: call, folder: self)
    }

    /// The expression's text, cut to one short line for messages.
    func short(_ expression: ExprSyntax, limit: Int = 60) -> String {
      let text = expression.trimmedDescription.split(whereSeparator: \.isNewline)
        .map { $0.trimmingPrefix(while: \.isWhitespace) }.joined(separator: " ")
      return text.count > limit ? String(text.prefix(limit - 1)) + "…" : text
    }

    /// `value` as the `expected` type: symbols (`.easeIn`) resolve; a number stays a number.
    private func coerce(_ value: Folded, to expected: ExpectedType, at node: ExprSyntax)
      throws(FoldFailure) -> Folded
    {
      switch (expected, value) {
      case (.number, .number), (.spring, .spring), (.animation, .animation), (.curve, .curve),
        (.point, .point), (.color, .color):
        return value
      case (_, .array):
        return value
      case (_, .symbol(let name)):
        return try MotionSpellings.member(name, of: expected, at: node, folder: self)
      default:
        throw FoldFailure(node, "expected \(expected.name), found \(value.kindName)")
      }
    }
  }
#endif
