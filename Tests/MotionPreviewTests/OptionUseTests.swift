import TestSupport
import Testing

@testable import MotionPreview

/// Every command refuses, with one line, the options it would ignore (issue 14, class 7),
/// `--font` patterns ask for sizes within what `--scale` allows (class 8), and name a family
/// fontconfig knows.
@Suite struct OptionUseTests {
  private func error(_ arguments: [String]) -> String? {
    do {
      _ = try Options.parse(arguments)
      return nil
    } catch {
      return error.description
    }
  }

  /// Each option with a value that parses, so that only its use is in question.
  private static let sample: [String: [String]] = [
    "--font": ["--font", "DejaVu Sans"],
    "--fps": ["--fps", "30"], "--geometry": ["--geometry", "abc"], "--scale": ["--scale", "2"],
    "--display": ["--display", ":9"],
    "--paused": ["--paused"], "--autoplay": ["--autoplay", "1"], "--exit-after": ["--exit-after", "1"],
    "--screenshot": ["--screenshot", "s.png"],
    "--screenshot-at": ["--screenshot-at", "1"], "--frame-json": ["--frame-json", "1"],
    "--toggle-at": ["--toggle-at", "1"], "--json": ["--json"], "--quick": ["--quick"],
    "--reduce-motion": ["--reduce-motion"], "--from": ["--from", "1"], "--to": ["--to", "2"],
    "--quality": ["--quality", "50"],
    "--preview": ["--preview", "Card"], "--compile": ["--compile"],
    "--views": ["--views"],
  ]

  /// The option names `--help` documents, read from the usage text itself: the option list and
  /// the bracketed flags of the usage lines.
  private static var documented: Set<String> {
    let listed = Options.usage.matches(of: /^\s+(--[a-z-]+)/.anchorsMatchLineEndings())
    let bracketed = Options.usage.matches(of: /\[(--[a-z-]+)\]/)
    return Set((listed.map(\.output.1) + bracketed.map(\.output.1)).map(String.init))
      .subtracting(["--help", "--version"])
  }

  @Test func everyDocumentedOptionHasASample() {
    #expect(Self.documented.count == Self.sample.count)
    #expect(Self.documented == Set(Self.sample.keys))
  }

  /// The issue's examples: bench accepted a bad --geometry and five options in silence.
  @Test(arguments: [
    (["bench", "--geometry", "abc"], "bench does not use --geometry"),
    (["bench", "--paused"], "bench does not use --paused"),
    (["bench", "--screenshot", "x.png"], "bench does not use --screenshot"),
    (["bench", "--autoplay", "2"], "bench does not use --autoplay"),
    (["bench", "--exit-after", "2"], "bench does not use --exit-after"),
    (["bench", "--reduce-motion"], "bench does not use --reduce-motion"),
    (["--frame-json", "1", "--fps", "30"], "--frame-json does not use --fps"),
    (["--frame-json", "1", "--paused"], "--frame-json does not use --paused"),
    (["--frame-json", "1", "--screenshot", "x.png"], "--screenshot cannot be combined with --frame-json"),
    (["--screenshot", "x.png", "--exit-after", "1"], "--screenshot does not use --exit-after"),
    (["--screenshot", "x.png", "--fps", "30"], "--screenshot does not use --fps"),
    (["--screenshot-at", "1"], "--screenshot-at needs --screenshot"),
    (["--toggle-at", "1"], "--toggle-at needs --frame-json, --screenshot or export"),
    (["--quick"], "--quick belongs to the bench command: motion-preview bench --quick"),
    // Found by the fuzzer: this wrote a screenshot named "--start-visible".
    (["--screenshot", "--start-visible"],
     "--screenshot needs a value before --start-visible (write --screenshot=--start-visible if you mean it)"),
    (["--preview", "--help"], "--preview needs a value before --help (write --preview=--help if you mean it)"),
    (["--frame-json", "1", "--frame-json", "2"], "--frame-json is given more than once"),
    (["--paused", "--paused"], "--paused is given more than once"),
    (["bench", "--compile", "--views"], "bench: --compile and --views are two different benchmarks; give one"),
  ])
  func unusedOptionsAreRefused(arguments: [String], message: String) {
    #expect(error(arguments) == message)
  }

  /// Every documented option, given to every command: accepted exactly when the command's
  /// table lists it, refused with one line otherwise.
  @Test(arguments: [
    ([], Options.Use.window), (["--frame-json", "0"], .frameJSON),
    (["--screenshot", "x.png"], .screenshot), (["bench"], .bench), (["export", "x.webp"], .export),
  ])
  func everyOptionIsUsedOrRefused(command: [String], use: Options.Use) throws {
    // --screenshot and --frame-json choose the command: the cases above cover them.
    for (name, arguments) in Self.sample
    where !["--screenshot", "--frame-json"].contains(name) {
      let message = error(command + arguments)
      if use.options.contains(name) {
        #expect(message == nil, "\(use.name) should take \(name): \(message ?? "")")
      } else {
        let line = try #require(message, "\(use.name) accepted \(name) in silence")
        #expect(line.contains(name) && !line.contains("\n"))
      }
    }
  }

  @Test func benchTakesFPS() throws {
    #expect(try Options.parse(["bench", "--fps", "240"]).fps == 240)
  }

  /// Sizes inside the pattern are held to 17 pt × the --scale range (class 8).
  @Test(arguments: [
    ("Inter:pixelsize=100000", "--font \"Inter:pixelsize=100000\": pixelsize must be between 4.25 and 136, not 100000"),
    ("Inter:size=-12", "--font \"Inter:size=-12\": size must be between 4.25 and 136, not -12"),
    ("Inter-nan", "--font \"Inter-nan\": size must be between 4.25 and 136, not nan"),
    ("Inter-inf", "--font \"Inter-inf\": size must be between 4.25 and 136, not inf"),
    ("Inter:scale=9", "--font \"Inter:scale=9\": scale must be between 0.25 and 8, not 9"),
    ("Inter:dpi=0", "--font \"Inter:dpi=0\": dpi must be between 18 and 768, not 0"),
    ("Inter:size=[10 200]", "--font \"Inter:size=[10 200]\": size must be between 4.25 and 136, not 200"),
    ("Inter:size=110:scale=8", "--font \"Inter:size=110:scale=8\": size × scale × dpi / 72 is 1173.333 pixels, more than 1088"),
    ("Inter:matrix=100 0 0 100", "--font \"Inter:matrix=100 0 0 100\": matrix must scale by 0.25 to 8 along each axis"),
    ("Inter:matrix=1 1 1 1", "--font \"Inter:matrix=1 1 1 1\": matrix must scale by 0.25 to 8 along each axis"),
  ])
  func fontSizesOutOfRangeAreRefused(pattern: String, message: String) {
    #expect(error(["--font", pattern]) == message)
  }

  @Test(arguments: [
    "Inter", "DejaVu Sans:bold", "Inter-12", "Inter:pixelsize=136", "Inter:size=4.25",
    "Inter:scale=8", "Inter:size=30:dpi=192", "Inter:matrix=1 0.2 0 1",
  ])
  func fontSizesInRangeAreAccepted(pattern: String) throws {
    #expect(try Options.parse(["--font", pattern]).font == pattern)
  }

  /// A `--font` that no installed family (as `fc-list : family` lists them, run here as the
  /// independent list) and no fontconfig alias matches is one line and status 2, where
  /// fontconfig would quietly draw in another font; every installed family, the generic names, a
  /// fallback list with one installed family and a pattern without a family are accepted.
  @Test func aFontFamilyNothingMatchesIsRefused() throws {
    let listed = try Tool.run("fc-list", [":", "family"]).text
    let installed = Set(
      listed.split(whereSeparator: \.isNewline).flatMap { $0.split(separator: ",") }.map(String.init))
    #expect(installed.contains("DejaVu Sans") && !installed.contains("NoSuchFont"))
    let (status, output, errors) = try PreviewProcess.run(
      ["--font", "NoSuchFont", "--frame-json", "0"], display: nil)
    #expect(status == 2)
    #expect(output.isEmpty)
    #expect(
      errors == "motion-preview: --font \"NoSuchFont\": no installed font has the family "
        + "\"NoSuchFont\" (`fc-list : family` lists them)\n")
    #expect(
      error(["--font", "No Such,Also None:bold"])
        == "--font \"No Such,Also None:bold\": no installed font has the family \"No Such\" or "
        + "\"Also None\" (`fc-list : family` lists them)")
    // fontconfig's pattern syntax escapes `-`, `:` and `,` in names; fc-list prints them escaped.
    let families = installed.filter { !$0.contains("\\") }.sorted()
    #expect(families.count >= 3)
    for family in families {
      #expect(error(["--font", family]) == nil, "\(family)")
    }
    for pattern in ["sans-serif", "serif", "monospace", "NoSuchFont,DejaVu Sans", ":bold", "dejavu sans"] {
      #expect(error(["--font", pattern]) == nil, "\(pattern)")
    }
  }

  @Test func screenshotDashMeansStandardOutput() throws {
    #expect(try Options.parse(["--screenshot", "-"]).screenshot == Options.standardStream)
  }
}
