/// The state of one run of an animation: SwiftUI's `AnimationContext`.
///
/// `state` holds per-animation values keyed by `AnimationStateKey` types; `isLogicallyComplete`
/// is set by an animation once it is done as far as the user can tell (a spring that has
/// reached its target but still settles). SwiftUI's `environment` needs a view and is left out.
public struct AnimationContext<Value: VectorArithmetic> {
  /// Values the animation keeps between samples.
  public var state: AnimationState<Value>
  /// Whether the animation is complete as far as the user can tell.
  public var isLogicallyComplete: Bool

  /// An empty context: no state, not logically complete. (SwiftUI creates contexts itself;
  /// Motion lets callers sample an `Animation` directly.)
  public init() {
    state = AnimationState()
    isLogicallyComplete = false
  }

  /// A context for another value type with `state`, keeping `isLogicallyComplete`.
  public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
    var context = AnimationContext<T>()
    context.state = state
    context.isLogicallyComplete = isLogicallyComplete
    return context
  }

  /// The velocity the animated value had when this animation started, in the value's units per
  /// second: how a merged spring inherits the motion of the one it replaced.
  var initialVelocity: Value {
    get { state[InitialVelocityKey<Value>.self] }
    set { state[InitialVelocityKey<Value>.self] = newValue }
  }
}

/// Per-animation values, keyed by types: SwiftUI's `AnimationState`.
public struct AnimationState<Value: VectorArithmetic> {
  private var storage: [ObjectIdentifier: Any] = [:]

  /// An empty state: every key reads its default value.
  public init() {}

  /// The value stored for `key`, or its `defaultValue`.
  public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
    get { storage[ObjectIdentifier(key)] as? K.Value ?? key.defaultValue }
    set { storage[ObjectIdentifier(key)] = newValue }
  }
}

/// A key into `AnimationState`: SwiftUI's `AnimationStateKey`.
public protocol AnimationStateKey {
  /// The type of the stored value.
  associatedtype Value
  /// The value read before anything is stored.
  static var defaultValue: Value { get }
}

/// Where `AnimationContext` keeps a merged spring's initial velocity.
private enum InitialVelocityKey<V: VectorArithmetic>: AnimationStateKey {
  static var defaultValue: V { .zero }
}
