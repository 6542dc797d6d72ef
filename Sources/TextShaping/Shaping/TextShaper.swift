internal import CTextShaping
import Scenes

/// Shapes text with libraqm (HarfBuzz shaping over FriBidi's bidi runs and script itemisation)
/// in the faces of a `FontLibrary`, each grapheme cluster in the face `FaceSet` picks for it; a
/// run that libraqm would shape as one, in one face, HarfBuzz shapes directly.
///
/// Results are cached by text, font and direction, so a line is shaped when layout first
/// measures or draws it and then reused every frame.
package final class TextShaper {
  /// The fonts.
  package let library: FontLibrary
  private var cache: [Key: ShapedText] = [:]
  private var scalars: [UInt32] = []
  /// How many runs have been shaped so far (cache misses), for tests and statistics: a frame
  /// after layout should add none.
  package private(set) var shapeCount = 0
  /// How many of them HarfBuzz shaped directly (`shapeDirectly`), for tests.
  package private(set) var directShapeCount = 0
  /// Whether a run that libraqm would shape as one is shaped by HarfBuzz directly; tests turn it
  /// off to compare the two.
  package var shapesSimpleRunsDirectly = true

  /// The most shaped runs kept; beyond it the cache is emptied and refilled on demand.
  private static let cacheLimit = 4096
  /// Runs longer than this many scalars are shaped every time rather than cached (a line
  /// is short; only layout measures long unbreakable words, once).
  private static let cachedLengthLimit = 1024
  /// The runs shaped most recently, found by where their characters are stored (`storage(of:)`),
  /// in a ring of `recentCount`: a frame asks for the same lines as the last (to measure and to
  /// draw each moving line), in the same strings, and finding them by address spares hashing
  /// and comparing their characters (the examples' look-ups took 30,000 instructions a frame).
  private var recent: [Recent] = []
  /// Each entry's `start`, scanned first without touching the entries.
  private var recentStarts: [UnsafeRawPointer] = []
  private var nextRecent = 0
  private static let recentCount = 32

  private struct Recent {
    /// The run, held so that its storage stays alive and unchanged while the entry is kept
    /// (where it starts is in `recentStarts`).
    let text: Substring
    let font: FontSpec
    let isRightToLeft: Bool
    let shaped: ShapedText
  }

  private struct Key: Hashable {
    var text: Substring
    var font: FontSpec
    var isRightToLeft: Bool
  }

  /// Shapes with the faces of `library`.
  package init(library: FontLibrary) {
    self.library = library
  }

  /// `text` shaped in `font`, with base direction right to left when `isRightToLeft` (the bidi
  /// algorithm orders mixed runs either way). Control characters are dropped: they have no
  /// glyph and no advance.
  package func shape(_ text: Substring, font: FontSpec, isRightToLeft: Bool = false)
    -> ShapedText
  {
    let count = text.utf8.count
    let start = Self.storage(of: text, count: count)
    if let start {
      // Read in place: a copy of the entry retained and released its run, font and result at
      // each look-up (1 % of the examples' samples).
      let found = recent.withUnsafeBufferPointer { entries -> ShapedText? in
        for index in recentStarts.indices where recentStarts[index] == start {
          let entry = entries.baseAddress! + index
          if entry.pointee.text.utf8.count == count, entry.pointee.isRightToLeft == isRightToLeft,
            entry.pointee.font == font
          {
            return entry.pointee.shaped
          }
        }
        return nil
      }
      if let found { return found }
    }
    let shaped = shapeCached(text, font: font, isRightToLeft: isRightToLeft)
    if let start {
      let entry = Recent(text: text, font: font, isRightToLeft: isRightToLeft, shaped: shaped)
      if recent.count < Self.recentCount {
        recent.append(entry)
        recentStarts.append(start)
      } else {
        recent[nextRecent] = entry
        recentStarts[nextRecent] = start
      }
      nextRecent = (nextRecent + 1) % Self.recentCount
    }
    return shaped
  }

  /// Where the `count` UTF-8 bytes of `text` are stored, when that is a string's own buffer (more
  /// than 15 bytes; shorter strings are stored in the value itself and hash quickly). While an entry
  /// of `recent` holds its run, the buffer can be neither freed nor changed in place (it is not
  /// uniquely referenced), so a run that starts at the same address with as many bytes is the
  /// same characters.
  private static func storage(of text: Substring, count: Int) -> UnsafeRawPointer? {
    guard count > 15 else { return nil }
    return text.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil
  }

  /// `shape` through the cache keyed by the characters.
  private func shapeCached(_ text: Substring, font: FontSpec, isRightToLeft: Bool) -> ShapedText {
    let key = Key(text: text, font: font, isRightToLeft: isRightToLeft)
    if let shaped = cache[key] { return shaped }
    let shaped = shapeUncached(text, font: font, isRightToLeft: isRightToLeft)
    if text.utf8.count <= Self.cachedLengthLimit {
      if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
      cache[Key(text: Substring(String(text)), font: font, isRightToLeft: isRightToLeft)] = shaped
    }
    return shaped
  }

  private func shapeUncached(_ text: Substring, font: FontSpec, isRightToLeft: Bool)
    -> ShapedText
  {
    shapeCount += 1
    let set = library.faces(for: font)
    // The scalars to shape, and the runs of clusters that one face sets.
    scalars.removeAll(keepingCapacity: true)
    var runs: [(face: FontFace, start: Int, count: Int)] = []
    for cluster in text {
      let start = scalars.count
      for scalar in cluster.unicodeScalars where scalar.properties.generalCategory != .control {
        scalars.append(scalar.value)
      }
      guard scalars.count > start else { continue }
      let face = set.face(for: cluster)
      if let last = runs.last, last.face === face {
        runs[runs.count - 1].count += scalars.count - start
      } else {
        runs.append((face, start, scalars.count - start))
      }
    }
    guard !scalars.isEmpty else { return .empty }
    if shapesSimpleRunsDirectly, !isRightToLeft, runs.count == 1, runs[0].face === set.primary,
      let script = Self.leftToRightScript(of: scalars), let font = set.primary.harfBuzzFont
    {
      return shapeDirectly(font: font, face: set.primary, script: script)
    }
    guard let raqm = raqm_create() else { return .empty }
    defer { raqm_destroy(raqm) }
    let laidOut = scalars.withUnsafeBufferPointer { buffer in
      raqm_set_text(raqm, buffer.baseAddress, buffer.count)
    }
    guard laidOut,
      raqm_set_par_direction(raqm, isRightToLeft ? RAQM_DIRECTION_RTL : RAQM_DIRECTION_LTR),
      raqm_set_freetype_load_flags(raqm, set.primary.loadFlags)
    else { return .empty }
    var faces: [FontFace] = []
    for run in runs {
      guard raqm_set_freetype_face_range(raqm, run.face.face, run.start, run.count) else {
        return .empty
      }
      if !faces.contains(where: { $0 === run.face }) { faces.append(run.face) }
    }
    guard raqm_layout(raqm) else { return .empty }
    var count = 0
    guard let output = raqm_get_glyphs(raqm, &count) else { return .empty }
    var placer = GlyphPlacer(faces: faces, capacity: count)
    for index in 0..<count {
      let glyph = output[index]
      placer.add(
        glyph.index, face: faces.firstIndex { $0.face == glyph.ftface } ?? 0, advance: glyph.x_advance,
        offset: (glyph.x_offset, glyph.y_offset), cluster: glyph.cluster)
    }
    return placer.shaped
  }

  /// Text that libraqm would shape as one run, shaped by HarfBuzz directly, as libraqm 0.7 shapes
  /// a run (the whole text as context, the default language, beginning and end of text), with
  /// the face's font made once (`FontFace.harfBuzzFont`): shaping the examples' paragraph went
  /// from about a million instructions a run to a tenth of that.
  private func shapeDirectly(font: OpaquePointer, face: FontFace, script: hb_script_t) -> ShapedText {
    directShapeCount += 1
    guard let buffer = hb_buffer_create() else { return .empty }
    defer { hb_buffer_destroy(buffer) }
    scalars.withUnsafeBufferPointer { text in
      hb_buffer_add_utf32(buffer, text.baseAddress, Int32(text.count), 0, Int32(text.count))
    }
    hb_buffer_set_script(buffer, script)
    hb_buffer_set_language(buffer, hb_language_get_default())
    hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
    hb_buffer_set_flags(buffer, hb_buffer_flags_t(rawValue: HB_BUFFER_FLAG_BOT.rawValue | HB_BUFFER_FLAG_EOT.rawValue))
    hb_shape_full(font, buffer, nil, 0, nil)
    var count: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
      let positions = hb_buffer_get_glyph_positions(buffer, nil)
    else { return .empty }
    var placer = GlyphPlacer(faces: [face], capacity: Int(count))
    for index in 0..<Int(count) {
      placer.add(
        infos[index].codepoint, face: 0, advance: positions[index].x_advance,
        offset: (positions[index].x_offset, positions[index].y_offset), cluster: infos[index].cluster)
    }
    return placer.shaped
  }

  /// The script libraqm 0.7 would shape all of `scalars` in as one left-to-right run, or nil
  /// when it would split them. None of them may leave a left-to-right paragraph's level 0 (then
  /// FriBidi makes one run), and libraqm's script resolution must give them all one script:
  /// - a Common or Inherited character takes the script of the character before it (the first
  ///   character keeps its own), except brackets: an opening one takes it and remembers it, and
  ///   its closing one takes what the opening one took and passes it on;
  /// - then each Common or Inherited character but the last takes the script of the one after.
  ///
  /// So with one script S besides Common and Inherited, every character ends in S unless the
  /// last one is left Common or Inherited (" (HELLO)" ends in a Common run); with none, all
  /// take the first character's script.
  private static func leftToRightScript(of scalars: [UInt32]) -> hb_script_t? {
    let unicode = hb_unicode_funcs_get_default()
    var script: hb_script_t?
    var previous: hb_script_t?
    var openBrackets: [(script: hb_script_t, pair: Int)] = []
    var lastScript = HB_SCRIPT_INVALID
    for scalar in scalars {
      guard ctextshaping_stays_left_to_right(scalar) else { return nil }
      let own = hb_unicode_script(unicode, scalar)
      guard let before = previous, own == HB_SCRIPT_COMMON || own == HB_SCRIPT_INHERITED else {
        if own != HB_SCRIPT_COMMON, own != HB_SCRIPT_INHERITED {
          if script == nil { script = own } else if script != own { return nil }
        }
        previous = own
        lastScript = own
        continue
      }
      lastScript = before
      guard own == HB_SCRIPT_COMMON, let bracket = Self.bracketIndex(scalar) else { continue }
      if bracket.isMultiple(of: 2) {
        openBrackets.append((before, bracket))
      } else {
        while let top = openBrackets.last, top.pair != bracket - 1 { openBrackets.removeLast() }
        if let top = openBrackets.last {
          lastScript = top.script
          previous = top.script
        }
      }
    }
    guard let script else { return hb_unicode_script(unicode, scalars[0]) }
    return lastScript == script ? script : nil
  }

  /// The brackets libraqm 0.7 pairs when it resolves scripts, each opening one before its
  /// closing one: ASCII brackets, guillemets, quotation marks and CJK brackets.
  private static let brackets: [UInt32] = [
    0x28, 0x29, 0x3C, 0x3E, 0x5B, 0x5D, 0x7B, 0x7D, 0xAB, 0xBB, 0x2018, 0x2019, 0x201C, 0x201D, 0x2039, 0x203A,
    0x3008, 0x3009, 0x300A, 0x300B, 0x300C, 0x300D, 0x300E, 0x300F, 0x3010, 0x3011, 0x3014, 0x3015, 0x3016, 0x3017,
    0x3018, 0x3019, 0x301A, 0x301B,
  ]

  /// The index of `scalar` in `brackets` (even for an opening bracket), or nil.
  private static func bracketIndex(_ scalar: UInt32) -> Int? {
    guard scalar <= 0x301B else { return nil }
    return brackets.firstIndex(of: scalar)
  }

  /// Shaped glyphs placed along the line in pixels.
  private struct GlyphPlacer {
    let faces: [FontFace]
    var glyphs: [ShapedGlyph] = []
    var pen = 0.0

    init(faces: [FontFace], capacity: Int) {
      self.faces = faces
      glyphs.reserveCapacity(capacity)
    }

    /// Adds a glyph with HarfBuzz's advance and offset: 26.6 fixed point, in the face's own
    /// pixels (a bitmap strike's, scaled to ours). Each advance and offset is rounded to whole
    /// pixels, as Xft rounds its advances and Pango rounds glyph positions: Xft draws at whole
    /// pixels, and rounding positions instead of advances would space the same letter pair
    /// unevenly along a line.
    mutating func add(_ glyph: UInt32, face: Int, advance: Int32, offset: (x: Int32, y: Int32), cluster: UInt32) {
      let unit = faces[face].glyphScale / 64
      glyphs.append(
        ShapedGlyph(
          face: face, glyph: glyph, x: pen + (Double(offset.x) * unit).rounded(),
          y: -(Double(offset.y) * unit).rounded(), cluster: Int(cluster)))
      pen += (Double(advance) * unit).rounded()
    }

    var shaped: ShapedText { ShapedText(faces: faces, glyphs: glyphs, advance: pen) }
  }
}
