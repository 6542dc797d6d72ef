import Glibc
import Testing
import TestSupport

/// E in the window, as a user presses it: the real binary in a fresh folder, a real key press
/// through XTEST, the outcome read from the window's state property and the folder, the file
/// decoded by Pillow and compared with what `motion-preview export` makes of the same scene.
@Suite(.serialized) struct ExportKeyTests {
  /// Waits (up to 180 s: a loaded machine renders a debug build's frames slowly) until the
  /// window's state says `exports` exports have finished, and returns the state's fields.
  static func waitForExport(_ app: PreviewProcess, count: Int) -> [String: String]? {
    var fields: [String: String]?
    _ = waitUntil(timeout: 180) {
      fields = app.stateFields()
      return fields?["exports"] == "\(count)"
    }
    return fields?["exports"] == "\(count)" ? fields : nil
  }

  /// In the built-in reveal, Space at 0 shows the text, Space again at 0.3 s reverses it
  /// mid-flight, E exports that last transition: the file is the one `export --toggle-at 0,0.3
  /// --from 0.3` writes, byte for byte, named with the local time, and Pillow reads its frames
  /// at the window's size.
  @Test func eExportsTheLastTransitionAsTheExportCommandDoes() throws {
    guard let xvfb = try XvfbServer.forTests("export key tests"), let python = try ExportCommandTests.pillow()
    else { return }
    let folder = try TemporaryDirectory()
    let app = try PreviewProcess(
      display: xvfb.display,
      arguments: ["--paused", "--fps", "10", "--geometry", "1000x600+0+0", "--preview", "TextReveal"],
      directory: folder.path)
    try app.press(["space"])
    try #require(LiveReloadEndToEndTests.waitForFields(app) { $0["control"] == "Toggle" } != nil)
    try app.press(["Right", "Right", "Right"])
    let state = try #require(app.waitForState { abs($0.time - 0.3) < 1e-6 })
    let frame = state.frame
    try app.press(["space"])
    try #require(app.waitForState { $0.frame > frame } != nil)
    let before = Self.localStamp()
    try app.press(["e"])
    let fields = try #require(Self.waitForExport(app, count: 1), "no export finished")
    let after = Self.localStamp()
    #expect(fields["export"] == "saved")
    let name = try #require(fields["exported"])
    #expect(folder.names == [name], "\(folder.names)")
    // motion-preview-YYYY-MM-DD-HHMMSS.gif, the local time of the key press.
    let stamp = String(name.dropFirst("motion-preview-".count).dropLast(".gif".count))
    #expect(name.hasPrefix("motion-preview-") && name.hasSuffix(".gif") && stamp.count == 17, "\(name)")
    #expect(before <= stamp && stamp <= after, "\(stamp) is not between \(before) and \(after)")

    let reference = folder.path + "/reference.gif"
    let (status, _, errors) = try PreviewProcess.run(
      ["export", reference, "--geometry", "1000x600", "--preview", "TextReveal", "--toggle-at", "0,\(state.time)",
        "--from", "\(state.time)"], display: xvfb.display)
    #expect(status == 0, "\(errors)")
    let exported = fileBytes(at: folder.path + "/" + name)
    #expect(exported.count > 10_000)
    #expect(exported == fileBytes(at: reference), "E's GIF differs from the export command's")

    // Pillow: the frame count the export command reports, each frame 1000 × 600.
    let frames = try #require(
      errors.firstRange(of: " frames,").map { range in
        Int(errors[..<range.lowerBound].split(separator: " ").last ?? "")
      } ?? nil)
    let decoded = try Tool.run(python, [
      "-c",
      "import sys; from PIL import Image; im = Image.open(sys.argv[1]); print(im.n_frames, *im.size)",
      folder.path + "/" + name,
    ])
    #expect(decoded.text.split(separator: "\n").first == "\(frames) 1000 600", "\(decoded.text)")
    #expect(frames > 20)

    // A second E makes a second file: a new name, the first file untouched.
    try app.press(["e"])
    let second = try #require(Self.waitForExport(app, count: 2))
    #expect(second["export"] == "saved")
    #expect(second["exported"] != name)
    #expect(folder.names.count == 3, "\(folder.names)")
    #expect(fileBytes(at: folder.path + "/" + name) == exported)
  }

  /// With the timeline and the inspector open, the scene is laid out for the room they leave:
  /// E exports it at that size, as the canvas shows it, the same file as `export` makes of the
  /// same transition in a window of that size (it was laid out for the smaller canvas and drawn
  /// in a GIF of the whole window's size, off centre beside blank space).
  @Test func eWithPanelsOpenExportsTheCanvasAsItShowsIt() throws {
    guard let xvfb = try XvfbServer.forTests("export key tests") else { return }
    let folder = try TemporaryDirectory()
    let app = try PreviewProcess(
      display: xvfb.display,
      arguments: ["--paused", "--fps", "10", "--geometry", "1000x600+0+0", "--preview", "TextReveal"],
      directory: folder.path)
    try app.press(["t", "i"])
    try #require(LiveReloadEndToEndTests.waitForFields(app) { $0["timeline"] == "1" && $0["inspector"] == "1" } != nil)
    try app.press(["space"])
    try #require(LiveReloadEndToEndTests.waitForFields(app) { $0["control"] == "Toggle" } != nil)
    try app.press(["e"])
    let fields = try #require(Self.waitForExport(app, count: 1), "no export finished")
    let name = try #require(fields["exported"])
    let exported = fileBytes(at: folder.path + "/" + name)
    // The GIF's logical screen: width and height, little-endian, after "GIF89a".
    try #require(exported.count > 10)
    let width = Int(exported[6]) | Int(exported[7]) << 8
    let height = Int(exported[8]) | Int(exported[9]) << 8
    #expect(width < 1000 && height <= 600 && width > 300 && height > 200, "\(width)×\(height)")
    let reference = folder.path + "/reference.gif"
    let (status, _, errors) = try PreviewProcess.run(
      ["export", reference, "--geometry", "\(width)x\(height)", "--preview", "TextReveal", "--toggle-at", "0", "--from", "0"],
      display: xvfb.display)
    #expect(status == 0, "\(errors)")
    #expect(exported.count > 10_000)
    #expect(exported == fileBytes(at: reference), "E's GIF with the panels open differs from the export command's at \(width)×\(height)")
    try app.press(["q"])
    #expect(app.waitForExit() == 0)
  }

  /// E in a folder that cannot be written says why in one line on standard error and writes
  /// nothing; the window keeps running.
  @Test func eInAnUnwritableFolderWritesNothing() throws {
    guard let xvfb = try XvfbServer.forTests("export key tests") else { return }
    guard let refusing = try UnwritableFolder.forTests("E in an unwritable folder") else { return }
    let unwritable = try PreviewProcess(
      display: xvfb.display, arguments: ["--paused", "--geometry", "400x300+0+0", "--preview", "TextReveal"],
      directory: refusing.path)
    try unwritable.press(["space"])
    try #require(LiveReloadEndToEndTests.waitForFields(unwritable) { $0["control"] == "Toggle" } != nil)
    try unwritable.press(["e"])
    let fields = try #require(Self.waitForExport(unwritable, count: 1))
    #expect(fields["export"] == "failed")
    try unwritable.press(["q"])
    #expect(unwritable.waitForExit() == 0)
    let lines = unwritable.readError().split(separator: "\n")
    #expect(lines.count == 1, "\(lines)")
    #expect(lines.first?.hasPrefix("motion-preview: export failed: cannot write \"motion-preview-") == true)
    #expect(
      lines.first?.hasSuffix(".gif\": \(refusing.reason) (this user may not make files in its folder \".\")") == true,
      "\(lines)")
  }

  /// The local time as E names files: `YYYY-MM-DD-HHMMSS`.
  static func localStamp() -> String {
    var clock = time(nil)
    var parts = tm()
    localtime_r(&clock, &parts)
    func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))-"
      + "\(two(parts.tm_hour))\(two(parts.tm_min))\(two(parts.tm_sec))"
  }
}
