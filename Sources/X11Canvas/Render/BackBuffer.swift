import CX11
import Export
import Scenes

/// The off-screen Pixmap a frame is drawn into, with its XftDraw and X Render Picture.
///
/// Owns the Pixmap and the XftDraw (which owns the Picture); frees both in `deinit`.
final class BackBuffer {
  /// The display the pixmap lives on; kept alive by this buffer.
  let display: XDisplay
  /// The Pixmap, same depth as the window.
  let pixmap: UInt
  /// The XftDraw on `pixmap`.
  let draw: OpaquePointer
  /// The X Render Picture of `pixmap` (owned by `draw`).
  let picture: UInt
  /// Size in pixels.
  let width: Int
  /// Size in pixels.
  let height: Int
  /// The frame whose pixels the buffer holds, if a renderer drew the whole of it (nil for a new
  /// buffer, whose pixels are only a fill and a copy of the old one).
  var drawnFrame: Frame?
  /// The renderer that drew `drawnFrame` (weak: a renderer that is gone drew nothing we can
  /// trust, and another one may draw with other fonts).
  weak var drawnBy: Renderer?
  /// The rectangles drawn since this buffer was last presented, in pixels, which is all a
  /// present copies; nil when the whole buffer must be copied.
  var unpresented: [PixelRect]? = nil

  /// Creates a `width`×`height` pixel buffer for a window of `display` and fills it with `fill`, then copies
  /// `previous` into its top-left corner (NorthWest gravity, as the window does).
  init?(display: XDisplay, width: Int, height: Int, fill: XRenderColor,
    previous: BackBuffer?, gc: OpaquePointer)
  {
    let dpy = display.pointer
    // Made on the root window (the same screen), not on the window: creating it still works
    // when another client has destroyed the window.
    let pixmap = XCreatePixmap(dpy, display.root, UInt32(width), UInt32(height), UInt32(display.depth))
    guard let draw = XftDrawCreate(dpy, pixmap, display.visual, display.colormap) else {
      XFreePixmap(dpy, pixmap)
      return nil
    }
    self.display = display
    self.pixmap = pixmap
    self.draw = draw
    picture = XftDrawPicture(draw)
    self.width = width
    self.height = height
    var color = fill
    XRenderFillRectangle(dpy, PictOpSrc, picture, &color, 0, 0, UInt32(width), UInt32(height))
    if let previous {
      XCopyArea(
        dpy, previous.pixmap, pixmap, gc, 0, 0, UInt32(min(width, previous.width)),
        UInt32(min(height, previous.height)), 0, 0)
    }
  }

  deinit {
    XftDrawDestroy(draw)
    XFreePixmap(display.pointer, pixmap)
  }
}
