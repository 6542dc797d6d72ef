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

  /// The process IDs of the server's clients (local ones; the X-Resource extension's client
  /// IDs), this connection included; nil when the extension cannot say.
  package func clientPIDs() -> [Int32]? {
    var eventBase: Int32 = 0
    var errorBase: Int32 = 0
    guard XResQueryExtension(display, &eventBase, &errorBase) != 0 else { return nil }
    // Client 0 with the PID mask: every client's PID.
    var spec = XResClientIdSpec(client: 0, mask: UInt32(XRES_CLIENT_ID_PID_MASK.rawValue))
    var count = 0
    var values: UnsafeMutablePointer<XResClientIdValue>?
    guard XResQueryClientIds(display, 1, &spec, &count, &values) == 0, let values else { return nil }
    defer { XResClientIdsDestroy(count, values) }
    return (0..<count).map { XResGetClientPid(values + $0) }.filter { $0 > 0 }
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

  /// The top-level window whose `WM_NAME` starts with `name`, or nil (the preview's title goes on
  /// to name the files and the preview shown).
  package func window(named name: String) -> UInt? {
    var root: UInt = 0
    var parent: UInt = 0
    var children: UnsafeMutablePointer<UInt>?
    var count: UInt32 = 0
    guard XQueryTree(display, XDefaultRootWindow(display), &root, &parent, &children, &count) != 0, let children
    else { return nil }
    defer { XFree(children) }
    for index in 0..<Int(count) {
      var title: UnsafeMutablePointer<CChar>?
      guard XFetchName(display, children[index], &title) != 0, let title else { continue }
      defer { XFree(title) }
      if String(cString: title).hasPrefix(name) { return children[index] }
    }
    return nil
  }

  /// Destroys `window`, another client's, as `xdotool windowclose` does.
  package func destroy(_ window: UInt) {
    XDestroyWindow(display, window)
    XSync(display, 0)
  }

  /// Resizes `window` (no window manager runs on the test servers, so the server applies it).
  package func resize(_ window: UInt, width: UInt32, height: UInt32) {
    XResizeWindow(display, window, width, height)
    XSync(display, 0)
  }

  /// Sends `window` a synthetic `ConfigureNotify` (send_event set) that claims a size of
  /// `width`×`height`, as any client may.
  package func sendConfigureNotify(to window: UInt, width: Int32, height: Int32) {
    var event = XEvent()
    event.xconfigure.type = ConfigureNotify
    event.xconfigure.event = window
    event.xconfigure.window = window
    event.xconfigure.width = width
    event.xconfigure.height = height
    XSendEvent(display, window, 0, StructureNotifyMask, &event)
    XSync(display, 0)
  }

  /// How many pixels of a viewable `window`'s rectangle are `color` (0xRRGGBB), read in one
  /// `XGetImage`; nil when it cannot be read.
  package func count(_ color: UInt, in window: UInt, x: Int32, y: Int32, width: UInt32, height: UInt32) -> Int? {
    guard let image = XGetImage(display, window, x, y, width, height, XAllPlanes(), ZPixmap) else { return nil }
    defer { _ = image.pointee.f.destroy_image(image) }
    var n = 0
    for row in 0..<Int32(height) {
      for column in 0..<Int32(width) where image.pointee.f.get_pixel(image, column, row) & 0xff_ffff == color {
        n += 1
      }
    }
    return n
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
