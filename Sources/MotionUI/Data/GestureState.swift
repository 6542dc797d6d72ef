/// A value that a gesture updates while it is recognised and that returns to its initial value
/// when the gesture ends, as SwiftUI's `@GestureState`. Views that read it re-run as it changes.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
  let box: StateBox<Value>
  private let initial: Value
  private let resetAction: (Value, inout Transaction) -> Void

  /// A gesture state starting (and resetting) at `wrappedValue`.
  public init(wrappedValue: Value) {
    self.init(wrappedValue: wrappedValue, reset: { _, _ in })
  }

  /// A gesture state starting at `initialValue`.
  public init(initialValue: Value) {
    self.init(wrappedValue: initialValue)
  }

  /// A gesture state whose reset uses `resetTransaction` (its animation animates the return).
  public init(wrappedValue: Value, resetTransaction: Transaction) {
    self.init(wrappedValue: wrappedValue, reset: { _, transaction in transaction = resetTransaction })
  }

  /// A gesture state whose reset calls `reset` with the value before the reset and the
  /// transaction to change.
  public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
    box = StateBox(wrappedValue)
    initial = wrappedValue
    resetAction = reset
  }

  /// The current value (read-only: gestures change it through `updating`).
  public var wrappedValue: Value { box.storage.read() }

  /// The state itself, for `gesture.updating($state) { … }`.
  public var projectedValue: GestureState<Value> { self }

  /// The storage the graph linked this state to.
  var storage: StateStorage<Value> { box.storage }

  /// Returns the value to its initial one, in the reset transaction.
  func reset() {
    var transaction = Transaction()
    resetAction(box.storage.peek(), &transaction)
    box.storage.write(initial, transaction: transaction)
  }
}

extension GestureState where Value: ExpressibleByNilLiteral {
  /// A gesture state starting at nil, whose reset uses `resetTransaction`.
  public init(resetTransaction: Transaction = Transaction()) {
    self.init(wrappedValue: nil, resetTransaction: resetTransaction)
  }
}

extension GestureState: StateStorageProperty {}
