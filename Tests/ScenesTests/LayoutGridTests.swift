import Scenes
import Testing

/// The preview at every window size from 200 × 150 to 3840 × 2160 points (which covers 200 × 150
/// to 3840 × 2160 pixels at scale 1 and 400 × 300 to 3840 × 2160 at scale 2: layout is in
/// points): no two pieces of text overlap, none overlaps the switch or a badge, and each lies
/// inside the panel it is drawn in. Text boxes are measured independently of the layout, from
/// each drawn run's origin, its font's ascent and descent and the metrics' advance.
@Suite struct LayoutGridTests {
  static let widths: [Double] = [200, 230, 260, 300, 360, 420, 500, 640, 800, 1000, 1280, 1920, 2560, 3840]
  static let heights: [Double] = [150, 175, 200, 240, 300, 400, 600, 800, 1080, 1440, 2160]
  static let overlays = [
    PreviewOverlay(), PreviewOverlay(speed: 0.25, isPaused: true), PreviewOverlay(speed: 0.1),
  ]

  /// A box drawn in the frame: what it is and where.
  struct Box {
    var name: String
    var rect: Rect
    /// The panel (outermost clip) it is drawn in; the window when none.
    var panel: Rect
  }

  /// The text boxes and the other solid boxes (switch, badges) of `frame`.
  static func boxes(_ frame: Frame, _ layout: PreviewLayout, metrics: FixedTextMetrics, showsSwitch: Bool) -> [Box] {
    let window = Rect(x: 0, y: 0, width: frame.size.width, height: frame.size.height)
    var clips: [Rect] = []
    var boxes: [Box] = []
    for command in frame.commands {
      switch command {
      case .pushClip(let rect): clips.append(rect)
      case .popClip: clips.removeLast()
      case .text(let run):
        let font = metrics.metrics(for: run.font)
        let width = metrics.advance(of: run.text[...], font: run.font)
        boxes.append(Box(
          name: "text \"\(run.text)\"",
          rect: Rect(x: run.origin.x, y: run.origin.y - font.ascent, width: width, height: font.ascent + font.descent),
          panel: clips.first ?? window))
      default: break
      }
    }
    if showsSwitch { boxes.append(Box(name: "switch", rect: layout.toggleFrame, panel: layout.leftPanel)) }
    return boxes
  }

  static func overlap(_ a: Rect, _ b: Rect) -> Bool {
    let tolerance = 1e-9
    return a.minX < b.maxX - tolerance && b.minX < a.maxX - tolerance
      && a.minY < b.maxY - tolerance && b.minY < a.maxY - tolerance
  }

  static func inside(_ a: Rect, _ panel: Rect) -> Bool {
    let tolerance = 1e-9
    return a.minX >= panel.minX - tolerance && a.maxX <= panel.maxX + tolerance
      && a.minY >= panel.minY - tolerance && a.maxY <= panel.maxY + tolerance
  }

  /// With the seed's text, and with reduced motion (one more badge) and a long text.
  static let configurations = [
    PreviewConfiguration(),
    PreviewConfiguration(
      text: String(repeating: "Motion is a pure function of time. ", count: 80),
      noteText: String(repeating: "A longer note ", count: 20), reducesMotion: true),
  ]

  @Test(arguments: [0.5, 0.62], [false, true])
  func noTextOverlapsAndAllTextStaysInItsPanel(advance: Double, variant: Bool) {
    for configuration in Self.configurations {
      check(configuration, advance: advance, variant: variant)
    }
  }

  func check(_ configuration: PreviewConfiguration, advance: Double, variant: Bool) {
    let metrics = FixedTextMetrics(advanceFactor: advance)
    var preview = Preview(configuration: configuration)
    preview.toggleVisibility(at: 0)
    if variant { preview.switchVariant(at: 0) }
    var checked = 0
    var problems: [String] = []
    for width in Self.widths {
      for height in Self.heights {
        let layout = preview.layout(size: Size(width: width, height: height), metrics: metrics)
        for overlay in Self.overlays {
          // Long after the toggle: the reveal and the variant have settled.
          let frame = preview.frame(at: 10, layout: layout, overlay: overlay)
          var boxes = Self.boxes(frame, layout, metrics: metrics, showsSwitch: !variant)
          for badge in layout.badges(for: overlay, reducesMotion: configuration.reducesMotion) {
            boxes.append(Box(name: "badge \(badge.label)", rect: badge.frame, panel: Rect(x: 0, y: 0, width: width, height: height)))
          }
          checked += boxes.count
          let where_ = "\(Int(width))×\(Int(height)) \(overlay)"
          for box in boxes where !Self.inside(box.rect, box.panel) {
            problems.append("\(where_): \(box.name) \(box.rect) leaves its panel \(box.panel)")
          }
          for i in boxes.indices {
            for j in boxes.indices where j > i && Self.overlap(boxes[i].rect, boxes[j].rect) {
              // A badge's own label lies on the badge.
              if boxes[j].name == "badge " + boxes[i].name.dropFirst(6).dropLast(1) { continue }
              if boxes[i].name.hasPrefix("badge"), boxes[j].name == "text \"\(boxes[i].name.dropFirst(6))\"" { continue }
              problems.append("\(where_): \(boxes[i].name) \(boxes[i].rect) overlaps \(boxes[j].name) \(boxes[j].rect)")
            }
          }
        }
      }
    }
    #expect(checked > 2000, "boxes checked: \(checked)")
    #expect(problems.isEmpty, "\(problems.count) problems, first: \(problems.prefix(5))")
  }

  /// Cut labels and captions end in "…" and never lose it to a clip: at the narrowest window
  /// every caption and the switch's label either fit whole or end in "…".
  @Test func cutLabelsEndInAnEllipsis() {
    let metrics = FixedTextMetrics()
    let layout = Preview().layout(size: Size(width: 200, height: 150), metrics: metrics)
    let captions = layout.captions(for: PreviewOverlay(speed: 0.25, isPaused: true))
    for (whole, shown) in [
      (PreviewLayout.revealCaption, captions.reveal), (PreviewLayout.variantCaption, captions.variant),
      (PreviewLayout.noteCaption, captions.note), ("Show text", layout.toggleLabel),
    ] {
      #expect(shown == whole || shown.hasSuffix("…") || shown.isEmpty, "\(shown)")
      #expect(shown != whole, "at 200 × 150 \(whole) cannot fit whole")
    }
    // The default window shows the captions whole.
    let roomy = Preview().layout(size: PreviewLayout.defaultSize, metrics: metrics)
    #expect(roomy.captions(for: PreviewOverlay()).reveal == PreviewLayout.revealCaption)
    #expect(roomy.toggleLabel == "Show text")
  }

  /// The variant's text in a short window ends in "…" on the last line that fits, as the
  /// reveal's does, instead of being cut through a line by the panel.
  @Test func theVariantsTextEndsInAnEllipsisInAShortWindow() {
    let metrics = FixedTextMetrics()
    let layout = Preview().layout(size: Size(width: 1000, height: 200), metrics: metrics)
    #expect(layout.variantText.isTruncated)
    #expect(layout.variantText.lines.last?.text.hasSuffix("…") == true)
    #expect(layout.variantFrame.maxY <= layout.leftPanel.maxY)
  }

  /// At wide sizes the note keeps the proportion it has in the default window, as the seed's
  /// `UIScreen.main.bounds.width / 2` does on a phone, instead of stretching into a banner;
  /// at the default size it is exactly the seed's (half the 500 pt panel).
  @Test func theNoteKeepsItsProportionsWhenWide() {
    let metrics = FixedTextMetrics()
    let normal = Preview().layout(size: PreviewLayout.defaultSize, metrics: metrics)
    #expect(normal.noteText.width == 250)
    for width in [1280.0, 1920, 3840] {
      let wide = Preview().layout(size: Size(width: width, height: 1080), metrics: metrics)
      #expect(wide.noteText.width == 250)
      #expect(wide.noteFrame.width == normal.noteFrame.width)
      #expect(abs(wide.noteFrame.midX - wide.rightPanel.midX) <= 0.5)
    }
  }
}

/// The inspector (I) at every window size of the grid, with the scrub bar (T) shown too, for
/// the reveal and for the first attempt (V): every text box and plot box lies inside the
/// inspector's panel and the window, and no two overlap. Text boxes are measured from the
/// drawn runs as above; plot boxes are the plots' frames.
@Suite struct InspectorGridTests {
  static let panels = TuningPanels(showsTimeline: true, showsInspector: true)
  /// Frame times for the last plot: a steady 60 Hz with a few long frames.
  static let data = TuningData(
    fps: 60, frameIntervals: (0..<150).map { $0 % 37 == 0 ? 40 : 1000.0 / 60 })

  /// The inspector's part of `frame`: from its panel's clip to the end (no help card shows).
  static func inspectorCommands(_ frame: Frame, _ inspector: Inspector) -> ArraySlice<DrawCommand> {
    let start = frame.commands.lastIndex { command in
      if case .pushClip(let rect) = command { return rect == inspector.frame }
      return false
    }
    return frame.commands[(start ?? frame.commands.endIndex)...]
  }

  /// The texts and plots the inspector of `layout` draws for `preview` at `times`, as boxes.
  static func boxes(
    _ preview: Preview, _ layout: TuningLayout, at times: [Double], variant: Bool,
    metrics: FixedTextMetrics
  ) throws -> [LayoutGridTests.Box] {
    let inspector = try #require(layout.inspector)
    var boxes: [LayoutGridTests.Box] = []
    var seen = Set<String>()
    for time in times {
      let frame = preview.frame(at: time, tuning: layout, panels: panels, data: data)
      for command in inspectorCommands(frame, inspector) {
        guard case .text(let run) = command else { continue }
        let font = metrics.metrics(for: run.font)
        let rect = Rect(
          x: run.origin.x, y: run.origin.y - font.ascent,
          width: metrics.advance(of: run.text[...], font: run.font),
          height: font.ascent + font.descent)
        // A label drawn at each time is one box.
        guard seen.insert("\(run.text) \(rect)").inserted else { continue }
        boxes.append(LayoutGridTests.Box(name: "text \"\(run.text)\" at \(time) s", rect: rect, panel: inspector.frame))
      }
    }
    for (index, plot) in inspector.plotFrames(variant: variant).enumerated() {
      boxes.append(LayoutGridTests.Box(name: "plot \(index)", rect: plot, panel: inspector.frame))
    }
    return boxes
  }

  @Test(arguments: [0.5, 0.62])
  func everyTextAndPlotBoxStaysInsideTheInspectorAndApart(advance: Double) throws {
    let metrics = FixedTextMetrics(advanceFactor: advance)
    var checked = 0
    var problems: [String] = []
    for configuration in LayoutGridTests.configurations {
      // The same scene twice: the reveal, and the first attempt from V at 0.1 s on. They share
      // one layout (the inspector lays out both pages).
      var reveal = Preview(configuration: configuration)
      reveal.toggleVisibility(at: 0)
      var variant = reveal
      variant.switchVariant(at: 0.1)
      var previous: TuningLayout?
      for width in LayoutGridTests.widths {
        for height in LayoutGridTests.heights {
          let size = Size(width: width, height: height)
          let window = Rect(x: 0, y: 0, width: width, height: height)
          // As the app does on a resize: the scene's animations are measured once.
          let layout = TuningLayout(
            preview: reveal, size: size, panels: Self.panels, reusing: previous, metrics: metrics)
          previous = layout
          for (preview, isVariant) in [(reveal, false), (variant, true)] {
            // Mid-reveal and long after it: the dots, playheads and labels move.
            let boxes = try Self.boxes(preview, layout, at: [0.3, 10], variant: isVariant, metrics: metrics)
            checked += boxes.count
            let where_ = "\(Int(width))×\(Int(height)) advance \(advance)\(isVariant ? " V" : "")"
            for box in boxes where !LayoutGridTests.inside(box.rect, box.panel) || !LayoutGridTests.inside(box.rect, window) {
              problems.append("\(where_): \(box.name) \(box.rect) leaves the inspector \(box.panel)")
            }
            for i in boxes.indices {
              for j in boxes.indices where j > i && LayoutGridTests.overlap(boxes[i].rect, boxes[j].rect) {
                // The frame-rate label changes with time: its texts share a place.
                if boxes[i].name.contains("fps"), boxes[j].name.contains("fps") { continue }
                problems.append("\(where_): \(boxes[i].name) \(boxes[i].rect) overlaps \(boxes[j].name) \(boxes[j].rect)")
              }
            }
          }
        }
      }
    }
    #expect(checked > 10_000, "boxes checked: \(checked)")
    #expect(problems.isEmpty, "\(problems.count) problems, first: \(problems.prefix(5))")
  }

  /// The default window shows all four plots whole, at least the readable height; a small one
  /// leaves whole plots out, and a tiny one shows text only, its last line ending in "…".
  @Test(arguments: [false, true])
  func theDefaultWindowShowsAllFourPlotsAndSmallOnesLeaveWholePlotsOut(variant: Bool) throws {
    let metrics = FixedTextMetrics()
    var preview = Preview()
    if variant { preview.switchVariant(at: 0) }
    func inspector(_ width: Double, _ height: Double) throws -> Inspector {
      try #require(
        TuningLayout(
          preview: preview, size: Size(width: width, height: height), panels: Self.panels,
          metrics: metrics
        ).inspector)
    }
    let normal = try inspector(1000, 600)
    #expect(normal.plotKinds(variant: variant).count == 4)
    #expect(normal.plotFrames(variant: variant).allSatisfy { $0.height >= 56 && $0.width >= 110 })
    #expect(normal.plotFrames(variant: variant).count == 4)
    #expect(
      normal.plotKinds(variant: variant)
        == (variant ? [.veil, .events, .crease, .frames] : [.spring, .lines, .crease, .frames]))
    // 640 × 400: whole plots, fewer for the reveal's longer list.
    let small = try inspector(640, 400).plotFrames(variant: variant)
    #expect(small.count == (variant ? 4 : 2))
    #expect(small.allSatisfy { $0.height >= 56 })
    // 300 × 200: no plot, and the text ends in "…" at its last whole line.
    let tiny = try inspector(300, 200)
    #expect(tiny.plotFrames(variant: variant).isEmpty)
    let texts = preview.frame(
      at: 1, tuning: TuningLayout(preview: preview, size: Size(width: 300, height: 200), panels: Self.panels, metrics: metrics),
      panels: Self.panels
    ).commands.compactMap { command -> TextRun? in
      if case .text(let run) = command, run.origin.x >= tiny.frame.minX { return run }
      return nil
    }
    let last = try #require(texts.max { $0.origin.y < $1.origin.y })
    #expect(last.text.hasSuffix("…"), "\(last.text)")
  }
}
