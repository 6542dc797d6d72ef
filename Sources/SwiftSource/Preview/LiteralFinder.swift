#if SWIFT_SYNTAX
  internal import SwiftSyntax

  /// Finds the literals of one previewed file that become design-time values, in source order
  /// (see `PreviewSources` for which stay as written, and why).
  final class LiteralFinder: SyntaxAnyVisitor {
    private let file: ParsedFile
    private let fileIndex: Int
    private var found: [DesignTimeLiteral] = []
    /// Number literals of long operator chains, which stay as written (see `maximumChainCalls`).
    private var keptInChains: Set<SyntaxIdentifier> = []

    /// The most number literals of one operator chain (`1 + 2 * 3 - 4`, through parentheses)
    /// that become calls. Generic calls take the operators' overloads out of the literals'
    /// fast path: measured here in an `async` function, a chain of 5 integer calls type-checks
    /// in 0.25 s, 6 in 1.2 s, and 8 fail ("unable to type-check this expression in reasonable
    /// time"); with a variable among the operands, 6 take 0.13 s. Beyond the limit, the chain's
    /// number literals stay literals.
    static let maximumChainCalls = 4

    init(_ file: ParsedFile, fileIndex: Int) {
      self.file = file
      self.fileIndex = fileIndex
      super.init(viewMode: .sourceAccurate)
    }

    /// The file's design-time literals, keyed `"fileIndex:ordinal"`.
    func run() -> [DesignTimeLiteral] {
      walk(file.tree)
      return found
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
      if Self.excludes(node) { return .skipChildren }
      if let clause = node.as(IfConfigClauseSyntax.self) {
        // The clause's body, not its condition.
        if let elements = clause.elements { walk(elements) }
        return .skipChildren
      }
      if let macro = PreviewMacro(node) {
        // A `#Preview`'s body is the function it becomes; its name and traits go.
        if macro.isPreview, let body = macro.body { walk(body.statements) }
        return .skipChildren
      }
      if let chain = node.as(SequenceExprSyntax.self) {
        let literals = Self.numberOperands(of: chain)
        if literals.count > Self.maximumChainCalls { keptInChains.formUnion(literals) }
        return .visitChildren
      }
      if keptInChains.contains(node.id) { return .skipChildren }
      if let binding = node.as(PatternBindingSyntax.self), Self.isEvaluatedOnce(binding) {
        // The initialiser runs once; observers run at every change.
        if let accessors = binding.accessorBlock { walk(accessors) }
        return .skipChildren
      }
      if let prefix = node.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
        prefix.operator.trailingTrivia.isEmpty, let value = Self.number(prefix.expression)
      {
        add(prefix, kind: value.kind, value: .number(-value.number))
        return .skipChildren
      }
      if let expression = node.as(ExprSyntax.self), let value = Self.number(expression) {
        add(expression, kind: value.kind, value: .number(value.number))
        return .skipChildren
      }
      if let literal = node.as(BooleanLiteralExprSyntax.self) {
        add(literal, kind: .boolean, value: .boolean(literal.literal.tokenKind == .keyword(.true)))
        return .skipChildren
      }
      if let literal = node.as(StringLiteralExprSyntax.self) {
        // With interpolation, the string is not one value; its interpolated expressions are.
        guard let text = literal.representedLiteralValue else { return .visitChildren }
        // One character could be a `Character` or `Unicode.Scalar`, which a string call cannot give.
        if text.count != 1 { add(literal, kind: .string, value: .string(text)) }
        return .skipChildren
      }
      return .visitChildren
    }

    private func add(_ node: some SyntaxProtocol, kind: DesignTimeLiteral.Kind, value: DesignTimeLiteral.Value) {
      found.append(
        DesignTimeLiteral(
          key: "\(fileIndex):\(found.count)", kind: kind, value: value, source: file.literal(node),
          owner: Self.owner(of: Syntax(node)), context: Self.context(of: Syntax(node))))
    }

    /// The innermost type (or extension, or `#Preview`) that holds `node`.
    private static func owner(of node: Syntax) -> String? {
      var current = node.parent
      while let parent = current {
        if let type = parent.asProtocol(NamedDeclSyntax.self), parent.is(StructDeclSyntax.self) || parent.is(ClassDeclSyntax.self)
          || parent.is(EnumDeclSyntax.self) || parent.is(ActorDeclSyntax.self)
        {
          return type.name.text
        }
        if let extensionDecl = parent.as(ExtensionDeclSyntax.self) { return extensionDecl.extendedType.trimmedDescription }
        if let macro = PreviewMacro(parent), macro.isPreview {
          return macro.title.map { "#Preview \"\($0)\"" } ?? "#Preview"
        }
        current = parent.parent
      }
      return nil
    }

    /// The argument label and call, or the variable, that `node` (a literal, perhaps negated)
    /// is given to: through the operators and conditions around it (`expanded ? 300 : 200`
    /// and `Double(i) * 0.12` are given to what the whole expression is).
    private static func context(of literal: Syntax) -> String? {
      var node = literal
      while let parent = node.parent,
        parent.is(ExprListSyntax.self) || parent.is(SequenceExprSyntax.self) || parent.is(TernaryExprSyntax.self)
          || parent.is(UnresolvedTernaryExprSyntax.self) || parent.is(InfixOperatorExprSyntax.self)
          || parent.is(PrefixOperatorExprSyntax.self)
      {
        node = parent
      }
      if let argument = node.parent?.as(LabeledExprSyntax.self),
        let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
      {
        let callee: String
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
          callee = member.declName.baseName.text
        } else if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
          callee = reference.baseName.text
        } else {
          return argument.label.map { $0.text + ":" }
        }
        return "\(callee)(\(argument.label?.text ?? "_"):)"
      }
      if let binding = node.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
        let name = binding.pattern.as(IdentifierPatternSyntax.self)
      {
        return name.identifier.text + " ="
      }
      return nil
    }

    /// Places where no call may stand, or where the value is fixed at compile time.
    private static func excludes(_ node: Syntax) -> Bool {
      node.is(AttributeSyntax.self) || node.is(TypeSyntax.self) || node.is(PatternSyntax.self)
        || node.is(EnumCaseElementSyntax.self) || node.is(KeyPathExprSyntax.self)
        || node.is(GenericArgumentClauseSyntax.self) || node.is(GenericParameterClauseSyntax.self)
        || node.is(GenericWhereClauseSyntax.self) || node.is(AvailabilityArgumentSyntax.self)
        || node.is(PoundSourceLocationSyntax.self) || node.is(ImportDeclSyntax.self)
    }

    /// An integer or floating-point literal's kind and value; nil for anything else, and for
    /// a literal that does not fit an `Int` or a `Double`.
    private static func number(_ expression: ExprSyntax) -> (kind: DesignTimeLiteral.Kind, number: Double)? {
      if let literal = expression.as(IntegerLiteralExprSyntax.self), let value = literal.representedLiteralValue {
        return (.integer, Double(value))
      }
      if let literal = expression.as(FloatLiteralExprSyntax.self), let value = literal.representedLiteralValue,
        value.isFinite
      {
        return (.float, value)
      }
      return nil
    }

    /// The number literals (negated ones as their `-`) among `chain`'s operands, through
    /// parentheses and nested chains.
    private static func numberOperands(of chain: SequenceExprSyntax) -> [SyntaxIdentifier] {
      func operands(_ expression: ExprSyntax) -> [SyntaxIdentifier] {
        if number(expression) != nil { return [expression.id] }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
          number(prefix.expression) != nil
        {
          return [prefix.id]
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
          return operands(only.expression)
        }
        if let inner = expression.as(SequenceExprSyntax.self) { return inner.elements.flatMap(operands) }
        return []
      }
      return chain.elements.flatMap(operands)
    }

    /// Whether `binding` initialises a `static`/`class` stored property or a global: its
    /// initialiser runs once, so a design-time value would never be read again.
    private static func isEvaluatedOnce(_ binding: PatternBindingSyntax) -> Bool {
      guard binding.initializer != nil, let variable = binding.parent?.parent?.as(VariableDeclSyntax.self) else {
        return false
      }
      let isStatic = variable.modifiers.contains {
        $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
      }
      return isStatic || PreviewFinder.isFileScope(variable)
    }
  }
#endif
