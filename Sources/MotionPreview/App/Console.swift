#if canImport(Glibc)
  import Glibc
#endif

/// Writes to standard output and standard error with `write(2)`: a line to standard error goes
/// in one call, so messages from the X error handler and the main loop never interleave
/// mid-line. (C's `stderr` global is shared mutable state, which Swift 6 rejects.)
enum Console {
  /// Writes `line` and a newline to standard error.
  static func error(_ line: String) {
    _ = write(Array((line + "\n").utf8), to: STDERR_FILENO)
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
