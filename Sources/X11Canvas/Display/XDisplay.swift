import CX11
import Glibc

/// An open connection to an X server: owns the `Display*`, installs the error handlers, and knows
/// the screen's refresh rate and HiDPI scale.
///
/// Not thread-safe: use a display, and everything made from it, on one thread. Windows, fonts
/// and pictures keep their display alive, so it closes last; a display on a private server
/// keeps the server alive, so the server stops after it (whatever order the optimiser
/// releases the values that hold them in).
package final class XDisplay {
  /// The `Display*`, valid until `deinit`.
  package let pointer: OpaquePointer
  /// The display name the connection was opened with, for example `":0"`.
  package let name: String
  /// The default screen number.
  package let screen: Int32
  /// The root window of the default screen.
  package let root: UInt
  /// The default visual (TrueColor, 24 or 32 bits), its depth and its colormap.
  package let visual: UnsafeMutablePointer<Visual>
  /// Depth of the default visual in bits (24 or 32).
  package let depth: Int32
  /// Colormap of the default visual.
  package let colormap: UInt
  /// The X Render format of the default visual.
  package let visualFormat: UnsafeMutablePointer<XRenderPictFormat>
  /// The X Render format with only an 8-bit alpha channel (coverage masks).
  package let alphaFormat: UnsafeMutablePointer<XRenderPictFormat>
  /// Extension names by major opcode (for error messages).
  package let extensionNames: [Int: String]
  /// Whether the server reports auto-repeat as repeated KeyPress events only (XKB's detectable
  /// auto-repeat). When false, each repeat arrives as a KeyRelease and a KeyPress at the same
  /// server time, and `XWindow` recognises that pair instead.
  package private(set) var hasDetectableAutoRepeat: Bool

  /// The monitor's refresh rate in hertz from RandR (`dotClock / (hTotal × vTotal)`, as GDK
  /// computes it), or nil when RandR is missing or reports no mode (Xvfb may report none).
  package let refreshRate: Double?

  /// Device pixels per point: the `Xft.dpi` resource divided by 96, or 1 when it is not set.
  /// Typical values are 1, 1.5 and 2.
  package let scale: Double

  /// The private server this connection is to, released (and so stopped) only after the
  /// connection is closed: Xlib treats a server that vanishes under an open connection as fatal.
  private let server: PrivateXServer?

  /// Screen width in pixels.
  package var screenWidth: Int { Int(XDisplayWidth(pointer, screen)) }
  /// Screen height in pixels.
  package var screenHeight: Int { Int(XDisplayHeight(pointer, screen)) }

  /// Opens the display called `name`, or `$DISPLAY` when `name` is nil; or, given `server`, that
  /// private server's display, which the connection then keeps running until it is closed.
  ///
  /// - Throws: `X11Error.cannotOpenDisplay` when there is no such server (or no name at all),
  ///   `X11Error.missingExtension("RENDER")` without X Render, and
  ///   `X11Error.unsupportedVisual` for a screen that is not 24/32-bit TrueColor.
  package init(name: String? = nil, server: PrivateXServer? = nil) throws {
    self.server = server
    let requested = server?.displayName ?? name ?? getenv("DISPLAY").map { String(cString: $0) }
    guard let requested, !requested.isEmpty else { throw X11Error.cannotOpenDisplay(name: nil) }
    guard let pointer = XOpenDisplay(requested) else {
      throw X11Error.cannotOpenDisplay(name: requested)
    }
    self.pointer = pointer
    self.name = XDisplayString(pointer).map { String(cString: $0) } ?? requested
    screen = XDefaultScreen(pointer)
    root = XRootWindow(pointer, screen)
    depth = XDefaultDepth(pointer, screen)
    colormap = XDefaultColormap(pointer, screen)
    extensionNames = Self.queryExtensionNames(pointer)
    XErrorRouter.register(pointer, extensionNames: extensionNames)

    var eventBase: Int32 = 0
    var errorBase: Int32 = 0
    guard XRenderQueryExtension(pointer, &eventBase, &errorBase) != 0 else {
      XErrorRouter.unregister(pointer)
      XCloseDisplay(pointer)
      throw X11Error.missingExtension("RENDER")
    }
    guard let visual = XDefaultVisual(pointer, screen), visual.pointee.`class` == TrueColor,
      depth == 24 || depth == 32,
      let visualFormat = XRenderFindVisualFormat(pointer, visual),
      let alphaFormat = XRenderFindStandardFormat(pointer, Int32(PictStandardA8))
    else {
      let depth = Int(self.depth)
      XErrorRouter.unregister(pointer)
      XCloseDisplay(pointer)
      throw X11Error.unsupportedVisual(depth: depth)
    }
    self.visual = visual
    self.visualFormat = visualFormat
    self.alphaFormat = alphaFormat

    // Held keys then report repeated KeyPress events without the fake KeyRelease in between,
    // so a repeat can be told from a new press.
    var supported: Int32 = 0
    _ = XkbSetDetectableAutoRepeat(pointer, 1, &supported)
    hasDetectableAutoRepeat = supported != 0

    scale = Self.scale(fromResources: XResourceManagerString(pointer).map { String(cString: $0) })
    refreshRate = Self.queryRefreshRate(pointer, root: root)
  }

  /// Turns XKB's detectable auto-repeat on or off. Internal: only tests (`@testable`) turn it
  /// off, to exercise the fallback;
  /// `hasDetectableAutoRepeat` then says what the server granted.
  func setDetectableAutoRepeat(_ on: Bool) {
    var supported: Int32 = 0
    let granted = XkbSetDetectableAutoRepeat(pointer, on ? 1 : 0, &supported)
    hasDetectableAutoRepeat = on && supported != 0 && granted != 0
  }

  deinit {
    // Errors of the last requests (on a window another client destroyed) arrive while the
    // display is still registered, so the router knows them.
    XSync(pointer, 0)
    XErrorRouter.unregister(pointer)
    XCloseDisplay(pointer)
  }

  /// X protocol errors logged (to standard error) on this connection so far.
  package var protocolErrorCount: Int { XErrorRouter.errorCount(pointer) }

  /// Sends all buffered requests and waits until the server has handled them (a round trip).
  package func sync() {
    XSync(pointer, 0)
  }

  /// The pixel value of an opaque colour (16-bit channels) in the default TrueColor visual, from
  /// its channel masks: for window background pixels.
  package func pixel(_ color: XRenderColor) -> UInt {
    let visual = visual.pointee
    var pixel: UInt = 0
    for (value, mask) in [(color.red, visual.red_mask), (color.green, visual.green_mask), (color.blue, visual.blue_mask)]
    where mask != 0 {
      let shift = mask.trailingZeroBitCount
      let maximum = mask >> UInt(shift)
      pixel |= ((UInt(value) * maximum + 0x7fff) / 0xffff) << UInt(shift)
    }
    return pixel
  }

  /// Interns `name` (cached by Xlib after the first call).
  package func atom(_ name: String) -> UInt {
    XInternAtom(pointer, name, 0)
  }

  /// Parses the `Xft.dpi` line of an X resource string (`XResourceManagerString`) into a scale
  /// (dpi / 96). Returns 1 when the resource is missing, unparsable or not in 24...960 dpi.
  package static func scale(fromResources resources: String?) -> Double {
    guard let resources else { return 1 }
    for line in resources.split(separator: "\n") {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let key = line[..<colon].trimmingSpaces
      guard key == "Xft.dpi" else { continue }
      let value = line[line.index(after: colon)...].trimmingSpaces
      if let dpi = Double(value), dpi >= 24, dpi <= 960 { return dpi / 96 }
    }
    return 1
  }

  private static func queryExtensionNames(_ display: OpaquePointer) -> [Int: String] {
    var count: Int32 = 0
    guard let list = XListExtensions(display, &count) else { return [:] }
    defer { XFreeExtensionList(list) }
    var names: [Int: String] = [:]
    for index in 0..<Int(count) {
      guard let cName = list[index] else { continue }
      var major: Int32 = 0
      var firstEvent: Int32 = 0
      var firstError: Int32 = 0
      if XQueryExtension(display, cName, &major, &firstEvent, &firstError) != 0 {
        names[Int(major)] = String(cString: cName)
      }
    }
    return names
  }

  /// Refresh rate of the primary output's CRTC (or the first active CRTC), GDK's formula.
  private static func queryRefreshRate(_ display: OpaquePointer, root: UInt) -> Double? {
    var eventBase: Int32 = 0
    var errorBase: Int32 = 0
    guard XRRQueryExtension(display, &eventBase, &errorBase) != 0 else { return nil }
    var major: Int32 = 0
    var minor: Int32 = 0
    guard XRRQueryVersion(display, &major, &minor) != 0, major > 1 || (major == 1 && minor >= 3)
    else { return nil }
    guard let resources = XRRGetScreenResourcesCurrent(display, root) else { return nil }
    defer { XRRFreeScreenResources(resources) }
    let res = resources.pointee

    var crtcs: [RRCrtc] = []
    let primary = XRRGetOutputPrimary(display, root)
    if primary != 0, let info = XRRGetOutputInfo(display, resources, primary) {
      if info.pointee.crtc != 0 { crtcs.append(info.pointee.crtc) }
      XRRFreeOutputInfo(info)
    }
    if let list = res.crtcs { crtcs += (0..<Int(res.ncrtc)).map { list[$0] } }

    for crtc in crtcs {
      guard let info = XRRGetCrtcInfo(display, resources, crtc) else { continue }
      let modeID = info.pointee.mode
      XRRFreeCrtcInfo(info)
      guard modeID != 0, let modes = res.modes else { continue }
      for index in 0..<Int(res.nmode) where modes[index].id == modeID {
        let mode = modes[index]
        var vTotal = Double(mode.vTotal)
        if mode.modeFlags & UInt(RR_DoubleScan) != 0 { vTotal *= 2 }
        if mode.modeFlags & UInt(RR_Interlace) != 0 { vTotal /= 2 }
        let pixels = Double(mode.hTotal) * vTotal
        guard pixels > 0, mode.dotClock > 0 else { continue }
        let rate = Double(mode.dotClock) / pixels
        if rate >= 1, rate <= 1000 { return rate }
      }
    }
    return nil
  }
}

extension Substring {
  /// The text without leading and trailing spaces and tabs.
  fileprivate var trimmingSpaces: Substring {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return self[first...last]
  }
}
