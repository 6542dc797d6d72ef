#if canImport(Glibc)
  import Glibc
#endif
import Scenes
import TextShaping
import X11Canvas

/// `motion-preview bench`: measures the real renderer in a real window on the current display
/// (or on a private Xvfb when there is no display), and prints a table, or with `--json` a
/// table followed by one JSON object on the last line.
///
/// Nothing here is asserted: the figures are for people (README, notes), never for tests.
struct Benchmark {
  let options: Options
  /// Shorter runs, for CI: the output is complete but the figures are rough.
  let quick: Bool

  /// Seconds of paced running at 60 fps (10 s, or 1.5 s when quick).
  private var pacedSeconds: Double { quick ? 1.5 : 10 }
  /// Seconds of paused running for the idle figures (5 s, or 1 s when quick).
  private var idleSeconds: Double { quick ? 1 : 5 }
  /// Frames rendered for each uncapped measurement.
  private var uncappedFrames: Int { quick ? 60 : 1200 }
  /// Frames rendered for each scaling measurement.
  private var scalingFrames: Int { quick ? 20 : 300 }

  func run(json: Bool) throws -> Int32 {
    // A signal stops the measurement at the next frame, so that the Xvfb is reaped.
    let results = try TerminationSignals.deferring {
      try measure(on: try BenchServer.find(name: options.display))
    }
    print(results.table)
    if json { print(results.json) }
    return 0
  }

  private func measure(on server: BenchServer) throws -> BenchResults {
    let display = try server.open()
    let server = ServerCPU(pid: display.serverProcessID)
    let scale = options.scale ?? 1
    let fonts = try FontCache(display: display, scale: scale)
    let metrics = fonts.metrics
    let configuration = try Program.configuration(options)
    var results = BenchResults(display: display.name, serverPID: server.pid, quick: quick)

    let small = try uncapped(Size(width: 1000, height: 600), configuration, display, fonts, metrics, server)
    results.uncappedFPS = small.fps
    results.clientMsPerFrame = small.clientMs
    results.serverMsPerFrame = small.serverMs
    let large = try uncapped(Size(width: 1920, height: 1080), configuration, display, fonts, metrics, server)
    results.uncappedFPS1080p = large.fps

    let paced = try pacedRun(configuration, display, fonts, metrics, server, paused: false)
    results.paced = paced
    let idle = try pacedRun(configuration, display, fonts, metrics, server, paused: true)
    results.idleWakeupsPerSecond = Double(idle.wakeUps) / idle.seconds
    results.idleCPUPercent = idle.totalCPUPercent
    results.gtkPeer = try GTKPeer.measure(
      display: display.name, server: server, seconds: pacedSeconds, restSeconds: idleSeconds)

    for lines in [1, 10, 100, 1000] {
      var text = configuration
      text.text = (1...lines).map { "Line \($0) of the scaling text" }.joined(separator: "\n")
      let run = try uncapped(
        Size(width: 1000, height: 600), text, display, fonts, metrics, server, frames: scalingFrames)
      results.scalingLines.append((lines, run.wallMs))
    }
    for size in [Size(width: 640, height: 400), Size(width: 1000, height: 600), Size(width: 1920, height: 1080)] {
      let run = try uncapped(size, configuration, display, fonts, metrics, server, frames: scalingFrames)
      results.scalingAreas.append((size, run.wallMs))
    }
    results.paths = try PathStress.measure(
      display: display, fonts: fonts, server: server, frames: quick ? 20 : 200)
    results.export = try ExportRates.measure(
      configuration, display: display, scale: scale, seconds: quick ? 0.5 : 3)
    return results
  }

  /// One uncapped measurement: `frames` frames of the looping reveal and the crease, each
  /// followed by `XSync` so that the server's work is inside the measurement.
  private func uncapped(
    _ size: Size, _ configuration: PreviewConfiguration, _ display: XDisplay, _ fonts: FontCache,
    _ metrics: ShapingTextMetrics, _ server: ServerCPU, frames: Int? = nil
  ) throws -> UncappedResult {
    let count = frames ?? uncappedFrames
    let window = try XWindow(
      display: display, title: "motion-preview bench", defaultSize: size, scale: fonts.scale)
    window.map()
    let renderer = Renderer(window: window, fonts: fonts)
    var preview = Preview(configuration: configuration)
    let layout = preview.layout(size: window.size, metrics: metrics)
    // Content advances at 60 Hz of scene time while frames are drawn as fast as possible; the
    // reveal is toggled every 1.5 s so that it loops (shown, hidden, shown …).
    let toggleEvery = 1.5
    var nextToggle = 0.0
    func draw(_ index: Int) throws {
      try TerminationSignals.checkpoint()
      let time = Double(index) / 60
      while nextToggle <= time {
        preview.toggleVisibility(at: nextToggle)
        nextToggle += toggleEvery
      }
      renderer.render(preview.frame(at: time, layout: layout, overlay: PreviewOverlay()))
      window.present()
      display.sync()
    }
    for index in 0..<10 { try draw(index) }  // warm the caches
    return try UncappedResult.measure(10..<(10 + count), server: server, draw: draw)
  }

  /// The rate of the paced run: `--fps`, else 60 (not the monitor's rate, so that runs on
  /// different machines compare).
  private var pacedFPS: Double { options.fps ?? 60 }

  /// The real display link at `pacedFPS` with the reveal looping (`--autoplay 1.5`), or paused.
  private func pacedRun(
    _ configuration: PreviewConfiguration, _ display: XDisplay, _ fonts: FontCache,
    _ metrics: ShapingTextMetrics, _ server: ServerCPU, paused: Bool
  ) throws -> PacedResult {
    let window = try XWindow(
      display: display, title: "motion-preview bench", defaultSize: PreviewLayout.defaultSize,
      scale: fonts.scale)
    let renderer = Renderer(window: window, fonts: fonts)
    let link = DisplayLink(window: window, renderer: renderer, fps: pacedFPS)
    var benchOptions = options
    benchOptions.autoplay = 1.5
    benchOptions.startPaused = paused
    let app = PreviewApp(
      options: benchOptions, preview: Preview(configuration: configuration), window: window,
      link: link, metrics: metrics)
    app.recordsPresentTimes = true
    let seconds = paused ? idleSeconds : pacedSeconds
    // The first frame after mapping is not part of the steady state: let it settle first.
    _ = link.run(delegate: app, exitAfter: 0.25)
    try TerminationSignals.checkpoint()
    app.presentTimes.removeAll()
    let (client, serverCPU) = try server.spent {
      _ = link.run(delegate: app, exitAfter: seconds)
      try TerminationSignals.checkpoint()
    }
    let times = app.presentTimes
    let intervals = zip(times.dropFirst(), times).map { ($0 - $1) * 1000 }
    return PacedResult(
      fps: pacedFPS, presentation: link.presentation, seconds: seconds,
      frames: link.stats.framesPresented, dropped: link.stats.framesDropped,
      wakeUps: link.stats.wakeUps, intervals: Percentiles(intervals),
      clientCPUPercent: client / seconds * 100, serverCPUPercent: serverCPU.map { $0 / seconds * 100 })
  }
}
