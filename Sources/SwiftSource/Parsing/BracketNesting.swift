/// A lexical check, before parsing, for square brackets nested deeper than SwiftParser can take.
///
/// SwiftParser's time doubles with each level of `[` nesting (it looks ahead for an array type
/// at each one): 16 nested `[(` take 2 s, 20 take minutes. Its own nesting limit (256) does not
/// stop that. Real code nests a few levels, so the reader refuses more than `limit` with a
/// located error instead of hanging. Comments and string literals are skipped; code in string
/// interpolations is scanned.
enum BracketNesting {
  /// The deepest `[` nesting the reader accepts.
  static let limit = 12

  /// The byte offset of the first `[` nested deeper than `limit`, or nil.
  static func firstTooDeep(in text: String) -> Int? {
    var scanner = Scanner(bytes: Array(text.utf8))
    return scanner.run()
  }

  private struct Scanner {
    let bytes: [UInt8]
    var index = 0
    /// Open brackets in code: `(`, `[`, `{`, or 0 for an interpolation's own `(`.
    var open: [UInt8] = []
    var squareDepth = 0

    init(bytes: [UInt8]) {
      self.bytes = bytes
    }

    func peek(_ offset: Int = 0) -> UInt8? {
      index + offset < bytes.count ? bytes[index + offset] : nil
    }

    /// Scans code until the end (or, inside an interpolation, its closing parenthesis).
    mutating func run() -> Int? {
      let base = open.count
      while let byte = peek() {
        switch byte {
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
          while let next = peek(), next != 0x0A { index += 1 }
        case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
          skipBlockComment()
        case UInt8(ascii: "\""), UInt8(ascii: "#"):
          if let deep = scanString() { return deep }
        case UInt8(ascii: "("), UInt8(ascii: "{"):
          open.append(byte)
          index += 1
        case UInt8(ascii: "["):
          squareDepth += 1
          if squareDepth > BracketNesting.limit { return index }
          open.append(byte)
          index += 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
          index += 1
          guard open.count > base else { continue }
          let top = open.removeLast()
          if top == UInt8(ascii: "[") { squareDepth -= 1 }
          if top == 0 { return nil }  // the interpolation's `)`
        default:
          index += 1
        }
      }
      return nil
    }

    mutating func skipBlockComment() {
      var depth = 0
      while index < bytes.count {
        if peek() == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
          depth += 1
          index += 2
        } else if peek() == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
          depth -= 1
          index += 2
          if depth == 0 { return }
        } else {
          index += 1
        }
      }
    }

    /// Skips a string literal (`"…"`, `"""…"""`, `#"…"#`), scanning its interpolations; a `#`
    /// not followed by a quote is skipped as code.
    mutating func scanString() -> Int? {
      var hashes = 0
      while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
      guard peek(hashes) == UInt8(ascii: "\"") else {
        index += max(hashes, 1)
        return nil
      }
      index += hashes
      let multiline = peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
      index += multiline ? 3 : 1
      while let byte = peek() {
        if byte == UInt8(ascii: "\\") && matchesHashes(from: index + 1, count: hashes) {
          let after = index + 1 + hashes
          if after < bytes.count && bytes[after] == UInt8(ascii: "(") {
            index = after + 1
            open.append(0)
            if let deep = run() { return deep }
          } else {
            index = after + 1
          }
          continue
        }
        if byte == 0x0A && !multiline { return nil }  // unterminated: the parser will say so
        if byte == UInt8(ascii: "\"") {
          let quotes = multiline ? 3 : 1
          if (0..<quotes).allSatisfy({ peek($0) == UInt8(ascii: "\"") })
            && matchesHashes(from: index + quotes, count: hashes)
          {
            index += quotes + hashes
            return nil
          }
        }
        index += 1
      }
      return nil
    }

    func matchesHashes(from start: Int, count: Int) -> Bool {
      guard start + count <= bytes.count else { return false }
      return (start..<start + count).allSatisfy { bytes[$0] == UInt8(ascii: "#") }
    }
  }
}
