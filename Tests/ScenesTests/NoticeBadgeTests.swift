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
