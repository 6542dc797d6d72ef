#if canImport(Glibc)
  import Glibc
#endif

/// Reads the text the user gave us: a file, or standard input, as validated UTF-8.
enum TextInput {
  /// The largest text accepted, in bytes (16 MiB): far more than fits on screen, small enough
  /// that a mistaken `--text-file` of a huge file fails quickly instead of eating memory.
  static let maximumBytes = 16 << 20

  /// Reads `path` (or standard input for `-`) and decodes it as UTF-8.
  ///
  /// - Throws: `OptionsError` for a missing or unreadable file, invalid UTF-8 (with the byte
  ///   offset), text that is too large, or text with nothing but white space.
  static func read(path: String) throws(OptionsError) -> String {
    let bytes = try readBytes(path: path, limit: maximumBytes)
    if bytes.count > maximumBytes {
      throw OptionsError("\(name(of: path)) is larger than \(maximumBytes >> 20) MiB")
    }
    return try decode(bytes, from: name(of: path))
  }

  /// Why a file with `status` cannot be read as text (`it is a directory`, `it is a FIFO, not
  /// a regular file`, …), or nil for a regular file.
  static func notRegular(_ status: stat) -> String? {
    switch status.st_mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFDIR: return "it is a directory"
    case S_IFIFO: return "it is a FIFO (named pipe), not a regular file"
    case S_IFSOCK: return "it is a socket, not a regular file"
    case S_IFCHR, S_IFBLK: return "it is a device, not a regular file"
    default: return "it is not a regular file"
    }
  }

  /// How messages name `path`: quoted, or "standard input" for `-`.
  static func name(of path: String) -> String {
    path == Options.standardStream ? "standard input" : "\"\(path)\""
  }

  /// Decodes UTF-8 bytes named `source` in messages.
  static func decode(_ bytes: [UInt8], from source: String) throws(OptionsError) -> String {
    if let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
      throw OptionsError("\(source) is not valid UTF-8 (bad byte at offset \(offset))")
    }
    return try requireText(String(decoding: bytes, as: UTF8.self), from: source)
  }

  /// `text` unchanged, when it holds something other than white space and no control
  /// characters but line breaks and tabs.
  /// - Throws: `OptionsError` "`source` holds no text", or naming the control character.
  static func requireText(_ text: String, from source: String) throws(OptionsError) -> String {
    guard text.contains(where: { !$0.isWhitespace }) else {
      throw OptionsError("\(source) holds no text")
    }
    // Control characters have no glyph and no meaning here (U+0001 went into the layout and the
    // JSON): only line breaks and tabs (drawn as a space) are text.
    var offset = 0
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if (value < 0x20 || (0x7F...0x9F).contains(value)) && !["\n", "\r", "\t"].contains(scalar) {
        let code = String(value, radix: 16, uppercase: true)
        throw OptionsError(
          "\(source) holds the control character U+\(String(repeating: "0", count: max(0, 4 - code.count)))\(code) "
            + "at character \(offset + 1)")
      }
      offset += 1
    }
    return text
  }

  /// The bytes of `path` (standard input for `-`), at most `limit + 1` of them, so that a
  /// caller can tell a file over `limit` without reading all of it.
  ///
  /// A path must name a regular file (through symbolic links). A directory, a FIFO, a socket
  /// or a device is refused in one line without blocking: a FIFO nobody writes would block
  /// `open` forever, so the path is checked with `stat` first, opened with `O_NONBLOCK`, and
  /// checked again with `fstat` (it may have been replaced in between). Standard input (`-`)
  /// may be anything but a directory: a pipe is what it usually is.
  static func readBytes(path: String, limit: Int) throws(OptionsError) -> [UInt8] {
    let source = name(of: path)
    func failure(_ reason: String) -> OptionsError { OptionsError("cannot read \(source): \(reason)") }
    var fd = STDIN_FILENO
    var status = stat()
    if path == Options.standardStream {
      // Standard input may be a pipe, a terminal or a file, not a folder.
      if fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { throw failure("it is a directory") }
    } else {
      guard stat(path, &status) == 0 else { throw failure(String(cString: strerror(errno))) }
      if let kind = notRegular(status) { throw failure(kind) }
      fd = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK)
      guard fd >= 0 else { throw failure(String(cString: strerror(errno))) }
      let problem = fstat(fd, &status) != 0 ? String(cString: strerror(errno)) : notRegular(status)
      if let problem {
        close(fd)
        throw failure(problem)
      }
    }
    defer { if fd != STDIN_FILENO { close(fd) } }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 << 10)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if count == 0 { break }
      if count < 0 {
        if errno == EINTR { continue }
        throw failure(String(cString: strerror(errno)))
      }
      bytes.append(contentsOf: chunk[0..<min(count, limit + 1 - bytes.count)])
      if bytes.count > limit { break }
    }
    return bytes
  }
}
