#if canImport(Glibc)
  import Glibc
#endif
import Synchronization

/// Watches files on a thread of its own and, after each save has settled, runs `read` there
/// (a read and parse, or a whole compile) and hands the newest result to the window's loop.
///
/// Nothing here runs on the loop but `take()`: a file replaced by a FIFO, one that takes
/// SwiftParser seconds, or a compile cannot freeze the window (Q, keys and signals are answered
/// meanwhile). The loop polls `descriptor` with the X connection, so nothing wakes it until a
/// result is there. Saves coalesce: the events of every save made while a read runs are taken
/// together, and one more read follows; the loop takes only the newest result.
final class FileReloader<Result: Sendable> {
  /// A result, from the reader to the loop.
  struct Delivery: Sendable {
    var result: Result
    /// Folders lost since the loop last took a result (they add up if it has not).
    var lostDirectories: [String]
  }

  /// The files watched, as given.
  let paths: [String]
  /// Readable when the reader has a new result for `take()`.
  var descriptor: Int32 { channel.readEnd }
  private let channel: Channel

  /// Watches `paths` and starts the reader thread, which calls `read(paths)` after each save.
  ///
  /// - Throws: `OptionsError` when a file's directory cannot be watched or the thread cannot
  ///   be started.
  init(paths: [String], read: @escaping @Sendable ([String]) -> Result) throws(OptionsError) {
    let watcher = try FileWatcher(paths: paths)
    self.paths = paths
    channel = try Channel()
    try Reader(watcher: watcher, channel: channel, read: read).start()
  }

  /// Stops the reader (it ends at its next wait; a read under way is finished and dropped).
  deinit {
    channel.stop()
  }

  /// The reader's newest result, if any. Never blocks.
  func take() -> Delivery? { channel.take() }

  /// What the reader and the loop share: the newest delivery, the pipe that says one is there,
  /// and the pipe whose closing tells the reader to stop. Its descriptors close when both sides
  /// have let go of it, so neither writes to or polls a closed one.
  final class Channel: Sendable {
    /// The wake-up pipe: the reader writes a byte per delivery, the loop polls and drains it.
    let readEnd: Int32
    private let writeEnd: Int32
    /// The stop pipe: readable (end of file) once `stop()` closed its write end.
    let stopReadEnd: Int32
    private let stopWriteEnd: Atomic<Int32>
    private let inbox = Mutex<Delivery?>(nil)

    init() throws(OptionsError) {
      var wake: [Int32] = [-1, -1]
      var halt: [Int32] = [-1, -1]
      guard pipe(&wake) == 0 else { throw OptionsError("cannot watch files: \(String(cString: strerror(errno)))") }
      guard pipe(&halt) == 0 else {
        let reason = String(cString: strerror(errno))
        wake.forEach { close($0) }
        throw OptionsError("cannot watch files: \(reason)")
      }
      for fd in wake + halt { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
      for fd in wake { _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) }
      (readEnd, writeEnd, stopReadEnd) = (wake[0], wake[1], halt[0])
      stopWriteEnd = Atomic(halt[1])
    }

    deinit {
      for fd in [readEnd, writeEnd, stopReadEnd, stopWriteEnd.load(ordering: .relaxed)] where fd >= 0 {
        close(fd)
      }
    }

    /// Replaces the delivery the loop has not taken yet (keeping its lost folders) and wakes
    /// the loop.
    func deliver(_ result: Result, lostDirectories: [String]) {
      inbox.withLock { waiting in
        let earlier = waiting?.lostDirectories ?? []
        waiting = Delivery(
          result: result, lostDirectories: earlier + lostDirectories.filter { !earlier.contains($0) })
      }
      var byte: UInt8 = 1
      _ = write(writeEnd, &byte, 1)  // a full pipe already wakes the loop
    }

    /// The delivery waiting, if any; drains the wake-up pipe.
    func take() -> Delivery? {
      var bytes = [UInt8](repeating: 0, count: 64)
      while bytes.withUnsafeMutableBytes({ read(readEnd, $0.baseAddress, $0.count) }) > 0 {}
      return inbox.withLock { waiting in
        defer { waiting = nil }
        return waiting
      }
    }

    /// Tells the reader to stop. Idempotent.
    func stop() {
      let fd = stopWriteEnd.exchange(-1, ordering: .acquiringAndReleasing)
      if fd >= 0 { close(fd) }
    }

    /// Whether `stop()` was called.
    var isStopped: Bool { stopWriteEnd.load(ordering: .acquiring) < 0 }
  }

  /// The reader thread: waits for file events, lets a save settle, reads and delivers. It alone
  /// touches the `FileWatcher` once started.
  private final class Reader: @unchecked Sendable {
    // @unchecked: `watcher` is used by the reader thread only, after `start()` hands it over.
    private let watcher: FileWatcher
    private let channel: Channel
    private let read: @Sendable ([String]) -> Result

    init(watcher: FileWatcher, channel: Channel, read: @escaping @Sendable ([String]) -> Result) {
      self.watcher = watcher
      self.channel = channel
      self.read = read
    }

    /// Starts the thread (detached: the process may end while it reads).
    func start() throws(OptionsError) {
      try DetachedThread.start { self.run() }
    }

    private func run() {
      while !channel.isStopped {
        var waits = [
          pollfd(fd: watcher.descriptor, events: Int16(POLLIN), revents: 0),
          pollfd(fd: channel.stopReadEnd, events: Int16(POLLIN), revents: 0),
        ]
        let ready = poll(&waits, 2, -1)
        if ready < 0 && errno == EINTR { continue }
        guard ready > 0, waits[1].revents == 0 else { return }
        let changes = watcher.settledChanges()
        guard !changes.isEmpty else { continue }
        let result = read(watcher.paths)
        if channel.isStopped { return }
        channel.deliver(result, lostDirectories: changes.lostDirectories)
      }
    }
  }
}

/// Starts a detached thread that runs a closure (a C thread entry point cannot capture a generic
/// context, so `FileReloader`'s reader starts through this).
private final class DetachedThread: @unchecked Sendable {
  // @unchecked: `body` is set once, before the thread starts, and run by that thread alone.
  private let body: () -> Void

  private init(_ body: @escaping () -> Void) { self.body = body }

  /// Runs `body` on a new detached thread.
  ///
  /// - Throws: `OptionsError` when no thread can be started.
  static func start(_ body: @escaping () -> Void) throws(OptionsError) {
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
    var thread = pthread_t()
    let context = Unmanaged.passRetained(DetachedThread(body)).toOpaque()
    let started = pthread_create(
      &thread, &attributes,
      { context in
        // Proof: `start` passes a retained DetachedThread as the context.
        Unmanaged<DetachedThread>.fromOpaque(context!).takeRetainedValue().body()
        return nil
      }, context)
    guard started == 0 else {
      Unmanaged<DetachedThread>.fromOpaque(context).release()
      throw OptionsError("cannot watch files: no thread for the reader (\(String(cString: strerror(started))))")
    }
  }
}
