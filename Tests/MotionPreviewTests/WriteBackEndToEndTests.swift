import Foundation
import Testing
import TestSupport

/// W as a user meets it: the real binary on Xvfb runs a copy of a seed file, real key presses
/// tune it, W writes it back, and the file is compared byte for byte with the seed.
@Suite(.serialized) struct WriteBackEndToEndTests {
  /// The reveal's seed file.
  static let seed = LiveReloadEndToEndTests.seeds.appendingPathComponent("TextRendererReveal.swift").path

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

  /// A copy of the reveal's seed in a fresh folder, with mode 0640.
  static func copyOfTheSeed() throws -> (directory: TemporaryDirectory, path: String, bytes: [UInt8]) {
    let directory = try TemporaryDirectory()
    let path = directory.path + "/TextRendererReveal.swift"
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: seed)))
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    chmod(path, 0o640)
    return (directory, path, bytes)
  }

  /// Presses `key` and waits until a new frame is on screen (W changes no frame report).
  static func press(_ key: String, in app: PreviewProcess) throws {
    let before = try #require(app.state()).frame
    try app.press([key])
    try #require(app.waitForState { $0.frame > before } != nil, "no frame after \(key)")
  }

  /// The issue's "Done when": open a seed file, press I and T, scrub to 0.25 s, raise the
  /// bounce and watch it, compare it with B, press W, and find exactly that literal changed.
  @Test func theIssuesFlowWritesExactlyTheRaisedBounce() throws {
    guard let xvfb = try XvfbServer.forTests("write-back tests") else { return }
    let (directory, path, original) = try Self.copyOfTheSeed()
    let app = try PreviewProcess(
      display: xvfb.display,
      arguments: ["--paused", "--fps", "20", "--geometry", "1280x700+0+0", path])
    try #require(LiveReloadEndToEndTests.waitForFields(app) { $0["reloads"] == "0" } != nil)
    func press(_ keys: String...) throws -> String {
      var json = ""
      for key in keys { json = try app.reportAfter(pressing: [key]) }
      return json
    }
    func transitionTime(_ json: String) -> Double { PreviewProcess.number("transitionTime", in: json) ?? -1 }
    var json = try press("space", "i", "t")
    #expect(json.contains("\"inspector\": true") && json.contains("\"timeline\": true"))
    // Scrub to 0.25 s with the bar's keys: 100 ms, 100 ms and one frame at 20 fps.
    json = try press("shift+Right", "shift+Right", "Right")
    #expect(abs(transitionTime(json) - 0.25) < 1e-9)
    // Raise the bounce: the change restarts the transition; watch it to 0.25 s again.
    json = try press("Tab", "Tab", "Tab", "Up")
    #expect(json.contains("\"parameter\": \"extra bounce\"") && json.contains("\"parameterValue\": \"0.45\""))
    json = try press("shift+Right", "shift+Right", "Right")
    #expect(abs(transitionTime(json) - 0.25) < 1e-9)
    // B: A (as loaded, 0.4) beside B (edited, 0.45), both at the 0.25 s the bar shows.
    json = try press("b")
    #expect(json.contains("\"split\": true") && abs(transitionTime(json) - 0.25) < 1e-9)
    let beforeWrite = try #require(app.stateFields())
    let compared = try Screenshot(display: xvfb.display)

    try app.press(["w"])
    // The state says `reloads=1` once a frame drawn after the reload is on screen.
    let reloaded = try #require(LiveReloadEndToEndTests.waitForFields(app) { $0["reloads"] == "1" })
    let written = try Screenshot(display: xvfb.display)
    // The reload kept the playhead: the same scene time, and the first line where it was.
    #expect(reloaded["time"] == beforeWrite["time"])
    let offsets = (try #require(beforeWrite["offset0"].flatMap(Double.init)), try #require(reloaded["offset0"].flatMap(Double.init)))
    #expect(abs(offsets.0 - offsets.1) < 1e-9)
    // A, as loaded, now shows what B showed before W: the halves split the text panel at the
    // orange divider; the pixels of A below the labels equal B's before, moved by the offset.
    let row = 300
    let divider = try #require((0..<700).first { x in
      let c = compared.rgb(x, row)
      return c.red > 230 && c.green > 110 && c.green < 190 && c.blue < 80
    })
    let half = (x: 4, y: 40, width: divider - 8, height: 440)
    var moved = 0
    var changed = 0
    for y in half.y..<(half.y + half.height) {
      for x in half.x..<(half.x + half.width) {
        if written.rgb(x, y) != compared.rgb(x + divider + 1, y) { moved += 1 }
        if written.rgb(x, y) != compared.rgb(x, y) { changed += 1 }
      }
    }
    #expect(moved == 0, "A after W differs from B before it in \(moved) pixels")
    #expect(changed > 50, "A did not change with W")

    try app.press(["q"])
    #expect(app.waitForExit() == 0)
    #expect(app.readError().contains("motion-preview: W wrote 1 literal to \(path): extra bounce\n"))
    // The file: the seed with `0.4` become `0.45`, one byte added, nothing else; its mode kept;
    // no temporary file left.
    let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    let diff = Self.byteDiff(original, bytes)
    let needle = try #require(String(decoding: original, as: UTF8.self).range(of: "extraBounce: 0.4)"))
    let literalEnd = String(decoding: original, as: UTF8.self).utf8.distance(
      from: String(decoding: original, as: UTF8.self).startIndex, to: needle.upperBound) - 1
    #expect(diff.offset == literalEnd && diff.old == "" && diff.new == "5")
    #expect(bytes.count == original.count + 1)
    var status = stat()
    stat(path, &status)
    #expect(status.st_mode & 0o7777 == 0o640)
    #expect(directory.names == ["TextRendererReveal.swift"])
  }

  /// An editor's save that the preview has not seen (written through a hard link in another
  /// folder, so the watch on the file's folder reports nothing) makes W refuse: the edit stays,
  /// no temporary file is left. Before that, W with nothing edited says so and writes nothing.
  @Test func wRefusesAfterAConcurrentEditAndWhenNothingIsEdited() throws {
    guard let xvfb = try XvfbServer.forTests("write-back tests") else { return }
    let (directory, path, original) = try Self.copyOfTheSeed()
    let elsewhere = try TemporaryDirectory()
    let link = elsewhere.path + "/link.swift"
    try #require(Glibc.link(path, link) == 0)
    let app = try PreviewProcess(
      display: xvfb.display,
      arguments: ["--paused", "--fps", "20", "--geometry", "1000x700+0+0", path])
    try #require(LiveReloadEndToEndTests.waitForFields(app) { $0["reloads"] == "0" } != nil)
    try Self.press("w", in: app)
    for key in ["Tab", "Tab", "Tab", "Tab", "Up"] { _ = try app.reportAfter(pressing: [key]) }

    let edit = Array("// saved in an editor\n".utf8)
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: link))
    try handle.seekToEnd()
    try handle.write(contentsOf: Data(edit))
    try handle.close()
    try Self.press("w", in: app)
    #expect(app.stateFields()?["reloads"] == "0")
    try app.press(["q"])
    #expect(app.waitForExit() == 0)
    let errors = app.readError()
    #expect(errors.contains("motion-preview: W: nothing is edited, so nothing to write"))
    #expect(errors.contains("motion-preview: W wrote nothing: \(path) changed on disk since it was loaded"))
    #expect(try [UInt8](Data(contentsOf: URL(fileURLWithPath: path))) == original + edit)
    #expect(directory.names == ["TextRendererReveal.swift"])
  }

  /// A seed opened through a symbolic link in another folder: W writes the link's target, the
  /// live reload follows (the target's folder is watched too), so a second W writes again
  /// instead of refusing; an editor's save of the target reloads as well.
  @Test func wThroughASymbolicLinkReloadsAndWritesAgain() throws {
    guard let xvfb = try XvfbServer.forTests("write-back tests") else { return }
    let (directory, path, original) = try Self.copyOfTheSeed()
    let elsewhere = try TemporaryDirectory()
    let link = elsewhere.path + "/Linked.swift"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: path)
    let app = try PreviewProcess(
      display: xvfb.display,
      arguments: ["--paused", "--fps", "20", "--geometry", "1000x700+0+0", link])
    try #require(LiveReloadEndToEndTests.waitForFields(app) { $0["reloads"] == "0" } != nil)
    for key in ["Tab", "Tab", "Tab", "Tab", "Up"] { _ = try app.reportAfter(pressing: [key]) }
    try app.press(["w"])
    try #require(LiveReloadEndToEndTests.waitForFields(app) { $0["reloads"] == "1" } != nil)
    _ = try app.reportAfter(pressing: ["Up"])
    try app.press(["w"])
    try #require(LiveReloadEndToEndTests.waitForFields(app) { $0["reloads"] == "2" } != nil)
    let written = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
    let diff = Self.byteDiff(original, written)
    #expect(diff.old == "4" && diff.new == "5")
    // An editor's save of the target, by rename as most editors save.
    let saved = written + Array("// saved in an editor\n".utf8)
    try Data(saved).write(to: URL(fileURLWithPath: path), options: .atomic)
    try #require(LiveReloadEndToEndTests.waitForFields(app) { $0["reloads"] == "3" } != nil)
    try app.press(["q"])
    #expect(app.waitForExit() == 0)
    let errors = app.readError()
    #expect(!errors.contains("changed on disk"), "\(errors)")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == path)
    #expect(directory.names == ["TextRendererReveal.swift"] && elsewhere.names == ["Linked.swift"])
  }

  /// The built-in scene has no file: W says so, and suggests C and --print-swift.
  @Test func theBuiltInSceneHasNoFileToWrite() throws {
    guard let xvfb = try XvfbServer.forTests("write-back tests") else { return }
    let app = try PreviewProcess(
      display: xvfb.display, arguments: ["--paused", "--fps", "20", "--geometry", "1000x700+0+0"])
    _ = try app.reportAfter(pressing: ["Tab"])
    _ = try app.reportAfter(pressing: ["Up"])
    try Self.press("w", in: app)
    try app.press(["q"])
    #expect(app.waitForExit() == 0)
    #expect(
      app.readError().contains(
        "motion-preview: W: the scene is the built-in seed, so there is no Swift file to write. C copies it as SwiftUI; --print-swift prints it"))
  }
}
