import Scenes
import Testing

/// The note's geometry against the seed's path, and its place in the default window. With
/// FixedTextMetrics the 17 pt headline advances 8.5 pt a character (250 pt holds 29) and its
/// lines are 20.4 pt apart.
@Suite struct StickyNoteTests {
  @Test func outlineAndCreaseFollowTheSeedsPath() {
    let note = StickyNote(.seed, frame: Rect(x: 10, y: 20, width: 310, height: 141.2), crease: 30)
    #expect(note.fold == 30)
    #expect(
      note.outline == [
        Point(x: 10, y: 20), Point(x: 10, y: 161.2), Point(x: 290, y: 161.2),
        Point(x: 320, y: 131.2), Point(x: 320, y: 20),
      ])
    #expect(
      note.creaseTriangle == [
        Point(x: 290, y: 161.2), Point(x: 290, y: 131.2), Point(x: 320, y: 131.2),
      ])
  }

  @Test func theFoldIsAtMostHalfTheShorterSide() {
    #expect(StickyNote(.seed, frame: Rect(x: 0, y: 0, width: 310, height: 60), crease: 50).fold == 30)
    #expect(StickyNote(.seed, frame: Rect(x: 0, y: 0, width: 40, height: 300), crease: 50).fold == 20)
    #expect(StickyNote(.seed, frame: Rect(x: 0, y: 0, width: 310, height: 141.2), crease: 0).fold == 0)
  }

  @Test func shadowThenFillThenCrease() {
    let note = StickyNote(.seed, frame: Rect(x: 0, y: 0, width: 100, height: 100), crease: 10)
    let outline = Shape.polygon(note.outline)
    #expect(
      note.commands == [
        .shadow(outline, Shadow(color: Color(white: 0, alpha: 0.33), radius: 10)),
        .fill(outline, .solid(Color(red: 0.204, green: 0.780, blue: 0.349))),
        .fill(.polygon(note.creaseTriangle), .solid(Color(white: 0, alpha: 0.4))),
      ])
    // A flat corner draws no crease.
    #expect(StickyNote(.seed, frame: note.frame, crease: 0).commands.count == 2)
  }

  @Test func theNoteIsHalfThePanelWideAndCentred() {
    let preview = Preview()
    let layout = preview.layout(size: PreviewLayout.defaultSize, metrics: FixedTextMetrics())
    // "If today were the last day of" (29) / "my life, would I want to do" / "what I am about
    // to do today": 3 lines of 20.4 pt.
    #expect(
      layout.noteText.lines.map(\.text) == [
        "If today were the last day of", "my life, would I want to do",
        "what I am about to do today",
      ])
    // 500 / 2 + 2 × 30 wide, 3 × 20.4 + 2 × 40 high, centred in the right panel's content
    // (x 516…984, y 28…584).
    #expect(layout.noteFrame.width == 310)
    #expect(abs(layout.noteFrame.height - 141.2) < 1e-9)
    #expect(layout.noteFrame.minX == 595)
    #expect(layout.noteFrame.minY == 235)
    let report = preview.report(at: 0, layout: layout)
    #expect(report.note.width == 310 && abs(report.note.height - 141.2) < 1e-9)
  }

  @Test func longNoteTextStopsAtFiveLinesWithAnEllipsis() {
    let preview = Preview(
      configuration: PreviewConfiguration(
        noteText: String(repeating: "word ", count: 100)))
    let layout = preview.layout(size: PreviewLayout.defaultSize, metrics: FixedTextMetrics())
    #expect(layout.noteText.lines.count == 5)
    #expect(layout.noteText.lines[4].text.hasSuffix("…"))
    #expect(abs(layout.noteFrame.height - (5 * 20.4 + 80)) < 1e-9)
  }
}
