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
}
