import Motion

extension SceneModel {
  /// The seed's first attempt (`TextAnimation`): the reveal's text in a gradient at half
  /// opacity under a white veil. After `animateDelay` the veil slides down and the text turns
  /// opaque; after `removeGradientDelay` the gradient gives way to `plainColors`.
  package struct FirstAttempt: Hashable, Sendable {
    /// The text's font: SwiftUI's default, `.body`.
    package var font: TextFont
    /// `.padding()`: SwiftUI's default padding on iOS, 16 pt on every side.
    package var padding: Double
    /// `.frame(height: 300)`, in points (0 or more).
    package var frameHeight: Double
    /// `LinearGradient(colors: removeGradient ? [Color.black] : [.blue, .red, .green, .yellow],
    /// startPoint: .top, endPoint: .bottom)` before the gradient is removed.
    package var gradientColors: [Color]
    /// The same gradient's colours once `removeGradient` is true: `[Color.black]`.
    package var plainColors: [Color]
    /// `.opacity(animate ? 1 : 0.5)` before `animate` flips, 0...1.
    package var startOpacity: Double
    /// The same opacity once `animate` is true, 0...1.
    package var endOpacity: Double
    /// `asyncAfter(deadline: .now() + 1.0) { animate.toggle() }`, in seconds.
    package var animateDelay: Double
    /// `asyncAfter(deadline: .now() + 2.0) { removeGradient.toggle() }`, in seconds.
    package var removeGradientDelay: Double
    /// The overlay: `LinearGradient(colors: [.white.opacity(0.8)], …)`,
    /// `.offset(y: animate ? 300 : 0)` (points, taken literally) and
    /// `.animation(.easeIn(duration: 1), value: animate)`.
    package var veil: Veil

    /// Creates a first attempt; every parameter is given.
    package init(
      font: TextFont, padding: Double, frameHeight: Double, gradientColors: [Color],
      plainColors: [Color], startOpacity: Double, endOpacity: Double, animateDelay: Double,
      removeGradientDelay: Double, veil: Veil
    ) {
      self.font = font
      self.padding = padding
      self.frameHeight = frameHeight
      self.gradientColors = gradientColors
      self.plainColors = plainColors
      self.startOpacity = startOpacity
      self.endOpacity = endOpacity
      self.animateDelay = animateDelay
      self.removeGradientDelay = removeGradientDelay
      self.veil = veil
    }

    /// The seed's first attempt.
    package static let seed = FirstAttempt(
      font: TextFont(.body),
      padding: 16,
      frameHeight: 300,
      gradientColors: [.blue, .red, .green, .yellow],
      plainColors: [.black],
      startOpacity: 0.5,
      endOpacity: 1,
      animateDelay: 1.0,
      removeGradientDelay: 2.0,
      veil: Veil(
        colors: [Color.white.opacity(0.8)], offset: 300, animation: .easeIn(duration: 1)))
  }
}
