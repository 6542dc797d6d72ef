#if canImport(Glibc)
  import Glibc
#endif

/// The raw command line, checked for valid UTF-8 before anything else reads it.
///
/// `CommandLine.arguments` silently repairs malformed UTF-8 with U+FFFD, which would hide a
/// user's encoding mistake; reading `argv` as bytes lets us name the argument and byte offset.
enum CommandLineArguments {
  /// The arguments after the program name, decoded.
  /// - Throws: `OptionsError` when an argument is not valid UTF-8.
  static func decoded() throws(OptionsError) -> [String] {
    var result: [String] = []
    // argc can be 0 when a program is started with an empty argv.
    for index in stride(from: 1, to: Int(CommandLine.argc), by: 1) {
      guard let pointer = CommandLine.unsafeArgv[index] else { continue }
      let bytes = UnsafeBufferPointer(start: pointer, count: strlen(pointer))
        .map { UInt8(bitPattern: $0) }
      if let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
        throw OptionsError(
          "argument \(index) is not valid UTF-8 (bad byte at offset \(offset))")
      }
      result.append(String(decoding: bytes, as: UTF8.self))
    }
    return result
  }
}
