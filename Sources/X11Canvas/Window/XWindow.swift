import CX11
import Export
import Glibc
import Scenes

/// A top-level X window with a back buffer: frames are drawn into an off-screen Pixmap and
/// copied to the window, only where they changed, so nothing flickers.
///
/// The window has the canvas's background colour as its background pixel and NorthWest bit
/// gravity: a resize keeps the old pixels, and the server paints the new area in the background
/// colour at once, so no black shows before the next frame. It announces `WM_DELETE_WINDOW` and
/// `_NET_WM_PING`, and, when no window manager runs (Xvfb), takes the input focus itself once
/// mapped. Keeps its display alive.
///
/// Other clients cannot break it: a `ConfigureNotify` that another client sent (`send_event`)
/// changes no size (ICCCM §4.1.5: sizes come from real events), the back buffer is never larger
/// than the screen, keys held before the window had the focus do nothing until pressed anew
/// (`KeymapNotify`), and a window destroyed by another client is noticed (`isGone`) without
/// X error lines.
package final class XWindow {
  /// The display the window lives on.
  package let display: XDisplay
  /// The X window id.
  package let id: UInt
  /// Device pixels per point for everything drawn in this window (more than 0).
  package let scale: Double
  /// Current width in pixels (at least 1).
  package private(set) var pixelWidth: Int
  /// Current height in pixels (at least 1).
  package private(set) var pixelHeight: Int

  /// The current size in points (pixels / `scale`).
  package var size: Size {
    Size(width: Double(pixelWidth) / scale, height: Double(pixelHeight) / scale)
  }

  /// Where frames are drawn, and what holds the last frame drawn; replaced on resize.
  private(set) var backBuffer: BackBuffer
  /// The other buffer, which frames alternate into while one waits for its vblank
  /// (`swapBuffers`); made when first needed, dropped on resize.
  private var spareBuffer: BackBuffer?
  /// The pixmap Expose events are answered from when it is the spare buffer's (the display link
  /// sets the oldest frame in flight's); else the back buffer, the last frame drawn.
  var exposesFrom: UInt?
  /// The X Pixmap of the back buffer (changes on resize), for reading it back.
  package var backBufferPixmap: UInt { backBuffer.pixmap }
  /// The premultiplied colour newly exposed back-buffer areas are filled with (the last frame's
  /// background); also the window's background pixel, which the server paints where a resize
  /// uncovers the window.
  var clearColor = XRenderColor(red: 0xffff, green: 0xffff, blue: 0xffff, alpha: 0xffff) {
    didSet {
      let pixel = display.pixel(clearColor)
      guard pixel != backgroundPixel, !isGone else { return }
      backgroundPixel = pixel
      XSetWindowBackground(display.pointer, id, pixel)
    }
  }
  /// The window's background pixel (`clearColor`'s).
  private var backgroundPixel: UInt
  /// The largest back buffer in pixels: the screen's size, or the size the window was made
  /// with when that is larger (`--geometry` may ask for more than the screen).
  private let largestSize: (width: Int, height: Int)
  /// Copies back buffer → window; `graphics_exposures` is False so no NoExpose events flood in.
  private let copyGC: OpaquePointer
  /// Pixels `present` has copied to the window so far (each copied rectangle's area), for
  /// tests and statistics.
  package private(set) var pixelsPresented = 0
  private let wmProtocols: UInt
  private let wmDeleteWindow: UInt
  private let netWMPing: UInt
  private var propertyAtoms: [String: UInt] = [:]
  /// Keycodes currently held, to tell auto-repeats from new presses.
  private var heldKeys = Set<UInt32>()
  /// Keycodes that were down when the window got the focus (`KeymapNotify`): their repeats and
  /// their release are not presses of ours, so they do nothing until the key is pressed anew.
  private var keysHeldBeforeFocus = Set<UInt32>()
  /// True once a `DestroyNotify` for this window arrived (another client destroyed it).
  private var destroyNotified = false
  /// The last size a ConfigureNotify reported and not yet applied (coalescing).
  private var pendingSize: (width: Int, height: Int)?
  /// True once `map()` was called.
  package private(set) var isMapped = false
  /// The server time of the last key or button event: ownership of a selection is taken with
  /// the timestamp of the event that asked for it (ICCCM §2.1).
  private var lastUserTime: UInt = 0
  /// The `CLIPBOARD` selection, owned once `copyToClipboard` is called.
  private lazy var clipboard = Clipboard(display: display, window: id)
  /// Reads the back buffer back (`readPixels`); made on first use.
  package private(set) lazy var pixelReader = PixelReader(display: display)
  /// False while the window is unmapped (iconified, on another workspace) after `map()`.
  private var isViewable = false
  /// True while the window is entirely covered by others (`VisibilityNotify`; a compositing
  /// window manager never reports this).
  private var isFullyObscured = false
  /// True when frames drawn now can be seen: mapped and not entirely covered. The display link
  /// draws nothing while it is false.
  package var isShowing: Bool { isViewable && !isFullyObscured }

  /// Creates (but does not map) a window.
  ///
  /// - Parameters:
  ///   - display: The connection.
  ///   - title: The window title (any Unicode; `WM_NAME` gets a Latin-1 approximation).
  ///   - geometry: An `XParseGeometry`-style request in pixels; missing parts use the defaults.
  ///   - defaultSize: The size in points when `geometry` gives none.
  ///   - minimumSize: The smallest size in points the window manager should allow.
  ///   - scale: Pixels per point; nil uses `display.scale`.
  /// - Throws: `X11Error.unsupportedVisual` when the back buffer cannot be created.
  package init(
    display: XDisplay, title: String, geometry: Geometry? = nil,
    defaultSize: Size = Size(width: 800, height: 600),
    minimumSize: Size = Size(width: 200, height: 150), scale: Double? = nil
  ) throws {
    let dpy = display.pointer
    let scale = display.resolvedScale(scale)
    let defaultWidth = max(1, Int((defaultSize.width * scale).rounded()))
    let defaultHeight = max(1, Int((defaultSize.height * scale).rounded()))
    let frame = (geometry ?? Geometry()).frame(
      defaultWidth: defaultWidth, defaultHeight: defaultHeight,
      screenWidth: display.screenWidth, screenHeight: display.screenHeight)

    var attributes = XSetWindowAttributes()
    attributes.bit_gravity = NorthWestGravity
    attributes.colormap = display.colormap
    attributes.border_pixel = 0
    attributes.event_mask =
      ExposureMask | StructureNotifyMask | KeyPressMask | KeyReleaseMask | ButtonPressMask
      | ButtonReleaseMask | Button1MotionMask | FocusChangeMask | VisibilityChangeMask
      | KeymapStateMask
    // The background pixel is the canvas's (white until the first frame says otherwise): with
    // None, a server without a compositor left the area a resize uncovers black until the next
    // frame (558‰ of the window right after 600×400 → 900×600).
    let white = display.pixel(XRenderColor(red: 0xffff, green: 0xffff, blue: 0xffff, alpha: 0xffff))
    attributes.background_pixel = white
    let mask = UInt(CWBackPixel | CWBitGravity | CWColormap | CWBorderPixel | CWEventMask)
    id = XCreateWindow(
      dpy, display.root, Int32(frame.x), Int32(frame.y), UInt32(frame.width),
      UInt32(frame.height), 0, display.depth, UInt32(InputOutput), display.visual, mask,
      &attributes)

    var values = XGCValues()
    values.graphics_exposures = 0
    guard let gc = XCreateGC(dpy, id, UInt(GCGraphicsExposures), &values) else {
      XDestroyWindow(dpy, id)
      throw X11Error.unsupportedVisual(depth: Int(display.depth))
    }
    guard
      let buffer = BackBuffer(
        display: display, width: frame.width, height: frame.height,
        fill: clearColor, previous: nil, gc: gc)
    else {
      XFreeGC(dpy, gc)
      XDestroyWindow(dpy, id)
      throw X11Error.unsupportedVisual(depth: Int(display.depth))
    }
    XErrorRouter.watch(window: id, on: dpy)
    backgroundPixel = white
    largestSize = (max(display.screenWidth, frame.width), max(display.screenHeight, frame.height))
    self.display = display
    self.scale = scale
    copyGC = gc
    backBuffer = buffer
    pixelWidth = frame.width
    pixelHeight = frame.height
    wmProtocols = display.atom("WM_PROTOCOLS")
    wmDeleteWindow = display.atom("WM_DELETE_WINDOW")
    netWMPing = display.atom("_NET_WM_PING")

    var protocols = [wmDeleteWindow, netWMPing]
    XSetWMProtocols(dpy, id, &protocols, Int32(protocols.count))
    setTitle(title)
    setClassHint(name: "motion-preview", className: "MotionPreview")
    setSizeHints(
      minimumWidth: Int((minimumSize.width * scale).rounded()),
      minimumHeight: Int((minimumSize.height * scale).rounded()), geometry: geometry)
    var pid = Int(getpid())
    withUnsafeBytes(of: &pid) { bytes in
      _ = XChangeProperty(
        dpy, id, display.atom("_NET_WM_PID"), display.atom("CARDINAL"), 32, PropModeReplace,
        bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), 1)
    }
  }

  deinit {
    XFreeGC(display.pointer, copyGC)
    if !isGone { XDestroyWindow(display.pointer, id) }
    XFlush(display.pointer)
  }

  /// True once another client destroyed the window (`xdotool windowclose`): its `DestroyNotify`
  /// arrived, or a request on it failed with `BadWindow` or `BadDrawable` (those errors are not
  /// printed). Nothing more is drawn; the display link ends.
  package var isGone: Bool {
    destroyNotified || XErrorRouter.isLost(window: id, on: display.pointer)
  }

  /// Shows the window. The first frame should be drawn and presented right after.
  package func map() {
    XMapWindow(display.pointer, id)
    isMapped = true
    isViewable = true
    XFlush(display.pointer)
  }

  /// Sets the title: `_NET_WM_NAME` as UTF-8 and `WM_NAME` as Latin-1 (dashes and the ellipsis
  /// as their ASCII look-alikes, other characters beyond Latin-1 as `?`).
  package func setTitle(_ title: String) {
    setProperty("_NET_WM_NAME", value: title)
    var latin1: [CChar] = title.unicodeScalars.flatMap { scalar -> [CChar] in
      switch scalar.value {
      case 0x2013, 0x2014: [45]  // en and em dashes: "-"
      case 0x2026: [46, 46, 46]  // "..."
      case ..<256: [CChar(bitPattern: UInt8(scalar.value))]
      default: [63]
      }
    }
    latin1.append(0)
    XStoreName(display.pointer, id, &latin1)
  }

  /// Sets the window property `name` to `value` as `UTF8_STRING` (format 8), replacing any old
  /// value. Other clients (tests, scripts with `xprop`) can read it.
  package func setProperty(_ name: String, value: String) {
    let atom = propertyAtoms[name] ?? display.atom(name)
    propertyAtoms[name] = atom
    let type = propertyAtoms["UTF8_STRING"] ?? display.atom("UTF8_STRING")
    propertyAtoms["UTF8_STRING"] = type
    var value = value
    value.withUTF8 { bytes in
      _ = XChangeProperty(
        display.pointer, id, atom, type, 8, PropModeReplace, bytes.baseAddress,
        Int32(bytes.count))
    }
  }

  /// Puts `text` on the X `CLIPBOARD` selection: the window owns it from the last key or click
  /// on, and answers other clients' requests for it from the event loop (`TARGETS`,
  /// `TIMESTAMP`, `UTF8_STRING`, `TEXT`; large text by `INCR`) until another client takes it.
  /// Returns false when the server did not grant ownership.
  @discardableResult
  package func copyToClipboard(_ text: String) -> Bool {
    clipboard.own(text, at: lastUserTime != 0 ? lastUserTime : UInt(CurrentTime))
  }

  /// Asks for a new size in points (the window manager, if any, may refuse). A `.resized`
  /// event follows when the server applies it.
  package func resize(to size: Size) {
    guard size.width.isFinite, size.height.isFinite else { return }
    let limit = Double(Geometry.maximumSize)
    let width = Int(min(max(1, (size.width * scale).rounded()), limit))
    let height = Int(min(max(1, (size.height * scale).rounded()), limit))
    XResizeWindow(display.pointer, id, UInt32(width), UInt32(height))
  }

  /// Copies what was drawn into the back buffer since the last call to the window: one
  /// `XCopyArea` for each rectangle the renderer redrew, or for the whole buffer after a full
  /// redraw, a resize, or when nothing is known. Copies nothing when nothing was drawn. Does not
  /// flush. (Exposed areas are repainted from the back buffer as their Expose events arrive.)
  package func present() {
    let dpy = display.pointer
    for rect in takeUnpresented() ?? [PixelRect(x: 0, y: 0, width: backBuffer.width, height: backBuffer.height)] {
      XCopyArea(
        dpy, backBuffer.pixmap, id, copyGC, Int32(rect.x), Int32(rect.y), UInt32(rect.width),
        UInt32(rect.height), Int32(rect.x), Int32(rect.y))
    }
  }

  /// Hands `queue` what was drawn since the last present, to be copied at vblank `targetMSC`
  /// (0: the next one). The back buffer must not be drawn into until the queue reports it done.
  func present(with queue: PresentQueue, targetMSC: UInt64, at now: Double) {
    queue.present(pixmap: backBuffer.pixmap, rects: takeUnpresented(), targetMSC: targetMSC, at: now)
  }

  /// Makes the other of two buffers the one drawn into, so the next frame can be drawn while
  /// the last one waits for its vblank; the first call makes the second buffer. The renderer
  /// brings it up to date from the frames it drew (`Renderer.render`), and a present copies
  /// what was redrawn in it, which covers what changed since the frame on screen.
  func swapBuffers() {
    if spareBuffer == nil {
      spareBuffer = BackBuffer(
        display: display, width: backBuffer.width, height: backBuffer.height, fill: clearColor,
        previous: nil, gc: copyGC)
    }
    guard let spare = spareBuffer else { return }
    spareBuffer = backBuffer
    backBuffer = spare
  }

  /// The rectangles drawn since the last present (nil: the whole buffer), counted in
  /// `pixelsPresented`; afterwards nothing is unpresented.
  private func takeUnpresented() -> [PixelRect]? {
    guard let rects = backBuffer.unpresented?.filter({ !$0.isEmpty }) else {
      pixelsPresented += backBuffer.width * backBuffer.height
      backBuffer.unpresented = []
      return nil
    }
    backBuffer.unpresented?.removeAll(keepingCapacity: true)
    pixelsPresented += rects.reduce(0) { $0 + $1.width * $1.height }
    return rects
  }

  /// Records that `rects` (pixels, within the back buffer) were drawn, for the next `present`.
  func markDrawn(_ rects: [PixelRect]) {
    backBuffer.unpresented?.append(contentsOf: rects)
    // Many frames drawn without a present: one copy of everything is cheaper than dozens.
    if let count = backBuffer.unpresented?.count, count > 32 { backBuffer.unpresented = nil }
  }

  /// Records that the whole back buffer was drawn: the next `present` copies all of it.
  func markAllDrawn() {
    backBuffer.unpresented = nil
  }

  /// Reads back the pixels of the back buffer (the last frame drawn) in a rectangle in pixels,
  /// clamped to the buffer. Returns an empty image when the rectangle lies outside. Fast (MIT-SHM
  /// where the server has it) and safe at any size (read in strips): see `PixelReader`.
  package func readPixels(x: Int = 0, y: Int = 0, width: Int? = nil, height: Int? = nil) -> RGBImage {
    let x0 = max(0, x)
    let y0 = max(0, y)
    let x1 = min(backBuffer.width, x + (width ?? backBuffer.width))
    let y1 = min(backBuffer.height, y + (height ?? backBuffer.height))
    guard x1 > x0, y1 > y0 else { return RGBImage(width: 0, height: 0, bytes: []) }
    return pixelReader.read(backBuffer.pixmap, x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// Without XKB's detectable auto-repeat, a held key sends KeyRelease then KeyPress with the
  /// same keycode and server time: a release with such a press queued is a repeat, not a
  /// release. The whole queue is searched, not only the next event, because other events (a
  /// Present completion) may come in between. Removes nothing from the queue.
  ///
  /// The press does not always arrive with its release: under Xvfb with Present pacing the
  /// release was sometimes the last event read, with nothing more on the socket, and the press
  /// (with the same time) came in a later read (seen with the events traced); the release then
  /// read as real, and the held key toggled once more. The server makes both while handling one repeat, before any later request of ours,
  /// so when the press is not yet here one round trip (XSync, which keeps the events) brings it.
  /// Only real releases on servers without detectable auto-repeat pay that round trip.
  private func isAutoRepeatRelease(_ release: XKeyEvent) -> Bool {
    let dpy = display.pointer
    if queuedPress(matching: release) { return true }
    XSync(dpy, 0)
    return queuedPress(matching: release)
  }

  /// Whether a KeyPress with `release`'s keycode and time is among the events read so far
  /// (reading what has arrived first).
  private func queuedPress(matching release: XKeyEvent) -> Bool {
    let dpy = display.pointer
    guard XEventsQueued(dpy, QueuedAfterReading) > 0 else { return false }
    var search = RepeatSearch(keycode: release.keycode, time: release.time)
    var unused = XEvent()
    // XCheckIfEvent visits every queued event; the predicate never accepts one, so nothing is
    // dequeued (SDL finds repeats the same way).
    withUnsafeMutablePointer(to: &search) { pointer in
      _ = XCheckIfEvent(dpy, &unused, { _, event, argument in
        guard let event, let argument else { return 0 }
        let search = UnsafeMutableRawPointer(argument).assumingMemoryBound(to: RepeatSearch.self)
        if event.pointee.type == KeyPress, event.pointee.xkey.keycode == search.pointee.keycode,
          event.pointee.xkey.time == search.pointee.time
        {
          search.pointee.found = true
        }
        return 0
      }, UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: CChar.self))
    }
    return search.found
  }

  /// What `isAutoRepeatRelease` looks for in the queue, and whether it was found.
  private struct RepeatSearch {
    var keycode: UInt32
    var time: UInt
    var found = false
  }

  /// Translates one X event for this window. Returns the input event it means, if any; records
  /// resizes (see `applyPendingResize`), repaints exposed areas from the back buffer (no new
  /// frame is drawn for an Expose) and answers pings.
  func translate(_ event: inout XEvent) -> InputEvent? {
    switch event.type {
    case SelectionRequest, SelectionClear, PropertyNotify:
      _ = clipboard.handle(&event)
    case Expose:
      let expose = event.xexpose
      // While a resize is pending the old, smaller buffer cannot fill the exposed area; the
      // full present after the resize repaints it.
      guard expose.window == id, pendingSize == nil else { return nil }
      let source = spareBuffer.flatMap { $0.pixmap == exposesFrom ? $0 : nil } ?? backBuffer
      XCopyArea(
        display.pointer, source.pixmap, id, copyGC, expose.x, expose.y, UInt32(expose.width),
        UInt32(expose.height), expose.x, expose.y)
    case ConfigureNotify:
      let configure = event.xconfigure
      // A ConfigureNotify another client sent (send_event set) may say anything (65535×65535):
      // ICCCM §4.1.5 lets such an event move the window only, so its size is ignored.
      guard configure.window == id, configure.send_event == 0 else { return nil }
      pendingSize = (Int(configure.width), Int(configure.height))
    case DestroyNotify:
      if event.xdestroywindow.window == id { destroyNotified = true }
    case KeymapNotify:
      // Sent right after each FocusIn, with the keys down at that moment: those keys were
      // pressed before the window had the focus.
      keysHeldBeforeFocus = Self.keycodes(in: event.xkeymap.key_vector)
      heldKeys.subtract(keysHeldBeforeFocus)
    case VisibilityNotify:
      guard event.xvisibility.window == id else { return nil }
      isFullyObscured = event.xvisibility.state == VisibilityFullyObscured
    case UnmapNotify:
      if event.xunmap.window == id { isViewable = false }
    case MapNotify:
      if event.xmap.window == id { isViewable = true }
      if event.xmap.window == id && !windowManagerIsRunning() {
        // Xvfb has no window manager, so nothing else would give us the keyboard.
        XSetInputFocus(display.pointer, id, RevertToParent, UInt(CurrentTime))
      }
    case FocusOut:
      heldKeys.removeAll()
    case KeyPress:
      // A repeat of a key held since before the focus came: not a press.
      guard !keysHeldBeforeFocus.contains(event.xkey.keycode) else { return nil }
      lastUserTime = event.xkey.time
      return .key(keyEvent(&event.xkey))
    case KeyRelease:
      if !display.hasDetectableAutoRepeat && isAutoRepeatRelease(event.xkey) { return nil }
      keysHeldBeforeFocus.remove(event.xkey.keycode)
      heldKeys.remove(event.xkey.keycode)
    case ButtonPress:
      let button = event.xbutton
      lastUserTime = button.time
      return .buttonPress(
        Point(x: Double(button.x) / scale, y: Double(button.y) / scale), button: Int(button.button))
    case ButtonRelease:
      let button = event.xbutton
      return .buttonRelease(
        Point(x: Double(button.x) / scale, y: Double(button.y) / scale), button: Int(button.button))
    case MotionNotify:
      // Only the latest position of a burst matters: skip to it.
      while XCheckTypedWindowEvent(display.pointer, id, MotionNotify, &event) != 0 {}
      let motion = event.xmotion
      return .pointerDragged(Point(x: Double(motion.x) / scale, y: Double(motion.y) / scale))
    case ClientMessage:
      return clientMessage(&event)
    default:
      break
    }
    return nil
  }

  /// The keycodes set in a `KeymapNotify`'s 32-byte key vector (bit k of byte k / 8).
  private static func keycodes(in vector: (CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
    CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar, CChar,
    CChar, CChar, CChar, CChar, CChar, CChar)) -> Set<UInt32> {
    withUnsafeBytes(of: vector) { bytes in
      var codes = Set<UInt32>()
      for (index, byte) in bytes.enumerated() where byte != 0 {
        for bit in 0..<8 where byte & (1 << bit) != 0 { codes.insert(UInt32(index * 8 + bit)) }
      }
      return codes
    }
  }

  /// Applies the last coalesced ConfigureNotify size: reallocates the back buffer (keeping its
  /// pixels NorthWest) and returns the new size in points, or nil when the size did not change.
  /// The size is clamped to the screen's (or the window's first size when larger): a window
  /// resized past it (a real resize may ask for up to 32767 pixels) is drawn that large and no
  /// larger, so no pixmap the server cannot hold is ever asked for.
  func applyPendingResize() -> Size? {
    guard var size = pendingSize else { return nil }
    pendingSize = nil
    size.width = min(size.width, largestSize.width)
    size.height = min(size.height, largestSize.height)
    guard size.width > 0, size.height > 0,
      size.width != pixelWidth || size.height != pixelHeight,
      let buffer = BackBuffer(
        display: display, width: size.width, height: size.height, fill: clearColor,
        previous: backBuffer, gc: copyGC)
    else { return nil }
    backBuffer = buffer
    spareBuffer = nil
    pixelWidth = size.width
    pixelHeight = size.height
    return self.size
  }

  private func keyEvent(_ key: inout XKeyEvent) -> KeyEvent {
    var keysym: KeySym = 0
    var buffer = [CChar](repeating: 0, count: 32)
    let count = XLookupString(&key, &buffer, Int32(buffer.count), &keysym, nil)
    // XLookupString returns Latin-1, whose code points are Unicode's first 256.
    let text = String(
      String.UnicodeScalarView(
        buffer.prefix(Int(max(0, count))).compactMap { Unicode.Scalar(UInt8(bitPattern: $0)) }))
    let isRepeat = !heldKeys.insert(key.keycode).inserted
    return KeyEvent(
      keysym: UInt32(truncatingIfNeeded: keysym), text: text, isRepeat: isRepeat,
      shift: key.state & UInt32(ShiftMask) != 0)
  }

  private func clientMessage(_ event: inout XEvent) -> InputEvent? {
    let message = event.xclient
    guard message.message_type == wmProtocols, message.format == 32 else { return nil }
    let kind = UInt(bitPattern: message.data.l.0)
    if kind == wmDeleteWindow { return .closeRequested }
    if kind == netWMPing {
      // The window manager checks we are alive: send the message back to the root window.
      event.xclient.window = display.root
      XSendEvent(
        display.pointer, display.root, 0, SubstructureNotifyMask | SubstructureRedirectMask,
        &event)
      XFlush(display.pointer)
    }
    return nil
  }

  /// True when an EWMH window manager has announced itself on the root window.
  private func windowManagerIsRunning() -> Bool {
    (display.property(display.atom("_NET_SUPPORTING_WM_CHECK"), of: display.root, words: 1)?
      .count ?? 0) > 0
  }

  private func setClassHint(name: String, className: String) {
    name.withCString { cName in
      className.withCString { cClass in
        var hint = XClassHint(
          res_name: UnsafeMutablePointer(mutating: cName),
          res_class: UnsafeMutablePointer(mutating: cClass))
        XSetClassHint(display.pointer, id, &hint)
      }
    }
  }

  private func setSizeHints(minimumWidth: Int, minimumHeight: Int, geometry: Geometry?) {
    var hints = XSizeHints()
    hints.flags = PMinSize
    hints.min_width = Int32(max(1, minimumWidth))
    hints.min_height = Int32(max(1, minimumHeight))
    if let geometry {
      if geometry.width != nil || geometry.height != nil { hints.flags |= USSize }
      if geometry.x != nil || geometry.y != nil { hints.flags |= USPosition }
      hints.win_gravity = geometry.xFromRight
        ? (geometry.yFromBottom ? SouthEastGravity : NorthEastGravity)
        : (geometry.yFromBottom ? SouthWestGravity : NorthWestGravity)
      hints.flags |= PWinGravity
    }
    XSetWMNormalHints(display.pointer, id, &hints)
  }
}
