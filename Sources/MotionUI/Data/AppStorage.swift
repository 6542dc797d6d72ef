// `@AppStorage` and `@SceneStorage`: values a view reads and writes by key, shared by every view
// that names the key. In the preview they live in the agent's memory and start from the file's
// defaults at each start (R, a save that rebuilds), as a preview starts from its file: nothing is
// read from or written to a user defaults database on the machine (Foundation's `UserDefaults`
// on Linux would keep them in a file between runs). `store:` is accepted. Followed: Apple's
// documentation of `AppStorage` and `SceneStorage`.

import Foundation

/// A value kept under a key, as SwiftUI's `@AppStorage`: every view that names the key reads
/// the same value, and a write re-runs the bodies that read it.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  let storage: StateStorage<Value>

  /// The value under `key`, `wrappedValue` until something writes one.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    storage = KeyedStorage.storage(for: "app\u{1}" + key, initial: wrappedValue)
  }

  /// The value.
  public var wrappedValue: Value {
    get { storage.read() }
    nonmutating set { storage.write(newValue) }
  }

  /// A binding to the value.
  public var projectedValue: Binding<Value> { storage.binding }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
  /// The value under `key`, nil until something writes one.
  public init(_ key: String, store: UserDefaults? = nil) {
    self.init(wrappedValue: nil, key, store: store)
  }
}

/// A value kept for the scene under a key, as SwiftUI's `@SceneStorage` (one scene here).
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
  let storage: StateStorage<Value>

  /// The value under `key`, `wrappedValue` until something writes one.
  public init(wrappedValue: Value, _ key: String) {
    storage = KeyedStorage.storage(for: "scene\u{1}" + key, initial: wrappedValue)
  }

  /// The value.
  public var wrappedValue: Value {
    get { storage.read() }
    nonmutating set { storage.write(newValue) }
  }

  /// A binding to the value.
  public var projectedValue: Binding<Value> { storage.binding }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
  /// The value under `key`, nil until something writes one.
  public init(_ key: String) {
    self.init(wrappedValue: nil, key)
  }
}

/// The storages of `AppStorage` and `SceneStorage`, by key and type (a key read as two types is
/// two values, where UserDefaults would convert or give the default). Used on the previews'
/// main thread; the agent empties it before it makes a preview's views (a start, R).
package enum KeyedStorage {
  /// A key and the type of the values kept under it.
  private struct TypedKey: Hashable {
    let key: String
    let type: ObjectIdentifier
  }

  nonisolated(unsafe) private static var storages: [TypedKey: AnyObject] = [:]

  static func storage<Value>(for key: String, initial: Value) -> StateStorage<Value> {
    let typed = TypedKey(key: key, type: ObjectIdentifier(Value.self))
    if let existing = storages[typed] as? StateStorage<Value> { return existing }
    let made = StateStorage(initial)
    storages[typed] = made
    return made
  }

  /// Forgets every value (the preview starts again from its file's defaults).
  package static func reset() { storages.removeAll() }
}
