// (`@preconcurrency`: `setvbuf` names C's `stdout`, a global Swift 6 cannot prove safe.)
@preconcurrency import Glibc
import MotionUI
import Scenes
import TextShaping

/// The agent: the child process that runs the user's compiled code. It loads the preview
/// library (or registers previews compiled into the program), keeps the view graph, and answers
/// the window's requests with frames as data; a crash, a hang or a memory bomb in user code ends
/// this process, never the window.
///
/// `motion-preview __agent PARENT-PID` runs it, on standard input and output; its standard
/// error carries the Swift runtime's message when the user's code traps.
@MainActor
package final class Agent {
  private var graph: ViewGraph?
  private var entry: PreviewRegistry.Entry?
  private var environment = EnvironmentValues()
  private var metrics: ShapingTextMetrics?
  private var size = CGSize(width: 393, height: 852)
  private var scale = 1.0
  private var libraryHandle: UnsafeMutableRawPointer?
  /// The pointer press in progress: where it began, and whether a gesture took it.
  private var press: (point: CGPoint, gesture: Bool)?
  /// Whether frames report the animations in flight (`AgentRequest.inspect`).
  private var inspects = false
  /// The data of each animation met, by animation and distance: finding a repeating curve's
  /// leg searches, so each is worked out once.
  private var inFlightData: [InFlightKey: AnimationInFlight] = [:]
  private struct InFlightKey: Hashable {
    var animation: Animation
    var distance: Double
  }
  /// How far a press may move and still tap, in points.
  nonisolated static let tapSlop = 10.0

  /// The first argument that makes the executable an agent.
  nonisolated package static let command = "__agent"

  package init() {}

  /// Runs the agent until its input closes; returns the exit status.
  package static func main(arguments: [String]) -> Int32 {
    // The window starts the agent through `setpriv --pdeathsig` (ChildProcess's
    // `diesWithParent`), so its death ends this process; a parent already gone ends it now.
    if let parent = arguments.first.flatMap({ Int32($0) }), getppid() != parent { return 1 }
    limitMemory()
    // The replies go out on a copy of standard output; standard output itself becomes standard
    // error, so the user's `print` cannot corrupt a reply (the window shows it as the agent's
    // output instead).
    let replies = dup(STDOUT_FILENO)
    guard replies >= 0, dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else { return 1 }
    // Line by line, as Xcode's console shows it: on a pipe, standard output is fully buffered,
    // and its buffer was written only when full or at exit, which an agent ended by a signal
    // never reaches, so a `print` in an `onAppear` never showed.
    setvbuf(stdout, nil, _IOLBF, 0)
    _ = fcntl(replies, F_SETFD, FD_CLOEXEC)
    // This thread, which runs every graph, reads the scene's date as the wall clock's from now
    // on (`Date()` in the user's code is the scene's, as `context.date` is), at the scene time
    // MotionUI tells; every other thread, and the window, keep the kernel's. The agent's own
    // waits are on CLOCK_MONOTONIC (`MessagePipe`).
    if AgentWallClock.start(at: 0) { SceneWallClock.sceneTimeListener = AgentWallClock.set }
    let agent = MainActor.assumeIsolated { Agent() }
    var lastReplySize = 0
    // The commands of the last frame sent, which the next one refers to where it repeats them.
    var sentCommands: [DrawCommand] = []
    while case .message(let bytes) = MessagePipe.receive(from: STDIN_FILENO) {
      var reader = WireReader(bytes)
      let reply: AgentReply
      do {
        let request = try AgentRequest(from: &reader)
        reply = MainActor.assumeIsolated { agent.handle(request) }
      } catch {
        reply = .failed("a malformed request: \(error)")
      }
      // As large as the last reply: a frame is about as long as the one before.
      var writer = MessagePipe.writer(capacity: lastReplySize)
      reply.write(to: &writer, base: sentCommands)
      if case .frame(let frame, _, _, _) = reply { sentCommands = frame.commands }
      lastReplySize = writer.bytes.count
      guard MessagePipe.send(&writer, to: replies) else { return 1 }
    }
    return 0
  }

  /// The environment variable that sets the agent's memory limit, in bytes (the window sets it
  /// from `--agent-memory`); unset: `defaultMemoryLimit`.
  nonisolated package static let memoryLimitVariable = "MOTION_PREVIEW_AGENT_MEMORY"
  /// The variable that gives the agent the colour sets of the asset catalogs beside the user's
  /// files, which `Color("Name")` and `Color(.name)` find.
  nonisolated package static let assetColorsVariable = AssetColors.variable
  /// The agent's address space by default: 2 GiB, so a memory bomb in user code fails an
  /// allocation (and ends the agent) long before it pushes the desktop into swap.
  nonisolated package static let defaultMemoryLimit = 2 << 30

  /// Caps this process's address space (`RLIMIT_AS`) at the limit the window asked for.
  private static func limitMemory() {
    let asked = getenv(memoryLimitVariable).flatMap { Int(String(cString: $0)) }
    let bytes = rlim_t(max(64 << 20, asked ?? defaultMemoryLimit))
    var limit = rlimit(rlim_cur: bytes, rlim_max: bytes)
    _ = setrlimit(Int32(RLIMIT_AS.rawValue), &limit)
  }

  package func handle(_ request: AgentRequest) -> AgentReply {
    switch request {
    case .load(let library, let preview, let size, let scale, let reduceMotion, let time):
      return load(library: library, preview: preview, size: size, scale: scale, reduceMotion: reduceMotion, time: time)
    case .literals(let table):
      let changed = DesignTimeValues.replace(with: table.mapValues { value in
        switch value {
        case .number(let number): .number(number)
        case .string(let text): .string(text)
        case .boolean(let flag): .boolean(flag)
        }
      })
      graph?.literalsChanged(changed)
      return .applied(control: nil)
    case .event(let event, let time):
      guard let graph else { return .failed("no preview is loaded") }
      graph.drawFramesSkipped(before: time)
      switch event {
      case .pressPrimary: return .applied(control: graph.pressPrimaryControl(at: time) ?? AgentEvent.nothingPressed)
      case .tap(let point): return .applied(control: graph.tap(at: CGPoint(x: point.x, y: point.y), time: time))
      case .resize(let size):
        self.size = CGSize(width: size.width, height: size.height)
        graph.advance(to: time)
        graph.resize(to: self.size)
        return .applied(control: nil)
      case .restart:
        makeGraph(at: time)
        return .applied(control: nil)
      case .pointerDown(let point):
        press = (CGPoint(x: point.x, y: point.y), graph.pointerDown(at: CGPoint(x: point.x, y: point.y), time: time))
        return .applied(control: nil)
      case .pointerMoved(let point):
        if press?.gesture == true { graph.pointerMoved(to: CGPoint(x: point.x, y: point.y), time: time) }
        return .applied(control: nil)
      case .pointerUp(let point):
        guard let began = press else { return .applied(control: nil) }
        press = nil
        let end = CGPoint(x: point.x, y: point.y)
        if began.gesture {
          graph.pointerUp(at: end, time: time)
          return .applied(control: nil)
        }
        // A press on no gesture: a button held down shows itself released; released near
        // where it began, it taps (a Button, a Toggle, onTapGesture).
        graph.pointerUp(at: end, time: time)
        guard abs(end.x - began.point.x) <= Self.tapSlop, abs(end.y - began.point.y) <= Self.tapSlop else {
          return .applied(control: nil)
        }
        return .applied(control: graph.tap(at: began.point, time: time))
      case .typeText(let text):
        graph.typeText(text, at: time)
        return .applied(control: nil)
      case .deleteBackward:
        graph.deleteBackward(at: time)
        return .applied(control: nil)
      case .submitText:
        graph.submitText(at: time)
        return .applied(control: nil)
      case .endTextEditing:
        graph.endTextEditing(at: time)
        return .applied(control: nil)
      }
    case .frame(let time):
      guard let graph else { return .failed("no preview is loaded") }
      graph.drawFramesSkipped(before: time)
      // Only as far as the frame needs: the window asks for frames ahead of their vblanks, and
      // an event that comes after such a request, for an earlier time, happens at its own time.
      if graph.hasWork(by: time) { graph.advance(to: time) }
      let frame = graph.frame(at: time)
      return .frame(
        frame, isAnimating: graph.isAnimating(at: time), nextTimer: graph.nextTimerTime,
        animations: inspects ? animationsInFlight(graph, at: time) : [])
    case .inspect(let on):
      inspects = on
      return .applied(control: nil)
    }
  }

  /// The values `graph` animates at `time`, as data for the window's timeline and inspector.
  private func animationsInFlight(_ graph: ViewGraph, at time: Double) -> [AnimationInFlight] {
    graph.animationsInFlight(at: time, keyframeSamples: AnimationInFlight.keyframeSampleCount).map { value in
      switch value.motion {
      case .keyframes(let keyframes):
        // Made once per run by the animator.
        return AnimationInFlight(
          name: value.name, spelling: keyframes.spelling, start: value.start, span: max(keyframes.duration, 0.001),
          repeats: keyframes.repeats, figures: nil, samples: keyframes.samples, isKeyframes: true)
      case .animation(let animation, let distance):
        let key = InFlightKey(animation: animation, distance: distance)
        var data =
          inFlightData[key] ?? {
            let made = AnimationInFlight(name: "", animation: animation, start: 0, distance: distance)
            if inFlightData.count > 256 { inFlightData.removeAll() }
            inFlightData[key] = made
            return made
          }()
        data.name = value.name
        data.start = value.start
        return data
      }
    }
  }

  private func load(
    library: PreviewLibrary, preview: String?, size: Size, scale: Double, reduceMotion: Bool, time: Double
  ) -> AgentReply {
    PreviewRegistry.removeAll()
    switch library {
    case .compiled(let path):
      guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
        return .failed("cannot load the preview library: \(String(cString: dlerror()))")
      }
      libraryHandle = handle
      guard let symbol = dlsym(handle, "motion_preview_register") else {
        return .failed("the preview library has no motion_preview_register entry point")
      }
      unsafeBitCast(symbol, to: (@convention(c) () -> Void).self)()
    case .builtIn(let set):
      set.register()
    }
    let entries = PreviewRegistry.entries
    guard !entries.isEmpty else { return .failed("the files have nothing to preview") }
    let names = entries.map(\.name)
    // Two previews of one name: `--preview` and the title cannot tell them apart.
    for (index, entry) in entries.enumerated() {
      if let first = entries[..<index].first(where: { $0.name == entry.name }) {
        // The other one's line, and its file when it is in another (its place a word of its
        // own, which the window translates to the user's path).
        let other = first.file == entry.file ? "(line \(first.line))" : "at \(first.file):\(first.line)"
        PreviewWarnings.say(
          "\(entry.file):\(entry.line): warning: another preview is named \"\(entry.name)\" \(other); "
            + "--preview \"\(entry.name)\" shows the first, [ and ] step to this one")
      }
    }
    let index: Int
    if let preview {
      // By name or type; else the view type a `PreviewProvider` is named after, by Xcode's
      // convention (`Card` for `Card_Previews`).
      let found =
        entries.firstIndex(where: { $0.name == preview || $0.typeName == preview })
        ?? entries.firstIndex(where: { $0.typeName == preview + "_Previews" })
      guard let found else {
        // A name with a comma in it is quoted, so that the list reads one way.
        let listed = names.map { $0.contains(",") || $0.hasPrefix(" ") || $0.hasSuffix(" ") ? "\"\($0)\"" : $0 }
        return .failed("no preview is named \"\(preview)\"; the files have: \(listed.joined(separator: ", "))")
      }
      index = found
    } else {
      index = 0
    }
    do {
      metrics = try ShapingTextMetrics(scale: scale)
    } catch {
      return .failed("cannot measure text: \(error)")
    }
    entry = entries[index]
    self.size = CGSize(width: size.width, height: size.height)
    self.scale = scale
    environment = EnvironmentValues()
    environment.accessibilityReduceMotion = reduceMotion
    environment.displayScale = scale
    makeGraph(at: time)
    return .loaded(previews: names, shown: index, primaryControl: graph?.primaryControl)
  }

  private func makeGraph(at time: Double) {
    guard let entry, let metrics else { return }
    graph?.tearDown()
    graph = nil
    // Fresh `@AppStorage` values, before the views that hold them are made.
    KeyedStorage.reset()
    let made = ViewGraph(root: entry.make(), size: size, environment: environment, metrics: metrics, time: time)
    made.scale = scale
    graph = made
  }
}
