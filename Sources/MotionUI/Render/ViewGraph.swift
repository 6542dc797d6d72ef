import Glibc
import Scenes

/// The live view tree of one preview: it resolves the root view into nodes, runs the bodies
/// that state changes invalidate (once per transaction, never per frame), lays the tree out
/// when something changed, and draws any scene time into a display list.
///
/// Time is the scene clock, in seconds: every change happens at a time the caller gives
/// (`advance(to:)`), timers and delayed work run on it, so a frame is a pure function of the
/// events and the time.
@MainActor
public final class ViewGraph {
  /// The node whose body is running, for dependency tracking.
  nonisolated(unsafe) static var evaluating: CompositeNode?
  /// The node whose body's views are being resolved (closures such as `ForEach`'s run then).
  nonisolated(unsafe) static var resolving: CompositeNode?
  /// The view whose reads of state count now: the one whose body runs, or, while the views
  /// its body made are resolved, that one (a `ForEach`'s rows, a `GeometryReader`'s content
  /// are made then, from closures of that body). Such reads see the state the update shows
  /// and make that body depend on it: a `ForEach` row read the newest value, so a change
  /// written in `withAnimation` after another without showed in the first, unanimated update.
  nonisolated static var readingView: CompositeNode? { evaluating ?? resolving }
  /// The graph whose update is running (state written outside one schedules on `current`).
  static var current: ViewGraph? {
    didSet { currentThread = current == nil ? nil : pthread_self() }
  }
  /// The thread `current` runs on.
  nonisolated(unsafe) private static var currentThread: pthread_t?

  /// The graph whose update runs on the calling thread, if any: what previewed code that may
  /// run anywhere (`Task.sleep`, design-time literals) checks before it touches a graph.
  nonisolated static func updatingOnThisThread() -> ViewGraph? {
    guard let thread = currentThread, pthread_equal(thread, pthread_self()) != 0 else { return nil }
    return MainActor.assumeIsolated { current }
  }

  /// The scene time of the graph whose update runs on the calling thread, if any: what the
  /// standard clocks read in a preview (Clocks.swift).
  nonisolated static func sceneTimeOnThisThread() -> Double? {
    guard let graph = updatingOnThisThread() else { return nil }
    return MainActor.assumeIsolated { graph.time }
  }

  let metrics: any TextMetrics
  let root: RootNode
  /// The canvas the root is proposed, in points.
  public private(set) var size: CGSize
  /// Pixels per point of the display (`UIScreen.main.scale`).
  public var scale: Double = 1 {
    didSet { drawGeneration += 1 }
  }
  /// Grows whenever nodes may draw differently at the same time: at each resolution and layout
  /// (the only places nodes change). Nodes reuse what they drew only within one generation.
  private(set) var drawGeneration = 0
  /// How many commands the last frame drew: the next frame's list is made that large at once.
  private var lastCommandCount = 0
  /// The scene time of the last frame drawn, or nil before the first.
  private var lastFrameTime: Double?
  /// The scene time the graph was made at: its first frame is due then.
  private let startTime: Double
  /// The scene time of the update running or last run (also what the preview's code reads as
  /// the wall clock's, see SceneWallClock.swift).
  public private(set) var time: Double = 0 {
    didSet { SceneWallClock.show(time) }
  }

  var composites: [ViewID: CompositeNode] = [:]
  /// The composites whose animatable data moves (or just stopped): the only ones a frame
  /// re-evaluates, so a frame without them costs no body.
  private var movingComposites: [ObjectIdentifier: CompositeNode] = [:]
  /// What `.animation(_:value:)` and `.onChange(of:)` saw last, by identity.
  var valueMemory: [ViewID: Any] = [:]
  /// The frames of the sources of `matchedGeometryEffect`, by namespace and id.
  var matchedGeometry: [MatchedGeometryKey: MatchedGeometrySource] = [:]
  private var dirtyHosts: [ObjectIdentifier: Node] = [:]
  private var pendingTransaction: Transaction?
  private(set) var pass = 0
  private var needsLayout = true
  private var timers = SceneTimers()
  private var appearing: [Node] = []
  private var completions: [(deadline: Double, body: @MainActor () -> Void)] = []
  /// The gesture the pointer is pressing, if any (see PointerEvents.swift).
  var pointer: PointerSession?
  /// The pressed state of the button the pointer is held down on (no gesture under it).
  var pressedControl: Binding<Bool>?
  /// The views with a `.sheet` or `.fullScreenCover` in the tree (see Presentation.swift).
  var presenters: [ObjectIdentifier: PresenterNode] = [:]
  /// The wall clock's date at scene time 0, taken the first time a text shows a date of the
  /// wall clock (`Text(date, style: .timer)`, see TextDates.swift).
  var wallDateAtSceneZero: Date?
  /// The scene time at which each composite showing a live date text runs its body again
  /// (see `tickText`), so that one body schedules one tick however often it runs.
  var textTicks: [ObjectIdentifier: Double] = [:]
  /// The text field being edited, if any (see TextField.swift).
  var textInput: TextInput?

  /// How many bodies have run (views' and modifiers'), since the graph was made.
  public private(set) var bodyEvaluations = 0
  /// How many views with bodies (and modifiers with bodies) the tree holds now.
  package var compositeCount: Int { composites.count }
  /// How many layouts have run.
  public private(set) var layoutCount = 0

  /// A graph for `view` on a canvas of `size` points.
  package init(
    root view: AnyView, size: CGSize, environment: EnvironmentValues = EnvironmentValues(), metrics: any TextMetrics,
    time: Double = 0
  ) {
    self.metrics = metrics
    self.size = size
    self.time = time
    startTime = time
    SceneWallClock.show(time)
    root = RootNode(id: .root, content: view.storage)
    root.environment = environment
    let previous = Self.current
    Self.current = self
    defer { Self.current = previous }
    resolveChildren(of: root, content: view.storage, context: ResolveContext(environment: environment, transaction: Transaction()))
    layout()
    runAppearances()
    update()
  }

  /// Ends the graph's work before it is dropped (R restarts with a new graph): cancels its
  /// `.task`s and runs what the cancellation resumes, while the graph still exists.
  package func tearDown() {
    let previous = Self.current
    Self.current = self
    defer { Self.current = previous }
    root.cancelTasks()
    SceneExecutor.shared.drain()
  }

  // MARK: Time

  /// Runs everything due up to `time` (timers, delayed work, completions) in order, each at its
  /// own time, then brings the tree up to date.
  package func advance(to time: Double) {
    let previous = Self.current
    Self.current = self
    defer { Self.current = previous }
    while let next = nextDue(before: time) {
      self.time = max(self.time, next)
      runDue(at: next)
      update()
    }
    self.time = max(self.time, time)
    update()
  }

  /// Whether `advance(to: time)` would do more than move the graph's clock: something is due by
  /// `time` (a timer, a delayed action, a completion), or the tree is not up to date. When not,
  /// the frame at `time` is the same drawn without advancing, which leaves the clock where it
  /// was: a frame asked for ahead of its vblank then does not make an event that comes after it,
  /// for an earlier time, happen later than its own time.
  package func hasWork(by time: Double) -> Bool {
    nextDue(before: time) != nil || !dirtyHosts.isEmpty || pendingTransaction != nil || needsLayout
      || SceneExecutor.shared.hasJobs
  }

  private func nextDue(before limit: Double) -> Double? {
    let candidates = [timers.nextDeadline, completions.map(\.deadline).min()].compactMap { $0 }
    guard let first = candidates.min(), first <= limit else { return nil }
    return first
  }

  private func runDue(at time: Double) {
    for action in timers.takeDue(at: time) { action() }
    let due = completions.filter { $0.deadline <= time }
    completions.removeAll { $0.deadline <= time }
    for completion in due { completion.body() }
  }

  /// Schedules `action` at `delay` seconds of scene time from now.
  func schedule(after delay: Double, _ action: @escaping @MainActor () -> Void) -> SceneTimers.Token {
    timers.schedule(at: time + max(0, delay), action)
  }

  /// Schedules `action` every `interval` seconds from now.
  func repeating(every interval: Double, _ action: @escaping @MainActor () -> Void) -> SceneTimers.Token {
    timers.schedule(at: time + interval, every: interval, action)
  }

  func cancel(_ token: SceneTimers.Token) { timers.cancel(token) }

  // MARK: Events

  /// Presses the control or tap target at `point` (canvas points) at `time`.
  @discardableResult
  package func tap(at point: CGPoint, time: Double) -> String? {
    advance(to: time)
    let origin = root.contentOrigin(at: time)
    guard let target = root.hitTest(CGPoint(x: point.x - origin.x, y: point.y - origin.y), at: time) else { return nil }
    perform(target)
    return target.name
  }

  /// The first `Toggle` or `Button` in layout order, else the first tap gesture: what Space presses.
  package var primaryControl: String? {
    primaryTarget?.name
  }

  private var primaryTarget: TapTarget? {
    var controls: [TapTarget] = []
    root.collectControls(into: &controls)
    // The first `Button` or `Toggle` in layout order, else the first tap gesture (README, Keys).
    return controls.first(where: \.isControl) ?? controls.first
  }

  /// Presses the primary control at `time`; returns its name, or nil when the preview has none.
  @discardableResult
  package func pressPrimaryControl(at time: Double) -> String? {
    advance(to: time)
    guard let target = primaryTarget else { return nil }
    perform(target)
    return target.name
  }

  private func perform(_ target: TapTarget) {
    let previous = Self.current
    Self.current = self
    defer { Self.current = previous }
    target.action()
    update()
  }

  /// Runs again the bodies that read the design-time literals `keys` (see `DesignTimeValues`):
  /// a view that read none keeps its body, and its animations go on. A key read outside any body
  /// re-runs every body. The change does not animate.
  package func literalsChanged(_ keys: Set<String>) {
    guard !keys.isEmpty else { return }
    let everywhere = !keys.isDisjoint(with: DesignTimeValues.readOutsideBodies)
    invalidateBodies { everywhere || !$0.literalKeys.isDisjoint(with: keys) }
  }

  /// Runs every body again (what a change read outside any body needs); the change does not
  /// animate.
  package func invalidateAllBodies() {
    invalidateBodies { _ in true }
  }

  /// Runs again the bodies of the composites `isAffected` picks, in a transaction of no animation.
  private func invalidateBodies(where isAffected: (CompositeNode) -> Bool) {
    for composite in composites.values where isAffected(composite) {
      composite.isDirty = true
      if let host = composite.host { dirtyHosts[ObjectIdentifier(host)] = host }
    }
    if pendingTransaction == nil { pendingTransaction = Transaction() }
    let previous = Self.current
    Self.current = self
    defer { Self.current = previous }
    update()
  }

  /// The colour schemes that views' `preferredColorScheme` ask for, by the identity of the view
  /// that asks, in the order they first asked.
  private var schemePreferences: [(id: ViewID, scheme: ColorScheme)] = []

  /// Takes the colour scheme that the view at `id` prefers, or its withdrawal (nil). SwiftUI's
  /// preference reaches the presentation, so the whole preview takes it: the root's environment
  /// (every view is resolved again with it) and the canvas's background. When views ask for
  /// different schemes, the one that asked first wins (SwiftUI does not document which; its
  /// preference keys reduce in tree order). With no view asking (each said nil, or is gone:
  /// `SchemePreferenceNode`)
  /// the preview is in the system's appearance again, light, as in Xcode's canvas when a
  /// `.preferredColorScheme(isDark ? .dark : nil)` turns to nil.
  func prefer(_ scheme: ColorScheme?, from id: ViewID) {
    if let index = schemePreferences.firstIndex(where: { $0.id == id }) {
      if let scheme { schemePreferences[index].scheme = scheme } else { schemePreferences.remove(at: index) }
    } else if let scheme {
      schemePreferences.append((id, scheme))
    }
    takePreferredScheme()
  }

  /// Puts the preview in the scheme that `schemePreferences` ask for, else the system's (light).
  private func takePreferredScheme() {
    let scheme = schemePreferences.first?.scheme ?? .light
    guard root.contentEnvironment.colorScheme != scheme else { return }
    root.contentEnvironment.colorScheme = scheme
    root.environment.colorScheme = scheme
    dirtyHosts[ObjectIdentifier(root)] = root
  }

  /// The colour scheme the preview is drawn in.
  package var colorScheme: ColorScheme { root.contentEnvironment.colorScheme }

  /// Proposes a new canvas size.
  package func resize(to size: CGSize) {
    guard size != self.size else { return }
    self.size = size
    needsLayout = true
    update()
  }

  // MARK: Updates

  /// State writes that wait for the pending update (see `queueWrite`), in batches of one
  /// transaction each, in order.
  private var queuedWrites: [(transaction: Transaction?, writes: [() -> Void])] = []

  /// Queues `write`, a state write made in `transaction`, when the graph is running the
  /// previews' code and its pending update runs in a transaction of another animation (or
  /// writes wait already): it is made after that update, in an update of its own, in order,
  /// with the writes after it in the same transaction. Returns false when it is to be made now.
  /// SwiftUI queues each mutation with its transaction and runs them one after another,
  /// updating the graph after each (OpenSwiftUI's `GraphHost.asyncTransaction` and
  /// `flushTransactions`): two `withAnimation` calls in one `onAppear` each animate their own
  /// change, where one update would animate both with the later's.
  func queueWrite(in transaction: Transaction?, _ write: @escaping () -> Void) -> Bool {
    guard Self.current === self else { return false }
    if let last = queuedWrites.last {
      if last.transaction?.effectiveAnimation == transaction?.effectiveAnimation {
        queuedWrites[queuedWrites.count - 1].writes.append(write)
      } else {
        queuedWrites.append((transaction, [write]))
      }
      return true
    }
    guard let pending = pendingTransaction, pending.effectiveAnimation != transaction?.effectiveAnimation else {
      return false
    }
    queuedWrites.append((transaction, [write]))
    return true
  }

  /// Makes the first batch of queued writes, which invalidates their readers in its
  /// transaction.
  private func makeQueuedWrites() {
    guard !queuedWrites.isEmpty else { return }
    let batch = queuedWrites.removeFirst()
    let previous = Self.current
    Self.current = self
    defer { Self.current = previous }
    // Its own transaction, even when it animates nothing.
    if pendingTransaction == nil { pendingTransaction = batch.transaction ?? Transaction() }
    for write in batch.writes { write() }
    // Writes that no body reads leave nothing to update.
    if dirtyHosts.isEmpty { pendingTransaction = nil }
  }

  /// Notes that `node`'s body must run again in `transaction`.
  func invalidate(_ node: CompositeNode, transaction: Transaction?) {
    node.isDirty = true
    if let host = node.host { dirtyHosts[ObjectIdentifier(host)] = host }
    if let transaction {
      if pendingTransaction == nil || transaction.effectiveAnimation != nil { pendingTransaction = transaction }
    } else if pendingTransaction == nil {
      pendingTransaction = Transaction()
    }
    if Self.current !== self { update() }
  }

  /// Runs the `.task` work that is ready (started or resumed by what just happened), then the
  /// invalidated bodies, top down, then lays out if anything changed.
  func update() {
    var tasksDone = true
    repeat {
      tasksDone = runTasks()
      while !dirtyHosts.isEmpty || !queuedWrites.isEmpty {
        if dirtyHosts.isEmpty {
          makeQueuedWrites()
          continue
        }
        let transaction = pendingTransaction ?? Transaction()
        pendingTransaction = nil
        resolveDirtyHosts(transaction: transaction, isFrameUpdate: false)
        if !transaction.completions.isEmpty { registerCompletions(transaction) }
        layout(transaction: transaction)
        runAppearances()
      }
    } while tasksDone && SceneExecutor.shared.hasJobs
    if needsLayout {
      // A layout of its own (a new canvas size), after the pass that resolved the tree: no
      // node's update moves with it, so no frame takes that pass's animation (a `repeatForever`
      // started on appear made the content swing between its old and new places for ever).
      pass += 1
      layout()
      // What the layout asked to run after it (`onPreferenceChange`), and what that changed.
      if !afterUpdateActions.isEmpty {
        runAppearances()
        if !dirtyHosts.isEmpty { update() }
      }
    }
  }

  /// Runs the scene executor's jobs at the current scene time, with this graph current; false
  /// when some were left for the next update (see `SceneExecutor.jobsPerDrain`).
  private func runTasks() -> Bool {
    guard SceneExecutor.shared.hasJobs else { return true }
    let previous = Self.current
    Self.current = self
    defer { Self.current = previous }
    return SceneExecutor.shared.drain()
  }

  /// Re-resolves the invalidated hosts' children, outermost first, in a new pass.
  private func resolveDirtyHosts(transaction: Transaction, isFrameUpdate: Bool) {
    pass += 1
    drawGeneration += 1
    let hosts = dirtyHosts.values.sorted { $0.id.depth < $1.id.depth }
    dirtyHosts.removeAll()
    for host in hosts where host.isAttached {
      // A host whose bodies an ancestor's resolution ran again in this pass is up to date, in
      // the transaction the ancestor's modifiers gave them (an `.animation(_:value:)` around a
      // view that reads the changed state itself): resolving it again would redo its children
      // in the plain transaction, and a tab view's pages jumped where they should slide.
      guard host === root || host.hostedComposites.contains(where: { composites[$0]?.isDirty == true }) else { continue }
      var context = ResolveContext(environment: host.contentEnvironment, transaction: transaction, isFrameUpdate: isFrameUpdate)
      context.modifierContent = host.contentModifierContent
      resolveChildren(of: host, content: host.content, context: context)
    }
  }

  private(set) var layoutTransaction = Transaction()

  private func layout(transaction: Transaction = Transaction()) {
    needsLayout = false
    drawGeneration += 1
    layoutCount += 1
    layoutTransaction = transaction
    // Matched-geometry sources not laid out last time have left; only the last layout's matter.
    if !matchedGeometry.isEmpty { matchedGeometry = matchedGeometry.filter { $0.value.layout >= layoutCount - 1 } }
    root.invalidateLayout()
    root.place(CGRect(origin: .zero, size: size), graph: self)
  }

  /// Resolves `node`'s children from `content` while laying out, for views made from the layout
  /// (a preference's reader, a geometry reader, a visual effect, a tab bar, the sheets): under
  /// the layout's transaction (or `transaction`), and with the sizes below `node` to be measured
  /// again.
  func resolveChildrenAtLayout(of node: Node, content: any View, context: ResolveContext, transaction: Transaction? = nil) {
    var context = context
    context.transaction = transaction ?? layoutTransaction
    resolveChildren(of: node, content: content, context: context)
    node.invalidateLayout()
  }

  /// The animation a node's new frame moves with: its own update's, or the layout's.
  func animation(for node: Node) -> Animation? {
    let transaction = node.updatePass == pass ? node.transaction : layoutTransaction
    return transaction.effectiveAnimation
  }

  private func registerCompletions(_ transaction: Transaction) {
    for completion in transaction.completions {
      let delay = transaction.effectiveAnimation.map { Self.completionTime(of: $0, criteria: completion.criteria) } ?? 0
      completions.append((time + delay, completion.body))
    }
  }

  /// When a completion with `criteria` runs, in seconds after its animation starts: once the
  /// animation is logically complete (a spring after its response, a timing curve at its end:
  /// Motion's `logicalDuration`), or once it is removed (a spring settled: Motion's `duration`).
  /// An animation that never ends (`repeatForever`) completes at once.
  static func completionTime(of animation: Animation, criteria: AnimationCompletionCriteria) -> Double {
    let interval = 1.0
    let duration = criteria == .removed ? animation.duration(for: interval) : animation.logicalDuration(for: interval)
    guard duration.isFinite else { return 0 }
    return duration
  }

  private var afterUpdateActions: [@MainActor () -> Void] = []

  /// Runs `action` once the update running now has finished (`onChange` actions).
  func afterUpdate(_ action: @escaping @MainActor () -> Void) {
    afterUpdateActions.append(action)
  }

  func noteAppearance(_ node: Node) {
    appearing.append(node)
  }

  private func runAppearances() {
    while !afterUpdateActions.isEmpty {
      let actions = afterUpdateActions
      afterUpdateActions.removeAll()
      for action in actions { action() }
    }
    while !appearing.isEmpty {
      let nodes = appearing
      appearing.removeAll()
      for node in nodes where !node.hasAppeared {
        node.hasAppeared = true
        node.didAppear(graph: self)
      }
      if !dirtyHosts.isEmpty { update() }
    }
  }

  // MARK: Frames

  /// The display list of the scene at `time` (at or after the last `advance`): the root's
  /// content centred on a canvas of `size`, on `background`, or by default on the system
  /// background of the colour scheme (white in light appearance, black in dark, as iOS's
  /// `systemBackground`).
  ///
  /// The preview's code that runs for the frame (bodies run at every frame, layouts, a
  /// `Canvas`'s renderer, shapes' paths) reads the frame's time as the wall clock's.
  package func frame(at time: Double, background: Scenes.Color? = nil) -> Frame {
    let background = background ?? (colorScheme == .dark ? .black : .white)
    return SceneWallClock.showing(time) {
      refreshAnimatedBodies(at: time)
      var list = DisplayListBuilder()
      list.generation = drawGeneration
      list.reserveCommands(lastCommandCount)
      root.drawPlaced(into: &list, at: time)
      lastCommandCount = list.commands.count
      lastFrameTime = time
      return Frame(size: Size(width: size.width, height: size.height), background: background, commands: list.commands)
    }
  }

  /// The rate of the display whose frames `drawFramesSkipped(before:)` draws: an iPhone's 60 Hz.
  package static let catchUpRate = 60.0
  /// The most scene time whose skipped frames are drawn at once: the frames before it are not.
  package static let longestCatchUp = 60.0

  /// Whether some view's content is rebuilt at every frame (a `TimelineView(.animation)`), so
  /// that drawing a frame may change what later frames show: a `Canvas` in it that steps a
  /// simulation each time it draws, as Apple's particle sample does.
  package var drawsEveryFrame: Bool {
    movingComposites.values.contains { composites[$0.id] === $0 && $0.framesUntil == .infinity }
  }

  /// Draws and drops the frames a 60 Hz display shows after the last frame drawn and before
  /// `time`, while a view's content is rebuilt at every frame (`drawsEveryFrame`). Each is
  /// drawn at its own time, after what is due by then, as the display draws it.
  ///
  /// A frame asked for long after the last (a screenshot or `--frame-json` at a time, an export
  /// at 30 fps, a seek) then shows what the device shows at that time, for content whose
  /// drawing has effects, and is the same as without for content whose drawing has none. The
  /// frames are those of the 60 Hz grid lying more than ¾ of a frame from both ends, so a
  /// display that draws at 60 Hz or faster, with its jitter, draws none here. At most
  /// `longestCatchUp` seconds before `time` are drawn.
  package func drawFramesSkipped(before time: Double) {
    let rate = Self.catchUpRate
    let last = lastFrameTime ?? (startTime - 1 / rate)
    var index = max((last * rate + 0.75).rounded(.down) + 1, ((time - Self.longestCatchUp) * rate).rounded(.up))
    let end = (time * rate - 0.75).rounded(.up) - 1
    // The gap first: at a 60 Hz window's frames there is none, and the moving views are not
    // looked through at each frame (1,000 of them in `bench --views`).
    while index <= end, drawsEveryFrame {
      let frameTime = index / rate
      if hasWork(by: frameTime) { advance(to: frameTime) }
      _ = frame(at: frameTime)
      index += 1
    }
  }

  /// Whether anything moves at `time`: when false, the frame at any later time is the same
  /// until the next event or timer.
  package func isAnimating(at time: Double) -> Bool {
    root.subtreeIsAnimating(at: time, generation: drawGeneration) || movingComposites.values.contains { composites[$0.id] === $0 && $0.isMoving(at: time) }
  }

  /// Runs `composite`'s body at every frame until `end` (scene seconds), with the frame's
  /// time as its `bodyTime`, then once more at rest.
  func runBodyEachFrame(_ composite: CompositeNode, until end: Double) {
    composite.framesUntil = end
    composite.wasMoving = true
    movingComposites[ObjectIdentifier(composite)] = composite
  }

  /// The scene time of the next timer, if any.
  package var nextTimerTime: Double? { [timers.nextDeadline, completions.map(\.deadline).min()].compactMap { $0 }.min() }

  /// Animatable views and modifiers run their bodies per frame while their data moves, as in
  /// SwiftUI; then the layout is brought up to date for this frame.
  private func refreshAnimatedBodies(at time: Double) {
    guard !movingComposites.isEmpty else { return }
    for (key, composite) in movingComposites {
      // While its data moves, and once more at rest so the last frame shows the end value;
      // a view whose identity ended is dropped.
      let moving = composite.isMoving(at: time)
      guard composites[composite.id] === composite, moving || composite.wasMoving else {
        movingComposites[key] = nil
        continue
      }
      composite.wasMoving = moving
      composite.frameTime = time
      composite.isDirty = true
      if let host = composite.host { dirtyHosts[ObjectIdentifier(host)] = host }
    }
    let previous = Self.current
    Self.current = self
    defer { Self.current = previous }
    resolveDirtyHosts(transaction: Transaction(), isFrameUpdate: true)
    layout()
  }

  // MARK: Resolution

  /// Re-resolves `node`'s children from `content` (see `resolveChildren(of:content:context:)`),
  /// under the context of a layout container (a stack, a grid): its transition is its own, not
  /// its children's.
  func resolveLayoutChildren(of node: Node, content: any View, context: ResolveContext) {
    var inner = context
    inner.transition = nil
    resolveChildren(of: node, content: content, context: inner)
  }

  /// Re-resolves `node`'s children from `content`: nodes keep their identity, new identities are
  /// inserted (through their transition, when the transaction animates), and vanished ones are
  /// removed (kept drawing through their removal transition).
  func resolveChildren(of node: Node, content: any View, context: ResolveContext) {
    drawGeneration += 1
    node.content = content
    node.contentEnvironment = context.environment
    node.contentModifierContent = context.modifierContent
    var reuse: [ViewID: Node] = [:]
    for child in node.children where !child.isRemoving { reuse[child.id] = child }
    var list: [Node] = []
    var context = context
    context.host = node
    resolve(content, id: node.id.appending(.content), context: context, into: &list, reuse: reuse)
    let kept = Set(list.map { ObjectIdentifier($0) })
    var merged: [Node] = []
    var next = list.makeIterator()
    var pendingNew = next.next()
    for old in node.children {
      if kept.contains(ObjectIdentifier(old)) {
        // Emit the new nodes up to and including this surviving one, in their new order.
        while let candidate = pendingNew {
          merged.append(candidate)
          pendingNew = next.next()
          if candidate === old { break }
        }
        continue
      }
      if old.isRemoving {
        if old.isRunningRemoval(at: time) { merged.append(old) } else { detach(old) }
        continue
      }
      // A transition with an animation of its own (`.opacity.animation(…)`) runs with it even
      // when the change is not animated, the common remedy for an `if` that would not animate.
      let animation =
        context.isFrameUpdate
        ? nil : context.transaction.effectiveAnimation ?? (context.transaction.disablesAnimations ? nil : old.transition?.animation)
      if let animation {
        // SwiftUI's default transition is `.opacity` (Apple's documentation of
        // `transition(_:)`): a view removed by an animated transaction without one fades out.
        let transition = old.transition ?? .opacity
        old.transition = transition
        old.isRemoving = true
        old.presence.set(0, animation: transition.animation ?? animation, at: time)
        old.runTransitionPhases(inserting: false, transaction: context.transaction, graph: self)
        merged.append(old)
      } else {
        detach(old)
      }
    }
    while let candidate = pendingNew {
      merged.append(candidate)
      pendingNew = next.next()
    }
    for child in list where child.parentNode == nil {
      child.parentNode = node
      // A node inserted by an animated transaction comes in through its transition.
      if node.hasAppeared, !context.isFrameUpdate,
        let animation = context.transaction.effectiveAnimation
          ?? (context.transaction.disablesAnimations ? nil : child.transition?.animation)
      {
        // A view without a transition of its own fades in (`.opacity`, SwiftUI's default).
        let transition = child.transition ?? .opacity
        child.transition = transition
        child.presence = AnimatedValue(0)
        child.presence.set(1, animation: transition.animation ?? animation, at: time)
        child.runTransitionPhases(inserting: true, transaction: context.transaction, graph: self)
      }
      noteAppearance(child)
    }
    node.children = merged
    // Composites hosted here that this resolution did not reach have lost their identity (only
    // this node's are looked at: a scan of all composites per node made large trees quadratic).
    for id in node.hostedComposites {
      guard let composite = composites[id], composite.host === node else {
        node.hostedComposites.remove(id)
        continue
      }
      if composite.lastPass != pass {
        composites[id] = nil
        node.hostedComposites.remove(id)
      }
    }
  }

  private func detach(_ node: Node) {
    node.parentNode = nil
    node.isAttached = false
    node.didDisappear(graph: self)
  }

  /// Resolves `view` at identity `id` into nodes appended to `list`.
  func resolve(_ view: any View, id: ViewID, context: ResolveContext, into list: inout [Node], reuse: [ViewID: Node]) {
    if let primitive = view as? any PrimitiveView {
      primitive.resolve(id: id, context: context, graph: self, into: &list, reuse: reuse)
      return
    }
    resolveComposite(view, id: id, context: context, into: &list, reuse: reuse)
  }

  /// Resolves a view with a body: runs the body only when the view changed, its state was
  /// written, or its environment changed; otherwise the last body is resolved again as is.
  func resolveComposite(_ view: any View, id: ViewID, context: ResolveContext, into list: inout [Node], reuse: [ViewID: Node]) {
    var inner = context
    resolveBodied(view, key: id, context: context, makeBody: CompositeNode.viewBody) { composite in
      inner.modifierContent = composite.modifierContent ?? context.modifierContent
      return inner
    } into: { body, key, bodyContext in
      resolve(body, id: key, context: bodyContext, into: &list, reuse: reuse)
    }
  }

  /// A view's or a modifier's composite at `key`: its state linked, its animatable data
  /// retargeted, its body run when needed; `resolveBody` then resolves the body.
  func resolveBodied(
    _ value: Any, key: ViewID, context: ResolveContext, makeBody: @escaping @MainActor (Any) -> any View,
    bodyContext: (CompositeNode) -> ResolveContext, into resolveBody: (any View, ViewID, ResolveContext) -> Void
  ) {
    let typeID = ObjectIdentifier(type(of: value))
    let composite: CompositeNode
    if let existing = composites[key], existing.viewType == typeID {
      composite = existing
    } else {
      composite = CompositeNode(id: key, view: value, graph: self, makeBody: makeBody)
      composites[key] = composite
    }
    composite.host = context.host
    context.host?.hostedComposites.insert(key)
    composite.lastPass = pass
    let changed = composite.needsBody(for: value, environment: context.environment)
    composite.link(value)
    if changed, !context.isFrameUpdate, let animatable = value as? any Animatable {
      composite.retarget(to: animatable, animation: context.transaction.effectiveAnimation, at: time)
      if composite.animatedData?.isAnimating(at: time) == true {
        // Moving from now: its body runs at rest once more at the first frame after the end,
        // even when no frame was drawn while it moved (a screenshot, or a frame of an export,
        // long after): its body last ran with the data as it was at the change.
        composite.wasMoving = true
        movingComposites[ObjectIdentifier(composite)] = composite
      }
    }
    if changed || composite.isDirty {
      composite.view = value
      composite.environment = context.environment
      composite.evaluateBody(graph: self)
    }
    guard let body = composite.body else { return }
    let outer = Self.resolving
    Self.resolving = composite
    defer { Self.resolving = outer }
    resolveBody(body, key.appending(.type(typeID)), bodyContext(composite))
  }

  /// Counts a body evaluation.
  func countBody() { bodyEvaluations += 1 }
}

/// What resolution carries down the tree.
struct ResolveContext {
  var environment: EnvironmentValues
  var transaction: Transaction
  /// Per-frame re-resolution of animatable bodies: nothing animates, nothing transitions.
  var isFrameUpdate = false
  /// The node whose children are being resolved (unowned for the reason `Node.parentNode` is:
  /// a context lives no longer than the resolution of the host's children, or than the
  /// descendants of the host that keep it).
  unowned var host: Node?
  /// The transition `.transition(_:)` gives the nodes resolved under it.
  var transition: AnyTransition?
  /// The chain of modifier nodes whose content this is, for a transition written inside them.
  var element: ElementChain?
  /// The content a `ViewModifier`'s body places with `content`.
  var modifierContent: ModifierContent?
  /// The part of a list section the views resolved here are (`Section` sets it for its header,
  /// rows and footer; a `List` reads it from each of its flattened children).
  var listPart: ListPart?
}

/// A `ViewModifier`'s content, resolved where the body puts it.
final class ModifierContent {
  let view: any View
  let context: ResolveContext
  let id: ViewID
  init(view: any View, context: ResolveContext, id: ViewID) {
    self.view = view
    self.context = context
    self.id = id
  }

  /// Resolves the content where a body placed it: under that body's host, in that update;
  /// with the body's transaction and environment, or with the ones it had outside.
  @MainActor
  func resolve(from placement: ResolveContext, keepingTransaction: Bool, graph: ViewGraph, into list: inout [Node], reuse: [ViewID: Node]) {
    var inner = context
    inner.host = placement.host
    inner.isFrameUpdate = placement.isFrameUpdate
    // The environment is always the one the modifiers around the placeholder give (a
    // `.foregroundStyle` inside an animator's closure colours the content); the transaction is
    // the original one for `.transaction(_:body:)` and the animators.
    inner.environment = placement.environment
    if !keepingTransaction { inner.transaction = placement.transaction }
    graph.resolve(view, id: id, context: inner, into: &list, reuse: reuse)
  }
}

/// The root: proposes the canvas to its content and centres it, as a device does (several views
/// in a column); and draws over it the sheets and covers presented (`presentations`, not among
/// its children, which its content's resolution makes).
final class RootNode: Node {
  init(id: ViewID, content: any View) {
    super.init(id: id)
    self.content = content
    hasAppeared = true
  }

  /// What is presented over the content, and which presenters it was made for.
  private lazy var presentations: ZStackNode = {
    let node = ZStackNode(id: id.appending(.presentations))
    node.parentNode = self
    node.hasAppeared = true
    return node
  }()
  private var presented: [ObjectIdentifier] = []

  override func placeChildren(in size: CGSize, graph: ViewGraph) {
    let children = layoutChildren
    if children.count > 1 {
      // Several views at the root (a body that is a `ForEach`): in a column, as an app's window
      // lays out several root views (an implicit `VStack`), centred.
      let rule = StackRule()
      let column = rule.size(for: ProposedViewSize(size), children: children)
      let origin = Alignment.center.offset(of: column, in: size)
      for (child, frame) in zip(children, rule.frames(in: column, children: children)) {
        child.place(frame.offsetBy(dx: origin.x, dy: origin.y), graph: graph)
      }
    } else {
      super.placeChildren(in: size, graph: graph)
    }
    guard !graph.presenters.isEmpty || !presented.isEmpty else { return }
    let (view, ids) = presentedContent(graph: graph)
    // A sheet comes or goes on UIKit's spring whatever the transaction that asked for it;
    // changes inside one move with the layout's.
    var spring: Transaction?
    if ids != presented {
      spring = graph.layoutTransaction
      spring?.animation = .spring(duration: 0.5, bounce: 0)
    }
    presented = ids
    presentations.environment = contentEnvironment
    graph.resolveChildrenAtLayout(
      of: presentations, content: view.storage, context: ResolveContext(environment: contentEnvironment, transaction: Transaction()),
      transaction: spring)
    presentations.place(CGRect(origin: .zero, size: size), graph: graph)
  }

  /// Whether anything is presented, or still leaving.
  private var hasPresentations: Bool { !presented.isEmpty || !presentations.children.isEmpty }

  override func draw(in size: CGSize, into list: inout DisplayListBuilder, at time: Double) {
    drawChildren(into: &list, at: time)
    if hasPresentations { presentations.drawPlaced(into: &list, at: time) }
  }

  /// A sheet that moves moves the root: the presentations are not among its children, which
  /// `subtreeIsAnimating` walks (the window stopped drawing a sheet after its first frame).
  override func isAnimating(at time: Double) -> Bool {
    super.isAnimating(at: time) || (hasPresentations && presentations.subtreeIsAnimating(at: time))
  }

  override func hitTest(_ point: CGPoint, at time: Double) -> TapTarget? {
    if !presented.isEmpty { return presentations.hitTest(point, at: time) }
    return super.hitTest(point, at: time)
  }

  override func collectControls(into controls: inout [TapTarget]) {
    if !presented.isEmpty { return presentations.collectControls(into: &controls) }
    super.collectControls(into: &controls)
  }

  func contentOrigin(at time: Double) -> CGPoint { .zero }
}

extension Node {
  /// Whether this node or a descendant moves at `time`.
  func subtreeIsAnimating(at time: Double) -> Bool {
    if isAnimating(at: time) { return true }
    return children.contains { $0.subtreeIsAnimating(at: time) }
  }

  /// `subtreeIsAnimating(at:)` in the graph's drawing generation `generation`: a subtree found
  /// still at a time is still at every later time of the same generation (nothing in it changes
  /// but at a resolution or a layout, as `DrawnFragment` relies on too), so it is not walked
  /// again until then. The window asks after every frame; walking the still half of the
  /// examples each time was a fifth of the agent's work at 60 fps.
  func subtreeIsAnimating(at time: Double, generation: Int) -> Bool {
    if let still = stillSince, still.generation == generation, time >= still.time { return false }
    if isAnimating(at: time) { return true }
    if children.contains(where: { $0.subtreeIsAnimating(at: time, generation: generation) }) { return true }
    stillSince = (generation, time)
    return false
  }
}

/// The views the graph resolves itself (no body).
@MainActor
protocol PrimitiveView {
  func resolve(id: ViewID, context: ResolveContext, graph: ViewGraph, into list: inout [Node], reuse: [ViewID: Node])
}

/// A primitive view that is one node.
@MainActor
protocol NodeView: PrimitiveView {
  associatedtype NodeType: Node
  func makeNode(id: ViewID) -> NodeType
  func update(_ node: NodeType, context: ResolveContext, graph: ViewGraph)
}

extension NodeView {
  func resolve(id: ViewID, context: ResolveContext, graph: ViewGraph, into list: inout [Node], reuse: [ViewID: Node]) {
    let node = (reuse[id] as? NodeType) ?? makeNode(id: id)
    node.begin(context: context, graph: graph)
    update(node, context: context, graph: graph)
    list.append(node)
  }
}

extension Node {
  /// Records the context of the update touching this node.
  func begin(context: ResolveContext, graph: ViewGraph) {
    environment = context.environment
    if !context.isFrameUpdate {
      transaction = context.transaction
      updatePass = graph.pass
    }
    if transition == nil || !hasAppeared { transition = context.transition }
    invalidateLayout()
  }
}
