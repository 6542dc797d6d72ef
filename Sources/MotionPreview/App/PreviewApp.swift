import Glibc
import Scenes
import SwiftSource
import TextShaping
import X11Canvas

/// The preview window's brain: it turns keys and clicks into state changes stamped with scene
/// time, and hands the display link the frame for each tick.
///
/// Time flows one way: the display link's wall time → `SceneClock` (speed, pause, steps) → scene
/// time → `Preview.frame(at:)`. Nothing here draws; nothing in `Scenes` reads a clock.
final class PreviewApp: CanvasDelegate {
  /// The name of the window property that publishes the state of the frame just presented, so
  /// that tests can wait for a frame instead of sleeping.
  static let stateProperty = "_MOTION_PREVIEW_STATE"

  /// The scene's state: every event, stamped with scene time.
  var preview: Preview
  /// Wall time to scene time.
  var clock: SceneClock
  /// The open tuning panels (T, I, H) and the selected live parameter.
  private(set) var panels = TuningPanels()
  /// The scene as loaded, before any live edit: what 0 resets to and the inspector compares with.
  private(set) var loadedScene: SceneModel
  /// The A/B comparison while B shows it: both halves receive every event `preview` does.
  private var comparison: ABComparison?
  private var layout: TuningLayout
  /// The name of the window property that holds the frame report (JSON, with the panels) of
  /// the first frame drawn after each key or click.
  static let reportProperty = "_MOTION_PREVIEW_FRAME"
  /// True while button 1, pressed on the scrub bar, is held.
  private var isScrubbing = false
  /// True when a command since the last presented frame asks to publish its report.
  private var publishesReport = false
  /// The report and state of the frame last drawn, published by `didPresent`.
  private var pendingReport: String?
  private var pendingState = (
    visible: 0, paused: 0, speed: 1.0, time: 0.0, crease: 0.0, offset: 0.0, reloads: 0, problems: 0,
    transition: 0.0, halves: "-")
  /// The last `Inspector.frameHistory` frame intervals, in milliseconds (a ring).
  private var frameIntervals: [Double] = []
  private var nextInterval = 0
  private var lastPresentTime: Double?
  let metrics: ShapingTextMetrics
  let window: XWindow
  let link: DisplayLink
  /// Seconds between automatic toggles (`--autoplay`), in scene time.
  private let autoplay: Double?
  /// The scene time of the next automatic toggle.
  private var nextAutoplay: Double
  /// The scene time of the frame drawn last.
  private var lastSceneTime = 0.0
  /// When true, `didPresent` records the monotonic time of every presented frame (benchmark).
  var recordsPresentTimes = false
  /// Monotonic times (seconds) of the frames presented while `recordsPresentTimes` was true.
  var presentTimes: [Double] = []
  /// How many frames have been presented.
  private(set) var presentedFrames = 0
  /// The live reload of the scene's Swift files, and the command line's overrides to apply to
  /// each scene it reads; nil for the built-in scenes.
  private var reload: (watch: LiveReload, overrides: Program.Overrides)?
  /// The reload's problems, laid out for the window; nil while the last read was good.
  private var banner: ProblemBanner?
  /// E's export while it runs.
  private var export: WindowExport?
  /// The notice at the bottom of the window (E's progress and outcome), laid out for the
  /// window, and the wall time it goes at (nil: while the export runs).
  private var notice: (message: String, badge: NoticeBadge, until: Double?)?
  /// E's state for the state property: `none`, `running`, `saved`, `failed` or `nothing` (E
  /// with no transition to export), the exports finished so far, and the last file's name.
  private var exportState = (status: "none", finished: 0, file: "-")
  /// `exportState` as of the frame last drawn, published by `didPresent`.
  private var pendingExportState = (status: "none", finished: 0, file: "-")
  /// How long a notice stays after its work is done, in seconds.
  static let noticeDuration = 4.0
  /// What W wrote, until the reload that reads it: the files' texts after the write, and the
  /// edited parameters it could not write (they stay edited through that reload).
  private var pendingWrite: (texts: [String?], unwritten: [TuningParameter])?

  init(options: Options, preview: Preview, window: XWindow, link: DisplayLink, metrics: ShapingTextMetrics) {
    self.preview = preview
    self.loadedScene = preview.configuration.scene
    self.window = window
    self.link = link
    self.metrics = metrics
    self.clock = SceneClock(isPaused: options.startPaused)
    self.autoplay = options.autoplay
    self.nextAutoplay = options.autoplay ?? .infinity
    self.layout = TuningLayout(
      preview: preview, size: window.size, panels: TuningPanels(), metrics: metrics)
  }

  /// Lays the window out again for its current size and panels.
  private func relayout(size: Size? = nil) {
    layout = TuningLayout(
      preview: preview, size: size ?? layout.size, panels: panels, original: loadedScene,
      comparison: comparison, reusing: layout, metrics: metrics)
    layOutBanner()
    if let notice { show(notice.message, until: notice.until) }
  }

  /// Shows `scene` from scene time `now` on: the transition restarts with it.
  private func edit(_ scene: SceneModel, at now: Double) {
    guard scene != preview.configuration.scene else { return }
    var configuration = preview.configuration
    configuration.scene = scene
    preview = Preview(configuration: configuration)
    preview.restart(at: now)
    if comparison != nil { compare() }
    relayout()
  }

  /// Starts the A/B comparison of the loaded scene with the current one. The halves run the
  /// preview's events, so the scrub bar (which reads the preview) shows their time, and B
  /// neither restarts nor moves anything: the time scrubbed to stays on screen.
  private func compare() {
    var loaded = preview.configuration
    loaded.scene = loadedScene
    comparison = ABComparison(loaded: loaded, edited: preview.configuration, following: preview)
  }

  /// Applies an event to the preview and, while it shows, to both halves of the comparison.
  private func apply(_ event: (inout Preview) -> Void) {
    event(&preview)
    comparison?.apply(event)
  }

  func handle(_ event: InputEvent, at time: Double) -> LoopAction {
    switch event {
    case .key(let key):
      guard
        let command = KeyBindings.command(
          forKeysym: key.keysym, isRepeat: key.isRepeat, shift: key.shift)
      else {
        return .continue
      }
      return perform(command, at: time)
    case .buttonPress(let point, let button):
      let now = clock.sceneTime(at: time)
      if button == 1, let bar = layout.timeline, bar.frame.contains(point) {
        isScrubbing = true
        scrub(to: point.x, at: time)
      } else if button == 1,
        preview.toggleHitRect(at: now, in: layout.scene)?.contains(point) == true
      {
        return perform(.toggleVisibility, at: time)
      }
      return .continue
    case .pointerDragged(let point):
      if isScrubbing { scrub(to: point.x, at: time) }
      return .continue
    case .buttonRelease(let point, let button):
      if button == 1, isScrubbing {
        scrub(to: point.x, at: time)
        isScrubbing = false
      }
      return .continue
    case .resized(let size):
      relayout(size: size)
      return .continue
    case .closeRequested:
      return .exit(0)
    }
  }

  /// Applies `command` at wall time `time` (seconds since launch).
  func perform(_ command: Command, at time: Double) -> LoopAction {
    let now = clock.sceneTime(at: time)
    // Autoplay toggles due before this command must be recorded first: an event recorded
    // earlier than the newest one branches the timeline and would drop the command.
    catchUpAutoplay(to: now)
    switch command {
    case .toggleVisibility: apply { $0.toggleVisibility(at: now) }
    case .restart: apply { $0.restart(at: now) }
    case .switchVariant: apply { $0.switchVariant(at: now) }
    case .toggleSplit:
      panels.showsSplit.toggle()
      if panels.showsSplit { compare() } else { comparison = nil }
      relayout()
    case .cycleSpeed: clock.cycleSpeed(at: time)
    case .togglePause: clock.togglePause(at: time)
    case .stepBackward: clock.step(by: -frameStep, at: time)
    case .stepForward: clock.step(by: frameStep, at: time)
    case .stepBackwardLong: clock.step(by: -Self.longStep, at: time)
    case .stepForwardLong: clock.step(by: Self.longStep, at: time)
    case .jumpToStart: clock.step(by: preview.transitionStart(at: now) - now, at: time)
    case .jumpToEnd:
      clock.step(
        by: preview.transitionStart(at: now) + layout.transitionDuration - now, at: time)
    case .toggleTimeline:
      panels.showsTimeline.toggle()
      relayout()
    case .toggleInspector:
      panels.showsInspector.toggle()
      relayout()
    case .nextParameter, .previousParameter:
      let all = TuningParameter.allCases
      let step = command == .nextParameter ? 1 : all.count - 1
      if panels.showsInspector {
        panels.parameter = all[(panels.parameter.rawValue + step) % all.count]
      }
      panels.showsInspector = true
      relayout()
    case .increaseParameter(let large):
      edit(panels.parameter.adjusted(preview.configuration.scene, by: 1, large: large), at: now)
    case .decreaseParameter(let large):
      edit(panels.parameter.adjusted(preview.configuration.scene, by: -1, large: large), at: now)
    case .resetParameter:
      edit(panels.parameter.reset(preview.configuration.scene, to: loadedScene), at: now)
    case .copySwift:
      // The scene as it runs now, tuned values included, in the seeds' shape: pasted into an
      // editor or read back with FILE.swift it gives the same frames.
      let source = SwiftPrinter.source(for: preview.configuration.scene)
      print(source, terminator: "")
      fflush(nil)
      _ = window.copyToClipboard(source)
    case .exportTransition: startExport(at: now, wallTime: time)
    case .writeSwift:
      let outcome = WriteBackCommand.run(reload: reload?.watch, scene: preview.configuration.scene)
      for line in outcome.lines { Console.error("motion-preview: " + line) }
      show(outcome.notice, until: time + Self.noticeDuration)
      pendingWrite = outcome.wrote ? (outcome.texts, outcome.unwritten) : nil
    case .toggleHelp: panels.showsHelp.toggle()
    case .quit: return .exit(0)
    }
    publishesReport = true
    link.requestRedraw()
    return .continue
  }

  /// E: starts exporting the transition in force at scene time `now` (unless one is being
  /// exported), or says on screen that there is none yet or why the file cannot be written.
  private func startExport(at now: Double, wallTime: Double) {
    guard export == nil else { return }
    guard let start = preview.lastTransitionStart(at: now) else {
      exportState.status = "nothing"
      show("Nothing to export yet: show the text (Space) first", until: wallTime + Self.noticeDuration)
      return
    }
    do {
      let export = try WindowExport(
        preview: preview, comparison: comparison, from: start, window: window)
      self.export = export
      exportState.status = "running"
      show("Exporting \(export.name)", until: nil)
    } catch {
      finishExport(.failed("\(error)"), at: wallTime)
    }
  }

  /// Ends E's export with `outcome` at wall time `time`: the notice and standard error say how.
  private func finishExport(_ outcome: WindowExport.Outcome, at time: Double) {
    let name = export?.name
    export = nil
    exportState.finished += 1
    switch outcome {
    case .saved(let bytes, let summary):
      exportState.status = "saved"
      exportState.file = name ?? "-"
      Console.error("motion-preview: wrote \(summary)")
      show("Saved \(name ?? "") (\(ExportProgress.size(bytes)))", until: time + Self.noticeDuration)
    case .failed(let message):
      exportState.status = "failed"
      Console.error("motion-preview: export failed: \(message)")
      show("Export failed: \(message)", until: time + Self.noticeDuration)
    }
    link.requestRedraw()
  }

  /// Lays `message` out as the notice, shown until wall time `until` (nil: until replaced).
  private func show(_ message: String, until: Double?) {
    notice = (
      message,
      NoticeBadge(
        message: message, canvas: layout.scene.size, fontFamily: preview.configuration.fontFamily,
        metrics: metrics),
      until
    )
  }

  /// Renders a slice of E's export between frames (see `WindowExport.advance`).
  func doPendingWork(at time: Double) -> Bool {
    guard let export else { return false }
    guard let outcome = export.advance() else { return true }
    finishExport(outcome, at: time)
    return false
  }

  /// Shift+← / Shift+→ step, in scene seconds.
  static let longStep = 0.1

  /// Pauses and moves scene time to the point of the current transition under window x `x`
  /// (points) on the scrub bar.
  private func scrub(to x: Double, at time: Double) {
    guard let bar = layout.timeline else { return }
    let now = clock.sceneTime(at: time)
    catchUpAutoplay(to: now)
    let start = preview.transitionStart(at: now)
    clock.seek(to: start + bar.progress(atX: x) * layout.transitionDuration, at: time)
    publishesReport = true
    link.requestRedraw()
  }

  /// What the panels need from the display link this frame: the frame times only while the
  /// inspector shows them.
  private var tuningData: TuningData {
    guard panels.showsInspector else { return TuningData(fps: link.fps) }
    let ordered = Array(frameIntervals[nextInterval...] + frameIntervals[..<nextInterval])
    return TuningData(fps: link.fps, frameIntervals: ordered)
  }

  /// One frame of scene time at the current speed: what the next tick would have advanced.
  private var frameStep: Double { clock.speed / link.fps }

  func frame(at time: Double, size: Size) -> Frame {
    let now = clock.sceneTime(at: time)
    catchUpAutoplay(to: now)
    lastSceneTime = now
    // What this frame shows, published when it is on screen (with Present that is a vblank
    // later, and keys handled meanwhile belong to the next frame).
    if publishesReport {
      publishesReport = false
      pendingReport = preview.report(at: now, tuning: layout, panels: panels, data: tuningData).json
    }
    let visible = preview.isVisible(at: now) ? 1 : 0
    let paused = clock.isPaused ? 1 : 0
    // While files are watched, also the values a reload changes: the note's crease and the
    // first line's offset (the reveal's spring). Without files nothing reloads: they stay 0.
    let values = reload.map { _ in preview.report(at: now, layout: layout.scene) }
    // The reload counts as of this frame's drawing: a state that says `reloads=1` is a frame
    // drawn after that reload.
    pendingState = (
      visible: visible, paused: paused, speed: clock.speed, time: now,
      crease: values?.note.crease ?? 0, offset: values?.text.lines.first?.offsetY ?? 0,
      reloads: reload?.watch.reloads ?? 0, problems: reload?.watch.problems.count ?? 0,
      // The scrub bar's time into the transition, and each A/B half's (they are one clock).
      transition: now - preview.transitionStart(at: now),
      halves: comparison.map {
        "\(now - $0.a.transitionStart(at: now)),\(now - $0.b.transitionStart(at: now))"
      } ?? "-")
    pendingExportState = exportState
    if let until = notice?.until, time >= until { notice = nil }
    return preview.frame(
      at: now, tuning: layout, panels: panels,
      overlay: PreviewOverlay(speed: clock.speed, isPaused: clock.isPaused, banner: banner),
      data: tuningData, comparison: comparison,
      notice: notice.map { ($0.badge, export?.progress) })
  }

  /// Watches the scene's files with `watch`, applying `overrides` to each scene it reads.
  func watch(_ watch: LiveReload, overrides: Program.Overrides) {
    reload = (watch, overrides)
  }

  /// A watched file changed: read the files again, then show the new scene (the transitions
  /// restart with it at the current scene time) or the banner over the last good scene.
  private func reloadFiles(_ reload: (watch: LiveReload, overrides: Program.Overrides), at time: Double)
    -> LoopAction
  {
    switch reload.watch.check() {
    case .unchanged:
      return .continue
    case .scene(let scene):
      let now = clock.sceneTime(at: time)
      catchUpAutoplay(to: now)
      // The files' scene is the new original that live parameters reset to and A/B compares.
      let previous = loadedScene
      loadedScene = reload.overrides.configuration(for: scene).scene
      var running = loadedScene
      let isWriteBack = pendingWrite.map { reload.watch.loaded.texts == $0.texts } == true
      if let pendingWrite, isWriteBack {
        // W's own write: what it wrote is now loaded; what it could not write stays edited.
        running = pendingWrite.unwritten.reduce(running) { $1.reset($0, to: preview.configuration.scene) }
      } else {
        // Another save (an editor's): the tuned values stay where it left their literals alone;
        // where it changed one, the file's value wins, and the notice says so.
        let carried = TuningParameter.carry(preview.configuration.scene, from: previous, onto: loadedScene)
        running = carried.scene
        if !carried.overridden.isEmpty { sayOverridden(carried.overridden, tuned: preview.configuration.scene, at: time) }
      }
      pendingWrite = nil
      // A save restarts the transitions now; W's own write restarts them where the current
      // transitions started, so the time scrubbed to stays on screen (in A/B too).
      preview.reload(running, at: isWriteBack ? preview.transitionStart(at: now) : now)
      if comparison != nil { compare() }
      relayout()
    case .problems:
      layOutBanner()
    }
    link.requestRedraw()
    return .continue
  }

  /// A save changed the literals of `parameters`, which were tuned to their values in `tuned`:
  /// the notice and standard error say that the file's values replaced the tuned ones.
  private func sayOverridden(_ parameters: [TuningParameter], tuned: SceneModel, at time: Double) {
    let each = parameters.map {
      "\($0.name) \($0.text(in: loadedScene)) (tuned \($0.text(in: tuned)), now dropped)"
    }
    Console.error("motion-preview: the save changed a tuned literal, so the file's value replaces the tuned one: "
      + each.joined(separator: "; "))
    let names = parameters.map(\.name).joined(separator: ", ")
    show("Reloaded: the file changed \(names); its value replaces the tuned one", until: time + Self.noticeDuration)
  }

  /// Lays the reload's problems out for the scene's part of the window, or clears the banner.
  private func layOutBanner() {
    guard let problems = reload?.watch.problems, !problems.isEmpty else {
      banner = nil
      return
    }
    banner = ProblemBanner(
      messages: problems, canvas: layout.scene.size,
      fontFamily: preview.configuration.fontFamily, metrics: metrics)
  }

  /// Records the `--autoplay` toggles due by scene time `time`.
  private func catchUpAutoplay(to time: Double) {
    guard let autoplay else { return }
    while nextAutoplay <= time {
      let time = nextAutoplay
      apply { $0.toggleVisibility(at: time) }
      nextAutoplay += autoplay
    }
  }

  func isAnimating(at time: Double) -> Bool {
    // E's progress bar moves, and a notice goes when its time is up.
    if export != nil || notice?.until.map({ time < $0 }) == true { return true }
    let now = clock.sceneTime(at: time)
    return !clock.isPaused
      && (preview.isAnimating(at: now) || comparison.map {
        $0.a.isAnimating(at: now) || $0.b.isAnimating(at: now)
      } == true)
  }

  /// The loop also waits on the signal pipe, so SIGINT, SIGTERM, SIGHUP and SIGQUIT end it.
  var wakeDescriptors: [Int32] {
    (TerminationSignals.descriptor >= 0 ? [TerminationSignals.descriptor] : [])
      + (reload.map { [$0.watch.descriptor] } ?? [])
  }

  /// Ends the loop with 128 + the signal's number when a termination signal arrived; reloads
  /// the scene when a watched file changed.
  func descriptorReadable(_ descriptor: Int32, at time: Double) -> LoopAction {
    if let reload, descriptor == reload.watch.descriptor {
      return reloadFiles(reload, at: time)
    }
    guard descriptor == TerminationSignals.descriptor, let signal = TerminationSignals.received
    else { return .continue }
    return .exit(TerminationSignals.exitStatus(for: signal))
  }

  /// Publishes the state of the frame just presented (see `stateProperty`).
  func didPresent(at time: Double) {
    if recordsPresentTimes { presentTimes.append(time) }
    presentedFrames += 1
    if let last = lastPresentTime {
      if frameIntervals.count < Inspector.frameHistory {
        frameIntervals.append((time - last) * 1000)
      } else {
        frameIntervals[nextInterval] = (time - last) * 1000
        nextInterval = (nextInterval + 1) % Inspector.frameHistory
      }
    }
    lastPresentTime = time
    if let report = pendingReport {
      pendingReport = nil
      window.setProperty(Self.reportProperty, value: report)
    }
    let state = pendingState
    window.setProperty(
      Self.stateProperty,
      value: "frame=\(presentedFrames) time=\(state.time) visible=\(state.visible) "
        + "paused=\(state.paused) speed=\(state.speed) reloads=\(state.reloads) "
        + "problems=\(state.problems) crease=\(state.crease) "
        + "offset0=\(state.offset) export=\(pendingExportState.status) "
        + "exports=\(pendingExportState.finished) exported=\(pendingExportState.file) "
        + "transition=\(state.transition) halves=\(state.halves)")
  }
}
