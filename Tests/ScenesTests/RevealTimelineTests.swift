import Scenes
import Testing

/// The reveal and the crease over time, read from `report(at:layout:)`, against the issue's
/// formulas and the reference's numbers. With `FixedTextMetrics` the 22 pt text has descent 4.4,
/// line height 26.4 and baselines at 19.8 + 26.4·i.
@Suite struct RevealTimelineTests {
  static let threeLines = "One\nTwo\nThree"

  static func reveal(
    _ text: String = threeLines, stagger: Stagger = .lines, toggles: [Double] = [0]
  ) -> (Preview, PreviewLayout) {
    var preview = Preview(configuration: PreviewConfiguration(text: text, stagger: stagger))
    for time in toggles { preview.toggleVisibility(at: time) }
    return (preview, preview.layout(size: PreviewLayout.defaultSize, metrics: FixedTextMetrics()))
  }

  @Test func linesDropInOneDelayApart() throws {
    let (preview, layout) = Self.reveal()
    // n = 3, d = 0.2. At 0.3 s: t = 0.3, 0.1, 0.
    let report = preview.report(at: 0.3, layout: layout)
    #expect(report.text.lineCount == 3)
    #expect(report.text.lines.map(\.text) == ["One", "Two", "Three"])
    let expected: [(unit: Double, opacity: Double)] = [
      (try #require(ReferenceValues.snappyUnit[0.3]), 0.621861),
      (try #require(ReferenceValues.snappyUnit[0.1]), 0.093465),
      (0, 0),
    ]
    for (line, value) in zip(report.text.lines, expected) {
      #expect(line.descent == 22 * 0.2)
      #expect(abs(line.offsetY - -4.4 * (1 - value.unit)) < 1e-5)
      #expect(abs(line.opacity - value.opacity) < 1e-6)
    }
    #expect(report.text.lines.map(\.baselineY) == [19.8, 19.8 + 26.4, 19.8 + 52.8])
  }

  @Test func fourteenLinesUseTheirOwnDelay() throws {
    let text = (0..<14).map { "L\($0)" }.joined(separator: "\n")
    let (preview, layout) = Self.reveal(text)
    let d = 0.6 / 14  // max((1 − 5.6)/15, 0.6/14)
    let report = preview.report(at: 13 * d + 0.2, layout: layout)
    #expect(report.text.lineCount == 14)
    let last = report.text.lines[13]
    let unit = try #require(ReferenceValues.snappyUnit[0.2])
    #expect(abs(last.offsetY - -4.4 * (1 - unit)) < 1e-5)
    #expect(abs(last.opacity - 0.315357) < 1e-6)
    // Line 12 is one delay further on: 0.2 + d.
    #expect(report.text.lines[12].opacity > last.opacity)
  }

  @Test func glyphStaggerUsesEachLinesCharacterCount() throws {
    // "abcd" (4 glyphs): d = max(−0.6/5, 0.6/4) = 0.15; "efghijklmn" (10): d = 0.06.
    let text = "abcd\nefghijklmn"
    let (glyphs, glyphLayout) = Self.reveal(text, stagger: .glyphs)
    let line = glyphs.report(at: 0.16, layout: glyphLayout).text.lines[1]
    // Line 1 starts at 1 × 0.06: t = 0.1.
    let unit = try #require(ReferenceValues.snappyUnit[0.1])
    #expect(abs(line.offsetY - -4.4 * (1 - unit)) < 1e-5)
    #expect(abs(line.opacity - 0.093465) < 1e-6)
    // By line count (n = 2, d = 0.3) the same line has not started yet.
    let (lines, linesLayout) = Self.reveal(text, stagger: .lines)
    #expect(lines.report(at: 0.16, layout: linesLayout).text.lines[1].opacity == 0)
  }

  @Test(arguments: [0.1, 0.3, 0.5])
  func theClipGrowsWithTheDefaultSpring(time: Double) throws {
    let (preview, layout) = Self.reveal()
    // SwiftUI's 300 Hz fluid spring (§1.6), and within 0.03 of the closed form (§6 row 35; a
    // sample at T also takes the step that ends just after T).
    let unit = ReferenceValues.defaultSpring(goals: [(0, 1)], at: time)
    let closed = try #require(ReferenceValues.defaultSpringUnit[time])
    #expect(abs(unit - closed) < 0.03)
    let clip = preview.report(at: time, layout: layout).text.clipHeight
    #expect(abs(clip - unit * 3 * 26.4) < 1e-9)
  }

  @Test(arguments: [0.0, 0.25, 0.5, 0.75, 1.0])
  func theVeilEdgeSweepsDownWithEaseIn(time: Double) throws {
    let (preview, layout) = Self.reveal()
    let progress = try #require(ReferenceValues.easeIn[time])
    // From the text's top (0) to 40 below its bottom (79.2 + 40); the reference rounds the
    // curve to 6 decimals and SwiftUI to multiples of 2⁻²⁰, hence 2e-6 of the travel.
    let edge = preview.report(at: time, layout: layout).text.veilEdgeY
    #expect(abs(edge - progress * (79.2 + 40)) < 2e-6 * 119.2)
  }

  @Test func atRestEverythingIsShown() {
    let (preview, layout) = Self.reveal()
    let report = preview.report(at: 3, layout: layout)
    #expect(abs(report.text.clipHeight - 79.2) < 1e-9)
    #expect(abs(report.text.veilEdgeY - 119.2) < 1e-9)
    #expect(report.text.lines.allSatisfy { $0.opacity == 1 })
  }

  @Test func startVisibleShowsTheTextAtRestFromLaunch() {
    let preview = Preview(
      configuration: PreviewConfiguration(text: Self.threeLines, startVisible: true))
    let layout = preview.layout(size: PreviewLayout.defaultSize, metrics: FixedTextMetrics())
    let report = preview.report(at: 0, layout: layout)
    #expect(abs(report.text.clipHeight - 79.2) < 1e-9)
    #expect(report.text.lines.allSatisfy { $0.opacity == 1 })
    #expect(!preview.isTextAnimating(at: 0))
  }

  @Test(arguments: [
    (0.0, 0.0, false), (0.25, 0.25, false), (0.5, 0.5, false), (1.0, 1.0, false),
    (1.5, 0.5, true), (2.25, 0.25, false), (3.25, 0.25, true),
  ])
  func theCreaseGoesFiftyToZeroAndBack(time: Double, progress: Double, isReturning: Bool) throws {
    let (preview, layout) = Self.reveal()
    let curve = try #require(ReferenceValues.easeInOut[progress])
    // Forward legs: 50·(1 − easeInOut(p)); return legs mirror the value: 50·easeInOut(p).
    let expected = isReturning ? 50 * curve : 50 * (1 - curve)
    #expect(abs(preview.report(at: time, layout: layout).note.crease - expected) < 1e-5)
  }

  @Test func restartHidesAtOnceAndRevealsFromTheStart() throws {
    var (preview, layout) = Self.reveal()
    preview.restart(at: 5.5)
    let atRestart = preview.report(at: 5.5, layout: layout)
    #expect(atRestart.text.clipHeight == 0)
    #expect(atRestart.text.veilEdgeY == 0)
    #expect(atRestart.text.lines.allSatisfy { $0.opacity == 0 && $0.offsetY == -4.4 })
    #expect(atRestart.note.crease == 50)
    let later = preview.report(at: 5.8, layout: layout)
    let unit = try #require(ReferenceValues.snappyUnit[0.3])
    #expect(abs(later.text.lines[0].offsetY - -4.4 * (1 - unit)) < 1e-5)
    let crease = try #require(ReferenceValues.easeInOut[0.25])
    #expect(abs(preview.report(at: 5.75, layout: layout).note.crease - 50 * (1 - crease)) < 1e-5)
    // Just before the restart, the old cycle and the revealed text still show.
    let before = preview.report(at: 5.5 - 1e-9, layout: layout)
    #expect(abs(before.note.crease - 25) < 1e-4)  // leg 6 (return), p = 0.5
    #expect(before.text.lines.allSatisfy { $0.opacity == 1 })
  }

  @Test func hidingPlaysTheTimelinesBackwards() {
    let (preview, layout) = Self.reveal(toggles: [0, 3])
    let (forward, _) = Self.reveal()
    // Linear elapsed 1 → 0 from 3 s: at 3 + s it equals 1 − s, the forward value at 1 − s.
    for s in [0.2, 0.45, 0.7] {
      let back = preview.report(at: 3 + s, layout: layout).text.lines
      let ahead = forward.report(at: 1 - s, layout: layout).text.lines
      for (b, a) in zip(back, ahead) {
        #expect(abs(b.offsetY - a.offsetY) < 1e-9)
        #expect(abs(b.opacity - a.opacity) < 1e-9)
      }
    }
    // Last line first: at 3.3 (elapsed 0.7) line 2 (t = 0.3) has faded more than line 0 (0.4).
    let lines = preview.report(at: 3.3, layout: layout).text.lines
    #expect(lines[2].opacity < lines[0].opacity)
    let gone = preview.report(at: 5, layout: layout)
    #expect(gone.text.clipHeight == 0 && gone.text.veilEdgeY == 0)
    #expect(gone.text.lines.allSatisfy { $0.opacity == 0 })
  }
}
