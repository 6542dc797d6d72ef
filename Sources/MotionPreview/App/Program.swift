#if canImport(Glibc)
  import Glibc
#endif
import Export
import PreviewBuild
import Scenes
import SwiftSource
import TextShaping
import X11Canvas

/// Dispatches a parsed command line to the mode it asks for.
enum Program {
  /// Runs `options` and returns the exit status.
  static func run(_ options: Options) throws -> Int32 {
    switch options.mode {
    case .help:
      print(Options.usage)
      return 0
    case .version:
      print("motion-preview \(Options.version)")
      return 0
    case .frameJSON(let time):
      return try printFrameJSON(options, at: time)
    case .preview:
      return try runPreview(options)
    case .export(let path):
      return try runExport(options, to: path)
    case .printSwift:
      print(SwiftPrinter.source(for: try configuration(options).scene), terminator: "")
      return 0
    case .bench(let json, let quick) where options.benchViews:
      return try ViewsBenchmark(options: options, quick: quick).run(json: json)
    case .bench(let json, let quick) where options.benchCompile:
      return try CompileBenchmark(files: options.files, quick: quick).run(json: json)
    case .bench(let json, let quick):
      if let files = CompiledPreview.files(options) {
        return try FileBenchmark(options: options, files: files, quick: quick).run(json: json)
      }
      return try Benchmark(options: options, quick: quick).run(json: json)
    case .animations(let files, let json):
      return AnimationsCommand.run(files: files, json: json)
    }
  }

  /// What the command line sets on top of any scene: read once (standard input cannot be read
  /// twice), applied to the scene at launch and to every live reload.
  struct Overrides {
    /// `--text` or `--text-file`, replacing the scene's text.
    var text: String?
    /// `--note-text`, replacing the note's text.
    var noteText: String?
    /// `--font`, or the default family list.
    var fontFamily: String
    /// `--stagger`, replacing the scene's.
    var stagger: Stagger?
    /// `--start-visible`.
    var startVisible: Bool

    /// The configuration that shows `scene` with these overrides.
    func configuration(for scene: SceneModel) -> PreviewConfiguration {
      var configuration = PreviewConfiguration(
        scene: scene, text: text, noteText: noteText, fontFamily: fontFamily, stagger: stagger,
        startVisible: startVisible)
      // Xft draws no glyph for a tab, so words around one would run together: make it a space.
      configuration.text = String(configuration.text.map { $0 == "\t" ? " " : $0 })
      return configuration
    }
  }

  /// The overrides the options describe (reads `--text-file`).
  static func overrides(_ options: Options) throws(OptionsError) -> Overrides {
    let text: String?
    switch options.text {
    case .seed: text = nil
    case .literal(let literal): text = try TextInput.requireText(literal, from: "--text")
    case .file(let path): text = try TextInput.read(path: path)
    }
    if let note = options.noteText { _ = try TextInput.requireText(note, from: "--note-text") }
    return Overrides(
      text: text, noteText: options.noteText, fontFamily: options.font ?? FontSpec.defaultFamily,
      stagger: options.stagger, startVisible: options.startVisible)
  }

  /// The scene the options name: the seeds', or what the `FILE.swift` arguments say. Prints the
  /// files' diagnostics on standard error, as a compiler does.
  ///
  /// - Throws: `SceneFiles.Failure` when the files make no scene (their errors are printed).
  static func scene(_ options: Options) throws(SceneFiles.Failure) -> SceneFiles.Load? {
    guard !options.files.isEmpty else { return nil }
    let load = SceneFiles.load(options.files)
    for line in load.diagnostics { Console.error(line) }
    guard load.scene != nil else { throw SceneFiles.Failure(errors: load.errors.count) }
    return load
  }

  /// The configuration the options describe: their scene with their overrides.
  static func configuration(_ options: Options) throws -> PreviewConfiguration {
    let overrides = try overrides(options)
    return overrides.configuration(for: try scene(options)?.scene ?? .seed)
  }

  /// Whether motion is reduced: `--reduce-motion`, or the desktop publishing
  /// `Gtk/EnableAnimations` = 0 through XSETTINGS on `display`.
  static func reducesMotion(_ options: Options, _ display: XDisplay) -> Bool {
    options.reduceMotion || display.xsettings()?.animationsDisabled == true
  }

  /// `--geometry` parsed, or nil when not given.
  static func geometry(_ options: Options) throws(OptionsError) -> Geometry? {
    guard let text = options.geometry else { return nil }
    do {
      return try Geometry.parse(text)
    } catch {
      throw OptionsError("\(error)")
    }
  }

  /// Opens the window and runs the preview until the user quits.
  static func runPreview(_ options: Options) throws -> Int32 {
    if let files = CompiledPreview.files(options) { return try runCompiledPreview(files, options: options) }
    if options.screenshot == Options.standardStream, Console.outputIsTerminal {
      throw OptionsError(
        "--screenshot -: standard output is a terminal; redirect it or give a file name")
    }
    let overrides = try overrides(options)
    let load = try scene(options)
    var configuration = overrides.configuration(for: load?.scene ?? .seed)
    let geometry = try geometry(options)
    // A screenshot maps no window: without a DISPLAY it renders on a private Xvfb, as export
    // (which the display holds, so it stops after the connection closes).
    let display = try options.screenshot.map { _ in
      try BenchServer.find(name: options.display, for: "--screenshot").open()
    } ?? XDisplay(name: options.display)
    configuration.reducesMotion = reducesMotion(options, display)
    let window = try XWindow(
      display: display, title: "motion-preview", geometry: geometry,
      defaultSize: PreviewLayout.defaultSize, scale: options.scale)
    // Fonts at the window's own scale, so layout, drawing and the window agree.
    let fonts = try FontCache(window: window)
    let renderer = Renderer(window: window, fonts: fonts)
    let link = DisplayLink(window: window, renderer: renderer, fps: options.fps)
    let app = PreviewApp(
      options: options, preview: Preview(configuration: configuration), window: window,
      link: link, metrics: fonts.metrics)
    if let path = options.screenshot {
      return try app.screenshot(to: path, at: options.screenshotAt, options: options)
    }
    if let load {
      app.watch(try LiveReload(paths: options.files, load: load), overrides: overrides)
    }
    // A signal ends the loop (the app polls TerminationSignals.descriptor), so the window and
    // the connection are released on the way out.
    return try TerminationSignals.deferring {
      link.run(delegate: app, exitAfter: options.exitAfter)
    }
  }

  /// Prints the frame at `time` as JSON, with Space pressed at each `--toggle-at` time (by
  /// default 0, so the text reveals from the start). Measures text with fontconfig, FreeType and HarfBuzz directly (the
  /// faces and metrics the window draws with) and opens no display, so the scale is `--scale`
  /// or 1 (there is no `Xft.dpi` to read).
  static func printFrameJSON(_ options: Options, at time: Double) throws -> Int32 {
    if let files = CompiledPreview.files(options) {
      return try printCompiledFrameJSON(files, options: options, at: time)
    }
    var configuration = try configuration(options)
    let geometry = try geometry(options)
    // No display to read XSETTINGS from: only the flag reduces motion here.
    configuration.reducesMotion = options.reduceMotion
    let scale = max(options.scale ?? 1, XDisplay.minimumScale)
    let metrics = try ShapingTextMetrics(scale: scale)
    var preview = Preview(configuration: configuration)
    applyScriptedToggles(options, to: &preview, until: time)
    var size = PreviewLayout.defaultSize
    if let width = geometry?.width { size.width = Double(width) / scale }
    if let height = geometry?.height { size.height = Double(height) / scale }
    let layout = preview.layout(size: size, metrics: metrics)
    print(preview.report(at: time, layout: layout).json)
    return 0
  }

  /// The toggles `--frame-json`, `--screenshot` and export script: Space pressed at each of
  /// `options.toggleTimes` up to `time` (by default once, at 0), and at no other time.
  static func applyScriptedToggles(_ options: Options, to preview: inout Preview, until time: Double) {
    for toggle in options.toggleTimes where toggle <= time {
      preview.toggleVisibility(at: toggle)
    }
  }

  /// The exit status for an error that reached the top: 2 for bad input (including an output
  /// file that cannot be written, and an image too large to encode) and an X display that
  /// cannot be opened, 1 for anything else.
  static func exitStatus(for error: any Error) -> Int32 {
    if error is OptionsError || error is OutputFileError || error is ExportUsageError
      || error is PNGEncoder.Failure || error is SceneFiles.Failure || error is PreviewBuildError
    { return 2 }
    if case .cannotOpenDisplay = error as? X11Error { return 2 }
    if case .invalidGeometry = error as? X11Error { return 2 }
    return 1
  }

  /// Prints `motion-preview: <message>` on standard error and exits with `status`.
  static func fail(_ message: String, status: Int32) -> Never {
    Console.error("motion-preview: \(message)")
    exit(status)
  }
}
