import Scenes
import Testing

/// What the window shows: the switch, the hit rectangle, the text's visibility over time, the
/// overlays, and a bounded number of commands for huge texts.
@Suite struct PreviewFrameTests {
  static let blue = Paint.solid(Color(red: 0, green: 0.478, blue: 1))

  static func revealRuns(_ frame: Frame) -> [TextRun] {
    frame.commands.compactMap {
      guard case .text(let run) = $0, run.paint == blue else { return nil }
      return run
    }
  }

  static func texts(_ frame: Frame) -> [String] {
    frame.commands.compactMap {
      guard case .text(let run) = $0 else { return nil }
      return run.text
    }
  }

  @Test func theSwitchIsAtTheGroupBoxsTrailingEdge() {
    let preview = Preview()
    let layout = preview.layout(size: PreviewLayout.defaultSize, metrics: FixedTextMetrics())
    // Panel 500 wide, padding 16, GroupBox padding 16: x = 500 − 16 − 16 − 51; y = 28 + 16.
    #expect(preview.toggleHitRect(at: 0, in: layout) == Rect(x: 417, y: 44, width: 51, height: 31))
    #expect(layout.groupBox == Rect(x: 16, y: 28, width: 468, height: 63))
    #expect(layout.textFrame.minY == 99)
    var variant = preview
    variant.switchVariant(at: 1)
    #expect(variant.toggleHitRect(at: 2, in: layout) == nil)
    #expect(variant.toggleHitRect(at: 0.5, in: layout) != nil)
  }

  @Test func theSwitchTintAndKnobFollowItsProgress() {
    let off = ToggleSwitch(frame: Rect(x: 0, y: 0, width: 51, height: 31), progress: 0)
    let on = ToggleSwitch(frame: off.frame, progress: 1)
    #expect(off.knobFrame == Rect(x: 2, y: 2, width: 27, height: 27))
    #expect(on.knobFrame == Rect(x: 22, y: 2, width: 27, height: 27))
    #expect(off.tint == Color(red: 0.914, green: 0.914, blue: 0.922))
    #expect(on.tint == Color(red: 0.204, green: 0.780, blue: 0.349))
    #expect(ToggleSwitch(frame: off.frame, progress: 1.2).knobFrame == on.knobFrame)
  }

  @Test func noTextBeforeSpaceUpperLinesFirstThenAll() {
    var preview = Preview()
    let layout = preview.layout(size: PreviewLayout.defaultSize, metrics: FixedTextMetrics())
    #expect(Self.revealRuns(preview.frame(at: 1, layout: layout)).isEmpty)
    preview.toggleVisibility(at: 1)
    let early = Self.revealRuns(preview.frame(at: 1.3, layout: layout))
    let lineCount = layout.text.lines.count
    #expect(lineCount > 4)
    #expect(early.contains { $0.text == layout.text.lines[0].text })
    #expect(!early.contains { $0.text == layout.text.lines[lineCount - 1].text })
    let late = Self.revealRuns(preview.frame(at: 2.7, layout: layout))
    #expect(late.map(\.text) == layout.text.lines.map(\.text))
    #expect(late.allSatisfy { $0.opacity == 1 })
  }

  @Test func clipsAndOpacityGroupsBalance() {
    var preview = Preview()
    preview.toggleVisibility(at: 0)
    let panels = TuningPanels(showsTimeline: true, showsInspector: true, showsHelp: true)
    let layout = TuningLayout(
      preview: preview, size: PreviewLayout.defaultSize, panels: panels,
      metrics: FixedTextMetrics())
    for time in [0.0, 0.3, 2] {
      var depth = 0
      for command in preview.frame(
        at: time, tuning: layout, panels: panels,
        overlay: PreviewOverlay(speed: 0.5, isPaused: true),
        data: TuningData(fps: 60, frameIntervals: [16.7, 16.6, 40])
      ).commands {
        if case .pushClip = command { depth += 1 }
        if case .popClip = command { depth -= 1 }
        #expect(depth >= 0)
      }
      #expect(depth == 0)
    }
  }

  @Test func badgesShowASpeedOtherThanOneAndPause() {
    let preview = Preview()
    let layout = preview.layout(size: PreviewLayout.defaultSize, metrics: FixedTextMetrics())
    let plain = Self.texts(preview.frame(at: 0, layout: layout))
    #expect(!plain.contains("Paused") && !plain.contains { $0.hasSuffix("×") })
    let slow = Self.texts(
      preview.frame(at: 0, layout: layout, overlay: PreviewOverlay(speed: 0.25, isPaused: true)))
    #expect(slow.contains("Paused") && slow.contains("0.25×"))
    #expect(PreviewOverlay(speed: 0.1).speedLabel == "0.1×")
    #expect(PreviewOverlay(speed: 2).speedLabel == "2×")
  }

  @Test func aHundredKilobyteTextDrawsOnlyWhatFits() {
    let text = String(
      repeating: "Lorem ipsum dolor sit amet, consectetur adipiscing. ", count: 2_000)
    var preview = Preview(configuration: PreviewConfiguration(text: text))
    preview.toggleVisibility(at: 0)
    let layout = preview.layout(size: PreviewLayout.defaultSize, metrics: FixedTextMetrics())
    // Text top 99, bottom 584: ⌊485 / 26.4⌋ = 18 lines, the last ending in "…".
    #expect(layout.text.lines.count == 18)
    #expect(layout.text.lines[17].text.hasSuffix("…"))
    let frame = preview.frame(at: 2, layout: layout)
    #expect(Self.revealRuns(frame).count == 18)
    #expect(frame.commands.count < 60)
  }

  @Test func captionsNameBothPanels() {
    var preview = Preview()
    let layout = preview.layout(size: PreviewLayout.defaultSize, metrics: FixedTextMetrics())
    let texts = Self.texts(preview.frame(at: 0, layout: layout))
    #expect(
      texts.contains(PreviewLayout.revealCaption) && texts.contains(PreviewLayout.noteCaption))
    preview.switchVariant(at: 0)
    #expect(Self.texts(preview.frame(at: 0, layout: layout)).contains(PreviewLayout.variantCaption))
  }
}

@Suite struct TinyWindowTests {
  @Test(arguments: [
    Size(width: 0, height: 0), Size(width: 40, height: 30), Size(width: 120, height: 90),
  ])
  func tinyWindowsLayOutWithoutNonsense(size: Size) {
    var preview = Preview()
    preview.toggleVisibility(at: 0)
    let layout = preview.layout(size: size, metrics: FixedTextMetrics())
    let json = preview.report(at: 0.4, layout: layout).json
    #expect(!json.contains("null"))
    let frame = preview.frame(at: 0.4, layout: layout)
    #expect(frame.size == size)
    #expect(layout.text.height <= max(0, size.height))
  }
}
