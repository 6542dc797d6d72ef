/// Line-breaking classes for the word wrapper, a small subset of Unicode's UAX #14: ideographs
/// (Chinese, Japanese kana, Korean syllables, full-width forms) may break on either side, except
/// before closing punctuation and after opening punctuation (the basic kinsoku rules).
extension Character {
  /// True for a space or tab that separates words and hangs at a wrap: white space that is not
  /// a newline (paragraph break) nor a no-break space (U+00A0, U+2007, U+202F), which glues the
  /// words on either side.
  var isWordSpace: Bool {
    isWhitespace && !isNewline && !Self.noBreakSpaces.contains(self)
  }

  /// True when a line may break before and after this character even without a space: CJK
  /// ideographs, kana, Hangul syllables, CJK punctuation and full-width forms.
  var isIdeographic: Bool {
    guard let scalar = unicodeScalars.first else { return false }
    switch scalar.value {
    case 0x1100...0x11FF,  // Hangul Jamo
      0x2E80...0x2FDF,  // CJK radicals, Kangxi radicals
      0x2FF0...0x303F,  // ideographic description, CJK symbols and punctuation
      0x3040...0x30FF,  // Hiragana, Katakana
      0x3100...0x312F,  // Bopomofo
      0x3130...0x318F,  // Hangul compatibility Jamo
      0x3190...0x31FF,  // Kanbun, Bopomofo extended, CJK strokes, Katakana extensions
      0x3200...0x33FF,  // enclosed CJK, CJK compatibility
      0x3400...0x4DBF,  // CJK extension A
      0x4E00...0x9FFF,  // CJK unified ideographs
      0xA960...0xA97F,  // Hangul Jamo extended A
      0xAC00...0xD7AF,  // Hangul syllables
      0xF900...0xFAFF,  // CJK compatibility ideographs
      0xFE30...0xFE4F,  // CJK compatibility forms
      0xFF00...0xFFEF,  // half-width and full-width forms
      0x20000...0x3FFFF:  // CJK extensions B and later, planes 2 and 3
      return true
    default:
      return false
    }
  }

  /// True for closing punctuation and small kana that must not start a line (UAX #14 classes
  /// CL, CP, EX, IS, NS), so the wrapper never breaks before it.
  var prohibitsBreakBefore: Bool {
    Self.noBreakBefore.contains(self)
  }

  /// True for opening punctuation that must not end a line (UAX #14 class OP).
  var prohibitsBreakAfter: Bool {
    Self.noBreakAfter.contains(self)
  }

  /// Whether a line may break between `self` and `next` when no space separates them: around
  /// ideographs, after a hyphen before a letter (not "-1"), and after U+200B ZERO WIDTH SPACE.
  func allowsBreak(before next: Character) -> Bool {
    if self == "\u{200B}" { return true }
    if Self.hyphens.contains(self) { return next.isLetter }
    return (isIdeographic || next.isIdeographic) && !next.prohibitsBreakBefore
      && !prohibitsBreakAfter
  }

  private static let noBreakSpaces: Set<Character> = ["\u{00A0}", "\u{2007}", "\u{202F}"]
  private static let hyphens: Set<Character> = ["-", "\u{2010}", "\u{00AD}"]

  private static let noBreakBefore: Set<Character> = Set(
    "、。，．・：；？！）」』】〕〉》〗〙〛｝］〟ー…‥々〻ゝゞヽヾぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ"
      + ".,:;!?)]}%'\"’”")
  private static let noBreakAfter: Set<Character> = Set("（「『【〔〈《〖〘〚［｛〝([{‘“")
}
