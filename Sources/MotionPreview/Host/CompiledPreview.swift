#if canImport(Glibc)
  import Glibc
#endif
import Export
import PreviewAgent
import PreviewBuild
import PreviewHost
import Scenes
import SwiftSource
import TextShaping
import X11Canvas

/// The user's SwiftUI files compiled as they are (`PreviewBuild`) and run in an agent
/// (`PreviewHost`), or without files the built-in examples, compiled into the program: what
/// every command shows. There is one engine: the examples are previews like any file's.
enum CompiledPreview {
  /// The built-in set a command without files shows.
  static let defaultSet = BuiltInPreviews.examples

  /// The files `options` name, read; nil when they name none (the built-in examples show).
  ///
  /// - Throws: `SwiftFileFailure` when a file cannot be read or is not Swift text (each
  ///   file's error is printed first, one line each).
  static func files(_ options: Options) throws(SwiftFileFailure) -> [SourceFile]? {
    guard !options.files.isEmpty else { return nil }
    var files: [SourceFile] = []
    var errors = 0
    for path in options.files {
      do {
        files.append(try SwiftFileInput.read(path: path))
      } catch {
        Console.error(error.description)
        errors += 1
      }
    }
    guard errors == 0 else { throw SwiftFileFailure(errors: errors) }
    return files
  }

  /// The builder, and the first build of `files`. Prints the compiler's diagnostics (warnings
  /// too) on standard error, as a compiler does.
  ///
  /// - Throws: `PreviewBuildError` (bad source, compile errors, no compiler, a full disk).
  static func build(_ files: [SourceFile]) throws(PreviewBuildError) -> (PreviewBuilder, BuiltPreview) {
    let builder = try PreviewBuilder.standard()
    let built = try builder.build(files: files)
    for diagnostic in built.diagnostics { Console.error(diagnostic.description) }
    return (builder, built)
  }

  /// This executable's own path, which the agent runs as (`motion-preview __agent`).
  static var agentExecutable: String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    return count > 0 ? String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) : CommandLine.arguments[0]
  }

  /// A session for `built` (nil: the built-in examples) on a canvas of `size` points at
  /// `scale`, from scene time 0.
  ///
  /// - Parameter keepsFailure: Return a session whose agent failed before its first frame
  ///   rather than throw (the window, which shows the failure and waits for a save or R, as a
  ///   later crash does).
  /// - Throws: `OptionsError` for an unknown `--preview` (the agent lists the names), and
  ///   `PreviewFailure` when the agent fails before its first frame (unless `keepsFailure`).
  static func session(
    _ built: BuiltPreview?, options: Options, size: Size, scale: Double, reduceMotion: Bool, keepsFailure: Bool = false
  ) throws -> PreviewSession {
    let session =
      built.map {
        PreviewSession(
          built: $0, preview: options.preview, size: size, scale: scale, reduceMotion: reduceMotion, time: 0,
          agentExecutable: agentExecutable)
      }
      ?? PreviewSession(
        builtIn: defaultSet, preview: options.preview, size: size, scale: scale, reduceMotion: reduceMotion,
        time: 0, agentExecutable: agentExecutable)
    session.settle(wait: .infinity)
    if case .failed(let message) = session.status {
      if message.hasPrefix("no preview is named") { throw OptionsError(message) }
      if !keepsFailure { throw PreviewFailure(message: message) }
    }
    return session
  }

  /// The session's frame at `time`, with Space pressed at each `--toggle-at` time (none by
  /// default: nothing is pressed that is not asked for), for the headless commands.
  ///
  /// - Throws: `PreviewFailure` when the user's code crashes or hangs.
  static func frame(_ session: PreviewSession, at time: Double, options: Options) throws -> Frame {
    try frame(session, at: time, options: options, pressingUpTo: time)
  }

  /// The frame at `time`, with the `--toggle-at` presses up to `pressingUpTo` made that the
  /// session has not had yet.
  static func frame(_ session: PreviewSession, at time: Double, options: Options, pressingUpTo limit: Double) throws
    -> Frame
  {
    for toggle in (options.toggleAt ?? []).sorted() where toggle <= limit && toggle > session.lastPressTime {
      session.apply(.pressPrimary, at: toggle, wait: .infinity)
    }
    if let frame = session.frameWaiting(at: time) { return frame }
    if case .failed(let message) = session.status { throw PreviewFailure(message: message) }
    throw PreviewFailure(message: "the preview drew no frame at \(time) s")
  }

  /// The scene time, from `from` on, at which `session` stops moving (no value in flight, no
  /// timer due) after the last `--toggle-at` at or after `from`, sampled at `fps`; at most
  /// `Program.exportLongest` after `from`.
  static func settles(_ session: PreviewSession, from: Double, options: Options, fps: Double) throws -> Double {
    let toggles = (options.toggleAt ?? []).sorted()
    return try settles(session, from: max(from, toggles.last ?? from), fps: fps, limit: from + Program.exportLongest) {
      time in try frame(session, at: time, options: options, pressingUpTo: time)
    }
  }

  /// The first time on the `fps` grid from `start` at which `session` is still (see above),
  /// drawing each with `draw`; `limit` when it moves until then.
  static func settles(
    _ session: PreviewSession, from start: Double, fps: Double, limit end: Double, draw: (Double) throws -> Frame
  ) throws -> Double {
    var step = 0.0
    while start + step / fps < end {
      // Times on the grid from `start`, not a running sum that drifts below it.
      let time = start + step / fps
      _ = try draw(time)
      if !session.isAnimating(at: time) { return time }
      step += 1
    }
    return end
  }

  /// Prints the build's errors: a compiler's lines as they are, anything else after
  /// `motion-preview: `; returns the status, 2 (main's handler for `PreviewBuildError`).
  static func report(_ error: PreviewBuildError) -> Int32 {
    switch error {
    case .compile, .source:
      for line in error.description.split(separator: "\n") { Console.error(String(line)) }
    default:
      Console.error("motion-preview: \(error.description)")
    }
    return 2
  }
}

/// The files given cannot be read, or are not Swift text; their errors were printed already.
struct SwiftFileFailure: Error, CustomStringConvertible {
  /// How many files failed.
  var errors: Int

  var description: String {
    errors == 1 ? "1 error in the Swift files" : "\(errors) errors in the Swift files"
  }
}

/// The user's code crashed, hung or would not load, in a headless command: one line, status 1.
struct PreviewFailure: Error, CustomStringConvertible {
  var message: String
  var description: String { message }
}

extension Program {
  /// The window (or `--screenshot`) for compiled files, or without files the built-in examples.
  static func runCompiledPreview(_ files: [SourceFile]?, options: Options) throws -> Int32 {
    if options.screenshot == Options.standardStream, Console.outputIsTerminal {
      throw OptionsError("--screenshot -: standard output is a terminal; redirect it or give a file name")
    }
    let build = try files.map { try CompiledPreview.build($0) }
    let geometry = try geometry(options)
    let display = try options.screenshot.map { _ in
      try BenchServer.find(name: options.display, for: "--screenshot").open()
    } ?? XDisplay(name: options.display)
    let window = try XWindow(
      display: display, title: "motion-preview", geometry: geometry,
      defaultSize: PreviewApp.defaultSize, scale: options.scale)
    let fonts = try FontCache(window: window)
    let renderer = Renderer(window: window, fonts: fonts)
    let session = try CompiledPreview.session(
      build?.1, options: options, size: window.size, scale: window.scale,
      reduceMotion: reducesMotion(options, display), keepsFailure: options.screenshot == nil)
    if let path = options.screenshot {
      return try writeScreenshot(to: path, of: window) {
        renderer.render(try CompiledPreview.frame(session, at: options.screenshotAt, options: options))
      }
    }
    let link = DisplayLink(window: window, renderer: renderer, fps: options.fps)
    let app = PreviewApp(
      session: session, window: window, link: link, metrics: fonts.metrics,
      fontFamily: options.font ?? FontSpec.defaultFamily, paths: options.files,
      builtIn: build == nil ? CompiledPreview.defaultSet : nil, paused: options.startPaused, autoplay: options.autoplay)
    if let (builder, built) = build, let files { try app.watch(builder: builder, built: built, files: files) }
    return try TerminationSignals.deferring {
      link.run(delegate: app, exitAfter: options.exitAfter)
    }
  }

  /// `export OUT` for compiled files: the preview's frames from `--from` to `--to`, off
  /// screen, with Space pressed at each `--toggle-at`. Without `--to`, the clip ends 0.5 s after
  /// the preview stops moving (found by asking a first agent for the frames as data), at most
  /// `exportLongest` seconds after `--from`.
  static func runCompiledExport(_ files: [SourceFile]?, options: Options, to path: String, format: ExportFormat) throws
    -> Int32
  {
    let built = try files.map { try CompiledPreview.build($0).1 }
    let geometry = try geometry(options)
    let display = try BenchServer.find(name: options.display, for: "export").open()
    let scale = display.resolvedScale(options.scale)
    let width = geometry?.width ?? Int((PreviewApp.defaultSize.width * scale).rounded())
    let height = geometry?.height ?? Int((PreviewApp.defaultSize.height * scale).rounded())
    try format.check(width: width, height: height)
    let size = Size(width: Double(width) / scale, height: Double(height) / scale)
    let from = options.from ?? 0
    let requestedFPS = options.fps ?? defaultExportFPS
    let fps = format == .gif ? min(requestedFPS, FrameTimes.gifMaximumFPS) : requestedFPS
    let to: Double
    if let given = options.to {
      to = given
    } else {
      let scan = try CompiledPreview.session(built, options: options, size: size, scale: scale, reduceMotion: options.reduceMotion)
      // The tail is within the longest clip: a preview that never stops ends 5 s after `--from`.
      to = min(try CompiledPreview.settles(scan, from: from, options: options, fps: fps) + exportTail, from + exportLongest)
    }
    guard to > from else {
      throw OptionsError("--to (\(to)) must be later than --from (\(from))")
    }
    let plan = ExportSession.Plan(
      path: path, format: format, times: FrameTimes(from: from, to: to, fps: fps),
      requestedFPS: requestedFPS, width: width, height: height, scale: scale, quality: options.quality)
    let session = try CompiledPreview.session(built, options: options, size: size, scale: scale, reduceMotion: options.reduceMotion)
    return try export(plan) {
      try ExportSession(plan: plan, display: display) { _ in
        { time in try CompiledPreview.frame(session, at: time, options: options) }
      }
    }
  }

  /// The longest clip an export makes without `--to`, in seconds after `--from`: a preview that
  /// moves for ever (`repeatForever`) ends there.
  static let exportLongest = 5.0

  /// `--frame-json T`: the display list at `time` as JSON, with the preview's name and canvas
  /// and the values in flight with their animations.
  static func printCompiledFrameJSON(_ files: [SourceFile]?, options: Options, at time: Double) throws -> Int32 {
    let built = try files.map { try CompiledPreview.build($0).1 }
    let geometry = try geometry(options)
    let scale = max(options.scale ?? 1, XDisplay.minimumScale)
    var size = PreviewApp.defaultSize
    if let width = geometry?.width { size.width = Double(width) / scale }
    if let height = geometry?.height { size.height = Double(height) / scale }
    let session = try CompiledPreview.session(
      built, options: options, size: size, scale: scale, reduceMotion: options.reduceMotion)
    // The frame comes with the values in flight at its time.
    session.inspects = true
    let frame = try CompiledPreview.frame(session, at: time, options: options)
    let metrics = try ShapingTextMetrics(scale: scale)
    print(
      DisplayListReport(
        time: time, preview: session.previewName ?? "", previews: session.previews, frame: frame,
        commands: CommandReport.reports(for: frame, metrics: metrics), inFlight: session.animations
      ).json)
    return 0
  }

  /// `--screenshot PATH`: opens `path` first (a bad path fails before any drawing), lets
  /// `render` draw into `window`'s back buffer, and writes its pixels as a PNG through
  /// `OutputFile` (a temporary file, `fsync`, rename), or to standard output for `-`. The
  /// window is never mapped, so this works on any display and is exactly reproducible.
  static func writeScreenshot(to path: String, of window: XWindow, render: () throws -> Void) throws -> Int32 {
    let file = path == Options.standardStream ? nil : try OutputFile(path: path)
    try render()
    let png = try PNGEncoder.encode(window.readPixels())
    if let file {
      try file.write(png)
      try file.commit()
    } else {
      try Console.output(png)
    }
    return 0
  }
}
