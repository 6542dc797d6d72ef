import Glibc
import Synchronization

/// What a signal that ends the program (Ctrl-C, `kill`, a closed terminal, Ctrl-\) must undo
/// first, so an interrupted export leaves only complete files behind: the child processes
/// writing our output, and our temporary files.
///
/// `OutputFile` creates each temporary file through `create(_:in:with:)`, which registers it
/// for as long as it exists; an encoder registers its child. The one signal handler
/// (`TerminationSignals`, installed by the executable) calls `cleanUp()` before it ends the
/// process, and so does the handler of a lost X connection; when a signal is deferred instead,
/// the ordinary error paths (`OutputFile.discard()`, `deinit`s) remove the files.
///
/// No moment is left where a file exists unregistered: the name is registered before the file
/// is created, `cleanUp()` waits for creations under way before it sweeps, and a creation that
/// starts once `cleanUp()` has begun is refused. (A writer thread that created its file between
/// the sweep and the handler's `_exit` left an empty temporary file behind: once in three CI
/// runs of `ExportCommandTests`.)
package enum InterruptCleanup {
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
    /// C strings (as addresses) of the registered temporary files' names; 0 is a free slot.
    let slots: InlineArray<64, Atomic<UInt>> = InlineArray { _ in Atomic(0) }
    /// The open folder each slot's name is in.
    let folders: InlineArray<64, Atomic<Int32>> = InlineArray { _ in Atomic(-1) }
    /// Set by `cleanUp()`: the process is ending.
    let isCleaningUp = Atomic<Bool>(false)
    /// Threads inside `create(_:in:with:)`, between registering a name and knowing whether the
    /// file was made.
    let creating = Atomic<Int>(0)
    /// Child processes to kill first (0: a free slot).
    let children: InlineArray<4, Atomic<Int32>> = InlineArray { _ in Atomic(0) }
  }

  fileprivate static let table = Table()

  /// Makes the table now. A Swift global is made on its first use, with `malloc` and under a
  /// once-lock; if that first use were `cleanUp()` in a signal handler that interrupted `malloc`
  /// or the same once-lock on the main thread, the handler would wait on itself forever (an
  /// export signalled in its first milliseconds hung about 1 run in 120). `TerminationSignals`
  /// calls this before it installs its handlers.
  package static func prepare() {
    _ = table.isCleaningUp.load(ordering: .sequentiallyConsistent)
  }

  /// The signals that end every command, whose handler (`TerminationSignals`, which installs it
  /// for these, in this order) calls `cleanUp()`. They are blocked on the thread creating a file
  /// so the handler never runs in the middle of it, where it would wait for a creation that
  /// cannot go on until it returns.
  package static let terminationSignals = [SIGQUIT, SIGINT, SIGTERM, SIGHUP]

  /// Creates the temporary file `name` in the open folder `folder` (which must stay open until
  /// the registration is released) by calling `create`, which returns a descriptor or -1 with
  /// `errno` set, and registers it for removal on a fatal signal.
  ///
  /// - Returns: `create`'s descriptor and the registration; -1 with `errno` as `create` left it,
  ///   or `EINTR` when the process has begun to end (nothing is created then). With all slots
  ///   taken (64 files at once) the file is made unregistered: every ordinary path still
  ///   removes it.
  static func create(_ name: String, in folder: Int32, with create: () -> Int32)
    -> (descriptor: Int32, registration: Registration?)
  {
    var blocked = sigset_t()
    var previous = sigset_t()
    sigemptyset(&blocked)
    for signal in terminationSignals { sigaddset(&blocked, signal) }
    pthread_sigmask(SIG_BLOCK, &blocked, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    // Counted before the check, so either `cleanUp` waits for this or this sees it began.
    table.creating.add(1, ordering: .sequentiallyConsistent)
    defer { table.creating.subtract(1, ordering: .sequentiallyConsistent) }
    guard !table.isCleaningUp.load(ordering: .sequentiallyConsistent) else {
      errno = EINTR
      return (-1, nil)
    }
    let registration = register(name, in: folder)
    let descriptor = create()
    guard descriptor >= 0 else {
      let code = errno
      // Released before the count drops: the sweep never sees a name that was not made here.
      registration?.release()
      errno = code
      return (-1, nil)
    }
    return (descriptor, registration)
  }

  /// Takes a free slot for `name` in `folder`, or nil when all 64 are taken.
  private static func register(_ name: String, in folder: Int32) -> Registration? {
    guard let copy = strdup(name) else { return nil }
    let address = UInt(bitPattern: copy)
    for slot in 0..<64 {
      if table.slots[slot].compareExchange(expected: 0, desired: address, ordering: .acquiringAndReleasing).exchanged {
        // Stored before the file exists; the sweep reads it only after `create` counted out.
        table.folders[slot].store(folder, ordering: .sequentiallyConsistent)
        return Registration(slot: slot, path: address)
      }
    }
    free(copy)
    return nil
  }

  /// Adds `pid` (a child writing our output, such as ffmpeg, or a private X server) to the
  /// processes killed (SIGKILL) and reaped before the temporary files are removed. At most 4.
  package static func addChild(_ pid: Int32) {
    for slot in 0..<4 {
      if table.children[slot].compareExchange(
        expected: 0, desired: pid, ordering: .acquiringAndReleasing
      ).exchanged {
        return
      }
    }
  }

  /// Forgets `pid` (it has been reaped, or is about to be).
  package static func removeChild(_ pid: Int32) {
    for slot in 0..<4 {
      _ = table.children[slot].compareExchange(
        expected: pid, desired: 0, ordering: .acquiringAndReleasing)
    }
  }

  /// Kills and reaps the registered children, waits for files being created on other threads,
  /// then unlinks every registered temporary file. For a signal handler: async-signal-safe calls
  /// only (kill, waitpid, nanosleep, unlinkat).
  package static func cleanUp() {
    table.isCleaningUp.store(true, ordering: .sequentiallyConsistent)
    for slot in 0..<4 {
      let child = table.children[slot].load(ordering: .acquiring)
      if child > 0 {
        kill(child, SIGKILL)
        var status: Int32 = 0
        waitpid(child, &status, 0)
      }
    }
    // An `openat` under way takes microseconds; a thread stopped for good (a debugger) is
    // waited for one second at most.
    var pause = timespec(tv_sec: 0, tv_nsec: 1_000_000)
    for _ in 0..<1000 where table.creating.load(ordering: .sequentiallyConsistent) > 0 {
      nanosleep(&pause, nil)
    }
    for slot in 0..<64 {
      let address = table.slots[slot].load(ordering: .sequentiallyConsistent)
      if let name = UnsafePointer<CChar>(bitPattern: address) {
        unlinkat(table.folders[slot].load(ordering: .sequentiallyConsistent), name, 0)
      }
    }
  }
}
