/// A view's `animatableData` of whatever type, animated with Motion's `AnimatedValue`: what the
/// graph keeps for a `Shape`, an `Animatable` view or modifier, or a `TextRenderer`.
struct AnimatedData {
  private var storage: any AnimatedStorage

  /// The animated data of `value`, at rest at its current `animatableData`.
  init<A: Animatable>(_ value: A) {
    storage = TypedAnimatedStorage<A.AnimatableData>(value.animatableData)
  }

  /// Whether `value`'s data has the type this storage animates.
  func holds<A: Animatable>(_ value: A) -> Bool {
    storage is TypedAnimatedStorage<A.AnimatableData>
  }

  /// Retargets to `value`'s data, animating with `animation` from `time`.
  mutating func set<A: Animatable>(to value: A, animation: Animation?, at time: Double) {
    guard var typed = storage as? TypedAnimatedStorage<A.AnimatableData> else {
      storage = TypedAnimatedStorage<A.AnimatableData>(value.animatableData)
      return
    }
    typed.value.set(Unchecked(value.animatableData), animation: animation, at: time)
    storage = typed
  }

  /// `value` with its data as presented at `time`.
  func applied<A: Animatable>(to value: A, at time: Double) -> A {
    guard let typed = storage as? TypedAnimatedStorage<A.AnimatableData> else { return value }
    var copy = value
    copy.animatableData = typed.value.value(at: time).base
    return copy
  }

  func isAnimating(at time: Double) -> Bool { storage.isAnimating(at: time) }
}

extension AnimatedData: ReportsAnimationInFlight {
  func animationInFlight(at time: Double) -> (animation: Animation, start: Double, distance: Double)? {
    storage.animationInFlight(at: time)
  }
}

private protocol AnimatedStorage {
  func isAnimating(at time: Double) -> Bool
  func animationInFlight(at time: Double) -> (animation: Animation, start: Double, distance: Double)?
}

private struct TypedAnimatedStorage<V: VectorArithmetic>: AnimatedStorage {
  var value: AnimatedValue<Unchecked<V>>
  init(_ initial: V) { value = AnimatedValue(Unchecked(initial)) }
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
