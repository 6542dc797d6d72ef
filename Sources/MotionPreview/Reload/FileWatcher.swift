#if canImport(Glibc)
  import Glibc
#endif
import X11Canvas

/// Watches files for saves with inotify, as editors make them: written in place, or written to
/// a temporary name and renamed over the file (vim, Emacs, VS Code, Xcode), or deleted.
///
/// It watches the files' directories, not the files, so that a rename onto a file is seen and
/// a file that is deleted and made again is still watched. A file given through a symbolic link
/// is also watched in its target's directory, where a save of the target (and W's write, which
/// goes to the target) happens; when the link is re-pointed, the new target is watched instead.
/// Its `descriptor` becomes readable
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
    /// True when the last event of each path in `paths` ended a save: a write closed, or a file
    /// renamed onto the name. A save is then whole and can be read at once; after a deletion or
    /// a rename away (the first step of an editor's save by rename) the next step is awaited.
    var isComplete = false

    /// True when nothing happened to a watched file.
    var isEmpty: Bool { paths.isEmpty && lostDirectories.isEmpty }
  }

  /// The events that mean a file's content may have changed: a write ended, a file was renamed
  /// onto the name, or the name went away. A created file is not read until its writer closes
  /// it (IN_CLOSE_WRITE follows), so a half-written file is never read.
  static let fileEvents = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_DELETE | IN_MOVED_FROM)
  /// The events of `fileEvents` that end a save (see `Changes.isComplete`).
  static let endOfSave = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO)
  /// A write to a file: a later IN_CLOSE_WRITE of it counts only after one.
  static let writeEvent = UInt32(IN_MODIFY)
  /// A name made anew: counted only for a symbolic link (a re-pointed link has no other event).
  static let createEvent = UInt32(IN_CREATE)
  /// The events that end a directory's watch.
  static let directoryEvents = UInt32(IN_DELETE_SELF | IN_MOVE_SELF)

  /// The inotify descriptor (non-blocking, closed on exec), readable when events are pending.
  let descriptor: Int32
  /// The files watched, as given.
  let paths: [String]
  /// Each watch's directory, and the watched file names in it (name → the paths as given that
  /// it stands for: the file itself, or a link's target).
  private var watches: [Int32: (directory: String, names: [String: Set<String>])] = [:]
  /// The names watched for the links' targets (see `followLinks()`), to forget when they move.
  private var targets: [(watch: Int32, name: String, path: String)] = []
  /// Everything the watches ask for.
  private static let mask = fileEvents | writeEvent | createEvent | directoryEvents | UInt32(IN_ONLYDIR)
  /// The watched paths written to (IN_MODIFY) since their last change was reported.
  private var written = Set<String>()

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
      let watch = inotify_add_watch(descriptor, directory, Self.mask)
      guard watch >= 0 else {
        let reason = String(cString: strerror(errno))
        close(descriptor)
        throw OptionsError("cannot watch \"\(directory)\" for changes to \"\(path)\": \(reason)")
      }
      watches[watch, default: (directory, [:])].names[name, default: []].insert(path)
    }
    followLinks()
  }

  /// Watches the directory of each path's target (symbolic links resolved, `realpath`) for the
  /// target's name, where that is another name or directory than the path's own, and forgets the
  /// targets watched before (a re-pointed link's old target). A dangling link, or a target
  /// directory that cannot be watched, is left to the watch on the link's own directory.
  private func followLinks() {
    for target in targets {
      watches[target.watch]?.names[target.name]?.remove(target.path)
      if watches[target.watch]?.names[target.name]?.isEmpty == true {
        watches[target.watch]?.names[target.name] = nil
      }
    }
    targets = []
    for path in paths {
      guard let resolved = realpath(path, nil) else { continue }
      let (directory, name) = Self.split(String(cString: resolved))
      free(resolved)
      let watch = inotify_add_watch(descriptor, directory, Self.mask)
      guard watch >= 0, watches[watch]?.names[name]?.contains(path) != true else { continue }
      watches[watch, default: (directory, [:])].names[name, default: []].insert(path)
      targets.append((watch, name, path))
    }
    for (watch, entry) in watches where entry.names.isEmpty {
      inotify_rm_watch(descriptor, watch)
      watches[watch] = nil
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
    // The last event of each touched path: whether it ended a save.
    var ended: [String: Bool] = [:]
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
          touched.formUnion(entry.names.values.joined())
        } else if mask & Self.writeEvent != 0, let paths = entry.names[name] {
          written.formUnion(paths)
        } else if mask & UInt32(IN_CLOSE_WRITE) != 0, let paths = entry.names[name] {
          // A file closed with nothing written since the last change seen: its content is the
          // same (Foundation's atomic write renames its file into place, then closes it).
          let wrote = paths.filter { written.contains($0) }
          written.subtract(wrote)
          touched.formUnion(wrote)
          for path in wrote { ended[path] = true }
        } else if mask & Self.fileEvents != 0, let paths = entry.names[name] {
          // A file renamed onto the name, or the name gone: whatever is there is new.
          written.subtract(paths)
          touched.formUnion(paths)
          for path in paths { ended[path] = mask & Self.endOfSave != 0 }
        } else if mask & Self.createEvent != 0, let paths = entry.names[name] {
          if Self.isSymbolicLink(entry.directory + "/" + name) {
            touched.formUnion(paths)
            for path in paths { ended[path] = true }
          } else {
            // A file made anew is new content when its writer closes it, written to or not.
            written.formUnion(paths)
          }
        }
      }
    }
    // A save may have re-pointed a link (or made a file where a link was): watch the targets now.
    if !touched.isEmpty { followLinks() }
    let changed = paths.filter { touched.contains($0) }
    return Changes(
      paths: changed, lostDirectories: lost,
      isComplete: lost.isEmpty && !changed.isEmpty && changed.allSatisfy { ended[$0] == true })
  }

  /// Whether `path` names a symbolic link (not following it).
  private static func isSymbolicLink(_ path: String) -> Bool {
    var status = stat()
    return lstat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFLNK
  }

  /// Returns the pending events at once when they end a save (`Changes.isComplete`: a literal
  /// save then reaches the next frame with no wait); otherwise waits until no event has arrived
  /// for `quiet` seconds (at most `limit` seconds in all) and returns everything that arrived:
  /// an editor's save by rename is several events (the old file renamed away, a new one
  /// written, or renamed onto the name), and reading between them would see no file.
  func settledChanges(quiet: Double = 0.015, limit: Double = 0.1) -> Changes {
    var all = changes()
    if all.isComplete { return all }
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
      // The save's last step arrived for every path touched: read now.
      all.isComplete = more.isComplete && all.lostDirectories.isEmpty && all.paths.allSatisfy(more.paths.contains)
      if all.isComplete { break }
    }
    return all
  }
}
