import CX11
import CX11Testing
import Glibc

/// A second, raw Xlib connection playing the window manager or the user in tests: it sends
/// client messages, fake keys (XTEST) and reads properties, independently of the code under test.
package final class TestClient {
  package let display: OpaquePointer

  package init(displayName: String) throws {
    guard let display = XOpenDisplay(displayName) else {
      throw TestFailure("test client cannot open \(displayName)")
    }
    self.display = display
  }

  deinit { XCloseDisplay(display) }

  package func atom(_ name: String) -> UInt { XInternAtom(display, name, 0) }

  /// Sends a `WM_PROTOCOLS` client message carrying `protocolName` to `window`, as a window
  /// manager would.
  package func sendProtocol(_ protocolName: String, to window: UInt) {
    var event = XEvent()
    event.xclient.type = ClientMessage
    event.xclient.window = window
    event.xclient.message_type = atom("WM_PROTOCOLS")
    event.xclient.format = 32
    event.xclient.data.l.0 = Int(bitPattern: atom(protocolName))
    event.xclient.data.l.1 = Int(CurrentTime)
    event.xclient.data.l.2 = Int(bitPattern: window)
    XSendEvent(display, window, 0, NoEventMask, &event)
    XFlush(display)
  }

  /// The window that has the input focus.
  package func focusedWindow() -> UInt {
    var window: UInt = 0
    var revert: Int32 = 0
    XGetInputFocus(display, &window, &revert)
    return window
  }

  /// Presses and releases the key for `keysym` through XTEST (real server input events).
  package func tapKey(_ keysym: Int32, withShift: Bool = false) {
    let code = UInt32(XKeysymToKeycode(display, KeySym(keysym)))
    let shift = UInt32(XKeysymToKeycode(display, KeySym(XK_Shift_L)))
    if withShift { XTestFakeKeyEvent(display, shift, 1, 0) }
    XTestFakeKeyEvent(display, code, 1, 0)
    XTestFakeKeyEvent(display, code, 0, 0)
    if withShift { XTestFakeKeyEvent(display, shift, 0, 0) }
    XSync(display, 0)
  }

  /// Presses (without releasing) the key for `keysym`, or releases it.
  package func setKey(_ keysym: Int32, down: Bool) {
    let code = UInt32(XKeysymToKeycode(display, KeySym(keysym)))
    XTestFakeKeyEvent(display, code, down ? 1 : 0, 0)
    XSync(display, 0)
  }

  /// A property of `window` as text, or nil when it is not set.
  package func stringProperty(_ name: String, of window: UInt) -> String? {
    var type: UInt = 0
    var format: Int32 = 0
    var count: UInt = 0
    var remaining: UInt = 0
    var data: UnsafeMutablePointer<UInt8>?
    guard
      XGetWindowProperty(
        display, window, atom(name), 0, 1 << 16, 0, UInt(AnyPropertyType), &type, &format, &count,
        &remaining, &data) == Success, let data
    else { return nil }
    defer { XFree(data) }
    return String(decoding: UnsafeBufferPointer(start: data, count: Int(count)), as: UTF8.self)
  }

  /// Fills `window` with black straight on the server, bypassing its back buffer, then asks the
  /// server to expose the whole window (as uncovering it would).
  package func scribbleAndExpose(_ window: UInt) {
    let gc = XCreateGC(display, window, 0, nil)
    XSetForeground(display, gc, XBlackPixel(display, XDefaultScreen(display)))
    XFillRectangle(display, window, gc, 0, 0, 10_000, 10_000)
    XFreeGC(display, gc)
    XClearArea(display, window, 0, 0, 0, 0, 1)
    XSync(display, 0)
  }

  /// The pixel at (`x`, `y`) of a viewable `window` as 0xRRGGBB.
  package func pixel(of window: UInt, x: Int32, y: Int32) -> UInt {
    guard let image = XGetImage(display, window, x, y, 1, 1, XAllPlanes(), ZPixmap) else { return .max }
    defer { _ = image.pointee.f.destroy_image(image) }
    return image.pointee.f.get_pixel(image, 0, 0) & 0xff_ffff
  }

  /// `WM_CLASS` of `window` as (instance, class).
  package func classHint(of window: UInt) -> (String, String)? {
    var hint = XClassHint()
    guard XGetClassHint(display, window, &hint) != 0 else { return nil }
    defer {
      XFree(hint.res_name)
      XFree(hint.res_class)
    }
    guard let name = hint.res_name, let className = hint.res_class else { return nil }
    return (String(cString: name), String(cString: className))
  }

  /// Pastes the `CLIPBOARD` selection as `UTF8_STRING`, as an editor would: asks its owner to
  /// convert it into a property of a window of ours, waits (up to `timeout` seconds) for the
  /// SelectionNotify, and reads the property. Nil when nobody owns it or it is refused. Text
  /// larger than one request (INCR) is not handled here.
  package func pasteClipboard(timeout: Double = 10) -> String? {
    let root = XDefaultRootWindow(display)
    let window = XCreateSimpleWindow(display, root, 0, 0, 1, 1, 0, 0, 0)
    defer { XDestroyWindow(display, window) }
    let property = atom("MOTION_PREVIEW_PASTE")
    XConvertSelection(display, atom("CLIPBOARD"), atom("UTF8_STRING"), property, window, UInt(CurrentTime))
    XFlush(display)
    var event = XEvent()
    let deadline = monotonicNow() + timeout
    while XCheckTypedWindowEvent(display, window, SelectionNotify, &event) == 0 {
      guard monotonicNow() < deadline else { return nil }
      usleep(10_000)
    }
    guard event.xselection.property != 0 else { return nil }
    return stringProperty("MOTION_PREVIEW_PASTE", of: window)
  }
}
