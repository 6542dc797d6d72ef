import Scenes
import Testing

@testable import TextShaping

/// `TextLayout`'s greedy fitting over the shaped metrics: ICU's break opportunities, grapheme
/// clusters for overlong words, and right-aligned right-to-left paragraphs.
@Suite struct LineBreakingTests {
  let metrics: ShapingTextMetrics
  let font = FontSpec(family: "Inter", size: 20)

  init() throws {
    metrics = try ShapingTextMetrics(scale: 1)
  }

  private func layout(_ text: String, width: Double) -> TextLayout {
    TextLayout(text: text, font: font, width: width, metrics: metrics)
  }

  /// The width that holds `text` exactly: a layout this wide keeps it on one line.
  private func width(_ text: String) -> Double {
    metrics.advance(of: text[...], font: font)
  }

  /// A no-break space glues its words: where a space would wrap, U+00A0 does not.
  @Test func noBreakAtNoBreakSpace() {
    let narrow = width("Hello") + 4
    #expect(layout("Hello world", width: narrow).lines.map(\.text) == ["Hello", "world"])
    // "Hello\u{A0}world" is one unbreakable word wider than the line: it breaks only where the
    // width forces it, between characters, never at the no-break space's own opportunity.
    let glued = layout("Hi Hello\u{A0}world", width: width("Hello\u{A0}world") + 4)
    #expect(glued.lines.map(\.text) == ["Hi", "Hello\u{A0}world"])
  }

  /// A line may break after a hyphen and at U+200B ZERO WIDTH SPACE.
  @Test func breaksAfterHyphenAndAtZeroWidthSpace() {
    let hyphenated = layout("state-of-the-art", width: width("state-of-") + 2)
    #expect(hyphenated.lines.map(\.text) == ["state-of-", "the-art"])
    let zwsp = layout("alpha\u{200B}beta\u{200B}gamma", width: width("alpha\u{200B}beta") + 2)
    #expect(zwsp.lines.map(\.text) == ["alpha\u{200B}beta\u{200B}", "gamma"])
  }

  /// Chinese breaks between ideographs, never before a closing mark.
  @Test func cjkBreaksBetweenIdeographs() {
    let text = "今天天气很好。我们去公园吧！"
    let laid = layout(text, width: width("今天天气很") + 2)
    #expect(laid.lines.count > 2)
    #expect(laid.lines.map(\.text).joined() == text)
    #expect(laid.lines.allSatisfy { $0.width <= laid.width })
    #expect(!laid.lines.contains { $0.text.first == "。" || $0.text.first == "！" })
  }

  /// A 300-cluster word (each "e" with a combining acute, two scalars) wraps at cluster
  /// boundaries: no line starts with the combining mark, every line fits, nothing is lost.
  @Test func overlongWordWrapsAtClusterBoundaries() {
    let word = String(repeating: "e\u{301}", count: 300)
    let laid = layout(word, width: 200)
    #expect(laid.lines.count > 5)
    #expect(laid.lines.map(\.text).joined() == word)
    for line in laid.lines {
      #expect(line.text.unicodeScalars.first == "e")
      #expect(line.width <= 200)
    }
    // Each full line holds as many clusters as fit: one more would not.
    let first = laid.lines[0].text
    #expect(width(first + "e\u{301}") > 200)
  }

  /// Right-to-left paragraphs are right-aligned; left-to-right ones start at 0.
  @Test func rightToLeftParagraphsAreRightAligned() {
    let laid = layout("مرحبا بالعالم\nHello שלום", width: 300)
    #expect(laid.lines.count == 2)
    #expect(laid.lines[0].isRightToLeft)
    #expect(abs(laid.lines[0].x + laid.lines[0].width - 300) < 1e-9)
    #expect(!laid.lines[1].isRightToLeft && laid.lines[1].x == 0)
  }
}
