import Foundation
import Motion
import Scenes
import Testing

/// The tuning panels without a display: settle time and overshoot against closed forms and
/// dense sampling, the panels' cost when hidden, the scrub bar's mapping, the help card's fit.
@Suite struct TuningTests {
  let metrics = FixedTextMetrics()

  /// The last sampled time (step `dt`, up to `end`) at which the unit move of `value` is more
  /// than 0.001 away from 1, and the largest value: independent of `MotionFigures`' bisection.
  static func sampled(_ value: (Double) -> Double, end: Double, dt: Double = 1e-5)
    -> (settle: Double, peak: Double)
  {
    var settle = 0.0
    var peak = -Double.infinity
    var t = 0.0
    while t <= end {
      let v = value(t)
      if abs(v - 1) > 0.001 { settle = t }
      peak = max(peak, v)
      t += dt
    }
    return (settle, peak)
  }

  @Test func theLineSpringsOvershootIsTheClosedForm() {
    // snappy(duration: 0.35, extraBounce: 0.4): ζ = 1 − (0.15 + 0.4) = 0.45; overshoot
    // e^(−πζ/√(1 − ζ²)) = e^(−1.5830...) = 0.20535...
    let spring = Spring.snappy(duration: 0.35, extraBounce: 0.4)
    let figures = MotionFigures(spring: spring)
    #expect(abs(figures.overshootPercent - 100 * exp(-Double.pi * 0.45 / (1 - 0.45 * 0.45).squareRoot())) < 1e-9)
    #expect(abs(figures.overshootPercent - 20.535) < 0.001)
    let samples = Self.sampled({ spring.value(target: 1.0, initialVelocity: 0, time: $0) }, end: 3)
    #expect(abs(100 * (samples.peak - 1) - figures.overshootPercent) < 1e-4)
    #expect(abs(samples.settle - figures.settleTime) < 2e-5)
  }

  @Test func aCriticallyDampedSpringSettlesWhereItsClosedFormReachesEpsilon() {
    // Animation.default: response 0.55, ζ = 1: distance (1 + λt)e^(−λt), λ = 2π / 0.55.
    let figures = MotionFigures(spring: Spring(response: 0.55, dampingRatio: 1))
    let lambda = 2 * Double.pi / 0.55
    let t = figures.settleTime
    #expect(abs((1 + lambda * t) * exp(-lambda * t) - 0.001) < 1e-9)
    #expect(figures.overshootPercent == 0)
  }

  /// Settle times against closed forms solved independently (mpmath, 30 digits) for a unit
  /// move from rest, with ε = 0.001:
  /// - critically damped (ζ = 1, ω₀ = 2π / response): the distance (1 + x)e^(−x), x = ω₀t,
  ///   falls to ε at x* = 9.233413476451586, so t = x* · response / 2π;
  /// - under-damped: the distance e^(−λt)(cos ωt + (λ/ω) sin ωt), λ = ζω₀, ω = ω₀√(1 − ζ²),
  ///   has its extremes e^(−λkπ/ω) at t = kπ/ω; the settle time is where |distance| falls
  ///   to ε after the last extreme above it, and lies below the envelope's bound
  ///   ln(√(1 + (λ/ω)²) / ε) / λ.
  @Test(arguments: [
    // response, ζ, settle, envelope bound, overshoot %
    (0.55, 1.0, 0.8082488680137254, 0.8082488680137254, 0.0),
    (0.3, 1.0, 0.4408630189165775, 0.4408630189165775, 0.0),
    // The reveal's spring, .snappy(duration: 0.35, extraBounce: 0.4): bounce 0.55.
    (0.35, 0.45, 0.8481989979060324, 0.8690964075860653, 20.534602842208868),
    (0.5, 0.3, 1.681312019034989, 1.844847339552072, 37.23261049265864),
    (0.5, 0.85, 0.6966985359727474, 0.7067155836738046, 0.6287603784958300),
  ])
  func settleTimesMatchTheClosedForms(
    _ response: Double, _ zeta: Double, _ settle: Double, _ bound: Double, _ overshoot: Double
  ) {
    let figures = MotionFigures(spring: Spring(response: response, dampingRatio: zeta))
    #expect(abs(figures.settleTime - settle) < 1e-9, "\(figures.settleTime)")
    #expect(figures.settleTime <= bound + 1e-12)
    #expect(abs(figures.overshootPercent - overshoot) < 1e-9)
    // The same definition read off any Animation's samples: an interpolating spring runs the
    // closed form; a merging spring runs SwiftUI's 300 Hz integrator, which ends (snapping to
    // its target) once within 1 % and nearly still, so it settles where a plain scan of its
    // samples finds it, not at the closed form's time.
    let interpolating = MotionFigures(
      animation: .interpolatingSpring(Spring(response: response, dampingRatio: zeta)))
    #expect(abs(interpolating.settleTime - settle) < 1e-9, "\(interpolating.settleTime)")
    let merging = Animation.spring(Spring(response: response, dampingRatio: zeta))
    let animated = MotionFigures(animation: merging)
    let scan = Self.sampled(
      { t in
        var context = AnimationContext<Double>()
        return merging.animate(value: 1.0, time: t, context: &context) ?? 1
      }, end: merging.duration(for: 1.0), dt: 5e-4)
    #expect(animated.settleTime >= scan.settle && animated.settleTime <= scan.settle + 5e-4)
    #expect(abs(animated.overshootPercent - 100 * max(0, scan.peak - 1)) < 0.05)
  }

  @Test func aTimingCurveSettlesWithinEpsilonOfItsEnd() {
    // linear: 1 − t = 0.001 at t = 0.999 s of a 1 s animation.
    #expect(abs(MotionFigures(curve: .linear, duration: 1).settleTime - 0.999) < 1e-9)
    let easeIn = MotionFigures(curve: .easeIn, duration: 0.4)
    let samples = Self.sampled({ UnitCurve.easeIn.value(at: $0 / 0.4) }, end: 0.4, dt: 1e-6)
    #expect(abs(easeIn.settleTime - samples.settle) < 2e-6)
    #expect(easeIn.overshootPercent == 0)
  }

  @Test func theInspectorSpellsTheSeedsAnimations() {
    let entries = Inspector.entries(scene: .seed, lineCount: 14)
    #expect(entries.map(\.name) == ["lines", "opacity", "transition", "height", "veil", "crease"])
    // (1 − 0.4) / 14 = 0.0428… beats (1 − 14 × 0.4) / 15 < 0.
    #expect(entries[0].spelling
      == ".snappy(duration: 0.35, extraBounce: 0.4), element 0.4 s, stagger 0.043 s × 14 lines")
    #expect(entries[5].spelling == ".easeInOut(duration: 1.0).repeatForever(autoreverses: true)")
    #expect(entries[0].figures?.summary.hasSuffix("overshoot 20.5 %") == true)
  }

  @Test func hiddenPanelsCostNothing() {
    var preview = Preview()
    preview.toggleVisibility(at: 0)
    let layout = TuningLayout(
      preview: preview, size: PreviewLayout.defaultSize, panels: TuningPanels(), metrics: metrics)
    let scene = preview.layout(size: PreviewLayout.defaultSize, metrics: metrics)
    for time in [0.0, 0.25, 3] {
      #expect(
        preview.frame(at: time, tuning: layout, panels: TuningPanels())
          == preview.frame(at: time, layout: scene))
    }
  }

  @Test func panelsTakeTheirRoomFromTheScene() {
    let preview = Preview()
    let panels = TuningPanels(showsTimeline: true, showsInspector: true)
    let layout = TuningLayout(
      preview: preview, size: PreviewLayout.defaultSize, panels: panels, metrics: metrics)
    let bar = try! #require(layout.timeline)
    let inspector = try! #require(layout.inspector)
    #expect(layout.scene.size == Size(width: 600, height: 548))
    #expect(bar.frame == Rect(x: 0, y: 548, width: 600, height: 52))
    #expect(inspector.frame == Rect(x: 600, y: 0, width: 400, height: 600))
    // The track's ends are the transition's ends.
    #expect(bar.progress(atX: bar.track.minX) == 0)
    #expect(bar.progress(atX: bar.track.maxX) == 1)
    #expect(abs(bar.progress(atX: bar.track.minX + 0.25 * bar.track.width) - 0.25) < 1e-12)
    #expect(bar.progress(atX: -50) == 0 && bar.progress(atX: 5000) == 1)
  }

  @Test func theScrubBarShowsTheTransitionTimeAndFrame() {
    var preview = Preview()
    preview.toggleVisibility(at: 2)
    let panels = TuningPanels(showsTimeline: true)
    let layout = TuningLayout(
      preview: preview, size: PreviewLayout.defaultSize, panels: panels, metrics: metrics)
    let texts = preview.frame(at: 2.25, tuning: layout, panels: panels, data: TuningData(fps: 60))
      .commands.compactMap { command -> String? in
        guard case .text(let run) = command else { return nil }
        return run.text
      }
    #expect(texts.contains("0.250 s · frame 15"))
    let json = preview.report(at: 2.25, tuning: layout, panels: panels, data: TuningData(fps: 60)).json
    #expect(json.contains("\"tuning\": {\"timeline\": true, \"inspector\": false, \"help\": false"))
    #expect(json.contains("\"transitionStart\": 2.0"))
    #expect(json.contains("\"transitionFrame\": 15"))
  }

  @Test func theHelpCardFitsEveryWindowAndListsEveryKey() {
    let preview = Preview()
    for (width, height, columns) in [(300.0, 200.0, nil), (640, 400, nil), (1000, 600, 2), (2000, 1200, 2), (300, 600, 1)] {
      let canvas = Size(width: width, height: height)
      let layout = TuningLayout(preview: preview, size: canvas, panels: TuningPanels(), metrics: metrics)
      let help = layout.help
      #expect(help.frame.minX >= HelpOverlay.margin && help.frame.maxX <= width - HelpOverlay.margin)
      #expect(help.frame.minY >= HelpOverlay.margin && help.frame.maxY <= height - HelpOverlay.margin)
      if let columns { #expect(help.columns == columns, "\(width)×\(height)") }
      var texts: [String] = []
      for command in help.commands {
        guard case .text(let run) = command else { continue }
        texts.append(run.text)
        // Every glyph box lies inside the card.
        let advance = metrics.advance(of: run.text[...], font: run.font)
        #expect(run.origin.x >= help.frame.minX && run.origin.x + advance <= help.frame.maxX)
        #expect(run.origin.y - 0.8 * run.font.size >= help.frame.minY)
        #expect(run.origin.y + 0.2 * run.font.size <= help.frame.maxY)
      }
      for key in ["Space, click", "R", "V", "S", "P", "← → (Shift)", "Home  End", "T", "I", "Tab ↑ ↓ 0", "B", "H  ?", "Q  Esc"] {
        #expect(texts.contains(key))
      }
    }
    // Big windows keep the largest size; small ones shrink it.
    let big = TuningLayout(preview: preview, size: Size(width: 2000, height: 1200), panels: TuningPanels(), metrics: metrics)
    let small = TuningLayout(preview: preview, size: Size(width: 300, height: 200), panels: TuningPanels(), metrics: metrics)
    #expect(big.help.fontSize == 15 && small.help.fontSize < 15)
  }
}

/// Reduced motion: cross-fades instead of movement.
@Suite struct ReducedMotionTests {
  let metrics = FixedTextMetrics()

  @Test func noLineMovesOnlyOpacityChanges() {
    var moving = Preview()
    var reduced = Preview(configuration: PreviewConfiguration(reducesMotion: true))
    moving.toggleVisibility(at: 0)
    reduced.toggleVisibility(at: 0)
    let layout = reduced.layout(size: PreviewLayout.defaultSize, metrics: metrics)
    let times = stride(from: 0.0, through: 1.5, by: 0.05).map { $0 }
    let reports = times.map { reduced.report(at: $0, layout: layout) }
    let lines = reports.flatMap(\.text.lines)
    #expect(lines.count == times.count * layout.text.lines.count && !lines.isEmpty)
    #expect(!lines.contains { $0.offsetY != 0 })
    // The text area does not grow, the veil does not sweep, the crease holds still.
    let full = layout.text.height
    #expect(!reports.dropFirst().contains { $0.text.clipHeight != full })
    #expect(!reports.dropFirst().contains { $0.text.veilEdgeY != reports[1].text.veilEdgeY })
    #expect(Set(reports.map(\.note.crease)) == [SceneModel.seed.note.ceaseSize])
    // Opacity still fades in, line by line, exactly as with motion.
    let movingReports = times.map { moving.report(at: $0, layout: layout) }
    #expect(reports.map { $0.text.lines.map(\.opacity) } == movingReports.map { $0.text.lines.map(\.opacity) })
    #expect(Set(lines.map(\.opacity)).count > 10)
    // With motion the same lines do move and the crease does change.
    #expect(movingReports.flatMap(\.text.lines).contains { abs($0.offsetY) > 1 })
    #expect(Set(movingReports.map(\.note.crease)).count > 10)
    // Nothing animates once the text has settled (the crease no longer keeps the loop awake).
    #expect(reduced.isAnimating(at: 0.5) && !reduced.isAnimating(at: 5))
  }

  @Test func aBadgeAndTheInspectorSayItIsOn() {
    let preview = Preview(configuration: PreviewConfiguration(reducesMotion: true))
    let panels = TuningPanels(showsInspector: true)
    let layout = TuningLayout(preview: preview, size: PreviewLayout.defaultSize, panels: panels, metrics: metrics)
    let texts = preview.frame(at: 0, tuning: layout, panels: panels).commands.compactMap {
      command -> String? in
      guard case .text(let run) = command else { return nil }
      return run.text
    }
    #expect(texts.contains("Reduce Motion"))
    #expect(texts.contains { $0.hasPrefix("Reduce Motion is on") })
    let plain = Preview()
    let plainTexts = plain.frame(at: 0, tuning: layout, panels: panels).commands.compactMap {
      command -> String? in
      guard case .text(let run) = command else { return nil }
      return run.text
    }
    #expect(!plainTexts.contains("Reduce Motion"))
  }
}

/// Live parameters: each key step changes its one parameter of the scene model, within bounds,
/// and the frame follows the closed form of the edited value.
@Suite struct TuningParameterTests {
  @Test func eachParameterStepsAndResets() {
    let seed = SceneModel.seed
    let up = { (parameter: TuningParameter, large: Bool) in parameter.adjusted(seed, by: 1, large: large) }
    #expect(up(.totalDuration, false).reveal.totalDuration == 1.05)
    #expect(up(.totalDuration, true).reveal.transitionAnimation == .linear(duration: 1.25))
    #expect(up(.elementDuration, false).reveal.elementDuration == 0.45)
    #expect(abs(up(.springDuration, false).reveal.spring.duration - 0.4) < 1e-12)
    #expect(abs(up(.extraBounce, false).reveal.spring.bounce - 0.6) < 1e-12)
    #expect(abs(up(.extraBounce, true).reveal.spring.bounce - 0.75) < 1e-12)
    #expect(up(.creaseRange, false).note.ceaseSize == 55)
    #expect(up(.creaseLegDuration, false).note.animation
      == .easeInOut(duration: 1.1).repeatForever(autoreverses: true))
    #expect(up(.shadowRadius, true).note.shadowLength == seed.note.shadowLength + 5)
    // Everything else stays as loaded.
    var changed = up(.shadowRadius, false)
    changed.note.shadowLength = seed.note.shadowLength
    #expect(changed == seed)
    // Bounds: a bounce stays below 1, durations above 0, the crease above its toggled size.
    var scene = seed
    for _ in 0..<40 { scene = TuningParameter.extraBounce.adjusted(scene, by: 1, large: true) }
    #expect(scene.reveal.spring.bounce <= 0.95)
    for _ in 0..<40 { scene = TuningParameter.totalDuration.adjusted(scene, by: -1, large: true) }
    #expect(scene.reveal.totalDuration == 0.05)
    for _ in 0..<40 { scene = TuningParameter.creaseRange.adjusted(scene, by: -1, large: true) }
    #expect(scene.note.ceaseSize == seed.note.toggledCeaseSize)
    // 0 resets each one exactly, whatever else was edited.
    for parameter in TuningParameter.allCases {
      let edited = parameter.adjusted(parameter.adjusted(seed, by: 3), by: 1, large: true)
      #expect(parameter.reset(edited, to: seed) == seed, "\(parameter)")
    }
  }

  @Test func theOpacityCurveCyclesThroughUnitCurvesNamedCurves() {
    var scene = SceneModel.seed
    var seen: [UnitCurve] = []
    for _ in 0..<7 {
      scene = TuningParameter.opacityCurve.adjusted(scene, by: 1)
      seen.append(scene.reveal.opacityCurve)
    }
    #expect(Set(seen) == [.linear, .easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut, .circularEaseInOut])
    #expect(scene.reveal.opacityCurve == SceneModel.seed.reveal.opacityCurve)
    #expect(TuningParameter.opacityCurve.adjusted(SceneModel.seed, by: -1).reveal.opacityCurve == .linear)
  }

  @Test func aRaisedBounceMovesTheLinesByItsClosedForm() {
    // Extra bounce 0.4 → 0.45: bounce 0.6, ζ = 0.4, ω₀ = 2π / 0.35. The first line at element
    // time t drops by −d·e^(−ζω₀t)(cos ω_d t + ζω₀/ω_d sin ω_d t), ω_d = ω₀√(1 − ζ²).
    var configuration = PreviewConfiguration()
    configuration.scene = TuningParameter.extraBounce.adjusted(configuration.scene, by: 1)
    var preview = Preview(configuration: configuration)
    preview.toggleVisibility(at: 0)
    let layout = preview.layout(size: PreviewLayout.defaultSize, metrics: FixedTextMetrics())
    let line = preview.report(at: 0.25, layout: layout).text.lines[0]
    let zeta = 0.4
    let omega0 = 2 * Double.pi / 0.35
    let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
    let t = 0.25
    let expected = -line.descent * exp(-zeta * omega0 * t)
      * (cos(omegaD * t) + zeta * omega0 / omegaD * sin(omegaD * t))
    #expect(abs(line.offsetY - expected) < 1e-9)
    #expect(Inspector.entries(scene: configuration.scene, lineCount: 14)[0].spelling
      .hasPrefix(".snappy(duration: 0.35, extraBounce: 0.45)"))
  }
}

/// The A/B comparison: two text panels on one clock.
@Suite struct ABComparisonTests {
  let metrics = FixedTextMetrics()

  static func texts(_ commands: [DrawCommand]) -> [TextRun] {
    commands.compactMap {
      guard case .text(let run) = $0 else { return nil }
      return run
    }
  }

  @Test func withNothingEditedBIsTheSeedsGlyphStagger() {
    let comparison = ABComparison(
      loaded: PreviewConfiguration(), edited: PreviewConfiguration(), following: Preview())
    #expect(comparison.a.configuration.stagger == .lines)
    #expect(comparison.b.configuration.stagger == .glyphs)
    #expect(comparison.label.b == "B · glyph-count stagger")
    var edited = PreviewConfiguration()
    edited.scene = TuningParameter.extraBounce.adjusted(edited.scene, by: 1)
    let other = ABComparison(loaded: PreviewConfiguration(), edited: edited, following: Preview())
    #expect(other.b.configuration.scene == edited.scene && other.label.b == "B · edited")
  }

  @Test func bothHalvesRunOnOneClockSideBySide() {
    var restarted = Preview()
    restarted.restart(at: 0)
    var comparison = ABComparison(
      loaded: PreviewConfiguration(), edited: PreviewConfiguration(), following: restarted)
    // Both start revealing at 0 (the preview they follow restarted then), then toggle together.
    comparison.apply { $0.toggleVisibility(at: 1) }
    comparison.apply { $0.toggleVisibility(at: 1.5) }
    #expect(comparison.a.isVisible(at: 0.5) && comparison.b.isVisible(at: 0.5))
    #expect(!comparison.a.isVisible(at: 1.2) && !comparison.b.isVisible(at: 1.2))
    #expect(comparison.a.isVisible(at: 1.6) && comparison.b.isVisible(at: 1.6))

    let preview = comparison.b
    var panels = TuningPanels()
    let plain = TuningLayout(preview: preview, size: PreviewLayout.defaultSize, panels: panels, metrics: metrics)
    panels.showsSplit = true
    let layout = TuningLayout(
      preview: preview, size: PreviewLayout.defaultSize, panels: panels, comparison: comparison,
      metrics: metrics)
    let split = try! #require(layout.split)
    #expect(split.offset == 250)
    // At 0.3 s into the reveal (restart at 0): A staggers by line, B by glyph counts, so
    // their fades differ; A's lines sit left of the divider, B's right of it.
    let frame = preview.frame(at: 0.3, tuning: layout, panels: panels, comparison: comparison)
    let runs = Self.texts(frame.commands).filter { $0.paint == .solid(.blue) }
    let left = runs.filter { $0.origin.x < 250 }
    let right = runs.filter { $0.origin.x >= 250 && $0.origin.x < 500 }
    #expect(!left.isEmpty && !right.isEmpty)
    #expect(right.map(\.opacity) != left.map(\.opacity))
    #expect(frame.commands.contains(.fill(.rect(Rect(x: 249, y: 0, width: 2, height: 600)), .solid(ABLayout.dividerColor))))
    #expect(Self.texts(frame.commands).contains { $0.text == "A · as loaded" })
    // Without B: no divider, one text panel.
    let single = preview.frame(at: 0.3, tuning: plain, panels: TuningPanels())
    #expect(!single.commands.contains { if case .fill(_, .solid(ABLayout.dividerColor)) = $0 { true } else { false } })
  }

  /// The issue's flow: scrubbed to 0.25 s into a reveal, B splits the panel without moving the
  /// playhead. Both halves are sampled at the bar's 0.25 s (what a preview toggled at the same
  /// time shows then), before and after the split, and at every time scrubbed to later.
  @Test func bKeepsTheScrubBarsTimeInBothHalves() throws {
    var preview = Preview()
    preview.toggleVisibility(at: 1)
    let now = 1.25
    var panels = TuningPanels(showsTimeline: true)
    let size = PreviewLayout.defaultSize
    let before = preview.report(
      at: now, tuning: TuningLayout(preview: preview, size: size, panels: panels, metrics: metrics),
      panels: panels, data: TuningData())
    #expect(before.tuning?.transitionTime == 0.25)

    var edited = PreviewConfiguration()
    edited.scene = TuningParameter.extraBounce.adjusted(edited.scene, by: 1)
    let comparison = ABComparison(loaded: PreviewConfiguration(), edited: edited, following: preview)
    panels.showsSplit = true
    let layout = TuningLayout(
      preview: preview, size: size, panels: panels, comparison: comparison, metrics: metrics)
    let split = try #require(layout.split)
    // Each half as it would be had it been toggled on at 1 s, like the preview (not at B's time).
    var a = Preview(configuration: PreviewConfiguration())
    a.toggleVisibility(at: 1)
    var b = Preview(configuration: edited)
    b.toggleVisibility(at: 1)
    let frame = preview.frame(at: now, tuning: layout, panels: panels, comparison: comparison)
    let runs = Self.texts(frame.commands)
    let expectedA = Self.texts(a.textPanelCommands(at: now, layout: split.a))
    let expectedB = Self.texts(b.textPanelCommands(at: now, layout: split.b))
      .map { run in
        var run = run
        run.origin.x += split.offset
        return run
      }
    #expect(expectedA.count > 1 && expectedB.count > 1)
    #expect(Array(runs.prefix(expectedA.count)) == expectedA)
    #expect(Array(runs.dropFirst(expectedA.count).prefix(expectedB.count)) == expectedB)
    // The bar in the same frame says 0.250 s, frame 15 at 60 fps.
    #expect(runs.contains { $0.text == "0.250 s · frame 15" })
    let after = preview.report(at: now, tuning: layout, panels: panels, data: TuningData())
    #expect(after.tuning?.transitionTime == 0.25)

    // Scrubbing, Home, End and stepping back before the toggle: the halves' transitions start
    // when the bar's does at every time.
    for time in [0.0, 0.5, 1.0, 1.0 + 1.0 / 60, 1.35, layout.transitionDuration + 1, 30] {
      let start = preview.transitionStart(at: time)
      #expect(comparison.a.transitionStart(at: time) == start)
      #expect(comparison.b.transitionStart(at: time) == start)
      #expect(comparison.a.isVisible(at: time) == preview.isVisible(at: time))
    }
  }

  /// A live edit while split restarts the preview and both halves at the same time; the halves
  /// replay every kind of event, from a reload's start, at the preview's times.
  @Test func theHalvesReplayThePreviewsEvents() {
    var preview = Preview(configuration: PreviewConfiguration(startVisible: true))
    preview.reload(.seed, at: 0.5)
    preview.switchVariant(at: 0.75)
    preview.toggleVisibility(at: 1)
    preview.switchVariant(at: 1.5)
    preview.toggleVisibility(at: 2)
    preview.restart(at: 3)
    var other = PreviewConfiguration()
    other.stagger = .glyphs
    let replay = preview.replayed(on: other)
    for time in stride(from: 0.0, through: 4, by: 0.125) {
      #expect(replay.transitionStart(at: time) == preview.transitionStart(at: time))
      #expect(replay.isVisible(at: time) == preview.isVisible(at: time))
      #expect(replay.isShowingVariant(at: time) == preview.isShowingVariant(at: time))
      #expect(replay.lastTransitionStart(at: time) == preview.lastTransitionStart(at: time))
    }
    #expect(replay.configuration.stagger == .glyphs)

    // The app's edit: a fresh preview restarted at the playhead, and the halves following it.
    var edited = Preview(configuration: PreviewConfiguration())
    edited.restart(at: 4.2)
    let comparison = ABComparison(
      loaded: PreviewConfiguration(), edited: edited.configuration, following: edited)
    #expect(comparison.a.transitionStart(at: 4.3) == 4.2 && comparison.b.transitionStart(at: 4.3) == 4.2)
  }
}
