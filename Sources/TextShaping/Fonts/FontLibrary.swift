internal import CTextShaping
import Scenes

/// Resolves `FontSpec`s to FreeType faces through fontconfig, without any display: the fonts
/// that text is both measured and drawn with. Keeps the faces open.
///
/// A spec's `family` is a fontconfig pattern (`"Inter,DejaVu Sans"`, `"Inter:bold"`). Unless the
/// pattern sets them, the size is added as `FC_PIXEL_SIZE = size × scale` and the weight as the
/// spec's OpenType weight, and DejaVu Sans is appended as the last family to try.
///
/// Matching follows Xft's own pipeline (`XftFontMatch`: `FcConfigSubstitute`, then
/// `XftDefaultSubstitute`, then `FcDefaultSubstitute` and `FcFontMatch`), except that the
/// defaults `XftDefaultSubstitute` would read from the X server's resources are fixed here (see
/// `addRenderDefaults`), so a window and `--frame-json` without a display match the same faces at
/// the same sizes with the same hinting, and so the same advances.
package final class FontLibrary {
  /// Device pixels per point (more than 0): a 17 pt font opens at 17 × scale pixels.
  package let scale: Double
  /// When false, characters the primary face lacks are not looked for elsewhere (for tests).
  package let usesFallback: Bool
  /// The family appended to every pattern as the last resort.
  package static let fallbackFamily = "DejaVu Sans"
  /// The most face sets kept; beyond it they are dropped and refilled on demand.
  private static let setLimit = 64

  private let library: FreeTypeLibrary
  private var sets: [FontSpec: FaceSet] = [:]
  /// The spec `faces(for:)` was last asked for, and its set.
  private var lastLookUp: (spec: FontSpec, set: FaceSet)?
  private var faces: [String: FontFace] = [:]
  private var nextID = 0
  /// The set for the default spec, which always opened; stands in for a spec that fails.
  /// Implicitly unwrapped only because a set refers back to its library: `init` assigns it
  /// (or throws) before anything can read it.
  private var defaultSet: FaceSet!

  /// Opens FreeType and the default font (`FontSpec.defaultFamily`, 17 pt) to prove fonts work.
  ///
  /// - Parameters:
  ///   - scale: Pixels per point, more than 0.
  ///   - usesFallback: Whether to look for fallback fonts per character cluster (default true).
  /// - Throws: `TextShapingError` when FreeType or every font fails.
  package init(scale: Double, usesFallback: Bool = true) throws(TextShapingError) {
    guard FcInit() != 0, let library = FreeTypeLibrary() else { throw .noFontLibrary }
    self.library = library
    self.scale = scale.isFinite && scale > 0 ? scale : 1
    self.usesFallback = usesFallback
    let spec = FontSpec(size: 17)
    guard
      let primary = openPrimary(spec)
        ?? openPrimary(FontSpec(family: "sans-serif", size: 17))
    else { throw .noFont(pattern: spec.family) }
    defaultSet = FaceSet(primary: primary, library: self)
    sets[spec] = defaultSet
  }

  /// The faces for `spec`; a spec whose pattern matches nothing uses the default font.
  package func faces(for spec: FontSpec) -> FaceSet {
    // Runs of one paragraph ask for one font in turn: the last answer is kept by itself, as
    // comparing a spec costs less than hashing it.
    if let last = lastLookUp, last.spec == spec { return last.set }
    if let set = sets[spec] {
      lastLookUp = (spec, set)
      return set
    }
    if sets.count >= Self.setLimit { sets.removeAll(keepingCapacity: true) }
    let set = openPrimary(spec).map { FaceSet(primary: $0, library: self) } ?? defaultSet!
    sets[spec] = set
    lastLookUp = (spec, set)
    return set
  }

  /// The file of the primary face `spec` resolves to.
  package func primaryFontFile(for spec: FontSpec) -> String {
    faces(for: spec).primary.file
  }

  // MARK: - Matching

  private func openPrimary(_ spec: FontSpec) -> FontFace? {
    guard let pattern = FcNameParse(spec.family) else { return nil }
    defer { FcPatternDestroy(pattern) }
    var value = FcValue()
    if FcPatternGet(pattern, FC_PIXEL_SIZE, 0, &value) != FcResultMatch,
      FcPatternGet(pattern, FC_SIZE, 0, &value) != FcResultMatch
    {
      FcPatternAddDouble(pattern, FC_PIXEL_SIZE, max(1, spec.size * scale))
    }
    if FcPatternGet(pattern, FC_WEIGHT, 0, &value) != FcResultMatch {
      FcPatternAddInteger(pattern, FC_WEIGHT, FcWeightFromOpenType(Int32(spec.weight.rawValue)))
    }
    var family: UnsafeMutablePointer<FcChar8>?
    var hasFallbackFamily = false
    var index: Int32 = 0
    while FcPatternGetString(pattern, FC_FAMILY, index, &family) == FcResultMatch {
      if let family, String(cString: family) == Self.fallbackFamily { hasFallbackFamily = true }
      index += 1
    }
    if !hasFallbackFamily { FcPatternAddString(pattern, FC_FAMILY, Self.fallbackFamily) }
    substitute(pattern)
    var result = FcResultNoMatch
    guard let match = FcFontMatch(nil, pattern, &result) else { return nil }
    return face(for: match)
  }

  /// Fallback searches run so far (`FcFontSort` calls), for tests and statistics.
  package private(set) var fallbackSearchCount = 0

  /// Every character some installed font has: the union of their charsets, built on first use.
  /// A character outside it needs no search (which costs about a millisecond and a half with
  /// Noto installed), so text of thousands of distinct unassigned or unsupported characters
  /// lays out in linear time.
  private var installedCharacters: OpaquePointer?
  private var hasListedInstalledCharacters = false

  /// False when no installed font has `scalar`; true when one may (or when that is unknown).
  func isInstalled(_ scalar: UInt32) -> Bool {
    if !hasListedInstalledCharacters {
      hasListedInstalledCharacters = true
      installedCharacters = Self.listInstalledCharacters()
    }
    guard let installedCharacters else { return true }
    return FcCharSetHasChar(installedCharacters, scalar) != 0
  }

  private static func listInstalledCharacters() -> OpaquePointer? {
    guard let pattern = FcPatternCreate(), let objects = FcObjectSetCreate() else { return nil }
    defer {
      FcPatternDestroy(pattern)
      FcObjectSetDestroy(objects)
    }
    FcObjectSetAdd(objects, FC_CHARSET)
    guard let fonts = FcFontList(nil, pattern, objects), let union = FcCharSetCreate() else {
      return nil
    }
    defer { FcFontSetDestroy(fonts) }
    for index in 0..<Int(fonts.pointee.nfont) {
      var charset: OpaquePointer?
      if let font = fonts.pointee.fonts[index],
        FcPatternGetCharSet(font, FC_CHARSET, 0, &charset) == FcResultMatch, let charset
      {
        FcCharSetMerge(union, charset, nil)
      }
    }
    return union
  }

  deinit {
    if let installedCharacters { FcCharSetDestroy(installedCharacters) }
  }

  /// Counts a fallback search.
  func noteFallbackSearch() {
    fallbackSearchCount += 1
  }

  /// Runs fontconfig's configuration and defaults over a query, as `XftFontMatch` does.
  func substitute(_ pattern: OpaquePointer) {
    FcConfigSubstitute(nil, pattern, FcMatchPattern)
    addRenderDefaults(pattern)
    FcDefaultSubstitute(pattern)
  }

  /// What `XftDefaultSubstitute` adds when neither the pattern nor fontconfig's configuration
  /// set it, with the values Xft uses when the X server has no `Xft.*` resources (Xvfb, a bare
  /// X server), fixed so that no display is needed:
  /// - antialiasing on, hinting on, hint style full (Debian's configuration makes it slight
  ///   before this runs), no autohinter, embedded bitmaps allowed (Xft's defaults);
  /// - sub-pixel order none: text is composited with alpha and gradients, where sub-pixel
  ///   colour fringes would be wrong (Xft would ask the server; it only changes rasterising);
  /// - dpi 72 and scale = the window's scale, so a `size=` in the pattern means points at 1 pt =
  ///   1 px × scale, like every other size in the preview (Xft would use the screen's dpi).
  private func addRenderDefaults(_ pattern: OpaquePointer) {
    var value = FcValue()
    func missing(_ name: String) -> Bool {
      FcPatternGet(pattern, name, 0, &value) != FcResultMatch
    }
    if missing(FC_ANTIALIAS) { FcPatternAddBool(pattern, FC_ANTIALIAS, 1) }
    if missing(FC_HINTING) { FcPatternAddBool(pattern, FC_HINTING, 1) }
    if missing(FC_HINT_STYLE) { FcPatternAddInteger(pattern, FC_HINT_STYLE, Int32(FC_HINT_FULL)) }
    if missing(FC_AUTOHINT) { FcPatternAddBool(pattern, FC_AUTOHINT, 0) }
    if missing(FC_EMBEDDED_BITMAP) { FcPatternAddBool(pattern, FC_EMBEDDED_BITMAP, 1) }
    if missing(FC_RGBA) { FcPatternAddInteger(pattern, FC_RGBA, Int32(FC_RGBA_NONE)) }
    if missing(FC_LCD_FILTER) { FcPatternAddInteger(pattern, FC_LCD_FILTER, Int32(FC_LCD_DEFAULT)) }
    if missing(FC_MINSPACE) { FcPatternAddBool(pattern, FC_MINSPACE, 0) }
    if missing(FC_DPI) { FcPatternAddDouble(pattern, FC_DPI, 72) }
    if missing(FC_SCALE) { FcPatternAddDouble(pattern, FC_SCALE, scale) }
  }

  /// The open face for a matched pattern (taking ownership of `match`): one per file, index,
  /// pixel size and emboldening, shared by every set that matches it.
  func face(for match: OpaquePointer) -> FontFace? {
    var file: UnsafeMutablePointer<FcChar8>?
    var index: Int32 = 0
    var size = 0.0
    var embolden: FcBool = 0
    guard FcPatternGetString(match, FC_FILE, 0, &file) == FcResultMatch, let file,
      FcPatternGetDouble(match, FC_PIXEL_SIZE, 0, &size) == FcResultMatch
    else {
      FcPatternDestroy(match)
      return nil
    }
    _ = FcPatternGetInteger(match, FC_INDEX, 0, &index)
    _ = FcPatternGetBool(match, FC_EMBOLDEN, 0, &embolden)
    let key = "\(String(cString: file))\u{0}\(index)\u{0}\(size)\u{0}\(embolden)"
    if let face = faces[key] {
      FcPatternDestroy(match)
      return face
    }
    guard let face = FontFace(id: nextID, pattern: match, library: library) else {
      FcPatternDestroy(match)
      return nil
    }
    nextID += 1
    faces[key] = face
    return face
  }
}

/// Why fonts could not be opened.
package enum TextShapingError: Error, Equatable, CustomStringConvertible {
  /// fontconfig or FreeType could not be initialised.
  case noFontLibrary
  /// No font at all matched the pattern (not even the fallback family).
  case noFont(pattern: String)

  package var description: String {
    switch self {
    case .noFontLibrary: "cannot initialise fontconfig and FreeType"
    case .noFont(let pattern):
      "no font matches \"\(pattern)\" and no fallback font is installed (install fonts-dejavu-core)"
    }
  }
}
