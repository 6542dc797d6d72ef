/// Checks bytes for well-formed UTF-8 (RFC 3629: no overlongs, no surrogates, nothing above
/// U+10FFFF) and reports where the first bad sequence starts.
enum UTF8Validation {
  /// The byte offset of the first malformed sequence in `bytes`, or nil when all of it is valid.
  static func firstInvalidOffset<C: Collection<UInt8>>(in bytes: C) -> Int? {
    var offset = 0
    var iterator = bytes.makeIterator()
    var decoder = Unicode.UTF8.ForwardParser()
    while true {
      switch decoder.parseScalar(from: &iterator) {
      case .valid(let encoded):
        offset += encoded.count
      case .emptyInput:
        return nil
      case .error:
        return offset
      }
    }
  }
}
