import Scenes
import Testing

/// A live reload replaces the scene and restarts the transitions with it; a problem banner
/// shows the reload's errors over the running scene.
@Suite struct ReloadTests {
  static func reloaded(at time: Double, _ edit: (inout SceneModel) -> Void) -> Preview {
    var preview = Preview(
      configuration: PreviewConfiguration(text: SceneModelTests.threeLines))
    preview.toggleVisibility(at: 0)
    var scene = preview.configuration.scene
    edit(&scene)
    preview.reload(scene, at: time)
    return preview
  }

  @Test func theNewSceneRunsFromTheReload() throws {
    let preview = Self.reloaded(at: 5) {
      $0.note.ceaseSize = 30
      $0.note.animation = .linear(duration: 2).repeatForever(autoreverses: true)
      $0.reveal.text = "Only one line"
    }
    let layout = preview.layout(size: PreviewLayout.defaultSize, metrics: FixedTextMetrics())
    #expect(preview.configuration.scene.note.ceaseSize == 30)
    // The crease restarts at 30 and goes linearly to 0 over 2 s.
    #expect(preview.report(at: 5, layout: layout).note.crease == 30)
    #expect(abs(preview.report(at: 5.5, layout: layout).note.crease - 22.5) < 1e-9)
    // The text reveals again from the start: hidden at 5, one line 0.1 s in at 5.1.
    let start = preview.report(at: 5, layout: layout).text
    #expect(start.lines.map(\.text) == ["Only one line"])
    #expect(start.lines[0].opacity == 0 && start.clipHeight == 0)
    let later = preview.report(at: 5.1, layout: layout).text.lines[0]
    let unit = try #require(ReferenceValues.snappyUnit[0.1])
    #expect(abs(later.offsetY - -4.4 * (1 - unit)) < 1e-5)
    #expect(preview.isVisible(at: 5.1))
    // Before the reload there is no old scene left to show: it shows the reload's instant.
    #expect(preview.report(at: 4, layout: layout).note.crease == 30)
  }

  @Test func aReloadWhileTheTextIsHiddenRevealsIt() {
    var preview = Preview()
    preview.toggleVisibility(at: 0)
    preview.toggleVisibility(at: 2)
    #expect(!preview.isVisible(at: 3))
    preview.reload(.seed, at: 3)
    #expect(preview.isVisible(at: 3))
    #expect(preview.isTextAnimating(at: 3.5))
  }

  @Test func theVariantStaysAndStartsOver() {
    var preview = Preview()
    preview.switchVariant(at: 1)
    var scene = SceneModel.seed
    scene.firstAttempt.startOpacity = 0.25
    preview.reload(scene, at: 4)
    #expect(preview.isShowingVariant(at: 4))
    let layout = preview.layout(size: PreviewLayout.defaultSize, metrics: FixedTextMetrics())
    let opacities = preview.frame(at: 4.5, layout: layout).commands.compactMap {
      command -> Double? in
      guard case .text(let run) = command, run.font.size == 17,
        run.origin.x < layout.leftPanel.maxX
      else { return nil }
      return run.opacity
    }
    #expect(!opacities.isEmpty && opacities.allSatisfy { $0 == 0.25 })
  }

  @Test func theBannerListsEachProblemAtTheBottom() {
    let canvas = Size(width: 600, height: 400)
    let banner = ProblemBanner(
      messages: ["a.swift:3:7: error: expected expression", "b.swift:1:1: error: empty"],
      canvas: canvas, fontFamily: "Inter", metrics: FixedTextMetrics())
    // Two 13 pt lines 15.6 apart plus 2 × 10 padding, across the bottom.
    #expect(banner.frame == Rect(x: 0, y: 400 - 51.2, width: 600, height: 51.2))
    let texts = banner.commands.compactMap { command -> TextRun? in
      guard case .text(let run) = command else { return nil }
      return run
    }
    #expect(texts.map(\.text) == ["a.swift:3:7: error: expected expression", "b.swift:1:1: error: empty"])
    #expect(texts.allSatisfy { $0.paint == .solid(.white) })
    #expect(banner.commands.first == .fill(.rect(banner.frame), .solid(ProblemBanner.background)))

    // In a frame, it comes after the scene's commands.
    let preview = Preview()
    let layout = preview.layout(size: canvas, metrics: FixedTextMetrics())
    let frame = preview.frame(at: 0, layout: layout, overlay: PreviewOverlay(banner: banner))
    #expect(Array(frame.commands.suffix(banner.commands.count)) == banner.commands)
    #expect(!preview.frame(at: 0, layout: layout).commands.contains(banner.commands[0]))
  }

  @Test func longAndManyProblemsAreCut() {
    // 6.5 pt a character in 580 pt: 89 characters a line. A 300-character message takes two
    // lines ending in "…"; eight messages stop at five lines, the last counting the rest.
    let long = String(repeating: "x", count: 300)
    let banner = ProblemBanner(
      messages: [long] + (1...7).map { "f.swift:\($0):1: error: e" },
      canvas: Size(width: 600, height: 400), fontFamily: "Inter", metrics: FixedTextMetrics())
    let texts = banner.commands.compactMap { command -> String? in
      guard case .text(let run) = command else { return nil }
      return run.text
    }
    #expect(texts.count == 5)
    #expect(texts[1].hasSuffix("…"))
    #expect(texts[2] == "f.swift:1:1: error: e" && texts[3] == "f.swift:2:1: error: e")
    #expect(texts[4] == "and 5 more problems")
  }
}
