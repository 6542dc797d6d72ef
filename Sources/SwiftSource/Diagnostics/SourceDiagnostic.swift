/// A message about a place in a Swift file, printed in the format editors jump to:
/// `path:line:column: warning: message`.
package struct SourceDiagnostic: Error, Hashable, Sendable, CustomStringConvertible {
  /// How bad it is.
  package enum Severity: String, Hashable, Sendable {
    /// The file cannot be read at all (it does not parse): nothing from it is used.
    case error
    /// A construct the reader cannot use: the built-in value stays in force.
    case warning
    /// Information, such as how a seed construct is interpreted.
    case note
  }

  /// The file's path, as given.
  package var path: String
  /// The 1-based line of the construct's first token.
  package var line: Int
  /// The 1-based column (in UTF-8 bytes, as the Swift compiler counts) of that token.
  package var column: Int
  /// How bad it is.
  package var severity: Severity
  /// What is wrong and, where it helps, what to do.
  package var message: String

  /// Creates a diagnostic.
  package init(path: String, line: Int, column: Int, severity: Severity, message: String) {
    self.path = path
    self.line = line
    self.column = column
    self.severity = severity
    self.message = message
  }

  /// `path:line:column: severity: message`.
  package var description: String {
    "\(path):\(line):\(column): \(severity.rawValue): \(message)"
  }
}
