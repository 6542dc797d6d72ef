import Glibc
import Testing
import TestSupport

/// Issue 22, class 4, as a user runs the commands: `--toggle-at T1,…` presses Space at exactly
/// those times (`--toggle-at 0` pressed twice and showed nothing), by default once at 0.
@Suite(.serialized) struct ScriptedToggleEndToEndTests {
  /// The README's frame (`--text "Hello, motion." --frame-json 0.25`, its numbers checked there
  /// against closed forms): the text object a reveal shows 0.25 s after Space.
  static let revealAtAQuarterSecond =
    "\"text\": {\"lineCount\": 1, \"clipHeight\": 21.888504319659546, \"veilEdgeY\": 6.355596248880089, "
    + "\"lines\": [{\"index\": 0, \"text\": \"Hello, motion.\", \"baselineY\": 22.0, \"offsetY\": 0.8214076473601821, "
    + "\"opacity\": 0.45946529280912174, \"descent\": 6.0}]}"

  static func frame(_ arguments: [String]) throws -> String {
    let (status, output, errors) = try PreviewProcess.run(
      ["--text", "Hello, motion."] + arguments, display: nil)
    guard status == 0 else { throw TestFailure("\(arguments): status \(status), \(errors)") }
    return output
  }

  @Test func frameJSONPressesAtExactlyTheGivenTimes() throws {
    // By default, and with --toggle-at 0: one press at 0.
    #expect(try Self.frame(["--frame-json", "0.25"]).contains(Self.revealAtAQuarterSecond))
    #expect(try Self.frame(["--frame-json", "0.25", "--toggle-at", "0"]).contains(Self.revealAtAQuarterSecond))
    // --toggle-at 0.5 alone: nothing pressed at 0, so hidden at 0.4; at 0.75 the reveal is
    // 0.25 s in. The crease runs on its own: 50 × (1 − easeInOut(0.75)), easeInOut(0.75) =
    // 1 − easeInOut(0.25) = 0.870838 (the README's 0.129162, by the curve's symmetry).
    let hidden = try Self.frame(["--frame-json", "0.4", "--toggle-at", "0.5"])
    #expect(PreviewProcess.number("opacity", in: hidden) == 0 && PreviewProcess.number("clipHeight", in: hidden) == 0, "\(hidden)")
    let later = try Self.frame(["--frame-json", "0.75", "--toggle-at", "0.5"])
    #expect(later.contains(Self.revealAtAQuarterSecond), "\(later)")
    let crease = try #require(PreviewProcess.number("crease", in: later))
    #expect(abs(crease - 50 * (1 - 0.870838)) < 1e-4)
    // Two presses hide it again; --start-visible has no press at 0.
    let twice = try Self.frame(["--frame-json", "3", "--toggle-at", "0,0.3"])
    #expect(PreviewProcess.number("opacity", in: twice) == 0, "\(twice)")
    let shown = try Self.frame(["--frame-json", "3", "--start-visible"])
    #expect(PreviewProcess.number("opacity", in: shown) == 1, "\(shown)")
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
    let byDefault = try shot("default.png", ["--screenshot-at", "0.25"])
    #expect(byDefault.count > 1000)
    #expect(try shot("zero.png", ["--screenshot-at", "0.25", "--toggle-at", "0"]) == byDefault)
    // Nothing pressed by 0.4 with --toggle-at 0.5 or 9: the same frame, unlike the default's.
    let notYet = try shot("half.png", ["--screenshot-at", "0.4", "--toggle-at", "0.5"])
    #expect(try shot("nine.png", ["--screenshot-at", "0.4", "--toggle-at", "9"]) == notYet)
    #expect(try shot("shown.png", ["--screenshot-at", "0.4"]) != notYet)

    // Export's default clip is the first press's reveal + 0.5 s: a press at 0.5 instead of 0
    // makes it 0.5 s (25 GIF frames) longer; --toggle-at 0 is the default, byte for byte.
    func export(_ name: String, _ arguments: [String]) throws -> (frames: Int, bytes: [UInt8]) {
      let path = folder.path + "/" + name
      let (status, _, errors) = try PreviewProcess.run(
        ["export", path, "--geometry", "200x120"] + arguments, display: xvfb.display)
      #expect(status == 0, "\(errors)")
      let count = errors.firstRange(of: " frames,").flatMap { range in
        Int(errors[..<range.lowerBound].split(separator: " ").last ?? "")
      }
      return (try #require(count, "\(errors)"), fileBytes(at: path))
    }
    let clip = try export("default.gif", [])
    #expect(clip.frames > 25)
    #expect(try export("zero.gif", ["--toggle-at", "0"]).bytes == clip.bytes)
    #expect(try export("half.gif", ["--toggle-at", "0.5"]).frames == clip.frames + 25)
  }
}
