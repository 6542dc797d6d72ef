import Glibc

/// A child process started with `posix_spawn` and reaped with `waitpid`: the one way this package
/// starts programs (a private Xvfb, ffmpeg, the tools and binaries the tests drive).
///
/// The child gets an empty signal mask and default signal handlers, whatever the parent's
/// threads block, so SIGTERM ends it. Pipes are close-on-exec in the parent, so no other child
/// inherits a write end and keeps a pipe open. A value that goes away while its child still
/// runs terminates and reaps it: no zombie and no orphan on any path.
///
/// A child started with `diesWithParent` also ends when this process ends without running any
/// of that, even by SIGKILL (see `init`).
///
/// Foundation's `Process.waitUntilExit` was seen to hang here after the child had exited, hence
/// the plain POSIX calls.
package final class ChildProcess {
  /// Where one of the child's standard streams goes.
  package enum Stream: Sendable {
    /// `/dev/null`.
    case null
    /// A pipe to this process: write with `writeInput`, read with `readOutput`/`readError`.
    case pipe
    /// This process's own stream.
    case inherit
    /// A file, opened for writing (truncated) or, for standard input, for reading.
    case file(String)
  }

  /// Why a child could not be started.
  package struct StartError: Error, CustomStringConvertible, Sendable {
    /// One line, naming the program and the reason.
    package let description: String
  }

  /// The child's process ID.
  package let pid: pid_t
  /// The write end of the child's standard input, while it is a pipe and open.
  private var inputFD: Int32?
  /// The read end of the child's standard output, when it is a pipe.
  private var outputFD: Int32?
  /// The read end of the child's standard error, when it is a pipe.
  private var errorFD: Int32?
  /// The exit status once reaped: the code of a normal exit, 128 + the signal for a signal.
  package private(set) var exitStatus: Int32?
  /// The signal that ended the child, once reaped; nil when it exited by itself (so that an
  /// exit with status 130 and death by SIGINT can be told apart).
  package private(set) var terminatingSignal: Int32?

  /// Starts `path` with `arguments` (not counting argv[0], which is `path`).
  ///
  /// - Parameters:
  ///   - environment: entries that replace or add to this process's environment; a nil value
  ///     removes the variable.
  ///   - input, output, error: where the child's standard streams go.
  ///   - diesWithParent: the child gets SIGTERM when this process ends, however it ends (a
  ///     SIGKILL, a crash, an `_exit` from a signal handler). `posix_spawn` cannot set Linux's
  ///     parent-death signal, so the child is started as util-linux's `setpriv --pdeathsig TERM`,
  ///     which sets it and execs `/bin/sh`, which execs `path` only if its parent (`$PPID`) is
  ///     still this process: a parent that died before `setpriv` set the signal would otherwise
  ///     leave the child running. Each step execs in place, so `pid` is the program's own.
  ///     The kernel sends the signal when the *thread* that started the child ends, so start
  ///     it from one that outlives it (the main thread). Without `setpriv` the child is
  ///     started directly, as without this flag.
  package init(
    _ path: String, _ arguments: [String], environment: [String: String?] = [:],
    input: Stream = .null, output: Stream = .null, error: Stream = .null,
    diesWithParent: Bool = false
  ) throws(StartError) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    // (parent's end, child's end) per stream; -1 where there is no pipe.
    var ends: [(parent: Int32, child: Int32)] = []
    func closeAll() {
      for end in ends {
        if end.parent >= 0 { close(end.parent) }
        if end.child >= 0 { close(end.child) }
      }
    }
    for (target, stream) in [(Int32(0), input), (1, output), (2, error)] {
      switch stream {
      case .null:
        posix_spawn_file_actions_addopen(&actions, target, "/dev/null", target == 0 ? O_RDONLY : O_WRONLY, 0)
        ends.append((-1, -1))
      case .inherit:
        ends.append((-1, -1))
      case .file(let file):
        let flags = target == 0 ? O_RDONLY : O_WRONLY | O_CREAT | O_TRUNC
        posix_spawn_file_actions_addopen(&actions, target, file, flags, 0o644)
        ends.append((-1, -1))
      case .pipe:
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else {
          closeAll()
          throw StartError(description: "cannot start \(path): pipe: \(String(cString: strerror(errno)))")
        }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        // The child reads fds[0] as its input; the parent reads fds[0] of an output.
        let pair = target == 0 ? (parent: fds[1], child: fds[0]) : (parent: fds[0], child: fds[1])
        posix_spawn_file_actions_adddup2(&actions, pair.child, target)
        ends.append(pair)
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
    // What is executed: `path` itself, or the launcher that makes it die with this process.
    let (program, argumentsAfterProgram) = diesWithParent ? Self.diesWithParent(path, arguments) : (path, arguments)
    var argv = ([program] + argumentsAfterProgram).map { strdup($0) } + [nil]
    var envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
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
    var child: pid_t = 0
    let result = posix_spawn(&child, program, &actions, &attributes, &argv, &envp)
    for end in ends where end.child >= 0 { close(end.child) }
    guard result == 0 else {
      for end in ends where end.parent >= 0 { close(end.parent) }
      throw StartError(description: "cannot start \(path): \(String(cString: strerror(result)))")
    }
    pid = child
    inputFD = ends[0].parent >= 0 ? ends[0].parent : nil
    outputFD = ends[1].parent >= 0 ? ends[1].parent : nil
    errorFD = ends[2].parent >= 0 ? ends[2].parent : nil
  }

  deinit {
    closeInput()
    if exitStatus == nil { terminate() }
    if let outputFD { close(outputFD) }
    if let errorFD { close(errorFD) }
  }

  /// Whether the child still runs (reaps it if it has exited). Never blocks.
  package var isRunning: Bool {
    if exitStatus != nil { return false }
    var status: Int32 = 0
    let result = waitpid(pid, &status, WNOHANG)
    if result == pid {
      record(status)
      return false
    }
    return result == 0
  }

  /// Waits for the child to exit and returns its status (128 + signal when a signal ended it).
  @discardableResult
  package func wait() -> Int32 {
    if let exitStatus { return exitStatus }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    return record(status)
  }

  /// Stores a `waitpid` status as `exitStatus` and `terminatingSignal`; returns the exit status.
  @discardableResult
  private func record(_ status: Int32) -> Int32 {
    let signal = status & 0x7F
    terminatingSignal = signal == 0 ? nil : signal
    let decoded = Self.decode(status)
    exitStatus = decoded
    return decoded
  }

  /// Waits up to `timeout` seconds for the child to exit; returns its status, or nil if it still
  /// runs.
  package func wait(timeout: Double) -> Int32? {
    let deadline = Self.monotonicNow() + timeout
    while isRunning {
      if Self.monotonicNow() >= deadline { return nil }
      usleep(5_000)
    }
    return exitStatus
  }

  /// Sends SIGTERM, waits up to `grace` seconds, then SIGKILL; always reaps. Idempotent.
  @discardableResult
  package func terminate(grace: Double = 5) -> Int32 {
    guard isRunning else { return exitStatus ?? wait() }
    kill(pid, SIGTERM)
    if let status = wait(timeout: grace) { return status }
    kill(pid, SIGKILL)
    return wait()
  }

  /// Sends `signal` to the child, if it still runs.
  package func send(_ signal: Int32) {
    if isRunning { kill(pid, signal) }
  }

  /// Writes all of `bytes` to the child's standard input (a pipe). Throws with `strerror` when
  /// the child has gone (EPIPE: SIGPIPE must be ignored by the caller) or the write fails.
  package func writeInput(_ bytes: UnsafeRawBufferPointer) throws(StartError) {
    guard let fd = inputFD else { throw StartError(description: "standard input is not a pipe") }
    var offset = 0
    while offset < bytes.count {
      // Proof: offset < count, so the buffer is not empty and has a base address.
      let count = Glibc.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
      if count < 0 {
        if errno == EINTR { continue }
        throw StartError(description: String(cString: strerror(errno)))
      }
      offset += count
    }
  }

  /// Closes the child's standard input (end of file for it). Idempotent.
  package func closeInput() {
    if let inputFD { close(inputFD) }
    inputFD = nil
  }

  /// Reads captured standard output up to the first newline (not included) or its end.
  package func readOutputLine() -> String {
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
  package func readOutput() -> [UInt8] { Self.readAll(outputFD) }

  /// The parent's ends of the pipes, to poll or read in pieces; nil where there is no pipe.
  package var inputDescriptor: Int32? { inputFD }
  package var outputDescriptor: Int32? { outputFD }
  package var errorDescriptor: Int32? { errorFD }

  /// Reads captured standard error to its end.
  package func readError() -> [UInt8] { Self.readAll(errorFD) }

  /// Runs `path` with `arguments` to completion, capturing standard output and standard error
  /// (both read concurrently enough for small outputs: error is read after output ends).
  package static func run(
    _ path: String, _ arguments: [String], environment: [String: String?] = [:], input: Stream = .null
  ) throws(StartError) -> (status: Int32, output: [UInt8], error: [UInt8]) {
    let child = try ChildProcess(
      path, arguments, environment: environment, input: input, output: .pipe, error: .pipe)
    let output = child.readOutput()
    let error = child.readError()
    return (child.wait(), output, error)
  }

  /// `path` and `arguments` started through `setpriv --pdeathsig TERM` and a shell that checks
  /// its parent (see `init`'s `diesWithParent`), or as they are when `setpriv` is missing.
  private static func diesWithParent(_ path: String, _ arguments: [String]) -> (String, [String]) {
    let setpriv = "/usr/bin/setpriv"
    guard access(setpriv, X_OK) == 0 else { return (path, arguments) }
    let check = "[ \"$PPID\" = \(getpid()) ] && exec \"$0\" \"$@\""
    return (setpriv, ["--pdeathsig", "TERM", "--", "/bin/sh", "-c", check, path] + arguments)
  }

  /// The first executable `name` on `PATH` (or `name` itself when it holds a slash and is
  /// executable); nil when there is none.
  package static func executablePath(_ name: String) -> String? {
    if name.contains("/") { return access(name, X_OK) == 0 ? name : nil }
    let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/\(name)"
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }

  /// Seconds on the monotonic clock.
  package static func monotonicNow() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
  }

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

  /// A `waitpid` status as an exit code: the code of a normal exit, 128 + the signal otherwise
  /// (WIFEXITED and friends are macros Swift cannot import: the low 7 bits are the signal).
  private static func decode(_ status: Int32) -> Int32 {
    let signal = status & 0x7F
    return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
  }
}
