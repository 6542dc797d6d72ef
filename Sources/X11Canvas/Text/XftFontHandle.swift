import CX11

/// One reference to an open Xft font; closes it in `deinit`. Keeps its display alive.
final class XftFontHandle {
  /// The display the font was opened on.
  let display: XDisplay
  /// The open font (Xft reference-counts fonts that share a pattern; this holds one reference).
  let font: UnsafeMutablePointer<XftFont>

  /// Takes over one reference to `font`.
  init(display: XDisplay, font: UnsafeMutablePointer<XftFont>) {
    self.display = display
    self.font = font
  }

  deinit {
    XftFontClose(display.pointer, font)
  }

  /// True when the font has a glyph for the Unicode scalar `codepoint`.
  func hasGlyph(_ codepoint: UInt32) -> Bool {
    XftCharExists(display.pointer, font, codepoint) != 0
  }

  /// The pen advance of `count` scalars at `characters`, in pixels (`XGlyphInfo.xOff`).
  func advance(_ characters: UnsafePointer<UInt32>, count: Int) -> Int {
    var extents = XGlyphInfo()
    XftTextExtents32(display.pointer, font, characters, Int32(count), &extents)
    return Int(extents.xOff)
  }
}
