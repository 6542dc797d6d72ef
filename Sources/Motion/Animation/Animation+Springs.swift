extension Animation {
  /// A persistent spring animation with the response and damping ratio of `spring`. It
  /// merges with running springs, keeping value and velocity continuous.
  ///
  /// - Parameters:
  ///   - spring: The spring; its `response` and `dampingRatio` are used.
  ///   - blendDuration: SwiftUI's response-blending time in seconds (≥ 0); see
  ///     `spring(response:dampingFraction:blendDuration:)`.
  public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation {
    self.spring(
      response: spring.response, dampingFraction: spring.dampingRatio,
      blendDuration: blendDuration)
  }

  /// A spring with a response and damping fraction (Apple docs defaults 0.5, 0.825, 0).
  ///
  /// - Parameters:
  ///   - response: The period of the undamped spring, in seconds (> 0).
  ///   - dampingFraction: The damping ratio ζ (≥ 0; 1 is critical).
  ///   - blendDuration: Seconds (≥ 0) over which a merged spring blends from the previous
  ///     response to this one. Stored for fidelity; a merged spring here switches to the new
  ///     parameters at once, keeping value and velocity continuous.
  @_disfavoredOverload
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
  ) -> Animation {
    Animation(
      node: .fluidSpring(
        response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
  }

  /// A spring with a perceptual duration and bounce (Apple docs defaults 0.5, 0, 0): SwiftUI's
  /// `spring(response: duration, dampingFraction: bounce < 0 ? 1 / (bounce + 1) : 1 − bounce)`.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration in seconds (> 0).
  ///   - bounce: The bounce, in (−1, 1]; 0 is critically damped.
  ///   - blendDuration: Seconds (≥ 0); see `spring(response:dampingFraction:blendDuration:)`.
  public static func spring(
    duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0
  ) -> Animation {
    spring(
      response: duration, dampingFraction: dampingFraction(bounce: bounce),
      blendDuration: blendDuration)
  }

  /// SwiftUI's `springDampingFraction(bounce:)`: 1 / (bounce + 1) for a negative bounce,
  /// 1 − bounce otherwise (not clamped: a bounce above 1 gives a negative fraction).
  static func dampingFraction(bounce: Double) -> Double {
    bounce < 0 ? 1 / (bounce + 1) : 1 - bounce
  }

  /// `spring()`: duration 0.5 s, bounce 0 (SwiftUI resolves the argument-less call to the
  /// duration/bounce overload; the response overload is disfavoured).
  public static var spring: Animation {
    spring()
  }

  /// `Spring.smooth` as an animation: duration 0.5 s, bounce 0.
  public static var smooth: Animation {
    smooth()
  }

  /// A smooth spring: base bounce 0 plus `extraBounce`, over `duration` seconds (> 0).
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    spring(duration: duration, bounce: Spring.smoothBaseBounce + extraBounce)
  }

  /// `Spring.snappy` as an animation: duration 0.5 s, bounce 0.15.
  public static var snappy: Animation {
    snappy()
  }

  /// A snappy spring: base bounce 0.15 plus `extraBounce`, over `duration` seconds (> 0).
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    spring(duration: duration, bounce: Spring.snappyBaseBounce + extraBounce)
  }

  /// `Spring.bouncy` as an animation: duration 0.5 s, bounce 0.3.
  public static var bouncy: Animation {
    bouncy()
  }

  /// A bouncy spring: base bounce 0.3 plus `extraBounce`, over `duration` seconds (> 0).
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    spring(duration: duration, bounce: Spring.bouncyBaseBounce + extraBounce)
  }

  /// `interactiveSpring()`: the duration/bounce overload, duration 0.15 s, bounce 0.15,
  /// blend 0.25 s.
  public static var interactiveSpring: Animation {
    interactiveSpring()
  }

  /// A stiff spring for interactive gestures (Apple docs defaults: response 0.15 s,
  /// dampingFraction 0.86, blendDuration 0.25 s).
  ///
  /// - Parameters:
  ///   - response: The period of the undamped spring, in seconds (> 0).
  ///   - dampingFraction: The damping ratio ζ (≥ 0).
  ///   - blendDuration: Seconds (≥ 0); see `spring(response:dampingFraction:blendDuration:)`.
  @_disfavoredOverload
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
  ) -> Animation {
    spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
  }

  /// A stiff spring for interactive gestures: bounce 0.15 plus `extraBounce` (Apple docs
  /// defaults: duration 0.15 s, extraBounce 0, blendDuration 0.25 s).
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration in seconds (> 0).
  ///   - extraBounce: Added to the base bounce 0.15.
  ///   - blendDuration: Seconds (≥ 0); see `spring(response:dampingFraction:blendDuration:)`.
  public static func interactiveSpring(
    duration: Double = 0.15, extraBounce: Double = 0, blendDuration: Double = 0.25
  ) -> Animation {
    spring(
      duration: duration, bounce: Spring.snappyBaseBounce + extraBounce,
      blendDuration: blendDuration)
  }

  /// SwiftUI's default animation since iOS 17: `spring(response: 0.55, dampingFraction: 1.0)`.
  /// Source: Apple docs, `Animation.default`. (OpenSwiftUI's code uses response 0.5.) It prints
  /// as SwiftUI's `DefaultAnimation()`.
  public static let `default` = Animation(node: .defaultAnimation)

  /// An interpolating spring: a damped spring from 0 to 1, scaled to the change. It does not
  /// merge: an interpolating spring that interrupts another runs alongside it and their effects
  /// add up, which preserves velocity (SwiftUI's `SpringAnimation`).
  ///
  /// - Parameters:
  ///   - mass: The mass (unitless, > 0). Defaults to 1.
  ///   - stiffness: The spring constant, in mass units per s² (> 0).
  ///   - damping: The damping coefficient, in mass units per s (≥ 0). At or above critical
  ///     damping the motion is critically damped (SwiftUI's `SpringModel`).
  ///   - initialVelocity: The initial velocity as a fraction of the whole change per second.
  ///     Defaults to 0.
  public static func interpolatingSpring(
    mass: Double = 1.0, stiffness: Double, damping: Double, initialVelocity: Double = 0.0
  ) -> Animation {
    Animation(
      node: .interpolatingSpring(
        mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity))
  }

  /// An interpolating spring with a perceptual duration and bounce: stiffness (2π / duration)²
  /// and damping 2√stiffness · ζ, with ζ from the bounce as in `spring(duration:bounce:)`.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration in seconds (> 0). Defaults to 0.5.
  ///   - bounce: The bounce, in (−1, 1]. Defaults to 0.
  ///   - initialVelocity: The initial velocity as a fraction of the whole change per second.
  ///     Defaults to 0.
  public static func interpolatingSpring(
    duration: Double = 0.5, bounce: Double = 0.0, initialVelocity: Double = 0.0
  ) -> Animation {
    let stiffness = springStiffness(response: duration)
    let damping = springDamping(
      fraction: dampingFraction(bounce: bounce), stiffness: stiffness)
    return interpolatingSpring(
      stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
  }

  /// An interpolating spring with the mass, stiffness and damping of `spring`.
  ///
  /// - Parameters:
  ///   - spring: The spring; its `mass`, `stiffness` and `damping` as SwiftUI reports them.
  ///   - initialVelocity: The initial velocity as a fraction of the whole change per second.
  ///     Defaults to 0.
  public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0)
    -> Animation
  {
    interpolatingSpring(
      mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping,
      initialVelocity: initialVelocity)
  }

  /// `interpolatingSpring()`: duration 0.5 s, bounce 0.
  public static var interpolatingSpring: Animation {
    interpolatingSpring()
  }

  /// SwiftUI's `springStiffness(response:)`: (2π / response)², or infinity for a response ≤ 0.
  static func springStiffness(response: Double) -> Double {
    if response <= 0 {
      return .infinity
    }
    let frequency = (2.0 * Double.pi) / response
    return frequency * frequency
  }

  /// SwiftUI's `springDamping(fraction:stiffness:)`: 2√stiffness · fraction.
  static func springDamping(fraction: Double, stiffness: Double) -> Double {
    2 * stiffness.squareRoot() * fraction
  }
}
