/// A Swift source file as text: what `SwiftSource` reads. The executable reads the bytes from
/// disk and decodes them with `decode(path:bytes:)`; everything after that is pure.
package struct SourceFile: Hashable, Sendable {
  /// The path shown in diagnostics, as the user gave it.
  package var path: String
  /// The file's text.
  package var text: String

  /// Creates a file from its path (for messages) and its text.
  package init(path: String, text: String) {
    self.path = path
    self.text = text
  }

  /// The largest file the reader takes, in bytes (1 MiB). SwiftParser needs about 3 s per MiB
  /// on a loaded 2-core machine, and the deepest trees a file can spell grow with its size;
  /// real SwiftUI files are far smaller.
  package static let maximumBytes = 1 << 20

  /// Decodes the bytes of the file at `path`.
  ///
  /// - Returns: the file, or one error diagnostic, located at the offending byte, for an empty
  ///   file, binary data (a NUL byte), invalid UTF-8 or a file over `maximumBytes`.
  package static func decode(path: String, bytes: [UInt8]) -> Result<SourceFile, SourceDiagnostic> {
    if bytes.count > maximumBytes {
      return .failure(
        SourceDiagnostic(
          path: path, line: 1, column: 1, severity: .error,
          message: "the file is larger than \(maximumBytes >> 20) MB, the most this reader takes"))
    }
    if let offset = bytes.firstIndex(of: 0) {
      let (line, column) = SourceFile.lineAndColumn(of: offset, in: bytes)
      return .failure(
        SourceDiagnostic(
          path: path, line: line, column: column, severity: .error,
          message: "the file holds binary data (a NUL byte), not Swift source"))
    }
    var iterator = bytes.makeIterator()
    var parser = Unicode.UTF8.ForwardParser()
    var offset = 0
    decoding: while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded): offset += encoded.count
      case .emptyInput: break decoding
      case .error(let length):
        let (line, column) = SourceFile.lineAndColumn(of: offset, in: bytes)
        let bad = bytes[offset..<min(offset + max(length, 1), bytes.count)]
          .map { "0x" + String($0, radix: 16, uppercase: true) }.joined(separator: " ")
        return .failure(
          SourceDiagnostic(
            path: path, line: line, column: column, severity: .error,
            message: "the file is not valid UTF-8 (bytes \(bad))"))
      }
    }
    let file = SourceFile(path: path, text: String(decoding: bytes, as: UTF8.self))
    if let problem = file.emptiness { return .failure(problem) }
    return .success(file)
  }

  /// An error when the file holds nothing but white space, else nil.
  var emptiness: SourceDiagnostic? {
    guard text.allSatisfy(\.isWhitespace) else { return nil }
    return SourceDiagnostic(
      path: path, line: 1, column: 1, severity: .error,
      message: text.isEmpty ? "the file is empty" : "the file holds only white space")
  }

  /// The 1-based line and UTF-8 column of byte `offset`.
  static func lineAndColumn<C: Collection<UInt8>>(of offset: Int, in bytes: C) -> (Int, Int)
  where C.Index == Int {
    var line = 1
    var lineStart = bytes.startIndex
    for index in bytes.startIndex..<min(offset, bytes.endIndex) where bytes[index] == 0x0A {
      line += 1
      lineStart = index + 1
    }
    return (line, offset - lineStart + 1)
  }
}
