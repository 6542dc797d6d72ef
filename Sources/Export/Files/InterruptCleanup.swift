import Glibc
import Synchronization

/// What a signal that ends the program (Ctrl-C, `kill`, a closed terminal, Ctrl-\) must undo
/// first, so an interrupted export leaves only complete files behind: the child processes
/// writing our output, and our temporary files.
///
/// `OutputFile` registers each temporary file while it exists; an encoder registers its child.
/// The one signal handler (`TerminationSignals`, installed by the executable) calls `cleanUp()`
/// before it ends the process, and so does the handler of a lost X connection; when a signal
/// is deferred instead, the ordinary error paths (`OutputFile.discard()`, `deinit`s) remove
/// the files. A file registered after `cleanUp()` (by a thread still writing while the
/// process ends) is removed at once.
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

  /// Registers the temporary file `name` in the open folder `folder` (which stays open until
  /// the registration is released) for removal on a fatal signal. With all slots taken (64
  /// files at once) the file is not registered: it is still removed on every ordinary path.
  static func register(_ name: String, in folder: Int32) -> Registration? {
    guard let copy = strdup(name) else { return nil }
    let address = UInt(bitPattern: copy)
    for slot in 0..<64 {
      if table.slots[slot].compareExchange(expected: 0, desired: address, ordering: .acquiringAndReleasing).exchanged {
        table.folders[slot].store(folder, ordering: .sequentiallyConsistent)
        // Published before this check, so either `cleanUp` sees the slot or this sees it ran.
        if table.isCleaningUp.load(ordering: .sequentiallyConsistent) { unlinkat(folder, copy, 0) }
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

  /// Kills and reaps the registered children, then unlinks every registered temporary file. For a
  /// signal handler: async-signal-safe calls only (kill, waitpid, unlinkat).
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
    for slot in 0..<64 {
      let address = table.slots[slot].load(ordering: .sequentiallyConsistent)
      if let name = UnsafePointer<CChar>(bitPattern: address) {
        unlinkat(table.folders[slot].load(ordering: .sequentiallyConsistent), name, 0)
      }
    }
  }
}
