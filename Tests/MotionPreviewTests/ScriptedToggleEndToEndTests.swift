import Foundation
import Glibc
import Testing
import TestSupport

/// Issue 22, class 4, and issue 20's "nothing is pressed that is not asked for", as a user runs
/// the commands: `--toggle-at T1,…` presses Space at exactly those times (`--toggle-at 0` used
/// to press twice and show nothing), and by default nothing is pressed.
@Suite(.serialized) struct ScriptedToggleEndToEndTests {
  /// The display list `--frame-json` prints for the built-in examples with `arguments`.
  static func frame(_ arguments: [String]) throws -> [[String: Any]] {
    let (status, output, errors) = try PreviewProcess.run(arguments, display: nil)
    guard status == 0 else { throw TestFailure("\(arguments): status \(status), \(errors)") }
    let object = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
    return try #require(object?["commands"] as? [[String: Any]])
  }

  /// The opacity of each line a `TextRenderer` drew, top to bottom.
  static func lineOpacities(_ commands: [[String: Any]]) -> [Double] {
    commands.compactMap { ($0["renderer"] as? [String: Any])?["opacity"] as? Double }
  }

  /// The note's fold: the width of the one fill of black (the examples' fold colour, at 0.4).
  static func crease(_ commands: [[String: Any]]) -> Double? {
    commands.first { command in
      let paint = command["paint"] as? [String: Any]
      return command["kind"] as? String == "fill" && (paint?["color"] as? [Double])?.prefix(3) == [0, 0, 0]
    }.flatMap { ($0["bounds"] as? [String: Any])?["width"] as? Double }
  }

  @Test func frameJSONPressesAtExactlyTheGivenTimes() throws {
    // Nothing pressed by default: the text is hidden (the area is 0 high, so no line is drawn).
    #expect(Self.lineOpacities(try Self.frame(["--frame-json", "0.3"])).isEmpty)
    // --toggle-at 0: one press at 0. 0.3 s in, the first line's opacity is easeIn(0.3 / 0.4)
    // = 0.621861 (§6 rows 15 and 39), the next lines' less.
    let pressed = Self.lineOpacities(try Self.frame(["--frame-json", "0.3", "--toggle-at", "0"]))
    try #require(!pressed.isEmpty)
    #expect(abs(pressed[0] - 0.621861) < 0.01, "\(pressed)")
    // --toggle-at 0.5 alone: nothing pressed at 0, so hidden at 0.4; at 0.8 the reveal is 0.3 s
    // in. The crease runs on its own: 50 × (1 − easeInOut(0.8)) at 0.8 s … checked at 0.75:
    // easeInOut(0.75) = 0.870838, so 50 × 0.129162.
    #expect(Self.lineOpacities(try Self.frame(["--frame-json", "0.4", "--toggle-at", "0.5"])).isEmpty)
    let later = try Self.frame(["--frame-json", "0.8", "--toggle-at", "0.5"])
    #expect(abs((Self.lineOpacities(later).first ?? 0) - 0.621861) < 0.01)
    let crease = try #require(Self.crease(try Self.frame(["--frame-json", "0.75", "--toggle-at", "0.5"])))
    #expect(abs(crease - 50 * 0.129162) < 0.01, "\(crease)")
    // Two presses hide it again.
    #expect(Self.lineOpacities(try Self.frame(["--frame-json", "3", "--toggle-at", "0,0.3"])).isEmpty)
  }

  @Test func screenshotAndExportPressAtExactlyTheGivenTimes() throws {
    guard let xvfb = try XvfbServer.forTests("the scripted toggle tests") else { return }
    let folder = try TemporaryDirectory()
    func shot(_ name: String, _ arguments: [String]) throws -> [UInt8] {
      let path = folder.path + "/" + name
      let (status, _, errors) = try PreviewProcess.run(
        ["--screenshot", path, "--geometry", "500x300"] + arguments, display: xvfb.display)
      #expect(status == 0, "\(errors)")
      return fileBytes(at: path)
    }
    // Nothing pressed by 0.4 by default, or with --toggle-at 0.5 or 9: the same frame, unlike
    // a press at 0's.
    let byDefault = try shot("default.png", ["--screenshot-at", "0.4"])
    #expect(byDefault.count > 1000)
    #expect(try shot("half.png", ["--screenshot-at", "0.4", "--toggle-at", "0.5"]) == byDefault)
    #expect(try shot("nine.png", ["--screenshot-at", "0.4", "--toggle-at", "9"]) == byDefault)
    #expect(try shot("shown.png", ["--screenshot-at", "0.4", "--toggle-at", "0"]) != byDefault)

    // Export's default clip runs until the preview stops moving, + 0.5 s: the reveal alone
    // (`--preview TextReveal`) pressed at 0.5 instead of 0 makes it 0.5 s (25 GIF frames)
    // longer; unpressed, nothing moves and the clip is the 0.5 s tail.
    func export(_ name: String, _ arguments: [String]) throws -> (frames: Int, bytes: [UInt8]) {
      let path = folder.path + "/" + name
      let (status, _, errors) = try PreviewProcess.run(
        ["export", path, "--geometry", "200x120", "--preview", "TextReveal"] + arguments, display: xvfb.display)
      #expect(status == 0, "\(errors)")
      let count = errors.firstRange(of: " frames,").flatMap { range in
        Int(errors[..<range.lowerBound].split(separator: " ").last ?? "")
      }
      return (try #require(count, "\(errors)"), fileBytes(at: path))
    }
    #expect(try export("still.gif", []).frames == 25)
    let clip = try export("zero.gif", ["--toggle-at", "0"])
    #expect(clip.frames > 50)
    #expect(try export("half.gif", ["--toggle-at", "0.5"]).frames == clip.frames + 25)
  }
}
