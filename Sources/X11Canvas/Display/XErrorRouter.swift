import CX11
import Export
import Glibc
import Synchronization

/// Routes Xlib's process-wide error callbacks to per-display state.
///
/// `XSetErrorHandler` and `XSetIOErrorHandler` take C function pointers, which cannot capture
/// context. The handlers below are capture-free closures; the only state they need (each open
/// display's extension names and error count) lives in `registry`, the module's one global. It is
/// a `Mutex`, so Swift 6's concurrency checking accepts it as `Sendable`; in practice only the
/// thread that owns a display touches its entry, so the lock is never contended.
enum XErrorRouter {
  /// What the protocol-error handler needs to know about one open display.
  struct Entry {
    /// Extension names by major opcode, so a request can be named without a round trip (an
    /// error handler must not send requests).
    var extensionNames: [Int: String]
    /// Protocol errors logged so far.
    var errorCount: Int
    /// The windows of ours on this display (`watch`): a `BadWindow` or `BadDrawable` on one of
    /// them means another client destroyed it, which is not logged.
    var windows: Set<UInt> = []
    /// The watched windows that such an error showed destroyed.
    var lostWindows: Set<UInt> = []
  }

  /// Per-display state keyed by the `Display*` address. The one global of this module.
  private static let registry = Mutex<[UInt: Entry]>([:])

  /// Installs both handlers (idempotent) and registers `display`.
  static func register(_ display: OpaquePointer, extensionNames: [Int: String]) {
    registry.withLock { $0[key(display)] = Entry(extensionNames: extensionNames, errorCount: 0) }
    _ = XSetErrorHandler { display, event in
      guard let display, let event else { return 0 }
      XErrorRouter.log(display: display, event: event.pointee)
      return 0  // Xlib ignores the value; returning means "not fatal, carry on".
    }
    _ = XSetIOErrorHandler { display in
      // Xlib exits the process if this handler returns, and the connection is unusable, so say
      // what happened in one line and leave with status 1 ourselves, as a signal does: an
      // export's encoder (ffmpeg) and private server killed, its temporary files removed.
      let name = display.flatMap { XDisplayString($0) }.map { String(cString: $0) } ?? "?"
      writeToStandardError("motion-preview: lost connection to X server \"\(name)\"\n")
      InterruptCleanup.cleanUp()
      exit(1)
    }
  }

  /// Watches `window`, a window of ours on `display`: errors that say it no longer exists are
  /// recorded (`isLost`) instead of logged.
  static func watch(window: UInt, on display: OpaquePointer) {
    registry.withLock { _ = $0[key(display)]?.windows.insert(window) }
  }

  /// Whether a request on the watched `window` failed because it no longer exists.
  static func isLost(window: UInt, on display: OpaquePointer) -> Bool {
    registry.withLock { $0[key(display)]?.lostWindows.contains(window) ?? false }
  }

  /// Forgets `display` before it is closed.
  static func unregister(_ display: OpaquePointer) {
    _ = registry.withLock { $0.removeValue(forKey: key(display)) }
  }

  /// Protocol errors logged for `display` since it was registered.
  static func errorCount(_ display: OpaquePointer) -> Int {
    registry.withLock { $0[key(display)]?.errorCount ?? 0 }
  }

  private static func key(_ display: OpaquePointer) -> UInt { UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(display))) }

  /// Logs one protocol error as `motion-preview: X error BadX (text) in RequestName (major.minor),
  /// resource 0x…`. Uses only Xlib's client-side error databases: no protocol requests.
  private static func log(display: OpaquePointer, event: XErrorEvent) {
    let major = Int(event.request_code)
    let minor = Int(event.minor_code)
    let gone = Int32(event.error_code) == BadWindow || Int32(event.error_code) == BadDrawable
    let extensionName = registry.withLock { entries -> String?? in
      if gone, entries[key(display)]?.windows.contains(event.resourceid) == true {
        // Another client destroyed our window: the loop ends with one line of its own.
        entries[key(display)]?.lostWindows.insert(event.resourceid)
        return .none
      }
      entries[key(display)]?.errorCount += 1
      return .some(entries[key(display)]?.extensionNames[major])
    }
    guard case .some(let extensionName) = extensionName else { return }
    let errorText = text { XGetErrorText(display, Int32(event.error_code), $0, $1) }
    let requestKey = extensionName.map { "\($0).\(minor)" } ?? "\(major)"
    let fallback = extensionName.map { "\($0) request \(minor)" } ?? "request \(major)"
    let requestName = text {
      XGetErrorDatabaseText(display, "XRequest", requestKey, fallback, $0, $1)
    }
    let resource = String(event.resourceid, radix: 16)
    writeToStandardError(
      "motion-preview: X protocol error \(errorText) in \(requestName.trimmed) "
        + "(opcode \(major).\(minor)), resource 0x\(resource); continuing\n")
  }

  /// Calls `fill(buffer, capacity)` on a zeroed 256-byte buffer and returns the C string in it.
  private static func text(_ fill: (UnsafeMutablePointer<CChar>, Int32) -> Void) -> String {
    withUnsafeTemporaryAllocation(of: CChar.self, capacity: 256) { buffer in
      guard let base = buffer.baseAddress else { return "" }
      buffer.initialize(repeating: 0)
      fill(base, Int32(buffer.count - 1))
      return String(cString: base)
    }
  }
}

extension String {
  /// The string without leading or trailing spaces (XErrorDB values start with one).
  fileprivate var trimmed: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
