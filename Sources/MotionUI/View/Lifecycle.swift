// `onAppear`, `onDisappear`, `onChange(of:)`, `.task` and `onTapGesture`: they run on the
// scene clock, in the graph's update, so they are reproducible frame for frame.

extension View {
  /// Runs `action` when the view appears.
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    modifier(LifecycleModifier(onAppear: action, onDisappear: nil))
  }
  /// Runs `action` when the view disappears.
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    modifier(LifecycleModifier(onAppear: nil, onDisappear: action))
  }
  /// Starts `action` as a task when the view appears, and cancels it when the view
  /// disappears, as SwiftUI's `task(priority:_:)`: the closure inherits the view's (main-actor)
  /// isolation, and its work, `Task.sleep` included, runs on the scene clock (see `SceneTask`).
  public func task(priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View {
    modifier(TaskModifier(id: nil, priority: priority, action: action))
  }
  /// Starts `action` as a task when the view appears, and again whenever `value` changes
  /// (cancelling the task of the old value first), as SwiftUI's `task(id:priority:_:)`; the
  /// task is cancelled when the view disappears. Its work runs on the scene clock, as `.task`'s.
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  ) -> some View {
    modifier(TaskModifier(id: value, priority: priority, action: action))
  }
  /// Runs `action` with the old and new values when `value` changes.
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View {
    modifier(ChangeModifier(value: value, initial: initial, action: action))
  }
  /// Runs `action` when `value` changes.
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
    modifier(ChangeModifier(value: value, initial: initial, action: { _, _ in action() }))
  }
  /// Runs `action` with the new value when `value` changes (the iOS 14 form).
  @_disfavoredOverload
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View {
    modifier(ChangeModifier(value: value, initial: false, action: { _, new in action(new) }))
  }
  /// Runs `action` with the value `transform` makes of the view's geometry when the view
  /// appears and whenever that value changes, as SwiftUI's `onGeometryChange(for:of:action:)`
  /// (Apple's documentation: the action runs when the transformed value changes; the first
  /// value is delivered at once, which code that keeps a size in state relies on). The
  /// geometry is a `GeometryReader`'s behind the view, as large as the view.
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T) -> Void
  ) -> some View {
    background(GeometryReader { proxy in
      Color.clear.onChange(of: transform(proxy), initial: true) { _, new in action(new) }
    })
  }
  /// Runs `action` with the old and new values that `transform` makes of the view's geometry
  /// whenever that value changes (the first value too, with itself as the old one).
  public func onGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T, T) -> Void
  ) -> some View {
    background(GeometryReader { proxy in
      Color.clear.onChange(of: transform(proxy), initial: true, action)
    })
  }
  /// Runs `action` when the view is tapped `count` times (a click, or Space when it is the
  /// preview's first control).
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    modifier(TapModifier(name: "tap gesture", action: action))
  }
}

struct LifecycleModifier: ViewModifier, NodeModifier {
  let onAppear: (() -> Void)?
  let onDisappear: (() -> Void)?
  typealias Body = Never
  func makeNode(id: ViewID) -> LifecycleNode { LifecycleNode(id: id) }
  func update(_ node: LifecycleNode, context: ResolveContext, graph: ViewGraph) {
    node.onAppear = onAppear
    node.onDisappear = onDisappear
  }
}

final class LifecycleNode: Node {
  var onAppear: (() -> Void)?
  var onDisappear: (() -> Void)?
  override func didAppear(graph: ViewGraph) { onAppear?() }
  override func didDisappear(graph: ViewGraph) {
    super.didDisappear(graph: graph)
    onDisappear?()
  }
}

struct TaskModifier: ViewModifier, NodeModifier {
  /// `.task(id:)`'s value (nil for `.task`): a change restarts the task.
  let id: (any Equatable)?
  let priority: TaskPriority
  nonisolated let action: @Sendable () async -> Void
  typealias Body = Never
  func makeNode(id: ViewID) -> TaskNode { TaskNode(id: id) }
  func update(_ node: TaskNode, context: ResolveContext, graph: ViewGraph) {
    let previous = node.modifier?.id
    node.modifier = self
    if node.hasAppeared, let previous, let id, !ViewEquality.equal(previous, id) { node.restart() }
  }
}

/// The node of a `.task`: it starts the action's task when it appears, with the action of
/// that update, restarts it when `.task(id:)`'s value changes, and cancels the task when it
/// disappears (or the graph is torn down).
final class TaskNode: Node {
  var modifier: TaskModifier?
  private var task: Task<Void, Never>?
  override func didAppear(graph: ViewGraph) { restart() }
  override func didDisappear(graph: ViewGraph) {
    super.didDisappear(graph: graph)
    task?.cancel()
    task = nil
  }
  override func cancelTasks() {
    super.cancelTasks()
    task?.cancel()
    task = nil
  }
  /// Cancels the running task and starts the action of the latest update.
  func restart() {
    task?.cancel()
    task = modifier.map { SceneTask.start(priority: $0.priority, $0.action) }
  }
}

struct ChangeModifier<V: Equatable>: ViewModifier, PrimitiveModifier {
  let value: V
  let initial: Bool
  let action: (V, V) -> Void
  typealias Body = Never

  func resolve(content: any View, id: ViewID, context: ResolveContext, graph: ViewGraph, into list: inout [Node], reuse: [ViewID: Node]) {
    let key = id.appending(.change)
    let previous = graph.valueMemory[key] as? V
    graph.valueMemory[key] = value
    if !context.isFrameUpdate {
      if let previous, previous != value {
        let (old, new) = (previous, value)
        graph.afterUpdate { action(old, new) }
      } else if previous == nil, initial {
        let current = value
        graph.afterUpdate { action(current, current) }
      }
    }
    graph.resolve(content, id: id, context: context, into: &list, reuse: reuse)
  }
}

struct TapModifier: ViewModifier, NodeModifier {
  let name: String
  let action: () -> Void
  /// What the pointer held down on the view sets (a `Button`'s pressed state), if anything.
  var pressed: Binding<Bool>? = nil
  typealias Body = Never
  func makeNode(id: ViewID) -> TapNode { TapNode(id: id) }
  func update(_ node: TapNode, context: ResolveContext, graph: ViewGraph) {
    node.target = TapTarget(name: name, action: action, pressed: pressed)
    node.isEnabled = context.environment.isEnabled
  }
}

/// A node that takes clicks inside its frame.
final class TapNode: Node {
  var target: TapTarget?
  var isEnabled = true
  override func hitTest(_ point: CGPoint, at time: Double) -> TapTarget? {
    if let inner = super.hitTest(point, at: time) { return inner }
    guard isEnabled, let target, let placed = placedSize, CGRect(origin: .zero, size: placed).contains(point) else { return nil }
    return target
  }
  override func collectControls(into controls: inout [TapTarget]) {
    if isEnabled, let target, target.name != TapTarget.textField { controls.append(target) }
    super.collectControls(into: &controls)
  }
}

extension View {
  /// Runs `action` with each value `publisher` publishes while the view is on screen, as
  /// SwiftUI's `onReceive(_:perform:)`: the view subscribes when it appears (a
  /// `Timer.publish(…).autoconnect()` timer starts then) and cancels when it disappears.
  public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
  where P.Failure == Never {
    modifier(ReceiveModifier(publisher: publisher, action: action))
  }
}

struct ReceiveModifier<P: Publisher>: ViewModifier, NodeModifier {
  let publisher: P
  let action: (P.Output) -> Void
  typealias Body = Never
  func makeNode(id: ViewID) -> ReceiveNode<P> { ReceiveNode(id: id) }
  func update(_ node: ReceiveNode<P>, context: ResolveContext, graph: ViewGraph) {
    if node.publisher == nil { node.publisher = publisher }
    node.action = action
  }
}

/// The subscription of an `onReceive`: made when the node appears, with the publisher of that
/// update; each value runs the latest action.
final class ReceiveNode<P: Publisher>: Node {
  var publisher: P?
  var action: ((P.Output) -> Void)?
  private var subscription: AnyCancellable?
  override func didAppear(graph: ViewGraph) {
    subscription = publisher?.sink { [weak self] value in self?.action?(value) }
  }
  override func didDisappear(graph: ViewGraph) {
    super.didDisappear(graph: graph)
    subscription?.cancel()
    subscription = nil
  }
}
