import CX11

/// An X Render Picture this process created; freed in `deinit`. Keeps its display alive.
final class XPicture {
  /// The display the picture lives on.
  let display: XDisplay
  /// The Picture id.
  let id: UInt

  /// Takes ownership of `id`.
  init(display: XDisplay, id: UInt) {
    self.display = display
    self.id = id
  }

  deinit {
    XRenderFreePicture(display.pointer, id)
  }
}
