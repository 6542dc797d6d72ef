import Glibc
import Synchronization

/// Removes the program's temporary files when a signal (Ctrl-C, `kill`, a closed terminal, Ctrl-\)
/// ends it mid-write, so an interrupted export leaves only complete files behind.
///
/// `OutputFile` registers each temporary file while it exists. The first registration installs
/// a handler for SIGINT, SIGTERM, SIGHUP and SIGQUIT that, in async-signal-safe calls only,
/// kills a registered child process (ffmpeg, so it cannot re-create its output), unlinks every
/// registered temporary file, then puts back the handler that was there before and raises the
/// signal again, so the program ends exactly as it would have without us.
package enum InterruptCleanup {
  /// glibc's `struct sigaction` (the name alone also means the function).
  typealias SignalAction = Glibc.sigaction

  /// A registered temporary file; `release()` when it is committed or removed.
  package struct Registration: Sendable {
    fileprivate let slot: Int
    fileprivate let path: UInt

    /// Unregisters the file. Its name's memory is kept (a handler on another thread may be
    /// reading it): a few dozen bytes per file written.
    package func release() {
      _ = Self.table.slots[slot].compareExchange(
        expected: path, desired: 0, ordering: .acquiringAndReleasing)
    }

    fileprivate static var table: Table { InterruptCleanup.table }
  }

  fileprivate final class Table: Sendable {
    /// C strings (as addresses) of the registered temporary files; 0 is a free slot.
    let slots: InlineArray<64, Atomic<UInt>> = InlineArray { _ in Atomic(0) }
    /// The child process to kill first, or 0.
    let child = Atomic<Int32>(0)
    /// Whether the handlers are installed.
    let installed = Atomic<Bool>(false)
  }

  fileprivate static let table = Table()

  /// The signals that end the program and so must not leave temporary files.
  static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

  /// The dispositions in force before ours, by signal number (written once, before the
  /// handlers are installed, and only read afterwards).
  nonisolated(unsafe) private static var previous: [SignalAction] = Array(repeating: SignalAction(), count: 65)

  /// Registers the temporary file at `path` for removal on a fatal signal. With all slots
  /// taken (64 files at once) the file is not registered: it is still removed on every
  /// ordinary path.
  static func register(_ path: String) -> Registration? {
    installHandlers()
    guard let copy = strdup(path) else { return nil }
    let address = UInt(bitPattern: copy)
    for slot in 0..<64 {
      if table.slots[slot].compareExchange(expected: 0, desired: address, ordering: .acquiringAndReleasing).exchanged {
        return Registration(slot: slot, path: address)
      }
    }
    free(copy)
    return nil
  }

  /// Makes `pid` (a child writing our output, such as ffmpeg) the process to kill before the
  /// temporary files are removed; 0 forgets it.
  package static func setChild(_ pid: Int32) {
    installHandlers()
    table.child.store(pid, ordering: .releasing)
  }

  private static func installHandlers() {
    guard table.installed.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged
    else { return }
    for signal in signals {
      var old = SignalAction()
      sigaction(signal, nil, &old)
      previous[Int(signal)] = old
      // A signal the program was started to ignore (nohup, a background job) stays ignored.
      // (SIG_IGN is the handler address 1.)
      if old.__sigaction_handler.sa_handler.map({ unsafeBitCast($0, to: Int.self) }) == 1 { continue }
      var action = SignalAction()
      action.__sigaction_handler.sa_handler = { signal in InterruptCleanup.handle(signal) }
      sigemptyset(&action.sa_mask)
      for other in signals { sigaddset(&action.sa_mask, other) }
      action.sa_flags = 0
      sigaction(signal, &action, nil)
    }
  }

  /// The handler: async-signal-safe calls only (kill, waitpid, unlink, sigaction, raise).
  private static func handle(_ signal: Int32) {
    let child = table.child.load(ordering: .acquiring)
    if child > 0 {
      kill(child, SIGKILL)
      var status: Int32 = 0
      waitpid(child, &status, 0)
    }
    for slot in 0..<64 {
      let address = table.slots[slot].load(ordering: .acquiring)
      if let path = UnsafePointer<CChar>(bitPattern: address) { unlink(path) }
    }
    var old = previous[Int(signal)]
    sigaction(signal, &old, nil)
    // Delivered again as soon as this handler returns, to the disposition that was there.
    raise(signal)
  }
}
