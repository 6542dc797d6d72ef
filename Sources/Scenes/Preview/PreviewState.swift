import Motion

/// Everything the preview's animations depend on after some sequence of events: the animated
/// values (with their running animations) and the variant's start. A value type, so a copy is a
/// checkpoint that can be sampled at any later time. Each change takes its animations from the
/// scene model it is given:
/// - `elapsed`: the reveal's `transitionAnimation` (the seed's `.linear(duration: 1.0)`);
/// - `clipFraction` and `switchProgress`: its `clipAnimation` (`$isVisible.animation()`);
/// - `veil`: its veil's animation (`.easeIn(duration: 1)`);
/// - `crease`: the note's `animation` (`.easeInOut(duration: 1).repeatForever()`).
struct PreviewState: Sendable {
  /// The model value, `isVisible`.
  private(set) var isVisible: Bool
  /// `AppearanceEffectRenderer.elapsedTime`, seconds: 0 (hidden) ... `totalDuration` (shown).
  private(set) var elapsed: AnimatedValue<Double>
  /// The text area's height as a fraction of the text's full height: 0 ... 1.
  private(set) var clipFraction: AnimatedValue<Double>
  /// The veil's progress: 0 (veiled) ... 1 (uncovered).
  private(set) var veil: AnimatedValue<Double>
  /// The switch: 0 (off) ... 1 (on).
  private(set) var switchProgress: AnimatedValue<Double>
  /// The note's crease, in points: `ceaseSize` → `toggledCeaseSize` → … from the last
  /// (re)start.
  private(set) var crease: AnimatedValue<Double>
  /// When the variant started (scene seconds), or nil while the `TextRenderer` version shows.
  private(set) var variantStart: Double?
  /// When the latest transition (a toggle or a restart) started, in scene seconds; launch
  /// counts as one.
  private(set) var transitionStart: Double
  /// Whether a toggle or a restart (or a reload, which restarts) happened since launch.
  private(set) var hasTransitioned = false

  /// The state at launch: the text shown at rest or hidden, the crease starting at `time`.
  init(isVisible: Bool, at time: Double, scene: SceneModel) {
    let rest = isVisible ? 1.0 : 0.0
    self.isVisible = isVisible
    elapsed = AnimatedValue(rest * scene.reveal.totalDuration)
    clipFraction = AnimatedValue(rest)
    veil = AnimatedValue(rest)
    switchProgress = AnimatedValue(rest)
    crease = Self.startedCrease(at: time, scene.note)
    variantStart = nil
    transitionStart = time
  }

  /// Sets `isVisible` at `time`, animating everything that depends on it.
  mutating func setVisible(_ visible: Bool, at time: Double, scene: SceneModel) {
    let reveal = scene.reveal
    isVisible = visible
    transitionStart = time
    hasTransitioned = true
    let target = visible ? 1.0 : 0.0
    elapsed.set(
      target * reveal.totalDuration, animation: reveal.transitionAnimation, at: time)
    clipFraction.set(target, animation: reveal.clipAnimation, at: time)
    veil.set(target, animation: reveal.veil.animation, at: time)
    switchProgress.set(target, animation: reveal.clipAnimation, at: time)
  }

  /// R: the text hides at once and reveals again from the start, the crease restarts at its
  /// `ceaseSize` and the variant, if showing, starts over.
  mutating func restart(at time: Double, scene: SceneModel) {
    elapsed.set(0, animation: nil, at: time)
    clipFraction.set(0, animation: nil, at: time)
    veil.set(0, animation: nil, at: time)
    switchProgress.set(0, animation: nil, at: time)
    setVisible(true, at: time, scene: scene)
    crease = Self.startedCrease(at: time, scene.note)
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
  func isTextAnimating(at time: Double, scene: SceneModel) -> Bool {
    if let variantStart {
      return FirstAttemptEffect(scene.firstAttempt, time: time - variantStart).isAnimating
    }
    return elapsed.isAnimating(at: time) || clipFraction.isAnimating(at: time)
      || veil.isAnimating(at: time) || switchProgress.isAnimating(at: time)
  }

  /// How many animation segments the animated values keep (bounded however often they change).
  var segmentCount: Int {
    elapsed.segmentCount + clipFraction.segmentCount + veil.segmentCount
      + switchProgress.segmentCount + crease.segmentCount
  }

  private static func startedCrease(at time: Double, _ note: SceneModel.Note)
    -> AnimatedValue<Double>
  {
    var crease = AnimatedValue(note.ceaseSize)
    crease.set(note.toggledCeaseSize, animation: note.animation, at: time)
    return crease
  }
}
