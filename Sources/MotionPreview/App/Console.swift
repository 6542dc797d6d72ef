#if canImport(Glibc)
  import Glibc
#endif

/// Writes whole lines to standard error with one `write(2)` each, so messages from the X error
/// handler and the main loop never interleave mid-line. (C's `stderr` global is shared mutable
/// state, which Swift 6 rejects.)
enum Console {
  /// Writes `line` and a newline to standard error.
  static func error(_ line: String) {
    var bytes = Array((line + "\n").utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeMutableBytes {
        write(STDERR_FILENO, $0.baseAddress?.advanced(by: offset), $0.count - offset)
      }
      if written < 0 && errno == EINTR { continue }
      if written <= 0 { return }
      offset += written
    }
  }
}
