#if canImport(Glibc)
  import Glibc
#endif
import Export
import X11Canvas

/// The X server the benchmark measures (and an export renders with): the current display, or,
/// when there is none, a private Xvfb (`PrivateXServer`) that lives as long as this value. Close
/// every connection to it before this value goes away: Xlib treats a vanished server as fatal.
final class BenchServer {
  /// The display to connect to; nil means `$DISPLAY`.
  let displayName: String?
  /// The Xvfb we started, if any.
  private let ownedServer: PrivateXServer?

  private init(displayName: String?, ownedServer: PrivateXServer?) {
    self.displayName = displayName
    self.ownedServer = ownedServer
  }

  deinit {
    if let ownedServer { InterruptCleanup.removeChild(ownedServer.pid) }
  }

  /// Uses `name`, else `$DISPLAY`, else starts a 1920×1080 Xvfb. `command` names who needs
  /// it in the one-line error.
  static func find(name: String?, for command: String = "bench") throws -> BenchServer {
    let environment = getenv("DISPLAY").map { String(cString: $0) }
    if name != nil || (environment.map { !$0.isEmpty } ?? false) {
      return BenchServer(displayName: name, ownedServer: nil)
    }
    do {
      let server = try PrivateXServer(width: 1920, height: 1080)
      // Ctrl-C must not leave the server running (see InterruptCleanup).
      InterruptCleanup.addChild(server.pid)
      return BenchServer(displayName: server.displayName, ownedServer: server)
    } catch {
      throw OptionsError("\(command): \(error.description)")
    }
  }
}
