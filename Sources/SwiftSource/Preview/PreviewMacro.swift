#if SWIFT_SYNTAX
  internal import SwiftSyntax

  /// A freestanding macro use, `#Name(arguments) { trailing closure }`, whether the parser made
  /// it a declaration (at the top level) or an expression: what `#Preview` needs of either.
  struct PreviewMacro {
    /// The whole use.
    let node: Syntax
    /// The `#`.
    let pound: TokenSyntax
    /// The macro's name, `Preview`.
    let name: String
    let arguments: LabeledExprListSyntax
    let trailingClosure: ClosureExprSyntax?

    /// The macro use `node` is, or nil.
    init?(_ node: Syntax) {
      if let declaration = node.as(MacroExpansionDeclSyntax.self) {
        pound = declaration.pound
        name = declaration.macroName.text
        arguments = declaration.arguments
        trailingClosure = declaration.trailingClosure
      } else if let expression = node.as(MacroExpansionExprSyntax.self) {
        pound = expression.pound
        name = expression.macroName.text
        arguments = expression.arguments
        trailingClosure = expression.trailingClosure
      } else {
        return nil
      }
      self.node = node
    }

    /// Whether this is a top-level `#Preview` with a body: one the build rewrites into a
    /// function (a `#Preview` elsewhere is left to the compiler, which has no macro for it).
    var isPreview: Bool {
      name == "Preview" && body != nil && PreviewFinder.isFileScope(node)
    }

    /// The body closure: the trailing closure, or the `body:` argument.
    var body: ClosureExprSyntax? {
      trailingClosure
        ?? arguments.first { $0.label?.text == "body" }?.expression.as(ClosureExprSyntax.self)
    }

    /// The name argument, `#Preview("Card")`, when it is a string literal without interpolation.
    var title: String? {
      guard let first = arguments.first, first.label == nil else { return nil }
      return first.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }
  }
#endif
