import ChildProcesses
import Glibc
import PreviewAgent
import PreviewBuild
import Scenes
import SwiftSource

/// One preview of the user's compiled files, as the window (or a headless command) runs it: the
/// build it runs, the agent that runs it, which preview it shows, and the events it was given.
///
/// A frame is a pure function of the event history and the scene time, so the history is
/// what survives the agent: a new build (a structural save), R, `[`/`]` or a crash start a
/// fresh agent, which is given the history again (events since the last restart, at their
/// scene times) and so arrives at the same state where the views' identity is unchanged.
package final class PreviewSession {
  /// Where the session stands, for the window's banner.
  package enum Status: Equatable {
    /// The agent runs the build and answers.
    case running
    /// The agent is gone: this one line says why (a crash in user code, a hang, a library that
    /// will not load). The last good frame stays on screen.
    case failed(String)
  }

  /// The program that runs as the agent (this executable, `__agent`).
  private let agentExecutable: String
  /// The agent's memory limit in bytes (nil: its default).
  private let memoryLimit: Int?
  /// The build running (its library, sources and literal table); nil for built-in previews.
  package private(set) var built: BuiltPreview?
  /// What the agent runs: `built`'s library, or a built-in set.
  private var library: PreviewLibrary
  /// The previews the build registers, by name, in source order (from the agent).
  package private(set) var previews: [String] = []
  /// The preview shown: an index into `previews`.
  package private(set) var shown = 0
  /// The preview asked for by name (`--preview`), until the agent says which index it is.
  private var asked: String?
  /// The primary control Space presses, as the agent names it; nil when there is none.
  package private(set) var primaryControl: String?
  /// How many times Space found nothing to press.
  package private(set) var missedPresses = 0
  /// The scene time of the last Space press (`-infinity` before any).
  package private(set) var lastPressTime = -Double.infinity
  /// The control the last press or tap pressed, as the agent named it.
  package private(set) var pressedControl: String?
  /// True while a text field in the preview takes the keyboard: a click focused it, and no
  /// Return, Escape or restart has ended it since. The window sends it the keys meanwhile.
  package private(set) var isEditingText = false
  /// Whether the text being edited is a `TextEditor`'s, where Return types a new line.
  package private(set) var isEditingLines = false
  /// The canvas, in points, and its scale in pixels per point.
  package private(set) var size: Size
  package let scale: Double
  package let reduceMotion: Bool
  /// The scene time the current run started at (load, R, a new preview).
  private var startTime: Double
  /// Events since `startTime`, with their scene times, in order.
  private var history: [(event: AgentEvent, time: Double)] = []
  private var agent: (any AgentConnection)?
  package private(set) var status: Status = .running
  /// The last frame the agent drew, and whether anything moved at it.
  package private(set) var lastFrame: Frame?
  private var lastIsAnimating = false
  private var lastNextTimer: Double?
  /// The animated values in flight at the last frame, while `inspects` (else none).
  package private(set) var animations: [AnimationInFlight] = []
  /// The last non-empty `animations` since the agent started: what the timeline spans once the
  /// motion has stopped (the last transaction, or the file's own repeating motion).
  package private(set) var lastMotion: [AnimationInFlight] = []
  /// The scene time of the first frame shown at rest after the motion that followed the last
  /// event (or the start); earlier than the last event when that moved nothing.
  package private(set) var restTime: Double?
  /// The last event after which a frame was shown moving.
  private var movedAfter: Double?
  /// Whether the agent reports the animations in flight with each frame (the timeline or the
  /// inspector shows); a new agent is told too.
  package var inspects = false {
    didSet {
      guard inspects != oldValue else { return }
      if !inspects { animations = [] }
      send(.inspect(inspects))
    }
  }
  /// How many agents have been started (the first load is 1).
  package private(set) var agentStarts = 0
  /// How many frames the agent has drawn for this session.
  package private(set) var framesDrawn = 0

  /// A session showing `built`'s preview `preview` (a name or a type name; nil: the first) on
  /// a canvas of `size` points at `scale`, from scene time `time`. Starts the agent and loads
  /// the build; a failure there is `status`, not an error, so the window can show it.
  package convenience init(
    built: BuiltPreview, preview: String?, size: Size, scale: Double, reduceMotion: Bool, time: Double,
    agentExecutable: String, memoryLimit: Int? = nil
  ) {
    self.init(
      library: .compiled(built.library), built: built, preview: preview, size: size, scale: scale,
      reduceMotion: reduceMotion, time: time, agentExecutable: agentExecutable, memoryLimit: memoryLimit)
  }

  /// A session showing the preview `preview` of the built-in `set` (nil: the first): no build
  /// and no compiler, the previews are part of the program. Otherwise as for a build.
  package convenience init(
    builtIn set: BuiltInPreviews, preview: String?, size: Size, scale: Double, reduceMotion: Bool, time: Double,
    agentExecutable: String, memoryLimit: Int? = nil
  ) {
    self.init(
      library: .builtIn(set), built: nil, preview: preview, size: size, scale: scale, reduceMotion: reduceMotion,
      time: time, agentExecutable: agentExecutable, memoryLimit: memoryLimit)
  }

  private init(
    library: PreviewLibrary, built: BuiltPreview?, preview: String?, size: Size, scale: Double, reduceMotion: Bool,
    time: Double, agentExecutable: String, memoryLimit: Int?
  ) {
    self.library = library
    self.built = built
    self.asked = preview
    self.size = size
    self.scale = scale
    self.reduceMotion = reduceMotion
    self.startTime = time
    self.agentExecutable = agentExecutable
    self.memoryLimit = memoryLimit
    startAgent()
  }

  /// A second session of the same build, preview, canvas, tuned literals (the files' own
  /// literals when `keepingTuning` is false) and event history, in an agent of its own (what E
  /// exports from while the window runs on, and A/B's other half).
  package func replica(keepingTuning: Bool = true) -> PreviewSession {
    PreviewSession(copying: self, keepingTuning: keepingTuning)
  }

  private init(copying other: PreviewSession, keepingTuning: Bool) {
    built = other.built
    library = other.library
    asked = other.previewName ?? other.asked
    size = other.size
    scale = other.scale
    reduceMotion = other.reduceMotion
    startTime = other.startTime
    history = other.history
    tuned = keepingTuning ? other.tuned : [:]
    agentExecutable = other.agentExecutable
    memoryLimit = other.memoryLimit
    startAgent()
  }

  /// The scene time of the last event the user made (a press, a tap, a key), else of the
  /// start: where the last transaction began. A resize is not one: a panel opened or closed
  /// animates nothing, and must not move the timeline's span or E's clip to its moment.
  package var lastEventTime: Double {
    history.last { entry in
      if case .resize = entry.event { return false }
      return true
    }?.time ?? startTime
  }

  /// The name of the preview shown, or nil before the agent said.
  package var previewName: String? { previews.indices.contains(shown) ? previews[shown] : nil }

  /// The descriptors the window waits on beside its own (the agent's pipes). While the one
  /// request outstanding is the frame `requestFrame` asked for ahead of its vblank, the reply
  /// is taken when that frame is drawn (`frame(at:wait:)`) and need not wake the window: only
  /// the agent's standard error is watched then (what the user's code prints; its end when the
  /// agent ends). Waking for the reply too cost the window a third of its wake-ups at 60 fps.
  package var descriptors: [Int32] {
    guard let agent else { return [] }
    if !framesAsked.isEmpty, framesAsked == prefetched, agent.unansweredCount == framesAsked.count {
      return agent.errorDescriptors
    }
    return agent.descriptors
  }

  /// The agent's process id, or nil when none runs (for tests).
  package var agentProcessID: pid_t? { agent?.failure == nil ? agent?.processID : nil }

  // MARK: Builds

  // MARK: Literals

  /// Values tuned in the window (Tab, ↑/↓) over the files' literals, by design-time key.
  package private(set) var tuned: [String: DesignTimeLiteral.Value] = [:]

  /// The literals the window can tune: numbers and Booleans, in source order.
  package var tunable: [DesignTimeLiteral] {
    (built?.literals ?? []).filter { $0.kind == .float || $0.kind == .integer || $0.kind == .boolean }
  }

  /// The value `literal` has now: tuned, else the file's.
  package func value(of literal: DesignTimeLiteral) -> DesignTimeLiteral.Value {
    tuned[literal.key] ?? literal.value
  }

  /// Tunes `literal` to `value` (the file's own value clears the tuning): the agent gets the
  /// new table, no compile, and shows it at its next frame.
  package func tune(_ literal: DesignTimeLiteral, to value: DesignTimeLiteral.Value) {
    tuned[literal.key] = value == literal.value ? nil : value
    send(.literals(table))
    settle(wait: 0.05)
  }

  /// Runs `new` instead: a new library starts a new agent that is given the history; the same
  /// library with new literal values (a literal-only save) only sends the agent the new table.
  /// Tuned values stay where the save left their literals alone; where it changed one to
  /// another value than the tuned one, the file wins. Returns the literals whose tuning the
  /// file replaced.
  @discardableResult
  package func replaceBuild(with new: BuiltPreview, at time: Double) -> [DesignTimeLiteral] {
    let sameLibrary = library == .compiled(new.library)
    let before = Dictionary((built?.literals ?? []).map { ($0.key, $0) }) { first, _ in first }
    var replaced: [DesignTimeLiteral] = []
    for (key, value) in tuned {
      guard let old = before[key], let now = new.literals.first(where: { $0.key == key && $0.kind == old.kind }),
        now.value == old.value
      else {
        // A literal the save changed: to the tuned value (W's own write), or to another.
        if let now = new.literals.first(where: { $0.key == key }), now.value != value { replaced.append(now) }
        tuned[key] = nil
        continue
      }
    }
    built = new
    library = .compiled(new.library)
    if sameLibrary, let agent, agent.failure == nil {
      send(.literals(table))
      drainReplies()
    } else {
      asked = previewName
      startAgent()
    }
    return replaced
  }

  /// Starts the shown preview again from `time` with fresh state (R): a new agent, no history.
  package func restart(at time: Double) {
    startTime = time
    history.removeAll()
    asked = previewName
    startAgent()
  }

  /// Shows the preview `step` places on (`]`: 1, `[`: −1), from `time`, with fresh state.
  package func stepPreview(by step: Int, at time: Double) {
    guard previews.count > 1 else { return }
    let index = ((shown + step) % previews.count + previews.count) % previews.count
    asked = previews[index]
    startTime = time
    history.removeAll()
    startAgent()
  }

  // MARK: Events

  /// Applies `event` at scene time `time` and records it, waiting at most `wait` seconds for
  /// the agent to take it (its answer, such as the control pressed, may come later:
  /// `pressedControl`).
  package func apply(_ event: AgentEvent, at time: Double, wait: Double = 0.05) {
    if case .resize(let new) = event {
      guard new != size else { return }
      size = new
    }
    if case .pressPrimary = event { lastPressTime = time }
    history.append((event, time))
    guard let agent, agent.failure == nil else { return }
    send(.event(event, time: time))
    settle(wait: wait)
  }

  /// Takes the agent's replies until none is outstanding or `wait` seconds have passed.
  package func settle(wait: Double) {
    guard let agent else { return }
    let deadline = ChildProcess.monotonicNow() + wait
    while agent.failure == nil, agent.isBusy {
      // Past the deadline, a reply already there is still taken: the agent in this process
      // answers as the request is sent, which may take longer than the wait (a debug build
      // under load), and a reply left unread would wake nothing.
      let left = max(0, deadline - ChildProcess.monotonicNow())
      guard let reply = agent.receive(timeout: left) else { break }
      handle(reply)
    }
    noteFailure()
  }

  // MARK: Frames

  /// The frame at scene time `time`: the agent's, if it answers within `wait` seconds, else
  /// the last one it drew (nil before the first). A request left unanswered keeps going: its
  /// frame is taken at the next call, and an agent that answers nothing for
  /// `AgentProcess.hangLimit` seconds is stopped.
  package func frame(at time: Double, wait: Double) -> Frame? {
    guard let agent, agent.failure == nil else { return lastFrame }
    // The frame is asked for as soon as the agent has answered what it owed (an event, a
    // resize): asked later, its reply wakes the window; never asked, a window whose replies
    // all came in during this call would show the frame from before them until the next event.
    let deadline = ChildProcess.monotonicNow() + wait
    let key = FrameKey(time: time, serial: serial)
    var asked = framesAsked.contains(key)
    while agent.failure == nil {
      drainReplies()
      if takeAhead(key) { break }
      // Drawn already for this time with nothing sent since (a redraw of the panels, a
      // notice, while paused): no round trip.
      if lastFrameKey == key { break }
      if !asked, !agent.isBusy {
        send(.frame(time: time))
        asked = true
      }
      guard agent.isBusy else { break }
      // (A reply already there is taken past the deadline too: see `settle`.)
      let left = max(0, deadline - ChildProcess.monotonicNow())
      guard let reply = agent.receive(timeout: left) else { break }
      handle(reply)
    }
    noteFailure()
    return lastFrame
  }

  /// Asks the agent for the frame at scene time `time`, and then for the one at `following`
  /// when given, without waiting for them, when no frame is on its way: the window's next
  /// frames, made by the agent while the window waits for a vblank, after the events sent
  /// before them (the agent answers in order). `frame(at:wait:)` at the same time then takes the
  /// reply; an event sent after this makes them stale (the request's serial), and the frame is
  /// asked for again.
  ///
  /// The frame at `following`, asked for with the one before, is kept until it is drawn
  /// (`ahead`): the agent then wakes once for two frames, and a wake-up of an agent idle for a
  /// period costs it more than making a frame (the examples' graph, paced at 60 fps: 290 µs a
  /// frame woken for each, 196 µs woken for two).
  package func requestFrame(at time: Double, then following: Double? = nil) {
    guard let agent, agent.failure == nil else { return }
    drainReplies()
    let key = FrameKey(time: time, serial: serial)
    guard framesAsked.isEmpty, lastFrameKey != key, ahead?.key != key else { return }
    ahead = nil
    if let following, following > time {
      // Both in one write.
      send(.frame(time: time), .frame(time: following))
      aheadKey = framesAsked.last
    } else {
      send(.frame(time: time))
    }
    prefetched = framesAsked
  }

  /// Shows the frame for `key` if it came in as the second of two asked for together (`ahead`);
  /// drops it when it will not be asked for (an older time, or from before an event).
  private func takeAhead(_ key: FrameKey) -> Bool {
    guard let frame = ahead else { return false }
    if frame.key.serial != key.serial || frame.key.time < key.time { ahead = nil }
    guard frame.key == key else { return false }
    ahead = nil
    lastFrameKey = frame.key
    show(frame.reply, at: frame.key.time)
    return true
  }

  /// The frame at `time`, waiting as long as the agent may take (headless commands).
  package func frameWaiting(at time: Double) -> Frame? {
    // Replies still owed (a load, the history) come first.
    settle(wait: .infinity)
    guard let agent, agent.failure == nil else { return nil }
    framesAsked.append(FrameKey(time: time, serial: serial))
    guard let reply = agent.ask(.frame(time: time)) else {
      noteFailure()
      return nil
    }
    handle(reply)
    guard case .frame = reply else { return nil }
    return lastFrame
  }

  /// Whether the window must keep drawing at `time`: something moves, a timer is due, or a
  /// frame is still on its way.
  package func isAnimating(at time: Double) -> Bool {
    guard let agent, agent.failure == nil else { return false }
    return agent.isBusy || lastIsAnimating || lastNextTimer != nil
  }

  /// Takes the replies that arrived (the window calls this when the agent's pipes wake it).
  package func drainReplies() {
    guard let agent else { return }
    while agent.failure == nil, let reply = agent.receive(timeout: 0) { handle(reply) }
    noteFailure()
  }

  // MARK: Internals

  private func handle(_ reply: AgentReply) {
    switch reply {
    case .loaded(let names, let index, let control):
      previews = names
      shown = index
      primaryControl = control
      asked = nil
    case .failed(let message):
      // The first failure says why; what follows it ("no preview is loaded") does not.
      if status == .running { status = .failed(message) }
    case .applied(let control):
      if control == AgentEvent.nothingPressed {
        missedPresses += 1
        return
      }
      if let control { pressedControl = control }
      if control == AgentEvent.textFieldControl || control == AgentEvent.textEditorControl {
        isEditingText = true
        isEditingLines = control == AgentEvent.textEditorControl
      }
    case .frame:
      let key = framesAsked.isEmpty ? nil : framesAsked.removeFirst()
      prefetched.removeAll { $0 == key }
      if let key, key == aheadKey {
        // The second of two frames asked for together: shown at its own time.
        aheadKey = nil
        ahead = (key, reply)
        return
      }
      lastFrameKey = key
      show(reply, at: key?.time)
    }
  }

  /// Makes a frame reply, for scene time `time`, the frame shown.
  private func show(_ reply: AgentReply, at time: Double?) {
    guard case .frame(let frame, let isAnimating, let nextTimer, let animations) = reply else { return }
    self.animations = animations
    if !animations.isEmpty { lastMotion = animations }
    // Where the motion that followed the last event ended: the first frame shown at rest after
    // one shown moving (within a frame of its end, never before it), for a timeline opened
    // after it (no animations were reported while it moved).
    let event = lastEventTime
    if let time, time > event {
      if isAnimating {
        movedAfter = event
      } else if movedAfter == event, (restTime ?? -.infinity) <= event {
        restTime = time
      }
    }
    lastFrame = frame
    lastIsAnimating = isAnimating
    lastNextTimer = nextTimer
    framesDrawn += 1
  }

  private func noteFailure() {
    if let failure = agent?.failure { status = .failed(failure.message) }
  }

  /// A fresh agent for `built`, loaded with the preview asked for, given the literal table and
  /// the history. Nothing waits for it here: its replies are taken as they come, and its
  /// failure is `status`.
  /// Sends `request` to the agent. Anything but a frame request changes what the next frames
  /// show, so it moves `serial` on; a frame request is remembered with the scene time and the
  /// serial it was asked at, so that its reply can be told apart from a stale one.
  private func send(_ requests: AgentRequest...) {
    guard let agent, agent.send(requests) else { return }
    for request in requests {
      switch request {
      case .load, .event(.restart, _), .event(.submitText, _), .event(.endTextEditing, _): isEditingText = false
      default: break
      }
      if case .frame(let time) = request {
        framesAsked.append(FrameKey(time: time, serial: serial))
      } else {
        serial += 1
      }
    }
  }

  /// A frame request: its scene time and the serial of the requests before it.
  private struct FrameKey: Equatable {
    var time: Double
    var serial: Int
  }

  /// How many requests that change frames have been sent (events, literals, loads).
  private var serial = 0
  /// The frame requests not answered yet, oldest first, and what `lastFrame` answered.
  private var framesAsked: [FrameKey] = []
  private var lastFrameKey: FrameKey?
  /// The frames `requestFrame` asked for, until their replies come.
  private var prefetched: [FrameKey] = []
  /// The frame asked for as the second of two (`requestFrame(at:then:)`), until it comes. One
  /// at most: a pair is asked for only when no frame is on its way.
  private var aheadKey: FrameKey?
  /// That frame once it came, until it is shown (`takeAhead`) or stale.
  private var ahead: (key: FrameKey, reply: AgentReply)?

  private func startAgent() {
    agent = nil
    lastIsAnimating = false
    lastNextTimer = nil
    animations = []
    lastMotion = []
    restTime = nil
    movedAfter = nil
    status = .running
    agentStarts += 1
    if case .builtIn = library {
      // Our own previews, which need no process to fall in (`InProcessAgent`).
      agent = InProcessAgent()
    } else {
      do {
        agent = try AgentProcess(
          executable: agentExecutable, memoryLimit: memoryLimit, fileNames: built.map(Self.fileNames) ?? [])
      } catch {
        status = .failed(error.message)
        return
      }
    }
    // The table first, so that the first bodies already read it: a table sent after them
    // would run every body again, and a value re-set that way is no longer animating.
    framesAsked = []
    prefetched = []
    aheadKey = nil
    ahead = nil
    lastFrameKey = nil
    send(.literals(table))
    if inspects { send(.inspect(true)) }
    send(.load(library: library, preview: asked, size: size, scale: scale, reduceMotion: reduceMotion, time: startTime))
    for (event, time) in history { send(.event(event, time: time)) }
  }

  /// The design-time table the agent reads the literals from: the files' values, tuned ones
  /// over them.
  private var table: [String: AgentLiteral] {
    (built?.designTimeValues ?? [:]).merging(tuned) { $1 }.mapValues { value in
      switch value {
      case .number(let number): .number(number)
      case .string(let text): .string(text)
      case .boolean(let flag): .boolean(flag)
      }
    }
  }

  /// The compiled names of `built`'s files (`index/Name.swift`, as the build writes them) and
  /// the user's paths.
  static func fileNames(_ built: BuiltPreview) -> [(compiled: String, user: String)] {
    built.sources.files.enumerated().map { index, file in
      let name = file.path.split(separator: "/").last.map(String.init) ?? file.path
      return ("\(index)/\(name)", file.path)
    }
  }
}
