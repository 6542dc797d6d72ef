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
    #expect(options.files.isEmpty && options.toggleAt == nil && !options.startPaused)
  }

  @Test func readsEveryOption() throws {
    let options = try Options.parse([
      "--font", "DejaVu Sans:bold", "--fps=120",
      "--geometry", "800x500+10+20", "--scale", "2", "--display", ":7",
      "--autoplay", "1.5", "--exit-after", "3", "--paused", "--preview", "Card", "--reduce-motion", "a.swift",
    ])
    #expect(options.files == ["a.swift"] && options.preview == "Card" && options.reduceMotion)
    #expect(options.font == "DejaVu Sans:bold")
    #expect(options.fps == 120)
    #expect(options.geometry == "800x500+10+20")
    #expect(options.scale == 2)
    #expect(options.display == ":7")
    #expect(options.startPaused)
    #expect(options.autoplay == 1.5)
    #expect(options.exitAfter == 3)
  }

  @Test func frameJSONWithToggles() throws {
    let options = try Options.parse(["--frame-json", "0.5", "--toggle-at", "0.3,0.9"])
    #expect(options.mode == .frameJSON(time: 0.5))
    #expect(options.toggleAt == [0.3, 0.9])
    // Nothing is pressed that is not asked for.
    #expect(try Options.parse(["--frame-json", "0.5"]).toggleAt == nil)
    #expect(error(["--toggle-at", "1"]) == "--toggle-at needs --frame-json, --screenshot or export")
    #expect(error(["--frame-json", "1", "--toggle-at", "1,,2"]) == "--toggle-at needs a number, not \"\"")
  }

  @Test func benchTakesItsOwnFlags() throws {
    #expect(try Options.parse(["bench", "--json", "--quick"]).mode == .bench(json: true, quick: true))
    #expect(try Options.parse(["bench"]).mode == .bench(json: false, quick: false))
    #expect(error(["--json"]) == "--json belongs to the bench command: motion-preview bench --json")
  }

  /// The hand-built scenes' options are gone: each says what to do instead, in one line.
  @Test(arguments: ["--text", "--text-file", "--note-text", "--stagger", "--start-visible", "--print-swift"])
  func theSeedOptionsSayTheyAreGone(name: String) throws {
    let message = try #require(error([name, "x"]))
    #expect(message.hasPrefix("\(name) is gone: ") && !message.contains("\n"), "\(message)")
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
    (["--preview", ""], "--preview needs a non-empty value"),
    (["--paused=yes"], "--paused takes no value"),
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
