/// The modules a previewed file may import: SwiftUI and UIKit (compiled as MotionUI and
/// MotionUIKit, `PreviewSources.moduleAliases`), Foundation, Observation, Dispatch, Glibc and
/// the standard library; `CoreGraphics`, `Darwin`, `Combine` and `QuartzCore` stand for what
/// has their types here (QuartzCore's: `CACurrentMediaTime`, on the scene clock). `Foundation` is imported as `SwiftUI` (which re-exports it): a direct import of
/// Foundation would make MotionUI's scene-clock `Timer.scheduledTimer` ambiguous with
/// Foundation's, where through `import SwiftUI` alone MotionUI's shadows it.
package enum PreviewImports {
  /// The modules imported as written.
  static let kept: Set<String> = [
    "SwiftUI", "UIKit", "Observation", "Dispatch", "Glibc", "Swift", "_Concurrency",
  ]
  /// Modules imported as another: Foundation (which has CGFloat, CGPoint, CGSize and CGRect, so
  /// also CoreGraphics) as SwiftUI, which re-exports it with MotionUI's scene-clock timers on
  /// top; Glibc has the C library; MotionUI carries the part of Combine that SwiftUI re-exports
  /// (`ObservableObject`, `@Published`, publishers), and `CACurrentMediaTime` of QuartzCore.
  static let replaced: [String: String] = [
    "Foundation": "SwiftUI", "CoreGraphics": "SwiftUI", "Darwin": "Glibc", "Combine": "SwiftUI",
    "QuartzCore": "SwiftUI",
  ]

  /// What an import of a module the preview lacks says (the compiler's "no such module" too).
  package static func message(forMissing module: String) -> String {
    "no such module '\(module)' in the preview (it offers SwiftUI, Foundation, UIKit, Observation and the standard library)"
  }
}

#if SWIFT_SYNTAX
  internal import SwiftSyntax

  extension PreviewImports {
    /// The splices that replace `CoreGraphics`, `Darwin`, `Combine` and `QuartzCore` in `file`'s imports, and
    /// an error at each other module the preview lacks. An import under `#if` is left to the
    /// compiler, which may find its clause inactive (`#if canImport(AppKit)`).
    static func check(_ file: ParsedFile) -> (splices: [RewrittenFile.Splice], errors: [SourceDiagnostic]) {
      let finder = ImportFinder(viewMode: .sourceAccurate)
      finder.walk(file.tree)
      var splices: [RewrittenFile.Splice] = []
      var errors: [SourceDiagnostic] = []
      for (declaration, isConditional) in finder.imports {
        guard let token = declaration.path.first?.name else { continue }
        let module = token.text
        if let replacement = replaced[module] {
          let range = token.positionAfterSkippingLeadingTrivia.utf8Offset..<token.endPositionBeforeTrailingTrivia.utf8Offset
          splices.append(.init(range: range, replacement: replacement, keptAt: nil))
        } else if !kept.contains(module) && !isConditional {
          errors.append(file.diagnostic(.error, at: token, message(forMissing: module)))
        }
      }
      return (splices, errors)
    }
  }

  /// Every import of a file, and whether it sits under `#if`.
  private final class ImportFinder: SyntaxVisitor {
    private(set) var imports: [(ImportDeclSyntax, isConditional: Bool)] = []
    private var depth = 0

    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
      depth += 1
      return .visitChildren
    }

    override func visitPost(_ node: IfConfigClauseSyntax) { depth -= 1 }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
      imports.append((node, depth > 0))
      return .skipChildren
    }

    // Imports are declarations of the top level (or its `#if`s): nothing else holds one.
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  }
#endif
