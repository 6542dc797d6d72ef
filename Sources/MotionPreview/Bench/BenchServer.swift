#if canImport(Glibc)
  import Glibc
#endif
import X11Canvas

/// The X server the benchmark measures: the current display, or, when there is none and Xvfb
/// is installed, a private Xvfb that lives as long as this value. Close every connection to it
/// before this value goes away: Xlib treats a vanished server as fatal.
final class BenchServer {
  /// The display to connect to; nil means `$DISPLAY`.
  let displayName: String?
  /// The Xvfb we started, if any.
  private let ownedServer: pid_t?

  private init(displayName: String?, ownedServer: pid_t?) {
    self.displayName = displayName
    self.ownedServer = ownedServer
  }

  deinit {
    if let ownedServer {
      kill(ownedServer, SIGTERM)
      var status: Int32 = 0
      waitpid(ownedServer, &status, 0)
    }
  }

  /// Uses `name`, else `$DISPLAY`, else starts `Xvfb` on a free display.
  static func find(name: String?) throws -> BenchServer {
    let environment = getenv("DISPLAY").map { String(cString: $0) }
    if name != nil || (environment.map { !$0.isEmpty } ?? false) {
      return BenchServer(displayName: name, ownedServer: nil)
    }
    return try startXvfb()
  }

  private static func startXvfb() throws -> BenchServer {
    guard let xvfb = findExecutable("Xvfb") else {
      throw OptionsError(
        "bench needs an X display: set DISPLAY, pass --display, or install Xvfb (apt-get install xvfb)")
    }
    var number = 160
    while access("/tmp/.X11-unix/X\(number)", F_OK) == 0 || access("/tmp/.X\(number)-lock", F_OK) == 0 {
      number += 1
    }
    let name = ":\(number)"
    // -noreset: without it Xvfb resets, refusing connections for a moment, whenever its last
    // client leaves, as the readiness probe below does.
    let arguments = [xvfb, name, "-screen", "0", "1920x1080x24", "-nolisten", "tcp", "-noreset"]
    var pid: pid_t = 0
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    guard posix_spawn(&pid, xvfb, &actions, nil, &argv, environ) == 0 else {
      throw OptionsError("cannot start \(xvfb)")
    }
    // Wait up to 20 s for the server to accept connections.
    for _ in 0..<400 {
      if access("/tmp/.X11-unix/X\(number)", F_OK) == 0, (try? XDisplay(name: name)) != nil {
        return BenchServer(displayName: name, ownedServer: pid)
      }
      usleep(50_000)
    }
    kill(pid, SIGTERM)
    throw OptionsError("Xvfb \(name) did not start within 20 s")
  }

  private static func findExecutable(_ name: String) -> String? {
    let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/\(name)"
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }
}
