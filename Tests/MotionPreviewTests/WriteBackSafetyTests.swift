import ChildProcesses
import Foundation
import Testing
import TestSupport

/// W against other writers and other owners (issue 22, item 4), as users meet it: the real
/// binary on Xvfb compiling `WriteBackEndToEndTests.card()` (no seed), two windows on one file,
/// another user through `setpriv`, hard links. Each test checks the file on disk afterwards
/// with plain `stat` and its bytes.
@Suite(.serialized) struct WriteBackSafetyTests {
  /// Starts the preview on `display` with `path`, waits for the agent's first frame, and tunes
  /// the spring's extra bounce (the second literal) one step: `key` "Up" makes the file's 0.4
  /// 0.41, "Down" 0.39.
  static func tunedPreview(
    _ display: String, _ path: String, key: String = "Up", launcher: [String] = [],
    environment: [String: String] = [:]
  ) throws -> PreviewProcess {
    let app = try WriteBackEndToEndTests.launch(display, path, launcher: launcher, environment: environment)
    try app.press(["Tab", "Tab", key])
    try #require(LiveReloadEndToEndTests.waitForFields(app) { $0["tuned"] == "1" } != nil)
    return app
  }

  /// Quits `app` with Q and returns what it wrote on standard error.
  static func quit(_ app: PreviewProcess) throws -> String {
    try app.press(["q"])
    #expect(app.waitForExit() == 0)
    return app.readError()
  }

  static func bytes(_ path: String) throws -> [UInt8] {
    try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
  }

  static func status(_ path: String) -> stat {
    var status = stat()
    stat(path, &status)
    return status
  }

  /// Two previews (on two servers, so each has the keyboard) tune the same file to different
  /// values and press W at the same moment, while the test holds a lock on the file so that
  /// both are waiting for it when it is released: one writes, the other says the file changed
  /// and writes nothing; the file holds exactly the winner's value.
  @Test func twoWindowsPressingWTogetherDoNotBothWin() throws {
    guard let first = try XvfbServer.forTests("write-back safety tests"),
      let second = try XvfbServer.forTests("write-back safety tests")
    else { return }
    let (directory, path, original) = try WriteBackEndToEndTests.copyOfTheCard()
    let up = try Self.tunedPreview(first.display, path, key: "Up")
    let down = try Self.tunedPreview(second.display, path, key: "Down")

    let lock = open(path, O_RDONLY)
    try #require(lock >= 0 && flock(lock, LOCK_EX) == 0)
    let presses = try [up, down].map { app in
      try ChildProcess(
        ChildProcess.executablePath("xdotool") ?? "xdotool", ["key", "w"], environment: ["DISPLAY": app.display])
    }
    for press in presses { #expect(press.wait() == 0) }
    usleep(500_000)  // both windows are now waiting for the lock (they wait up to 3 s)
    #expect(try Self.bytes(path) == original)
    close(lock)
    // Each window reloads: the winner its own write, the loser the winner's.
    for app in [up, down] {
      try #require(LiveReloadEndToEndTests.waitForFields(app) { $0["reloads"] == "1" } != nil)
    }
    let errors = try [up, down].map(Self.quit)
    let winners = errors.indices.filter { errors[$0].contains("motion-preview: W wrote 1 literal to Card.swift") }
    try #require(winners.count == 1, "\(errors)")
    let loser = errors[1 - winners[0]]
    #expect(loser.contains("motion-preview: W wrote nothing: \(path) changed on disk since it was loaded"), "\(loser)")
    #expect(!loser.contains("W wrote 1"))
    // The file: as written with the winner's value in the literal (the extra bounce's 0.4
    // raised to 0.41 or lowered to 0.39), nothing else changed.
    let diff = WriteBackEndToEndTests.byteDiff(original, try Self.bytes(path))
    let expected = winners[0] == 0 ? ("", "1") : ("4", "39")
    #expect(diff.old == expected.0 && diff.new == expected.1, "\(diff)")
    #expect(directory.names == ["Card.swift"])
  }

  /// Run as `nobody`, W refuses a root-owned file of mode 0444 in a folder that nobody owns
  /// (where a rename would succeed): one line, the file unchanged, its owner and mode too.
  @Test func anotherUsersReadOnlyFileIsRefused() throws {
    guard let xvfb = try XvfbServer.forTests("write-back safety tests") else { return }
    guard getuid() == 0, ChildProcess.executablePath("setpriv") != nil else {
      print("skipping anotherUsersReadOnlyFileIsRefused: needs root and setpriv")
      return
    }
    let (directory, path, original) = try WriteBackEndToEndTests.copyOfTheCard()
    try #require(chown(directory.path, 65534, 65534) == 0 && chmod(path, 0o444) == 0)
    // nobody builds the file into a cache of its own (root's is not nobody's to write).
    let cache = try TemporaryDirectory()
    try #require(chown(cache.path, 65534, 65534) == 0)
    let app = try Self.tunedPreview(
      xvfb.display, path,
      launcher: [try #require(ChildProcess.executablePath("setpriv")), "--reuid=nobody", "--regid=nogroup", "--clear-groups"],
      environment: ["XDG_CACHE_HOME": cache.path])
    try app.press(["w"])
    let errors = try Self.quit(app)
    #expect(
      errors.contains(
        "motion-preview: W wrote nothing: cannot write \"\(path)\": it is read-only for this user (an editor says \"readonly\"), mode 444\n"),
      "\(errors)")
    #expect(try Self.bytes(path) == original)
    let status = Self.status(path)
    #expect(status.st_uid == 0 && status.st_gid == 0 && status.st_mode & 0o7777 == 0o444)
    #expect(directory.names == ["Card.swift"])
  }

  /// Root's W on a `nobody:nogroup` file of mode 0640 writes it and keeps its owner, group and
  /// mode (before, the file became root's).
  @Test func rootKeepsTheOwnerGroupAndMode() throws {
    guard let xvfb = try XvfbServer.forTests("write-back safety tests") else { return }
    guard getuid() == 0 else {
      print("skipping rootKeepsTheOwnerGroupAndMode: needs root")
      return
    }
    let (directory, path, original) = try WriteBackEndToEndTests.copyOfTheCard()
    try #require(chown(path, 65534, 65534) == 0 && chmod(path, 0o640) == 0)
    let app = try Self.tunedPreview(xvfb.display, path)
    try app.press(["w"])
    try #require(LiveReloadEndToEndTests.waitForFields(app) { $0["reloads"] == "1" } != nil)
    let errors = try Self.quit(app)
    #expect(errors.contains("motion-preview: W wrote 1 literal to Card.swift"), "\(errors)")
    let diff = WriteBackEndToEndTests.byteDiff(original, try Self.bytes(path))
    #expect(diff.old == "" && diff.new == "1", "\(diff) (0.4 raised to 0.41)")
    let status = Self.status(path)
    #expect(status.st_uid == 65534 && status.st_gid == 65534 && status.st_mode & 0o7777 == 0o640)
    #expect(directory.names == ["Card.swift"])
  }

  /// A file with a second hard link is refused, saying why: a rename would leave the other name
  /// with the old text. Both names stay one file with the bytes it had.
  @Test func aHardLinkedFileIsRefused() throws {
    guard let xvfb = try XvfbServer.forTests("write-back safety tests") else { return }
    let (directory, path, original) = try WriteBackEndToEndTests.copyOfTheCard()
    let other = directory.path + "/Other.swift"
    try #require(link(path, other) == 0)
    let app = try Self.tunedPreview(xvfb.display, path)
    try app.press(["w"])
    let errors = try Self.quit(app)
    #expect(
      errors.contains(
        "motion-preview: W wrote nothing: cannot write \"\(path)\": it has 2 hard links, and replacing it would split them"),
      "\(errors)")
    #expect(try Self.bytes(path) == original)
    let (a, b) = (Self.status(path), Self.status(other))
    #expect(a.st_ino == b.st_ino && a.st_nlink == 2)
    #expect(directory.names == ["Card.swift", "Other.swift"])
  }
}
