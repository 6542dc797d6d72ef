import Scenes
import Testing

/// The variant's instants: opacity 0.5 until 1 s, then 1; the veil's ease-in from 1 s to 2 s;
/// the gradient until 2 s, then black. Checked in the frame the app draws.
@Suite struct FirstAttemptTests {
  struct LeftPanel {
    var textPaints: [Paint] = []
    var textOpacities: [Double] = []
    var veil: Rect?
  }

  static func leftPanel(at time: Double, start: Double = 2) -> (LeftPanel, PreviewLayout) {
    var preview = Preview()
    preview.switchVariant(at: start)
    let layout = preview.layout(size: PreviewLayout.defaultSize, metrics: FixedTextMetrics())
    var panel = LeftPanel()
    for command in preview.frame(at: time, layout: layout).commands {
      switch command {
      case .text(let run) where run.font.size == 17 && run.origin.x < layout.leftPanel.maxX:
        panel.textPaints.append(run.paint)
        panel.textOpacities.append(run.opacity)
      case .fill(.rect(let rect), .solid(let color)) where color == Color(white: 1, alpha: 0.8):
        panel.veil = rect
      default:
        break
      }
    }
    return (panel, layout)
  }

  @Test func halfOpaqueGradientTextUnderAStillVeilForOneSecond() throws {
    let (panel, layout) = Self.leftPanel(at: 2.999)
    #expect(!panel.textOpacities.isEmpty)
    #expect(panel.textOpacities.allSatisfy { $0 == 0.5 })
    let block = layout.variantTextFrame
    let gradient = LinearGradient(
      colors: [.blue, .red, .green, .yellow], start: Point(x: block.midX, y: block.minY),
      end: Point(x: block.midX, y: block.maxY))
    #expect(panel.textPaints.allSatisfy { $0 == .linearGradient(gradient) })
    #expect(try #require(panel.veil) == layout.variantFrame)
    #expect(layout.variantFrame.height == 300)
  }

  @Test func atOneSecondTheTextTurnsOpaqueAndTheVeilStartsDown() throws {
    let (panel, layout) = Self.leftPanel(at: 3.0)
    #expect(panel.textOpacities.allSatisfy { $0 == 1 })
    #expect(try #require(panel.veil).minY == layout.variantFrame.minY)
    // 300·easeIn(0.5) half a second later.
    let (half, _) = Self.leftPanel(at: 3.5)
    let offset = try #require(half.veil).minY - layout.variantFrame.minY
    #expect(abs(offset - 300 * 0.315357) < 300 * 2e-6)
  }

  @Test func atTwoSecondsTheGradientBecomesBlack() throws {
    let (before, _) = Self.leftPanel(at: 3.999)
    #expect(before.textPaints.allSatisfy { if case .linearGradient = $0 { true } else { false } })
    let (after, layout) = Self.leftPanel(at: 4.0)
    #expect(after.textPaints.allSatisfy { $0 == .solid(.black) })
    #expect(after.textOpacities.allSatisfy { $0 == 1 })
    #expect(try #require(after.veil).minY == layout.variantFrame.minY + 300)
  }

  @Test func theVariantTextIsPaddedInsideItsFrame() {
    let (_, layout) = Self.leftPanel(at: 2)
    // Body 17 pt in 468 − 32 = 436 pt: 51 characters a line at 8.5 pt.
    #expect(layout.variantText.width == 436)
    #expect(layout.variantText.lines.allSatisfy { $0.width <= 436 })
    #expect(abs(layout.variantFrame.width - (layout.variantText.usedWidth + 32)) < 1e-9)
    #expect(abs(layout.variantFrame.midX - 250) < 1e-9)
    #expect(abs(layout.variantTextFrame.midY - layout.variantFrame.midY) < 1e-9)
  }

  @Test func vSwitchesBackToTheRevealWithItsStateIntact() {
    var preview = Preview(
      configuration: PreviewConfiguration(text: RevealTimelineTests.threeLines))
    preview.toggleVisibility(at: 0)
    preview.switchVariant(at: 0.2)
    preview.switchVariant(at: 0.4)
    let layout = preview.layout(size: PreviewLayout.defaultSize, metrics: FixedTextMetrics())
    #expect(preview.isShowingVariant(at: 0.3))
    #expect(!preview.isShowingVariant(at: 0.5))
    let (plain, _) = RevealTimelineTests.reveal()
    #expect(preview.report(at: 0.5, layout: layout) == plain.report(at: 0.5, layout: layout))
    #expect(preview.frame(at: 0.5, layout: layout) == plain.frame(at: 0.5, layout: layout))
  }
}
