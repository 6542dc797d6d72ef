/// What the reader says when this toolchain has no SwiftSyntax in `usr/lib/swift/host` (the
/// package then builds SwiftSource without it, and the preview runs on its built-in scenes).
enum SwiftSyntaxAvailability {
  #if SWIFT_SYNTAX
    static let isAvailable = true
  #else
    static let isAvailable = false
  #endif

  /// One error for `file`: this toolchain cannot read Swift files.
  static func missing(_ file: SourceFile) -> SourceDiagnostic {
    SourceDiagnostic(
      path: file.path, line: 1, column: 1, severity: .error,
      message: "this toolchain cannot read Swift files: it ships no SwiftSyntax in "
        + "usr/lib/swift/host beside the swift compiler, so motion-preview was built without "
        + "the Swift source reader")
  }
}
