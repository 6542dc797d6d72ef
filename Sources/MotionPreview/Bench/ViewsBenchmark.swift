#if canImport(Glibc)
  import Glibc
#endif
import MotionUI
import PreviewAgent
import Scenes
import TextShaping
import X11Canvas

/// `motion-preview bench --views`: what the library (MotionUI) costs with many views, the two
/// figures issue 20 asks for. Nothing here is asserted: the figures are for people.
///
/// - 1,000 views, each on its own `repeatForever` animation, drawn by the real display link at
///   `--fps` (60) for 10 s (600 frames; 1.5 s with `--quick`) in a real window: frames dropped,
///   and this process's CPU per frame (the graph's frame, the display list, the renderer's
///   requests). The graph runs in this process, as the agent runs it; the pipe between agent
///   and window is not part of it.
/// - The graph alone (no window): CPU milliseconds per frame for the same scene.
/// - A state change in a 1,000-view tree: how many bodies run again, against how many views
///   read the state (an `@Observable` model read by one view in a hundred).
struct ViewsBenchmark {
  let options: Options
  let quick: Bool
  /// How many views animate, and how many the state-change tree has.
  var count = 1000

  private var pacedSeconds: Double { quick ? 1.5 : 10 }
  private var fps: Double { options.fps ?? 60 }

  func run(json: Bool) throws -> Int32 {
    let results = try TerminationSignals.deferring {
      try MainActor.assumeIsolated { try measure(on: try BenchServer.find(name: options.display)) }
    }
    print(results.table)
    if json { print(results.json) }
    return 0
  }

  @MainActor
  private func measure(on server: BenchServer) throws -> ViewsBenchResults {
    let display = try server.open()
    let fonts = try FontCache(display: display, scale: options.scale ?? 1)
    var results = ViewsBenchResults(display: display.name, count: count, quick: quick)

    // The graph alone: every frame samples all the animations and builds the display list.
    let alone = PulsingGrid.graph(count: count, metrics: fonts.metrics)
    let frames = Int((pacedSeconds * fps).rounded())
    let cpu0 = CPUTime.ofThisProcess()
    var commands = 0
    for index in 1...frames { commands = alone.frame(at: Double(index) / fps).commands.count }
    results.graphMsPerFrame = (CPUTime.ofThisProcess() - cpu0) / Double(frames) * 1000
    results.commandsPerFrame = commands

    // The same scene paced by the real display link in a window.
    let window = try XWindow(display: display, title: "motion-preview bench --views", defaultSize: Size(width: 1000, height: 600), scale: fonts.scale)
    let renderer = Renderer(window: window, fonts: fonts)
    let link = DisplayLink(window: window, renderer: renderer, fps: fps)
    let canvas = GraphCanvas(graph: PulsingGrid.graph(count: count, metrics: fonts.metrics))
    _ = link.run(delegate: canvas, exitAfter: 0.25)  // the first frames after mapping settle
    try TerminationSignals.checkpoint()
    // The link's times start at 0 again; the scene's clock goes on from the warm-up's.
    canvas.continuesClock()
    let (client, serverCPU) = try ServerCPU(pid: display.serverProcessID).spent {
      _ = link.run(delegate: canvas, exitAfter: pacedSeconds)
      try TerminationSignals.checkpoint()
    }
    results.presentation = link.presentation
    results.seconds = pacedSeconds
    results.framesPresented = link.stats.framesPresented
    results.framesDropped = link.stats.framesDropped
    results.clientMsPerFrame = client / Double(max(1, link.stats.framesPresented)) * 1000
    results.serverMsPerFrame = serverCPU.map { $0 / Double(max(1, link.stats.framesPresented)) * 1000 }

    // A state change in a tree of `count` views, one in a hundred reading the state.
    let model = BenchModel()
    let tree = ViewGraph(
      root: AnyView(ReadingTree(count: count, model: model)), size: CGSize(width: 1000, height: 600),
      metrics: fonts.metrics)
    results.treeViews = tree.compositeCount
    results.readers = ReadingTree.readers(count: count)
    let before = tree.bodyEvaluations
    tree.pressPrimaryControl(at: 1)
    results.bodiesRerun = tree.bodyEvaluations - before

    try examplesThroughTheLibrary(
      display: display, fonts: fonts, server: ServerCPU(pid: display.serverProcessID), into: &results)
    return results
  }

  /// The seeds' scenes through the library (the examples of `assets/examples/`, compiled into
  /// the program, side by side in one 1000×600 window, in this process): `pacedSeconds` of
  /// frames at `fps` of scene time, drawn as fast as they go, each frame made, rendered,
  /// presented and synced (so the X server's work is in it), the reveal toggled every 1.5 s;
  /// and how many layouts the library ran (issue 19: once per state or size change, never per
  /// frame).
  @MainActor
  private func examplesThroughTheLibrary(
    display: XDisplay, fonts: FontCache, server: ServerCPU, into results: inout ViewsBenchResults
  ) throws {
    let frames = Int((pacedSeconds * fps).rounded())
    let toggleEvery = 1.5
    let metrics = fonts.metrics

    PreviewRegistry.removeAll()
    BuiltInPreviews.examples.register()
    var halves: [(graph: ViewGraph, window: XWindow, renderer: Renderer)] = []
    // The first preview: both scenes side by side, as the default window shows them.
    for entry in PreviewRegistry.entries.prefix(1) {
      let window = try XWindow(
        display: display, title: "motion-preview bench: \(entry.name)", defaultSize: Size(width: 1000, height: 600),
        scale: fonts.scale)
      window.map()
      let graph = ViewGraph(
        root: entry.make(), size: CGSize(width: window.size.width, height: window.size.height), metrics: metrics)
      halves.append((graph, window, Renderer(window: window, fonts: fonts)))
    }
    let layouts = halves.map(\.graph.layoutCount).reduce(0, +)
    var next = 0.0
    var presses = 0
    results.examples = try UncappedResult.measure(0..<frames, server: server) { index in
      try TerminationSignals.checkpoint()
      let time = Double(index) / fps
      while next <= time {
        halves.first?.graph.advance(to: next)
        _ = halves.first?.graph.pressPrimaryControl(at: next)
        presses += 1
        next += toggleEvery
      }
      for half in halves {
        half.graph.advance(to: time)
        half.renderer.render(half.graph.frame(at: time))
        half.window.present()
      }
      display.sync()
    }
    results.examplesFrames = frames
    results.examplesPresses = presses
    results.examplesLayouts = halves.map(\.graph.layoutCount).reduce(0, +) - layouts
  }
}

/// The window's side of the paced run: the graph's frame at each time the link asks for,
/// made while the link waits for the vblank before it when the link says which time comes
/// next (`prepareFrame`), as the window asks its agent.
@MainActor
private final class GraphCanvas: CanvasDelegate {
  let graph: ViewGraph
  private var prepared: (time: Double, frame: Frame)?
  /// Added to the link's times: the scene time at which the current run of the link started.
  private var clockOffset = 0.0
  init(graph: ViewGraph) { self.graph = graph }

  /// Makes the next run of the link go on from the scene time reached, rather than from 0.
  func continuesClock() {
    clockOffset = graph.time
    prepared = nil
  }

  nonisolated func handle(_ event: InputEvent, at time: Double) -> LoopAction {
    // Nothing here reads events; a frame made before one would still be the same.
    .continue
  }

  nonisolated func prepareFrame(at time: Double, then following: Double, size: Size) -> Frame? {
    MainActor.assumeIsolated {
      let frame = make(at: time)
      prepared = (time, frame)
      return frame
    }
  }

  nonisolated func frame(at time: Double, size: Size) -> Frame {
    MainActor.assumeIsolated {
      defer { prepared = nil }
      if let prepared, prepared.time == time { return prepared.frame }
      return make(at: time)
    }
  }

  private func make(at time: Double) -> Frame {
    graph.advance(to: clockOffset + time)
    return graph.frame(at: clockOffset + time)
  }

  nonisolated func isAnimating(at time: Double) -> Bool { true }
}

/// `count` small squares in rows of 40, each pulsing on a `repeatForever` animation of its own
/// (durations 1 to 1.9 s, so that they are out of phase).
private struct PulsingGrid: View {
  let count: Int
  var body: some View {
    Rows(count: count) { index in PulsingCell(index: index) }
  }

  @MainActor
  static func graph(count: Int, metrics: any TextMetrics) -> ViewGraph {
    ViewGraph(root: AnyView(PulsingGrid(count: count)), size: CGSize(width: 1000, height: 600), metrics: metrics)
  }
}

/// `count` cells in rows of 40.
private struct Rows<Cell: View>: View {
  let count: Int
  @ViewBuilder let cell: (Int) -> Cell
  static var columns: Int { 40 }
  var body: some View {
    VStack(spacing: 2) {
      ForEach(0..<(count + Self.columns - 1) / Self.columns, id: \.self) { row in
        HStack(spacing: 2) {
          ForEach(row * Self.columns..<min(count, (row + 1) * Self.columns), id: \.self) { index in cell(index) }
        }
      }
    }
  }
}

private struct PulsingCell: View {
  let index: Int
  @State private var on = false
  var body: some View {
    MotionUI.Color.blue.frame(width: 12, height: 12)
      .scaleEffect(on ? 1 : 0.5)
      .animation(.linear(duration: 1 + Double(index % 10) / 10).repeatForever(autoreverses: true), value: on)
      .onAppear { on = true }
  }
}

/// The state of the state-change tree.
@Observable
private final class BenchModel {
  var value = 0
}

/// A button and `count` views; every hundredth reads the model.
private struct ReadingTree: View {
  let count: Int
  let model: BenchModel
  static let every = 100

  static func readers(count: Int) -> Int { (count + every - 1) / every }

  var body: some View {
    VStack(spacing: 2) {
      Button("Change") { model.value += 1 }
      Rows(count: count) { index in
        if index % Self.every == 0 { Reader(model: model) } else { Still(index: index) }
      }
    }
  }
}

private struct Reader: View {
  let model: BenchModel
  var body: some View {
    MotionUI.Color.red.opacity(model.value % 2 == 0 ? 1 : 0.5).frame(width: 12, height: 12)
  }
}

private struct Still: View {
  let index: Int
  var body: some View {
    MotionUI.Color.gray.frame(width: 12, height: 12)
  }
}

/// The figures of `bench --views`.
struct ViewsBenchResults {
  var display: String
  var count: Int
  var quick: Bool
  var graphMsPerFrame = 0.0
  var commandsPerFrame = 0
  var presentation = Presentation.timer
  var seconds = 0.0
  var framesPresented = 0
  var framesDropped = 0
  var clientMsPerFrame = 0.0
  /// The X server's CPU per frame, when it is a local process.
  var serverMsPerFrame: Double?
  var treeViews = 0
  var readers = 0
  var bodiesRerun = 0
  /// The library's frames of the examples.
  var examples: UncappedResult?
  var examplesFrames = 0
  var examplesPresses = 0
  var examplesLayouts = 0

  /// `1.23 ms wall, 0.98 ms client CPU, 0.2 ms server CPU per frame`.
  static func describe(_ run: UncappedResult?) -> String {
    guard let run else { return "n/a" }
    func f(_ value: Double) -> String { String((value * 1000).rounded() / 1000) }
    return "\(f(run.wallMs)) ms wall, \(f(run.clientMs)) ms client CPU, "
      + (run.serverMs.map { "\(f($0)) ms" } ?? "n/a") + " server CPU per frame"
  }

  var table: String {
    func f(_ value: Double) -> String { String((value * 1000).rounded() / 1000) }
    return [
      "motion-preview bench --views on \(display)" + (quick ? " — quick mode, rough figures" : ""),
      "",
      "\(count) views, each on its own repeatForever animation",
      "  graph alone         \(f(graphMsPerFrame)) ms CPU / frame (\(commandsPerFrame) display-list commands)",
      "  paced \(f(seconds)) s, " + (presentation == .present ? "X Present at vblanks" : "timer"),
      "  frames / dropped    \(framesPresented) / \(framesDropped)",
      "  client CPU / frame  \(f(clientMsPerFrame)) ms (graph + display list + renderer)",
      "  server CPU / frame  " + (serverMsPerFrame.map { "\(f($0)) ms" } ?? "n/a (not a local process)"),
      "a state change in a tree of \(treeViews) views with bodies",
      "  bodies run again    \(bodiesRerun) (views that read the state: \(readers))",
      "the seeds' scenes, 1000×600, the reveal toggled every 1.5 s, \(examplesFrames) frames made, rendered and synced",
      "  the examples        " + Self.describe(examples) + " through the library",
      "  library layouts     \(examplesLayouts) in \(examplesFrames) frames, \(examplesPresses) toggles",
    ].joined(separator: "\n")
  }

  var json: String {
    var w = JSONWriter()
    w.beginObject()
    w.string(display, key: "display")
    w.integer(quick ? 1 : 0, key: "quick")
    w.integer(count, key: "views")
    w.number(graphMsPerFrame, key: "graph_cpu_ms_per_frame")
    w.string(presentation.rawValue, key: "presentation")
    w.integer(framesPresented, key: "paced_frames")
    w.integer(framesDropped, key: "paced_dropped")
    w.number(clientMsPerFrame, key: "paced_client_cpu_ms_per_frame")
    w.number(serverMsPerFrame ?? .nan, key: "paced_server_cpu_ms_per_frame")
    w.integer(treeViews, key: "tree_views")
    w.integer(readers, key: "tree_readers")
    w.integer(bodiesRerun, key: "tree_bodies_rerun")
    w.number(examples?.wallMs ?? .nan, key: "examples_library_wall_ms_per_frame")
    w.number(examples?.clientMs ?? .nan, key: "examples_library_client_cpu_ms_per_frame")
    w.integer(examplesFrames, key: "examples_frames")
    w.integer(examplesLayouts, key: "examples_layouts")
    w.endObject()
    return w.output
  }
}
