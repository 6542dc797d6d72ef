import TestSupport

/// Builds random `FuzzCase`s: commands, options and values (valid, at the edges, and wrong),
/// Unicode text, text files, toggle schedules and sizes.
///
/// Most values are valid, so that most cases get past the parser and exercise the frames,
/// the renderer and the writers; the rest probe every way a value can be wrong.
struct CaseGenerator {
  /// Whether slow cases (a full `bench --quick`, very long texts) may be generated.
  var allowsSlowCases: Bool

  /// The commands a case can run.
  enum Kind: CaseIterable {
    case frameJSON, screenshot, window, bench, animations, export, noise
  }

  /// The options and, for each, how to make a value (nil: a flag).
  private static let valueOptions: [String] = [
    "--text", "--text-file", "--note-text", "--font", "--fps", "--geometry", "--scale", "--display",
    "--autoplay", "--exit-after", "--stagger", "--screenshot", "--screenshot-at", "--frame-json",
    "--toggle-at", "--from", "--to", "--quality", "--preview",
  ]
  private static let flags = ["--start-visible", "--paused", "--reduce-motion", "--json", "--quick"]

  /// Options each command reads (beside the command's own), for drawing mostly-relevant ones.
  /// The hand-built scenes' options that are gone (`--text`, `--stagger`, …) come only as
  /// noise, where their one-line refusal is checked like any other.
  private static func relevant(to kind: Kind) -> [String] {
    let scene = ["--font", "--scale"]
    let frames = scene + ["--geometry", "--reduce-motion", "--preview"]
    switch kind {
    case .frameJSON: return frames + ["--toggle-at"]
    case .screenshot: return frames + ["--screenshot-at", "--toggle-at"]
    case .window: return frames + ["--fps", "--paused", "--autoplay"]
    case .bench: return scene + ["--fps", "--json", "--quick", "--preview"]
    case .animations: return ["--json"]
    case .export: return frames + ["--from", "--to", "--fps", "--quality", "--toggle-at"]
    case .noise: return valueOptions + flags
    }
  }

  func make(index: Int, seed: UInt64) -> FuzzCase {
    var random = SeededRandom(seed: seed, case: index)
    var fuzz = FuzzCase(index: index)
    let kind = random.weighted([
      (33.0, Kind.frameJSON), (18.0, .screenshot), (15.0, .window), (5.0, .bench), (11.0, .animations),
      (8.0, .export), (10.0, .noise),
    ])
    fuzz.command = "\(kind)"
    var arguments: [String] = []
    switch kind {
    case .frameJSON:
      arguments += ["--frame-json", number(&random, in: 0...20, edges: [0, 1e6])]
      fuzz.promise = .jsonLine
    case .screenshot:
      let path = outputPath(&random, into: &fuzz)
      arguments += ["--screenshot", path]
      if path == "-" { fuzz.promise = .png } else { fuzz.promisesPNGFile = fuzz.output != nil }
    case .export:
      arguments += ["export", exportPath(&random, into: &fuzz)]
    case .window, .noise:
      break
    case .bench:
      arguments.append("bench")
    case .animations:
      arguments.append("animations")
      fuzz.allowsDiagnostics = true
      for _ in 0..<random.weighted([(6.0, 1), (2.0, 2), (1.0, 3), (0.3, 0)]) {
        arguments.append(swiftFile(&random, into: &fuzz))
      }
      if random.chance(0.5) {
        arguments.append("--json")
        fuzz.promise = .jsonLine
      }
    }
    // The options: mostly ones the command reads, some it refuses, a few malformed.
    let relevant = Self.relevant(to: kind)
    for _ in 0..<random.int(0...6) {
      let name =
        random.chance(0.88) ? random.pick(relevant) : random.pick(Self.valueOptions + Self.flags)
      arguments += option(name, &random, into: &fuzz)
    }
    if random.chance(0.06) { arguments.insert(contentsOf: malformed(&random), at: random.int(0...arguments.count)) }
    switch kind {
    case .window, .noise:
      // Bounded, should this open a window: the last --exit-after wins.
      arguments += ["--exit-after", String(random.double(0...0.4))]
    case .export:
      // A short clip at a small size unless the case picked its own, so that a case takes a
      // moment (a size or an end given twice is refused, which is tested elsewhere).
      if !arguments.contains(where: { $0.hasPrefix("--geometry") }) { arguments += ["--geometry", "160x100"] }
      if !arguments.contains(where: { $0.hasPrefix("--to") }) { arguments += ["--to", "0.3"] }
    case .bench:
      if allowsSlowCases && random.chance(0.05) {
        arguments += ["--quick", "--json"]
        fuzz.promise = .jsonLastLine
        fuzz.timeLimit = 300
      } else {
        // Without a refused option or --help, bench runs for seconds: add one.
        arguments += random.chance(0.5) ? ["--help"] : option(random.pick(["--paused", "--geometry", "--autoplay", "--screenshot"]), &random, into: &fuzz)
      }
    default:
      break
    }
    fuzz.display = random.weighted([(92.0, .server), (4.0, .unset), (4.0, .nowhere)])
    if kind == .window, fuzz.display == .server, random.chance(0.3) {
      // Another client at work on the window, which valid options open for a second.
      fuzz.hostile = random.pick([
        .destroy,
        .forgedConfigure(width: random.pick([0, 1, 65535, -5, 40000]), height: random.pick([0, 1, 65535, -5, 300])),
        .resize(width: UInt32(random.int(1...32767)), height: UInt32(random.int(1...32767))),
        .resize(width: UInt32(random.int(1...2000)), height: UInt32(random.int(1...2000))),
      ])
      arguments = random.pick([[], ["--preview", "StickyNote"], ["--paused"], ["--reduce-motion"], ["--fps", "20"]])
        + ["--geometry", random.pick(["400x300+0+0", "800x600+0+0", "1280x800+0+0"]), "--exit-after", "1"]
    }
    fuzz.arguments = arguments
    return fuzz
  }

  /// `name` and its value (or `name=value`), as arguments.
  private func option(_ name: String, _ random: inout SeededRandom, into fuzz: inout FuzzCase) -> [String] {
    let value: String?
    switch name {
    case "--text", "--note-text":
      value = random.chance(0.03) ? "" : TextGenerator.text(&random, maximumLength: 2000)
    case "--text-file": value = textFile(&random, into: &fuzz)
    case "--font": value = font(&random)
    case "--fps" where fuzz.command == "export":
      // Export's 0.1…240, its edges, and the rates near 0 that trapped the encoders (issue 22).
      value = number(
        &random, in: 0.1...240,
        edges: [0.1, 240, 0.09, 240.5, 1e-9, 1e-5, .leastNormalMagnitude / 1e12, .leastNonzeroMagnitude])
    case "--fps": value = number(&random, in: 1...1000, edges: [1, 1000, 0, 1001])
    case "--from": value = number(&random, in: 0...0.25, edges: [0, 1e6, 1e6 + 1])
    case "--to": value = number(&random, in: 0.05...0.6, edges: [0, 0.001, 1e6 + 1])
    case "--quality": value = number(&random, in: 0...100, edges: [0, 100, -1, 101])
    case "--geometry": value = geometry(&random)
    case "--scale": value = number(&random, in: 0.25...4, edges: [0.25, 8, 0.24, 8.01])
    case "--display": value = random.pick([":999", "", "nowhere:0", "::", ":0.99"])
    case "--autoplay": value = number(&random, in: 0.05...3, edges: [0.05, 86_400, 0.04])
    case "--exit-after": value = number(&random, in: 0...0.4, edges: [0])
    case "--stagger": value = random.weighted([(4.0, "lines"), (4.0, "glyphs"), (1.0, "words"), (0.5, "")])
    case "--screenshot":
      // A later --screenshot replaces the command's: promise nothing about it.
      fuzz.promise = .nothing
      fuzz.promisesPNGFile = false
      value = outputPath(&random, into: &fuzz)
    case "--screenshot-at", "--frame-json": value = number(&random, in: 0...20, edges: [0, 1e6, 1e6 + 1])
    case "--toggle-at":
      // Each press is a transaction that resolves the examples' tree again: an export, which
      // makes frames between them, takes about 4.5 ms a press in a release build and 90 ms in
      // the debug build the tests run (2,490 presses: 11.5 s and 220 s; 300: 33 s), so more
      // than 150 only with the slow cases.
      value = toggleSchedule(&random, mostPresses: fuzz.command == "\(Kind.export)" && !allowsSlowCases ? 150 : 3000)
    case "--preview":
      // The built-in examples' previews, a type name, and names that are none.
      value = random.weighted([
        (4.0, "TextReveal"), (3.0, "StickyNote"), (2.0, "TextReveal and StickyNote"), (1.0, "Nope"), (0.5, ""),
      ])
    default: value = nil
    }
    guard let value else {
      return random.chance(0.03) ? [name + "=" + random.pick(["1", "", "yes"])] : [name]
    }
    if random.chance(0.02) { return [name] }  // the value missing
    return random.chance(0.15) ? [name + "=" + value] : [name, value]
  }

  /// A number for an option whose useful values lie in `range`, or one at or past its edges,
  /// or something that is not a number.
  private func number(_ random: inout SeededRandom, in range: ClosedRange<Double>, edges: [Double]) -> String {
    random.weighted([
      (8.0, { (r: inout SeededRandom) in String(r.double(range)) }),
      (1.0, { (r: inout SeededRandom) in String(r.pick(edges)) }),
      (0.5, { (r: inout SeededRandom) in String(Int(r.double(range).rounded())) }),
      (0.6, { (r: inout SeededRandom) in
        r.pick([
          "nan", "inf", "-inf", "-0", "1e309", "-1e309", "0x10", "", " 1", "1,5", "١", "1e-400", "+2",
          "4.9e-324", "1.7976931348623157e308", "00000000000000000000001", "1e", ".", "-", "e5", "1_000",
        ])
      }),
      (0.4, { (r: inout SeededRandom) in String(-r.double(range)) }),
    ])(&random)
  }

  /// A `--geometry` value: sizes, positions and broken forms.
  private func geometry(_ random: inout SeededRandom) -> String {
    let width = random.weighted([(8.0, random.int(1...1600)), (1.0, random.int(1600...4000)), (0.3, 1)])
    let height = random.weighted([(8.0, random.int(1...1000)), (1.0, random.int(1000...2000)), (0.3, 1)])
    let position = random.chance(0.3) ? "+\(random.int(-40000...40000))-\(random.int(0...40000))" : ""
    return random.weighted([
      (8.0, "\(width)x\(height)\(position)"),
      (0.5, "\(width)x\(height)+0+0"),
      (0.5, random.pick(["0x0", "abc", "x", "100x", "x100", "-100x100", "70000x10", "10x70000", "32767x1",
                         "1x32768", "100X100", "1e3x100", "１００x１００", "100x100+", "+0+0", "100x100+1+2+3", ""])),
    ])
  }

  /// A `--font` pattern: families, sizes inside and outside the limits, and garbage.
  private func font(_ random: inout SeededRandom) -> String {
    let family = random.pick([
      "Inter", "DejaVu Sans", "sans-serif", "monospace", "WenQuanYi Micro Hei", "No Such Font", "Inter,DejaVu Sans",
    ])
    return random.weighted([
      (5.0, family),
      (2.0, "\(family):\(random.pick(["bold", "italic", "light", "weight=200", "slant=100", "width=50"]))"),
      (2.0, "\(family)-\(random.pick(["4", "12", "136", "137", "0", "-12", "nan", "inf", "1e9"]))"),
      (2.0, "\(family):\(random.pick(["size", "pixelsize", "scale", "dpi"]))=\(random.pick(["1", "4.25", "17", "100", "136", "1000", "100000", "-5", "nan", "[1 500]", "abc"]))"),
      (0.5, "\(family):matrix=\(random.pick(["1 0 0 1", "100 0 0 100", "0 0 0 0", "1 2 3 4", "nan 0 0 1"]))"),
      (1.0, random.pick([":", "::", "=", "-", "\\", "Inter:", ":size=12", "a\\:b", "Inter:size=12:size=1000", String(repeating: "F", count: 5000)])),
    ])
  }

  /// A comma-separated list of toggle times: sparse, dense bursts (the quadratic case was 14,000
  /// toggles in 0.14 s), unsorted, duplicated, and malformed entries.
  private func toggleSchedule(_ random: inout SeededRandom, mostPresses: Int) -> String {
    let count = min(
      mostPresses,
      random.weighted([(6.0, random.int(1...10)), (2.0, random.int(10...300)), (1.0, random.int(300...3000))]))
    let span = random.weighted([(3.0, 5.0), (1.0, 0.14), (1.0, 0.001)])
    var times = (0..<count).map { _ in random.double(0...span) }
    if random.chance(0.5) { times.sort() }
    var parts = times.map { String($0) }
    if random.chance(0.1) { parts.insert(random.pick(["", "-1", "nan", "x", "1e7"]), at: random.int(0...parts.count)) }
    return parts.joined(separator: ",")
  }

  /// A `--text-file` path and, usually, the file it names (created in the case's folder).
  private func textFile(_ random: inout SeededRandom, into fuzz: inout FuzzCase) -> String {
    let name = "text-\(fuzz.files.count).txt"
    switch random.weighted([(6.0, 0), (1.0, 1), (1.0, 2), (1.0, 3), (0.6, 4), (0.6, 5), (0.4, 6), (0.5, 7)]) {
    case 0:
      // Valid text, sometimes with a very long unbreakable run.
      let longest = allowsSlowCases || random.chance(0.2) ? 200_000 : 20_000
      fuzz.files.append((name, Array(TextGenerator.text(&random, maximumLength: longest).utf8)))
    case 1:
      // Invalid UTF-8 somewhere.
      var bytes = Array(TextGenerator.text(&random, maximumLength: 200).utf8)
      bytes.insert(random.pick([0xFF, 0xC0, 0x80, 0xED, 0xF8, 0xFE]), at: random.int(0...bytes.count))
      fuzz.files.append((name, bytes))
    case 2:
      fuzz.files.append((name, random.pick([[], Array(" \n\t".utf8), [0], Array("\u{FEFF}".utf8)])))
    case 3:
      // Standard input.
      fuzz.input = Array(TextGenerator.text(&random, maximumLength: 5000).utf8)
      return "-"
    case 4:
      return random.pick([
        "missing.txt", "/nonexistent/dir/x.txt", ".", "/", "/dev/null", "/dev/zero", "/proc/self/status",
      ])
    case 7:
      // A FIFO nobody writes (issue 22: it hung every command).
      let fifo = "fifo-\(fuzz.fifos.count).txt"
      fuzz.fifos.append(fifo)
      return fifo
    case 5:
      // A symbolic link to a text file, or to nothing.
      fuzz.files.append((name, Array("through a link".utf8)))
      let link = "link-\(fuzz.links.count).txt"
      fuzz.links.append((link, random.chance(0.7) ? name : "nothing-here"))
      return link
    default:
      // Larger than the 16 MiB limit only when slow cases are allowed.
      let size = allowsSlowCases ? (16 << 20) + 1 : 1 << 18
      fuzz.files.append((name, [UInt8](repeating: 0x61, count: size)))
    }
    return name
  }

  /// A Swift file argument and, usually, the file it names.
  private func swiftFile(_ random: inout SeededRandom, into fuzz: inout FuzzCase) -> String {
    switch random.weighted([(10.0, 0), (1.0, 1), (1.0, 2), (0.5, 3)]) {
    case 3:
      // A FIFO nobody writes, named as a Swift file (issue 22: it hung every command).
      let name = "fifo-\(fuzz.fifos.count).swift"
      fuzz.fifos.append(name)
      return name
    case 0:
      let name = random.chance(0.9) ? "scene-\(fuzz.files.count).swift" : "odd name ✓ \(fuzz.files.count).swift"
      fuzz.files.append((name, SwiftGenerator.file(&random)))
      return name
    case 1:
      fuzz.input = SwiftGenerator.file(&random)
      return "-"
    default:
      return random.pick(["missing.swift", ".", "/dev/null", "/dev/zero", "/nonexistent/x.swift", "-x.swift"])
    }
  }

  /// A `--screenshot` path; records it as the case's one allowed output when it is inside the
  /// case's folder.
  private func outputPath(_ random: inout SeededRandom, into fuzz: inout FuzzCase) -> String {
    switch random.weighted([(7.0, 0), (1.0, 1), (1.0, 2), (1.0, 3), (1.0, 4), (0.5, 5)]) {
    case 0:
      fuzz.output = "shot.png"
    case 1:
      // Replacing an existing file.
      fuzz.files.append(("old.png", Array("old contents".utf8)))
      fuzz.output = "old.png"
    case 2:
      // Through a symbolic link: the link stays, its target is replaced.
      fuzz.files.append(("target.png", Array("old target".utf8)))
      fuzz.links.append(("link.png", "target.png"))
      fuzz.output = "link.png"
    case 3:
      return "-"
    case 4:
      fuzz.output = nil
      return random.pick([
        "/nonexistent/dir/x.png", "missing-dir/x.png", ".", "/dev/full", "/dev/null",
        String(repeating: "n", count: 300) + ".png", "",
      ])
    default:
      fuzz.output = "unicode ✓ 名前.png"
    }
    return fuzz.output ?? "-"
  }

  /// An export's output: each format, a replaced file, PNG frames in a folder, and paths that
  /// are refused (standard output, an unknown extension, a missing folder); records the one
  /// allowed output.
  private func exportPath(_ random: inout SeededRandom, into fuzz: inout FuzzCase) -> String {
    fuzz.promisesExport = true
    switch random.weighted([(3.0, 0), (2.0, 1), (2.0, 2), (0.5, 3), (1.0, 4), (1.0, 5)]) {
    case 0:
      fuzz.output = "clip.gif"
    case 1:
      fuzz.output = "clip.webp"
    case 2:
      fuzz.output = random.pick(["frames/", "frames"])
    case 3:
      fuzz.output = "clip.mp4"
    case 4:
      fuzz.files.append(("old.gif", Array("old contents".utf8)))
      fuzz.output = "old.gif"
    default:
      fuzz.output = nil
      fuzz.promisesExport = false
      return random.pick(["-", "clip.mov", "missing-dir/clip.gif", "/nonexistent/clip.webp", ""])
    }
    return fuzz.output ?? "-"
  }

  /// Arguments the parser must refuse: unknown options, strays, odd dashes.
  private func malformed(_ random: inout SeededRandom) -> [String] {
    [random.pick(["--bogus", "-x", "---", "--", "-", "stray", "--text-fil", "--FPS", "--fps==1", "-h-", "—text"])]
  }
}
