import Motion
import Scenes
import Testing

@testable import SwiftSource

/// `--print-swift` and the reader are inverses: a scene printed as SwiftUI and read again is
/// the same scene, so it gives the same frames. Checked for the seed and for a scene with every
/// parameter moved off its seed value, by model equality and by the frame reports themselves.
@Suite struct PrinterRoundTripTests {
  /// A scene in which every parameter differs from the seed's.
  static let edited: SceneModel = {
    var scene = SceneModel.seed
    scene.reveal.text = "Two \"quoted\" lines,\nand a backslash \\ here."
    scene.reveal.font = TextFont(.title3, weight: .semibold)
    scene.reveal.foreground = Color(red: 0.2, green: 0.3, blue: 0.4)
    scene.reveal.toggleLabel = "Zeige den Text"
    scene.reveal.clipAnimation = .easeOut(duration: 0.6)
    scene.reveal.totalDuration = 1.5
    scene.reveal.transitionAnimation = .easeInOut(duration: 1.2)
    scene.reveal.elementDuration = 0.5
    scene.reveal.spring = .bouncy(duration: 0.3, extraBounce: 0.1)
    scene.reveal.opacityCurve = .circularEaseOut
    scene.reveal.veil = SceneModel.Veil(
      colors: [.red.opacity(0.5), .yellow], offset: 150, animation: .linear(duration: 0.7))
    scene.firstAttempt.font = TextFont(.callout)
    scene.firstAttempt.padding = 8
    scene.firstAttempt.frameHeight = 220
    scene.firstAttempt.gradientColors = [.green, .blue]
    scene.firstAttempt.plainColors = [.gray]
    scene.firstAttempt.startOpacity = 0.3
    scene.firstAttempt.endOpacity = 0.9
    scene.firstAttempt.animateDelay = 0.5
    scene.firstAttempt.removeGradientDelay = 2.5
    scene.firstAttempt.veil = SceneModel.Veil(
      colors: [.white], offset: 200, animation: .easeOut(duration: 0.8).delay(0.1))
    scene.note.text = "A note"
    scene.note.font = TextFont(.title, weight: .bold)
    scene.note.lineLimit = 3
    scene.note.foreground = .white
    scene.note.width = .points(240)
    scene.note.color = .yellow
    scene.note.ceaseSize = 35
    scene.note.toggledCeaseSize = 5
    scene.note.shadowLength = 6
    scene.note.paddingHorizontal = 20
    scene.note.paddingVertical = 25
    scene.note.divide = 3
    scene.note.foldColor = .blue
    scene.note.foldOpacity = 0.6
    scene.note.animation = .spring(response: 0.4, dampingFraction: 0.6).repeatCount(4, autoreverses: false)
    return scene
  }()

  static func reread(_ scene: SceneModel) -> SceneReading {
    SceneReader.read([SourceFile(path: "printed.swift", text: SwiftPrinter.source(for: scene))])
  }

  @Test(arguments: [SceneModel.seed, edited])
  func aPrintedSceneReadsBackAsItself(scene: SceneModel) throws {
    let reading = Self.reread(scene)
    #expect(!reading.hasErrors, "\(reading.diagnostics)")
    #expect(reading.diagnostics.allSatisfy { $0.severity == .note }, "\(reading.diagnostics)")
    #expect(reading.scene.reveal == scene.reveal)
    #expect(reading.scene.firstAttempt == scene.firstAttempt)
    #expect(reading.scene.note == scene.note)
    // And so the frames: the reports of both scenes over a reveal and a hide, byte for byte.
    var original = Preview(configuration: PreviewConfiguration(scene: scene))
    var reread = Preview(configuration: PreviewConfiguration(scene: reading.scene))
    for time in [0.0, 1.7] {
      original.toggleVisibility(at: time)
      reread.toggleVisibility(at: time)
    }
    let layout = original.layout(size: PreviewLayout.defaultSize, metrics: FixedTextMetrics())
    let rereadLayout = reread.layout(size: PreviewLayout.defaultSize, metrics: FixedTextMetrics())
    for step in 0..<40 {
      let time = Double(step) * 0.07
      #expect(
        original.report(at: time, layout: layout).json
          == reread.report(at: time, layout: rereadLayout).json)
    }
  }

  @Test func theSeedPrintsInTheSeedsOwnSpellings() {
    let source = SwiftPrinter.source(for: .seed)
    for line in [
      ".snappy(duration: elementDuration - 0.05, extraBounce: 0.4)",
      "Toggle(\"Show text\", isOn: $isVisible.animation())",
      "withAnimation(.easeInOut(duration: 1.0).repeatForever(autoreverses: true))",
      ".stickyNote(color: .green, ceaseSize: widthCease ? 50.0 : 0.0, shadowLength: 10.0)",
      "transaction.animation = .linear(duration: duration)",
      "copy.opacity = UnitCurve.easeIn.value(at: elementTime / elementDuration)",
      ".frame(width: UIScreen.main.bounds.width / 2)",
    ] {
      #expect(source.contains(line), "\(line)")
    }
  }
}
