import Motion
import Scenes
import Testing

/// The inspector's contents: it lists the scene actually shown (the reveal, or the first
/// attempt after V), and everything a plot draws stays inside the plot's box, however far the
/// spring overshoots.
@Suite struct InspectorTests {
  let metrics = FixedTextMetrics()
  static let panels = TuningPanels(showsInspector: true)

  /// The texts the inspector draws in `frame`.
  func inspectorTexts(_ frame: Frame, _ inspector: Inspector) -> [String] {
    InspectorGridTests.inspectorCommands(frame, inspector).compactMap {
      if case .text(let run) = $0 { return run.text }
      return nil
    }
  }

  @Test func afterVItListsTheFirstAttemptsAnimationsAndAfterVAgainTheReveals() throws {
    var preview = Preview()
    preview.toggleVisibility(at: 0)
    preview.switchVariant(at: 2)
    preview.switchVariant(at: 6)
    let layout = TuningLayout(
      preview: preview, size: PreviewLayout.defaultSize, panels: Self.panels, metrics: metrics)
    let inspector = try #require(layout.inspector)
    let reveal = inspectorTexts(preview.frame(at: 1, tuning: layout, panels: Self.panels), inspector)
    let variant = inspectorTexts(preview.frame(at: 3, tuning: layout, panels: Self.panels), inspector)
    let back = inspectorTexts(preview.frame(at: 7, tuning: layout, panels: Self.panels), inspector)
    // The reveal: its spring, none of the first attempt's changes.
    #expect(reveal.contains { $0.hasPrefix("lines: .snappy(duration: 0.35, extraBounce: 0.4)") })
    #expect(!reveal.contains { $0.hasPrefix("gradient:") })
    // The first attempt (assets/seeds/FirstAttempt.swift): the veil's .easeIn(duration: 1)
    // after 1 s down 300 pt, the opacity 0.5 → 1 and the gradient's removal at 2 s.
    #expect(variant.first == "Inspector · the first attempt (V)")
    #expect(variant.contains("veil: .easeIn(duration: 1.0) after 1 s, down 300 pt"))
    #expect(variant.contains("opacity: 0.5 → 1 at 1 s, no animation"))
    #expect(variant.contains("gradient: removed at 2 s, no animation"))
    #expect(!variant.contains { $0.hasPrefix("lines:") || $0.contains("snappy") })
    #expect(variant.contains { $0.hasPrefix("crease: .easeInOut(duration: 1.0)") })
    #expect(back == reveal)
  }

  /// The bounds of a filled shape, from its own coordinates.
  static func bounds(_ shape: Shape) -> Rect {
    switch shape {
    case .rect(let rect), .roundedRect(let rect, _): return rect
    case .outline(let outline): return bounds(.polygon(outline.points))
    case .polygon(let points):
      let xs = points.map(\.x)
      let ys = points.map(\.y)
      let minX = xs.min() ?? 0
      let minY = ys.min() ?? 0
      return Rect(x: minX, y: minY, width: (xs.max() ?? 0) - minX, height: (ys.max() ?? 0) - minY)
    }
  }

  @Test(arguments: [0.7, 0.95])
  func withAHighBounceEverythingAPlotDrawsStaysInItsBox(bounce: Double) throws {
    var scene = SceneModel.seed
    scene.reveal.spring = Spring(duration: 0.35, bounce: bounce)
    var preview = Preview(configuration: PreviewConfiguration(scene: scene))
    preview.toggleVisibility(at: 0)
    let data = TuningData(fps: 60, frameIntervals: (0..<130).map { $0 % 9 == 0 ? 90 : 16.7 })
    for size in [PreviewLayout.defaultSize, Size(width: 640, height: 400), Size(width: 1920, height: 1080)] {
      let layout = TuningLayout(preview: preview, size: size, panels: Self.panels, metrics: metrics)
      let inspector = try #require(layout.inspector)
      let plots = inspector.plotFrames()
      #expect(!plots.isEmpty)
      var fills = 0
      // Every 10 ms through the reveal, when the dots swing furthest past the target.
      for step in 0...150 {
        let time = Double(step) * 0.01
        let commands = InspectorGridTests.inspectorCommands(
          preview.frame(at: time, tuning: layout, panels: Self.panels, data: data), inspector)
        // The first two fills are the panel's background and its left hairline.
        for command in commands.dropFirst(3) {
          guard case .fill(let shape, _) = command else { continue }
          fills += 1
          let box = Self.bounds(shape)
          #expect(
            plots.contains { LayoutGridTests.inside(box, $0) },
            "\(size) at \(time) s: \(box) is in no plot of \(plots)")
        }
      }
      #expect(fills > 1000)
    }
  }

  /// The value axis spans the overshoot: the value curve's peak stands above the grid line at
  /// 1 by the closed-form overshoot of its spring (37.2 % at bounce 0.7, ζ = 0.3).
  @Test func theSpringPlotShowsTheWholeOvershoot() throws {
    var scene = SceneModel.seed
    scene.reveal.spring = Spring(duration: 0.35, bounce: 0.7)
    scene.reveal.elementDuration = 1  // the whole first swing inside the plot
    let preview = Preview(configuration: PreviewConfiguration(scene: scene))
    let layout = TuningLayout(
      preview: preview, size: PreviewLayout.defaultSize, panels: Self.panels, metrics: metrics)
    let inspector = try #require(layout.inspector)
    let plot = try #require(inspector.plotFrames().first)
    let commands = InspectorGridTests.inspectorCommands(
      preview.frame(at: 0, tuning: layout, panels: Self.panels), inspector)
    var gridLines: [Double] = []
    var valueCurveTop: Double?
    for command in commands {
      guard case .fill(let shape, .solid(let color)) = command else { continue }
      let box = Self.bounds(shape)
      guard LayoutGridTests.inside(box, plot) else { continue }
      if color == Color(white: 0.85), box.height == 1 { gridLines.append(box.midY) }
      if color == Color.blue, case .polygon = shape { valueCurveTop = box.minY }
    }
    #expect(gridLines.count == 2)
    let zero = try #require(gridLines.max())
    let one = try #require(gridLines.min())
    let top = try #require(valueCurveTop)
    // e^(−π·0.3/√(1 − 0.09)) = 0.3723; the ribbon is 1.5 points thick (0.75 above the curve).
    let overshoot = (one - (top + 0.75)) / (zero - one)
    #expect(abs(overshoot - 0.3723) < 0.01, "\(overshoot)")
  }
}
