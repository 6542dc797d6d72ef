import Scenes
import Testing

/// Wrapping with `FixedTextMetrics`: at 10 pt every character advances 5 pt, ascent 8, descent 2,
/// line height 12 (half-leading 1), so the expected lines follow by counting characters.
@Suite struct TextLayoutTests {
  let font = FontSpec(size: 10)
  let metrics = FixedTextMetrics()

  func lines(_ text: String, characters: Double, maxLines: Int? = nil) -> [String] {
    TextLayout(text: text, font: font, width: characters * 5, maxLines: maxLines, metrics: metrics)
      .lines.map(\.text)
  }

  @Test func wrapsGreedilyAtSpaces() {
    #expect(lines("aaa bbb ccc", characters: 7) == ["aaa bbb", "ccc"])
    #expect(lines("aaa bbb ccc", characters: 6.99) == ["aaa", "bbb", "ccc"])
    #expect(lines("aaa bbb ccc", characters: 11) == ["aaa bbb ccc"])
  }

  /// A face that kerns a comma and the space after it together by 2 points, as bold faces do:
  /// "a, b" measured whole is 4 × 5 − 2 = 18 points, the breaker's words "a," + " " + "b" 20.
  struct KerningMetrics: TextMetrics {
    let base = FixedTextMetrics()
    func metrics(for font: FontSpec) -> FontMetrics { base.metrics(for: font) }
    func advance(of text: Substring, font: FontSpec) -> Double {
      base.advance(of: text, font: font) - 2 * Double(text.ranges(of: ", ").count)
    }
  }

  /// Wrapped to the width it takes on one line (`fittingWidth`), a text stays on one line, though
  /// measured whole it kerns narrower than its words measured apart. (Sized by its whole width,
  /// 18 points, "a, b" wrapped "b" to a second line, which a one-line frame then cut off.)
  @Test func aTextWrappedToItsFittingWidthKeepsItsLines() {
    let kerning = KerningMetrics()
    let unbounded = TextLayout(text: "a, b", font: font, width: .greatestFiniteMagnitude, metrics: kerning)
    #expect(unbounded.lines.map(\.width) == [18])
    #expect(unbounded.fittingWidth == 20)
    #expect(TextLayout(text: "a, b", font: font, width: 18, metrics: kerning).lines.map(\.text) == ["a,", "b"])
    #expect(TextLayout(text: "a, b", font: font, width: unbounded.fittingWidth, metrics: kerning).lines.map(\.text) == ["a, b"])
  }

  @Test func spacesAtAWrapHangAndCountAsGlyphs() {
    let layout = TextLayout(text: "aaa   bbb", font: font, width: 30, metrics: metrics)
    #expect(layout.lines.map(\.text) == ["aaa", "bbb"])
    #expect(layout.lines.map(\.width) == [15, 15])
    #expect(layout.lines.map(\.glyphCount) == [6, 3])
  }

  @Test func newlinesStartLinesAndAFinalNewlineAddsNone() {
    #expect(lines("a\n\nb", characters: 10) == ["a", "", "b"])
    #expect(lines("a\r\nb\n", characters: 10) == ["a", "b"])
    #expect(lines("", characters: 10) == [])
    #expect(lines("  indented", characters: 20) == ["  indented"])
  }

  @Test func aWordLongerThanTheLineBreaksByCharacters() {
    #expect(lines("abcdefghij", characters: 4) == ["abcd", "efgh", "ij"])
    #expect(lines("xy abcdefghij z", characters: 4) == ["xy", "abcd", "efgh", "ij z"])
    // However narrow, a line holds one character.
    #expect(lines("abc", characters: 0.1) == ["a", "b", "c"])
  }

  @Test func breaksBetweenIdeographsButNotBeforeClosingPunctuation() {
    #expect(lines("今日は良い天気です。", characters: 4) == ["今日は良", "い天気で", "す。"])
    #expect(lines("Hello世界", characters: 6) == ["Hello世", "界"])
    #expect(lines("「今日」は", characters: 2) == ["「今", "日」", "は"])
  }

  @Test func theLastLineOfALimitedLayoutEndsInAnEllipsis() {
    let layout = TextLayout(
      text: "one two three four five six", font: font, width: 50, maxLines: 2, metrics: metrics)
    // "three four five six" cut to 9 characters + "…" = 10 characters = 50 pt.
    #expect(layout.lines.map(\.text) == ["one two", "three fou…"])
    #expect(layout.isTruncated)
    #expect(layout.lines[1].width == 50)
  }

  @Test func anEllipsisDropsSpacesBeforeIt() {
    // "aaaa bbbb cc": line 2 is "bbbb"; "bbbb cc" → "bbbb " fits 5 + "…" → "bbbb…".
    #expect(lines("aaaa bbbb cc dd\nzz", characters: 6, maxLines: 2) == ["aaaa", "bbbb…"])
  }

  @Test func aLimitThatHoldsEverythingTruncatesNothing() {
    let layout = TextLayout(text: "aaa bbb\n", font: font, width: 15, maxLines: 2, metrics: metrics)
    #expect(layout.lines.map(\.text) == ["aaa", "bbb"])
    #expect(!layout.isTruncated)
    let cut = TextLayout(text: "aaa\nbbb\nc", font: font, width: 50, maxLines: 2, metrics: metrics)
    #expect(cut.lines.map(\.text) == ["aaa", "bbb…"])
    #expect(cut.isTruncated)
    let none = TextLayout(text: "aaa", font: font, width: 50, maxLines: 0, metrics: metrics)
    #expect(none.lines.isEmpty && none.isTruncated)
  }

  @Test func baselinesAreALineHeightApartWithTheLeadingSplit() {
    let layout = TextLayout(text: "a\nb\nc", font: font, width: 50, metrics: metrics)
    // line height 12, half-leading (12 − 8 − 2) / 2 = 1, ascent 8.
    #expect(layout.lines.map(\.baselineY) == [9, 21, 33])
    #expect(layout.lines.allSatisfy { $0.ascent == 8 && $0.descent == 2 })
    #expect(layout.height == 36)
    #expect(layout.lineHeight == 12)
  }

  @Test func visibleLineIndicesAreFoundArithmetically() {
    let layout = TextLayout(
      text: (0..<100).map { "line \($0)" }.joined(separator: "\n"), font: font, width: 100,
      metrics: metrics)
    #expect(layout.lineIndices(from: 0, to: 12) == 0..<1)
    #expect(layout.lineIndices(from: -2, to: 25) == 0..<3)
    #expect(layout.lineIndices(from: 600, to: 612.5) == 50..<52)
    #expect(layout.lineIndices(from: 5000, to: 6000) == 0..<0)
    #expect(layout.lineIndices(from: 10, to: 10) == 0..<0)
  }

  @Test func aLimitedLayoutOfHundredKilobytesMeasuresOnlyWhatItKeeps() {
    let text = String(repeating: "Lorem ipsum dolor sit amet, consectetur. ", count: 2_500)
    #expect(text.utf8.count > 100_000)
    let counting = CountingTextMetrics()
    let layout = TextLayout(text: text, font: font, width: 200, maxLines: 20, metrics: counting)
    #expect(layout.lines.count == 20)
    #expect(layout.isTruncated)
    #expect(layout.lines[19].text.hasSuffix("…"))
    // About 7 words per line, two measurements per word, plus one per line and the ellipsis.
    #expect(counting.advanceCalls < 500)
  }
}
