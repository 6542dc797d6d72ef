/// A lexical check, before parsing, for square brackets nested deeper, or nested deep more
/// often, than SwiftParser can take in reasonable time.
///
/// SwiftParser looks ahead for an array type at each `[`, and its time doubles with each level
/// of `[` and `(` nesting inside one (measured, release build, 1,000 lines of one nest each:
/// 8 `[` 1.1 s, 10 `[` 3.6 s, 12 `[` 12.5–16.7 s, 9 `[` then 4 `(` 25 s; `{` starts afresh:
/// a closure inside `[` costs nothing more). Its own nesting limit (256) does not stop that.
/// So the reader refuses, with a located error instead of hanging:
/// - a `[` nested more than `limit` deep;
/// - nesting whose cost passes `budget`: each `[` or `(` at depth d ≥ 2 inside the outermost
///   `[` (counted from there, `{` and string interpolations starting afresh) costs 2^d, and the
///   file's total may not pass `budget`, about 0.8 s of SwiftParser's time on this machine (3 µs
///   a unit at worst), so a file of `SourceFile.maximumBytes` reads in about 4 s at most.
///   Real code nests a few levels: the seeds' files cost under 100.
/// Comments and string literals are skipped; code in string interpolations is scanned.
enum BracketNesting {
  /// The deepest `[` nesting the reader accepts.
  static let limit = 12

  /// The most nesting cost a file may have (see the type's documentation): 2^18.
  static let budget = 1 << 18

  /// What is wrong with a file's nesting, and where.
  struct Problem: Equatable {
    /// The byte offset of the bracket that goes too far.
    var offset: Int
    /// What to say there, one line.
    var message: String
  }

  /// The first bracket nested deeper than `limit`, or past the `budget`; nil when neither is.
  static func firstProblem(in text: String) -> Problem? {
    var scanner = Scanner(bytes: Array(text.utf8))
    guard let offset = scanner.run() else { return nil }
    return Problem(
      offset: offset,
      message: scanner.squareDepth > limit
        ? "brackets nested more than \(limit) deep: SwiftParser's time doubles with each level, so this reader stops here"
        : "brackets nested deep this often would take SwiftParser too long (its time doubles with each level "
          + "of [ and ( inside [), so this reader stops here")
  }

  private struct Scanner {
    let bytes: [UInt8]
    var index = 0
    /// Open brackets in code: `(`, `[`, `{`, or 0 for an interpolation's own `(`, each with
    /// its depth inside the outermost `[` around it (0 outside any).
    var open: [(byte: UInt8, depth: Int)] = []
    var squareDepth = 0
    /// The nesting cost so far (see `BracketNesting.budget`).
    var cost = 0

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
        case UInt8(ascii: "{"):
          open.append((byte, 0))
          index += 1
        case UInt8(ascii: "("), UInt8(ascii: "["):
          let outer = open.count > base ? open[open.count - 1].depth : 0
          let depth = byte == UInt8(ascii: "[") || outer > 0 ? outer + 1 : 0
          if byte == UInt8(ascii: "[") {
            squareDepth += 1
            if squareDepth > BracketNesting.limit { return index }
          }
          if depth >= 2 {
            cost += 1 << min(depth, 40)
            if cost > BracketNesting.budget { return index }
          }
          open.append((byte, depth))
          index += 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
          index += 1
          guard open.count > base else { continue }
          let top = open.removeLast().byte
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
            open.append((0, 0))
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
