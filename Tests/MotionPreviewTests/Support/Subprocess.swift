import Glibc

/// A child process started with `posix_spawn` and reaped with `waitpid`.
///
/// Foundation's `Process.waitUntilExit` was seen to hang here after the child had exited, so the
/// end-to-end tests manage their children with the plain POSIX calls instead.
final class Subprocess {
  /// The child's process ID.
  let pid: pid_t
  /// The read end of the child's standard output, when captured.
  private var outputFD: Int32?
  /// The read end of the child's standard error, when captured.
  private var errorFD: Int32?
  /// The exit status once reaped: the code for a normal exit, 128 + signal for a signal.
  private(set) var exitStatus: Int32?

  /// Starts `path` with `arguments`; `environment` entries replace or add to this process's.
  init(
    _ path: String, _ arguments: [String], environment: [String: String] = [:],
    captureOutput: Bool = false, captureError: Bool = false
  ) throws {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    var pipes: [(Int32, Int32)] = []
    for (target, capture) in [(Int32(1), captureOutput), (Int32(2), captureError)] {
      if capture {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw TestFailure("pipe failed") }
        // Close-on-exec, so no other child inherits a write end and keeps the pipe open.
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        posix_spawn_file_actions_adddup2(&actions, fds[1], target)
        pipes.append((fds[0], fds[1]))
      } else {
        posix_spawn_file_actions_addopen(&actions, target, "/dev/null", O_WRONLY, 0)
        pipes.append((-1, -1))
      }
    }
    var merged: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      if let equals = text.firstIndex(of: "=") {
        merged[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      entry += 1
    }
    for (key, value) in environment { merged[key] = value }
    var argv = ([path] + arguments).map { strdup($0) } + [nil]
    var envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    // The test runner's threads may block signals, and a spawned child inherits the mask: give
    // the child an empty mask and default handlers, so SIGTERM ends it.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var empty = sigset_t()
    sigemptyset(&empty)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGTERM, SIGINT, SIGHUP, SIGPIPE, SIGCHLD] { sigaddset(&defaults, signal) }
    posix_spawnattr_setsigmask(&attributes, &empty)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var child: pid_t = 0
    let result = posix_spawn(&child, path, &actions, &attributes, &argv, &envp)
    for (_, write) in pipes where write >= 0 { close(write) }
    guard result == 0 else {
      for (read, _) in pipes where read >= 0 { close(read) }
      throw TestFailure("cannot start \(path): error \(result)")
    }
    pid = child
    outputFD = pipes[0].0 >= 0 ? pipes[0].0 : nil
    errorFD = pipes[1].0 >= 0 ? pipes[1].0 : nil
  }

  deinit {
    if exitStatus == nil {
      kill(pid, SIGTERM)
      _ = wait()
    }
    if let outputFD { close(outputFD) }
    if let errorFD { close(errorFD) }
  }

  /// Whether the child is still running (reaps it if it has exited).
  var isRunning: Bool {
    if exitStatus != nil { return false }
    var status: Int32 = 0
    let result = waitpid(pid, &status, WNOHANG)
    if result == pid {
      exitStatus = Self.decode(status)
      return false
    }
    return result == 0
  }

  /// Waits for the child to exit and returns its status.
  @discardableResult
  func wait() -> Int32 {
    if let exitStatus { return exitStatus }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let decoded = Self.decode(status)
    exitStatus = decoded
    return decoded
  }

  /// Reads captured standard output up to and including the first newline (or its end).
  func readOutputLine() -> String {
    guard let fd = outputFD else { return "" }
    var bytes: [UInt8] = []
    var byte: UInt8 = 0
    while true {
      let count = Glibc.read(fd, &byte, 1)
      if count < 0 && errno == EINTR { continue }
      if count <= 0 || byte == 0x0A { break }
      bytes.append(byte)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Reads captured standard output to its end.
  func readOutput() -> [UInt8] { Self.readAll(outputFD) }

  /// Reads captured standard error to its end.
  func readError() -> [UInt8] { Self.readAll(errorFD) }

  private static func readAll(_ fd: Int32?) -> [UInt8] {
    guard let fd else { return [] }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    return bytes
  }

  private static func decode(_ status: Int32) -> Int32 {
    let signal = status & 0x7F
    return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
  }
}
