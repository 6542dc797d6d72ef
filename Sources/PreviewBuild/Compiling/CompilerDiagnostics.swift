import SwiftSource

/// The compiler's messages (`swiftc -diagnostic-style=llvm`: `PATH:LINE:COLUMN: error: …`, then
/// the source line and a caret line), mapped back to the user's files, lines and columns.
struct CompilerDiagnostics: Hashable, Sendable {
  /// A file the compiler read: the path it was given, and the rewrite it holds (nil for the
  /// generated entry file).
  struct Source: Hashable, Sendable {
    var path: String
    var file: RewrittenFile?
  }

  /// The messages at the user's places, in the compiler's order (repeats left out).
  private(set) var located: [SourceDiagnostic] = []
  /// Errors that point at no user place (generated code, the library, the linker): each as
  /// the compiler wrote it, without its path.
  private(set) var unlocatedErrors: [String] = []

  /// Reads `output` (the compiler's standard error).
  init(_ output: String, sources: [Source]) {
    let byLength = sources.sorted { $0.path.utf8.count > $1.path.utf8.count }
    for line in output.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) {
      if let source = byLength.first(where: { line.hasPrefix($0.path + ":") }),
        let parsed = Self.parse(line.dropFirst(source.path.utf8.count + 1))
      {
        if let file = source.file, let place = file.userLocation(line: parsed.line, column: parsed.column) {
          add(
            SourceDiagnostic(
              path: file.path, line: place.line, column: place.column, severity: parsed.severity,
              message: Self.translated(parsed.message)))
        } else if parsed.severity == .error {
          unlocatedErrors.append(parsed.message)
        }
      } else if let error = Self.unlocatedError(line) {
        unlocatedErrors.append(error)
      }
    }
  }

  /// The user-located errors.
  var errors: [SourceDiagnostic] { located.filter { $0.severity == .error } }

  private mutating func add(_ diagnostic: SourceDiagnostic) {
    if !located.contains(diagnostic) { located.append(diagnostic) }
  }

  /// `LINE:COLUMN: SEVERITY: MESSAGE`, the part after a path.
  private static func parse(_ text: Substring) -> (line: Int, column: Int, severity: SourceDiagnostic.Severity, message: String)? {
    let fields = text.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
    guard fields.count == 4, let line = Int(fields[0]), let column = Int(fields[1]) else { return nil }
    let severityText = fields[2].drop { $0 == " " }
    let severity: SourceDiagnostic.Severity
    switch severityText {
    case "error": severity = .error
    case "warning": severity = .warning
    case "note", "remark": severity = .note
    default: return nil
    }
    return (line, column, severity, String(fields[3].drop { $0 == " " }))
  }

  /// The message of an error line that names no user place: `error: …`, `<unknown>:0: error: …`,
  /// `PATH:LINE:COLUMN: error: …` in another file, `ld.lld: error: …`; nil for other lines
  /// (warnings and notes there, source lines, carets).
  private static func unlocatedError(_ line: String) -> String? {
    if line.hasPrefix("error: ") { return String(line.dropFirst("error: ".count)) }
    guard let range = line.firstRange(of: ": error: ") else { return nil }
    let place = line[..<range.lowerBound]
    // A tool's name or a path with a line: no spaces (source lines and carets have them).
    guard !place.contains(" ") else { return nil }
    return String(line[range.upperBound...])
  }

  /// The preview's own words for what the compiler says in terms of this build: a module the
  /// preview lacks names what it offers; an asset symbol that no catalog beside the files has
  /// (`Color(.brand)`, `Image(.hero)`: Xcode generates them from the app's `.xcassets`) says
  /// where the preview looks for it.
  static func translated(_ message: String) -> String {
    let prefix = "no such module '"
    if message.hasPrefix(prefix), message.hasSuffix("'") {
      return PreviewImports.message(forMissing: String(message.dropFirst(prefix.count).dropLast()))
    }
    for (type, kind) in [("ColorResource", "colour"), ("ImageResource", "image")] {
      let missing = "type '\(type)' has no member '"
      if message.hasPrefix(missing), message.hasSuffix("'") {
        let name = message.dropFirst(missing.count).dropLast()
        return message + ": Xcode makes it from an asset catalog; put the app's catalog (*.xcassets) with the \(kind) \"\(name)\" beside the file"
      }
    }
    return message
  }
}
