import Motion

extension SceneModel {
  /// The seed's `TextRenderer` reveal: a `Toggle` in a `GroupBox` shows a `Text` whose lines drop
  /// in on a spring while they fade in (`AppearanceEffectRenderer`), under a growing clip and a
  /// veil that sweeps down.
  package struct Reveal: Hashable, Sendable {
    /// `let text = "…"`: the text revealed; any length, newlines start new lines.
    package var text: String
    /// `.font(.title2).bold()`.
    package var font: TextFont
    /// `.foregroundStyle(.blue)`.
    package var foreground: Color
    /// `Toggle("…", isOn:)`: the switch's label.
    package var toggleLabel: String
    /// `$isVisible.animation()`, `Animation.default`: moves the switch and grows the text's clip
    /// (`.frame(height: isVisible ? .infinity : 0).clipped()`).
    package var clipAnimation: Animation
    /// `TextTransition`'s `let duration = 1.0`: the renderer's `totalDuration`, in seconds (more
    /// than 0). The `elapsedTime` it animates runs from 0 to this.
    package var totalDuration: Double
    /// `TextTransition`'s `transaction.animation = .linear(duration: duration)`: drives the
    /// renderer's `elapsedTime`.
    package var transitionAnimation: Animation
    /// `AppearanceEffectRenderer.init(elementDuration: Double = 0.4)`: one line's animation time,
    /// in seconds (0 or more; the renderer clamps it to `totalDuration`).
    package var elementDuration: Double
    /// The renderer's `spring`, `.snappy(duration: elementDuration - 0.05, extraBounce: 0.4)`:
    /// each line's vertical offset from `-descent` to 0.
    package var spring: Spring
    /// The renderer's opacity curve, `UnitCurve.easeIn` of a line's progress.
    package var opacityCurve: UnitCurve
    /// What the renderer's `elementDelay(count:)` counts: lines (what the seed's comment
    /// intends) or glyphs (what its code does).
    package var stagger: Stagger
    /// The overlay's veil, `LinearGradient(colors: [.white.opacity(0.8)], …)` with
    /// `.offset(y: isVisible ? 300 : 0)`, animated with the first attempt's
    /// `.easeIn(duration: 1)` (the seed's reveal gives it no animation of its own).
    ///
    /// The preview gives the veil a soft leading edge and reads the seed's 300 pt as "until the
    /// text is uncovered": the edge travels the text's height plus the soft edge, scaled by
    /// `offset / 300`. So 300 clears the text whatever its length, 150 stops halfway.
    package var veil: Veil

    /// The offset at which the reveal's veil exactly uncovers the text, in points: the seed's.
    package static let uncoveringVeilOffset = 300.0

    /// Creates a reveal; every parameter is given.
    package init(
      text: String, font: TextFont, foreground: Color, toggleLabel: String,
      clipAnimation: Animation, totalDuration: Double, transitionAnimation: Animation,
      elementDuration: Double, spring: Spring, opacityCurve: UnitCurve, stagger: Stagger,
      veil: Veil
    ) {
      self.text = text
      self.font = font
      self.foreground = foreground
      self.toggleLabel = toggleLabel
      self.clipAnimation = clipAnimation
      self.totalDuration = totalDuration
      self.transitionAnimation = transitionAnimation
      self.elementDuration = elementDuration
      self.spring = spring
      self.opacityCurve = opacityCurve
      self.stagger = stagger
      self.veil = veil
    }

    /// The seed's reveal. The label is the seed's `Toggle("显示文本", …)` in English.
    package static let seed = Reveal(
      text:
        "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat. Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur. Excepteur sint occaecat cupidatat non proident, sunt in culpa qui officia deserunt mollit anim id est laborum. ",
      font: TextFont(.title2, weight: .bold),
      foreground: .blue,
      toggleLabel: "Show text",
      clipAnimation: .default,
      totalDuration: 1.0,
      transitionAnimation: .linear(duration: 1.0),
      elementDuration: 0.4,
      spring: .snappy(duration: 0.4 - 0.05, extraBounce: 0.4),
      opacityCurve: .easeIn,
      stagger: .lines,
      veil: Veil(
        colors: [Color.white.opacity(0.8)], offset: uncoveringVeilOffset,
        animation: .easeIn(duration: 1)))
  }
}
