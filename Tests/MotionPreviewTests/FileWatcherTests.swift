import Foundation
import Testing
import TestSupport

@testable import MotionPreview

/// The watcher against real file operations in a fresh directory: a write in place, a save by
/// rename, a deletion, and the directory going away. The descriptor is not readable while
/// nothing happens (the run loop then never wakes for it).
@Suite struct FileWatcherTests {
  /// A fresh directory holding `scene.swift` and `other.swift`; removed afterwards.
  static func withDirectory(_ body: (String) throws -> Void) throws {
    let directory = NSTemporaryDirectory() + "watch-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try "let a = 1\n".write(toFile: directory + "/scene.swift", atomically: false, encoding: .utf8)
    try "let b = 2\n".write(toFile: directory + "/other.swift", atomically: false, encoding: .utf8)
    try body(directory)
  }

  /// The changes gathered until `expected` arrives (a bounded wait for the events: under load the
  /// kernel may report a directory's removal only when its last user lets go), or all seen in 10 s.
  static func changes(_ watcher: FileWatcher, until expected: FileWatcher.Changes) -> FileWatcher.Changes {
    var seen = FileWatcher.Changes()
    _ = waitUntil(timeout: 10) {
      let more = watcher.settledChanges()
      seen.paths += more.paths.filter { !seen.paths.contains($0) }
      seen.lostDirectories += more.lostDirectories.filter { !seen.lostDirectories.contains($0) }
      return seen == expected
    }
    return seen
  }

  static func isReadable(_ watcher: FileWatcher) -> Bool {
    var poller = pollfd(fd: watcher.descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&poller, 1, 0) > 0
  }

  @Test func aWriteInPlaceIsSeenAndNothingElseWakes() throws {
    try Self.withDirectory { directory in
      let path = directory + "/scene.swift"
      let watcher = try FileWatcher(paths: [path])
      #expect(!Self.isReadable(watcher))
      #expect(watcher.changes().isEmpty)
      // A file next to it that is not watched changes nothing.
      try "x".write(toFile: directory + "/unrelated.txt", atomically: false, encoding: .utf8)
      #expect(watcher.settledChanges().isEmpty)
      try "let a = 2\n".write(toFile: path, atomically: false, encoding: .utf8)
      #expect(Self.changes(watcher, until: FileWatcher.Changes(paths: [path])) == FileWatcher.Changes(paths: [path]))
      #expect(!Self.isReadable(watcher))
    }
  }

  @Test func aSaveByRenameIsOneChange() throws {
    try Self.withDirectory { directory in
      let path = directory + "/scene.swift"
      let other = directory + "/other.swift"
      let watcher = try FileWatcher(paths: [path, other])
      // vim's way: the old file renamed to a backup, the new one written under the name.
      try FileManager.default.moveItem(atPath: path, toPath: path + "~")
      try "let a = 3\n".write(toFile: path, atomically: false, encoding: .utf8)
      // Foundation's atomic write: a temporary file renamed onto the name.
      try "let b = 3\n".write(toFile: other, atomically: true, encoding: .utf8)
      let expected = FileWatcher.Changes(paths: [path, other])
      #expect(Self.changes(watcher, until: expected) == expected)
    }
  }

  /// Whether a batch of events ends a save, which the reader then reads with no wait: a write
  /// closed or a file renamed onto the name does; the first step of a save by rename (the old
  /// file moved away) does not, until the new file is written.
  @Test func aSaveIsCompleteOnlyOnceItsLastStepArrived() throws {
    try Self.withDirectory { directory in
      let path = directory + "/scene.swift"
      let watcher = try FileWatcher(paths: [path])
      /// The events that arrive within 10 s (a bounded wait: they are queued by the time the
      /// call that made them returns, but poll first, as the reader does).
      func pending() -> FileWatcher.Changes {
        _ = waitUntil(timeout: 10) { Self.isReadable(watcher) }
        return watcher.changes()
      }
      try "let a = 2\n".write(toFile: path, atomically: false, encoding: .utf8)
      let inPlace = pending()
      #expect(inPlace.paths == [path] && inPlace.isComplete)
      try FileManager.default.moveItem(atPath: path, toPath: path + "~")
      let movedAway = pending()
      #expect(movedAway.paths == [path] && !movedAway.isComplete)
      try "let a = 3\n".write(toFile: path, atomically: false, encoding: .utf8)
      let written = pending()
      #expect(written.paths == [path] && written.isComplete)
      try "let a = 4\n".write(toFile: path, atomically: true, encoding: .utf8)
      let renamedOnto = pending()
      #expect(renamedOnto.paths == [path] && renamedOnto.isComplete)
      // Foundation's atomic write closes its file after renaming it into place: that close,
      // with nothing written, is no change (it was a second reload of the same text).
      #expect(watcher.changes().isEmpty)
      // Opened for writing and closed with nothing written: no change either.
      let unchanged = open(path, O_WRONLY)
      close(unchanged)
      #expect(waitUntil(timeout: 10) { Self.isReadable(watcher) })
      #expect(watcher.changes().isEmpty)
      try FileManager.default.removeItem(atPath: path)
      let deleted = pending()
      #expect(deleted.paths == [path] && !deleted.isComplete)
    }
  }

  @Test func aDeletionAndALostDirectoryAreReported() throws {
    try Self.withDirectory { directory in
      let path = directory + "/scene.swift"
      let watcher = try FileWatcher(paths: [path])
      try FileManager.default.removeItem(atPath: path)
      let deleted = FileWatcher.Changes(paths: [path])
      #expect(Self.changes(watcher, until: deleted) == deleted)
      try FileManager.default.removeItem(atPath: directory)
      let lost = FileWatcher.Changes(paths: [path], lostDirectories: [directory])
      #expect(Self.changes(watcher, until: lost) == lost)
    }
  }

  /// A file opened through a symbolic link in another folder: saves of its target are seen
  /// (in place and by rename, as W writes), and a re-pointed link (removed and made again, as
  /// `ln -sfn` does) is a change, after which the new target is watched and the old one not.
  @Test func aLinksTargetIsWatchedAndFollowedWhenRepointed() throws {
    try Self.withDirectory { directory in
      let folder = try TemporaryDirectory()
      let link = folder.path + "/linked.swift"
      try FileManager.default.createSymbolicLink(
        atPath: link, withDestinationPath: directory + "/scene.swift")
      let watcher = try FileWatcher(paths: [link])
      let changed = FileWatcher.Changes(paths: [link])
      try "let a = 2\n".write(toFile: directory + "/scene.swift", atomically: false, encoding: .utf8)
      #expect(Self.changes(watcher, until: changed) == changed)
      try "let a = 3\n".write(toFile: directory + "/scene.swift", atomically: true, encoding: .utf8)
      #expect(Self.changes(watcher, until: changed) == changed)
      // Re-pointed to other.swift, in the same folder as the old target.
      try FileManager.default.removeItem(atPath: link)
      try FileManager.default.createSymbolicLink(
        atPath: link, withDestinationPath: directory + "/other.swift")
      #expect(Self.changes(watcher, until: changed) == changed)
      try "let b = 3\n".write(toFile: directory + "/other.swift", atomically: true, encoding: .utf8)
      #expect(Self.changes(watcher, until: changed) == changed)
      // The old target is no longer the link's: its save changes nothing the watcher reports.
      try "let a = 4\n".write(toFile: directory + "/scene.swift", atomically: false, encoding: .utf8)
      #expect(watcher.settledChanges().isEmpty)
      #expect(!Self.isReadable(watcher))
    }
  }

  @Test func aMissingDirectoryCannotBeWatched() {
    #expect(throws: OptionsError.self) {
      _ = try FileWatcher(paths: ["/nonexistent-\(UUID().uuidString)/scene.swift"])
    }
  }

  @Test func pathsSplitIntoDirectoryAndName() {
    #expect(FileWatcher.split("scene.swift") == (".", "scene.swift"))
    #expect(FileWatcher.split("a/b/scene.swift") == ("a/b", "scene.swift"))
    #expect(FileWatcher.split("/scene.swift") == ("/", "scene.swift"))
  }
}
