import Scenes
import Testing
import TestSupport

/// The tuning panels as a user meets them: the real binary on Xvfb, real key presses and a real
/// pointer drag (XTEST through xdotool), observed through the frame report the app publishes
/// after each key and through `xwd` screenshots.
@Suite(.serialized) struct TuningEndToEndTests {
  /// The knob and the track's filled part: SwiftUI blue, (0, 122, 255).
  private static func isAccentBlue(_ r: Int, _ g: Int, _ b: Int) -> Bool {
    r < 30 && abs(g - 122) < 30 && b > 225
  }

  /// The inspector's fill, white 0.975 (249).
  private static func isInspectorFill(_ r: Int, _ g: Int, _ b: Int) -> Bool {
    r == 249 && g == 249 && b == 249
  }

  /// The velocity curve: SwiftUI orange (255, 149, 0).
  private static func isOrange(_ r: Int, _ g: Int, _ b: Int) -> Bool {
    r > 230 && g > 110 && g < 190 && b < 80
  }

  private func server() throws -> XvfbServer? {
    try XvfbServer.forTests("tuning end-to-end tests")
  }

  private static func flag(_ key: String, _ json: String) -> Bool? {
    if json.contains("\"\(key)\": true") { return true }
    if json.contains("\"\(key)\": false") { return false }
    return nil
  }

  @Test func keysChangeThePublishedFrameReport() throws {
    guard let xvfb = try server() else { return }
    let app = try PreviewProcess(
      display: xvfb.display, arguments: ["--paused", "--fps", "25", "--geometry", "1000x600+0+0"])
    var json = try app.reportAfter(pressing: ["space"])
    #expect(Self.flag("timeline", json) == false && Self.flag("inspector", json) == false)
    let start = try #require(PreviewProcess.number("transitionStart", in: json))

    json = try app.reportAfter(pressing: ["t"])
    #expect(Self.flag("timeline", json) == true)
    json = try app.reportAfter(pressing: ["i"])
    #expect(Self.flag("inspector", json) == true)
    json = try app.reportAfter(pressing: ["h"])
    #expect(Self.flag("help", json) == true)
    json = try app.reportAfter(pressing: ["h"])
    #expect(Self.flag("help", json) == false)

    // → is one frame (0.04 s at 25 fps); Shift+→ is 100 ms; Home and End are the transition's
    // ends; Shift+← steps back 100 ms.
    json = try app.reportAfter(pressing: ["Right"])
    #expect(abs(try #require(PreviewProcess.number("transitionTime", in: json)) - 0.04) < 1e-9)
    #expect(PreviewProcess.number("transitionFrame", in: json) == 1)
    json = try app.reportAfter(pressing: ["shift+Right"])
    #expect(abs(try #require(PreviewProcess.number("transitionTime", in: json)) - 0.14) < 1e-9)
    #expect(PreviewProcess.number("transitionFrame", in: json) == 3)
    json = try app.reportAfter(pressing: ["End"])
    let end = try #require(PreviewProcess.number("time", in: json))
    #expect(abs(end - (start + Preview().transitionDuration)) < 1e-9)
    json = try app.reportAfter(pressing: ["shift+Left"])
    #expect(abs(try #require(PreviewProcess.number("time", in: json)) - (end - 0.1)) < 1e-9)
    json = try app.reportAfter(pressing: ["Home"])
    #expect(abs(try #require(PreviewProcess.number("time", in: json)) - start) < 1e-9)
    #expect(PreviewProcess.number("transitionTime", in: json) == 0)

    json = try app.reportAfter(pressing: ["t"])
    #expect(Self.flag("timeline", json) == false)
    try app.press(["q"])
    #expect(app.waitForExit() == 0)
  }

  @Test func theBarAndTheInspectorAreDrawnOnlyAfterTheirKeys() throws {
    guard let xvfb = try server() else { return }
    let app = try PreviewProcess(
      display: xvfb.display, arguments: ["--paused", "--fps", "10", "--geometry", "1000x600+0+0"])
    // The bar's strip is the bottom 52 points; the inspector is the right 400.
    let bar = (x: 0, y: 548, width: 600, height: 52)
    let inspector = (x: 600, y: 0, width: 400, height: 548)
    let before = try Screenshot(display: xvfb.display)
    #expect(before.count(x: bar.x, y: bar.y, width: bar.width, height: bar.height, where: Self.isAccentBlue) == 0)
    #expect(before.count(x: inspector.x, y: inspector.y, width: inspector.width, height: inspector.height, where: Self.isInspectorFill) < 2_000)
    #expect(before.count(x: inspector.x, y: inspector.y, width: inspector.width, height: inspector.height, where: Self.isOrange) == 0)

    _ = try app.reportAfter(pressing: ["t"])
    _ = try app.reportAfter(pressing: ["i"])
    let after = try Screenshot(display: xvfb.display)
    // The knob (14 pt across) and the filled track.
    #expect(after.count(x: bar.x, y: bar.y, width: bar.width, height: bar.height, where: Self.isAccentBlue) > 100)
    // The inspector's panel fills most of its column; its spring plot draws the velocity.
    #expect(after.count(x: inspector.x, y: inspector.y, width: inspector.width, height: inspector.height, where: Self.isInspectorFill) > 50_000)
    #expect(after.count(x: inspector.x, y: inspector.y, width: inspector.width, height: inspector.height, where: Self.isOrange) > 50)
    try app.press(["q"])
    #expect(app.waitForExit() == 0)
  }

  /// At the default 1000 × 600 the inspector's plots end above the window's bottom edge (its
  /// last 10 rows are the panel's fill, no plot's white); after V it shows the first attempt's
  /// page, which has no velocity curve (no orange), and after V again the reveal's.
  @Test func theInspectorFitsTheDefaultWindowAndFollowsV() throws {
    guard let xvfb = try server() else { return }
    let app = try PreviewProcess(
      display: xvfb.display, arguments: ["--paused", "--fps", "10", "--geometry", "1000x600+0+0"])
    let column = (x: 601, y: 0, width: 399, height: 600)
    let bottom = (x: 601, y: 590, width: 399, height: 10)
    func isWhite(_ r: Int, _ g: Int, _ b: Int) -> Bool { r == 255 && g == 255 && b == 255 }
    func orange(_ shot: Screenshot) -> Int {
      shot.count(x: column.x, y: column.y, width: column.width, height: column.height, where: Self.isOrange)
    }

    _ = try app.reportAfter(pressing: ["i"])
    let reveal = try Screenshot(display: xvfb.display)
    #expect(reveal.count(x: bottom.x, y: bottom.y, width: bottom.width, height: bottom.height, where: isWhite) == 0)
    #expect(reveal.count(x: bottom.x, y: bottom.y, width: bottom.width, height: bottom.height, where: Self.isInspectorFill) > 3_500)
    // The four plots' white backgrounds: two rows, each at least 56 × 110 points twice.
    #expect(reveal.count(x: column.x, y: 300, width: column.width, height: 300, where: isWhite) > 4 * 56 * 110)
    #expect(orange(reveal) > 50)

    // V changes no field of the report; the step after it (paused) does.
    _ = try app.reportAfter(pressing: ["v", "Right"])
    let variant = try Screenshot(display: xvfb.display)
    #expect(orange(variant) == 0)
    #expect(variant.count(x: bottom.x, y: bottom.y, width: bottom.width, height: bottom.height, where: isWhite) == 0)
    #expect(variant.count(x: column.x, y: 300, width: column.width, height: 300, where: isWhite) > 4 * 56 * 110)

    _ = try app.reportAfter(pressing: ["v", "Right"])
    #expect(orange(try Screenshot(display: xvfb.display)) > 50)
    try app.press(["q"])
    #expect(app.waitForExit() == 0)
  }

  @Test func aDragLandsOnTheTimeUnderThePointer() throws {
    guard let xvfb = try server() else { return }
    let app = try PreviewProcess(
      display: xvfb.display, arguments: ["--paused", "--fps", "10", "--geometry", "1000x600+0+0"])
    _ = try app.reportAfter(pressing: ["space"])
    _ = try app.reportAfter(pressing: ["t"])
    // The track's ends from the pixels: the knob's centre at Home (the transition's start) and
    // at End (its end), measured on rows above the track where only the knob is blue.
    let row = 574
    func knobCentre() throws -> Double {
      let shot = try Screenshot(display: xvfb.display)
      var xs: [Int] = []
      for y in (row - 7)..<(row - 3) {
        for x in 0..<shot.width {
          let c = shot.rgb(x, y)
          if Self.isAccentBlue(c.red, c.green, c.blue) { xs.append(x) }
        }
      }
      try #require(!xs.isEmpty, "no knob above the track")
      return Double(xs.reduce(0, +)) / Double(xs.count)
    }
    _ = try app.reportAfter(pressing: ["End"])
    let right = try knobCentre()
    _ = try app.reportAfter(pressing: ["Home"])
    let left = try knobCentre()
    try #require(right - left > 300, "track from \(left) to \(right)")
    let target = Int((left + 0.3 * (right - left)).rounded())
    let before = try #require(app.state()).frame
    try app.drag(from: Int(left) + 40, to: target, y: row)
    try #require(app.waitForState { $0.frame > before } != nil)
    // Wait for the report of the release's frame (the last event of the drag).
    let expected = (Double(target) - left) / (right - left) * Preview().transitionDuration
    let tolerance = 1.5 * Preview().transitionDuration / (right - left)
    _ = waitUntil(timeout: 10) {
      guard let json = app.report(), let t = PreviewProcess.number("transitionTime", in: json)
      else { return false }
      return abs(t - expected) <= tolerance
    }
    let report = try #require(app.report())
    let time = try #require(PreviewProcess.number("transitionTime", in: report))
    #expect(abs(time - expected) <= tolerance)
    // The knob is drawn under the pointer.
    #expect(abs(try knobCentre() - Double(target)) < 1.5)
    try app.press(["q"])
    #expect(app.waitForExit() == 0)
  }

  @Test func reduceMotionKeepsEveryLineInPlace() throws {
    guard let xvfb = try server() else { return }
    for time in ["0.1", "0.3", "0.6"] {
      let (status, reduced, _) = try PreviewProcess.run(
        ["--frame-json", time, "--reduce-motion"], display: xvfb.display)
      #expect(status == 0)
      let offsets = reduced.matches(of: /"offsetY": ([-0-9.e]+)/).compactMap { Double($0.output.1) }
      #expect(!offsets.isEmpty && !offsets.contains { $0 != 0 })
      let (_, moving, _) = try PreviewProcess.run(["--frame-json", time], display: xvfb.display)
      #expect(moving.matches(of: /"offsetY": ([-0-9.e]+)/).contains { Double($0.output.1) != 0 })
      // The opacities are the same: only the movement is gone.
      #expect(
        reduced.matches(of: /"opacity": ([-0-9.e]+)/).map(\.output.1)
          == moving.matches(of: /"opacity": ([-0-9.e]+)/).map(\.output.1))
    }
  }

  @Test func tabSelectsAndArrowsChangeALiveParameter() throws {
    guard let xvfb = try server() else { return }
    let app = try PreviewProcess(
      display: xvfb.display, arguments: ["--paused", "--fps", "25", "--geometry", "1000x600+0+0"])
    func value(_ json: String) -> String? {
      json.firstMatch(of: /"parameterValue": "([^"]*)"/).map { String($0.output.1) }
    }
    /// Presses `keys` one at a time, each awaited, and returns the last report.
    func press(_ keys: String...) throws -> String {
      var json = ""
      for key in keys { json = try app.reportAfter(pressing: [key]) }
      return json
    }
    var json = try press("space", "Right", "Right")
    #expect(abs((PreviewProcess.number("transitionTime", in: json) ?? 0) - 0.08) < 1e-9)
    let offsetBefore = try #require(PreviewProcess.number("offsetY", in: json))
    // Tab shows the inspector with the first parameter; three more reach the extra bounce.
    json = try press("Tab")
    #expect(json.contains("\"inspector\": true") && json.contains("\"parameter\": \"total duration\""))
    json = try press("Tab", "Tab", "Tab")
    #expect(json.contains("\"parameter\": \"extra bounce\"") && value(json) == "0.4")
    json = try press("Up")
    #expect(value(json) == "0.45")
    // The change restarts the transition where the playhead is: the first line starts again.
    #expect(PreviewProcess.number("transitionStart", in: json) == PreviewProcess.number("time", in: json))
    #expect(PreviewProcess.number("offsetY", in: json) != offsetBefore)
    json = try press("shift+Up")
    #expect(value(json) == "0.65")
    json = try press("0")
    #expect(value(json) == "0.4")
    json = try press("Down")
    #expect(value(json) == "0.35")
    json = try press("shift+Tab")
    #expect(json.contains("\"parameter\": \"spring duration\""))
    try app.press(["q"])
    #expect(app.waitForExit() == 0)
  }

  @Test func bSplitsTheTextPanelOnOneClock() throws {
    guard let xvfb = try server() else { return }
    let app = try PreviewProcess(
      display: xvfb.display, arguments: ["--paused", "--fps", "25", "--geometry", "1000x600+0+0"])
    // The divider between A and B: orange, in the middle of the text panel (x 249...250).
    func isDivider(_ r: Int, _ g: Int, _ b: Int) -> Bool { r > 230 && g > 110 && g < 190 && b < 80 }
    func isBlue(_ r: Int, _ g: Int, _ b: Int) -> Bool { b - r > 60 && b > 200 }
    let before = try Screenshot(display: xvfb.display)
    #expect(before.count(x: 245, y: 100, width: 10, height: 400, where: isDivider) == 0)
    var json = try app.reportAfter(pressing: ["b"])
    #expect(json.contains("\"split\": true"))
    // Both halves toggle together with Space; End shows where their reveal ends.
    json = try app.reportAfter(pressing: ["space", "End"])
    let after = try Screenshot(display: xvfb.display)
    #expect(after.count(x: 245, y: 100, width: 10, height: 400, where: isDivider) > 700)
    // Both halves toggled together: text on both sides of the divider.
    #expect(after.count(x: 0, y: 100, width: 245, height: 400, where: isBlue) > 500)
    #expect(after.count(x: 255, y: 100, width: 245, height: 400, where: isBlue) > 500)
    json = try app.reportAfter(pressing: ["b"])
    #expect(json.contains("\"split\": false"))
    try app.press(["q"])
    #expect(app.waitForExit() == 0)
  }

  /// B keeps the playhead: after the issue's flow (scrub to 0.25 s, raise the bounce, watch it
  /// to 0.25 s again) the state's scrub-bar time equals both halves' after B, after stepping,
  /// Home and a drag on the bar while split, and after B again.
  @Test func bKeepsTheScrubBarsTimeInBothHalves() throws {
    guard let xvfb = try server() else { return }
    let app = try PreviewProcess(
      display: xvfb.display, arguments: ["--paused", "--fps", "20", "--geometry", "1000x600+0+0"])
    func press(_ keys: String...) throws -> String {
      var json = ""
      for key in keys { json = try app.reportAfter(pressing: [key]) }
      return json
    }
    /// The state of the frame whose report is `json`: its bar time and the halves' times.
    func times(_ json: String) throws -> (bar: Double, halves: [Double]) {
      let time = try #require(PreviewProcess.number("time", in: json))
      let fields = try #require(
        LiveReloadEndToEndTests.waitForFields(app) { Double($0["time"] ?? "") == time })
      let bar = try #require(fields["transition"].flatMap(Double.init))
      let halves = (fields["halves"] ?? "-").split(separator: ",").compactMap { Double($0) }
      #expect(abs(bar - (PreviewProcess.number("transitionTime", in: json) ?? -1)) < 1e-9)
      return (bar, halves)
    }
    _ = try press("space", "t", "shift+Right", "shift+Right", "Right")
    _ = try press("Tab", "Tab", "Tab", "Tab", "Up")
    var json = try press("shift+Right", "shift+Right", "Right")
    #expect(json.contains("\"parameterValue\": \"0.45\""))
    #expect(try times(json).halves.isEmpty)
    json = try press("b")
    #expect(json.contains("\"split\": true"))
    var state = try times(json)
    #expect(abs(state.bar - 0.25) < 1e-9)
    #expect(state.halves.count == 2 && state.halves.allSatisfy { abs($0 - state.bar) < 1e-9 })
    var end = 0.0
    for key in ["shift+Right", "Left", "End", "Home"] {
      state = try times(try press(key))
      #expect(state.halves.count == 2 && state.halves.allSatisfy { abs($0 - state.bar) < 1e-9 }, "after \(key)")
      if key == "End" { end = state.bar }
    }
    #expect(state.bar == 0 && end > 0.25)
    // A drag along the bar (the bottom strip) from its label to beyond the track's right end
    // while split: the bar and both halves end at the transition's end, as End put them.
    try app.drag(from: 100, to: 590, y: 574)
    let dragged = try #require(
      LiveReloadEndToEndTests.waitForFields(app) { abs((Double($0["transition"] ?? "") ?? -1) - end) < 1e-9 })
    let halves = (dragged["halves"] ?? "-").split(separator: ",").compactMap { Double($0) }
    #expect(halves.count == 2 && halves.allSatisfy { abs($0 - end) < 1e-9 }, "\(dragged)")
    state = try times(try press("Left"))
    #expect(abs(state.bar - (end - 0.05)) < 1e-9)
    #expect(state.halves.count == 2 && state.halves.allSatisfy { abs($0 - state.bar) < 1e-9 })
    let split = state.bar
    json = try press("b")
    state = try times(json)
    #expect(json.contains("\"split\": false") && abs(state.bar - split) < 1e-9 && state.halves.isEmpty, "\(state) \(split)")
    try app.press(["q"])
    #expect(app.waitForExit() == 0)
  }
}
