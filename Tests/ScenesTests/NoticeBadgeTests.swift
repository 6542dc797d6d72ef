import Testing

@testable import Scenes

/// E's notice: one line, centred in the scene near its bottom, above the A/B labels, cut with
/// "…" rather than leaving the window, with a progress bar inside it while work runs.
@Suite struct NoticeBadgeTests {
  /// Fixed metrics: every character is 0.5 × 13 pt = 6.5 pt wide.
  static let metrics = FixedTextMetrics()
  static let canvas = Size(width: 400, height: 300)

  @Test func aShortMessageIsWholeAndCentred() {
    let badge = NoticeBadge(message: "Saved a.gif", canvas: Self.canvas, fontFamily: "Inter", metrics: Self.metrics)
    #expect(badge.text == "Saved a.gif")
    // 11 characters of 6.5 pt plus 10 pt each side.
    #expect(badge.frame.width == 11 * 6.5 + 20)
    #expect(abs(badge.frame.midX - 200) <= 0.5)
    #expect(badge.frame.maxY == 300 - 32)
  }

  @Test func aLongMessageEndsInAnEllipsisInsideTheCanvas() {
    let message = "Export failed: cannot write \"" + String(repeating: "x", count: 200) + ".gif\": Permission denied"
    let badge = NoticeBadge(message: message, canvas: Self.canvas, fontFamily: "Inter", metrics: Self.metrics)
    #expect(badge.text.hasSuffix("…"))
    #expect(badge.text.hasPrefix("Export failed: cannot write"))
    #expect(badge.frame.minX >= 0 && badge.frame.maxX <= 400, "\(badge.frame)")
  }

  /// A message wider than the canvas wraps, up to three lines, rather than losing its end: four
  /// words of 10 characters of 6.5 pt in a 200-point canvas (160 points of room, 24 characters
  /// a line) take two lines of two words, the badge inside the canvas and one line higher than
  /// a one-line badge; a Tab notice in the same canvas shows whole.
  @Test func aLongMessageWrapsOverLinesInANarrowCanvas() {
    let message = "abcdefghij abcdefghij abcdefghij abcdefghij"
    let narrow = Size(width: 200, height: 300)
    let badge = NoticeBadge(message: message, canvas: narrow, fontFamily: "Inter", metrics: Self.metrics)
    let lines = badge.text.split(separator: "\n")
    #expect(lines == ["abcdefghij abcdefghij", "abcdefghij abcdefghij"], "\(lines)")
    let tab = NoticeBadge(message: "11/24 TextReveal.swift:60:64 0.4 → 0.45", canvas: narrow, fontFamily: "Inter", metrics: Self.metrics)
    #expect(!tab.text.contains("…") && tab.text.hasSuffix("0.45"), "\(tab.text)")
    #expect(badge.frame.minX >= 0 && badge.frame.maxX <= 200, "\(badge.frame)")
    let one = NoticeBadge(message: "x", canvas: narrow, fontFamily: "Inter", metrics: Self.metrics)
    let lineAdvance = Self.metrics.metrics(for: FontSpec(size: NoticeBadge.fontSize)).lineAdvance
    #expect(abs(badge.frame.height - one.frame.height - lineAdvance) < 1e-9)
    let runs = badge.commands(progress: nil).filter { if case .text = $0 { true } else { false } }
    #expect(runs.count == 2)
  }

  @Test func progressAddsABarInsideTheBadge() {
    let badge = NoticeBadge(message: "Exporting a.gif", canvas: Self.canvas, fontFamily: "Inter", metrics: Self.metrics)
    let plain = badge.commands(progress: nil)
    let half = badge.commands(progress: 0.5)
    #expect(half.count == plain.count + 1)
    guard case .fill(.rect(let bar), _) = half.last else {
      Issue.record("no bar: \(half.last.map { "\($0)" } ?? "nothing")")
      return
    }
    #expect(bar.minX > badge.frame.minX && bar.maxY < badge.frame.maxY && bar.minY > badge.frame.minY)
    #expect(bar.width > 0 && bar.width < badge.frame.width / 2)
  }
}
