import Scenes
import TextShaping
import X11Canvas

extension Options {
  /// The program's version, printed by `--version`.
  static let version = "0.1.0"

  /// The `--help` text.
  static let usage = """
    usage: motion-preview [options] [FILE.swift ...]
           motion-preview bench [--json] [--quick] [--fps N] [font, scale, display options]
                                [FILE.swift ...] [--preview NAME]
           motion-preview bench --compile [--json] [--quick] [FILE.swift]
           motion-preview bench --views [--json] [--quick] [--fps N]
           motion-preview animations FILE.swift... [--json]
           motion-preview export OUT [--from S] [--to S] [--fps N] [--quality Q] [options]

    A real-time X11 preview of SwiftUI animations: your SwiftUI files compiled as they are
    against MotionUI, our SwiftUI for Linux, and run in an agent process. Without a file it
    shows the built-in examples: a text reveal (left) and a sticky note whose folded corner
    animates forever (right); V switches to the seeds they come from, verbatim.

    Swift source:
      FILE.swift ...         compile these SwiftUI files as they are and preview their views
                             (without files: the built-in examples, assets/examples/, compiled
                             into the program); the window rebuilds them when they are saved,
                             with no compile when only literals changed
      --preview NAME         the #Preview (by name) or view type to show first; [ and ] step
                             through the others in the window
    Display:
      --font PATTERN         the family SwiftUI's system font is drawn in (default: Inter, then
                             DejaVu Sans) and the window's own text: a fontconfig pattern,
                             e.g. "DejaVu Serif"; its size and style are the window's alone
      --fps N                frames per second (default: the monitor's refresh rate, else 60;
                             bench: the rate of its paced run, default 60); frames are shown
                             at vblanks with X Present, without tearing, or on a timer when the
                             server lacks Present, N is above the refresh rate, or
                             MOTION_PREVIEW_PRESENT=0 is set
      --geometry WxH+X+Y     window size and position (default 1000x600)
      --scale S              pixels per point (default: Xft.dpi / 96, else 1)
      --display NAME         the X display (default: $DISPLAY)
    Behaviour:
      --paused               start paused (step with the arrow keys, resume with P)
      --autoplay SECONDS     press Space every SECONDS seconds (the examples: toggle the text)
      --exit-after SECONDS   quit after SECONDS seconds
      --reduce-motion        cross-fades instead of movement, as under Reduce Motion (also on
                             when the desktop's XSETTINGS say Gtk/EnableAnimations = 0)
      --screenshot PATH.png  render the frame at --screenshot-at T (default 0) to a PNG and exit
                             (- writes it to standard output; another extension is refused);
                             Space is pressed at each --toggle-at, as with --frame-json;
                             without a DISPLAY it renders on a private Xvfb, as export does
      --screenshot-at T      the scene time of the screenshot, in seconds
    Frames as data:
      --frame-json T         print the frame T seconds after launch as JSON; needs no X server
      --toggle-at T1,T2,...  with --frame-json, --screenshot or export: press Space (the
                             preview's primary control) at exactly these times (default: none)
    Animations in Swift files:
      animations FILE.swift... [--json]
                             list every Animation, Spring and UnitCurve expression in the
                             files: location, normalised spelling, duration (a spring's settle
                             time, ε = 0.1 %; one leg of repeatForever) and overshoot; --json
                             prints one JSON array
    Export (motion-preview export OUT): frames rendered off screen at exact times, without a
    window (a private Xvfb when there is no DISPLAY); OUT's extension picks the format, so OUT
    is a file or a folder, never - (standard output):
      .gif                   giflib, a libimagequant palette per frame, only what changed; at
                             most 50 fps (delays are whole centiseconds, and browsers slow
                             shorter ones to 10 cs): above that, frames are rendered every 2 cs
      .webp                  libwebp's animation encoder, lossless unless --quality
      .mp4                   H.264 through the ffmpeg program
      a folder (or OUT/)     PNG frames frame-00000.png, frame-00001.png, ...
      --from S               the scene time of the first frame (default 0); Space is pressed
                             at each --toggle-at, as with --screenshot
      --to S                 the end (default: 0.5 s after the preview stops moving, at most
                             5 s after --from)
      --fps N                frames per second, 0.1 to 240 (frames at most 10 s apart;
                             default 60)
      --quality Q            a lossy WebP of quality Q (0-100) instead of a lossless one
      --geometry WxH, --scale K, --preview and --reduce-motion apply as in the window
    Benchmark (motion-preview bench): the examples (or FILE.swift) in a real window, and the
    renderer's own figures;
      --compile              instead, what a compiled preview costs (FILE.swift, or a 120-line
                             sample): the first preview from a cold cache, a structural edit,
                             a literal edit to the next frame, and the agent's memory
      --views                instead, the library with 1,000 views: each on its own
                             repeatForever animation at --fps (frames dropped, CPU per
                             frame), and the bodies a state change re-runs in a 1,000-view tree
    Information:
      --help                 show this help
      --version              show the version

    Keys: Space presses the preview's primary control (named in the window) · click taps, drag
          drags · R restart with fresh state · [ ] previous / next preview · V examples or
          seeds (no file) · S speed · P pause · ←/→ step while paused (Shift: 100 ms) · Home/End
          transition start/end · T timeline (drag to scrub) · I inspector · Tab literal · ↑/↓
          change it (Shift: more) · 0 reset it · B A/B · C copy the tuned file · W write the
          tuned literals into the file · E export the last transaction to a GIF · H or ? help
          · Q or Esc quit.
    """

  /// The options of the hand-built seed scenes, which the compiled engine replaced, and what
  /// to do instead: said in one line, so that an old command line fails clearly.
  static let removed: [String: String] = [
    "--text": "the scenes are SwiftUI files now; put the text in a file's Text and preview that file",
    "--text-file": "the scenes are SwiftUI files now; put the text in a file's Text and preview that file",
    "--note-text": "the scenes are SwiftUI files now; put the text in a file's Text and preview that file",
    "--stagger": "the examples stagger by line and the verbatim seed by glyph count (V in the window switches)",
    "--start-visible": "nothing is pressed that is not asked for; --toggle-at 0 presses Space at the start",
    "--print-swift": "the scenes are SwiftUI files: assets/examples/ and assets/seeds/ hold them",
  ]

  /// The frame rates export takes: frames at most 10 s apart (a rate near 0 made one frame
  /// whose delay no format can store, and ffmpeg refuses rates below about 1e-5), at most 240 a
  /// second.
  static let exportFPS = 0.1...240.0

  /// Parses the arguments that follow the program name.
  ///
  /// Options take their value as the next argument or after `=` (`--fps=120`).
  /// - Throws: `OptionsError` naming the first problem found.
  static func parse(_ arguments: [String]) throws(OptionsError) -> Options {
    var options = Options()
    var rest = arguments[...]
    if rest.first == "animations" {
      return try parseAnimations(rest.dropFirst())
    }
    if rest.first == "bench" {
      rest = rest.dropFirst()
      options.mode = .bench(json: false, quick: false)
    }
    var exportPath: String?
    let isExport = rest.first == "export"
    if isExport { rest = rest.dropFirst() }
    var frameTime: Double?
    var information: Mode?
    var given: [String] = []
    while let argument = rest.popFirst() {
      var name = argument
      var inlineValue: String?
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      func value() throws(OptionsError) -> String {
        if let inlineValue { return inlineValue }
        guard let next = rest.popFirst() else { throw OptionsError("\(name) needs a value") }
        // `--screenshot --start-visible` forgot the path: taking the option as the value
        // wrote a file named "--start-visible". A value that is an option's name needs `=`.
        if Use.allOptions.contains(next) {
          throw OptionsError("\(name) needs a value before \(next) (write \(name)=\(next) if you mean it)")
        }
        return next
      }
      func flag() throws(OptionsError) {
        if inlineValue != nil { throw OptionsError("\(name) takes no value") }
      }
      given.append(name)
      switch name {
      // Help and the version win over the other options, but the rest of the line is still
      // read: `--help --bogus` is a mistake worth a line.
      case "--help", "-h":
        try flag()
        information = information ?? .help
      case "--version":
        try flag()
        information = information ?? .version
      case _ where removed[name] != nil:
        throw OptionsError("\(name) is gone: \(removed[name] ?? "")")
      case "--font":
        let pattern = try nonEmpty(try value(), for: name)
        do {
          try FontPattern.check(pattern)
        } catch {
          throw OptionsError(error.description)
        }
        if let families = FontFamilies.unknown(in: pattern) {
          let named = families.map { "\"\($0)\"" }.joined(separator: " or ")
          throw OptionsError(
            "--font \"\(pattern)\": no installed font has the family \(named) "
              + "(`fc-list : family` lists them)")
        }
        options.font = pattern
      case "--fps" where isExport: options.fps = try number(try value(), for: name, in: exportFPS)
      case "--fps": options.fps = try number(try value(), for: name, in: 1...1000)
      case "--from": options.from = try number(try value(), for: name, in: 0...1e6)
      case "--to": options.to = try number(try value(), for: name, in: 0...1e6)
      case "--quality":
        options.quality = try number(try value(), for: name, in: 0...100)
      case "--geometry": options.geometry = try nonEmpty(try value(), for: name)
      case "--preview": options.preview = try nonEmpty(try value(), for: name)
      case "--scale":
        options.scale = try number(
          try value(), for: name, in: XDisplay.minimumScale...XDisplay.maximumScale)
      case "--display": options.display = try nonEmpty(try value(), for: name)
      case "--paused":
        try flag()
        options.startPaused = true
      case "--reduce-motion":
        try flag()
        options.reduceMotion = true
      case "--autoplay": options.autoplay = try number(try value(), for: name, in: 0.05...86_400)
      case "--exit-after": options.exitAfter = try number(try value(), for: name, in: 0...1e9)
      case "--frame-json": frameTime = try number(try value(), for: name, in: 0...1e6)
      case "--toggle-at": options.toggleAt = try times(try value(), for: name)
      case "--screenshot": options.screenshot = try pngPath(try nonEmpty(try value(), for: name))
      case "--screenshot-at": options.screenshotAt = try number(try value(), for: name, in: 0...1e6)
      case "--compile", "--views":
        try flag()
        if name == "--compile" { options.benchCompile = true } else { options.benchViews = true }
        if options.benchCompile && options.benchViews {
          throw OptionsError("bench: --compile and --views are two different benchmarks; give one")
        }
      case "--json", "--quick":
        try flag()
        // Outside bench, `requireUse` rejects them once parsing is done.
        if case .bench(let json, let quick) = options.mode {
          options.mode = .bench(json: json || name == "--json", quick: quick || name == "--quick")
        }
      default:
        if argument.hasPrefix("-") && argument != "-" {
          throw OptionsError("unknown option \(name) (see motion-preview --help)")
        }
        if isExport && exportPath == nil {
          exportPath = argument
          given.removeLast()  // the output, not an option
          continue
        }
        guard argument.hasSuffix(".swift") else {
          throw OptionsError(
            "unexpected argument \"\(argument)\" (scene files end in .swift; see motion-preview --help)")
        }
        given.removeLast()  // a scene file, not an option
        options.files.append(argument)
      }
    }
    if let information {
      options.mode = information
      return options
    }
    if isExport {
      guard let exportPath, !exportPath.isEmpty else {
        throw OptionsError("export needs an output: motion-preview export OUT.gif (or .webp, .mp4, a folder)")
      }
      if frameTime != nil || options.screenshot != nil {
        throw OptionsError("export cannot be combined with --frame-json or --screenshot")
      }
      if let from = options.from, let to = options.to, to <= from {
        throw OptionsError("--to (\(format(to))) must be later than --from (\(format(from)))")
      }
      options.mode = .export(path: exportPath)
      try options.requireUse(of: given)
      return options
    }
    if let frameTime {
      if case .bench = options.mode {
        throw OptionsError("--frame-json cannot be combined with bench")
      }
      options.mode = .frameJSON(time: frameTime)
    }
    try options.requireUse(of: given)
    return options
  }

  /// `animations FILE.swift… [--json]`.
  private static func parseAnimations(_ arguments: ArraySlice<String>) throws(OptionsError)
    -> Options
  {
    var files: [String] = []
    var json = false
    var options = Options()
    for argument in arguments {
      switch argument {
      case "--json": json = true
      case "--help", "-h":
        options.mode = .help
        return options
      default:
        if argument.hasPrefix("-") && argument != "-" {
          throw OptionsError("unknown option \(argument) for animations (see motion-preview --help)")
        }
        files.append(try nonEmpty(argument, for: "animations"))
      }
    }
    guard !files.isEmpty else {
      throw OptionsError("animations needs one or more Swift files: motion-preview animations FILE.swift")
    }
    options.mode = .animations(files: files, json: json)
    return options
  }

  /// `--screenshot`'s path: a PNG is all it writes, so a name with another extension
  /// (`shot.jpg`) is refused rather than given PNG bytes; a name without one (`/dev/stdout`,
  /// `-`) is fine.
  private static func pngPath(_ path: String) throws(OptionsError) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return path }
    let ext = name[name.index(after: dot)...]
    guard ext.lowercased() != "png" else { return path }
    throw OptionsError(
      "--screenshot writes PNG: name it .png, not .\(ext) (\"\(path)\"); "
        + "motion-preview export writes GIF, WebP and MP4")
  }

  private static func nonEmpty(_ value: String, for name: String) throws(OptionsError) -> String {
    guard !value.isEmpty else { throw OptionsError("\(name) needs a non-empty value") }
    return value
  }

  /// A finite decimal number within `range`; rejects NaN, infinities and hex floats.
  private static func number(
    _ text: String, for name: String, in range: ClosedRange<Double>
  ) throws(OptionsError) -> Double {
    let allowed = text.allSatisfy { "0123456789.+-eE".contains($0) }
    guard allowed, let value = Double(text), value.isFinite else {
      throw OptionsError("\(name) needs a number, not \"\(text)\"")
    }
    guard range.contains(value) else {
      throw OptionsError(
        "\(name) must be between \(format(range.lowerBound)) and \(format(range.upperBound)), "
          + "not \(text)")
    }
    return value
  }

  /// A comma-separated list of times in seconds, each 0 or more.
  private static func times(_ text: String, for name: String) throws(OptionsError) -> [Double] {
    try text.split(separator: ",", omittingEmptySubsequences: false).map {
      (part) throws(OptionsError) -> Double in
      try number(String(part), for: name, in: 0...1e6)
    }
  }

  private static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
