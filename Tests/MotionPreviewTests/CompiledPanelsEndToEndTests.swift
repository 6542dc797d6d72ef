import Foundation
import Testing
import TestSupport

/// T, I and B on the user's own compiled file, as a user meets them: the real binary on Xvfb,
/// real keys, a paused clock stepped with Shift+→ (100 ms a press), pixels read back from the
/// server and the panels' report (`_MOTION_PREVIEW_FRAME`, JSON). The files are no seed.
///
/// Positions are SwiftUI's layout rules worked by hand: the root view is centred in the canvas
/// the open panels leave (the scrub bar takes 52 points at the bottom, the inspector half the
/// window's width on the right, A/B halves the canvas).
@Suite(.serialized) struct CompiledPanelsEndToEndTests {
  /// A 40-point blue square that moves 100 points right with `animation` when Space presses
  /// the hidden button.
  static func slider(animation: String) -> String {
    """
    import SwiftUI
    // run \(UUID().uuidString)

    struct Slider: View {
        @State private var moved = false
        var body: some View {
            VStack {
                Rectangle().fill(Color.blue).frame(width: 40, height: 40)
                    .offset(x: moved ? 100 : 0)
                    .animation(\(animation), value: moved)
                Button("Go") { moved.toggle() }.frame(width: 0, height: 0).opacity(0)
            }
        }
    }

    """
  }

  static func isBlue(_ pixel: (red: Int, green: Int, blue: Int)) -> Bool {
    pixel.blue > 200 && pixel.red < 80 && pixel.green < 160
  }

  /// Launches the window paused on `source` (written to `name` in a fresh folder), 400 × 300.
  static func launch(_ source: String, name: String, xvfb: XvfbServer, directory: TemporaryDirectory) throws
    -> PreviewProcess
  {
    let path = directory.path + "/" + name
    try source.write(toFile: path, atomically: false, encoding: .utf8)
    let app = try PreviewProcess(display: xvfb.display, arguments: ["--paused", "--geometry", "400x300+0+0", path])
    try #require(CompiledPreviewEndToEndTests.fields(app) { $0["agentFrames"].flatMap(Int.init).map { $0 > 0 } ?? false } != nil)
    return app
  }

  /// The panels' report, once `condition` holds for it.
  static func report(_ app: PreviewProcess, _ condition: ([String: Any]) -> Bool) -> [String: Any]? {
    var found: [String: Any]?
    _ = waitUntil(timeout: 30) {
      guard let text = app.report(), let json = try? CompiledPreviewCommandTests.json(text), condition(json) else {
        return false
      }
      found = json
      return true
    }
    return found
  }

  /// Waits until the presented frame is at scene time `time` (seconds).
  static func waitForTime(_ app: PreviewProcess, _ time: Double) throws {
    try #require(
      CompiledPreviewEndToEndTests.fields(app) { abs(($0["time"].flatMap(Double.init) ?? -1) - time) < 1e-6 } != nil)
  }

  @Test func tDrawsTheScrubBarOverTheLastTransaction() throws {
    guard let xvfb = try XvfbServer.forTests("compiled panel tests") else { return }
    let directory = try TemporaryDirectory()
    let app = try Self.launch(Self.slider(animation: ".linear(duration: 0.8)"), name: "Slider.swift", xvfb: xvfb, directory: directory)
    // Space at scene time 0, T, then 0.4 s: halfway through the 0.8 s move.
    try app.press(["space", "t"])
    try #require(CompiledPreviewEndToEndTests.fields(app) { $0["timeline"] == "1" && $0["inFlight"] == "1" } != nil)
    try app.press(["shift+Right", "shift+Right", "shift+Right", "shift+Right"])
    try Self.waitForTime(app, 0.4)
    // The bar spans the transaction: from the press (0) for the file's 0.8 s.
    let report = try #require(Self.report(app) { ($0["timeline"] as? [String: Any])?["shown"] as? Bool == true })
    let timeline = try #require(report["timeline"] as? [String: Any])
    #expect(timeline["start"] as? Double == 0)
    #expect(abs((timeline["duration"] as? Double ?? 0) - 0.8) < 1e-9)
    let shot = try Screenshot(display: xvfb.display)
    // The canvas is 400 × 248 above the 52-point bar. The VStack is the 40-point square, the
    // default spacing of 8 and the 0-point button: 48 high, centred, so the square is at y
    // 100…140; at 0.4 s of a linear 0.8 s move it is 50 points right of x 180…220: x 230…270.
    #expect(Self.isBlue(shot.rgb(250, 120)))
    #expect(CompiledPreviewEndToEndTests.isWhite(shot.rgb(220, 120)))
    // The bar: its light grey fill, and along its middle row (y = 248 + 26) the track: blue up
    // to the knob at the playhead, grey after it. Halfway through, the knob's centre is the
    // track's middle, so the last blue pixel (the knob's right edge, 7 points past its centre)
    // is 7 points right of the track's middle.
    let fill = shot.rgb(4, 296)
    #expect(fill.red > 235 && fill.red < 250 && fill.green == fill.red && fill.blue == fill.red)
    let row = 274
    let blue = (0..<400).filter { Self.isBlue(shot.rgb($0, row)) }
    func isTrackGrey(_ x: Int) -> Bool {
      let p = shot.rgb(x, row)
      return abs(p.red - 204) <= 6 && abs(p.green - 204) <= 6 && abs(p.blue - 204) <= 6
    }
    let trackStart = try #require(blue.first)
    let knobEdge = try #require(blue.last)
    // The grey run right of the knob ends where the track does.
    var trackEnd = knobEdge + 1
    while trackEnd < knobEdge + 4, !isTrackGrey(trackEnd) { trackEnd += 1 }
    while trackEnd + 1 < 400, isTrackGrey(trackEnd + 1) { trackEnd += 1 }
    #expect(trackEnd - trackStart > 100, "the track spans most of the bar: \(trackStart)…\(trackEnd)")
    #expect(abs(Double(knobEdge) - (Double(trackStart + trackEnd) / 2 + 7)) <= 2, "\(trackStart) \(knobEdge) \(trackEnd)")
    // A click three quarters along the track scrubs there: 0.6 s of the 0.8 s span (within a
    // pixel's worth of time either way), and the square is 75 points right: x 255…295.
    let x = trackStart + Int((Double(trackEnd - trackStart) * 0.75).rounded())
    try app.click(x: x, y: row)
    let secondsPerPixel = 0.8 / Double(trackEnd - trackStart)
    try #require(
      CompiledPreviewEndToEndTests.fields(app) { abs(($0["time"].flatMap(Double.init) ?? -1) - 0.6) <= 2 * secondsPerPixel } != nil)
    _ = waitUntil(timeout: 30) { Self.isBlue((try? Screenshot(display: xvfb.display))?.rgb(290, 120) ?? (0, 0, 0)) }
    let scrubbed = try Screenshot(display: xvfb.display)
    #expect(Self.isBlue(scrubbed.rgb(290, 120)) && CompiledPreviewEndToEndTests.isWhite(scrubbed.rgb(250, 120)))
  }

  /// A panel opened after the motion ended moves neither the timeline nor E to its moment: its
  /// resize is no transaction. Space at 0, 1.2 s on (a 0.8 s move, over), then T: the bar
  /// starts at the press, not at 1.2 s, and I, which resizes again, keeps it there. It spans
  /// the move, to the first frame shown at rest (the clock stepped 0.1 s at a time, each step
  /// shown: 0.8 s, or the step after), though no animation was reported while it moved; it was
  /// a second.
  @Test func openingAPanelLaterKeepsTheLastTransaction() throws {
    guard let xvfb = try XvfbServer.forTests("compiled panel tests") else { return }
    let directory = try TemporaryDirectory()
    let app = try Self.launch(Self.slider(animation: ".linear(duration: 0.8)"), name: "Later.swift", xvfb: xvfb, directory: directory)
    try app.press(["space"])
    for step in 1...12 {
      try app.press(["shift+Right"])
      try Self.waitForTime(app, Double(step) / 10)
    }
    try app.press(["t"])
    let opened = try #require(Self.report(app) { ($0["timeline"] as? [String: Any])?["shown"] as? Bool == true })
    #expect((opened["timeline"] as? [String: Any])?["start"] as? Double == 0, "\(opened)")
    let duration = try #require((opened["timeline"] as? [String: Any])?["duration"] as? Double)
    #expect(duration > 0.8 - 1e-6 && duration < 0.9 + 1e-6, "\(opened)")
    try app.press(["i"])
    let both = try #require(Self.report(app) { ($0["inspector"] as? [String: Any])?["shown"] as? Bool == true })
    #expect((both["timeline"] as? [String: Any])?["start"] as? Double == 0, "\(both)")
  }

  /// The problem banner lies along the bottom of the canvas, above the timeline, which it
  /// never covers: with T open the canvas is 400 × 248, and a broken save's red banner ends at
  /// y 248 while the bar's light grey stays below it.
  @Test func theBannerLiesAboveTheTimeline() throws {
    guard let xvfb = try XvfbServer.forTests("compiled panel tests") else { return }
    let directory = try TemporaryDirectory()
    let source = Self.slider(animation: ".linear(duration: 0.8)")
    let app = try Self.launch(source, name: "Banner.swift", xvfb: xvfb, directory: directory)
    try app.press(["t"])
    try #require(CompiledPreviewEndToEndTests.fields(app) { $0["timeline"] == "1" } != nil)
    try source.replacingOccurrences(of: "Color.blue", with: "Color.bleu")
      .write(toFile: directory.path + "/Banner.swift", atomically: false, encoding: .utf8)
    try #require(CompiledPreviewEndToEndTests.fields(app) { $0["problems"] == "1" } != nil)
    let shot = try Screenshot(display: xvfb.display)
    let red = { (r: Int, g: Int, b: Int) in r > 150 && g < 80 && b < 80 }
    #expect(shot.count(x: 0, y: 228, width: 400, height: 20, where: red) > 4000)
    #expect(shot.count(x: 0, y: 249, width: 400, height: 51, where: red) == 0)
    let fill = shot.rgb(4, 296)
    #expect(fill.red > 235 && fill.red < 250 && fill.green == fill.red && fill.blue == fill.red, "\(fill)")
  }

  @Test func iListsTheSpringInFlightThenTheFilesAnimations() throws {
    guard let xvfb = try XvfbServer.forTests("compiled panel tests") else { return }
    let directory = try TemporaryDirectory()
    let app = try Self.launch(
      Self.slider(animation: ".spring(duration: 0.6, bounce: 0.2)"), name: "Springy.swift", xvfb: xvfb, directory: directory)
    try app.press(["space", "i", "shift+Right", "shift+Right"])
    try Self.waitForTime(app, 0.2)
    let report = try #require(Self.report(app) { json in
      (json["inspector"] as? [String: Any])?["inFlight"] as? Bool == true
    })
    let entries = try #require((report["inspector"] as? [String: Any])?["entries"] as? [[String: Any]])
    let offset = try #require(entries.first { $0["name"] as? String == "offset" }, "\(entries)")
    #expect(offset["spelling"] as? String == ".spring(duration: 0.6, bounce: 0.2)")
    // A spring of bounce 0.2 has damping ratio ζ = 0.8: its overshoot is
    // 100 · e^(−πζ/√(1 − ζ²)) = 100 · e^(−π · 0.8 / 0.6) ≈ 1.5165 %.
    let overshoot = try #require(offset["overshootPercent"] as? Double)
    #expect(abs(overshoot - 1.5165) < 0.001, "\(overshoot)")
    // The panel is beside the canvas: its left hairline (grey 0.82) at x = 200, half the window.
    let hairline = try Screenshot(display: xvfb.display).rgb(200, 150)
    #expect(abs(hairline.red - 209) <= 4 && hairline.green == hairline.red)
    // End goes to the end of the move: nothing is in flight, and the inspector lists the
    // file's animations, read from its source, where they are.
    try app.press(["End"])
    let after = try #require(Self.report(app) { json in
      (json["inspector"] as? [String: Any]).map { $0["inFlight"] as? Bool == false && $0["shown"] as? Bool == true } ?? false
    })
    let listed = try #require((after["inspector"] as? [String: Any])?["entries"] as? [[String: Any]])
    let file = try #require(listed.first { $0["name"] as? String == "Springy.swift:10" }, "\(listed)")
    #expect((file["spelling"] as? String ?? "").contains("0.6"), "\(listed)")
    // The file's list gives the spring the settle time the inspector gave it in flight.
    let inFlight = try #require(offset["settleTime"] as? Double)
    let fromFile = try #require(file["settleTime"] as? Double)
    #expect(abs(inFlight - fromFile) < 1e-9, "\(inFlight) in flight, \(fromFile) from the file")
    // A tuned literal shows in the list at once: the sixth of the view's literals is the
    // spring's 0.6 (after the state's `false`, the frame's two 40s, the offset's 100 and 0),
    // and ↑ adds a tenth of its leading place: 0.61.
    try app.press(["Tab", "Tab", "Tab", "Tab", "Tab", "Tab", "Up"])
    let tuned = Self.report(app) { json in
      let entries = (json["inspector"] as? [String: Any])?["entries"] as? [[String: Any]] ?? []
      return entries.contains { $0["name"] as? String == "Springy.swift:10" && ($0["spelling"] as? String ?? "").contains("0.61") }
    }
    #expect(tuned != nil, "no literal of the spring's duration was tuned")
    // The literals are listed under the view they are in, each with its line and what it is
    // given to: the state's `false` (line 5), and the tuned duration with the file's value.
    let literals = try #require((tuned?["inspector"] as? [String: Any])?["literals"] as? [[String: String]])
    #expect(literals.count > 6 && literals.allSatisfy { $0["group"] == "Slider" }, "\(literals)")
    #expect(literals.first?["text"] == "line 5  moved = false", "\(literals)")
    #expect(literals.dropFirst(5).first?["text"] == "line 10  spring(duration:) 0.61  (was 0.6)", "\(literals)")
  }

  @Test func iAndTFollowALoopingKeyframeAnimator() throws {
    guard let xvfb = try XvfbServer.forTests("compiled panel tests") else { return }
    let directory = try TemporaryDirectory()
    let app = try Self.launch(
      """
      import SwiftUI
      // run \(UUID().uuidString)
      struct Values { var x = 0.0 }
      struct Hop: View {
          var body: some View {
              Rectangle().fill(Color.blue).frame(width: 40, height: 40)
                  .keyframeAnimator(initialValue: Values()) { content, value in
                      content.offset(x: value.x)
                  } keyframes: { _ in
                      KeyframeTrack(\\.x) {
                          LinearKeyframe(100.0, duration: 1.0)
                          LinearKeyframe(0.0, duration: 1.0)
                      }
                  }
          }
      }
      """, name: "Hop.swift", xvfb: xvfb, directory: directory)
    try app.press(["i", "t", "shift+Right", "shift+Right", "shift+Right", "shift+Right", "shift+Right"])
    try Self.waitForTime(app, 0.5)
    let report = try #require(Self.report(app) { json in
      (json["inspector"] as? [String: Any])?["inFlight"] as? Bool == true
        && (json["timeline"] as? [String: Any])?["shown"] as? Bool == true
    })
    // The inspector lists the track by its key path, with its two keyframes and its loop.
    let entries = try #require((report["inspector"] as? [String: Any])?["entries"] as? [[String: Any]])
    #expect(entries.count == 1)
    let track = try #require(entries.first)
    #expect(track["name"] as? String == "\\.x")
    #expect(track["spelling"] as? String == "Linear 1 s · Linear 1 s")
    #expect(track["note"] as? String == "keyframes, 2.000 s a loop")
    // The timeline spans the loop the view started when it appeared.
    let timeline = try #require(report["timeline"] as? [String: Any])
    #expect(timeline["start"] as? Double == 0)
    #expect(timeline["duration"] as? Double == 2)
    // The canvas is the window's left half above the bar: 200 × 248. Half a second in, the
    // square is 50 of its 100 points along: x 130…170 (its rest place is 80…120), y 104…144.
    let shot = try Screenshot(display: xvfb.display)
    #expect(Self.isBlue(shot.rgb(150, 124)))
    #expect(CompiledPreviewEndToEndTests.isWhite(shot.rgb(100, 124)))
  }

  /// A preview that prefers dark appearance is on black in the window, and in both halves of B.
  @Test func aDarkPreviewIsOnBlackInTheWindowAndInBothHalvesOfB() throws {
    guard let xvfb = try XvfbServer.forTests("compiled panel tests") else { return }
    let directory = try TemporaryDirectory()
    let app = try Self.launch(
      """
      import SwiftUI
      // run \(UUID().uuidString)
      struct Night: View {
          var body: some View { Text("Night").preferredColorScheme(.dark) }
      }

      """, name: "Night.swift", xvfb: xvfb, directory: directory)
    func isBlack(_ p: (red: Int, green: Int, blue: Int)) -> Bool { p.red < 8 && p.green < 8 && p.blue < 8 }
    _ = waitUntil(timeout: 30) { isBlack((try? Screenshot(display: xvfb.display))?.rgb(20, 20) ?? (255, 255, 255)) }
    #expect(isBlack(try Screenshot(display: xvfb.display).rgb(20, 20)))
    try app.press(["b"])
    try #require(CompiledPreviewEndToEndTests.fields(app) { $0["split"] == "1" } != nil)
    _ = waitUntil(timeout: 30) { (try? Screenshot(display: xvfb.display)).map { shot in isBlack(shot.rgb(40, 150)) } ?? false }
    let shot = try Screenshot(display: xvfb.display)
    // Away from the text, the labels and the divider: each half's corner region.
    #expect(isBlack(shot.rgb(40, 150)) && isBlack(shot.rgb(240, 150)) && isBlack(shot.rgb(180, 20)) && isBlack(shot.rgb(380, 20)))
  }

  @Test func bShowsTheFileAsSavedBesideTheTunedLiteralOnOneHistory() throws {
    guard let xvfb = try XvfbServer.forTests("compiled panel tests") else { return }
    let directory = try TemporaryDirectory()
    let app = try Self.launch(
      """
      import SwiftUI
      // run \(UUID().uuidString)
      struct Box: View {
          var body: some View {
              Color.red.frame(width: 40, height: 40)
                  .offset(y: down ? 50 : 0)
                  .onTapGesture { down.toggle() }
          }
          // After the body, so that the width is the first literal Tab picks.
          @State private var down = false
      }

      """, name: "Box.swift", xvfb: xvfb, directory: directory)
    // Tab picks the width; Shift+↑ makes it 50; B shows A (40) on the left, B (50) on the right.
    try app.press(["Tab", "shift+Up", "b"])
    try #require(CompiledPreviewEndToEndTests.fields(app) { $0["split"] == "1" && $0["tuned"] == "1" } != nil)
    // Each half is 200 × 300: A's 40 × 40 square is centred at x 100 (80…120), B's 50 × 40 at
    // 300 (275…325), both at y 130…170.
    let isRed = CompiledPreviewEndToEndTests.isRed
    let isWhite = CompiledPreviewEndToEndTests.isWhite
    _ = waitUntil(timeout: 30) { isRed((try? Screenshot(display: xvfb.display))?.rgb(277, 150) ?? (0, 0, 0)) }
    var shot = try Screenshot(display: xvfb.display)
    #expect(isRed(shot.rgb(82, 150)) && isRed(shot.rgb(118, 150)))
    #expect(isWhite(shot.rgb(77, 150)) && isWhite(shot.rgb(123, 150)))
    #expect(isRed(shot.rgb(277, 150)) && isRed(shot.rgb(323, 150)))
    #expect(isWhite(shot.rgb(272, 150)) && isWhite(shot.rgb(328, 150)))
    // The divider between them, SwiftUI orange.
    let divider = shot.rgb(200, 60)
    #expect(divider.red > 230 && divider.green > 120 && divider.green < 170 && divider.blue < 40)
    // A click on B's square taps it in both halves (one event history): both move 50 down.
    try app.click(x: 300, y: 150)
    _ = waitUntil(timeout: 30) { isRed((try? Screenshot(display: xvfb.display))?.rgb(100, 205) ?? (0, 0, 0)) }
    shot = try Screenshot(display: xvfb.display)
    #expect(isRed(shot.rgb(100, 205)) && isWhite(shot.rgb(100, 140)))
    #expect(isRed(shot.rgb(300, 205)) && isWhite(shot.rgb(300, 140)))
    let report = try #require(Self.report(app) { ($0["split"] as? [String: Any])?["shown"] as? Bool == true })
    #expect(((report["split"] as? [String: Any])?["labels"] as? [String]) == ["A · as saved", "B · 1 tuned literal"])
  }
}
