import Motion

/// The seed's first attempt (`TextAnimation`), the variant the V key switches to: rainbow
/// gradient text at half opacity under a white veil. One second after it appears the veil slides
/// down 300 pt with `.easeIn(duration: 1)` and the text becomes opaque; at two seconds the
/// gradient becomes black. The last two changes carry no animation in the seed, so they switch
/// at those instants.
package struct FirstAttemptEffect: Hashable, Sendable {
  /// `.frame(height: 300)`, in points.
  package static let frameHeight = 300.0
  /// `.padding()`: SwiftUI's default padding on iOS, 16 pt.
  package static let padding = 16.0
  /// `asyncAfter(deadline: .now() + 1.0) { animate.toggle() }`, in seconds.
  package static let animateTime = 1.0
  /// `asyncAfter(deadline: .now() + 2.0) { removeGradient.toggle() }`, in seconds.
  package static let removeGradientTime = 2.0
  /// `.offset(y: animate ? 300 : 0)`, in points.
  package static let veilTravel = 300.0
  /// `.animation(.easeIn(duration: 1), value: animate)` on the veil.
  package static let veilAnimation = Animation.easeIn(duration: 1)
  /// `LinearGradient(colors: [.blue, .red, .green, .yellow], startPoint: .top, endPoint: .bottom)`.
  package static let gradientColors: [Color] = [.blue, .red, .green, .yellow]
  /// `.opacity(animate ? 1 : 0.5)` before `animate` flips.
  package static let startOpacity = 0.5
  /// The veil, `LinearGradient(colors: [.white.opacity(0.8)], …)`: one flat colour.
  package static let veilColor = Color.white.opacity(0.8)
  /// The text's font: SwiftUI's default `.body` on iOS, 17 pt regular.
  package static func font(family: String) -> FontSpec {
    FontSpec(family: family, size: 17, weight: .regular)
  }

  /// Seconds since the variant started (0 or more).
  package var time: Double

  /// The effect `time` seconds after the variant started.
  package init(time: Double) {
    self.time = time
  }

  /// The text's opacity: 0.5 until 1 s, then 1 (no animation).
  package var textOpacity: Double {
    time >= Self.animateTime ? 1 : Self.startOpacity
  }

  /// Whether the gradient still fills the text: true until 2 s, then black (no animation).
  package var hasGradient: Bool {
    time < Self.removeGradientTime
  }

  /// The veil's downward offset, in points: 0 until 1 s, then 300 × easeIn over one second.
  package var veilOffset: Double {
    var offset = AnimatedValue(0.0)
    if time >= Self.animateTime {
      offset.set(Self.veilTravel, animation: Self.veilAnimation, at: Self.animateTime)
    }
    return offset.value(at: time)
  }

  /// Whether anything still changes after `time`.
  package var isAnimating: Bool {
    time < Self.removeGradientTime
  }

  /// The text's fill for text whose bounds are `textBounds`: the gradient from its top to its
  /// bottom, or black.
  package func paint(textBounds: Rect) -> Paint {
    guard hasGradient else { return .solid(.black) }
    return .linearGradient(
      LinearGradient(
        colors: Self.gradientColors,
        start: Point(x: textBounds.midX, y: textBounds.minY),
        end: Point(x: textBounds.midX, y: max(textBounds.maxY, textBounds.minY + 1))))
  }
}
