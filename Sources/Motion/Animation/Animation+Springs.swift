extension Animation {
  /// A spring animation (analytic; see `Animation`). It finishes when the spring is at rest by
  /// the criterion of `duration(for:context:)`.
  ///
  /// - Parameters:
  ///   - spring: The spring.
  ///   - blendDuration: SwiftUI's response-blending time in seconds (≥ 0). Stored for
  ///     fidelity; a merged spring here switches to the new parameters at once, keeping value and
  ///     velocity continuous, so no blending is needed.
  public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation {
    Animation(node: .spring(spring, blendDuration: blendDuration))
  }

  /// A spring with a response and damping fraction (Apple docs defaults 0.5, 0.825, 0).
  ///
  /// - Parameters:
  ///   - response: The period of the undamped spring, in seconds (> 0).
  ///   - dampingFraction: The damping ratio ζ (≥ 0; 1 is critical).
  ///   - blendDuration: Seconds (≥ 0); see `spring(_:blendDuration:)`.
  @_disfavoredOverload
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
  ) -> Animation {
    spring(Spring(response: response, dampingRatio: dampingFraction), blendDuration: blendDuration)
  }

  /// A spring with a perceptual duration and bounce (Apple docs defaults 0.5, 0, 0).
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration in seconds (> 0).
  ///   - bounce: The bounce, in (−1, 1]; 0 is critically damped.
  ///   - blendDuration: Seconds (≥ 0); see `spring(_:blendDuration:)`.
  public static func spring(
    duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0
  ) -> Animation {
    spring(Spring(duration: duration, bounce: bounce), blendDuration: blendDuration)
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
    spring(.smooth(duration: duration, extraBounce: extraBounce))
  }

  /// `Spring.snappy` as an animation: duration 0.5 s, bounce 0.15.
  public static var snappy: Animation {
    snappy()
  }

  /// A snappy spring: base bounce 0.15 plus `extraBounce`, over `duration` seconds (> 0).
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    spring(.snappy(duration: duration, extraBounce: extraBounce))
  }

  /// `Spring.bouncy` as an animation: duration 0.5 s, bounce 0.3.
  public static var bouncy: Animation {
    bouncy()
  }

  /// A bouncy spring: base bounce 0.3 plus `extraBounce`, over `duration` seconds (> 0).
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    spring(.bouncy(duration: duration, extraBounce: extraBounce))
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
  ///   - blendDuration: Seconds (≥ 0); see `spring(_:blendDuration:)`.
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
  ///   - blendDuration: Seconds (≥ 0); see `spring(_:blendDuration:)`.
  public static func interactiveSpring(
    duration: Double = 0.15, extraBounce: Double = 0, blendDuration: Double = 0.25
  ) -> Animation {
    spring(
      duration: duration, bounce: Spring.snappyBaseBounce + extraBounce,
      blendDuration: blendDuration)
  }

  /// SwiftUI's default animation since iOS 17: `spring(response: 0.55, dampingFraction: 1.0)`.
  /// Source: Apple docs, `Animation.default`. (OpenSwiftUI's code uses response 0.5.)
  public static let `default` = spring(response: 0.55, dampingFraction: 1.0, blendDuration: 0)
}
