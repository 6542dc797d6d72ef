#if SWIFT_SYNTAX
  internal import SwiftSyntax

  /// A view and the modifiers applied to it, in order: `Text(t).font(.title2).bold()` is
  /// `Text(t)` with `font`, `bold`.
  struct ViewChain {
    /// One modifier: its name and its call (nil for a property such as `.bold` without
    /// parentheses).
    struct Modifier {
      var name: String
      var member: MemberAccessExprSyntax
      var call: FunctionCallExprSyntax?

      /// The call's arguments (none for a property).
      var arguments: [LabeledExprSyntax] {
        call.map { Array($0.arguments) } ?? []
      }

      /// The trailing closure's statements, if it has one.
      var closure: ClosureExprSyntax? {
        call?.trailingClosure
      }

      /// The argument labelled `label` (nil for the first unlabeled one).
      func argument(_ label: String?) -> ExprSyntax? {
        arguments.first { $0.label?.text == label }?.expression
      }
    }

    var root: ExprSyntax
    var modifiers: [Modifier]

    /// The chain built on `root`: each parent that is `.name` on it, called or not.
    init(root: ExprSyntax) {
      self.root = root
      var modifiers: [Modifier] = []
      var node = Syntax(root)
      for _ in 0..<10_000 {
        guard let member = node.parent?.as(MemberAccessExprSyntax.self),
          member.base.map({ Syntax($0).id }) == node.id
        else { break }
        if let call = member.parent?.as(FunctionCallExprSyntax.self),
          Syntax(call.calledExpression).id == Syntax(member).id
        {
          modifiers.append(Modifier(name: member.declName.baseName.text, member: member, call: call))
          node = Syntax(call)
        } else {
          modifiers.append(Modifier(name: member.declName.baseName.text, member: member, call: nil))
          node = Syntax(member)
        }
      }
      self.modifiers = modifiers
    }

    /// The first modifier called `name`.
    func first(_ name: String) -> Modifier? {
      modifiers.first { $0.name == name }
    }

    /// Every modifier called `name`.
    func all(_ name: String) -> [Modifier] {
      modifiers.filter { $0.name == name }
    }
  }

  /// Collects every call to a function or type named `name` under a node.
  final class CallCollector: SyntaxVisitor {
    let names: Set<String>
    private(set) var calls: [FunctionCallExprSyntax] = []

    init(_ names: Set<String>) {
      self.names = names
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      let callee = node.calledExpression
      let name =
        callee.as(DeclReferenceExprSyntax.self)?.baseName.text
        ?? callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      if let name, names.contains(name) { calls.append(node) }
      return .visitChildren
    }

    static func calls(_ names: Set<String>, in node: some SyntaxProtocol) -> [FunctionCallExprSyntax] {
      let collector = CallCollector(names)
      collector.walk(node)
      return collector.calls
    }
  }

  /// Collects the type declarations of a file with their inheritance lists.
  final class TypeCollector: SyntaxVisitor {
    private(set) var types: [(name: String, inherits: [String], members: MemberBlockSyntax)] = []

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
      let inherits =
        node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
      types.append((node.name.text, inherits, node.memberBlock))
      return .visitChildren
    }
  }
#endif
