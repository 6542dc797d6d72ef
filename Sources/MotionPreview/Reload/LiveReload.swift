#if canImport(Glibc)
  import Glibc
#endif
import Scenes
import Synchronization

/// The window's live reload: it watches the scene's Swift files and, after a save, reads them
/// again. A good read gives the new scene; a file that no longer reads (does not parse, does not
/// fold, was deleted) gives the problems for the banner, and the last good scene keeps running.
///
/// Watching, waiting for a save to settle, reading and parsing all happen on a reader thread of
/// its own, never on the window's loop: a file replaced by a FIFO, or one that takes SwiftParser
/// seconds, cannot freeze the window (Q, keys and signals are answered meanwhile). The reader
/// hands each read to the loop through `descriptor`, which the loop polls with the X connection,
/// so nothing wakes the loop until a read is done. Saves coalesce: the events of every save made
/// while a read runs are taken together, and one more read follows; the loop takes only the
/// newest read.
final class LiveReload {
  /// What a change to the files comes to.
  enum Outcome: Equatable {
    /// Nothing new: the files read as they did before (an editor closed a file unchanged).
    case unchanged
    /// The files make this scene: show it (and no banner).
    case scene(SceneModel)
    /// The files make no scene: show these problems (`file:line:column: error: …`) and keep the
    /// last good scene.
    case problems([String])
  }

  /// The files watched, as given.
  let paths: [String]
  /// Readable when the reader has a new read for `check()`.
  var descriptor: Int32 { channel.readEnd }
  /// The problems shown now; empty when the last read was good.
  private(set) var problems: [String] = []
  /// How many good reloads there have been.
  private(set) var reloads = 0
  /// The texts read last, to tell a real change from a file closed unchanged.
  private var texts: [String?]
  /// The last read that made a scene: the files the running scene was loaded from, with its
  /// literals (what W writes into).
  private(set) var loaded: SceneFiles.Load
  private let channel: Channel

  /// Watches `paths`, whose read at launch was `load` (what the scene running was read from),
  /// and starts the reader thread.
  ///
  /// - Throws: `OptionsError` when a file's directory cannot be watched or the thread cannot
  ///   be started.
  init(paths: [String], load: SceneFiles.Load) throws(OptionsError) {
    let watcher = try FileWatcher(paths: paths)
    self.paths = paths
    texts = load.texts
    loaded = load
    channel = try Channel()
    try Reader(watcher: watcher, channel: channel).start()
  }

  /// Stops the reader (it ends at its next wait; a read under way is finished and dropped).
  deinit {
    channel.stop()
  }

  /// Takes the reader's newest read, if any, and says what to show. Never blocks. Diagnostics
  /// of a changed read go to standard error, as at launch.
  func check() -> Outcome {
    guard let delivery = channel.take() else { return .unchanged }
    let load = delivery.load
    var problems = load.errors
    for directory in delivery.lostDirectories {
      problems.append(
        "\(directory): error: the folder was deleted or moved; its files are no longer watched")
    }
    guard load.texts != texts || problems != self.problems else { return .unchanged }
    texts = load.texts
    self.problems = problems
    for line in load.diagnostics { Console.error(line) }
    if let scene = load.scene, problems.isEmpty {
      reloads += 1
      loaded = load
      return .scene(scene)
    }
    return .problems(problems)
  }

  /// A read of the files after a change, from the reader to the loop.
  struct Delivery: Sendable {
    var load: SceneFiles.Load
    /// Folders lost since the loop last took a read (they add up if it has not).
    var lostDirectories: [String]
  }

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
    func deliver(_ load: SceneFiles.Load, lostDirectories: [String]) {
      inbox.withLock { waiting in
        let earlier = waiting?.lostDirectories ?? []
        waiting = Delivery(
          load: load, lostDirectories: earlier + lostDirectories.filter { !earlier.contains($0) })
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

  /// The reader thread: waits for file events, lets a save settle, reads the files and delivers.
  /// It alone touches the `FileWatcher` once started.
  private final class Reader: @unchecked Sendable {
    // @unchecked: `watcher` is used by the reader thread only, after `start()` hands it over.
    private let watcher: FileWatcher
    private let channel: Channel

    init(watcher: FileWatcher, channel: Channel) {
      self.watcher = watcher
      self.channel = channel
    }

    /// Starts the thread (detached: the process may end while it parses).
    func start() throws(OptionsError) {
      var attributes = pthread_attr_t()
      pthread_attr_init(&attributes)
      defer { pthread_attr_destroy(&attributes) }
      pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
      var thread = pthread_t()
      let context = Unmanaged.passRetained(self).toOpaque()
      let started = pthread_create(
        &thread, &attributes,
        { context in
          // Proof: `start` passes a retained Reader as the context.
          Unmanaged<Reader>.fromOpaque(context!).takeRetainedValue().run()
          return nil
        }, context)
      guard started == 0 else {
        Unmanaged<Reader>.fromOpaque(context).release()
        throw OptionsError("cannot watch files: no thread for the reader (\(String(cString: strerror(started))))")
      }
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
        let load = SceneFiles.load(watcher.paths)
        if channel.isStopped { return }
        channel.deliver(load, lostDirectories: changes.lostDirectories)
      }
    }
  }
}
