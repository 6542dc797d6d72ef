import CX11
import Scenes

/// Resolves `FontSpec`s to Xft fonts (with per-character fallback) and keeps them open, so that
/// text is measured and drawn with the same fonts. Keeps its display alive.
///
/// A spec's `family` is a fontconfig pattern (`"Inter,DejaVu Sans"`, `"Inter:bold"`). Unless the
/// pattern sets them, the size is added as `FC_PIXEL_SIZE = size × scale` and the weight as the
/// spec's OpenType weight, and DejaVu Sans is appended as the last family to try.
package final class FontCache {
  /// The display fonts are opened on.
  package let display: XDisplay
  /// Device pixels per point (more than 0): a 17 pt font opens at 17 × scale pixels.
  package let scale: Double
  /// When false, characters the primary font lacks draw as its missing-glyph box (for tests).
  package let usesFallback: Bool
  private var sets: [FontSpec: FontSet] = [:]
  /// The set for the default spec, which always opened; stands in for a spec that fails.
  private let defaultSet: FontSet

  /// The family appended to every pattern as the last resort.
  package static let fallbackFamily = "DejaVu Sans"
  /// The most font sets kept open; beyond it the cache is emptied and refilled on demand.
  private static let setLimit = 64

  /// Opens the default font (`FontSpec.defaultFamily`, 17 pt) to prove fonts work.
  ///
  /// - Parameters:
  ///   - display: The connection.
  ///   - scale: Pixels per point (use the window's scale).
  ///   - usesFallback: Whether to look for fallback fonts per character (default true).
  /// - Throws: `X11Error.noFont` when no font at all can be opened.
  package init(display: XDisplay, scale: Double, usesFallback: Bool = true) throws {
    self.display = display
    self.scale = scale
    self.usesFallback = usesFallback
    let spec = FontSpec(size: 17)
    guard
      let primary = Self.openPrimary(spec, display: display, scale: scale)
        ?? Self.openPrimary(FontSpec(family: "sans-serif", size: 17), display: display, scale: scale)
    else { throw X11Error.noFont(pattern: spec.family) }
    defaultSet = FontSet(primary: primary, usesFallback: usesFallback)
    sets[spec] = defaultSet
  }

  /// Fonts for `window`: its display and its scale (so text sizes match the renderer's).
  package convenience init(window: XWindow, usesFallback: Bool = true) throws {
    try self.init(display: window.display, scale: window.scale, usesFallback: usesFallback)
  }

  /// The fonts for `spec`; a spec whose pattern matches nothing uses the default font.
  func fontSet(for spec: FontSpec) -> FontSet {
    if let set = sets[spec] { return set }
    if sets.count >= Self.setLimit { sets.removeAll(keepingCapacity: true) }
    let set =
      Self.openPrimary(spec, display: display, scale: scale).map {
        FontSet(primary: $0, usesFallback: usesFallback)
      } ?? defaultSet
    sets[spec] = set
    return set
  }

  /// The file of the primary font `spec` resolves to (for diagnostics and tests), if known.
  package func primaryFontFile(for spec: FontSpec) -> String? {
    var file: UnsafeMutablePointer<FcChar8>?
    guard FcPatternGetString(fontSet(for: spec).primary.font.pointee.pattern, FC_FILE, 0, &file)
      == FcResultMatch, let file
    else { return nil }
    return String(cString: file)
  }

  private static func openPrimary(_ spec: FontSpec, display: XDisplay, scale: Double)
    -> XftFontHandle?
  {
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
      if let family, String(cString: family) == fallbackFamily { hasFallbackFamily = true }
      index += 1
    }
    if !hasFallbackFamily { FcPatternAddString(pattern, FC_FAMILY, fallbackFamily) }
    var result = FcResultNoMatch
    guard let match = XftFontMatch(display.pointer, display.screen, pattern, &result) else {
      return nil
    }
    // XftFontOpenPattern owns `match` when it succeeds.
    guard let font = XftFontOpenPattern(display.pointer, match) else {
      FcPatternDestroy(match)
      return nil
    }
    return XftFontHandle(display: display, font: font)
  }
}
