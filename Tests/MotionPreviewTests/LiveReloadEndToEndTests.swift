import Foundation
import Testing
import TestSupport

/// Live reload as a user meets it: the preview runs a copy of the sticky-note seed, paused at
/// 10 fps; the test saves edits the ways editors do (rename onto the file, write in place, delete)
/// and reads the next presented frame's state. Waits are bounded waits for the file event; scene
/// time moves only by → presses, so the numbers are exact.
@Suite(.serialized) struct LiveReloadEndToEndTests {
  /// The repository's seed files.
  static let seeds = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("assets/seeds")
  /// The sticky-note seed.
  static let seed = seeds.appendingPathComponent("StickyNote.swift").path

  /// `UnitCurve.easeInOut`, the CSS cubic-bezier(0.42, 0, 0.58, 1), at 0.1 (swiftui-animation-
  /// math.md §6 row 19) and at 0.2 (solved by bisection on the Bézier, outside this code).
  static let easeInOut = (tenth: 0.019722, fifth: 0.081660)

  /// The state field `name` as a number.
  static func number(_ app: PreviewProcess, _ name: String) -> Double? {
    app.stateFields()?[name].flatMap(Double.init)
  }

  /// Waits for the published state to satisfy `condition` on its fields.
  static func waitForFields(_ app: PreviewProcess, _ condition: ([String: String]) -> Bool) -> [String: String]? {
    var last: [String: String]?
    _ = waitUntil(timeout: 30) {
      last = app.stateFields()
      return last.map(condition) ?? false
    }
    return last.flatMap { condition($0) ? $0 : nil }
  }

  /// Rows near the bottom of the window that hold the banner's red.
  static func bannerPixels(_ shot: Screenshot) -> Int {
    shot.count(x: 0, y: 560, width: 1000, height: 40) { r, g, b in r > 150 && g < 80 && b < 80 }
  }

  @Test func aSaveReloadsABrokenSaveShowsTheBannerAndTheSceneRunsOn() throws {
    guard let xvfb = try XvfbServer.forTests("live reload tests") else { return }
    let directory = try TemporaryDirectory()
    let path = directory.path + "/StickyNote.swift"
    let original = try String(contentsOfFile: Self.seed, encoding: .utf8)
    #expect(original.contains("ceaseSize: widthCease ? 50 : 0"))
    try original.write(toFile: path, atomically: false, encoding: .utf8)
    let app = try PreviewProcess(
      display: xvfb.display, arguments: ["--paused", "--fps", "10", "--geometry", "1000x600+0+0", path])
    let start = try #require(Self.waitForFields(app) { $0["crease"] == "50.0" })
    #expect(start["reloads"] == "0" && start["problems"] == "0")

    // A save by rename (what most editors do): 50 → 30. The transitions restart at the paused
    // scene time, so the crease is exactly 30, then 30·(1 − easeInOut(0.1)) one frame later.
    let edited = original.replacingOccurrences(of: "widthCease ? 50 : 0", with: "widthCease ? 30 : 0")
    try edited.write(toFile: path, atomically: true, encoding: .utf8)
    let reloaded = try #require(Self.waitForFields(app) { $0["reloads"] == "1" })
    #expect(reloaded["crease"] == "30.0")
    try app.press(["Right"])
    try #require(Self.waitForFields(app) { $0["time"].flatMap(Double.init).map { abs($0 - 0.1) < 1e-9 } ?? false } != nil)
    let stepped = try #require(Self.number(app, "crease"))
    #expect(abs(stepped - 30 * (1 - Self.easeInOut.tenth)) < 1e-4)
    #expect(Self.bannerPixels(try Screenshot(display: xvfb.display)) == 0)

    // A broken save, written in place: the banner names the file, the old scene runs on.
    try (edited + "\n}}} let BROKEN_ERROR = (\n").write(toFile: path, atomically: false, encoding: .utf8)
    #expect(Self.waitForFields(app) { $0["problems"] != "0" } != nil)
    try app.press(["Right"])
    try #require(Self.waitForFields(app) { $0["time"].flatMap(Double.init).map { abs($0 - 0.2) < 1e-9 } ?? false } != nil)
    let ran = try #require(Self.number(app, "crease"))
    // Still the 30 pt scene: 30·(1 − easeInOut(0.2)).
    #expect(abs(ran - 30 * (1 - Self.easeInOut.fifth)) < 1e-4)
    #expect(app.stateFields()?["reloads"] == "1")
    #expect(Self.bannerPixels(try Screenshot(display: xvfb.display)) > 1000)

    // The next good save takes the banner away.
    try original.write(toFile: path, atomically: true, encoding: .utf8)
    let fixed = try #require(Self.waitForFields(app) { $0["reloads"] == "2" })
    #expect(fixed["problems"] == "0" && fixed["crease"] == "50.0")
    #expect(Self.bannerPixels(try Screenshot(display: xvfb.display)) == 0)

    // Deleting the file shows the banner; the scene keeps running.
    unlink(path)
    #expect(Self.waitForFields(app) { $0["problems"] == "1" } != nil)
    #expect(Self.bannerPixels(try Screenshot(display: xvfb.display)) > 1000)
    #expect(app.stateFields()?["crease"] == "50.0")
    app.send(SIGTERM)
    _ = app.waitForExit()
  }

  /// The "done when": `extraBounce: 0.4` → `0.0` in the reveal's file changes the
  /// running spring. One frame (0.1 s) after the reload, line 0 sits at −descent × (1 − u) with
  /// u the unit step response of `Spring(duration: 0.35, bounce: 0.15)`, in closed form here.
  @Test func theRevealsSpringFollowsAnEditedExtraBounce() throws {
    guard let xvfb = try XvfbServer.forTests("live reload tests") else { return }
    let directory = try TemporaryDirectory()
    let path = directory.path + "/TextRendererReveal.swift"
    let original = try String(
      contentsOfFile: Self.seeds.appendingPathComponent("TextRendererReveal.swift").path, encoding: .utf8)
    #expect(original.contains("extraBounce: 0.4"))
    try original.write(toFile: path, atomically: false, encoding: .utf8)
    // The line's descent, from the same fonts without a window.
    let (status, json, _) = try PreviewProcess.run(["--frame-json", "0", path], display: xvfb.display)
    #expect(status == 0)
    let descent = try #require(PreviewProcess.number("descent", in: json))
    let app = try PreviewProcess(
      display: xvfb.display,
      arguments: ["--paused", "--start-visible", "--fps", "10", "--geometry", "1000x600+0+0", path])
    try original.replacingOccurrences(of: "extraBounce: 0.4", with: "extraBounce: 0.0")
      .write(toFile: path, atomically: true, encoding: .utf8)
    #expect(Self.waitForFields(app) { $0["reloads"] == "1" } != nil)
    try app.press(["Right"])
    let fields = try #require(
      Self.waitForFields(app) { $0["time"].flatMap(Double.init).map { abs($0 - 0.1) < 1e-9 } ?? false })
    let offset = try #require(fields["offset0"].flatMap(Double.init))
    // ζ = 1 − 0.15, ω₀ = 2π / 0.35: u(t) = 1 − e^(−ζω₀t)(cos ω_d t + ζω₀/ω_d sin ω_d t).
    let zeta = 0.85
    let w0 = 2 * Double.pi / 0.35
    let wd = w0 * (1 - zeta * zeta).squareRoot()
    let t = 0.1
    let unit = 1 - exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t))
    #expect(abs(offset - -descent * (1 - unit)) < 1e-6 * descent)
    // The seed's spring (bounce 0.55) would be elsewhere: 0.789893 of the way (reference §6).
    #expect(abs(offset - -descent * (1 - 0.789893)) > 0.05 * descent)
    app.send(SIGTERM)
    _ = app.waitForExit()
  }
}
