#if canImport(Glibc)
  import Glibc
#endif
import PreviewHost
import Scenes
import TextShaping
import X11Canvas

/// `motion-preview bench`: measures the default window's preview (the built-in examples, drawn
/// in the window's process, as the window draws them) and the renderer in a real window on the current display (or on a private
/// Xvfb when there is no display), and prints a table, or with `--json` a table followed by one
/// JSON object on the last line.
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
    var results = BenchResults(display: display.name, serverPID: server.pid, quick: quick)

    let small = try uncapped(Size(width: 1000, height: 600), display, fonts, server)
    results.uncappedFPS = small.fps
    results.clientMsPerFrame = small.clientMs
    results.serverMsPerFrame = small.serverMs
    let large = try uncapped(Size(width: 1920, height: 1080), display, fonts, server)
    results.uncappedFPS1080p = large.fps

    // The GTK peer animates in slices between the window's (`GTKPeer.Slices`).
    var peer: GTKPeer.Slices?
    var peerFailure: String?
    do {
      peer = try GTKPeer.Slices(display: display.name, server: server)
    } catch let failure as GTKPeer.PeerFailure {
      peerFailure = failure.description
    }
    let paced = try pacedRun(display, fonts, server, paused: false, alternatingWith: peer)
    results.paced = paced
    peerFailure = peerFailure ?? peer?.failure
    let animating = peerFailure == nil ? peer?.total : nil
    peer = nil
    let idle = try pacedRun(display, fonts, server, paused: true)
    results.idleWakeupsPerSecond = Double(idle.wakeUps) / idle.seconds
    results.idleCPUPercent = idle.totalCPUPercent
    results.gtkPeer = try GTKPeer.measure(
      display: display.name, server: server, animating: animating, failure: peerFailure, restSeconds: idleSeconds)

    for size in [Size(width: 640, height: 400), Size(width: 1000, height: 600), Size(width: 1920, height: 1080)] {
      let run = try uncapped(size, display, fonts, server, frames: scalingFrames)
      results.scalingAreas.append((size, run.wallMs))
    }
    results.paths = try PathStress.measure(
      display: display, fonts: fonts, server: server, frames: quick ? 20 : 200)
    results.export = try ExportRates.measure(
      options: options, display: display, scale: scale, seconds: quick ? 0.5 : 3)
    return results
  }

  /// The built-in examples (the default window's preview) in a session of their own, on a
  /// canvas of `size` points at `scale`, from scene time 0.
  static func examples(_ options: Options, size: Size, scale: Double) throws -> PreviewSession {
    var options = options
    options.preview = nil
    return try CompiledPreview.session(nil, options: options, size: size, scale: scale, reduceMotion: false)
  }

  /// One uncapped measurement: `frames` frames of the examples, the text toggled every 1.5 s
  /// of scene time so that it loops (shown, hidden, shown …) while the crease moves, each
  /// frame drawn by the view graph, rendered, presented and followed by `XSync`, so that the
  /// graph's and the server's work are inside the measurement. The client's CPU is this
  /// process's, and an agent's when the previews run in one (`bench FILE`).
  private func uncapped(
    _ size: Size, _ display: XDisplay, _ fonts: FontCache, _ server: ServerCPU, frames: Int? = nil
  ) throws -> UncappedResult {
    let count = frames ?? uncappedFrames
    let window = try XWindow(
      display: display, title: "motion-preview bench", defaultSize: size, scale: fonts.scale)
    window.map()
    let renderer = Renderer(window: window, fonts: fonts)
    let session = try Self.examples(options, size: window.size, scale: fonts.scale)
    let toggleEvery = 1.5
    var nextToggle = 0.0
    func draw(_ index: Int) throws {
      try TerminationSignals.checkpoint()
      let time = Double(index) / 60
      while nextToggle <= time {
        session.apply(.pressPrimary, at: nextToggle, wait: .infinity)
        nextToggle += toggleEvery
      }
      guard let frame = session.frameWaiting(at: time) else {
        throw PreviewFailure(message: "the examples drew no frame at \(time) s")
      }
      renderer.render(frame)
      window.present()
      display.sync()
    }
    for index in 0..<10 { try draw(index) }  // warm the caches
    return try UncappedResult.measure(
      10..<(10 + count), server: server, agent: ServerCPU(pid: session.agentProcessID), draw: draw)
  }

  /// The rate of the paced run: `--fps`, else 60 (not the monitor's rate, so that runs on
  /// different machines compare).
  private var pacedFPS: Double { options.fps ?? 60 }

  /// Slices the paced run is cut into, each followed by one of the GTK peer's.
  private var slices: Int { quick ? 3 : 10 }

  /// The real window (`PreviewApp`) on the examples at `pacedFPS`, the text toggled every
  /// 1.5 s (`--autoplay 1.5`), or paused. The client's CPU is the window's (the examples run in
  /// its process), and an agent's when there is one.
  ///
  /// With `peer`, the window animates in `slices` slices, its scene going on from one to the
  /// next, and after each the peer animates as long (`GTKPeer.Slices`): both are measured over
  /// the same stretch of time. After a peer fails (its `failure`) the window's slices go on
  /// alone.
  private func pacedRun(
    _ display: XDisplay, _ fonts: FontCache, _ server: ServerCPU, paused: Bool,
    alternatingWith peer: GTKPeer.Slices? = nil
  ) throws -> PacedResult {
    let window = try XWindow(
      display: display, title: "motion-preview bench", defaultSize: PreviewApp.defaultSize,
      scale: fonts.scale)
    let renderer = Renderer(window: window, fonts: fonts)
    let link = DisplayLink(window: window, renderer: renderer, fps: pacedFPS)
    let session = try Self.examples(options, size: window.size, scale: fonts.scale)
    let app = PreviewApp(
      session: session, window: window, link: link, metrics: fonts.metrics,
      fontFamily: options.font ?? FontSpec.defaultFamily, paths: [], builtIn: CompiledPreview.defaultSet,
      paused: paused, autoplay: 1.5)
    app.recordsPresentTimes = true
    let seconds = paused ? idleSeconds : pacedSeconds
    // The first frame after mapping is not part of the steady state: let it settle first.
    _ = link.run(delegate: app, exitAfter: 0.25, asSlice: true)
    try TerminationSignals.checkpoint()
    let agent = ServerCPU(pid: session.agentProcessID)
    let parts = paused ? 1 : slices
    var client = 0.0
    var serverCPU: Double? = 0
    var frames = 0
    var dropped = 0
    var wakeUps = 0
    var intervals: [Double] = []
    for _ in 0..<parts {
      app.presentTimes.removeAll()
      let agent0 = agent.cpuSeconds()
      // Each `run` starts the link's counts afresh; a slice ends once its frames are shown.
      let spent = try server.spent {
        _ = link.run(delegate: app, exitAfter: seconds / Double(parts), asSlice: true)
        try TerminationSignals.checkpoint()
      }
      client += spent.client + (agent.cpuSeconds().flatMap { now in agent0.map { now - $0 } } ?? 0)
      serverCPU = serverCPU.flatMap { sum in spent.server.map { sum + $0 } }
      frames += link.stats.framesPresented
      dropped += link.stats.framesDropped
      wakeUps += link.stats.wakeUps
      let times = app.presentTimes
      intervals += zip(times.dropFirst(), times).map { ($0 - $1) * 1000 }
      try peer?.slice(seconds / Double(parts))
    }
    return PacedResult(
      fps: pacedFPS, presentation: link.presentation, seconds: seconds, frames: frames, dropped: dropped,
      wakeUps: wakeUps, intervals: Percentiles(intervals), clientCPUPercent: client / seconds * 100,
      serverCPUPercent: serverCPU.map { $0 / seconds * 100 })
  }
}
