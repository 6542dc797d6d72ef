// `ObservableObject` and `@Published`, as SwiftUI code uses them, without Combine (which Linux
// lacks): `objectWillChange` is a small publisher of our own that user code can `send()` and
// `sink` on, and that the view graph watches. Followed: Apple's documentation of
// `ObservableObject`, `ObservableObjectPublisher` and `Published`.

/// An object whose changes views follow, as SwiftUI's `ObservableObject`: views holding it in
/// `@StateObject`, `@ObservedObject` or `@EnvironmentObject` re-run their bodies when it sends
/// `objectWillChange`, which every `@Published` property does when set.
///
/// Unlike Combine's, the publisher's type is fixed: `ObservableObjectPublisher`.
public protocol ObservableObject: AnyObject {
  /// The publisher that fires before the object changes.
  var objectWillChange: ObservableObjectPublisher { get }
}

extension ObservableObject {
  /// The object's publisher, shared by its `@Published` properties (made on first use); an
  /// object without any gets a fresh publisher at each call.
  public var objectWillChange: ObservableObjectPublisher {
    var found: ObservableObjectPublisher?
    var boxes: [PublishedBoxProtocol] = []
    for child in Mirror(reflecting: self).children {
      guard let published = child.value as? any PublishedProperty else { continue }
      let box = published.publishedBox
      found = found ?? box.objectPublisher
      boxes.append(box)
    }
    let publisher = found ?? ObservableObjectPublisher()
    for box in boxes { box.objectPublisher = publisher }
    return publisher
  }
}

/// The publisher of an `ObservableObject`'s coming changes, as Combine's
/// `ObservableObjectPublisher`.
public final class ObservableObjectPublisher: @unchecked Sendable {
  private var subscribers: [Int: (()) -> Void] = [:]
  private var nextToken = 0
  /// The view-graph nodes that follow the object, invalidated after each change.
  private var readers: [ObjectIdentifier: WeakNode] = [:]

  /// A publisher with no subscribers.
  public init() {}

  /// Says that the object is about to change: subscribers run, and the views that follow the
  /// object re-run their bodies.
  public func send() {
    willChange()
    didChange(transaction: nil)
  }

  /// Calls `receiveValue` before each change, until the returned cancellable is cancelled or
  /// released.
  public func sink(receiveValue: @escaping (()) -> Void) -> AnyCancellable {
    let token = nextToken
    nextToken += 1
    subscribers[token] = receiveValue
    return AnyCancellable { [weak self] in self?.subscribers[token] = nil }
  }

  func willChange() {
    for subscriber in subscribers.values { subscriber(()) }
  }

  /// Invalidates the views that follow the object, in `transaction` (or the one current).
  func didChange(transaction: Transaction?) {
    let transaction = transaction ?? Transaction.current
    // Previewed code changes objects on the agent's main thread.
    MainActor.assumeIsolated {
      for (key, reader) in readers {
        guard let node = reader.node else {
          readers[key] = nil
          continue
        }
        node.invalidate(transaction: transaction)
      }
    }
  }

  /// Makes `node`'s body follow the object.
  func follow(_ node: CompositeNode) {
    readers[ObjectIdentifier(node)] = WeakNode(node: node)
  }
}

/// A subscription that ends when cancelled or released, as Combine's `AnyCancellable`.
public final class AnyCancellable: Hashable {
  private var cancelAction: (() -> Void)?

  /// A cancellable that runs `cancel` once, when cancelled or released.
  public init(_ cancel: @escaping () -> Void) { cancelAction = cancel }

  deinit { cancelAction?() }

  /// Ends the subscription.
  public func cancel() {
    cancelAction?()
    cancelAction = nil
  }

  /// Keeps the cancellable in `set` (the subscription lives as long as the set holds it).
  public func store(in set: inout Set<AnyCancellable>) { set.insert(self) }

  /// The same subscription (by identity).
  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
  /// Hashes the identity.
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A property of an `ObservableObject` that announces its changes, as Combine's `@Published`:
/// setting it sends the object's `objectWillChange` (and its own publisher, `$property`).
@propertyWrapper
public struct Published<Value> {
  let box: PublishedBox<Value>

  /// A published property starting at `wrappedValue`.
  public init(wrappedValue: Value) { box = PublishedBox(wrappedValue) }
  /// A published property starting at `initialValue`.
  public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

  /// Only usable inside a class (the enclosing-instance subscript below is what runs).
  @available(*, unavailable, message: "@Published is only available on properties of classes")
  public var wrappedValue: Value {
    get { fatalError("@Published outside a class") }
    // swiftlint:disable:next unused_setter_value
    set { fatalError("@Published outside a class") }
  }

  /// The property's own publisher of new values.
  public var projectedValue: Publisher { Publisher(box: box) }

  /// The property as its class reads and writes it: a write sends `objectWillChange` first,
  /// then stores, then lets the views that follow the object re-run.
  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf, wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].box.value }
    set {
      let box = object[keyPath: storageKeyPath].box
      let publisher = (object as? any ObservableObject)?.objectWillChange ?? box.objectPublisher
      publisher?.willChange()
      box.value = newValue
      for subscriber in box.subscribers.values { subscriber(newValue) }
      publisher?.didChange(transaction: nil)
    }
  }

  /// The publisher of a `@Published` property's values (`$property`), as Combine's
  /// `Published.Publisher`.
  public struct Publisher {
    let box: PublishedBox<Value>
    /// Calls `receiveValue` with the current value, then with each new value.
    public func sink(receiveValue: @escaping (Value) -> Void) -> AnyCancellable {
      receiveValue(box.value)
      let token = box.nextToken
      box.nextToken += 1
      box.subscribers[token] = receiveValue
      return AnyCancellable { [weak box] in box?.subscribers[token] = nil }
    }
  }
}

/// The storage of a `@Published` property and the object publisher it shares.
final class PublishedBox<Value>: PublishedBoxProtocol {
  var value: Value
  var objectPublisher: ObservableObjectPublisher?
  var subscribers: [Int: (Value) -> Void] = [:]
  var nextToken = 0
  init(_ value: Value) { self.value = value }
}

protocol PublishedBoxProtocol: AnyObject {
  var objectPublisher: ObservableObjectPublisher? { get set }
}

protocol PublishedProperty {
  var publishedBox: PublishedBoxProtocol { get }
}

extension Published: PublishedProperty {
  var publishedBox: PublishedBoxProtocol { box }
}
