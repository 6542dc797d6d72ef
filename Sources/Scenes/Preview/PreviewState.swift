import Motion

/// Everything the preview's animations depend on after some sequence of events: the animated
/// values (with their running animations) and the variant's start. A value type, so a copy is a
/// checkpoint that can be sampled at any later time.
struct PreviewState: Sendable {
  /// The transition's animation: `.linear(duration: 1.0)` (the seed's `TextTransition`).
  static let elapsedAnimation = Animation.linear(duration: AppearanceEffect.totalDuration)
  /// The toggle's animation, `$isVisible.animation()`: `Animation.default`. It drives the
  /// switch and the text area's height.
  static let toggleAnimation = Animation.default
  /// The veil's animation, `.easeIn(duration: 1)` (the seed's overlay).
  static let veilAnimation = Animation.easeIn(duration: 1)
  /// The crease's animation, `Animation.easeInOut(duration: 1.0).repeatForever()`.
  static let creaseAnimation = Animation.easeInOut(duration: 1).repeatForever(autoreverses: true)

  /// The model value, `isVisible`.
  private(set) var isVisible: Bool
  /// `AppearanceEffectRenderer.elapsedTime`, seconds: 0 (hidden) ... 1.0 (shown).
  private(set) var elapsed: AnimatedValue<Double>
  /// The text area's height as a fraction of the text's full height: 0 ... 1.
  private(set) var clipFraction: AnimatedValue<Double>
  /// The veil's progress: 0 (veiled) ... 1 (uncovered).
  private(set) var veil: AnimatedValue<Double>
  /// The switch: 0 (off) ... 1 (on).
  private(set) var switchProgress: AnimatedValue<Double>
  /// The note's crease, in points: 50 → 0 → 50 … from the last (re)start.
  private(set) var crease: AnimatedValue<Double>
  /// When the variant started (scene seconds), or nil while the `TextRenderer` version shows.
  private(set) var variantStart: Double?

  /// The state at launch: the text shown at rest or hidden, the crease starting at `time`.
  init(isVisible: Bool, at time: Double) {
    let rest = isVisible ? 1.0 : 0.0
    self.isVisible = isVisible
    elapsed = AnimatedValue(rest * AppearanceEffect.totalDuration)
    clipFraction = AnimatedValue(rest)
    veil = AnimatedValue(rest)
    switchProgress = AnimatedValue(rest)
    crease = Self.startedCrease(at: time)
    variantStart = nil
  }

  /// Sets `isVisible` at `time`, animating everything that depends on it.
  mutating func setVisible(_ visible: Bool, at time: Double) {
    isVisible = visible
    let target = visible ? 1.0 : 0.0
    elapsed.set(target * AppearanceEffect.totalDuration, animation: Self.elapsedAnimation, at: time)
    clipFraction.set(target, animation: Self.toggleAnimation, at: time)
    veil.set(target, animation: Self.veilAnimation, at: time)
    switchProgress.set(target, animation: Self.toggleAnimation, at: time)
  }

  /// R: the text hides at once and reveals again from the start, the crease restarts at 50 and
  /// the variant, if showing, starts over.
  mutating func restart(at time: Double) {
    elapsed.set(0, animation: nil, at: time)
    clipFraction.set(0, animation: nil, at: time)
    veil.set(0, animation: nil, at: time)
    switchProgress.set(0, animation: nil, at: time)
    setVisible(true, at: time)
    crease = Self.startedCrease(at: time)
    if variantStart != nil { variantStart = time }
  }

  /// V: switches between the `TextRenderer` version and the first attempt.
  mutating func switchVariant(at time: Double) {
    variantStart = variantStart == nil ? time : nil
  }

  /// Forgets animations that have finished by `time`.
  mutating func removeFinished(at time: Double) {
    elapsed.removeFinished(at: time)
    clipFraction.removeFinished(at: time)
    veil.removeFinished(at: time)
    switchProgress.removeFinished(at: time)
  }

  /// Whether the text panel still changes after `time` (the crease always does).
  func isTextAnimating(at time: Double) -> Bool {
    if let variantStart {
      return FirstAttemptEffect(time: time - variantStart).isAnimating
    }
    return elapsed.isAnimating(at: time) || clipFraction.isAnimating(at: time)
      || veil.isAnimating(at: time) || switchProgress.isAnimating(at: time)
  }

  private static func startedCrease(at time: Double) -> AnimatedValue<Double> {
    var crease = AnimatedValue(StickyNote.restingCrease)
    crease.set(0, animation: creaseAnimation, at: time)
    return crease
  }
}
