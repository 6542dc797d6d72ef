import CX11

/// The fonts that draw one `FontSpec`: the primary font fontconfig matched for it, plus the
/// per-character fallback fonts found so far, and which font draws which character.
///
/// Xft does no fallback of its own: a character the primary font lacks would draw as its
/// missing-glyph box. For such a character this looks for another installed font that has it
/// (a pattern with an `FC_CHARSET` holding the character and the primary's size and weight,
/// `FcConfigSubstitute`, `XftDefaultSubstitute`, `XftFontMatch`, `XftFontOpenPattern`), and
/// caches both hits and misses, so each character is looked up once.
final class FontSet {
  /// A run of characters that one font draws.
  struct Segment {
    /// The font that draws the run.
    let font: XftFontHandle
    /// Where the run's characters start in the scratch buffer.
    let start: Int
    /// How many characters the run has.
    let count: Int
  }

  /// `fonts[0]` is the primary font; later entries are fallbacks in the order they were found.
  private(set) var fonts: [XftFontHandle]
  /// Index into `fonts` for characters the primary font lacks (0 also records a miss: no
  /// installed font has the character, so the primary's box is drawn).
  private var fontIndexByCharacter: [UInt32: Int] = [:]
  private let usesFallback: Bool
  /// The primary's pixel size and fontconfig weight, which fallback fonts are asked to match.
  private let pixelSize: Double
  private let weight: Int32
  /// Reused between calls to keep allocations out of the per-frame path.
  private var scratchCharacters: [UInt32] = []
  private var scratchSegments: [Segment] = []

  /// The most characters remembered before the lookup table is reset (it only grows with the
  /// distinct characters drawn, but a bound keeps a pathological text from growing it forever).
  private static let characterCacheLimit = 65_536

  init(primary: XftFontHandle, usesFallback: Bool) {
    fonts = [primary]
    self.usesFallback = usesFallback
    var size = 0.0
    var weight: Int32 = 0
    let pattern = primary.font.pointee.pattern
    pixelSize = FcPatternGetDouble(pattern, FC_PIXEL_SIZE, 0, &size) == FcResultMatch ? size : 16
    self.weight =
      FcPatternGetInteger(pattern, FC_WEIGHT, 0, &weight) == FcResultMatch
      ? weight : Int32(FC_WEIGHT_REGULAR)
  }

  /// The primary font.
  var primary: XftFontHandle { fonts[0] }

  /// Splits `text` into runs by drawing font and calls `body` for each run with its font and its
  /// characters (Unicode scalars, control characters removed: they have no glyphs and no advance).
  /// The buffer passed to `body` is valid only during the call.
  func forEachSegment(
    of text: Substring, _ body: (XftFontHandle, UnsafeBufferPointer<UInt32>) -> Void
  ) {
    scratchCharacters.removeAll(keepingCapacity: true)
    scratchSegments.removeAll(keepingCapacity: true)
    var currentIndex = -1
    var runStart = 0
    for scalar in text.unicodeScalars where !Self.isControl(scalar.value) {
      let index = fontIndex(for: scalar.value)
      if index != currentIndex {
        if currentIndex >= 0, scratchCharacters.count > runStart {
          scratchSegments.append(
            Segment(font: fonts[currentIndex], start: runStart, count: scratchCharacters.count - runStart))
        }
        currentIndex = index
        runStart = scratchCharacters.count
      }
      scratchCharacters.append(scalar.value)
    }
    if currentIndex >= 0, scratchCharacters.count > runStart {
      scratchSegments.append(
        Segment(font: fonts[currentIndex], start: runStart, count: scratchCharacters.count - runStart))
    }
    scratchCharacters.withUnsafeBufferPointer { characters in
      guard let base = characters.baseAddress else { return }
      for segment in scratchSegments {
        body(segment.font, UnsafeBufferPointer(start: base + segment.start, count: segment.count))
      }
    }
  }

  /// The pen advance of `text` in pixels: the sum of each run's `xOff`, exactly as drawing
  /// advances the pen.
  func advance(of text: Substring) -> Int {
    var total = 0
    forEachSegment(of: text) { font, characters in
      guard let base = characters.baseAddress else { return }
      total += font.advance(base, count: characters.count)
    }
    return total
  }

  /// True for the control characters (general category Cc), which are exactly U+0000...U+001F
  /// and U+007F...U+009F; much cheaper than asking for the scalar's general category.
  static func isControl(_ value: UInt32) -> Bool {
    value < 0x20 || (value >= 0x7f && value <= 0x9f)
  }

  /// Which of `fonts` draws `character`.
  private func fontIndex(for character: UInt32) -> Int {
    if primary.hasGlyph(character) { return 0 }
    guard usesFallback else { return 0 }
    if let index = fontIndexByCharacter[character] { return index }
    if let index = fonts.indices.dropFirst().first(where: { fonts[$0].hasGlyph(character) }) {
      remember(character, index)
      return index
    }
    guard let found = openFallback(for: character) else {
      remember(character, 0)
      return 0
    }
    // Xft hands back the same XftFont for the same matched pattern: reuse its slot.
    if let existing = fonts.firstIndex(where: { $0.font == found.font }) {
      remember(character, existing)
      return existing
    }
    fonts.append(found)
    remember(character, fonts.count - 1)
    return fonts.count - 1
  }

  private func remember(_ character: UInt32, _ index: Int) {
    if fontIndexByCharacter.count >= Self.characterCacheLimit { fontIndexByCharacter.removeAll() }
    fontIndexByCharacter[character] = index
  }

  /// Asks fontconfig for an installed, non-colour font that has `character`.
  private func openFallback(for character: UInt32) -> XftFontHandle? {
    let display = primary.display
    guard let pattern = FcPatternCreate() else { return nil }
    defer { FcPatternDestroy(pattern) }
    guard let charset = FcCharSetCreate() else { return nil }
    FcCharSetAddChar(charset, character)
    FcPatternAddCharSet(pattern, FC_CHARSET, charset)
    FcCharSetDestroy(charset)
    FcPatternAddDouble(pattern, FC_PIXEL_SIZE, pixelSize)
    FcPatternAddInteger(pattern, FC_WEIGHT, weight)
    FcPatternAddBool(pattern, FC_SCALABLE, 1)
    // libXft before 2.3.5 fails with BadLength on colour (emoji) glyphs; never pick one.
    FcPatternAddBool(pattern, FC_COLOR, 0)
    FcConfigSubstitute(nil, pattern, FcMatchPattern)
    XftDefaultSubstitute(display.pointer, display.screen, pattern)
    var result = FcResultNoMatch
    guard let match = XftFontMatch(display.pointer, display.screen, pattern, &result) else {
      return nil
    }
    var isColor: FcBool = 0
    if FcPatternGetBool(match, FC_COLOR, 0, &isColor) == FcResultMatch, isColor != 0 {
      FcPatternDestroy(match)
      return nil
    }
    // XftFontOpenPattern owns `match` when it succeeds.
    guard let font = XftFontOpenPattern(display.pointer, match) else {
      FcPatternDestroy(match)
      return nil
    }
    let handle = XftFontHandle(display: display, font: font)
    return handle.hasGlyph(character) ? handle : nil
  }
}
