import Foundation
import Motion
import Scenes
import Testing

/// Each parameter of the scene model, edited, moves the frame by the amount its closed form
/// says (the reference's curve values, SwiftUI's formulas), and the seed model is the seeds'.
/// With `FixedTextMetrics` a 22 pt line has descent 4.4, line height 26.4 and its baseline at
/// 19.8 + 26.4·i; a 20 pt line 4, 24 and 18 + 24·i.
@Suite struct SceneModelTests {
  static let threeLines = "One\nTwo\nThree"

  /// The preview of the seed model edited by `edit`, on `threeLines`, toggled at each of
  /// `toggles`, and its default-size layout.
  static func preview(
    toggles: [Double] = [0], _ edit: (inout SceneModel) -> Void = { _ in }
  ) -> (Preview, PreviewLayout) {
    var scene = SceneModel.seed
    scene.reveal.text = threeLines
    edit(&scene)
    var preview = Preview(configuration: PreviewConfiguration(scene: scene))
    for time in toggles { preview.toggleVisibility(at: time) }
    return (preview, preview.layout(size: PreviewLayout.defaultSize, metrics: FixedTextMetrics()))
  }

  static func report(at time: Double, _ edit: (inout SceneModel) -> Void) -> FrameReport {
    let (preview, layout) = preview(edit)
    return preview.report(at: time, layout: layout)
  }

  static func textRuns(_ frame: Frame) -> [TextRun] {
    frame.commands.compactMap {
      guard case .text(let run) = $0 else { return nil }
      return run
    }
  }

  // MARK: The seed

  @Test func theSeedHoldsTheSeedsNumbers() {
    let seed = SceneModel.seed
    #expect(SceneModel() == seed)
    // `.snappy(duration: 0.4 − 0.05, extraBounce: 0.4)`: duration 0.35, bounce 0.15 + 0.4.
    #expect(abs(seed.reveal.spring.duration - 0.35) < 1e-12)
    #expect(abs(seed.reveal.spring.bounce - 0.55) < 1e-12)
    #expect(seed.reveal.font.size == 22 && seed.reveal.font.weight == .bold)
    #expect(seed.note.font.size == 17 && seed.note.font.weight == .semibold)
    #expect(seed.firstAttempt.font.size == 17 && seed.firstAttempt.font.weight == .regular)
    #expect([seed.note.paddingHorizontal, seed.note.paddingVertical, seed.note.divide] == [30, 40, 2])
    #expect([seed.firstAttempt.animateDelay, seed.firstAttempt.removeGradientDelay] == [1, 2])
    var edited = seed
    edited.note.divide = 3
    #expect(edited != seed)
  }

  // MARK: The reveal

  @Test func theElementDurationStretchesEachLinesFade() {
    // One line: elapsed 0.2 of an 0.8 s element is progress 0.25 (0.5 with the seed's 0.4).
    let report = Self.report(at: 0.2) {
      $0.reveal.text = "One"
      $0.reveal.elementDuration = 0.8
    }
    #expect(abs(report.text.lines[0].opacity - 0.093465) < 1e-6)
    let seed = Self.report(at: 0.2) { $0.reveal.text = "One" }
    #expect(abs(seed.text.lines[0].opacity - 0.315357) < 1e-6)
  }

  @Test func theTotalDurationSpreadsTheStagger() {
    // n = 3 over 2 s: d = max((2 − 1.2)/4, 1.6/3) = 0.5333…; line 1 is 0.1 s in after d + 0.1.
    let d = 1.6 / 3
    let report = Self.report(at: d + 0.1) {
      $0.reveal.totalDuration = 2
      $0.reveal.transitionAnimation = .linear(duration: 2)
    }
    #expect(abs(report.text.lines[1].opacity - 0.093465) < 1e-6)
    #expect(report.text.lines[2].opacity == 0)
  }

  @Test func theTransitionAnimationDrivesElapsedTime() {
    // Linear over 0.5 s to 1.0: at 0.25 s elapsed is 0.5; line 1 (d = 0.2) is 0.3 s in.
    let report = Self.report(at: 0.25) { $0.reveal.transitionAnimation = .linear(duration: 0.5) }
    #expect(report.text.lines[0].opacity == 1)
    #expect(abs(report.text.lines[1].opacity - 0.621861) < 1e-6)
  }

  @Test(arguments: [0.05, 0.1, 0.2])
  func anySpringDrivesTheOffset(time: Double) {
    // Critically damped, ω₀ = 2π/0.5: from −d, x(t) = −d·(1 + ω₀t)·e^(−ω₀t).
    let report = Self.report(at: time) { $0.reveal.spring = Spring(duration: 0.5, bounce: 0) }
    let w = 2 * Double.pi / 0.5
    #expect(abs(report.text.lines[0].offsetY - -4.4 * (1 + w * time) * exp(-w * time)) < 1e-9)
  }

  @Test func anyUnitCurveDrivesTheFade() {
    let report = Self.report(at: 0.1) { $0.reveal.opacityCurve = .linear }
    #expect(abs(report.text.lines[0].opacity - 0.25) < 1e-12)
  }

  @Test func theStaggerCountsGlyphsOrLines() {
    // "abcd" / "efghijklmn": by glyphs line 1 waits d = max(−3.6/11, 0.6/10) = 0.06.
    let glyphs = Self.report(at: 0.16) {
      $0.reveal.text = "abcd\nefghijklmn"
      $0.reveal.stagger = .glyphs
    }
    #expect(abs(glyphs.text.lines[1].opacity - 0.093465) < 1e-6)
    let lines = Self.report(at: 0.16) { $0.reveal.text = "abcd\nefghijklmn" }
    #expect(lines.text.lines[1].opacity == 0)
  }

  @Test func theClipAnimationGrowsTheTextAndMovesTheSwitch() throws {
    let (preview, layout) = Self.preview { $0.reveal.clipAnimation = .linear(duration: 0.5) }
    #expect(abs(preview.report(at: 0.2, layout: layout).text.clipHeight - 0.4 * 79.2) < 1e-9)
    // The knob travels 51 − 4 − 27 = 20 pt: 40 % of it at 0.2 s.
    let knobs = preview.frame(at: 0.2, layout: layout).commands.compactMap { command -> Rect? in
      guard case .fill(.roundedRect(let rect, _), .solid(.white)) = command else { return nil }
      return rect
    }
    let knob = try #require(knobs.first)
    #expect(abs(knob.minX - (layout.toggleFrame.minX + 2 + 0.4 * 20)) < 1e-9)
  }

  @Test func theVeilOffsetScalesItsTravel() {
    // 300 uncovers the text and the soft edge (79.2 + 40); 150 stops halfway.
    let seed = Self.report(at: 3) { _ in }
    #expect(abs(seed.text.veilEdgeY - 119.2) < 1e-9)
    let half = Self.report(at: 3) { $0.reveal.veil.offset = 150 }
    #expect(abs(half.text.veilEdgeY - 59.6) < 1e-9)
  }

  @Test func theVeilAnimationMovesIt() {
    let report = Self.report(at: 0.5) { $0.reveal.veil.animation = .linear(duration: 2) }
    #expect(abs(report.text.veilEdgeY - 0.25 * 119.2) < 1e-9)
  }

  @Test func theVeilColoursFillIt() throws {
    let (one, layout) = Self.preview { $0.reveal.veil.colors = [Color.red.opacity(0.5)] }
    let gradient = try #require(Self.veilGradient(one.frame(at: 0.5, layout: layout)))
    #expect(gradient.stops.map(\.color) == [Color.red.opacity(0), Color.red.opacity(0.5)])
    // Two colours: transparent → red over the 40 pt edge, red → blue over the text's 79.2 pt.
    let (two, _) = Self.preview { $0.reveal.veil.colors = [.red, .blue] }
    let spread = try #require(Self.veilGradient(two.frame(at: 0.5, layout: layout)))
    #expect(spread.stops.map(\.color) == [Color.red.opacity(0), .red, .blue])
    #expect(spread.stops.map(\.location) == [0, 40 / 119.2, 1])
    #expect(abs((spread.end.y - spread.start.y) - 119.2) < 1e-9)
  }

  static func veilGradient(_ frame: Frame) -> LinearGradient? {
    for command in frame.commands {
      if case .fill(.rect, .linearGradient(let gradient)) = command { return gradient }
    }
    return nil
  }

  @Test func theForegroundFontAndLabelAreTheModels() {
    let (preview, layout) = Self.preview {
      $0.reveal.foreground = .red
      $0.reveal.font = TextFont(.title3)
      $0.reveal.toggleLabel = "Zeige den Text"
    }
    let runs = Self.textRuns(preview.frame(at: 3, layout: layout))
    let lines = runs.filter { $0.paint == .solid(.red) }
    #expect(lines.map(\.text) == ["One", "Two", "Three"])
    #expect(lines.allSatisfy { $0.font.size == 20 && $0.font.weight == .regular })
    #expect(layout.text.lines.map(\.baselineY) == [18, 42, 66])
    #expect(runs.contains { $0.text == "Zeige den Text" })
    #expect(!runs.contains { $0.text == "Show text" })
  }

  // MARK: The first attempt

  /// The variant's text runs and veil rectangle fill at `time`, started at 0.
  static func variant(at time: Double, _ edit: (inout SceneModel) -> Void)
    -> (runs: [TextRun], veil: (Rect, Paint)?, layout: PreviewLayout)
  {
    var (preview, layout) = Self.preview(toggles: [], edit)
    preview.switchVariant(at: 0)
    let frame = preview.frame(at: time, layout: layout)
    var veil: (Rect, Paint)?
    for command in frame.commands {
      if case .fill(.rect(let rect), let paint) = command, rect.width == layout.variantFrame.width {
        veil = (rect, paint)
      }
    }
    let runs = textRuns(frame).filter {
      $0.origin.x < layout.leftPanel.maxX && $0.font.size != 12
    }
    return (runs, veil, layout)
  }

  @Test func theDelaysAndOpacitiesAreTheModels() throws {
    let edit: (inout SceneModel) -> Void = {
      $0.firstAttempt.animateDelay = 0.5
      $0.firstAttempt.removeGradientDelay = 3
      $0.firstAttempt.startOpacity = 0.2
      $0.firstAttempt.endOpacity = 0.9
    }
    let before = Self.variant(at: 0.49, edit)
    #expect(!before.runs.isEmpty && before.runs.allSatisfy { $0.opacity == 0.2 })
    let after = Self.variant(at: 0.5, edit)
    #expect(!after.runs.isEmpty && after.runs.allSatisfy { $0.opacity == 0.9 })
    #expect(after.runs.allSatisfy { if case .linearGradient = $0.paint { true } else { false } })
    let plain = Self.variant(at: 3, edit)
    #expect(!plain.runs.isEmpty && plain.runs.allSatisfy { $0.paint == .solid(.black) })
  }

  @Test func theGradientAndPlainColoursAreTheModels() throws {
    let edit: (inout SceneModel) -> Void = {
      $0.firstAttempt.gradientColors = [.red, .green]
      $0.firstAttempt.plainColors = [.gray]
    }
    let early = Self.variant(at: 0.5, edit)
    let block = early.layout.variantTextFrame
    let gradient = LinearGradient(
      colors: [.red, .green], start: Point(x: block.midX, y: block.minY),
      end: Point(x: block.midX, y: block.maxY))
    #expect(!early.runs.isEmpty && early.runs.allSatisfy { $0.paint == .linearGradient(gradient) })
    let late = Self.variant(at: 2.5, edit)
    #expect(!late.runs.isEmpty && late.runs.allSatisfy { $0.paint == .solid(.gray) })
  }

  @Test func theFrameHeightPaddingAndFontAreTheModels() {
    let (_, _, layout) = Self.variant(at: 0) {
      $0.reveal.text = String(repeating: "word ", count: 200)
      $0.firstAttempt.frameHeight = 200
      $0.firstAttempt.padding = 8
      $0.firstAttempt.font = TextFont(.title)
    }
    // 28 pt lines 33.6 apart: ⌊(200 − 16) / 33.6⌋ = 5 lines, 468 − 16 = 452 wide.
    #expect(layout.variantFrame.height == 200)
    #expect(layout.variantText.lines.count == 5)
    #expect(layout.variantText.width == 452)
    #expect(layout.variantText.font.size == 28)
  }

  @Test func theVeilsOffsetAnimationAndColoursAreTheModels() throws {
    let edit: (inout SceneModel) -> Void = {
      $0.firstAttempt.veil.offset = 100
      $0.firstAttempt.veil.animation = .linear(duration: 2)
      $0.firstAttempt.veil.colors = [.white, .blue]
    }
    let (_, veil, layout) = Self.variant(at: 2, edit)
    let (rect, paint) = try #require(veil)
    // Half of 100 pt one second into a two-second linear slide.
    #expect(abs(rect.minY - (layout.variantFrame.minY + 50)) < 1e-9)
    let gradient = LinearGradient(
      colors: [.white, .blue], start: Point(x: rect.midX, y: rect.minY),
      end: Point(x: rect.midX, y: rect.maxY))
    #expect(paint == .linearGradient(gradient))
    // The variant keeps animating until the slower veil has arrived.
    var (preview, _) = Self.preview(toggles: [], edit)
    preview.switchVariant(at: 0)
    #expect(preview.isTextAnimating(at: 2.9))
    #expect(!preview.isTextAnimating(at: 3.1))
  }

  // MARK: The note

  @Test func theCeaseSizesAndAnimationAreTheModels() {
    let edit: (inout SceneModel) -> Void = {
      $0.note.ceaseSize = 40
      $0.note.toggledCeaseSize = 10
      $0.note.animation = .linear(duration: 2).repeatForever(autoreverses: true)
    }
    #expect(abs(Self.report(at: 0.5, edit).note.crease - (40 - 30 * 0.25)) < 1e-9)
    // The second leg comes back: 10 + 30·0.25 at 2.5 s.
    #expect(abs(Self.report(at: 2.5, edit).note.crease - (10 + 30 * 0.25)) < 1e-9)
    // Without autoreverse the second leg starts again from 40.
    let restarting = Self.report(at: 2.5) {
      edit(&$0)
      $0.note.animation = .linear(duration: 2).repeatForever(autoreverses: false)
    }
    #expect(abs(restarting.note.crease - (40 - 30 * 0.25)) < 1e-9)
  }

  @Test func theWidthPaddingsLineLimitAndFontAreTheModels() {
    let (preview, layout) = Self.preview {
      $0.note.width = .points(200)
      $0.note.paddingHorizontal = 10
      $0.note.paddingVertical = 20
      $0.note.lineLimit = 2
      $0.note.font = TextFont(.body, weight: .bold)
      $0.note.text = String(repeating: "word ", count: 40)
    }
    // 17 pt bold: lines 20.4 apart, two of them; 200 + 2·10 by 2·20.4 + 2·20.
    #expect(layout.noteText.lines.count == 2)
    #expect(layout.noteText.lines[1].text.hasSuffix("…"))
    #expect(layout.noteText.font == FontSpec(size: 17, weight: .bold))
    #expect(layout.noteFrame.width == 220)
    #expect(abs(layout.noteFrame.height - (2 * 20.4 + 40)) < 1e-9)
    #expect(layout.noteTextFrame.minY == layout.noteFrame.minY + 20)
    let report = preview.report(at: 0, layout: layout)
    #expect(report.note.width == 220)
    // A quarter of the 500 pt panel: 125 + 2·30.
    let (_, quarter) = Self.preview { $0.note.width = .fractionOfScreen(0.25) }
    #expect(quarter.noteFrame.width == 185)
  }

  @Test func theNoteColoursShadowFoldAndDivideAreTheModels() throws {
    let (preview, layout) = Self.preview {
      $0.note.color = .red
      $0.note.foreground = .blue
      $0.note.foldColor = .blue
      $0.note.foldOpacity = 0.5
      $0.note.shadowLength = 4
      $0.note.divide = 10
    }
    let commands = preview.frame(at: 0, layout: layout).commands
    let note = layout.noteFrame
    // The fold is at most min(310, 141.2) / 10 = 14.12, under the crease of 50.
    let outline = Shape.polygon([
      Point(x: note.minX, y: note.minY), Point(x: note.minX, y: note.maxY),
      Point(x: note.maxX - 14.12, y: note.maxY), Point(x: note.maxX, y: note.maxY - 14.12),
      Point(x: note.maxX, y: note.minY),
    ])
    #expect(commands.contains(.shadow(outline, Shadow(radius: 4))))
    #expect(commands.contains(.fill(outline, .solid(.red))))
    let folds = commands.filter {
      if case .fill(.polygon(let points), .solid(Color(red: 0, green: 0.478, blue: 1, alpha: 0.5))) =
        $0
      {
        return points.count == 3
      }
      return false
    }
    #expect(folds.count == 1)
    let noteRuns = Self.textRuns(preview.frame(at: 0, layout: layout)).filter {
      $0.origin.x > layout.rightPanel.minX && $0.font.size == 17
    }
    #expect(!noteRuns.isEmpty && noteRuns.allSatisfy { $0.paint == .solid(.blue) })
  }

  @Test func theNoteTextIsTheModels() {
    let (_, layout) = Self.preview { $0.note.text = "Short" }
    #expect(layout.noteText.lines.map(\.text) == ["Short"])
  }
}

/// Values a hand-edited file can hold (zero, negative, huge, NaN) lay out and draw without a
/// trap: no division by zero reaches an integer, no negative count reaches a layout.
@Suite struct SceneModelExtremesTests {
  @Test(arguments: [0.0, -5, 1e9, .nan, .infinity])
  func everyNumberLaysOutAndDraws(value: Double) {
    var scene = SceneModel.seed
    scene.reveal.totalDuration = value
    scene.reveal.elementDuration = value
    scene.reveal.veil.offset = value
    scene.reveal.font = TextFont(.system(size: value))
    scene.firstAttempt.padding = value
    scene.firstAttempt.frameHeight = value
    scene.firstAttempt.startOpacity = value
    scene.firstAttempt.animateDelay = value
    scene.firstAttempt.removeGradientDelay = value
    scene.note.width = .points(value)
    scene.note.ceaseSize = value
    scene.note.shadowLength = value
    scene.note.paddingHorizontal = value
    scene.note.paddingVertical = value
    scene.note.divide = value
    scene.note.foldOpacity = value
    scene.note.lineLimit = value.isFinite ? Int(max(-5, min(value, 100))) : 0
    var preview = Preview(configuration: PreviewConfiguration(scene: scene))
    preview.toggleVisibility(at: 0)
    preview.switchVariant(at: 0.5)
    let layout = preview.layout(size: PreviewLayout.defaultSize, metrics: FixedTextMetrics())
    for time in [0.0, 0.3, 0.7, 2.5] {
      #expect(preview.frame(at: time, layout: layout).size == PreviewLayout.defaultSize)
      _ = preview.report(at: time, layout: layout).json
    }
  }
}
