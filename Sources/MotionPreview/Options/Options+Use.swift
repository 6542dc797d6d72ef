extension Options {
  /// What an invocation runs, for deciding which options apply to it: each option given must be
  /// used by the command it runs, or parsing fails with one line that says so.
  enum Use: Hashable, Sendable, CaseIterable {
    /// The preview window.
    case window
    /// `--screenshot PATH`: one frame rendered to a PNG, no window mapped.
    case screenshot
    /// `--frame-json T`: one frame printed as JSON, no window.
    case frameJSON
    /// `motion-preview bench`.
    case bench
    /// `motion-preview animations FILE.swift…`.
    case animations
    /// `motion-preview export OUT`.
    case export

    /// How messages name the command.
    var name: String {
      switch self {
      case .window: "the preview window"
      case .screenshot: "--screenshot"
      case .frameJSON: "--frame-json"
      case .bench: "bench"
      case .animations: "animations"
      case .export: "export"
      }
    }

    /// Every option some command reads, with `--help` and `--version`.
    static var allOptions: Set<String> {
      allCases.reduce(Set(["--help", "-h", "--version"]).union(Options.removed.keys)) {
        $0.union($1.options)
      }
    }

    /// The options the command reads. `--help` and `--version` end parsing before this is asked.
    var options: Set<String> {
      // What every command shows: the previews, in fonts, on a display at a scale.
      let scene: Set = ["--font", "--scale", "--display"]
      // What changes the frames themselves.
      let frames = scene.union(["--geometry", "--reduce-motion", "--preview"])
      switch self {
      case .window:
        return frames.union(["--fps", "--paused", "--autoplay", "--exit-after"])
      case .screenshot:
        return frames.union(["--screenshot", "--screenshot-at", "--toggle-at"])
      case .frameJSON:
        return frames.union(["--frame-json", "--toggle-at"])
      case .bench:
        // bench measures its own sizes and drives its own toggles; --fps paces its paced run.
        return scene.union(["--fps", "--json", "--quick", "--compile", "--views", "--preview"])
      case .animations:
        return ["--json"]
      case .export:
        return frames.union(["--from", "--to", "--fps", "--quality", "--toggle-at"])
      }
    }
  }

  /// The command these options run.
  var use: Use {
    switch mode {
    case .bench: .bench
    case .animations: .animations
    case .export: .export
    case .frameJSON: .frameJSON
    case .preview, .help, .version: screenshot == nil ? .window : .screenshot
    }
  }

  /// Checks that every option in `given` (names as typed, in order) is given once and is one
  /// that the command reads.
  /// - Throws: `OptionsError` naming the first option repeated, or that the command would ignore.
  func requireUse(of given: [String]) throws(OptionsError) {
    // The last of two values used to win in silence (`--frame-json 1 --frame-json 2`).
    var seen: Set<String> = []
    for name in given where !seen.insert(name).inserted {
      throw OptionsError("\(name) is given more than once")
    }
    let use = self.use
    for name in given where !use.options.contains(name) {
      switch name {
      case "--json", "--quick":
        throw OptionsError("\(name) belongs to the bench command: motion-preview bench \(name)")
      case "--toggle-at":
        throw OptionsError("--toggle-at needs --frame-json, --screenshot or export")
      case "--from", "--to", "--quality":
        throw OptionsError("\(name) belongs to the export command: motion-preview export OUT \(name) ...")
      case "--screenshot-at" where use == .window:
        throw OptionsError("--screenshot-at needs --screenshot")
      case "--screenshot" where use == .frameJSON:
        throw OptionsError("--screenshot cannot be combined with --frame-json")
      default:
        throw OptionsError("\(use.name) does not use \(name)")
      }
    }
  }
}
