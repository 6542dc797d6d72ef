import Scenes
import Testing

@testable import TextShaping

/// Shaping without a display: advances, joining, bidi order and fallback faces, against what
/// the fonts themselves say (Inter's kerning table, Arabic joining forms, Unicode's bidi classes).
@Suite struct ShapingTests {
  let metrics: ShapingTextMetrics
  let shaper: TextShaper
  let font = FontSpec(family: "Inter", size: 40)

  init() throws {
    metrics = try ShapingTextMetrics(scale: 1)
    shaper = metrics.shaper
  }

  /// A glyph exactly half a pixel off the pixel grid, across or down (on either side of 0),
  /// makes rounding its place depend on the run's origin; a quarter pixel does not.
  @Test func halfPixelOffsetsAreFound() {
    func shaped(_ places: [(Double, Double)]) -> ShapedText {
      ShapedText(
        faces: [], glyphs: places.map { ShapedGlyph(face: 0, glyph: 1, x: $0.0, y: $0.1, cluster: 0) }, advance: 0)
    }
    #expect(!shaped([(0, 0), (12.25, 0), (30.75, -1)]).hasHalfPixelOffsets)
    #expect(shaped([(0, 0), (12.5, 0)]).hasHalfPixelOffsets)
    #expect(shaped([(0, 0), (-7.5, 0)]).hasHalfPixelOffsets)
    #expect(shaped([(3, -2.5)]).hasHalfPixelOffsets)
  }

  /// A run asked for again in the same string is found without shaping, and a string changed
  /// in place after it was shaped is shaped anew: the shaper finds recent runs by where their
  /// characters are stored, and holding them keeps that storage from being changed or reused.
  @Test func aRunFoundByItsStorageIsTheSameCharacters() {
    var line = String(repeating: "i", count: 24)
    let narrow = shaper.shape(line[...], font: font)
    let count = shaper.shapeCount
    #expect(shaper.shape(line[...], font: font) === narrow)
    #expect(shaper.shapeCount == count)
    line.replaceSubrange(line.startIndex..<line.endIndex, with: String(repeating: "W", count: 24))
    let wide = shaper.shape(line[...], font: font)
    #expect(wide !== narrow)
    // Inter's W is more than twice as wide as its i.
    #expect(wide.advance > 2 * narrow.advance)
    #expect(shaper.shape(String(repeating: "i", count: 24)[...], font: font) === narrow)
  }

  /// A run that libraqm would shape as one, HarfBuzz shapes directly with the face's font made
  /// once; what libraqm makes of the same text is the reference, glyph for glyph. Text that
  /// libraqm would split (right to left, two scripts, a fallback face, a bidi control) still
  /// goes through libraqm.
  @Test func oneRunShapedDirectlyIsWhatLibraqmMakes() throws {
    let direct = TextShaper(library: shaper.library)
    let throughRaqm = TextShaper(library: shaper.library)
    throughRaqm.shapesSimpleRunsDirectly = false
    let simple = [
      "Lorem ipsum dolor sit amet, consectetur adipiscing elit.", "AVAWAYTo Ta", "office affine ffl",
      "12:30 – 4.5 % (x) [y] {z", "(HELLO) world.", "e\u{301}te\u{301} cafe\u{301}", "42", "3:07", "If today were the last day of my life",
      "Πάνω από 100 μέτρα", "Съешь же ещё", "   ", "->=<=!=",
    ]
    for text in simple {
      for font in [font, FontSpec(family: "Inter", size: 13, weight: .bold), FontSpec(family: "DejaVu Sans", size: 17)] {
        let before = direct.directShapeCount
        let shaped = direct.shape(Substring(text), font: font)
        #expect(direct.directShapeCount == before + 1, "\(text) in \(font) should be one run")
        let reference = throughRaqm.shape(Substring(text), font: font)
        #expect(!reference.glyphs.isEmpty)
        #expect(shaped.glyphs == reference.glyphs, "\(text) in \(font)")
        #expect(shaped.advance == reference.advance, "\(text) in \(font)")
      }
    }
    // libraqm gives a closing bracket its opening bracket's script, Common before the first
    // letter, and a text's last character keeps its own: each of these ends in a Common run.
    let split = [
      "Hello שלום", "abc αβγ", "x \u{202E}y", "Ünïcode 😀", "٣ cats", " (HELLO)", " “TA”", "1. (AVA)", "# (F)",
      "\u{A0}(ABC)", "12:30 – 4.5 % (x) [y] {z}",
    ]
    for text in split {
      let before = direct.directShapeCount
      let shaped = direct.shape(Substring(text), font: font)
      #expect(direct.directShapeCount == before, "\(text) should go through libraqm")
      #expect(shaped.glyphs == throughRaqm.shape(Substring(text), font: font).glyphs)
    }
    #expect(direct.directShapeCount == simple.count * 3)
  }

  /// Inter kerns "AV": the pair advances less than A and V set apart.
  @Test func kerningNarrowsAV() {
    #expect(shaper.library.primaryFontFile(for: font).contains("Inter"))
    let pair = shaper.shape("AV", font: font).advance
    let apart = shaper.shape("A", font: font).advance + shaper.shape("V", font: font).advance
    #expect(pair < apart - 1)
  }

  /// An Arabic word is one joined shape: its glyphs are the contextual (initial, medial, final)
  /// forms, which differ from the isolated letters, and the word is narrower than its letters
  /// set apart.
  @Test func arabicJoins() {
    let word: Substring = "مرحبا"
    let joined = shaper.shape(word, font: font, isRightToLeft: true)
    let isolated = word.map { shaper.shape(Substring(String($0)), font: font, isRightToLeft: true) }
    #expect(joined.glyphs.count == word.count)
    let isolatedGlyphs = Set(isolated.flatMap { $0.glyphs.map(\.glyph) })
    #expect(joined.glyphs.contains { !isolatedGlyphs.contains($0.glyph) })
    #expect(joined.advance < isolated.reduce(0) { $0 + $1.advance })
  }

  /// Hebrew inside an English line is reversed in place (visual order); the English stays left
  /// to right: clusters of "ab אב cd" come out as a, b, space, ב, א, space, c, d.
  @Test func mixedLineIsInVisualOrder() {
    let shaped = shaper.shape("ab אב cd", font: font)
    #expect(shaped.glyphs.map(\.cluster) == [0, 1, 2, 4, 3, 5, 6, 7])
    let rtl = shaper.shape("אב cd", font: font, isRightToLeft: true)
    // Right-to-left base: "cd" is at the left, then the space, then ב, א.
    #expect(rtl.glyphs.map(\.cluster) == [3, 4, 2, 1, 0])
  }

  @Test func paragraphDirection() {
    #expect(metrics.isRightToLeft("مرحبا بالعالم"))
    #expect(metrics.isRightToLeft("123 שלום world"))
    #expect(!metrics.isRightToLeft("Hello שלום"))
    #expect(!metrics.isRightToLeft("\u{2067}שלום\u{2069} hi"))
    #expect(!metrics.isRightToLeft("1234"))
  }

  /// Break opportunities: none at U+00A0, after a hyphen, at U+200B, between ideographs.
  @Test func breakOpportunities() {
    func breaks(_ text: String) -> [Int] {
      let paragraph = text[...]
      return metrics.lineBreakOpportunities(in: paragraph).map {
        paragraph.distance(from: paragraph.startIndex, to: $0)
      }
    }
    #expect(breaks("a b") == [2])
    #expect(breaks("a\u{A0}b") == [])
    #expect(breaks("well-known") == [5])
    #expect(breaks("ab\u{200B}cd") == [3])
    #expect(breaks("日本語") == [1, 2])
    #expect(breaks("日本。") == [1])
  }

  /// Characters Inter lacks come from another face that has them, per cluster.
  @Test func fallbackPerCluster() {
    let shaped = shaper.shape("A日é\u{301}", font: font)
    #expect(shaped.faces.count == 2)
    #expect(shaped.glyphs.allSatisfy { $0.glyph != 0 })
    #expect(!shaped.glyphs.isEmpty)
  }

  /// Control characters have no glyph and no advance.
  @Test func controlCharactersVanish() {
    #expect(shaper.shape("A\u{0}B\u{7}C", font: font).advance == shaper.shape("ABC", font: font).advance)
  }
}

extension ShapingTests {
  /// Devanagari shapes into conjuncts and reorders its vowel signs (Noto Sans Devanagari from
  /// fonts-noto-core): क्ष (three scalars) is one ligature glyph, and in कि the i-sign ि, typed
  /// after क, is drawn first, left of it.
  @Test func devanagariFormsConjunctsAndReordersVowelSigns() {
    let conjunct = shaper.shape("क्ष", font: font)
    #expect(conjunct.glyphs.count == 1)
    let ki = shaper.shape("कि", font: font)
    let ka = shaper.shape("क", font: font)
    #expect(ki.glyphs.count == 2)
    #expect(ki.glyphs.first?.glyph != ka.glyphs.first?.glyph)
    #expect(ki.glyphs.last?.glyph == ka.glyphs.first?.glyph)
  }

  /// Thai, written without spaces, breaks between words by ICU's dictionary, and its stacked
  /// marks stack: the tone mark ่ over the upper vowel ี in ที่ is not the glyph, or not the
  /// place, of the same tone mark directly over the consonant in ท่.
  @Test func thaiBreaksBetweenWordsAndStacksMarks() {
    let text: Substring = "สวัสดีครับ"
    let breaks = metrics.lineBreakOpportunities(in: text).map { text.distance(from: text.startIndex, to: $0) }
    #expect(breaks == [4])  // สวัสดี | ครับ
    let stacked = shaper.shape("ที่", font: font)
    let plain = shaper.shape("ท่", font: font)
    #expect(stacked.glyphs.count == 3 && plain.glyphs.count == 2)
    if let high = stacked.glyphs.last, let low = plain.glyphs.last {
      #expect(high.glyph != low.glyph || high.y < low.y)
    }
  }
}

extension ShapingTests {
  /// Characters no installed font has cost no font search (each would take about a
  /// millisecond and a half): a word of 2,000 distinct private-use characters of plane 16
  /// (which no Debian font draws) searches nothing,
  /// while the first Chinese character searches once and the rest reuse its face.
  @Test func uncoveredCharactersSearchNoFonts() {
    let unassigned = String(String.UnicodeScalarView((0..<2000).compactMap { Unicode.Scalar(0x10_0000 + $0) }))
    let before = shaper.library.fallbackSearchCount
    let shaped = shaper.shape(unassigned[...], font: font)
    #expect(shaped.glyphs.count == 2000)
    #expect(shaper.library.fallbackSearchCount == before)
    _ = shaper.shape("你好世界", font: font)
    #expect(shaper.library.fallbackSearchCount == before + 1)
  }
}

extension ShapingTests {
  /// Inter's contextual alternates (`calt`, on by default in HarfBuzz) show up: in "->" the
  /// hyphen and the greater-than sign are replaced by the pieces of an arrow, so the glyphs
  /// differ from the same characters set apart.
  @Test func interContextualAlternates() {
    let arrow = shaper.shape("->", font: font).glyphs.map(\.glyph)
    let apart = [shaper.shape("-", font: font), shaper.shape(">", font: font)].flatMap { $0.glyphs.map(\.glyph) }
    #expect(arrow.count >= 1)
    #expect(arrow != apart)
  }
}
