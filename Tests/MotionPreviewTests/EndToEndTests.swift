import Testing
import TestSupport

/// The default window (the built-in examples, no file) as a user meets it: the real binary in a
/// real window on Xvfb, driven by real key presses (XTEST via xdotool) and observed by
/// screenshots (xwd) that use none of our code.
///
/// The clock is stepped, never slept on: the preview starts paused at 10 fps, so each → press
/// advances scene time by exactly 0.1 s, and the test waits for the window's published state
/// before it looks. Nothing here depends on how fast the machine is.
@Suite(.serialized) struct EndToEndTests {
  /// SwiftUI blue text over white or the veil: clearly more blue than red.
  private static func isBlueText(_ r: Int, _ g: Int, _ b: Int) -> Bool { b - r > 60 && b > 200 }

  /// The text panel is the left half of the 1000×600 window.
  private static let panel = (x: 0, y: 0, width: 500, height: 600)

  /// Rows of the text panel holding blue text pixels.
  private static func blueRows(_ shot: Screenshot) -> [Int] {
    (panel.y..<panel.height).filter { y in
      shot.count(x: panel.x, y: y, width: panel.width, height: 1, where: isBlueText) > 0
    }
  }

  /// Runs of consecutive rows, as (first, last).
  private static func clusters(_ rows: [Int]) -> [(Int, Int)] {
    var result: [(Int, Int)] = []
    for row in rows {
      if let last = result.last, row == last.1 + 1 {
        result[result.count - 1].1 = row
      } else {
        result.append((row, row))
      }
    }
    return result
  }

  private func server() throws -> XvfbServer? {
    try XvfbServer.forTests("end-to-end tests")
  }

  @Test func revealRestartAndQuitDrivenByKeys() throws {
    guard let xvfb = try server() else { return }
    let app = try PreviewProcess(
      display: xvfb.display, arguments: ["--paused", "--fps", "10", "--geometry", "1000x600+0+0"])
    func stepTo(_ time: Double) throws -> Screenshot {
      let current = try #require(app.state())
      let steps = Int(((time - current.time) * 10).rounded())
      if steps > 0 { try app.press(Array(repeating: "Right", count: steps)) }
      try #require(app.waitForState { abs($0.time - time) < 1e-6 } != nil, "never reached t=\(time)")
      return try Screenshot(display: xvfb.display)
    }

    // Before Space: no text at all.
    let before = try Screenshot(display: xvfb.display)
    #expect(Self.blueRows(before).isEmpty)

    try app.press(["space"])
    try #require(LiveReloadEndToEndTests.waitForFields(app) { $0["control"] == "Toggle" } != nil)

    let early = try stepTo(0.3)
    let late = try stepTo(1.7)
    let lateRows = Self.blueRows(late)
    let top = try #require(lateRows.first)
    let bottom = try #require(lateRows.last)
    let quarter = (bottom - top) / 4

    // 1.7 s after Space, all the text is drawn: as many lines of ink as the frame has lines
    // drawn by the renderer (`--frame-json`'s text commands with a "renderer" offset).
    let (status, json, _) = try PreviewProcess.run(
      ["--frame-json", "1.7", "--toggle-at", "0", "--geometry", "1000x600"], display: xvfb.display)
    #expect(status == 0)
    let lineCount = json.ranges(of: "\"renderer\": ").count
    #expect(lineCount > 4)
    #expect(Self.clusters(lateRows).count == lineCount)

    // 0.3 s after Space, the upper lines are drawn and the lower ones are not yet.
    let earlyRows = Self.blueRows(early)
    #expect(earlyRows.filter { $0 < top + quarter }.count > 10)
    #expect(earlyRows.filter { $0 > bottom - quarter }.isEmpty)

    // The note's folded corner moves: its panel differs between frames 0.5 s apart.
    let later = try stepTo(2.2)
    #expect(later.differences(from: late, x: 500, y: 0, width: 500, height: 600) > 50)

    // R restarts with fresh state: the switch is off and the text gone at once; Space reveals
    // it again from the start.
    let fields = try #require(app.stateFields())
    let agents = try #require(fields["agents"].flatMap(Int.init))
    let drawn = try #require(fields["agentFrames"].flatMap(Int.init))
    try app.press(["r"])
    // The new agent's first frame is on screen (until then the window shows the last one).
    try #require(
      LiveReloadEndToEndTests.waitForFields(app) {
        Int($0["agents"] ?? "") ?? 0 > agents && Int($0["agentFrames"] ?? "") ?? 0 > drawn
      } != nil)
    #expect(Self.blueRows(try Screenshot(display: xvfb.display)).isEmpty)
    try app.press(["space"])
    let again = try stepTo(3.9)
    #expect(Self.clusters(Self.blueRows(again)).count == lineCount)

    // Q quits with status 0.
    try app.press(["q"])
    #expect(app.waitForExit() == 0)
  }

  @Test func clickingTheSwitchToggles() throws {
    guard let xvfb = try server() else { return }
    let app = try PreviewProcess(
      display: xvfb.display,
      arguments: ["--paused", "--fps", "10", "--geometry", "1000x600+0+0"])
    try app.press(["space"])
    try #require(LiveReloadEndToEndTests.waitForFields(app) { $0["control"] == "Toggle" } != nil)
    try app.press(Array(repeating: "Right", count: 10))  // let the switch settle on
    try #require(app.waitForState { $0.time > 0.95 } != nil)
    #expect(!Self.blueRows(try Screenshot(display: xvfb.display)).isEmpty)
    // The switch is the green track in the top band of the text panel.
    let shot = try Screenshot(display: xvfb.display)
    var xs: [Int] = []
    var ys: [Int] = []
    for y in 0..<150 {
      for x in 0..<500 {
        let c = shot.rgb(x, y)
        if c.green > 150 && c.red < 120 && c.blue < 150 {
          xs.append(x)
          ys.append(y)
        }
      }
    }
    try #require(xs.count > 100, "no green switch track found")
    let frame = try #require(app.state()).frame
    try app.click(x: xs.reduce(0, +) / xs.count, y: ys.reduce(0, +) / ys.count)
    try #require(app.waitForState { $0.frame > frame } != nil)
    // The click turned the switch off: a second later the text is gone.
    try app.press(Array(repeating: "Right", count: 15))
    try #require(app.waitForState { $0.time > 2.45 } != nil)
    #expect(Self.blueRows(try Screenshot(display: xvfb.display)).isEmpty)
    try app.press(["Escape"])
    #expect(app.waitForExit() == 0)
  }

  @Test func closeButtonAndBadInputExitCleanly() throws {
    // No display at all: one line, status 2, no stack trace.
    let (status, _, errors) = try PreviewProcess.run([], display: ":9999")
    #expect(status == 2)
    #expect(errors == "motion-preview: cannot open X display \":9999\" "
      + "(is an X server running? set DISPLAY or run under xvfb-run)\n")
    let (badStatus, _, badErrors) = try PreviewProcess.run(["--fps", "nan"], display: nil)
    #expect(badStatus == 2)
    #expect(badErrors == "motion-preview: --fps needs a number, not \"nan\"\n")
  }
}
