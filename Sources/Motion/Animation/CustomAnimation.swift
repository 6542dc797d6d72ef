/// A type that defines how an animatable value changes over time: SwiftUI's `CustomAnimation`.
///
/// Wrap one in `Animation(_:)` to use it wherever an `Animation` goes. `animate` returns the
/// offset from the start towards `value` (the whole change) at `time` seconds, or nil once the
/// animation has finished.
///
/// Motion samples an animation as a pure function of time: every sample gets a fresh
/// `AnimationContext`, so a custom animation that keeps state in `context.state` between calls
/// sees it reset; a stateless one (like Apple's elastic example) behaves exactly as in SwiftUI.
/// A custom animation that interrupts another combines additively with it; `shouldMerge` is
/// not consulted.
public protocol CustomAnimation: Hashable, Sendable {
  /// The offset from the start towards `value` at `time`, or nil once finished.
  ///
  /// - Parameters:
  ///   - value: The whole change the animation makes, in the value's units.
  ///   - time: Seconds since the animation started (≥ 0).
  ///   - context: State for this run of the animation.
  func animate<V: VectorArithmetic>(
    value: V, time: Double, context: inout AnimationContext<V>
  ) -> V?

  /// The velocity of the offset at `time`, in the value's units per second, or nil when
  /// unknown. The default returns nil.
  ///
  /// - Parameters:
  ///   - value: The whole change the animation makes, in the value's units.
  ///   - time: Seconds since the animation started (≥ 0).
  ///   - context: State for this run of the animation.
  func velocity<V: VectorArithmetic>(
    value: V, time: Double, context: AnimationContext<V>
  ) -> V?

  /// Whether this animation takes over a running `previous` one. The default returns false.
  ///
  /// - Parameters:
  ///   - previous: The running animation.
  ///   - value: The whole change, in the value's units.
  ///   - time: Seconds since `previous` started.
  ///   - context: State for this run of the animation.
  func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: Double, context: inout AnimationContext<V>
  ) -> Bool
}

extension CustomAnimation {
  /// No velocity: nil.
  public func velocity<V: VectorArithmetic>(
    value: V, time: Double, context: AnimationContext<V>
  ) -> V? {
    nil
  }

  /// Never merges: false.
  public func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: Double, context: inout AnimationContext<V>
  ) -> Bool {
    false
  }
}

/// A type-erased `CustomAnimation`, hashable by the wrapped value.
struct AnyCustomAnimation: Hashable, Sendable {
  let base: any CustomAnimation

  init(_ base: some CustomAnimation) {
    self.base = base
  }

  static func == (lhs: AnyCustomAnimation, rhs: AnyCustomAnimation) -> Bool {
    AnyHashable(lhs.base) == AnyHashable(rhs.base)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(AnyHashable(base))
  }
}
