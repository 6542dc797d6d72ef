#if canImport(Glibc)
  import Glibc
#endif
import PreviewHost
import Scenes
import SwiftSource
import X11Canvas

/// `motion-preview bench FILE.swift`: the user's compiled preview in a real window, as the
/// window runs it (the agent draws, the window presents), paced by the real display link at
/// `--fps` (60): frames presented and dropped, and the CPU of the window and of the agent per
/// second and per frame, with the primary control pressed every 1.5 s of scene time
/// (`--autoplay`'s press) so that a file whose motion starts on a tap moves; then the same
/// preview paused, for the cost of a still window. Nothing here is asserted: the figures are
/// for people (README, notes), never for tests.
struct FileBenchmark {
  let options: Options
  /// The files as read (`CompiledPreview.files`).
  let files: [SourceFile]
  let quick: Bool

  /// Seconds of the paced run (10, or 1.5 when quick), and of the paused one (5, or 1).
  private var pacedSeconds: Double { quick ? 1.5 : 10 }
  private var idleSeconds: Double { quick ? 1 : 5 }
  private var fps: Double { options.fps ?? 60 }

  /// What one run measured.
  struct Run {
    var seconds: Double
    var frames: Int
    var dropped: Int
    var windowCPUPercent: Double
    var agentCPUPercent: Double?
  }

  func run(json: Bool) throws -> Int32 {
    let runs = try TerminationSignals.deferring { try measure(on: try BenchServer.find(name: options.display)) }
    let names = options.files.joined(separator: ", ")
    print("compiled preview of \(names), paced at \(Int(fps)) fps in a \(Int(PreviewApp.defaultSize.width))×\(Int(PreviewApp.defaultSize.height)) window")
    func percent(_ value: Double?) -> String { value.map { String(format: "%.1f %%", $0) } ?? "–" }
    func perFrame(_ percent: Double?, _ run: Run) -> String {
      guard let percent, run.frames > 0 else { return "–" }
      return String(format: "%.2f ms", percent / 100 * run.seconds / Double(run.frames) * 1000)
    }
    let (paced, idle) = runs
    let rows = [
      ("frames presented, dropped (\(ExportProgress.number(paced.seconds)) s, pressed every 1.5 s)", "\(paced.frames), \(paced.dropped)"),
      ("window CPU (of one core), per frame", "\(percent(paced.windowCPUPercent)), \(perFrame(paced.windowCPUPercent, paced))"),
      ("agent CPU (of one core), per frame", "\(percent(paced.agentCPUPercent)), \(perFrame(paced.agentCPUPercent, paced))"),
      ("paused (\(ExportProgress.number(idle.seconds)) s): window CPU, agent CPU", "\(percent(idle.windowCPUPercent)), \(percent(idle.agentCPUPercent))"),
    ]
    let width = rows.map(\.0.count).max() ?? 0
    for (label, value) in rows {
      print("  " + label + String(repeating: " ", count: width - label.count + 2) + value)
    }
    if json {
      func number(_ value: Double?) -> String { value.map { "\($0)" } ?? "null" }
      print(
        "{\"fps\": \(fps), \"seconds\": \(paced.seconds), \"frames\": \(paced.frames), \"dropped\": \(paced.dropped), "
          + "\"windowCPUPercent\": \(paced.windowCPUPercent), \"agentCPUPercent\": \(number(paced.agentCPUPercent)), "
          + "\"pausedWindowCPUPercent\": \(idle.windowCPUPercent), \"pausedAgentCPUPercent\": \(number(idle.agentCPUPercent))}")
    }
    return 0
  }

  /// The paced run and the paused run, each in a window of its own with an agent of its own.
  private func measure(on server: BenchServer) throws -> (Run, Run) {
    let (_, built) = try CompiledPreview.build(files)
    let display = try server.open()
    func run(paused: Bool, seconds: Double) throws -> Run {
      let window = try XWindow(
        display: display, title: "motion-preview bench", defaultSize: PreviewApp.defaultSize,
        scale: options.scale)
      let fonts = try FontCache(window: window)
      let renderer = Renderer(window: window, fonts: fonts)
      let session = try CompiledPreview.session(
        built, options: options, size: window.size, scale: window.scale, reduceMotion: false)
      let link = DisplayLink(window: window, renderer: renderer, fps: fps)
      let app = PreviewApp(
        session: session, window: window, link: link, metrics: fonts.metrics,
        fontFamily: options.font ?? FontSpec.defaultFamily, paths: options.files, paused: paused, autoplay: 1.5)
      // The first frames after mapping (and the agent's first) are not the steady state.
      _ = link.run(delegate: app, exitAfter: 0.5)
      try TerminationSignals.checkpoint()
      let agent = ServerCPU(pid: session.agentProcessID)
      // Each `run` starts the link's counts afresh.
      let window0 = CPUTime.ofThisProcess()
      let agent0 = agent.cpuSeconds()
      _ = link.run(delegate: app, exitAfter: seconds)
      try TerminationSignals.checkpoint()
      let windowCPU = CPUTime.ofThisProcess() - window0
      let agentCPU = agent.cpuSeconds().flatMap { now in agent0.map { now - $0 } }
      return Run(
        seconds: seconds, frames: link.stats.framesPresented, dropped: link.stats.framesDropped,
        windowCPUPercent: windowCPU / seconds * 100, agentCPUPercent: agentCPU.map { $0 / seconds * 100 })
    }
    return (try run(paused: false, seconds: pacedSeconds), try run(paused: true, seconds: idleSeconds))
  }
}
