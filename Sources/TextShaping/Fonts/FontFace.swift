internal import CTextShaping

/// One font file at one pixel size, opened with FreeType from a fontconfig match: the face that
/// shapes text and the pattern the drawing side opens the very same font from.
///
/// Its vertical metrics are whole pixels rounded up from FreeType's scaled metrics, which is how
/// Xft computes `XftFont.ascent`, `descent` and `height`, so a window and `--frame-json` lay
/// out the same lines.
package final class FontFace {
  /// Unique within its `FontLibrary`; the drawing side keys its fonts by it.
  package let id: Int
  /// The fully substituted fontconfig pattern (`FcPattern *`) this face was opened from: file,
  /// index, pixel size, hinting, antialiasing. Owned by the face; copy it to keep it longer.
  package let pattern: OpaquePointer
  /// The font file.
  package let file: String
  /// The requested em size in device pixels.
  package let pixelSize: Double
  /// True for a colour font (colour emoji bitmaps or layers).
  package let isColor: Bool
  /// The whole-pixel ascent, descent and line height (Xft's rounding: up to whole pixels).
  package let ascent: Int
  package let descent: Int
  package let height: Int
  /// The font's underline and strikeout strokes, in pixels: each stroke's middle from the
  /// baseline (the underline's downwards, the strikeout's upwards) and its thickness, from its
  /// `post` and `OS/2` tables (FreeType's `underline_position` is already the middle; the OS/2
  /// table gives the strikeout's top). Nil for a face without them (a bitmap font).
  package let underline: (position: Double, thickness: Double)?
  package let strikeout: (position: Double, thickness: Double)?
  /// FreeType's face, sized to `pixelSize` (or to its nearest bitmap strike).
  let face: FT_Face
  /// The FreeType load flags that fontconfig's hinting settings ask for, as Xft computes them:
  /// advances depend on them.
  let loadFlags: Int32
  /// Device pixels per pixel of the face as sized: 1 for most faces; the pattern's matrix
  /// scale, and `pixelSize / strike` for a face of bitmap strikes only (Noto Color Emoji), which
  /// Xft scales to the requested size as it draws.
  let glyphScale: Double
  /// The FreeType library the face belongs to, kept alive until the face is done.
  private let library: FreeTypeLibrary

  init?(id: Int, pattern: OpaquePointer, library: FreeTypeLibrary) {
    var fileName: UnsafeMutablePointer<FcChar8>?
    guard FcPatternGetString(pattern, FC_FILE, 0, &fileName) == FcResultMatch, let fileName else {
      return nil
    }
    var index: Int32 = 0
    if FcPatternGetInteger(pattern, FC_INDEX, 0, &index) != FcResultMatch { index = 0 }
    var size = 0.0
    guard FcPatternGetDouble(pattern, FC_PIXEL_SIZE, 0, &size) == FcResultMatch, size.isFinite,
      size > 0
    else { return nil }
    var face: FT_Face?
    guard FT_New_Face(library.handle, fileName, FT_Long(index), &face) == 0, let face else { return nil }
    var glyphScale = 1.0
    if face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 {
      // 26.6 pixels at 72 dpi (resolution 0), as Xft sizes its faces.
      guard FT_Set_Char_Size(face, 0, FT_F26Dot6((size * 64).rounded()), 0, 0) == 0 else {
        FT_Done_Face(face)
        return nil
      }
    } else {
      // Bitmap strikes only: choose the strike closest to the size, then scale positions.
      let count = Int(face.pointee.num_fixed_sizes)
      guard count > 0, let sizes = face.pointee.available_sizes else {
        FT_Done_Face(face)
        return nil
      }
      var best = 0
      for strike in 1..<max(count, 1) where
        abs(Double(sizes[strike].y_ppem) / 64 - size) < abs(Double(sizes[best].y_ppem) / 64 - size)
      {
        best = strike
      }
      guard FT_Select_Size(face, Int32(best)) == 0 else {
        FT_Done_Face(face)
        return nil
      }
      glyphScale = size / (Double(sizes[best].y_ppem) / 64)
    }
    // fontconfig scales bitmap fonts to the requested size with a matrix (10-scale-bitmap-fonts:
    // Noto Color Emoji matches at its 109 px strike with a matrix of size / 109), which Xft
    // applies as it draws; advances scale with its horizontal factor, heights with its vertical.
    var matrix: UnsafeMutablePointer<FcMatrix>?
    var verticalScale = glyphScale
    if FcPatternGetMatrix(pattern, FC_MATRIX, 0, &matrix) == FcResultMatch, let matrix,
      matrix.pointee.xx > 0, matrix.pointee.yy > 0
    {
      glyphScale *= matrix.pointee.xx
      verticalScale *= matrix.pointee.yy
    }
    var color: FcBool = 0
    if FcPatternGetBool(pattern, FC_COLOR, 0, &color) != FcResultMatch { color = 0 }

    self.id = id
    self.library = library
    self.pattern = pattern
    self.file = String(cString: fileName)
    self.pixelSize = size
    self.isColor = color != 0
    self.face = face
    self.loadFlags = Self.loadFlags(pattern)
    self.glyphScale = glyphScale
    let metrics = face.pointee.size.pointee.metrics
    ascent = Self.ceilPixels(Double(metrics.ascender) * verticalScale)
    descent = Self.ceilPixels(-Double(metrics.descender) * verticalScale)
    height = Self.ceilPixels(Double(metrics.height) * verticalScale)
    func pixels(_ units: Int) -> Double { Double(FT_MulFix(FT_Long(units), metrics.y_scale)) / 64 * verticalScale }
    let isScalable = face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0
    underline =
      isScalable && face.pointee.underline_thickness > 0
      ? (-pixels(Int(face.pointee.underline_position)), pixels(Int(face.pointee.underline_thickness))) : nil
    if isScalable, let table = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
      let os2 = table.assumingMemoryBound(to: TT_OS2.self).pointee
      strikeout =
        os2.yStrikeoutSize > 0
        ? (pixels(Int(os2.yStrikeoutPosition)) - pixels(Int(os2.yStrikeoutSize)) / 2, pixels(Int(os2.yStrikeoutSize))) : nil
    } else {
      strikeout = nil
    }
  }

  deinit {
    if let madeHarfBuzzFont { hb_font_destroy(madeHarfBuzzFont) }
    FT_Done_Face(face)
    FcPatternDestroy(pattern)
  }

  /// This face as a HarfBuzz font with its own load flags, made once: HarfBuzz keeps its shape
  /// plans (the font's lookups compiled for a script and direction, about a million
  /// instructions to make) on the font's face, so a face made for each run, as libraqm 0.7
  /// makes them, starts with none.
  var harfBuzzFont: OpaquePointer? {
    if madeHarfBuzzFont == nil, let font = hb_ft_font_create_referenced(face) {
      hb_ft_font_set_load_flags(font, loadFlags)
      madeHarfBuzzFont = font
    }
    return madeHarfBuzzFont
  }
  private var madeHarfBuzzFont: OpaquePointer?

  /// True when the face maps `scalar` to a glyph.
  func hasGlyph(_ scalar: UInt32) -> Bool {
    FT_Get_Char_Index(face, FT_ULong(scalar)) != 0
  }

  /// 26.6 fixed point rounded up to whole pixels (FreeType's FT_CEIL, as Xft rounds).
  private static func ceilPixels(_ value: Double) -> Int {
    Int((value / 64).rounded(.up))
  }

  /// FreeType load flags from the pattern's rendering settings, the way Xft derives them
  /// (`XftFontInfoFill`): antialiasing, hinting and hint style, autohinting, embedded bitmaps.
  private static func loadFlags(_ pattern: OpaquePointer) -> Int32 {
    var flags = Int32(FT_LOAD_DEFAULT) | Int32(FT_LOAD_COLOR)
    func bool(_ name: String, _ fallback: Bool) -> Bool {
      var value: FcBool = 0
      return FcPatternGetBool(pattern, name, 0, &value) == FcResultMatch ? value != 0 : fallback
    }
    var hintStyle: Int32 = Int32(FC_HINT_FULL)
    if FcPatternGetInteger(pattern, FC_HINT_STYLE, 0, &hintStyle) != FcResultMatch {
      hintStyle = Int32(FC_HINT_FULL)
    }
    if bool(FC_ANTIALIAS, true) {
      if hintStyle == Int32(FC_HINT_NONE) {
        flags |= Int32(FT_LOAD_NO_HINTING)
      } else if hintStyle == Int32(FC_HINT_SLIGHT) {
        flags |= ctextshaping_load_target_light
      }
    } else {
      flags |= ctextshaping_load_target_mono
    }
    if !bool(FC_HINTING, true) { flags |= Int32(FT_LOAD_NO_HINTING) }
    if bool(FC_AUTOHINT, false) { flags |= Int32(FT_LOAD_FORCE_AUTOHINT) }
    if !bool(FC_EMBEDDED_BITMAP, true) { flags |= Int32(FT_LOAD_NO_BITMAP) }
    return flags
  }
}

/// One FreeType library instance; faces keep it alive, so it is done only after its last face.
final class FreeTypeLibrary {
  /// The library.
  let handle: FT_Library

  init?() {
    var library: FT_Library?
    guard FT_Init_FreeType(&library) == 0, let library else { return nil }
    handle = library
  }

  deinit {
    FT_Done_FreeType(handle)
  }
}
