import SwiftSource
import Testing

/// The bad input: each gives one clear, located message and no crash. Expected lines
/// and columns come from plain string search over the input, not from SwiftSyntax.
@Suite struct BadInputTests {
  static func decodeError(_ bytes: [UInt8]) -> SourceDiagnostic? {
    if case .failure(let diagnostic) = SourceFile.decode(path: "x.swift", bytes: bytes) {
      return diagnostic
    }
    return nil
  }

  @Test func emptyAndBlankFiles() {
    #expect(Self.decodeError([])?.description == "x.swift:1:1: error: the file is empty")
    #expect(
      Self.decodeError(Array(" \n\t\n".utf8))?.description
        == "x.swift:1:1: error: the file holds only white space")
  }

  @Test func binaryDataIsLocatedAtItsFirstNulByte() {
    let bytes = Array("let a = 1\nlet".utf8) + [0] + Array("b = 2".utf8)
    #expect(
      Self.decodeError(bytes)?.description
        == "x.swift:2:4: error: the file holds binary data (a NUL byte), not Swift source")
  }

  @Test func invalidUTF8IsLocatedAtTheBadByte() {
    // "é" is two bytes: the bad byte is the 6th byte of line 2, after `let é`.
    let bytes = Array("import SwiftUI\nlet é".utf8) + [0xFF] + Array(" = 1\n".utf8)
    #expect(
      Self.decodeError(bytes)?.description
        == "x.swift:2:7: error: the file is not valid UTF-8 (bytes 0xFF)")
    // A truncated sequence names its bytes.
    #expect(
      Self.decodeError(Array("a".utf8) + [0xE4, 0xB8])?.description
        == "x.swift:1:2: error: the file is not valid UTF-8 (bytes 0xE4 0xB8)")
  }

  @Test func aTenMegabyteFileIsRefusedWithoutParsing() {
    let bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 10 << 20)
    #expect(
      Self.decodeError(bytes)?.description
        == "x.swift:1:1: error: the file is larger than 1 MB, the most this reader takes")
    // The same through the reader, which takes text from anywhere.
    let file = SourceFile(path: "x.swift", text: String(repeating: "a", count: 10 << 20))
    #expect(AnimationCatalog.list(file).diagnostics.map(\.severity) == [.error])
  }

  @Test func aFileThatDoesNotParseGivesLocatedErrors() throws {
    let text = """
      struct A: View {
          var body: some View {
              Text("x")
                  .animation(.easeIn(duration: 1 +), value: x)
          }
      }

      """
    let listing = AnimationCatalog.list(SourceFile(path: "a.swift", text: text))
    #expect(listing.entries.isEmpty)
    let place = try #require(SourceFiles.location(of: "), value", in: text))
    #expect(
      listing.diagnostics.map(\.description)
        == ["a.swift:\(place.line):\(place.column): error: expected expression after operator"])
  }

  /// SwiftParser's time doubles with each `[` level; the reader refuses a 13th at once.
  @Test func bracketsNestedTooDeepAreRefusedBeforeParsing() throws {
    let text = "let fine = [[[[1]]]]\nlet x = \"[[[[[[[[[[[[[[\" + " + String(repeating: "[", count: 13)
      + String(repeating: "]", count: 13) + "\n"
    let listing = AnimationCatalog.list(SourceFile(path: "n.swift", text: text))
    // The brackets inside the string literal do not count; the 13th real one does.
    let start = try #require(SourceFiles.location(of: "+ [", in: text))
    #expect(
      listing.diagnostics.map(\.description) == [
        "n.swift:2:\(start.column + 2 + 12): error: brackets nested more than 12 deep: SwiftParser's "
          + "time doubles with each level, so this reader stops here"
      ])
    // Twelve levels are read.
    let twelve = "let x = " + String(repeating: "[", count: 12) + String(repeating: "]", count: 12)
    #expect(AnimationCatalog.list(SourceFile(path: "t.swift", text: twelve)).diagnostics.isEmpty)
  }

  /// Issue 22: 1,000 lines of 12-deep brackets (34 KB) took 24 s to read. Nesting inside `[`
  /// costs 2^d per `[` or `(` at depth d ≥ 2, and a file's total may not pass 2^18: a line
  /// `[[[[[[[[1]]]]]]]]` costs 2^2 + … + 2^8 = 508, so 516 such lines (262,128) are read and
  /// the 517th passes the budget at its fourth `[` (262,128 + 4 + 8 + 16 = 262,156).
  @Test func nestingDeepTooOftenIsRefusedBeforeParsing() throws {
    let line = "let a = " + String(repeating: "[", count: 8) + "1" + String(repeating: "]", count: 8) + "\n"
    let fine = String(repeating: line, count: 516)
    #expect(AnimationCatalog.list(SourceFile(path: "f.swift", text: fine)).diagnostics.isEmpty)
    let listing = AnimationCatalog.list(SourceFile(path: "n.swift", text: fine + line + line))
    #expect(
      listing.diagnostics.map(\.description) == [
        "n.swift:517:12: error: brackets nested deep this often would take SwiftParser too long (its "
          + "time doubles with each level of [ and ( inside [), so this reader stops here"
      ])
    // Parentheses count inside `[` only, and `{` starts afresh: none of these costs anything.
    let free = String(repeating: "let b = " + String(repeating: "(", count: 12) + "1" + String(repeating: ")", count: 12)
      + "\nlet c = [" + String(repeating: "{ ", count: 10) + "[1]" + String(repeating: " }", count: 10) + "]\n", count: 3000)
    #expect(!AnimationCatalog.list(SourceFile(path: "p.swift", text: free)).diagnostics.contains { $0.message.contains("nested") })
  }

  /// Trees far deeper than the main thread's stack can walk: read on the reader's own large
  /// stack, without a crash.
  @Test(arguments: ["try ", "-", "!"])
  func deeplyNestedExpressionsDoNotOverflowTheStack(_ piece: String) {
    let text: String
    switch piece {
    case "try ": text = "let x = " + String(repeating: "try ", count: 60_000) + "a\n"
    case "-": text = "let x = a" + String(repeating: ".b", count: 60_000) + "\n"
    default: text = "let x = a" + String(repeating: "!", count: 60_000) + "\n"
    }
    let listing = AnimationCatalog.list(SourceFile(path: "d.swift", text: text))
    #expect(listing.entries.isEmpty)
    #expect(listing.diagnostics.allSatisfy { $0.severity == .error })
  }

  /// Folding: a deep chain of references stops at the folder's limit, and a cycle is named,
  /// with a warning instead of recursing without end.
  @Test func deepFoldingStopsWithAWarning() throws {
    var text = "let v0 = 1.0\n"
    for index in 1...400 { text += "let v\(index) = v\(index - 1)\n" }
    text += "let a: Animation = .easeIn(duration: v400)\n"
    text += "let b: Animation = .easeIn(duration: " + String(repeating: "(", count: 200) + "1"
      + String(repeating: ")", count: 200) + ")\n"
    text += "let c = Animation.linear(duration: c0)\nlet c0 = c1\nlet c1 = c0\n"
    let listing = AnimationCatalog.list(SourceFile(path: "f.swift", text: text))
    // 200 parentheses (the parser stops at 256) fold; 400 chained references and a cycle do not.
    #expect(listing.entries.map(\.kind) == ["other", "timingCurve", "other"])
    #expect(listing.diagnostics.count == 2)
    #expect(listing.diagnostics.first?.message.contains("nested more than 256 levels deep") == true)
    #expect(listing.diagnostics.allSatisfy { $0.severity == .warning })
    #expect(listing.diagnostics.last?.message.contains("refers to itself") == true)
  }

  /// Values the animation would turn into NaN or nonsense: the warning sits on the argument.
  @Test func divisionByZeroNaNNegativeDurationsAndBouncesOfMinusOne() throws {
    let text = """
      let d = 0.0
      let total = 1.0 / d
      func f() {
          withAnimation(.easeIn(duration: total)) {}
          withAnimation(.easeIn(duration: .nan)) {}
          withAnimation(.easeOut(duration: -2)) {}
          withAnimation(.spring(duration: 0.5, bounce: -1)) {}
          withAnimation(.snappy(extraBounce: -1.2)) {}
          withAnimation(.linear(duration: 2 / 0)) {}
          let s = Spring(duration: 0, bounce: 0.2)
          withAnimation(.easeIn.speed(0)) {}
          withAnimation(.easeIn.repeatCount(1.5)) {}
      }

      """
    let listing = AnimationCatalog.list(SourceFile(path: "b.swift", text: text))
    #expect(listing.entries.count == 9)
    #expect(listing.entries.allSatisfy { $0.kind == "other" && $0.normalized == nil })
    func at(_ needle: String, _ offset: Int = 0) throws -> String {
      let place = try #require(SourceFiles.location(of: needle, in: text))
      return "b.swift:\(place.line):\(place.column + offset): warning: "
    }
    let division = try #require(SourceFiles.location(of: "/ d", in: text))
    #expect(
      listing.diagnostics.map(\.description) == [
        try at("total)")
          + "`total` is not a constant: division by zero: `1.0 / d` (line \(division.line), column \(division.column))",
        try at(".nan") + "duration is NaN",
        try at("-2") + "the duration cannot be negative (-2)",
        try at("-1)") + "this gives a bounce of −1 or less, where SwiftUI's spring is NaN",
        try at("-1.2") + "this gives a bounce of −1 or less, where SwiftUI's spring is NaN",
        try at("/ 0") + "division by zero: `2 / 0`",
        try at("0, bounce: 0.2") + "duration must be more than 0, not 0",
        try at("speed(0", 6) + "the speed must be more than 0, not 0",
        try at("1.5") + "the repeat count must be a whole number",
      ])
  }
}
