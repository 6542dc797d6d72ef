#if canImport(Glibc)
  import Glibc
#endif
import X11Canvas

/// Watches files for saves with inotify, as editors make them: written in place, or written to
/// a temporary name and renamed over the file (vim, Emacs, VS Code, Xcode), or deleted.
///
/// It watches the files' directories, not the files, so that a rename onto a file is seen and
/// a file that is deleted and made again is still watched. Its `descriptor` becomes readable
/// when something happened; the run loop polls it with the X connection, so watching costs no
/// wake-ups while nothing changes. `changes()` then reads the events without blocking.
final class FileWatcher {
  /// What happened to the watched files since the last `changes()`.
  struct Changes: Equatable {
    /// The watched paths (as given) that were written, renamed into place, deleted or moved
    /// away, in the order given.
    var paths: [String] = []
    /// Directories that were deleted or moved away: their files are no longer watched.
    var lostDirectories: [String] = []

    /// True when nothing happened to a watched file.
    var isEmpty: Bool { paths.isEmpty && lostDirectories.isEmpty }
  }

  /// The events that mean a file's content may have changed: a write ended, a file was renamed
  /// onto the name, or the name went away. A created file is not read until its writer closes
  /// it (IN_CLOSE_WRITE follows), so a half-written file is never read.
  static let fileEvents = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_DELETE | IN_MOVED_FROM)
  /// The events that end a directory's watch.
  static let directoryEvents = UInt32(IN_DELETE_SELF | IN_MOVE_SELF)

  /// The inotify descriptor (non-blocking, closed on exec), readable when events are pending.
  let descriptor: Int32
  /// The files watched, as given.
  let paths: [String]
  /// Each watch's directory, and the watched file names in it (name → path as given).
  private var watches: [Int32: (directory: String, names: [String: String])] = [:]

  /// Watches `paths` (files; each one's directory must exist).
  ///
  /// - Throws: `OptionsError` naming the directory that cannot be watched, and why.
  init(paths: [String]) throws(OptionsError) {
    let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
    guard descriptor >= 0 else {
      throw OptionsError("cannot watch files: \(String(cString: strerror(errno)))")
    }
    self.descriptor = descriptor
    self.paths = paths
    for path in paths {
      let (directory, name) = Self.split(path)
      let watch = inotify_add_watch(
        descriptor, directory, Self.fileEvents | Self.directoryEvents | UInt32(IN_ONLYDIR))
      guard watch >= 0 else {
        let reason = String(cString: strerror(errno))
        close(descriptor)
        throw OptionsError("cannot watch \"\(directory)\" for changes to \"\(path)\": \(reason)")
      }
      watches[watch, default: (directory, [:])].names[name] = path
    }
  }

  deinit {
    close(descriptor)
  }

  /// The directory to watch for `path` and the file's name in it.
  static func split(_ path: String) -> (directory: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let directory = String(path[..<slash])
    return (directory.isEmpty ? "/" : directory, String(path[path.index(after: slash)...]))
  }

  /// Reads every pending event without blocking and says which watched files they touched.
  func changes() -> Changes {
    var touched = Set<String>()
    var lost: [String] = []
    var buffer = [UInt8](repeating: 0, count: 64 << 10)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { break }
      var offset = 0
      let headerSize = MemoryLayout<inotify_event>.size
      while offset + headerSize <= count {
        let (watch, mask, length) = buffer.withUnsafeBytes { raw in
          (
            raw.loadUnaligned(fromByteOffset: offset, as: Int32.self),
            raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self),
            Int(raw.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
          )
        }
        let nameBytes = buffer[(offset + headerSize)..<min(count, offset + headerSize + length)]
        let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
        offset += headerSize + length
        guard let entry = watches[watch] else { continue }
        if mask & Self.directoryEvents != 0 || mask & UInt32(IN_IGNORED) != 0 {
          if !lost.contains(entry.directory) { lost.append(entry.directory) }
          watches[watch] = nil
          touched.formUnion(entry.names.values)
        } else if mask & Self.fileEvents != 0, let path = entry.names[name] {
          touched.insert(path)
        }
      }
    }
    return Changes(paths: paths.filter { touched.contains($0) }, lostDirectories: lost)
  }

  /// Waits until no event has arrived for `quiet` seconds (at most `limit` seconds in all) and
  /// returns everything that arrived: an editor's save is several events (a rename of the old
  /// file, a write, a rename onto the name), and reading between them would see no file.
  func settledChanges(quiet: Double = 0.015, limit: Double = 0.1) -> Changes {
    var all = changes()
    let deadline = MonotonicClock.now() + limit
    while true {
      let left = deadline - MonotonicClock.now()
      guard left > 0 else { break }
      var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let ready = poll(&poller, 1, Int32((min(quiet, left) * 1000).rounded(.up)))
      if ready < 0 && errno == EINTR { continue }
      guard ready > 0 else { break }
      let more = changes()
      all.paths = paths.filter { all.paths.contains($0) || more.paths.contains($0) }
      all.lostDirectories += more.lostDirectories.filter { !all.lostDirectories.contains($0) }
    }
    return all
  }
}
