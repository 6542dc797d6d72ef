import Scenes

/// Something the user or the window system did, as the run loop hands it to its delegate.
package enum InputEvent: Hashable, Sendable {
  /// A key went down (or auto-repeated while held; see `KeyEvent.isRepeat`).
  case key(KeyEvent)
  /// A mouse button went down at a position in points from the window's top-left corner.
  /// `button` is X's number: 1 left, 2 middle, 3 right, 4/5 wheel up/down.
  case buttonPress(Point, button: Int)
  /// The pointer moved to a position in points while button 1 was held (a drag).
  case pointerDragged(Point)
  /// A mouse button went up at a position in points (see `buttonPress` for the numbers).
  case buttonRelease(Point, button: Int)
  /// The window's size changed (several resizes in one batch of events are coalesced; the last
  /// size wins). The size is in points.
  case resized(Size)
  /// The window manager asked the window to close (`WM_DELETE_WINDOW`). The run loop ends with
  /// status 0 after the delegate has seen it, unless the delegate returns `.exit` with another.
  case closeRequested
}
