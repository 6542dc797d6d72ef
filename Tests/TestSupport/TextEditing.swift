extension String {
  /// The text with the first `old` (by bytes) replaced by `new`: plain search, so that an
  /// expected text does not depend on the code under test. Unchanged when `old` is absent.
  package func replacingFirst(_ old: String, with new: String) -> String {
    let haystack = Array(utf8)
    let needle = Array(old.utf8)
    guard !needle.isEmpty, haystack.count >= needle.count else { return self }
    for start in 0...(haystack.count - needle.count) where haystack[start..<start + needle.count].elementsEqual(needle) {
      var bytes = haystack
      bytes.replaceSubrange(start..<start + needle.count, with: Array(new.utf8))
      return String(decoding: bytes, as: UTF8.self)
    }
    return self
  }
}
