// The property wrappers through which views follow an `ObservableObject`: `@StateObject` (the
// view's identity owns the object), `@ObservedObject` (given by the parent) and
// `@EnvironmentObject` (put in the environment by `.environmentObject(_:)`). A view that holds
// one re-runs its body when the object changes, and no other view does.

/// An observable object that a view's identity creates once and keeps, as SwiftUI's
/// `@StateObject`.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  let box: StateObjectBox<ObjectType>

  /// A state object made by `thunk` the first time the view's identity reads it (later values
  /// of the view at the same identity keep that object and never call their thunk).
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    box = StateObjectBox(StateObjectStorage(thunk))
  }

  /// The object.
  public var wrappedValue: ObjectType {
    let object = box.storage.object
    if let node = ViewGraph.evaluating { object.objectWillChange.follow(node) }
    return object
  }

  /// Bindings to the object's properties (`$model.property`).
  public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

/// The storage a `StateObject` points at; the graph relinks it to its identity's.
final class StateObjectBox<ObjectType: ObservableObject> {
  var storage: StateObjectStorage<ObjectType>
  init(_ storage: StateObjectStorage<ObjectType>) { self.storage = storage }
}

/// One identity's object, made on first use.
final class StateObjectStorage<ObjectType: ObservableObject> {
  private var thunk: (() -> ObjectType)?
  private var made: ObjectType?
  init(_ thunk: @escaping () -> ObjectType) { self.thunk = thunk }

  var object: ObjectType {
    if let made { return made }
    // `thunk` is set from `init` until the object is made, and only cleared here.
    guard let thunk else { preconditionFailure("StateObject without its initialiser") }
    let object = thunk()
    made = object
    self.thunk = nil
    return object
  }
}

extension StateObject: GraphProperty {
  var graphStorage: AnyObject { box.storage }
  func link(to storage: AnyObject, node: CompositeNode) {
    guard let storage = storage as? StateObjectStorage<ObjectType> else { return }
    box.storage = storage
    storage.object.objectWillChange.follow(node)
  }
}

/// An observable object a view is given, as SwiftUI's `@ObservedObject`.
@propertyWrapper @dynamicMemberLookup
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// The object.
  public var wrappedValue: ObjectType

  /// Observes `wrappedValue`.
  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
  /// Observes `initialValue`.
  public init(initialValue: ObjectType) { self.init(wrappedValue: initialValue) }

  /// Bindings to the object's properties (`$model.property`).
  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

  /// A binding to a property of the object.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
    projectedValue[dynamicMember: keyPath]
  }

  /// Makes bindings to an observed object's properties, as SwiftUI's `ObservedObject.Wrapper`.
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType
    /// A binding to the property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
      let object = object
      return Binding(get: { object[keyPath: keyPath] }, set: { (value: Subject, transaction: Transaction?) in
        let previous = Transaction.current
        if let transaction { Transaction.current = transaction }
        object[keyPath: keyPath] = value
        Transaction.current = previous
      })
    }
  }
}

/// The node an `ObservedObject` follows for: linked fresh with each value of the view.
final class ObservedObjectLink {}

extension ObservedObject: GraphProperty {
  var graphStorage: AnyObject { ObservedObjectLink() }
  func link(to storage: AnyObject, node: CompositeNode) {
    wrappedValue.objectWillChange.follow(node)
  }
}

/// An observable object an ancestor put in the environment, as SwiftUI's `@EnvironmentObject`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  let box = EnvironmentBox()
  private let file: StaticString
  private let line: UInt

  /// Reads the object of this type from the environment (`file` and `line` are where the
  /// property is declared, for the error when there is none).
  public init(file: StaticString = #fileID, line: UInt = #line) {
    self.file = file
    self.line = line
  }

  /// The object. A view whose ancestors put none there stops the preview, as SwiftUI stops the
  /// app: one error line at the declaration, status 2.
  public var wrappedValue: ObjectType {
    guard let object = box.values?[EnvironmentObjectsKey.self][ObjectIdentifier(ObjectType.self)] as? ObjectType else {
      FileHandle.standardError.write(Data("\(file):\(line): error: no ObservableObject of type \(ObjectType.self) in the environment: add .environmentObject(_:) to an ancestor of this view\n".utf8))
      exit(2)
    }
    if let node = ViewGraph.evaluating { object.objectWillChange.follow(node) }
    return object
  }

  /// Bindings to the object's properties (`$model.property`).
  public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }
}

extension EnvironmentObject: EnvironmentReading {
  func install(_ values: EnvironmentValues) { box.values = values }
}

/// The environment objects by type.
private struct EnvironmentObjectsKey: EnvironmentKey {
  static let defaultValue: [ObjectIdentifier: AnyObject] = [:]
}

extension View {
  /// Puts `object` in the environment of this view's descendants, for `@EnvironmentObject`.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    modifier(EnvironmentWriter { $0[EnvironmentObjectsKey.self][ObjectIdentifier(T.self)] = object })
  }
}

// MARK: Observation (iOS 17)

/// The key of an `@Observable` object in the environment: its type.
struct ObservableEnvironmentKey<T: AnyObject>: Hashable {}

extension EnvironmentValues {
  /// The `@Observable` object of type `T` an ancestor put in the environment
  /// (`View.environment(_:)`). A view whose ancestors put none there stops, as SwiftUI stops:
  /// a fatal error with SwiftUI's message, which the preview shows at the view's line.
  subscript<T: AnyObject>(observable key: ObservableEnvironmentKey<T>) -> T {
    guard let object = self[EnvironmentObjectsKey.self][ObjectIdentifier(T.self)] as? T else {
      fatalError("No Observable object of type \(T.self) found. A View.environment(_:) for \(T.self) may be missing as an ancestor of this view.")
    }
    return object
  }

  /// The `@Observable` object of type `T` in the environment, or nil.
  subscript<T: AnyObject>(optionalObservable key: ObservableEnvironmentKey<T>) -> T? {
    self[EnvironmentObjectsKey.self][ObjectIdentifier(T.self)] as? T
  }
}

extension Environment {
  /// Reads the `@Observable` object of this type that an ancestor put in the environment with
  /// `environment(_:)`, as SwiftUI's `@Environment(Model.self)`; the body follows the
  /// properties it reads (Observation), as any `@Observable` object's.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    self.init(\EnvironmentValues[observable: ObservableEnvironmentKey<Value>()])
  }

  /// Reads the `@Observable` object of this type in the environment, or nil when no ancestor
  /// put one there.
  public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
    self.init(\EnvironmentValues[optionalObservable: ObservableEnvironmentKey<T>()])
  }
}

extension View {
  /// Puts an `@Observable` object in the environment of this view's descendants, for
  /// `@Environment(Model.self)`, as SwiftUI's `environment(_:)` (iOS 17).
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    modifier(EnvironmentWriter { $0[EnvironmentObjectsKey.self][ObjectIdentifier(T.self)] = object })
  }
}

/// Bindings to the mutable properties of an `@Observable` object, as SwiftUI's `Bindable`
/// (iOS 17): `@Bindable var model` in a view, `$model.name` a `Binding<String>`, or
/// `Bindable(model).name` inline.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
  /// The object.
  public var wrappedValue: Value
  /// The bindable itself, whose members are bindings (`$model.name`).
  public var projectedValue: Bindable<Value> { self }

  /// Bindings to `wrappedValue`'s properties.
  public init(wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// Bindings to `wrappedValue`'s properties (`Bindable(model).name`).
  public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// The same bindable (a `@Bindable` parameter given `$model`).
  public init(projectedValue: Bindable<Value>) {
    self = projectedValue
  }

  /// A binding to the object's property at `keyPath`: reading it reads the object (so a body
  /// follows it), setting it sets the object's.
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
  where Value: AnyObject {
    let object = wrappedValue
    return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
  }
}

extension Bindable: DynamicProperty {}
