import CX11
import Scenes
import TextShaping

/// The fonts text is measured and drawn with: a `TextShaper` (fontconfig, FreeType, HarfBuzz;
/// no X) for layout and glyph positions, and the Xft font opened from each of its faces' own
/// fontconfig patterns to draw the glyphs by index. Measuring and drawing therefore use the same
/// faces at the same sizes, and glyphs land where the layout measured them. Keeps its display
/// alive.
package final class FontCache {
  /// The display fonts are opened on.
  package let display: XDisplay
  /// Shapes and measures text; shared with `metrics`.
  package let shaper: TextShaper
  private var xftFonts: [Int: XftFontHandle] = [:]

  /// Opens the fonts at `scale` pixels per point.
  ///
  /// - Parameters:
  ///   - display: The connection.
  ///   - scale: Pixels per point (use the window's scale).
  ///   - usesFallback: Whether to look for fallback faces per cluster (default true).
  /// - Throws: `X11Error.noFont` when no font at all can be opened.
  package init(display: XDisplay, scale: Double, usesFallback: Bool = true) throws {
    self.display = display
    do {
      shaper = TextShaper(library: try FontLibrary(scale: scale, usesFallback: usesFallback))
    } catch {
      throw X11Error.noFont(pattern: FontSpec.defaultFamily)
    }
  }

  /// Fonts for `window`: its display and its scale (so text sizes match the renderer's).
  package convenience init(window: XWindow, usesFallback: Bool = true) throws {
    try self.init(display: window.display, scale: window.scale, usesFallback: usesFallback)
  }

  /// Device pixels per point.
  package var scale: Double { shaper.library.scale }

  /// Layout metrics from the same shaper (and so the same faces) that draws.
  package var metrics: ShapingTextMetrics { ShapingTextMetrics(shaper: shaper) }

  /// The file of the primary font `spec` resolves to.
  package func primaryFontFile(for spec: FontSpec) -> String? {
    shaper.library.primaryFontFile(for: spec)
  }

  /// The Xft font for `face`, opened from a copy of its fontconfig pattern (same file, index,
  /// pixel size and rendering settings); nil when Xft cannot open it.
  func xftFont(for face: FontFace) -> XftFontHandle? {
    if let font = xftFonts[face.id] { return font }
    guard let pattern = FcPatternDuplicate(face.pattern) else { return nil }
    // XftFontOpenPattern owns the pattern when it succeeds.
    guard let font = XftFontOpenPattern(display.pointer, pattern) else {
      FcPatternDestroy(pattern)
      return nil
    }
    let handle = XftFontHandle(display: display, font: font)
    xftFonts[face.id] = handle
    return handle
  }
}
