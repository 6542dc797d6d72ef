extension Spring {
  /// SwiftUI's `Spring.smooth`: duration 0.5 s, bounce 0 (critically damped).
  public static var smooth: Spring {
    smooth()
  }

  /// SwiftUI's `Spring.snappy`: duration 0.5 s, bounce 0.15.
  public static var snappy: Spring {
    snappy()
  }

  /// SwiftUI's `Spring.bouncy`: duration 0.5 s, bounce 0.3.
  public static var bouncy: Spring {
    bouncy()
  }

  /// A smooth spring: base bounce 0 ("base bounce of 0", Apple docs for
  /// `Animation.smooth(duration:extraBounce:)`).
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration in seconds (> 0). Defaults to 0.5.
  ///   - extraBounce: Added to the base bounce; the sum should stay in (−1, 1].
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: smoothBaseBounce + extraBounce)
  }

  /// A snappy spring: base bounce 0.15 ("base bounce of 0.15", Apple docs for
  /// `Spring.snappy(duration:extraBounce:)`).
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration in seconds (> 0). Defaults to 0.5.
  ///   - extraBounce: Added to the base bounce; the sum should stay in (−1, 1].
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: snappyBaseBounce + extraBounce)
  }

  /// A bouncy spring: base bounce 0.3 ("base bounce of 0.3", Apple docs for
  /// `Spring.bouncy(duration:extraBounce:)`).
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration in seconds (> 0). Defaults to 0.5.
  ///   - extraBounce: Added to the base bounce; the sum should stay in (−1, 1].
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
    Spring(duration: duration, bounce: bouncyBaseBounce + extraBounce)
  }

  /// Base bounce of `smooth`: 0. Source: Apple docs, `Animation.smooth(duration:extraBounce:)`.
  static let smoothBaseBounce = 0.0
  /// Base bounce of `snappy`: 0.15. Source: Apple docs, `Spring.snappy(duration:extraBounce:)`.
  static let snappyBaseBounce = 0.15
  /// Base bounce of `bouncy`: 0.3. Source: Apple docs, `Spring.bouncy(duration:extraBounce:)`.
  static let bouncyBaseBounce = 0.3
}
