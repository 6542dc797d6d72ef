/// How a value changes over time: SwiftUI's `Animation`.
///
/// An animation is a pure function of the time elapsed since it started; see
/// `animate(value:time:context:)`. Build one with the SwiftUI factories (`.easeInOut`,
/// `.spring(duration:bounce:)`, `.snappy`, `.interpolatingSpring`, …), modifiers (`delay(_:)`,
/// `speed(_:)`, `repeatCount(_:autoreverses:)`, `repeatForever(autoreverses:)`,
/// `logicallyComplete(after:)`), or wrap a `CustomAnimation` with `init(_:)`.
///
/// Spring animations here evaluate the analytic `Spring` closed forms, not SwiftUI's 300 Hz
/// velocity-Verlet integrator (`FluidSpringAnimation`); the two agree to about 0.004 of the
/// distance travelled, and the analytic form makes every frame independent of the frame rate.
public struct Animation: Hashable, Sendable {
  let node: AnimationNode

  init(node: AnimationNode) {
    self.node = node
  }

  /// Wraps a custom animation.
  public init<A: CustomAnimation>(_ base: A) {
    if let animation = base as? BuiltInAnimation {
      self.init(node: animation.node)
    } else {
      self.init(node: .custom(AnyCustomAnimation(base)))
    }
  }

  /// The animation as a `CustomAnimation`: the wrapped one for `init(_:)`, otherwise a value
  /// that prints as the SwiftUI type it stands for (`BezierAnimation`, `FluidSpringAnimation`, …).
  public var base: any CustomAnimation {
    if case .custom(let custom) = node {
      return custom.base
    }
    return BuiltInAnimation(node: node)
  }

  /// Whether this animation takes over `previous` when it interrupts it: true for springs
  /// (`spring`, `smooth`, `snappy`, `bouncy`, `interactiveSpring`, `default`, optionally sped up)
  /// interrupting springs, as SwiftUI's `FluidSpringAnimation` does; false otherwise.
  ///
  /// - Parameters:
  ///   - previous: The running animation.
  ///   - value: The whole change, in the value's units.
  ///   - time: Seconds since `previous` started.
  ///   - context: State for this run of the animation.
  public func shouldMerge<V: VectorArithmetic>(
    previous: Animation, value: V, time: Double, context: inout AnimationContext<V>
  ) -> Bool {
    node.isMergeableSpring && previous.node.isMergeableSpring
  }
}

/// A built-in animation seen as a `CustomAnimation` (what `Animation.base` returns).
struct BuiltInAnimation: CustomAnimation {
  let node: AnimationNode

  func animate<V: VectorArithmetic>(
    value: V, time: Double, context: inout AnimationContext<V>
  ) -> V? {
    Animation(node: node).animate(value: value, time: time, context: &context)
  }

  func velocity<V: VectorArithmetic>(
    value: V, time: Double, context: AnimationContext<V>
  ) -> V? {
    Animation(node: node).velocity(value: value, time: time, context: context)
  }
}
