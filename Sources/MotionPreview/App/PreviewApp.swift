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

/// The preview window, for the user's compiled files or, without files, the built-in examples
/// (V: the seeds): the canvas is the agent's frame, drawn as it comes; keys and clicks become
/// events stamped with scene time; saves rebuild in the background (or only send new literal
/// values); a crash or hang in the user's code becomes a banner over the last good frame, and
/// the window stays.
///
/// Keys: Space presses the preview's primary control, R starts it again with fresh state, `[`
/// and `]` step through the previews, P pauses, S changes the speed, ←/→ step while paused, H
/// shows the help card, Q or Escape quits. A click is a tap at that point of the canvas. T, I
/// and B open the panels beside the canvas (`CompiledPanels`): the scrub bar over the last
/// transaction (Home and End go to its ends), the inspector of what is in flight, and A/B, the
/// files as saved beside the tuned literals, two agents given the same events at the same times.
final class PreviewApp: CanvasDelegate {
  /// The canvas a compiled preview gets when `--geometry` does not say: the window's default.
  static let defaultSize = Size(width: 1000, height: 600)
  /// How long a frame may keep the window waiting before it shows the last frame instead, in
  /// seconds (the agent's reply then arrives at a later turn of the loop).
  static let frameWait = 0.05
  /// The window property that publishes the state of a frame presented (the first after an
  /// input or a change, else at most every `statePublishInterval`), so that tests can wait
  /// for a frame instead of sleeping.
  static let stateProperty = "_MOTION_PREVIEW_STATE"
  /// The window property that holds the panels' report (JSON) of the frames presented.
  static let reportProperty = "_MOTION_PREVIEW_FRAME"
  /// How often the two properties are published while frames flow and nothing else changes,
  /// in seconds: the first frame after an input, a change of state, and the frame the motion
  /// stops at publish at once. Publishing both with every frame (a string of 26 fields, the
  /// panels' JSON report, two ChangeProperty requests) cost about 6 % of the window's CPU in the
  /// default window at 60 fps.
  static let statePublishInterval = 0.1
  /// How long a notice stays after its work is done, in seconds.
  static let noticeDuration = 4.0
  /// The step of Shift+← and Shift+→, in seconds of scene time.
  static let longStep = 0.1

  private var session: PreviewSession
  /// The built-in set the window shows when it was given no file (V switches between the
  /// examples and the seeds); nil for files.
  private var builtIn: BuiltInPreviews?
  /// Whether H's help card shows, and the card laid out for the window.
  private var help: HelpOverlay?
  /// The status badges (paused, speed, reduced motion) as last laid out, with the canvas width
  /// and the clock's and session's state they were laid out for.
  private var badges: (badges: StatusBadges, laidOutFor: (Double, Bool, Double, Bool))?
  /// A/B's left half while B shows: the files as saved (no tuned literal), given every event
  /// `session` is given, at the same scene time; `session` is the right half.
  private var comparison: PreviewSession?
  /// The open panels and where they go.
  private var panels: CompiledPanels
  /// True while button 1, pressed on the scrub bar, is held.
  private var isScrubbing = false
  /// The panels' report last published (`reportProperty`).
  private var publishedReport: String?
  /// The state last published (`stateProperty`), when (seconds since the display link
  /// started), and whether an input came since.
  private var publishedState: PublishedState?
  private var publishedAt = -Double.infinity
  private var inputSincePublished = true
  private var clock: SceneClock
  private let window: XWindow
  private let link: DisplayLink
  private let metrics: ShapingTextMetrics
  private let fontFamily: String
  /// The files as given, for the title and messages.
  private let paths: [String]
  /// The background rebuild of the files; nil when they cannot be watched.
  private var reload: FileReloader<CompiledReload.Result>?
  /// The reload's problems (`file:line:column: error: …`); empty while the last build is good.
  private var problems: [String] = []
  /// The session's `missedPresses` the notice last said.
  private var saidMissedPresses = 0
  private var banner: ProblemBanner?
  private var bannerMessages: [String] = []
  /// The preview the title names.
  private var titledPreview: String?
  /// True while button 1 is held (a drag or a tap in progress).
  private var isPressed = false
  /// The tunable literal Tab selected (an index into `session.tunable`), if any.
  private var selected: Int?
  /// The notice at the bottom of the canvas, and the wall time it goes at.
  private var notice: (badge: NoticeBadge, until: Double)?
  /// E's export while it runs, and its state for the state property: `none`, `running`,
  /// `saved` or `failed`, the exports finished and the last file's name.
  private var export: WindowExport?
  private var exportState = (status: "none", finished: 0, file: "-")
  /// The session's status the banner was laid out for (a frame lays it out again only when the
  /// status changed; keys, reloads and resizes always do).
  private var bannerStatus: PreviewSession.Status?
  /// The agent's failure last said on standard error.
  private var reportedFailure: String?
  /// Counters the state property publishes, for tests.
  private var presentedFrames = 0
  private var reloads = 0
  private var compiles = 0
  private var literalReloads = 0
  private var lastPresented: (time: Double, frames: Int) = (0, 0)
  /// When true, `didPresent` records the monotonic time of every presented frame (bench).
  var recordsPresentTimes = false
  /// Monotonic times (seconds) of the frames presented while `recordsPresentTimes` was true.
  var presentTimes: [Double] = []

  /// Seconds of scene time between presses of the primary control (`--autoplay`), and the
  /// scene time of the next press.
  private let autoplay: Double?
  private var nextAutoplay: Double

  init(
    session: PreviewSession, window: XWindow, link: DisplayLink, metrics: ShapingTextMetrics,
    fontFamily: String, paths: [String], builtIn: BuiltInPreviews? = nil, paused: Bool, autoplay: Double? = nil
  ) {
    self.builtIn = builtIn
    self.autoplay = autoplay
    nextAutoplay = autoplay ?? .infinity
    self.session = session
    self.window = window
    self.link = link
    self.metrics = metrics
    self.fontFamily = fontFamily
    self.paths = paths
    clock = SceneClock(isPaused: paused)
    panels = CompiledPanels(window: window.size, fontFamily: fontFamily, metrics: metrics)
    panels.showsBuiltIn = builtIn != nil
    updateTitle()
    layOutBanner()
  }

  /// Watches the files and rebuilds them with `builder` after each save, from `built`, which
  /// was built from `files` as read.
  func watch(builder: PreviewBuilder, built: BuiltPreview, files: [SourceFile]) throws(OptionsError) {
    loadedFiles = files
    let last = CompiledReload(builder: builder, built: built)
    reload = try FileReloader(paths: paths) { last.read($0) }
  }

  /// The files as read for the build that runs: what C and W apply the tuned literals to.
  private var loadedFiles: [SourceFile] = []

  // MARK: Input

  func handle(_ event: InputEvent, at time: Double) -> LoopAction {
    inputSincePublished = true
    let now = clock.sceneTime(at: time)
    switch event {
    case .key(let key) where session.isEditingText:
      // A text field has the keyboard (a click focused it): keys edit it, as on iOS, and
      // none is a command until Return or Escape ends the editing.
      switch key.keysym {
      case 0xFF08: apply(.deleteBackward, at: now)  // XK_BackSpace
      case 0xFF0D, 0xFF8D:  // XK_Return, XK_KP_Enter: a new line in an editor, else submit
        apply(session.isEditingLines ? .typeText("\n") : .submitText, at: now)
      case 0xFF1B: apply(.endTextEditing, at: now)  // XK_Escape
      default:
        guard !key.text.isEmpty, key.text.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F }) else {
          return .continue
        }
        apply(.typeText(key.text), at: now)
      }
    case .key(let key):
      switch key.keysym {
      case 0x005B where !key.isRepeat:  // XK_bracketleft
        session.stepPreview(by: -1, at: now)
        compareAgain()
        updateTitle()
      case 0x005D where !key.isRepeat:  // XK_bracketright
        session.stepPreview(by: 1, at: now)
        compareAgain()
        updateTitle()
      default:
        guard let command = KeyBindings.command(forKeysym: key.keysym, isRepeat: key.isRepeat, shift: key.shift)
        else { return .continue }
        return perform(command, at: time)
      }
    case .buttonPress(let point, let button):
      guard button == 1 else { return .continue }
      if let bar = panels.timeline, bar.frame.contains(point) {
        isScrubbing = true
        scrub(to: point.x, at: time)
      } else if let point = panels.canvasPoint(point) {
        isPressed = true
        apply(.pointerDown(point), at: now)
      } else {
        return .continue
      }
    case .pointerDragged(let point):
      if isScrubbing {
        scrub(to: point.x, at: time)
      } else if isPressed, let point = panels.canvasPoint(point) {
        apply(.pointerMoved(point), at: now)
      } else {
        return .continue
      }
    case .buttonRelease(let point, let button):
      guard button == 1 else { return .continue }
      if isScrubbing {
        scrub(to: point.x, at: time)
        isScrubbing = false
      } else if isPressed {
        isPressed = false
        // A release over a panel still ends the press, at the canvas's nearest point.
        let inside = panels.canvasPoint(point) ?? Point(
          x: min(max(0, point.x), panels.agentCanvas.width - 1), y: min(max(0, point.y), panels.agentCanvas.height - 1))
        let wasEditing = session.isEditingText
        apply(.pointerUp(inside), at: now)
        if session.isEditingText, !wasEditing {
          say("Typing edits the field; Return submits, Escape ends", at: time)
        }
      } else {
        return .continue
      }
    case .resized(let size):
      relayout(window: size, at: now)
    case .closeRequested:
      return .exit(0)
    }
    layOutBanner()
    link.requestRedraw()
    return .continue
  }

  private func perform(_ command: Command, at time: Double) -> LoopAction {
    let now = clock.sceneTime(at: time)
    switch command {
    case .nextParameter, .previousParameter:
      let count = session.tunable.count
      guard count > 0 else {
        say(
          builtIn == nil
            ? "This preview has no number or Boolean literal to tune"
            : "The built-in previews are compiled into the program: to tune, open their file, "
              + "e.g. motion-preview assets/examples/TextReveal.swift", at: time)
        break
      }
      let step = command == .nextParameter ? 1 : count - 1
      selected = selected.map { ($0 + step) % count } ?? (command == .nextParameter ? 0 : count - 1)
      sayTuning(at: time)
    case .increaseParameter(let large), .decreaseParameter(let large):
      guard let literal = selectedLiteral else {
        say("Tab picks a literal to tune", at: time)
        break
      }
      session.tune(literal, to: Self.stepped(session.value(of: literal), kind: literal.kind,
        up: command == .increaseParameter(large: large), large: large))
      sayTuning(at: time)
    case .resetParameter:
      guard let literal = selectedLiteral else { break }
      session.tune(literal, to: literal.value)
      sayTuning(at: time)
    case .exportTransition:
      startExport(wallTime: time)
    case .writeSwift:
      let outcome = writeBack()
      for line in outcome.lines { Console.error("motion-preview: " + line) }
      say(outcome.notice, at: time)
    case .copySwift:
      // The previewed files with the tuned literals, as SwiftUI: on standard output and the
      // clipboard. The built-in previews have none (Tab and W say so too).
      guard builtIn == nil else {
        say(
          "The built-in previews are compiled into the program: to copy one, open its file, "
            + "e.g. motion-preview assets/examples/TextReveal.swift", at: time)
        break
      }
      let texts = tunedTexts()
      let source = texts.map(\.text).joined(separator: "\n")
      print(source, terminator: source.hasSuffix("\n") ? "" : "\n")
      fflush(nil)
      let copied = window.copyToClipboard(source)
      let count = session.tuned.count
      say(
        (copied ? "Copied " : "Printed ") + (texts.count == 1 ? texts[0].name : "\(texts.count) files")
          + (count == 0 ? " as saved" : " with \(count) tuned literal\(count == 1 ? "" : "s")"), at: time)
    case .quit: return .exit(0)
    case .toggleVisibility: apply(.pressPrimary, at: now)
    case .switchVariant:
      guard let set = builtIn else {
        say("V switches between the built-in examples and seeds (motion-preview without a file)", at: time)
        break
      }
      switchSet(to: set == .examples ? .seeds : .examples, at: now)
      say(
        builtIn == .seeds
          ? "The seeds, verbatim: what SwiftUI does with their code (V: the examples)"
          : "The examples: what the seeds describe (V: the seeds, verbatim)", at: time)
    case .toggleHelp:
      help = help == nil ? HelpOverlay(canvas: window.size, fontFamily: fontFamily, metrics: metrics) : nil
    case .restart:
      session.restart(at: now)
      compareAgain()
    case .toggleTimeline:
      panels.shown.showsTimeline.toggle()
      relayout(window: window.size, at: now)
    case .toggleInspector:
      panels.shown.showsInspector.toggle()
      relayout(window: window.size, at: now)
    case .toggleSplit:
      panels.shown.showsSplit.toggle()
      comparison = nil
      relayout(window: window.size, at: now)
      compareAgain()
    case .jumpToStart: clock.seek(to: CompiledPanels.span(session, at: now).start, at: time)
    case .jumpToEnd:
      let span = CompiledPanels.span(session, at: now)
      clock.seek(to: span.start + span.duration, at: time)
    case .togglePause: clock.togglePause(at: time)
    case .cycleSpeed: clock.cycleSpeed(at: time)
    case .stepBackward: clock.step(by: -clock.speed / link.fps, at: time)
    case .stepForward: clock.step(by: clock.speed / link.fps, at: time)
    case .stepBackwardLong: clock.step(by: -Self.longStep, at: time)
    case .stepForwardLong: clock.step(by: Self.longStep, at: time)
    }
    layOutBanner()
    link.requestRedraw()
    return .continue
  }

  // MARK: Panels

  /// Applies `event` at scene time `now` to the session and, under B, to A's too.
  private func apply(_ event: AgentEvent, at now: Double) {
    session.apply(event, at: now)
    comparison?.apply(event, at: now)
  }

  /// The badges for the clock and the session now, laid out again only when they change.
  private func statusBadges(width: Double) -> StatusBadges {
    // Compared as values each frame: asking the badges for their labels formatted the speed
    // anew (1 % of the window's time at 60 fps).
    let state = (width, clock.isPaused, clock.speed, session.reduceMotion)
    if let badges, badges.laidOutFor == state { return badges.badges }
    let made = StatusBadges(
      speed: clock.speed, isPaused: clock.isPaused, reducesMotion: session.reduceMotion, width: width,
      fontFamily: fontFamily, metrics: metrics)
    badges = (made, state)
    return made
  }

  /// Shows the built-in `set` from scene time `now`, fresh, at the same preview's place.
  private func switchSet(to set: BuiltInPreviews, at now: Double) {
    let place = session.shown
    session = PreviewSession(
      builtIn: set, preview: nil, size: panels.agentCanvas, scale: session.scale,
      reduceMotion: session.reduceMotion, time: now, agentExecutable: CompiledPreview.agentExecutable)
    if place > 0 {
      // The agent names the set's previews in its first reply (a fresh agent takes about 20 ms).
      session.settle(wait: 5)
      session.stepPreview(by: place, at: now)
    }
    session.inspects = panels.needsAnimations
    builtIn = set
    selected = nil
    compareAgain()
    updateTitle()
  }

  /// Lays the panels out for a window of `size` and gives the agents the canvas they leave;
  /// the agents report what is in flight while the timeline or the inspector shows.
  private func relayout(window size: Size, at now: Double) {
    panels.layOut(window: size)
    if help != nil { help = HelpOverlay(canvas: size, fontFamily: fontFamily, metrics: metrics) }
    apply(.resize(panels.agentCanvas), at: now)
    session.inspects = panels.needsAnimations
    layOutBanner()
    if let shown = notice { notice = (noticeBadge(shown.badge.message), shown.until) }
  }

  /// Under B, starts A again from the session as it is now (its build, preview and history,
  /// without the tuned literals): after B, R, `[`/`]` and a reload.
  private func compareAgain() {
    comparison = panels.shown.showsSplit ? session.replica(keepingTuning: false) : nil
  }

  /// Pauses and moves scene time to the point of the scrub bar's span under window x `x`.
  private func scrub(to x: Double, at time: Double) {
    guard let bar = panels.timeline else { return }
    let span = CompiledPanels.span(session, at: clock.sceneTime(at: time))
    clock.seek(to: span.start + bar.progress(atX: x) * span.duration, at: time)
  }

  /// The tunable literals as the inspector lists them, grouped by the view (or other type, or
  /// `#Preview`) each is in, with its file when several are previewed: its line, what it is
  /// given to (`spring(response:)`), and its value (and the file's, when tuned).
  private var literalLines: [(group: String, text: String)] {
    let literals = session.tunable
    // Made again only when the literals or their tuning changed, not at each frame.
    if let cached = literalLinesCache, cached.tuned == session.tuned, cached.literals == literals { return cached.lines }
    let lines = Self.literalLines(literals, session: session)
    literalLinesCache = (session.tuned, literals, lines)
    return lines
  }

  private var literalLinesCache: (tuned: [String: DesignTimeLiteral.Value], literals: [DesignTimeLiteral], lines: [(group: String, text: String)])?

  private static func literalLines(_ literals: [DesignTimeLiteral], session: PreviewSession) -> [(group: String, text: String)] {
    let severalFiles = Set(literals.map(\.source.path)).count > 1
    return literals.map { literal in
      let file = literal.source.path.split(separator: "/").last.map(String.init) ?? literal.source.path
      let owner = literal.owner ?? "file scope"
      let now = Self.text(session.value(of: literal))
      let was = Self.text(literal.value)
      let text =
        "line \(literal.source.line)  " + (literal.context.map { $0 + " " } ?? "") + now + (now == was ? "" : "  (was \(was))")
      return (severalFiles ? "\(owner) · \(file)" : owner, text)
    }
  }

  // MARK: Tuning

  /// The literal Tab selected, as the running build has it.
  private var selectedLiteral: DesignTimeLiteral? {
    let tunable = session.tunable
    guard let selected, tunable.indices.contains(selected) else { return nil }
    return tunable[selected]
  }

  /// `value` one step up or down: a Boolean flips; an integer moves by 1 (Shift: 10); a
  /// floating-point number by a tenth of its leading digit's place (40 → 41, 0.4 → 0.41; 0 →
  /// 0.1; Shift: ten times as much), rounded to the step's decimals so that no binary residue
  /// is written.
  static func stepped(_ value: DesignTimeLiteral.Value, kind: DesignTimeLiteral.Kind, up: Bool, large: Bool)
    -> DesignTimeLiteral.Value
  {
    guard case .number(let number) = value else {
      if case .boolean(let flag) = value { return .boolean(!flag) }
      return value
    }
    var step: Double
    if kind == .integer {
      step = 1
    } else if number == 0 {
      step = 0.1
    } else {
      step = max(0.001, pow10(Int((log10(abs(number))).rounded(.down)) - 1))
    }
    // Rounded to the plain step's decimal places (not to the step's grid: 3 − 10 is −7), also
    // under Shift: rounded to the large step's, 0.45 − 0.1 was 0.4, not 0.35.
    let places = pow10(max(0, -Int(log10(step).rounded(.down))))
    if large { step *= 10 }
    let moved = number + (up ? step : -step)
    return .number((moved * places).rounded() / places)
  }

  private static func pow10(_ exponent: Int) -> Double {
    exponent >= 0 ? (0..<exponent).reduce(1) { value, _ in value * 10 } : 1 / pow10(-exponent)
  }

  /// The loaded files as the inspector lists their animations: with the tuned literals written
  /// in, so that a tuned duration shows there at once (made again only when the tuned values
  /// change).
  private var inspectedFiles: [SourceFile] {
    if let cached = inspectedFilesCache, cached.tuned == session.tuned, cached.loaded.elementsEqual(loadedFiles.lazy.map(\.text)) {
      return cached.files
    }
    let files = session.tuned.isEmpty ? loadedFiles : tunedTexts().map { SourceFile(path: $0.path, text: $0.text) }
    inspectedFilesCache = (session.tuned, loadedFiles.map(\.text), files)
    return files
  }
  private var inspectedFilesCache: (tuned: [String: DesignTimeLiteral.Value], loaded: [String], files: [SourceFile])?

  /// Each loaded file's name and text with the tuned literals written in (only their tokens
  /// change), in the order given.
  private func tunedTexts() -> [(name: String, path: String, text: String, original: String)] {
    let edits = session.tunable.compactMap { literal in
      session.tuned[literal.key].flatMap { literal.edit(writing: $0) }
    }
    return loadedFiles.map { file in
      let own = edits.filter { $0.literal.path == file.path }
      let bytes = LiteralEdit.apply(own, to: Array(file.text.utf8)).map { String(decoding: $0, as: UTF8.self) }
      let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
      return (name, file.path, bytes ?? file.text, file.text)
    }
  }

  /// Shows the selected literal in the notice: where it is, the file's value and the tuned one.
  private func sayTuning(at time: Double) {
    guard let literal = selectedLiteral, let selected else { return }
    let file = literal.source.path.split(separator: "/").last.map(String.init) ?? literal.source.path
    let now = Self.text(session.value(of: literal))
    let was = Self.text(literal.value)
    let change = now == was ? now : "\(was) → \(now)"
    say(
      "\(selected + 1)/\(session.tunable.count)  \(file):\(literal.source.line):\(literal.source.column)  "
        + (literal.context.map { $0 + " " } ?? "") + change + "   ↑↓ change · Shift ×10 · 0 reset · W write", at: time)
  }

  private static func text(_ value: DesignTimeLiteral.Value) -> String {
    switch value {
    case .number(let number): number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    case .boolean(let flag): String(flag)
    case .string(let text): "\"\(text)\""
    }
  }

  /// Shows `message` in the notice at the bottom until `until` (wall time), by default for
  /// `Self.noticeDuration` seconds.
  private func say(_ message: String, at time: Double, until: Double? = nil) {
    notice = (noticeBadge(message), until ?? time + Self.noticeDuration)
  }

  /// `message`'s badge, centred at the bottom of the scene's part of the window (not the
  /// window's: it straddled the inspector's edge and covered the timeline and A/B's labels).
  private func noticeBadge(_ message: String) -> NoticeBadge {
    NoticeBadge(message: message, canvas: panels.canvas, fontFamily: fontFamily, metrics: metrics)
  }

  // MARK: W

  /// W: writes the tuned literals into the files, only their tokens changed. Every file is
  /// opened, locked and checked first (`OutputFile(path:readAs:)`: changed since it was read,
  /// read-only for this user, other hard links), or none is written; each keeps its owner,
  /// group and mode. The reload that reads the write back keeps nothing tuned that it wrote.
  private func writeBack() -> (lines: [String], notice: String) {
    guard builtIn == nil else {
      // The built-in previews have no file here (Tab says so too): nothing to tune or write.
      let why = "the built-in previews are compiled into the program, so there is no file to write"
      return (
        ["W wrote nothing: \(why); to tune and write one, open its file, e.g. motion-preview assets/examples/TextReveal.swift"],
        "W wrote nothing: " + why
      )
    }
    guard problems.isEmpty else {
      return (["W wrote nothing: the files do not build now (see the problems)"], "W wrote nothing: the files do not build now")
    }
    let changed = tunedTexts().filter { $0.text != $0.original }
    guard !changed.isEmpty else {
      return (
        ["W: nothing is tuned, so nothing to write. Tab picks a literal; ↑ ↓ change it"],
        "Nothing tuned to write (Tab picks a literal, ↑ ↓ change it)"
      )
    }
    var files: [OutputFile] = []
    for file in changed {
      do throws(OutputFileError) {
        files.append(try OutputFile(path: file.path, readAs: Array(file.original.utf8)))
      } catch {
        let reason =
          error.changedOnDisk ? "\(file.path) changed on disk since it was loaded; the reload shows what is there now" : "\(error)"
        return (["W wrote nothing: " + reason], "W wrote nothing: " + reason)
      }
    }
    var written: [String] = []
    for (file, output) in zip(changed, files) {
      do throws(OutputFileError) {
        try output.write(Array(file.text.utf8))
        try output.commit()
        written.append(file.name)
      } catch {
        let done = written.isEmpty ? "" : " (\(written.joined(separator: ", ")) was written)"
        return (["W did not write \(file.path): \(error)" + done], "W did not write \(file.name): \(error)" + done)
      }
    }
    let count = session.tuned.count
    let what = "\(count) literal\(count == 1 ? "" : "s") to \(written.joined(separator: ", "))"
    return (["W wrote " + what], "Wrote " + what)
  }

  // MARK: E

  /// E: exports the last transaction (from the last press or tap, else the start, until the
  /// preview stops moving, plus the export command's tail) to a new GIF in the current folder,
  /// from a second agent given the same history and tuning, in slices between frames.
  private func startExport(wallTime: Double) {
    guard export == nil else { return }
    let start = session.lastEventTime
    let fps = min(Program.defaultExportFPS, FrameTimes.gifMaximumFPS)
    do {
      let scan = session.replica()
      let settled = try CompiledPreview.settles(
        scan, from: start, fps: fps, limit: start + Program.exportLongest
      ) { time in try Self.frame(scan, at: time) }
      let render = session.replica()
      let export = try WindowExport(from: start, settled: settled, window: window, canvas: panels.agentCanvas) { time in
        try Self.frame(render, at: time)
      }
      self.export = export
      exportState.status = "running"
      say("Exporting \(export.name)", at: wallTime, until: .infinity)
    } catch {
      exportState.status = "failed"
      exportState.finished += 1
      Console.error("motion-preview: export failed: \(error)")
      say("Export failed: \(error)", at: wallTime)
    }
  }

  private static func frame(_ session: PreviewSession, at time: Double) throws -> Frame {
    if let frame = session.frameWaiting(at: time) { return frame }
    if case .failed(let message) = session.status { throw PreviewFailure(message: message) }
    throw PreviewFailure(message: "the preview drew no frame at \(time) s")
  }

  /// Renders a slice of E's export between frames (see `WindowExport.advance`).
  func doPendingWork(at time: Double) -> Bool {
    guard let export else { return false }
    guard let outcome = export.advance() else { return true }
    self.export = nil
    exportState.finished += 1
    switch outcome {
    case .saved(let bytes, let summary):
      exportState.status = "saved"
      exportState.file = export.name
      Console.error("motion-preview: wrote \(summary)")
      say("Saved \(export.name) (\(ExportProgress.size(bytes)))", at: time)
    case .failed(let message):
      exportState.status = "failed"
      Console.error("motion-preview: export failed: \(message)")
      say("Export failed: \(message)", at: time)
    }
    link.requestRedraw()
    return false
  }

  // MARK: Frames

  func frame(at time: Double, size: Size) -> Frame {
    let now = clock.sceneTime(at: time)
    pressAutoplay(until: now)
    let b = session.frame(at: now, wait: Self.frameWait)
    let a = comparison?.frame(at: now, wait: Self.frameWait)
    var frame = panels.frame(
      at: now, b: b, a: a, session: session, files: panels.shown.showsInspector ? inspectedFiles : loadedFiles,
      tunable: panels.shown.showsInspector ? literalLines : [],
      selected: selected, tunedCount: session.tuned.count, fps: link.fps)
    frame.size = size
    // The agent may have failed while drawing (a hang, a trap): the banner says so at once.
    if session.status != bannerStatus { layOutBanner() }
    if session.missedPresses > saidMissedPresses {
      say("Space presses the first button, toggle or tap gesture: this preview shows none", at: time)
    }
    saidMissedPresses = session.missedPresses
    // A new agent names its preview in its first reply, after the key that started it.
    if session.previewName != titledPreview { updateTitle() }
    // Appended only when there is something to append: appending even nothing to the
    // preview's commands, which the frame shares with the session, copies them all (the
    // examples: 100 commands a frame, and their storage no longer the one the renderer and the
    // damage compare at once).
    func add(_ commands: [DrawCommand]) {
      if !commands.isEmpty { frame.commands += commands }
    }
    if let banner { add(banner.commands) }
    add(statusBadges(width: panels.agentCanvas.width).commands)
    if let help { add(help.commands) }
    if let shown = notice {
      if time < shown.until || export != nil {
        add(shown.badge.commands(progress: export?.progress))
      } else {
        notice = nil
      }
    }
    lastPresented = (now, session.framesDrawn)
    return frame
  }

  /// Has the agents start on the frame at `time` while the window waits for the vblank, after
  /// the autoplay presses due by then (the frame depends on them): a press made only when the
  /// frame was due cost a frame at each toggle (1,000 animated views pressed every 1.5 s, `bench
  /// FILE`: 20–26 of 600 frames dropped, most of them at the presses). Each press keeps its own
  /// scene time; a pause or a change of speed before the frame is drawn can leave one up to a
  /// frame ahead of the clock, which the agent then applies at that time all the same.
  func prepareFrame(at time: Double, then following: Double, size: Size) -> Frame? {
    let now = clock.sceneTime(at: time)
    pressAutoplay(until: now)
    // The frame after it too (the agent wakes once for both), unless a press comes between
    // them, which that frame must follow.
    let next = clock.sceneTime(at: following)
    let then = autoplay == nil || nextAutoplay > next ? next : nil
    session.requestFrame(at: now, then: then)
    comparison?.requestFrame(at: now, then: then)
    // The agents' frames come later, with the panels around them.
    return nil
  }

  /// `--autoplay`: the presses due by scene time `now`, each at its own scene time (to both
  /// halves of B).
  private func pressAutoplay(until now: Double) {
    guard let autoplay else { return }
    while nextAutoplay <= now {
      apply(.pressPrimary, at: nextAutoplay)
      nextAutoplay += autoplay
    }
  }

  func isAnimating(at time: Double) -> Bool {
    // A notice goes when its time is up.
    if export != nil { return true }
    if let notice, time < notice.until { return true }
    // An autoplaying preview draws until its next press.
    if autoplay != nil, !clock.isPaused { return true }
    let now = clock.sceneTime(at: time)
    return !clock.isPaused && (session.isAnimating(at: now) || comparison?.isAnimating(at: now) == true)
  }

  var wakeDescriptors: [Int32] {
    (TerminationSignals.descriptor >= 0 ? [TerminationSignals.descriptor] : [])
      + (reload.map { [$0.descriptor] } ?? []) + session.descriptors + (comparison?.descriptors ?? [])
  }

  func descriptorReadable(_ descriptor: Int32, at time: Double) -> LoopAction {
    if descriptor == TerminationSignals.descriptor {
      guard let signal = TerminationSignals.received else { return .continue }
      return .exit(TerminationSignals.exitStatus(for: signal))
    }
    if let reload, descriptor == reload.descriptor {
      if let delivery = reload.take() { apply(delivery, at: clock.sceneTime(at: time), wallTime: time) }
    } else {
      session.drainReplies()
      comparison?.drainReplies()
    }
    layOutBanner()
    link.requestRedraw()
    return .continue
  }

  func didPresent(at time: Double) {
    presentedFrames += 1
    if recordsPresentTimes { presentTimes.append(MonotonicClock.now()) }
    let status: String
    if case .failed = session.status { status = "failed" } else { status = "running" }
    let published = PublishedState(
      paused: clock.isPaused, speed: clock.speed, agents: session.agentStarts, agentPID: session.agentProcessID ?? 0,
      status: status, problems: problems.count, reloads: reloads, compiles: compiles, literalReloads: literalReloads,
      preview: session.previewName, previews: session.previews.count, control: session.pressedControl,
      export: exportState.status, exports: exportState.finished, exported: exportState.file, tuned: session.tuned.count,
      timeline: panels.timeline != nil, inspector: panels.inspectorFrame != nil, split: comparison != nil,
      inFlight: session.animations.count, set: builtIn?.rawValue, help: help != nil)
    // While frames flow, the frame count and time go out at most every `statePublishInterval`;
    // the first frame after an input, any other change and the frame the motion stops at go
    // out at once.
    guard inputSincePublished || published != publishedState || time - publishedAt >= Self.statePublishInterval
      || !isAnimating(at: time)
    else { return }
    inputSincePublished = false
    publishedState = published
    publishedAt = time
    window.setProperty(
      Self.stateProperty,
      value: "frame=\(presentedFrames) time=\(lastPresented.time) \(published.fields(agentFrames: lastPresented.frames))")
    let report = panels.report(session: session, at: lastPresented.time, tunedCount: session.tuned.count)
    if report != publishedReport {
      publishedReport = report
      window.setProperty(Self.reportProperty, value: report)
    }
  }

  /// What the state property says apart from the frame count and times: a change in it is
  /// published with the frame that shows it.
  private struct PublishedState: Equatable {
    var paused: Bool
    var speed: Double
    var agents: Int
    var agentPID: Int32
    var status: String
    var problems, reloads, compiles, literalReloads: Int
    var preview: String?
    var previews: Int
    var control: String?
    var export: String
    var exports: Int
    var exported: String
    var tuned: Int
    var timeline, inspector, split: Bool
    var inFlight: Int
    var set: String?
    var help: Bool

    /// The property's fields after the frame count and time, with the frames the agent drew.
    func fields(agentFrames: Int) -> String {
      "paused=\(paused ? 1 : 0) speed=\(speed) agentFrames=\(agentFrames) agents=\(agents) agentPID=\(agentPID) "
        + "status=\(status) problems=\(problems) reloads=\(reloads) compiles=\(compiles) "
        + "literalReloads=\(literalReloads) preview=\(preview ?? "-") previews=\(previews) control=\(control ?? "-") "
        + "export=\(export) exports=\(exports) exported=\(exported) tuned=\(tuned) timeline=\(timeline ? 1 : 0) "
        + "inspector=\(inspector ? 1 : 0) split=\(split ? 1 : 0) inFlight=\(inFlight) set=\(set ?? "-") "
        + "help=\(help ? 1 : 0)"
    }
  }

  // MARK: Reload

  private func apply(_ delivery: FileReloader<CompiledReload.Result>.Delivery, at now: Double, wallTime: Double) {
    var lost = delivery.lostDirectories.map {
      "\($0): error: the folder was deleted or moved; its files are no longer watched"
    }
    switch delivery.result {
    case .built(let built, let compiled, let files):
      loadedFiles = files
      reloads += 1
      if compiled { compiles += 1 }
      if built.library == session.built?.library { literalReloads += 1 }
      for diagnostic in built.diagnostics where compiled { Console.error(diagnostic.description) }
      let replaced = session.replaceBuild(with: built, at: now)
      compareAgain()
      if !replaced.isEmpty {
        let places = replaced.map { "\($0.source.path):\($0.source.line):\($0.source.column)" }
        Console.error("motion-preview: the save changed a tuned literal, so the file's value replaces the tuned one: "
          + places.joined(separator: ", "))
        say("Reloaded: the file changed a tuned literal; its value replaces the tuned one", at: wallTime)
      }
      updateTitle()
    case .problems(let lines):
      for line in lines { Console.error(line) }
      lost = lines + lost
    }
    problems = lost
  }

  // MARK: Chrome

  /// The title: the program, the files and the preview shown.
  private func updateTitle() {
    titledPreview = session.previewName
    let names = builtIn.map { $0 == .examples ? "the examples" : "the seeds, verbatim" }
      ?? paths.map { $0.split(separator: "/").last.map(String.init) ?? $0 }.joined(separator: ", ")
    let preview = session.previewName.map { " — \($0)" } ?? ""
    let count = session.previews.count > 1 ? " (\(session.shown + 1)/\(session.previews.count), [ ] for others)" : ""
    window.setTitle("motion-preview — \(names)\(preview)\(count)")
  }

  /// The banner: the build's problems, else the agent's failure; laid out only when they change.
  private func layOutBanner() {
    bannerStatus = session.status
    var messages = problems
    if case .failed(let message) = session.status {
      messages.append("\(message). Save the file or press R to start the preview again.")
      // Said once on standard error too, where the user's prints and the runtime's message are.
      if message != reportedFailure { Console.error("motion-preview: \(message)") }
      reportedFailure = message
    } else {
      reportedFailure = nil
    }
    // Along the bottom of the canvas, above the timeline and beside the inspector: the panels
    // are never covered.
    let canvas = panels.canvas
    guard messages != bannerMessages || banner?.frame.width != canvas.width || banner?.frame.maxY != canvas.height else {
      return
    }
    bannerMessages = messages
    banner =
      messages.isEmpty
      ? nil : ProblemBanner(messages: messages, canvas: canvas, fontFamily: fontFamily, metrics: metrics)
  }
}

/// The reader thread's side of the reload: reads the saved files and rebuilds them, or, when
/// only literals changed, keeps the library and takes the new literal table (no compile).
final class CompiledReload: @unchecked Sendable {
  // @unchecked: `built` is read and written only by the reader thread, after `init`.
  /// What a save came to.
  enum Result: Sendable {
    /// A build to run; `compiled` when the compiler ran for it (not a literal-only change or a
    /// library found in the cache).
    case built(BuiltPreview, compiled: Bool, files: [SourceFile])
    /// The files do not build: lines as a compiler prints them.
    case problems([String])
  }

  private let builder: PreviewBuilder
  /// The last good build.
  private var built: BuiltPreview

  init(builder: PreviewBuilder, built: BuiltPreview) {
    self.builder = builder
    self.built = built
  }

  /// Reads and builds `paths` (on the reader thread).
  func read(_ paths: [String]) -> Result {
    var files: [SourceFile] = []
    var problems: [String] = []
    for path in paths {
      do {
        files.append(try SwiftFileInput.read(path: path))
      } catch {
        problems.append(error.description)
      }
    }
    guard problems.isEmpty else { return .problems(problems) }
    do {
      if let change = try builder.literalOnlyChange(from: built, to: files) {
        built = change
        return .built(change, compiled: false, files: files)
      }
      let new = try builder.build(files: files)
      built = new
      return .built(new, compiled: !new.wasCached, files: files)
    } catch {
      return .problems(error.description.split(separator: "\n").map(String.init))
    }
  }
}
