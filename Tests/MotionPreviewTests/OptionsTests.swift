import Scenes
import Testing

@testable import MotionPreview

/// The command line: every option's spelling, and a clear one-line error for bad input.
@Suite struct OptionsTests {
  private func error(_ arguments: [String]) -> String? {
    do {
      _ = try Options.parse(arguments)
      return nil
    } catch {
      return error.description
    }
  }

  @Test func defaultsOpenThePreview() throws {
    let options = try Options.parse([])
    #expect(options.mode == .preview)
    #expect(options.text == .seed)
    #expect(options.stagger == nil)
    #expect(!options.startVisible)
  }

  @Test func readsEveryOption() throws {
    let options = try Options.parse([
      "--text", "héllo", "--note-text", "note", "--font", "DejaVu Sans:bold", "--fps=120",
      "--geometry", "800x500+10+20", "--scale", "2", "--display", ":7", "--start-visible",
      "--autoplay", "1.5", "--exit-after", "3", "--stagger", "glyphs", "--paused",
    ])
    #expect(options.text == .literal("héllo"))
    #expect(options.noteText == "note")
    #expect(options.font == "DejaVu Sans:bold")
    #expect(options.fps == 120)
    #expect(options.geometry == "800x500+10+20")
    #expect(options.scale == 2)
    #expect(options.display == ":7")
    #expect(options.startVisible && options.startPaused)
    #expect(options.autoplay == 1.5)
    #expect(options.exitAfter == 3)
    #expect(options.stagger == .glyphs)
  }

  @Test func frameJSONWithToggles() throws {
    let options = try Options.parse(["--frame-json", "0.5", "--toggle-at", "0.3,0.9"])
    #expect(options.mode == .frameJSON(time: 0.5))
    #expect(options.toggleAt == [0.3, 0.9])
    #expect(try Options.parse(["--frame-json", "0.5"]).toggleTimes == [0])
    #expect(try Options.parse(["--frame-json", "0.5", "--start-visible"]).toggleTimes == [])
    #expect(try Options.parse(["--frame-json", "0.5", "--toggle-at", "0.9,0.3"]).toggleTimes == [0.3, 0.9])
    #expect(error(["--toggle-at", "1"]) == "--toggle-at needs --frame-json, --screenshot or export")
    #expect(error(["--frame-json", "1", "--toggle-at", "1,,2"]) == "--toggle-at needs a number, not \"\"")
  }

  @Test func benchTakesItsOwnFlags() throws {
    #expect(try Options.parse(["bench", "--json", "--quick"]).mode == .bench(json: true, quick: true))
    #expect(try Options.parse(["bench"]).mode == .bench(json: false, quick: false))
    #expect(error(["--json"]) == "--json belongs to the bench command: motion-preview bench --json")
  }

  @Test func textFileDashMeansStandardInput() throws {
    #expect(try Options.parse(["--text-file", "-"]).text == .file("-"))
  }

  @Test(arguments: [
    (["--bogus"], "unknown option --bogus (see motion-preview --help)"),
    (["--fps"], "--fps needs a value"),
    (["--fps", "0"], "--fps must be between 1 and 1000, not 0"),
    (["--fps", "-5"], "--fps must be between 1 and 1000, not -5"),
    (["--fps", "nan"], "--fps needs a number, not \"nan\""),
    (["--fps", "inf"], "--fps needs a number, not \"inf\""),
    (["--fps", "0x10"], "--fps needs a number, not \"0x10\""),
    (["--scale", "abc"], "--scale needs a number, not \"abc\""),
    (["--autoplay", "0"], "--autoplay must be between 0.05 and 86400, not 0"),
    (["--text", ""], "--text needs a non-empty value"),
    (["--stagger", "words"], "--stagger must be lines or glyphs, not \"words\""),
    (["--start-visible=yes"], "--start-visible takes no value"),
    (["stray"], "unexpected argument \"stray\" (scene files end in .swift; see motion-preview --help)"),
  ])
  func rejectsBadInput(arguments: [String], message: String) {
    #expect(error(arguments) == message)
  }

  @Test func helpAndVersionWinOverLaterArguments() throws {
    #expect(try Options.parse(["--help", "--fps", "30"]).mode == .help)
    #expect(try Options.parse(["bench", "--help"]).mode == .help)
    #expect(error(["--help", "--bogus"]) == "unknown option --bogus (see motion-preview --help)")
    #expect(try Options.parse(["--version"]).mode == .version)
    #expect(Options.usage.contains("--frame-json T"))
  }
}

/// The toggles `--frame-json`, `--screenshot` and export script, checked through
/// `Preview.isVisible`: Space at exactly the `--toggle-at` times, by default once at 0.
@Suite struct ScriptedToggleTests {
  private func visible(_ arguments: [String], at time: Double) throws -> Bool {
    let options = try Options.parse(arguments)
    let configuration = PreviewConfiguration(startVisible: options.startVisible)
    var preview = Preview(configuration: configuration)
    Program.applyScriptedToggles(options, to: &preview, until: time)
    return preview.isVisible(at: time)
  }

  @Test func textIsShownAtZeroWhetherOrNotItStartsVisible() throws {
    #expect(try visible(["--frame-json", "2"], at: 2))
    #expect(try visible(["--frame-json", "2", "--start-visible"], at: 2))
  }

  /// Issue 22, class 4: `--toggle-at 0` pressed twice (at 0, and at the 0 given) and showed
  /// nothing; an explicit list replaces the default press at 0.
  @Test func theGivenTimesAreThePresses() throws {
    #expect(try visible(["--frame-json", "2", "--toggle-at", "0"], at: 2))
    #expect(try !visible(["--frame-json", "0.4", "--toggle-at", "0.5"], at: 0.4))
    #expect(try visible(["--frame-json", "2", "--toggle-at", "0.5"], at: 2))
    #expect(try !visible(["--frame-json", "2", "--toggle-at", "0,0.3"], at: 2))
    #expect(try visible(["--frame-json", "2", "--toggle-at", "0,0.3,1.1"], at: 2))
    #expect(try !visible(["--frame-json", "1", "--toggle-at", "1.1,0,0.3"], at: 1))
    #expect(try !visible(["--frame-json", "2", "--start-visible", "--toggle-at", "0.5"], at: 2))
  }
}
