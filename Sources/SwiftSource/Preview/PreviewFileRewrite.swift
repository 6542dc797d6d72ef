#if SWIFT_SYNTAX
  /// One file's part of `PreviewSources`: its import fixes, `#Preview` functions, design-time
  /// literals (previewed files only) and registration, applied to its text.
  struct PreviewFileRewrite {
    /// The user's file.
    let file: SourceFile
    /// Its index among all files (previewed first): the `F` of its keys and function names.
    let index: Int
    /// Whether the user previews it (else it is a sibling compiled with it).
    let isPreviewed: Bool
    /// Imports the preview lacks.
    let importErrors: [SourceDiagnostic]
    /// Its registered previews (none for a sibling).
    let previews: [PreviewDeclaration]
    /// Its design-time literals (none for a sibling).
    let literals: [DesignTimeLiteral]
    /// What the compiler reads.
    let rewritten: RewrittenFile
    /// `rewritten`'s text with each literal's value left out of its call.
    let skeleton: String

    init(_ parsed: ParsedFile, index: Int, isPreviewed: Bool) {
      file = parsed.file
      self.index = index
      self.isPreviewed = isPreviewed
      let imports = PreviewImports.check(parsed)
      importErrors = imports.errors
      let found = PreviewFinder(parsed, fileIndex: index).run()
      previews = isPreviewed ? found.previews : []
      literals = isPreviewed ? LiteralFinder(parsed, fileIndex: index).run() : []
      let splices = imports.splices + found.splices
      let appended = PreviewDeclaration.appendedLines(for: previews, file: index)
      let calls = literals.map {
        RewrittenFile.Splice(range: $0.source.utf8Range, replacement: $0.call, keptAt: $0.callPrefix.utf8.count)
      }
      rewritten = RewrittenFile(file: file, isPreviewed: isPreviewed, splices: splices + calls, appended: appended)
      let blanks = literals.map {
        RewrittenFile.Splice(range: $0.source.utf8Range, replacement: $0.callPrefix + ")", keptAt: nil)
      }
      skeleton = RewrittenFile(file: file, isPreviewed: isPreviewed, splices: splices + blanks, appended: appended).text
    }
  }
#endif
