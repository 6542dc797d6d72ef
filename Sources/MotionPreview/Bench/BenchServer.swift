#if canImport(Glibc)
  import Glibc
#endif
import X11Canvas

/// The X server the benchmark measures (and an export or a screenshot renders with): the
/// current display, or, when there is none, a private Xvfb (`PrivateXServer`). Each display
/// `open()` makes holds the private server, so it stops only after the last of them is
/// closed, in whatever order the values go away.
final class BenchServer {
  /// The display to connect to; nil means `$DISPLAY`.
  private let displayName: String?
  /// The Xvfb we started, if any.
  private let ownedServer: PrivateXServer?

  private init(displayName: String?, ownedServer: PrivateXServer?) {
    self.displayName = displayName
    self.ownedServer = ownedServer
  }

  /// Opens a connection to the server (see `XDisplay.init(name:server:)`).
  func open() throws -> XDisplay {
    try XDisplay(name: displayName, server: ownedServer)
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
      return BenchServer(displayName: server.displayName, ownedServer: server)
    } catch {
      throw OptionsError("\(command): \(error.description)")
    }
  }
}
