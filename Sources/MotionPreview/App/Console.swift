#if canImport(Glibc)
  import Glibc
#endif

/// Writes to standard output and standard error with `write(2)`: a line to standard error goes
/// in one call, so messages from the X error handler and the main loop never interleave
/// mid-line. (C's `stderr` global is shared mutable state, which Swift 6 rejects.)
enum Console {
  /// Writes `line` and a newline to standard error, as one line whatever it quotes (see
  /// `oneLine`).
  static func error(_ line: String) {
    _ = write(Array((oneLine(line) + "\n").utf8), to: STDERR_FILENO)
  }

  /// The most characters of a message shown: enough for any path or value worth reading.
  static let messageLimit = 400

  /// `text` as one line: control characters and line separators (a newline inside a quoted
  /// `--text`, for instance) are written as Swift escapes, and past `messageLimit` characters
  /// the middle is cut to an ellipsis, keeping the start and the end of the message.
  static func oneLine(_ text: String) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
        || scalar == "\u{2028}" || scalar == "\u{2029}":
        result += "\\u{" + String(scalar.value, radix: 16) + "}"
      default: result.unicodeScalars.append(scalar)
      }
    }
    guard result.count > messageLimit else { return result }
    return String(result.prefix(messageLimit * 3 / 4)) + "…" + String(result.suffix(messageLimit / 4))
  }

  /// Writes `bytes` to standard output, all of them.
  /// - Throws: `OutputError` with the system's reason (for example "No space left on device").
  static func output(_ bytes: [UInt8]) throws(OutputError) {
    if let error = write(bytes, to: STDOUT_FILENO) {
      throw OutputError(reason: String(cString: strerror(error)))
    }
  }

  /// Standard output that could not be written.
  struct OutputError: Error, CustomStringConvertible {
    /// The system's explanation.
    var reason: String
    var description: String { "cannot write to standard output: \(reason)" }
  }

  /// Whether standard output is a terminal (where binary output such as a PNG does not belong).
  static var outputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

  /// Writes all of `bytes` to `descriptor`, retrying after signals; returns `errno` on failure.
  private static func write(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes {
        Glibc.write(descriptor, $0.baseAddress?.advanced(by: offset), $0.count - offset)
      }
      if written < 0 && errno == EINTR { continue }
      if written < 0 { return errno }
      if written == 0 { return EIO }
      offset += written
    }
    return nil
  }
}
