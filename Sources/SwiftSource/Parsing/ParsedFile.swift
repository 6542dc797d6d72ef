#if SWIFT_SYNTAX
  internal import SwiftDiagnostics
  internal import SwiftParser
  internal import SwiftParserDiagnostics
  internal import SwiftSyntax

  /// A source file parsed by the toolchain's SwiftParser, with what is needed to point at its
  /// nodes: exact 1-based lines and UTF-8 columns of their first tokens.
  final class ParsedFile {
    let file: SourceFile
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter

    private init(file: SourceFile, tree: SourceFileSyntax) {
      self.file = file
      self.tree = tree
      self.converter = SourceLocationConverter(fileName: file.path, tree: tree)
    }

    /// The most parse errors reported for one file; the rest are counted in one more line.
    static let maximumErrors = 10

    /// Parses `file`, or says why it cannot: an empty file, a NUL byte, a file over
    /// `SourceFile.maximumBytes`, brackets nested too deep for the parser, or syntax errors
    /// (each located, in source order).
    static func parse(_ file: SourceFile) -> (file: ParsedFile?, errors: [SourceDiagnostic]) {
      let bytes = Array(file.text.utf8)
      if case .failure(let problem) = SourceFile.decode(path: file.path, bytes: bytes) {
        return (nil, [problem])
      }
      if let problem = BracketNesting.firstProblem(in: file.text) {
        let (line, column) = SourceFile.lineAndColumn(of: problem.offset, in: bytes)
        return (nil, [
          SourceDiagnostic(
            path: file.path, line: line, column: column, severity: .error, message: problem.message)
        ])
      }
      let parsed = ParsedFile(file: file, tree: Parser.parse(source: file.text))
      let errors = ParseDiagnosticsGenerator.diagnostics(for: parsed.tree)
        .filter { $0.diagMessage.severity == .error }
      guard !errors.isEmpty else { return (parsed, []) }
      // Each error with its notes after it, as the compiler prints them: "to match this
      // opening '('" is often the one place that shows what to mend (an unclosed parenthesis
      // is reported where the parser gave up, lines later).
      var groups = errors.map { error in
        let location = error.location(converter: parsed.converter)
        let notes = error.notes.map { note in
          let place = note.location(converter: parsed.converter)
          return SourceDiagnostic(
            path: file.path, line: place.line, column: place.column, severity: .note, message: note.message)
        }
        return [
          SourceDiagnostic(
            path: file.path, line: location.line, column: location.column, severity: .error,
            message: error.message)
        ] + notes
      }
      groups.sort { ($0[0].line, $0[0].column) < ($1[0].line, $1[0].column) }
      var diagnostics = groups.prefix(maximumErrors).flatMap { $0 }
      if groups.count > maximumErrors {
        let more = groups.count - maximumErrors
        var last = groups[maximumErrors - 1][0]
        last.severity = .note
        last.message = "\(more) more error\(more == 1 ? "" : "s") not shown"
        diagnostics.append(last)
      }
      return (nil, diagnostics)
    }

    /// The 1-based line and UTF-8 column of `node`'s first token.
    func location(of node: some SyntaxProtocol) -> (line: Int, column: Int) {
      let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
      return (location.line, location.column)
    }

    /// A diagnostic at `node`'s first token.
    func diagnostic(
      _ severity: SourceDiagnostic.Severity, at node: some SyntaxProtocol, _ message: String
    ) -> SourceDiagnostic {
      let (line, column) = location(of: node)
      return SourceDiagnostic(
        path: file.path, line: line, column: column, severity: severity, message: message)
    }

    /// Where `node` (without its trivia) sits, as a literal location.
    func literal(_ node: some SyntaxProtocol) -> SourceLiteral {
      let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
      let end = node.endPositionBeforeTrailingTrivia.utf8Offset
      let (line, column) = location(of: node)
      return SourceLiteral(
        path: file.path, utf8Range: start..<end, text: node.trimmedDescription, line: line,
        column: column)
    }
  }
#endif
