/// What the build compiles for a preview of the user's files (pure: texts in, texts out).
///
/// - Each integer, floating-point, Boolean and string literal (a string without
///   interpolation, of other than one character, which could be a `Character`) of a previewed
///   file becomes a `__designTime…("F:N", fallback: literal)` call, except where the value is
///   read once or no call may stand: `static`/`class` stored properties and global
///   initialisers, attributes, patterns (`case 1:`), enum cases' raw values, `#if` conditions,
///   macro arguments (`#Preview`'s name and traits, `#warning`), key paths, generic arguments
///   and types. `literals` lists them.
/// - Each top-level `#Preview` becomes a `@MainActor` function returning `any View`, with
///   `@Previewable` declarations as the `@State` of a local view. Each file's previews are
///   registered by a function appended to the file; `entry` is the generated file with the
///   exported `motion_preview_register`.
/// - `import Foundation` and `import CoreGraphics` become `import SwiftUI` (which re-exports
///   Foundation, with CGFloat and friends, and whose scene-clock `Timer` members a direct
///   Foundation import would make ambiguous), `Darwin` becomes `Glibc`, and `Combine` becomes
///   `SwiftUI` (MotionUI carries what SwiftUI re-exports from it); any module but those,
///   `SwiftUI`, `UIKit` (compiled with `moduleAliases`), `Observation`, `Dispatch`, `Glibc`, `Swift` and
///   `_Concurrency` is a located error (inside `#if` it is left to the compiler, which may
///   find the clause inactive).
package struct PreviewSources: Hashable, Sendable {
  /// The previewed files in the order given, then the context files: what the compiler reads,
  /// each with its map back to the user's lines and columns.
  package var files: [RewrittenFile]
  /// The generated entry file's text (compile it as `PreviewDeclaration.entryFileName`).
  package var entry: String
  /// The design-time literals, by file then source order.
  package var literals: [DesignTimeLiteral]
  /// The previews, by file then source order.
  package var previews: [PreviewDeclaration]
  /// The sources with every design-time literal's value blanked (its kind and key stay): two
  /// sets of files with the same skeleton differ only in those values, so the library built
  /// for one runs the other with a new table, without a compile.
  package var skeleton: String
  /// The previewed files' texts as read, in order (what `retuned(to:)` compares a save with).
  package var userTexts: [String]

  /// The module aliases the compiler needs (`-module-alias SwiftUI=MotionUI`): alias, then
  /// the module that stands for it.
  package static let moduleAliases: [(alias: String, module: String)] = [
    ("SwiftUI", "MotionUI"), ("UIKit", "MotionUIKit"),
  ]

  /// Rewrites `previewed` (the files the user names) and `context` (the other files of their
  /// SwiftPM target, compiled with them: only their `#Preview`s are rewritten, and not
  /// registered).
  ///
  /// - Throws: `PreviewSourceError`: the files' syntax errors or disallowed imports, located;
  ///   or, when the previewed files hold no preview, `nothingToPreview`.
  package init(previewed: [SourceFile], context: [SourceFile] = []) throws(PreviewSourceError) {
    #if SWIFT_SYNTAX
      let result = LargeStack.run { () -> Result<PreviewSources, PreviewSourceError> in
        var rewrites: [PreviewFileRewrite] = []
        var problems: [SourceDiagnostic] = []
        for (index, file) in (previewed + context).enumerated() {
          let (parsed, errors) = ParsedFile.parse(file)
          problems += errors
          guard let parsed else { continue }
          let rewrite = PreviewFileRewrite(parsed, index: index, isPreviewed: index < previewed.count)
          problems += rewrite.importErrors
          rewrites.append(rewrite)
        }
        guard problems.isEmpty else { return .failure(.located(problems)) }
        return Result { () throws(PreviewSourceError) in try PreviewSources(rewrites) }
      }
      self = try result.get()
    #else
      throw .located((previewed + context).prefix(1).map(SwiftSyntaxAvailability.missing))
    #endif
  }

  #if SWIFT_SYNTAX
    /// Assembles the rewritten files.
    private init(_ rewrites: [PreviewFileRewrite]) throws(PreviewSourceError) {
      previews = rewrites.flatMap(\.previews)
      let previewed = rewrites.filter(\.isPreviewed)
      guard !previews.isEmpty else { throw .nothingToPreview(paths: previewed.map(\.file.path)) }
      files = rewrites.map(\.rewritten)
      literals = rewrites.flatMap(\.literals)
      let registering = rewrites.filter { !$0.previews.isEmpty }.map(\.index)
      entry = PreviewDeclaration.entry(registering: registering)
      skeleton = rewrites.map { "\($0.file.path)\u{0}\($0.skeleton)\u{0}" }.joined() + entry
      userTexts = previewed.map(\.file.text)
    }
  #endif

  /// The new literals' values by key, when `self` differs from `built` (the sources a library
  /// was built from) only in design-time literals' values: the library runs `self` with this
  /// table. Nil when anything else changed (a compile is needed).
  package func literalValues(ifOnlyLiteralsChangedFrom built: PreviewSources) -> [String: DesignTimeLiteral.Value]? {
    skeleton == built.skeleton ? designTimeValues : nil
  }

  /// Every design-time literal's value as written, by key: the agent's table for these sources.
  package var designTimeValues: [String: DesignTimeLiteral.Value] {
    Dictionary(literals.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
  }
}

/// Why the user's files cannot be previewed.
package enum PreviewSourceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Located errors, in file order: the files' syntax errors, or imports the preview does not
  /// offer (`no such module 'X' in the preview …`).
  case located([SourceDiagnostic])
  /// The previewed files (paths as given) hold no `#Preview`, no `PreviewProvider` and no
  /// `View` that can be made without arguments.
  case nothingToPreview(paths: [String])

  /// One line per problem.
  package var description: String {
    switch self {
    case .located(let diagnostics): return diagnostics.map(\.description).joined(separator: "\n")
    case .nothingToPreview(let paths):
      return "\(paths.joined(separator: ", ")): nothing to preview: no #Preview, no PreviewProvider "
        + "and no View that can be made without arguments"
    }
  }
}
