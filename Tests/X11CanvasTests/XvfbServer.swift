import CX11
import Glibc

/// A private Xvfb server for one test, killed when the value is released.
///
/// Xvfb picks a free display number itself (`-displayfd`) and reports it once it accepts
/// connections, so parallel test processes (and other engineers' servers) never race for a
/// number the way "probe /tmp/.X11-unix/XN, then start" would.
final class XvfbServer {
  /// Errors starting the server.
  struct StartError: Error, CustomStringConvertible {
    let description: String
  }

  /// The server's process id.
  let pid: pid_t
  /// The display name, for example ":3".
  let displayName: String
  private var isRunning = true

  /// True when an `Xvfb` executable is on `PATH`.
  static var isInstalled: Bool { executablePath("Xvfb") != nil }

  /// True when the environment demands the X tests run (CI sets `MOTION_PREVIEW_REQUIRE_X=1`).
  static var isRequired: Bool { getenv("MOTION_PREVIEW_REQUIRE_X").map { String(cString: $0) } == "1" }

  /// Whether the X tests should run: Xvfb is installed, or it is required (then a missing Xvfb
  /// fails the tests instead of skipping them).
  static var shouldRun: Bool { isInstalled || isRequired }

  /// Starts `Xvfb -screen 0 WxHx24 -nolisten tcp` and waits (up to `timeout` seconds) until a
  /// client can connect.
  init(width: Int = 640, height: Int = 480, timeout: Double = 60) throws {
    guard let path = Self.executablePath("Xvfb") else {
      throw StartError(description: "Xvfb is not installed (apt-get install xvfb)")
    }
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { throw StartError(description: "pipe failed") }
    // Close-on-exec, so no other child inherits the pipe; dup2 in the child clears it on fd 3.
    _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
    _ = fcntl(fds[1], F_SETFD, FD_CLOEXEC)
    defer { close(fds[0]) }
    let arguments = [
      path, "-displayfd", "3", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp",
      "-noreset",
    ]
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, fds[1], 3)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    var pid: pid_t = 0
    let status = Self.spawn(&pid, path: path, arguments: arguments, actions: &actions)
    close(fds[1])
    guard status == 0 else { throw StartError(description: "cannot start Xvfb (errno \(status))") }
    self.pid = pid

    // Xvfb writes "N\n" to the -displayfd descriptor once it listens.
    var text = ""
    let deadline = Self.now() + timeout
    while !text.hasSuffix("\n") {
      var descriptor = pollfd(fd: fds[0], events: Int16(POLLIN), revents: 0)
      let remaining = Int32(max(0, (deadline - Self.now()) * 1000))
      guard remaining > 0, poll(&descriptor, 1, remaining) > 0 else { break }
      var byte: UInt8 = 0
      guard read(fds[0], &byte, 1) == 1 else { break }
      text.append(Character(Unicode.Scalar(byte)))
    }
    guard let number = Int(text.filter(\.isNumber)), text.hasSuffix("\n") else {
      kill(pid, SIGKILL)
      waitpid(pid, nil, 0)
      throw StartError(description: "Xvfb did not report a display within \(timeout) s")
    }
    displayName = ":\(number)"
    // Belt and braces: wait until a connection really succeeds.
    while true {
      if let display = XOpenDisplay(displayName) {
        XCloseDisplay(display)
        break
      }
      guard Self.now() < deadline else {
        stop()
        throw StartError(description: "cannot connect to Xvfb on \(displayName)")
      }
      usleep(20_000)
    }
  }

  deinit { stop() }

  /// Terminates the server and reaps it (idempotent).
  func stop() {
    guard isRunning else { return }
    isRunning = false
    kill(pid, SIGTERM)
    var status: Int32 = 0
    let deadline = Self.now() + 10
    while waitpid(pid, &status, WNOHANG) == 0 {
      if Self.now() > deadline {
        kill(pid, SIGKILL)
        waitpid(pid, &status, 0)
        return
      }
      usleep(10_000)
    }
  }

  /// `posix_spawn` (with `environment`, or this process's) with an empty signal mask and default signal handlers: the test runner's
  /// threads block signals, and a child would inherit that mask and ignore SIGTERM.
  static func spawn(
    _ pid: inout pid_t, path: String, arguments: [String], environment: [String]? = nil,
    actions: inout posix_spawn_file_actions_t
  ) -> Int32 {
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var empty = sigset_t()
    sigemptyset(&empty)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &empty)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    return withCStrings(arguments) { argv in
      guard let environment else { return posix_spawn(&pid, path, &actions, &attributes, argv, environ) }
      return withCStrings(environment) { envp in
        posix_spawn(&pid, path, &actions, &attributes, argv, UnsafeMutablePointer(mutating: envp))
      }
    }
  }

  /// Seconds on the monotonic clock.
  static func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) * 1e-9
  }

  /// The first `name` on `PATH` that is executable.
  static func executablePath(_ name: String) -> String? {
    let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/\(name)"
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }

  /// Calls `body` with a NULL-terminated C array of `strings`.
  static func withCStrings<R>(
    _ strings: [String], _ body: (UnsafePointer<UnsafeMutablePointer<CChar>?>) -> R
  ) -> R {
    var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { strdup($0) }
    pointers.append(nil)
    defer { pointers.forEach { free($0) } }
    return pointers.withUnsafeBufferPointer { buffer in
      // Proof: the array is non-empty (it holds at least the terminating nil).
      body(buffer.baseAddress!)
    }
  }
}
