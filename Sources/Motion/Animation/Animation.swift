/// How a value changes over time: SwiftUI's `Animation`.
///
/// An animation is a pure function of the time elapsed since it started; see
/// `animate(value:time:context:)`. Build one with the SwiftUI factories (`.easeInOut`,
/// `.spring(duration:bounce:)`, `.snappy`, …) and modifiers (`delay(_:)`, `speed(_:)`,
/// `repeatCount(_:autoreverses:)`, `repeatForever(autoreverses:)`).
///
/// Spring animations here evaluate the analytic `Spring` closed forms, not SwiftUI's 300 Hz
/// velocity-Verlet integrator (`FluidSpringAnimation`); the two agree to about 0.004 of the
/// distance travelled, and the analytic form makes every frame independent of the frame rate.
public struct Animation: Hashable, Sendable {
  let node: AnimationNode

  init(node: AnimationNode) {
    self.node = node
  }
}
