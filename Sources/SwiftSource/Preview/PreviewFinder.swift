#if SWIFT_SYNTAX
  internal import SwiftSyntax

  /// Finds one file's previews and rewrites its `#Preview`s into functions, in place: every
  /// top-level `#Preview` and `PreviewProvider`, and, in a file with neither, every top-level
  /// `View` struct that can be made with `init()`, those that no other view of the file uses
  /// first. Declarations under `#if` keep their condition, which the registration repeats.
  struct PreviewFinder {
    private let file: ParsedFile
    private let fileIndex: Int

    init(_ file: ParsedFile, fileIndex: Int) {
      self.file = file
      self.fileIndex = fileIndex
    }

    /// The previews in source order, and the splices that turn the `#Preview`s into functions.
    func run() -> (previews: [PreviewDeclaration], splices: [RewrittenFile.Splice]) {
      let declarations = Self.topLevel(file.tree.statements, conditions: [])
      var previews: [PreviewDeclaration] = []
      var splices: [RewrittenFile.Splice] = []
      var macros = 0
      let bytes = Array(file.file.text.utf8)
      for (node, condition) in declarations {
        if let macro = PreviewMacro(node), macro.isPreview, let body = macro.body {
          let function = PreviewDeclaration.macroFunction(file: fileIndex, ordinal: macros)
          macros += 1
          splices += Self.functionSplices(macro, body: body, function: function, in: bytes)
          let (line, column) = file.location(of: macro.pound)
          let typeName = Self.rootType(of: body)
          previews.append(
            PreviewDeclaration(
              name: macro.title ?? typeName ?? "Preview", typeName: typeName, path: file.file.path, line: line,
              column: column, kind: .macro, make: function + "()", condition: condition))
        } else if let (name, token) = Self.nominalType(node),
          Self.inherited(node).contains("PreviewProvider")
        {
          previews.append(preview(name, at: token, kind: .provider, make: name + ".previews", condition: condition))
        }
      }
      guard previews.isEmpty else { return (previews, splices) }
      let extensions = declarations.compactMap { $0.node.as(ExtensionDeclSyntax.self) }
      // How often each name is written in the file: a view whose name is written beyond its
      // declaration and its extensions is a part of another view (`CardView` in `ContentView`).
      var mentions: [String: Int] = [:]
      for token in file.tree.tokens(viewMode: .sourceAccurate) {
        if case .identifier(let name) = token.tokenKind { mentions[name, default: 0] += 1 }
      }
      var parts: [PreviewDeclaration] = []
      for (node, condition) in declarations {
        guard let view = node.as(StructDeclSyntax.self) else { continue }
        let name = view.name.text
        let mine = extensions.filter { $0.extendedType.trimmedDescription == name }
        let isView = ([node] + mine.map(Syntax.init)).contains { Self.inherited($0).contains("View") }
        guard isView, Self.canMakeWithoutArguments(view, extensions: mine) else { continue }
        let made = preview(name, at: view.name, kind: .view, make: name + "()", condition: condition)
        if mentions[name, default: 0] > 1 + mine.count { parts.append(made) } else { previews.append(made) }
      }
      // The views no other view uses first (the screen a file builds, which a `#Preview` would
      // show), then the parts, each in source order.
      return (previews + parts, splices)
    }

    private func preview(
      _ name: String, at token: TokenSyntax, kind: PreviewDeclaration.Kind, make: String, condition: String?
    ) -> PreviewDeclaration {
      let (line, column) = file.location(of: token)
      return PreviewDeclaration(
        name: name, typeName: name, path: file.file.path, line: line, column: column, kind: kind, make: make,
        condition: condition)
    }

    // MARK: The top level

    /// Whether `node` is a top-level declaration (possibly under `#if`), not inside a type or
    /// a function.
    static func isFileScope(_ node: some SyntaxProtocol) -> Bool {
      var current = node.parent
      while let node = current {
        if node.is(SourceFileSyntax.self) { return true }
        guard
          node.is(CodeBlockItemSyntax.self) || node.is(CodeBlockItemListSyntax.self)
            || node.is(IfConfigClauseSyntax.self) || node.is(IfConfigClauseListSyntax.self)
            || node.is(IfConfigDeclSyntax.self)
        else { return false }
        current = node.parent
      }
      return false
    }

    /// The top-level items, through `#if` clauses, each with the condition under which it is
    /// compiled (`(DEBUG) && !(os(iOS))`), or nil outside any `#if`.
    private static func topLevel(_ items: CodeBlockItemListSyntax, conditions: [String]) -> [(
      node: Syntax, condition: String?
    )] {
      var out: [(node: Syntax, condition: String?)] = []
      for item in items {
        guard let config = item.item.as(IfConfigDeclSyntax.self) else {
          out.append((Syntax(item.item), conditions.isEmpty ? nil : conditions.joined(separator: " && ")))
          continue
        }
        var earlier: [String] = []
        for clause in config.clauses {
          let condition = clause.condition.map { Self.oneLine($0.trimmedDescription) }
          let here = earlier.map { "!(\($0))" } + (condition.map { ["(\($0))"] } ?? [])
          if case .statements(let inner)? = clause.elements {
            out += topLevel(inner, conditions: conditions + here)
          }
          if let condition { earlier.append(condition) }
        }
      }
      return out
    }

    /// `text` with each run of white space (new lines too) made one space.
    private static func oneLine(_ text: String) -> String {
      text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The name and name token of a struct, class, enum or extension (the extended type).
    private static func nominalType(_ node: Syntax) -> (String, TokenSyntax)? {
      if let declaration = node.asProtocol(NamedDeclSyntax.self),
        node.is(StructDeclSyntax.self) || node.is(ClassDeclSyntax.self) || node.is(EnumDeclSyntax.self)
      {
        return (declaration.name.text, declaration.name)
      }
      if let declaration = node.as(ExtensionDeclSyntax.self), let first = declaration.extendedType.firstToken(viewMode: .sourceAccurate) {
        return (declaration.extendedType.trimmedDescription, first)
      }
      return nil
    }

    /// The last name of each type `node` (a type or extension) inherits: `View` for
    /// `SwiftUI.View`.
    private static func inherited(_ node: Syntax) -> [String] {
      let clause = node.asProtocol(DeclGroupSyntax.self)?.inheritanceClause
      return clause?.inheritedTypes.compactMap {
        $0.type.trimmedDescription.split(separator: ".").last.map(String.init)
      } ?? []
    }

    // MARK: #Preview

    /// The splices that make `macro` the function `function`: the header (through the
    /// closure's `{`, or its `in`) becomes `@MainActor @ViewBuilder func NAME() -> any View {`,
    /// and what follows the closure (a `)`) goes; a replaced span of `bytes` (the file) keeps
    /// its new lines. With
    /// `@Previewable` declarations, the function holds a local view: the declarations are its
    /// stored properties (`@Previewable` goes), the rest of the body its `body`.
    private static func functionSplices(
      _ macro: PreviewMacro, body: ClosureExprSyntax, function: String, in bytes: [UInt8]
    ) -> [RewrittenFile.Splice] {
      let start = macro.node.positionAfterSkippingLeadingTrivia.utf8Offset
      let headerEnd = (body.signature?.endPositionBeforeTrailingTrivia ?? body.leftBrace.endPositionBeforeTrailingTrivia)
        .utf8Offset
      let end = macro.node.endPositionBeforeTrailingTrivia.utf8Offset
      let closureEnd = body.endPositionBeforeTrailingTrivia.utf8Offset
      func newLines(_ range: Range<Int>) -> String {
        String(repeating: "\n", count: bytes[range].count { $0 == 0x0A })
      }
      let previewable = body.statements.compactMap { item -> (VariableDeclSyntax, AttributeSyntax)? in
        guard let variable = item.item.as(VariableDeclSyntax.self) else { return nil }
        let attribute = variable.attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }
          .first { $0.attributeName.trimmedDescription == "Previewable" }
        return attribute.map { (variable, $0) }
      }
      let host = "__MotionPreviewHost"
      var splices: [RewrittenFile.Splice] = []
      let header =
        previewable.isEmpty
        ? "@MainActor @ViewBuilder func \(function)() -> any SwiftUI.View {"
        : "@MainActor func \(function)() -> any SwiftUI.View { struct \(host): SwiftUI.View {"
      splices.append(.init(range: start..<headerEnd, replacement: header + newLines(start..<headerEnd), keptAt: nil))
      if closureEnd < end {
        splices.append(.init(range: closureEnd..<end, replacement: newLines(closureEnd..<end), keptAt: nil))
      }
      guard let last = previewable.last else { return splices }
      for (_, attribute) in previewable {
        let range =
          attribute.positionAfterSkippingLeadingTrivia.utf8Offset..<attribute.endPositionBeforeTrailingTrivia.utf8Offset
        splices.append(.init(range: range, replacement: "", keptAt: nil))
      }
      let bodyStart = last.0.endPositionBeforeTrailingTrivia.utf8Offset
      splices.append(.init(range: bodyStart..<bodyStart, replacement: " var body: some SwiftUI.View {", keptAt: nil))
      let brace = body.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset
      splices.append(.init(range: brace..<brace + 1, replacement: "} }; return \(host)() }", keptAt: 0))
      return splices
    }

    /// The type a `#Preview` body's first view makes, when it is spelled as a call of a
    /// capitalised name (`Card()`, `Card(title: "A").padding()`): "Card".
    private static func rootType(of body: ClosureExprSyntax) -> String? {
      guard var expression = body.statements.lazy.compactMap({ $0.item.as(ExprSyntax.self) }).first else {
        return nil
      }
      while true {
        if let call = expression.as(FunctionCallExprSyntax.self) {
          if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            return name.first?.isUppercase == true ? name : nil
          }
          expression = call.calledExpression
        } else if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
          expression = base
        } else {
          return nil
        }
      }
    }

    // MARK: Views made without arguments

    /// The property wrappers that have an `init()` (their value comes from elsewhere).
    private static let wrappersWithoutArguments: Set<String> = [
      "Environment", "EnvironmentObject", "FocusState", "AccessibilityFocusState", "Namespace", "FocusedValue",
      "FocusedObject", "FocusedBinding",
    ]
    /// The property wrappers whose `init()` needs an optional value.
    private static let wrappersDefaultingOptionals: Set<String> = ["State", "AppStorage", "SceneStorage"]

    /// Whether `view()` compiles: an `init` (in the struct or an extension in the file) takes no
    /// argument, or the struct declares none and each stored property has a default.
    private static func canMakeWithoutArguments(_ view: StructDeclSyntax, extensions: [ExtensionDeclSyntax]) -> Bool {
      guard view.genericParameterClause == nil else { return false }
      let members = Self.members(view.memberBlock)
      let initializers = members.compactMap { $0.as(InitializerDeclSyntax.self) }
      let extensionInitializers = extensions.flatMap { Self.members($0.memberBlock) }
        .compactMap { $0.as(InitializerDeclSyntax.self) }
      if (initializers + extensionInitializers).contains(where: takesNoArguments) { return true }
      return initializers.isEmpty && members.compactMap { $0.as(VariableDeclSyntax.self) }.allSatisfy(hasDefault)
    }

    /// The member declarations of `block`, through `#if` clauses (all of them: a view counts
    /// only when it can be made whichever clause is compiled).
    private static func members(_ block: MemberBlockSyntax) -> [DeclSyntax] {
      func flatten(_ list: MemberBlockItemListSyntax) -> [DeclSyntax] {
        list.flatMap { item -> [DeclSyntax] in
          guard let config = item.decl.as(IfConfigDeclSyntax.self) else { return [item.decl] }
          return config.clauses.flatMap { clause -> [DeclSyntax] in
            if case .decls(let inner)? = clause.elements { return flatten(inner) }
            return []
          }
        }
      }
      return flatten(block.members)
    }

    private static func takesNoArguments(_ initializer: InitializerDeclSyntax) -> Bool {
      initializer.optionalMark == nil && initializer.genericParameterClause == nil
        && initializer.signature.effectSpecifiers == nil
        && initializer.signature.parameterClause.parameters.allSatisfy { $0.defaultValue != nil }
    }

    /// Whether each stored property `variable` declares has a value without an argument: an
    /// initial value, a wrapper with `init()`, or an optional `var` (`nil`).
    private static func hasDefault(_ variable: VariableDeclSyntax) -> Bool {
      if variable.modifiers.contains(where: {
        $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
      }) {
        return true
      }
      let wrapper = variable.attributes.lazy.compactMap { $0.as(AttributeSyntax.self) }.first
        .map { String($0.attributeName.trimmedDescription.split(separator: ".").last ?? "") }
      return variable.bindings.allSatisfy { binding in
        if let accessors = binding.accessorBlock, isComputed(accessors) { return true }
        if binding.initializer != nil { return true }
        let type = binding.typeAnnotation?.type
        let isOptional =
          type?.is(OptionalTypeSyntax.self) == true || type?.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true
          || type?.trimmedDescription.hasPrefix("Optional<") == true
        if let wrapper {
          return wrappersWithoutArguments.contains(wrapper) || (isOptional && wrappersDefaultingOptionals.contains(wrapper))
        }
        return isOptional && variable.bindingSpecifier.tokenKind == .keyword(.var)
      }
    }

    /// Whether `accessors` make a computed property (not only `willSet`/`didSet` observers).
    private static func isComputed(_ accessors: AccessorBlockSyntax) -> Bool {
      guard case .accessors(let list) = accessors.accessors else { return true }
      return list.contains {
        $0.accessorSpecifier.tokenKind != .keyword(.willSet) && $0.accessorSpecifier.tokenKind != .keyword(.didSet)
      }
    }
  }
#endif
