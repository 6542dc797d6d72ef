#if SWIFT_SYNTAX
  internal import SwiftSyntax

  /// Why an expression could not be folded, and where: it becomes a warning at `node`'s first
  /// token, and the built-in value stays.
  struct FoldFailure: Error {
    let node: Syntax
    let message: String

    init(_ node: some SyntaxProtocol, _ message: String) {
      self.node = Syntax(node)
      self.message = message
    }
  }
#endif
