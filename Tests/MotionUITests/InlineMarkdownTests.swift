import Testing

@testable import MotionUI

/// `InlineMarkdown` against the CommonMark specification's own examples (version 0.31.2,
/// spec.commonmark.org/0.31.2, numbered as there) and GitHub's strikethrough examples (GFM
/// 0.29, §6.5): each source with the runs its expected HTML gives, a run's styles being the
/// elements it is inside (`em` italic, `strong` bold, `code`, `a` link, `del` strikethrough).
struct InlineMarkdownTests {
  /// Runs of one style are one run, as `parse` joins them (`<em>` inside `<em>` is italic).
  /// A run: its text and its styles as letters, `i` italic, `b` bold, `c` code, `l` link,
  /// `s` strikethrough.
  typealias Expected = [(String, String)]

  static func styles(_ letters: String) -> InlineMarkdown.Style {
    var style: InlineMarkdown.Style = []
    for letter in letters {
      switch letter {
      case "i": style.insert(.italic)
      case "b": style.insert(.bold)
      case "c": style.insert(.code)
      case "l": style.insert(.link)
      case "s": style.insert(.strikethrough)
      default: Issue.record("no style \(letter)")
      }
    }
    return style
  }

  static let examples: [(number: String, source: String, runs: Expected)] = [
    // Code spans (§6.1).
    ("329", "`hi`lo`", [("hi", "c"), ("lo`", "")]),
    ("330", "`foo`", [("foo", "c")]),
    ("331", "`` foo ` bar ``", [("foo ` bar", "c")]),
    ("338", "``\nfoo \n``", [("foo ", "c")]),
    ("342", "` foo `` bar `", [("foo `` bar", "c")]),
    ("350", "`foo", [("`foo", "")]),
    ("351", "`foo``bar``", [("`foo", ""), ("bar", "c")]),
    // Emphasis and strong emphasis (§6.2).
    ("352", "*foo bar*", [("foo bar", "i")]),
    ("353", "a * foo bar*", [("a * foo bar*", "")]),
    ("354", "a*\"foo\"*", [("a*\"foo\"*", "")]),
    ("357", "foo*bar*", [("foo", ""), ("bar", "i")]),
    ("362", "foo_bar_", [("foo_bar_", "")]),
    ("366", "foo-_(bar)_", [("foo-", ""), ("(bar)", "i")]),
    ("370", "*(*foo)", [("*(*foo)", "")]),
    ("376", "_foo_bar", [("_foo_bar", "")]),
    ("378", "_foo_bar_baz_", [("foo_bar_baz", "i")]),
    ("389", "5__6__78", [("5__6__78", "")]),
    ("393", "**foo bar **", [("**foo bar **", "")]),
    ("395", "*(**foo**)*", [("(", "i"), ("foo", "ib"), (")", "i")]),
    ("398", "**foo**bar", [("foo", "b"), ("bar", "")]),
    ("404", "__foo__bar__baz__", [("foo__bar__baz", "b")]),
    ("413", "*foo**bar**baz*", [("foo", "i"), ("bar", "ib"), ("baz", "i")]),
    ("414", "*foo**bar*", [("foo**bar", "i")]),
    ("415", "***foo** bar*", [("foo", "ib"), (" bar", "i")]),
    ("416", "*foo **bar***", [("foo ", "i"), ("bar", "ib")]),
    ("417", "*foo**bar***", [("foo", "i"), ("bar", "ib")]),
    ("418", "foo***bar***baz", [("foo", ""), ("bar", "ib"), ("baz", "")]),
    ("420", "*foo **bar *baz* bim** bop*", [("foo ", "i"), ("bar baz bim", "ib"), (" bop", "i")]),
    ("438", "foo ***", [("foo ***", "")]),
    ("442", "foo **\\***", [("foo ", ""), ("*", "b")]),
    ("445", "*foo**", [("foo", "i"), ("*", "")]),
    ("446", "***foo**", [("*", ""), ("foo", "b")]),
    ("447", "****foo*", [("***", ""), ("foo", "i")]),
    ("448", "**foo***", [("foo", "b"), ("*", "")]),
    ("449", "*foo****", [("foo", "i"), ("***", "")]),
    ("456", "__foo_", [("_", ""), ("foo", "i")]),
    ("457", "_foo__", [("foo", "i"), ("_", "")]),
    ("461", "_foo____", [("foo", "i"), ("___", "")]),
    ("462", "**foo**", [("foo", "b")]),
    ("473", "**foo **bar baz**", [("**foo ", ""), ("bar baz", "b")]),
    ("474", "*foo *bar baz*", [("*foo ", ""), ("bar baz", "i")]),
    ("475", "*[bar*](/url)", [("*", ""), ("bar*", "l")]),
    ("476", "_foo [bar_](/url)", [("_foo ", ""), ("bar_", "l")]),
    ("482", "**a<https://foo.bar/?q=**>", [("**a", ""), ("https://foo.bar/?q=**", "l")]),
    // Links (§6.3) and autolinks (§6.5).
    ("490", "[link](/my uri)", [("[link](/my uri)", "")]),
    ("491", "[link](</my uri>)", [("link", "l")]),
    ("492", "[link](foo\nbar)", [("[link](foo\nbar)", "")]),
    ("518", "[link *foo **bar** `#`*](/uri)", [("link ", "l"), ("foo ", "li"), ("bar", "lib"), (" ", "li"), ("#", "lic")]),
    ("596", "<http://foo.bar.baz>", [("http://foo.bar.baz", "l")]),
    // Backslash escapes (§2.4).
    ("14", "\\*not emphasized*", [("*not emphasized*", "")]),
    // GFM's strikethrough (examples 491 and 492 of its 0.29 specification).
    ("GFM 491", "~~Hi~~ Hello, ~there~ world!", [("Hi", "s"), (" Hello, ", ""), ("there", "s"), (" world!", "")]),
    ("GFM 492", "This ~~has a\n\nnew paragraph~~.", [("This ", ""), ("has a\n\nnew paragraph", "s"), (".", "")]),
  ]

  @Test(arguments: examples.indices)
  func specificationExample(_ index: Int) {
    let example = Self.examples[index]
    let expected = example.runs.map { InlineMarkdown.Run(text: $0.0, style: Self.styles($0.1)) }
    #expect(InlineMarkdown.parse(example.source) == expected, "example \(example.number): \(example.source.debugDescription)")
  }

  /// GFM example 493: three tildes strike nothing.
  @Test func threeTildesAreText() {
    #expect(InlineMarkdown.parse("This will ~~~not~~~ strike.") == [InlineMarkdown.Run(text: "This will ~~~not~~~ strike.", style: [])])
  }
}
