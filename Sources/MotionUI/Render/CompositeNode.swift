import Observation
import Glibc

/// A view with a body (the user's views, and `ViewModifier`s), with the state its identity
/// owns. It is not a layout node: its body's nodes take its place in the parent.
@MainActor
final class CompositeNode {
  let id: ViewID
  /// The view (or modifier) value last resolved, and its type.
  var view: Any
  let viewType: ObjectIdentifier
  /// The body last produced.
  var body: (any View)?
  /// True when state the body read was written since it ran.
  var isDirty = false
  /// The node whose children include this view's nodes: what re-resolves when it is dirty.
  weak var host: Node?
  /// The update pass that last reached this view.
  var lastPass = -1
  var environment = EnvironmentValues()
  /// For a `ViewModifier`: the content its body places.
  var modifierContent: ModifierContent?
  /// The `animatableData` of an `Animatable` view or modifier, animated.
  var animatedData: AnimatedData?
  /// Whether its data moved at the last frame, or since it was set moving: the first frame at
  /// rest after that runs its body once more, with the data at its end.
  var wasMoving = false
  /// The scene time a per-frame evaluation samples the data at; nil in an update.
  var frameTime: Double?
  /// The scene time the body last ran at (the frame's, or the update's): what a body that reads
  /// the clock (keyframe animators, `TimelineView`) sees.
  private(set) var bodyTime: Double = 0
  /// Until when (scene seconds) the body reads the clock and runs every frame; nil if it does not.
  var framesUntil: Double?
  /// The design-time literals (`DesignTimeValues` keys) the body read when it last ran, and
  /// the closures the graph ran while resolving its views.
  var literalKeys: Set<String> = []
  /// The state boxes of this identity, in property order, as first seen.
  private var storages: [AnyObject] = []
  private var isLinked = false
  private let makeBody: @MainActor (Any) -> any View
  unowned let graph: ViewGraph

  init(id: ViewID, view: Any, graph: ViewGraph, makeBody: @escaping @MainActor (Any) -> any View = CompositeNode.viewBody) {
    self.id = id
    self.view = view
    viewType = ObjectIdentifier(type(of: view))
    self.makeBody = makeBody
    self.graph = graph
  }

  /// A view's body, through its concrete type.
  static func viewBody(_ value: Any) -> any View {
    guard let view = value as? any View else { return EmptyView() }
    return evaluate(view)
  }

  private static func evaluate<V: View>(_ view: V) -> any View { view.body }

  /// Marks the body for another run.
  func invalidate(transaction: Transaction?) {
    graph.invalidate(self, transaction: transaction)
  }

  /// True when `newValue` differs from the value last resolved, or the environment changed.
  func needsBody(for newValue: Any, environment: EnvironmentValues) -> Bool {
    guard body != nil else { return true }
    if environment.version != self.environment.version { return true }
    return !ViewEquality.equal(view, newValue)
  }

  /// Connects a fresh value's dynamic properties (state, environment) to this identity.
  func link(_ value: Any) {
    var index = 0
    for child in Mirror(reflecting: value).children {
      if let property = child.value as? any GraphProperty {
        if !isLinked {
          storages.append(property.graphStorage)
          property.link(to: property.graphStorage, node: self)
        } else if index < storages.count {
          property.link(to: storages[index], node: self)
        }
        index += 1
      } else if let reader = child.value as? any EnvironmentReading {
        reader.install(environment)
      }
    }
    isLinked = true
  }

  /// Retargets the animated data to `value`'s.
  func retarget(to value: any Animatable, animation: Animation?, at time: Double) {
    func open<A: Animatable>(_ value: A) {
      if var data = animatedData, data.holds(value) {
        data.set(to: value, animation: animation, at: time)
        animatedData = data
      } else {
        animatedData = AnimatedData(value)
      }
    }
    open(value)
  }

  /// Whether the body must run at the frame at `time`: its animatable data moves, or it reads
  /// the clock.
  func isMoving(at time: Double) -> Bool {
    if animatedData?.isAnimating(at: time) == true { return true }
    return framesUntil.map { time < $0 } ?? false
  }

  /// Runs the body, with the animated data sampled at the frame's time or the update's.
  func evaluateBody(graph: ViewGraph) {
    var value = view
    if let animatedData, let animatable = value as? any Animatable {
      func sample<A: Animatable>(_ a: A) -> Any { animatedData.applied(to: a, at: frameTime ?? graph.time) }
      value = sample(animatable)
    }
    bodyTime = frameTime ?? graph.time
    frameTime = nil
    link(value)
    for child in Mirror(reflecting: value).children {
      (child.value as? any EnvironmentReading)?.install(environment)
    }
    literalKeys.removeAll()
    let previous = ViewGraph.evaluating
    ViewGraph.evaluating = self
    defer { ViewGraph.evaluating = previous }
    // The body reads its own time as the wall clock's (`Date()` in a `TimelineView(.animation)`'s
    // content is the frame's date, as `context.date` is).
    body = SceneWallClock.showing(bodyTime) { trackingObservation { makeBody(value) } }
    isDirty = false
    graph.countBody()
  }
}

extension CompositeNode {
  /// Runs `body` and re-runs this node's body when an `@Observable` property that `body` read
  /// changes (the Observation module's `withObservationTracking`). Its change handler runs
  /// before the new value is stored: in an event or timer the graph's update comes after, and
  /// otherwise the invalidation waits for the next scene-clock step.
  func trackingObservation(_ body: () -> any View) -> any View {
    withObservationTracking(body) { [weak self] in
      let transaction = Transaction.current
      MainActor.assumeIsolated {
        guard let self else { return }
        if ViewGraph.current != nil {
          self.invalidate(transaction: transaction)
        } else {
          _ = self.graph.schedule(after: 0) { [weak self] in self?.invalidate(transaction: transaction) }
        }
      }
    }
  }
}

/// Whether two values of a view are the same for the graph: then its body need not run again.
/// Values compare field by field: `Equatable` fields with `==`, objects by identity, state by
/// its identity (always the same), other structures field by field. A closure is equal only to
/// itself (the same code and the same captured context), so a view given a closure made anew
/// runs its body whenever its parent does.
@MainActor
enum ViewEquality {
  static func equal(_ a: Any, _ b: Any, depth: Int = 0) -> Bool {
    let valueType = type(of: a)
    guard valueType == type(of: b) else { return false }
    // The same bits are the same value: the same fields, the same objects, the same closure
    // context. AttributeGraph compares a view's stored bytes the same way before any field's
    // `==` (OpenSwiftUI's `PropertyKey.valuesEqual` falls back to OpenGraph's `compareValues`).
    if haveSameBytes(a, b) { return true }
    var kind = kind(of: valueType, example: a)
    if case .decidedByValue = kind { kind = classify(a, valueType) }
    switch kind {
    case .same: return true
    case .equatable(let equal): return equal(a, b)
    case .object: return (a as AnyObject) === (b as AnyObject)
    case .never: return false
    case .fields, .decidedByValue:
      guard depth <= 4 else { return false }
      let left = Mirror(reflecting: a)
      let right = Mirror(reflecting: b)
      if left.displayStyle == .enum || left.displayStyle == .optional, left.children.isEmpty, right.children.isEmpty {
        return "\(a)" == "\(b)"
      }
      guard left.children.count == right.children.count else { return false }
      for (x, y) in zip(left.children, right.children) where !equal(x.value, y.value, depth: depth + 1) {
        return false
      }
      return true
    }
  }

  /// How values of a type compare, found once per type: a conformance test costs the runtime
  /// about 2,000 instructions, and a press compared a few hundred fields.
  private enum Kind {
    /// State and environment properties: always the same identity's.
    case same
    case equatable((Any, Any) -> Bool)
    /// Structures, tuples and enumerations: field by field.
    case fields
    case object
    /// Closures, metatypes and collections of non-`Equatable` elements.
    case never
    /// An `Optional`: whether it is state, or `Equatable`, depends on what it holds (an `Any?`
    /// may hold anything, and nil holds nothing), so each value is classified anew.
    case decidedByValue
  }

  private static var kinds: [ObjectIdentifier: Kind] = [:]

  private static func kind(of valueType: Any.Type, example: Any) -> Kind {
    if let kind = kinds[ObjectIdentifier(valueType)] { return kind }
    let kind = Mirror(reflecting: example).displayStyle == .optional ? .decidedByValue : classify(example, valueType)
    kinds[ObjectIdentifier(valueType)] = kind
    return kind
  }

  /// How `value`, of type `valueType`, compares: the checks in the order the graph makes them.
  private static func classify(_ value: Any, _ valueType: Any.Type) -> Kind {
    if value is any GraphProperty || value is any EnvironmentReading { return .same }
    if let equatable = value as? any Equatable { return .equatable(comparison(of: equatable)) }
    if valueType is AnyClass { return .object }
    if let style = Mirror(reflecting: value).displayStyle, [.struct, .tuple, .enum, .optional].contains(style) {
      return .fields
    }
    return .never
  }

  private static func comparison<T: Equatable>(of _: T) -> (Any, Any) -> Bool {
    { a, b in
      guard let a = a as? T, let b = b as? T else { return false }
      return a == b
    }
  }

  private static func haveSameBytes(_ a: Any, _ b: Any) -> Bool {
    // Opened, so that the bytes are the value's, not those of the `Any` that holds it.
    func compare<T>(_ a: T) -> Bool {
      guard let b = b as? T else { return false }
      return withUnsafeBytes(of: a) { x in
        withUnsafeBytes(of: b) { y in
          x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0
        }
      }
    }
    return _openExistential(a, do: compare)
  }
}
