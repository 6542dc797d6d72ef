/// A value the view graph stores for a view, as SwiftUI's `@State`: it lives as long as the
/// view's identity, and setting it re-runs the bodies that read it, in the transaction current
/// at the time (`withAnimation` animates the change).
///
/// Each `State` made by a view's initialiser carries a fresh box with the initial value; when
/// the graph first sees the view at an identity it keeps those boxes, and every later value of
/// the view at that identity is linked to them before its body runs (see `ViewGraph`).
@propertyWrapper
public struct State<Value>: DynamicProperty {
  let box: StateBox<Value>

  /// A state whose initial value is `wrappedValue`.
  public init(wrappedValue value: Value) {
    box = StateBox(value)
  }

  /// A state whose initial value is `value`.
  public init(initialValue value: Value) {
    box = StateBox(value)
  }

  /// The current value; setting it invalidates the views that read it.
  public var wrappedValue: Value {
    get { box.storage.read() }
    nonmutating set { box.storage.write(newValue) }
  }

  /// A binding to the value.
  public var projectedValue: Binding<Value> { box.storage.binding }
}

extension State where Value: ExpressibleByNilLiteral {
  /// A state whose initial value is nil.
  public init() { self.init(wrappedValue: nil) }
}

/// The properties a view's graph node installs before the body runs (`State`, `Binding`,
/// `Environment`…), as SwiftUI's `DynamicProperty`.
public protocol DynamicProperty {
  /// Called before the view's body runs.
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}

/// The graph's side of a dynamic property: how it links a fresh view value's property to the
/// storage its identity owns.
@MainActor
protocol GraphProperty {
  /// The storage of this property, as first seen.
  var graphStorage: AnyObject { get }
  /// Makes this (fresh) property use `storage`, which an earlier value at the same identity made.
  func link(to storage: AnyObject, node: CompositeNode)
}

/// A property whose value lives in a `StateStorage` its identity owns (`State`,
/// `GestureState`): the graph links fresh values of the view to the storage first seen.
protocol StateStorageProperty: GraphProperty {
  associatedtype Value
  var box: StateBox<Value> { get }
}

extension StateStorageProperty {
  var graphStorage: AnyObject { box.storage }
  func link(to storage: AnyObject, node: CompositeNode) {
    guard let storage = storage as? StateStorage<Value> else { return }
    box.storage = storage
    storage.owner = node
  }
}

extension State: StateStorageProperty {}

/// The reference a `State` holds; relinked to the identity's storage by the graph.
final class StateBox<Value> {
  var storage: StateStorage<Value>
  init(_ value: Value) { storage = StateStorage(value) }
}

/// One state value of one view identity, with the nodes whose bodies read it.
///
/// A write made while the graph runs the previews' code in a transaction other than the one
/// its pending update runs in (a second `withAnimation` in an `onAppear`) reaches the bodies
/// only in an update of its own, after that one (`ViewGraph.queueWrite`): until then bodies
/// read `shown`, and the code that wrote it reads the new value at once.
final class StateStorage<Value>: ObservedStorage, @unchecked Sendable {
  private var value: Value
  /// The value bodies read: `value`, or the one before a write still queued.
  private var shown: Value
  init(_ value: Value) {
    self.value = value
    shown = value
  }

  func read() -> Value {
    noteRead()
    return ViewGraph.readingView == nil ? value : shown
  }

  /// The value, without making the body running now depend on it.
  func peek() -> Value { ViewGraph.readingView == nil ? value : shown }

  /// A binding that reads and writes the value, in the transaction a write comes with.
  var binding: Binding<Value> {
    Binding(get: { self.read() }, set: { value, transaction in self.write(value, transaction: transaction) })
  }

  func write(_ newValue: Value, transaction: Transaction? = nil) {
    value = newValue
    let transaction = transaction ?? Transaction.current
    let queued = MainActor.assumeIsolated {
      ViewGraph.current?.queueWrite(in: transaction) { [self] in
        shown = newValue
        noteWrite(transaction: transaction)
      } ?? false
    }
    guard !queued else { return }
    shown = newValue
    noteWrite(transaction: transaction)
  }
}

/// Storage that records which composite nodes read it while their bodies ran, and invalidates
/// them when written: a state change re-runs only the bodies that read that state.
class ObservedStorage: @unchecked Sendable {
  /// The node that owns the storage (its view's identity), if the graph has seen it.
  weak var owner: CompositeNode?
  /// The nodes whose last body evaluation read this storage.
  private var readers: [ObjectIdentifier: WeakNode] = [:]

  func noteRead() {
    guard let node = ViewGraph.readingView else { return }
    readers[ObjectIdentifier(node)] = WeakNode(node: node)
  }

  func noteWrite(transaction: Transaction?) {
    let transaction = transaction ?? Transaction.current
    // State is written by previewed code on the agent's main thread.
    MainActor.assumeIsolated { invalidateReaders(transaction: transaction) }
  }

  @MainActor
  private func invalidateReaders(transaction: Transaction?) {
    var invalidated = false
    for (key, reader) in readers {
      guard let node = reader.node else {
        readers[key] = nil
        continue
      }
      node.invalidate(transaction: transaction)
      invalidated = true
    }
    if !invalidated, let owner { owner.invalidate(transaction: transaction) }
  }
}

struct WeakNode {
  weak var node: CompositeNode?
}

/// A two-way connection to a value stored elsewhere, as SwiftUI's `Binding`.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  private let getter: () -> Value
  private let setter: (Value, Transaction?) -> Void
  /// The transaction the binding's changes use (`.animation(_:)` sets its animation).
  public var transaction: Transaction

  /// A binding from a getter and a setter.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getter = get
    setter = { value, _ in set(value) }
    transaction = Transaction()
  }

  /// A binding from a getter and a setter that receives the transaction.
  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    getter = get
    setter = { value, transaction in set(value, transaction ?? Transaction.current ?? Transaction()) }
    transaction = Transaction()
  }

  init(get: @escaping () -> Value, set: @escaping (Value, Transaction?) -> Void) {
    getter = get
    setter = set
    transaction = Transaction()
  }

  /// The same binding (`@Binding var x: T` in a view's initialiser).
  public init(projectedValue: Binding<Value>) { self = projectedValue }

  /// A binding to an unchanging value.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { (_: Value, _: Transaction?) in })
  }

  /// The bound value.
  public var wrappedValue: Value {
    get { getter() }
    nonmutating set {
      let explicit = transaction.animation != nil || transaction.disablesAnimations
      if explicit {
        let previous = Transaction.current
        Transaction.current = transaction
        setter(newValue, transaction)
        Transaction.current = previous
      } else {
        setter(newValue, nil)
      }
    }
  }

  /// The binding itself.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the bound value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let parent = self
    return Binding<Subject>(
      get: { parent.wrappedValue[keyPath: keyPath] },
      set: { (value: Subject, transaction: Transaction?) in
        var whole = parent.getter()
        whole[keyPath: keyPath] = value
        parent.setter(whole, transaction)
      })
  }

  /// The same binding, whose changes animate with `animation` (SwiftUI's `Binding.animation(_:)`;
  /// with no argument, the default animation).
  public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    var copy = self
    copy.transaction = Transaction(animation: animation)
    return copy
  }

  /// The same binding, whose changes use `transaction`.
  public func transaction(_ transaction: Transaction) -> Binding<Value> {
    var copy = self
    copy.transaction = transaction
    return copy
  }
}

extension Binding: DynamicProperty {}

extension Binding {
  /// A binding to the optional's value, or nil when it holds none.
  public init?(_ base: Binding<Value?>) {
    guard let initial = base.wrappedValue else { return nil }
    self.init(get: { base.wrappedValue ?? initial }, set: { (value: Value, transaction: Transaction?) in base.wrappedValue = value })
  }
}
