import Export
import Glibc
import Synchronization

/// SIGINT, SIGTERM, SIGHUP and SIGQUIT end every command the same way: cleanly, with exit status
/// 128 + the signal's number (the shell's convention: 130 for Ctrl-C, 143 for `kill`) and
/// nothing on standard error.
///
/// Two modes, so that a signal never waits on work that cannot notice it:
/// - By default the handler ends the process at once with `_exit`, after `InterruptCleanup`
///   has killed a registered child (ffmpeg) and removed registered temporary files. Nothing else
///   is left behind: the X server frees every resource of a connection that closes.
/// - Inside `deferring(_:)` (the window's run loop, bench, anything that owns a child process or
///   a temporary file) the handler only records the signal and makes `descriptor` readable. The
///   run loop polls `descriptor` and ends; other work calls `checkpoint()` at safe points, which
///   throws `Interrupted`, so `defer` blocks and `deinit`s release windows, reap children and
///   remove temporary files on the way out. A second signal while one is pending ends the
///   process at once, so a stuck scope can still be interrupted.
///
/// Crash signals (SIGSEGV, SIGABRT, …) are left to the Swift runtime's backtracer; before this,
/// the backtracer also caught SIGQUIT, printed a 50-line crash report and kept running.
package enum TerminationSignals {
  /// The signals handled, in the order they are installed: SIGQUIT first, taking it from the
  /// backtracer, so that once the other three are caught all four are ours. They are
  /// `InterruptCleanup`'s, which blocks them while it creates a file.
  package static let handled = InterruptCleanup.terminationSignals

  /// The first signal received while deferring, or 0.
  private static let pending = Atomic<Int32>(0)
  /// How many `deferring` scopes are open.
  private static let deferringDepth = Atomic<Int32>(0)
  /// The self-pipe: the handler writes one byte to `writeEnd` when it records a signal.
  private static let readEnd = Atomic<Int32>(-1)
  private static let writeEnd = Atomic<Int32>(-1)

  /// The exit status for `signal`: 128 + its number.
  package static func exitStatus(for signal: Int32) -> Int32 { 128 + signal }

  /// Installs the handlers. Call once, first thing in `main`, before any thread starts.
  package static func install() {
    var fds: [Int32] = [-1, -1]
    guard pipe(&fds) == 0 else { return }
    for fd in fds {
      _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
      _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
    }
    readEnd.store(fds[0], ordering: .sequentiallyConsistent)
    writeEnd.store(fds[1], ordering: .sequentiallyConsistent)
    // Every global the handler touches is made here, not on its first use in the handler (see
    // `InterruptCleanup.prepare()`).
    _ = pending.load(ordering: .relaxed)
    _ = deferringDepth.load(ordering: .relaxed)
    InterruptCleanup.prepare()
    var action = sigaction()
    action.__sigaction_handler.sa_handler = { signal in TerminationSignals.received(signal) }
    sigemptyset(&action.sa_mask)
    // Block the others while one is handled; restart interrupted system calls (poll is never
    // restarted, which is what wakes the run loop at once).
    for signal in handled { sigaddset(&action.sa_mask, signal) }
    action.sa_flags = SA_RESTART
    for signal in handled {
      // A signal ignored when we started stays ignored: nohup ignores SIGHUP, and a shell
      // without job control starts background jobs with SIGINT and SIGQUIT ignored.
      var previous = sigaction()
      sigaction(signal, nil, &previous)
      let ignore = unsafeBitCast(SIG_IGN, to: Int.self)
      if previous.__sigaction_handler.sa_handler.map({ unsafeBitCast($0, to: Int.self) }) == ignore {
        continue
      }
      sigaction(signal, &action, nil)
    }
  }

  /// The descriptor that becomes readable when a signal was recorded; for the run loop to poll.
  /// Reading it is not needed (and `pending` stays set): the loop only has to stop.
  package static var descriptor: Int32 { readEnd.load(ordering: .relaxed) }

  /// The signal recorded while deferring, if any.
  package static var received: Int32? {
    let signal = pending.load(ordering: .sequentiallyConsistent)
    return signal == 0 ? nil : signal
  }

  /// Runs `body` with signals recorded instead of ending the process, then throws `Interrupted`
  /// if one arrived meanwhile and `body` did not already throw.
  package static func deferring<T>(_ body: () throws -> T) throws -> T {
    deferringDepth.add(1, ordering: .sequentiallyConsistent)
    let result: T
    do {
      result = try body()
    } catch {
      deferringDepth.subtract(1, ordering: .sequentiallyConsistent)
      throw error
    }
    deferringDepth.subtract(1, ordering: .sequentiallyConsistent)
    try checkpoint()
    return result
  }

  /// Throws `Interrupted` when a signal was recorded: call it where work can stop cleanly.
  package static func checkpoint() throws(Interrupted) {
    if let received { throw Interrupted(signal: received) }
  }

  /// The handler. Only async-signal-safe calls: atomics, `write`, `kill`, `waitpid`, `unlink`,
  /// `_exit`.
  private static func received(_ signal: Int32) {
    let savedErrno = errno
    defer { errno = savedErrno }
    if deferringDepth.load(ordering: .sequentiallyConsistent) > 0,
      pending.compareExchange(expected: 0, desired: signal, ordering: .sequentiallyConsistent)
        .exchanged
    {
      var byte: UInt8 = 1
      _ = write(writeEnd.load(ordering: .sequentiallyConsistent), &byte, 1)
      return
    }
    InterruptCleanup.cleanUp()
    _exit(exitStatus(for: signal))
  }

  /// A signal ended the work: the program exits with `exitStatus` and prints nothing.
  package struct Interrupted: Error, Equatable, CustomStringConvertible {
    /// The signal's number.
    package var signal: Int32
    /// 128 + the signal's number.
    package var exitStatus: Int32 { TerminationSignals.exitStatus(for: signal) }
    package var description: String { "interrupted by signal \(signal)" }

    /// An interruption by `signal`.
    package init(signal: Int32) {
      self.signal = signal
    }
  }
}
