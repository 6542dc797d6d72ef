/// A view's `animatableData` of whatever type, animated with Motion's `AnimatedValue`: what the
/// graph keeps for a `Shape`, an `Animatable` view or modifier, or a `TextRenderer`.
struct AnimatedData {
  /// The data of any other type, animated through the generic path.
  private var storage: (any AnimatedStorage)?
  /// The data as a `Double`, when it is one (or a `CGFloat`, the same number): the common case
  /// (a shape's or a renderer's single value) is sampled through Motion's `Double`
  /// specialisation, without the generic path's metadata look-ups at every frame (measured:
  /// most of a frame of the sticky note's two shapes, `bench --views`). The arithmetic is the
  /// same, so the values are too.
  private var scalar: AnimatedValue<Double>?

  /// The animated data of `value`, at rest at its current `animatableData`. Data of no
  /// value (`EmptyAnimatableData`: `Rectangle`, `Circle`, `Capsule`) is kept as neither
  /// `scalar` nor `storage`: it never animates, and presenting it costs nothing.
  init<A: Animatable>(_ value: A) {
    if let number = Self.scalar(of: value) {
      scalar = AnimatedValue(number)
    } else if A.AnimatableData.self != EmptyAnimatableData.self {
      storage = TypedAnimatedStorage<A.AnimatableData>(value.animatableData)
    }
  }

  /// `value`'s data as a `Double` when its type is `Double` or `CGFloat`.
  private static func scalar<A: Animatable>(of value: A) -> Double? {
    let data = value.animatableData
    // Safe: the type is checked to be exactly the one cast to.
    if A.AnimatableData.self == Double.self { return unsafeBitCast(data, to: Double.self) }
    if A.AnimatableData.self == CGFloat.self { return Double(unsafeBitCast(data, to: CGFloat.self)) }
    return nil
  }

  /// Whether `value`'s data has the type this storage animates.
  func holds<A: Animatable>(_ value: A) -> Bool {
    if scalar != nil { return A.AnimatableData.self == Double.self || A.AnimatableData.self == CGFloat.self }
    guard let storage else { return A.AnimatableData.self == EmptyAnimatableData.self }
    return storage.holds(A.AnimatableData.self)
  }

  /// Retargets to `value`'s data, animating with `animation` from `time`.
  mutating func set<A: Animatable>(to value: A, animation: Animation?, at time: Double) {
    if scalar != nil, let number = Self.scalar(of: value) {
      scalar?.set(number, animation: animation, at: time)
      return
    }
    if scalar == nil, storage == nil, A.AnimatableData.self == EmptyAnimatableData.self { return }
    guard scalar == nil, var typed = storage as? TypedAnimatedStorage<A.AnimatableData> else {
      self = AnimatedData(value)
      return
    }
    typed.value.set(Unchecked(value.animatableData), animation: animation, at: time)
    storage = typed
  }

  /// `value` with its data as presented at `time`.
  func applied<A: Animatable>(to value: A, at time: Double) -> A {
    if let scalar {
      var copy = value
      let number = scalar.value(at: time)
      // Safe: the type is checked to be exactly the one cast from.
      if A.AnimatableData.self == Double.self {
        copy.animatableData = unsafeBitCast(number, to: A.AnimatableData.self)
      } else if A.AnimatableData.self == CGFloat.self {
        copy.animatableData = unsafeBitCast(CGFloat(number), to: A.AnimatableData.self)
      }
      return copy
    }
    return storage?.applied(to: value, at: time) ?? value
  }

  func isAnimating(at time: Double) -> Bool {
    scalar?.isAnimating(at: time) ?? storage?.isAnimating(at: time) ?? false
  }
}

extension AnimatedData: ReportsAnimationInFlight {
  func animationInFlight(at time: Double) -> (animation: Animation, start: Double, distance: Double)? {
    scalar?.animationInFlight(at: time) ?? storage?.animationInFlight(at: time)
  }
}

private protocol AnimatedStorage {
  func isAnimating(at time: Double) -> Bool
  func animationInFlight(at time: Double) -> (animation: Animation, start: Double, distance: Double)?
  /// Whether the data animated has type `type`.
  func holds<V>(_ type: V.Type) -> Bool
  /// `value` with its data as presented at `time`, or nil when its data is of another type.
  func applied<A: Animatable>(to value: A, at time: Double) -> A?
}

private struct TypedAnimatedStorage<V: VectorArithmetic>: AnimatedStorage {
  var value: AnimatedValue<Unchecked<V>>
  init(_ initial: V) { value = AnimatedValue(Unchecked(initial)) }
  func holds<T>(_ type: T.Type) -> Bool { type == V.self }
  // The type is compared here, where `V` is known, rather than by casting the storage to
  // `TypedAnimatedStorage<A.AnimatableData>`: the cast looked the generic type's metadata up at
  // every frame of every such view (`RoundedRectangle`'s pair of radii).
  func applied<A: Animatable>(to presented: A, at time: Double) -> A? {
    guard A.AnimatableData.self == V.self else { return nil }
    var copy = presented
    // Safe: the type is checked to be exactly the one cast to.
    copy.animatableData = unsafeBitCast(value.value(at: time).base, to: A.AnimatableData.self)
    return copy
  }
  func isAnimating(at time: Double) -> Bool { value.isAnimating(at: time) }
  func animationInFlight(at time: Double) -> (animation: Animation, start: Double, distance: Double)? { value.animationInFlight(at: time) }
}

/// A user's vector type as `Sendable`: the graph only touches it on the main actor.
struct Unchecked<Base: VectorArithmetic>: VectorArithmetic, @unchecked Sendable {
  var base: Base
  init(_ base: Base) { self.base = base }
  static var zero: Unchecked { Unchecked(.zero) }
  static func + (lhs: Unchecked, rhs: Unchecked) -> Unchecked { Unchecked(lhs.base + rhs.base) }
  static func - (lhs: Unchecked, rhs: Unchecked) -> Unchecked { Unchecked(lhs.base - rhs.base) }
  mutating func scale(by rhs: Double) { base.scale(by: rhs) }
  var magnitudeSquared: Double { base.magnitudeSquared }
}
