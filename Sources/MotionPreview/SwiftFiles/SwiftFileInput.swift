import SwiftSource

/// Reads Swift source files for the reader: the one place the program turns a path into a
/// `SourceFile`.
enum SwiftFileInput {
  /// Reads and decodes `path`.
  ///
  /// - Throws: `SwiftFileError.unreadable` (a missing file, a directory, no permission) or
  ///   `SwiftFileError.invalid` with a located diagnostic (empty, binary, invalid UTF-8, over
  ///   `SourceFile.maximumBytes`).
  static func read(path: String) throws(SwiftFileError) -> SourceFile {
    let bytes: [UInt8]
    do {
      bytes = try TextInput.readBytes(path: path, limit: SourceFile.maximumBytes)
    } catch {
      throw .unreadable(error)
    }
    switch SourceFile.decode(path: path == "-" ? "<stdin>" : path, bytes: bytes) {
    case .success(let file): return file
    case .failure(let diagnostic): throw .invalid(diagnostic)
    }
  }
}

/// Why a Swift file could not be read; both are bad input (status 2).
enum SwiftFileError: Error, CustomStringConvertible {
  /// The path cannot be read: `cannot read "x.swift": No such file or directory`.
  case unreadable(OptionsError)
  /// The bytes are not Swift source text: `x.swift:3:7: error: …`.
  case invalid(SourceDiagnostic)

  /// The line to print (after `motion-preview: ` for `unreadable`).
  var description: String {
    switch self {
    case .unreadable(let error): "motion-preview: \(error.description)"
    case .invalid(let diagnostic): diagnostic.description
    }
  }
}
