import Motion

extension Inspector {
  /// The figures of the scene's animations, which take a while to find (a merging spring is
  /// sampled through its integrator, a repeating curve's leg is searched for): a layout of the
  /// same scene at another size reuses them (`TuningLayout(reusing:)`).
  package struct SceneFigures: Sendable {
    /// The scene they are the figures of.
    let scene: SceneModel
    /// The crease's timing-curve leg, when it is one.
    let creaseLeg: Leg?
    /// The reveal's opacity, transition, height and veil, the first attempt's veil, and one
    /// leg of the crease.
    let opacity: MotionFigures
    let transition: MotionFigures
    let height: MotionFigures
    let veil: MotionFigures
    let variantVeil: MotionFigures
    let crease: MotionFigures

    /// Finds the figures of `scene`'s animations.
    init(_ scene: SceneModel) {
      let reveal = scene.reveal
      self.scene = scene
      let leg = Spelling.timingCurveLeg(scene.note.animation)
      creaseLeg = leg
      let element = AppearanceEffect(reveal, elapsedTime: 0).elementDuration
      opacity = MotionFigures(curve: reveal.opacityCurve, duration: element)
      crease =
        leg.map { MotionFigures(curve: $0.curve, duration: $0.duration) }
        ?? MotionFigures(settleTime: .infinity, overshootPercent: 0)
      transition = Spelling.figures(reveal.transitionAnimation, distance: reveal.totalDuration)
      height = Spelling.figures(reveal.clipAnimation, distance: 1)
      veil = Spelling.figures(reveal.veil.animation, distance: 1)
      variantVeil = Spelling.figures(scene.firstAttempt.veil.animation, distance: 1)
    }
  }

  /// The crease's timing-curve leg as `Spelling.timingCurveLeg` finds it (it searches).
  typealias Leg = (curve: UnitCurve, duration: Double, name: String, repeats: Bool?)

  /// The scene's animations as the inspector lists them, in their SwiftUI spelling.
  package static func entries(scene: SceneModel, lineCount: Int) -> [Entry] {
    entries(lineCount: lineCount, figures: SceneFigures(scene))
  }

  static func entries(lineCount: Int, figures: SceneFigures) -> [Entry] {
    let reveal = figures.scene.reveal
    let effect = AppearanceEffect(reveal, elapsedTime: 0)
    let element = effect.elementDuration
    let staggerText: String
    switch reveal.stagger {
    case .lines:
      staggerText =
        "stagger " + Milliseconds.decimal(effect.elementDelay(count: lineCount))
        + " s × " + String(lineCount) + (lineCount == 1 ? " line" : " lines")
    case .glyphs:
      staggerText = "stagger by each line's glyph count (the seed's literal code)"
    }
    return [
      Entry(
        name: "lines",
        spelling: Spelling.spring(reveal.spring) + ", element " + Milliseconds.decimal(element)
          + " s, " + staggerText,
        figures: MotionFigures(spring: reveal.spring)),
      Entry(
        name: "opacity",
        spelling: Spelling.curve(reveal.opacityCurve) + " over the element's "
          + Milliseconds.decimal(element) + " s",
        figures: figures.opacity),
      Entry(
        name: "transition", spelling: Spelling.animation(reveal.transitionAnimation),
        figures: figures.transition),
      Entry(
        name: "height", spelling: Spelling.animation(reveal.clipAnimation),
        figures: figures.height),
      Entry(
        name: "veil", spelling: Spelling.animation(reveal.veil.animation),
        figures: figures.veil),
      creaseEntry(figures),
    ]
  }

  /// The first attempt's animations and changes as the inspector lists them while it shows,
  /// and the note's crease beside it.
  static func variantEntries(_ figures: SceneFigures) -> [Entry] {
    let attempt = figures.scene.firstAttempt
    return [
      Entry(
        name: "veil",
        spelling: Spelling.animation(attempt.veil.animation) + " after "
          + Milliseconds.decimal(attempt.animateDelay) + " s, down "
          + Milliseconds.decimal(attempt.veil.offset) + " pt",
        figures: figures.variantVeil),
      Entry(
        name: "opacity",
        spelling: Milliseconds.decimal(attempt.startOpacity) + " → "
          + Milliseconds.decimal(attempt.endOpacity) + " at "
          + Milliseconds.decimal(attempt.animateDelay) + " s, no animation"),
      Entry(
        name: "gradient",
        spelling: "removed at " + Milliseconds.decimal(attempt.removeGradientDelay)
          + " s, no animation"),
      creaseEntry(figures),
    ]
  }

  static func creaseEntry(_ figures: SceneFigures) -> Entry {
    let scene = figures.scene
    let crease = figures.creaseLeg
    return Entry(
      name: "crease", spelling: Spelling.animation(scene.note.animation),
      figures: figures.crease, note: crease == nil ? "" : "per leg")
  }
}
