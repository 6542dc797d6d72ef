import ChildProcesses
import Foundation
import Testing
import TestSupport

/// W as a user meets it: the real binary on Xvfb compiles a small SwiftUI file of the test's
/// (no seed), real key presses tune a literal, W writes it back, and the file is compared byte
/// for byte with what was there.
@Suite(.serialized) struct WriteBackEndToEndTests {
  /// A red 40-point square that the hidden button moves `travel` points right on a snappy
  /// spring. The spring is the file's first code, so Tab picks its duration (0.35) and a second
  /// Tab its `extraBounce` (`bounce`). A fresh comment makes every file new to the build cache.
  static func card(bounce: String = "0.4", travel: Int = 100) -> String {
    """
    import SwiftUI
    // run \(UUID().uuidString)

    struct Card: View {
        var spring: Animation { .snappy(duration: 0.35, extraBounce: \(bounce)) }
        @State private var moved = false
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: 40, height: 40).offset(x: moved ? \(travel) : 0)
                Button("Move") { withAnimation(spring) { moved.toggle() } }.frame(width: 0, height: 0).opacity(0)
            }
        }
    }

    """
  }

  /// The one run of bytes where `a` and `b` differ, between their longest common prefix and
  /// suffix: where it starts in `a`, what `a` has there and what `b` has instead.
  static func byteDiff(_ a: [UInt8], _ b: [UInt8]) -> (offset: Int, old: String, new: String) {
    var start = 0
    while start < min(a.count, b.count), a[start] == b[start] { start += 1 }
    var end = 0
    while end < min(a.count, b.count) - start, a[a.count - 1 - end] == b[b.count - 1 - end] { end += 1 }
    return (
      start, String(decoding: a[start..<a.count - end], as: UTF8.self),
      String(decoding: b[start..<b.count - end], as: UTF8.self)
    )
  }

  /// `card()` as Card.swift in a fresh folder, with mode 0640.
  static func copyOfTheCard() throws -> (directory: TemporaryDirectory, path: String, bytes: [UInt8]) {
    let directory = try TemporaryDirectory()
    let path = directory.path + "/Card.swift"
    let bytes = Array(card().utf8)
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    chmod(path, 0o640)
    return (directory, path, bytes)
  }

  /// The byte offset in `bytes` just after `needle` (which it must hold).
  static func offset(after needle: String, in bytes: [UInt8]) throws -> Int {
    let text = String(decoding: bytes, as: UTF8.self)
    let range = try #require(text.range(of: needle))
    return text.utf8.distance(from: text.startIndex, to: range.upperBound)
  }

  /// Starts the preview paused on `path` and waits until the agent drew the first frame.
  static func launch(
    _ display: String, _ path: String, geometry: String = "400x300+0+0", fps: Int = 20, launcher: [String] = [],
    environment: [String: String] = [:], output: ChildProcess.Stream = .null
  ) throws -> PreviewProcess {
    let app = try PreviewProcess(
      display: display, arguments: ["--paused", "--fps", String(fps), "--geometry", geometry, path],
      launcher: launcher, environment: environment, output: output)
    try #require(
      LiveReloadEndToEndTests.waitForFields(app) { $0["agentFrames"].flatMap(Int.init).map { $0 > 0 } ?? false }
        != nil)
    return app
  }

  /// Presses `key` and waits until a new frame is on screen (W changes no frame report).
  static func press(_ key: String, in app: PreviewProcess) throws {
    let before = try #require(app.state()).frame
    try app.press([key])
    try #require(app.waitForState { $0.frame > before } != nil, "no frame after \(key)")
  }

  /// The issue's "Done when" on a compiled file: Tab Tab picks the spring's extra bounce,
  /// Shift+↑ raises it (0.4 → 0.5), B shows the file as saved beside it, Space and the scrub
  /// keys go to 0.25 s into the motion; W writes exactly that token, the write comes back as a
  /// literal-only reload (no compile) at the same scene time, and A, as saved now, shows what B
  /// showed before W.
  @Test func theIssuesFlowWritesExactlyTheRaisedBounce() throws {
    guard let xvfb = try XvfbServer.forTests("write-back tests") else { return }
    let (directory, path, original) = try Self.copyOfTheCard()
    let app = try Self.launch(xvfb.display, path, geometry: "1000x600+0+0")
    try app.press(["Tab", "Tab", "shift+Up", "b"])
    try #require(LiveReloadEndToEndTests.waitForFields(app) { $0["tuned"] == "1" && $0["split"] == "1" } != nil)
    // Space at 0 s; then 100 ms, 100 ms and one frame at 20 fps.
    try app.press(["space", "shift+Right", "shift+Right", "Right"])
    let beforeWrite = try #require(
      LiveReloadEndToEndTests.waitForFields(app) {
        $0["control"] == "Button" && abs(($0["time"].flatMap(Double.init) ?? -1) - 0.25) < 1e-9
      })
    let report = try CompiledPreviewCommandTests.json(try #require(app.report()))
    let half = try #require((report["split"] as? [String: Any])?["halfWidth"] as? Double)
    let shift = 1000 - Int(half)
    // The squares of both halves (y 280…320) have left the middle of their halves once the
    // agents' frames at 0.25 s are on screen.
    let isRed = CompiledPreviewEndToEndTests.isRed
    _ = waitUntil(timeout: 30) {
      guard let shot = try? Screenshot(display: xvfb.display) else { return false }
      return !isRed(shot.rgb(Int(half) / 2 - 15, 300)) && !isRed(shot.rgb(shift + Int(half) / 2 - 15, 300))
    }
    let compared = try Screenshot(display: xvfb.display)

    try app.press(["w"])
    // The write comes back as a literal-only save: no compile, nothing tuned, the same time.
    let reloaded = try #require(LiveReloadEndToEndTests.waitForFields(app) { $0["reloads"] == "1" })
    #expect(reloaded["compiles"] == "0" && reloaded["literalReloads"] == "1" && reloaded["tuned"] == "0")
    #expect(reloaded["time"] == beforeWrite["time"])
    // A, as saved now, shows what B showed before W, pixel for pixel, along the squares' rows;
    // and it changed (the spring with 0.5 is elsewhere at 0.25 s than with 0.4).
    var moved = 0
    var changed = 0
    _ = waitUntil(timeout: 30) {
      guard let written = try? Screenshot(display: xvfb.display) else { return false }
      (moved, changed) = (0, 0)
      for y in 270..<330 {
        // Not x 0: B's column 0 is under the divider.
        for x in 1..<(Int(half) - 1) {
          if written.rgb(x, y) != compared.rgb(x + shift, y) { moved += 1 }
          if written.rgb(x, y) != compared.rgb(x, y) { changed += 1 }
        }
      }
      return moved == 0
    }
    #expect(moved == 0, "A after W differs from B before it in \(moved) pixels")
    #expect(changed > 50, "A did not change with W")

    try app.press(["q"])
    #expect(app.waitForExit() == 0)
    let said = app.readError()
    #expect(said.contains("motion-preview: W wrote 1 literal to Card.swift\n"), "\(said)")
    // The file: `extraBounce: 0.4` become `0.5`, one byte, nothing else; its mode kept; no
    // temporary file left.
    let bytes = fileBytes(at: path)
    let diff = Self.byteDiff(original, bytes)
    #expect(diff.offset == (try Self.offset(after: "extraBounce: 0.", in: original)))
    #expect(diff.old == "4" && diff.new == "5" && bytes.count == original.count, "\(diff)")
    var status = stat()
    #expect(stat(path, &status) == 0 && status.st_mode & 0o7777 == 0o640)
    #expect(directory.names == ["Card.swift"])
  }

  /// An editor's save that the preview has not seen (written through a hard link in another
  /// folder, so the watch on the file's folder reports nothing) makes W refuse: the edit stays,
  /// no temporary file is left. Before that, W with nothing tuned says so and writes nothing.
  @Test func wRefusesAfterAConcurrentEditAndWhenNothingIsEdited() throws {
    guard let xvfb = try XvfbServer.forTests("write-back tests") else { return }
    let (directory, path, original) = try Self.copyOfTheCard()
    let elsewhere = try TemporaryDirectory()
    let link = elsewhere.path + "/link.swift"
    try #require(Glibc.link(path, link) == 0)
    let app = try Self.launch(xvfb.display, path)
    try Self.press("w", in: app)
    try app.press(["Tab", "Tab", "Up"])
    try #require(LiveReloadEndToEndTests.waitForFields(app) { $0["tuned"] == "1" } != nil)

    let edit = Array("// saved in an editor\n".utf8)
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: link))
    try handle.seekToEnd()
    try handle.write(contentsOf: Data(edit))
    try handle.close()
    try Self.press("w", in: app)
    #expect(app.stateFields()?["reloads"] == "0")
    try app.press(["q"])
    #expect(app.waitForExit() == 0)
    let said = app.readError()
    #expect(said.contains("motion-preview: W: nothing is tuned, so nothing to write"), "\(said)")
    #expect(said.contains("motion-preview: W wrote nothing: \(path) changed on disk since it was loaded"), "\(said)")
    #expect(!said.contains("W wrote 1"), "\(said)")
    #expect(fileBytes(at: path) == original + edit)
    #expect(directory.names == ["Card.swift"])
  }

  /// A file opened through a symbolic link in another folder: W writes the link's target, the
  /// live reload follows (the target's folder is watched too), so a second W writes again
  /// instead of refusing; an editor's save of the target reloads as well.
  @Test func wThroughASymbolicLinkReloadsAndWritesAgain() throws {
    guard let xvfb = try XvfbServer.forTests("write-back tests") else { return }
    let (directory, path, original) = try Self.copyOfTheCard()
    let elsewhere = try TemporaryDirectory()
    let link = elsewhere.path + "/Linked.swift"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: path)
    let app = try Self.launch(xvfb.display, link)
    // 0.4 → 0.41, written; then the file's 0.41 → 0.42, written again.
    try app.press(["Tab", "Tab", "Up"])
    try #require(LiveReloadEndToEndTests.waitForFields(app) { $0["tuned"] == "1" } != nil)
    try app.press(["w"])
    try #require(LiveReloadEndToEndTests.waitForFields(app) { $0["reloads"] == "1" && $0["tuned"] == "0" } != nil)
    try app.press(["Up"])
    try #require(LiveReloadEndToEndTests.waitForFields(app) { $0["tuned"] == "1" } != nil)
    try app.press(["w"])
    try #require(LiveReloadEndToEndTests.waitForFields(app) { $0["reloads"] == "2" } != nil)
    let written = fileBytes(at: path)
    let diff = Self.byteDiff(original, written)
    #expect(diff.old == "" && diff.new == "2", "\(diff)")
    #expect(diff.offset == (try Self.offset(after: "extraBounce: 0.4", in: original)))
    // An editor's save of the target, by rename as most editors save.
    try Data(written + Array("// saved in an editor\n".utf8)).write(to: URL(fileURLWithPath: path), options: .atomic)
    try #require(LiveReloadEndToEndTests.waitForFields(app) { $0["reloads"] == "3" } != nil)
    try app.press(["q"])
    #expect(app.waitForExit() == 0)
    let said = app.readError()
    // Named as the user named it.
    #expect(said.contains("motion-preview: W wrote 1 literal to Linked.swift"), "\(said)")
    #expect(!said.contains("changed on disk"), "\(said)")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == path)
    #expect(directory.names == ["Card.swift"] && elsewhere.names == ["Linked.swift"])
  }

  /// The window without a file runs the built-in previews, which are compiled into the
  /// program: W writes nothing and says so in one line, naming a file to open instead.
  @Test func theBuiltInPreviewsHaveNoFileToWrite() throws {
    guard let xvfb = try XvfbServer.forTests("write-back tests") else { return }
    let app = try PreviewProcess(
      display: xvfb.display, arguments: ["--paused", "--fps", "20", "--geometry", "1000x600+0+0"])
    try #require(LiveReloadEndToEndTests.waitForFields(app) { $0["set"] == "examples" } != nil)
    try app.press(["Tab", "Up"])
    try Self.press("w", in: app)
    #expect(app.stateFields()?["tuned"] == "0")
    try app.press(["q"])
    #expect(app.waitForExit() == 0)
    let said = app.readError().split(separator: "\n").filter { $0.contains("W ") || $0.contains("W:") }
    #expect(
      said == [
        "motion-preview: W wrote nothing: the built-in previews are compiled into the program, so there is no file "
          + "to write; to tune and write one, open its file, e.g. motion-preview assets/examples/TextReveal.swift"
      ], "\(said)")
  }
}
