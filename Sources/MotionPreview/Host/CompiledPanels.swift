import PreviewHost
import Scenes
import SwiftSource
import TextShaping

/// The tuning panels of the compiled files' window (T, I, B), drawn with the seed window's
/// panel code (`TimelineBar`, `LiveInspector` on `InspectorPageBuilder`, `ABLayout`'s divider)
/// from what the running engine reports (`PreviewSession.animations`), not from the source
/// text. As in the seed window, the panels take their room from the canvas, never cover it: the
/// agent's canvas is the window less the open panels (`TuningLayout.regions`), and under B each
/// half is half of that canvas.
struct CompiledPanels {
  /// Which panels show (`showsTimeline`, `showsInspector`, `showsSplit`).
  var shown = TuningPanels()
  /// The window, in points.
  private(set) var window: Size
  /// The canvas: what the open panels leave of the window, at its origin.
  private(set) var canvas: Size
  /// The scrub bar, while T shows it.
  private(set) var timeline: TimelineBar?
  /// The inspector's column, while I shows it, and the panel laid out for what it lists.
  private(set) var inspectorFrame: Rect?
  private var inspector: (key: [String], panel: LiveInspector)?
  /// The literals the inspector lists, by group, as it was last laid out (for the report).
  private var inspectorLiterals: [(group: String, text: String)] = []
  /// The files' own animations as the source reader lists them, for the texts they were read
  /// from.
  private var fileAnimations: (texts: [String], entries: [Inspector.Entry])?
  private let fontFamily: String
  private let metrics: ShapingTextMetrics
  /// Whether the previews are the built-in ones, which have no file to tune (B says so).
  var showsBuiltIn = false

  init(window: Size, fontFamily: String, metrics: ShapingTextMetrics) {
    self.window = window
    canvas = window
    self.fontFamily = fontFamily
    self.metrics = metrics
  }

  /// Lays the panels out for a window of `size` points.
  mutating func layOut(window size: Size) {
    window = size
    let regions = TuningLayout.regions(size: size, panels: shown)
    canvas = regions.scene
    timeline = regions.timeline.map { TimelineBar(frame: $0, fontFamily: fontFamily, metrics: metrics) }
    inspectorFrame = regions.inspector
    inspector = nil
  }

  /// The canvas each agent draws: the whole canvas, or half of it (rounded down) under B.
  var agentCanvas: Size {
    shown.showsSplit ? Size(width: (canvas.width / 2).rounded(.down), height: canvas.height) : canvas
  }

  /// Whether the agent must report what is in flight: while the timeline or the inspector shows.
  var needsAnimations: Bool { shown.showsTimeline || shown.showsInspector }

  /// The point of the agents' canvas that a click at window point `point` presses, or nil when
  /// it falls on a panel: under B, the right half's points move left by the half's width.
  func canvasPoint(_ point: Point) -> Point? {
    guard point.x >= 0, point.y >= 0, point.x < canvas.width, point.y < canvas.height else { return nil }
    let half = agentCanvas.width
    return shown.showsSplit && point.x >= half ? Point(x: point.x - half, y: point.y) : point
  }

  // MARK: Timeline

  /// The stretch of scene time the scrub bar spans: the last transaction, or the cycle of the
  /// file's own repeating motion that holds `time` (`AnimationInFlight.timelineSpan`); before any
  /// motion, the second after the last event.
  static func span(_ session: PreviewSession, at time: Double) -> (start: Double, duration: Double) {
    if let span = AnimationInFlight.timelineSpan(session.animations.isEmpty ? session.lastMotion : session.animations, at: time) {
      return span
    }
    // No animation was reported (T and I were closed while it moved): from the last event to
    // the first frame at rest after its motion, else a second.
    let start = session.lastEventTime
    if let rest = session.restTime, rest > start { return (start, rest - start) }
    return (start, 1)
  }

  // MARK: Frames

  /// The window's frame at scene time `time`: `b`'s frame (the session the window tunes) on the
  /// canvas, or, under B, `a`'s on the left half and `b`'s on the right, divided and labelled;
  /// then the open panels.
  mutating func frame(
    at time: Double, b: Frame?, a: Frame?, session: PreviewSession, files: [SourceFile],
    tunable: [(group: String, text: String)],
    selected: Int?, tunedCount: Int, fps: Double
  ) -> Frame {
    var frame = Frame(size: window, commands: [])
    if shown.showsSplit {
      let half = agentCanvas.width
      let left = Rect(x: 0, y: 0, width: half, height: canvas.height)
      let right = Rect(x: half, y: 0, width: canvas.width - half, height: canvas.height)
      // Each half on its own frame's background (a dark preview's is black): the window's is
      // B's, and A's half is filled with A's when it differs.
      if let b { frame.background = b.background }
      let leftFill: [DrawCommand] =
        if let a, a.background != frame.background { [.fill(.rect(left), .solid(a.background))] } else { [] }
      frame.commands = [.pushClip(left)] + leftFill + (a?.commands ?? []) + [.popClip, .pushClip(right)]
        + (b?.commands ?? []).map { $0.offsetBy(dx: half) } + [.popClip]
      let font = ABLayout.labelFont(family: fontFamily)
      let labels = Self.splitLabels(tunedCount: tunedCount, builtIn: showsBuiltIn).map { ($0, metrics.advance(of: $0[...], font: font)) }
      frame.commands += ABLayout.divider(
        panel: Rect(x: 0, y: 0, width: canvas.width, height: canvas.height), offset: half, labels: labels, font: font)
    } else {
      frame.commands = b?.commands ?? []
      if let b { frame.background = b.background }
    }
    if let timeline {
      let span = Self.span(session, at: time)
      frame.commands += timeline.commands(time: time - span.start, duration: span.duration, fps: fps)
    }
    if let inspectorFrame {
      let panel = inspectorPanel(frame: inspectorFrame, session: session, files: files, tunable: tunable, selected: selected)
      frame.commands += panel.commands(at: time, animations: session.animations)
    }
    return frame
  }

  /// A's and B's labels: the files as saved, and the tuned literals (the built-in previews,
  /// compiled into the program, have none to tune: their files do).
  static func splitLabels(tunedCount: Int, builtIn: Bool = false) -> [String] {
    [
      "A · as saved",
      builtIn
        ? "B · built in: open the file to tune"
        : tunedCount == 0
          ? "B · nothing tuned yet (Tab, ↑/↓)" : "B · \(tunedCount) tuned literal\(tunedCount == 1 ? "" : "s")",
    ]
  }

  /// The inspector for what is in flight now (laid out again only when that, the literals or
  /// the selection changed).
  private mutating func inspectorPanel(
    frame: Rect, session: PreviewSession, files: [SourceFile], tunable: [(group: String, text: String)], selected: Int?
  ) -> LiveInspector {
    let key = session.animations.map { $0.name + "\u{1}" + $0.spelling } + ["\(selected ?? -1)"]
    // The literals compared as they are, not joined into the key at each frame.
    if let inspector, inspector.key == key, inspectorLiterals.elementsEqual(tunable, by: { $0 == $1 }) {
      return inspector.panel
    }
    let panel = LiveInspector(
      frame: frame, animations: session.animations, fileAnimations: animations(of: files), parameters: tunable.map(\.text),
      parameterGroups: tunable.map(\.group), selected: selected, fontFamily: fontFamily, metrics: metrics)
    inspector = (key, panel)
    inspectorLiterals = tunable
    return panel
  }

  /// The files' animations as `AnimationCatalog` lists them: where each is, its spelling and,
  /// when it folds, its duration and overshoot.
  private mutating func animations(of files: [SourceFile]) -> [Inspector.Entry] {
    let texts = files.map(\.text)
    if let fileAnimations, fileAnimations.texts == texts { return fileAnimations.entries }
    let entries = files.flatMap { file in
      let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
      return AnimationCatalog.list(file).entries.map { entry in
        Inspector.Entry(
          name: "\(name):\(entry.line)", spelling: entry.normalized ?? entry.expression,
          figures: entry.duration.map { MotionFigures(settleTime: $0, overshootPercent: entry.overshoot ?? 0) })
      }
    }
    fileAnimations = (texts, entries)
    return entries
  }

  /// What the panels show, as JSON on one line (the window publishes it for tests): the scrub
  /// bar's span, the inspector's entries and the A/B labels.
  func report(session: PreviewSession, at time: Double, tunedCount: Int) -> String {
    var json = JSONWriter()
    json.beginObject()
    json.beginObject(key: "timeline")
    json.bool(timeline != nil, key: "shown")
    let span = Self.span(session, at: time)
    json.number(span.start, key: "start")
    json.number(span.duration, key: "duration")
    json.endObject()
    json.beginObject(key: "inspector")
    json.bool(inspectorFrame != nil, key: "shown")
    json.bool(inspector?.panel.inFlight ?? false, key: "inFlight")
    json.beginArray(key: "entries")
    for entry in inspector?.panel.entries ?? [] {
      json.beginObject()
      json.string(entry.name, key: "name")
      json.string(entry.spelling, key: "spelling")
      if let figures = entry.figures {
        json.number(figures.settleTime, key: "settleTime")
        json.number(figures.overshootPercent, key: "overshootPercent")
      }
      if !entry.note.isEmpty { json.string(entry.note, key: "note") }
      json.endObject()
    }
    json.endArray()
    json.beginArray(key: "literals")
    for literal in inspectorFrame == nil ? [] : inspectorLiterals {
      json.beginObject()
      json.string(literal.group, key: "group")
      json.string(literal.text, key: "text")
      json.endObject()
    }
    json.endArray()
    json.endObject()
    json.beginObject(key: "split")
    json.bool(shown.showsSplit, key: "shown")
    json.number(agentCanvas.width, key: "halfWidth")
    json.beginArray(key: "labels")
    for label in shown.showsSplit ? Self.splitLabels(tunedCount: tunedCount, builtIn: showsBuiltIn) : [] { json.string(label) }
    json.endArray()
    json.endObject()
    json.endObject()
    return json.output
  }
}
