import Motion

/// The side panel I shows: every animation of the scene in its SwiftUI spelling with its settle
/// time and overshoot, and four live plots — the line spring's value and velocity over element
/// time with a dot for each line, each line's start and end with a playhead, the crease's curve
/// with its playhead, and the last `frameHistory` frame times with the frame rate.
///
/// Everything that does not move is laid out and turned into commands once, in `init`; a frame
/// adds only the dots, playheads and frame-time bars.
package struct Inspector: Sendable {
  /// The panel's width when the window has room, in points (at most half the window).
  package static let preferredWidth = 400.0
  /// How many frame times the last plot shows.
  package static let frameHistory = 120
  /// The panel's fill: opaque, a shade off white so it reads as a panel.
  package static let background = Color(white: 0.975)
  /// The value curve and the dots: SwiftUI blue.
  static let valueColor = Color.blue
  /// The velocity curve: SwiftUI orange.
  static let velocityColor = Color(red: 1, green: 0.584, blue: 0)
  /// The playheads: SwiftUI red.
  static let playheadColor = Color.red
  /// Space around and between the panel's parts, in points.
  static let padding = 14.0
  /// One plot's height, in points.
  static let plotHeight = 84.0

  /// One animation of the scene as the inspector lists it.
  package struct Entry: Hashable, Sendable {
    /// What it animates ("lines", "crease").
    package var name: String
    /// Its SwiftUI spelling and the parameters around it.
    package var spelling: String
    /// Its settle time and overshoot for a move from rest.
    package var figures: MotionFigures
    /// Words after the figures ("per leg"), or empty.
    package var note: String = ""
  }

  /// The panel, in window points.
  package let frame: Rect
  /// The scene's animations, in the order listed.
  package let entries: [Entry]
  /// The commands that never change while this layout lasts.
  private let fixedCommands: [DrawCommand]
  /// The four plots: spring, line timeline, crease, frame times.
  private let springPlot: Plot
  private let linesPlot: Plot
  private let creasePlot: Plot
  private let framesPlot: Plot
  /// The crease's curve (linear when it is not a timing curve).
  private let creaseCurve: UnitCurve
  /// Each shown line's stagger count (see `TextLayout.staggerCount`).
  private let staggerCounts: [Int]
  /// The fps label's font and position.
  private let smallFont: FontSpec
  private let framesLabelOrigin: Point

  /// Lays the panel out in `frame` for `preview`'s scene as laid out in `scene`.
  package init(
    frame: Rect, preview: Preview, scene layout: PreviewLayout,
    selected: TuningParameter = .totalDuration, original: SceneModel? = nil,
    metrics: some TextMetrics
  ) {
    let family = preview.configuration.fontFamily
    let titleFont = FontSpec(family: family, size: 15, weight: .semibold)
    let bodyFont = FontSpec(family: family, size: 12, weight: .regular)
    let smallFont = FontSpec(family: family, size: 11, weight: .regular)
    let selectedFont = FontSpec(family: family, size: 12, weight: .semibold)
    let pad = Self.padding
    let inner = max(0, frame.width - 2 * pad)
    let lineCount = layout.text.lines.count
    let scene = preview.configuration.scene
    let effect = AppearanceEffect(scene.reveal, elapsedTime: 0)
    let entries = Self.entries(scene: scene, lineCount: lineCount)
    staggerCounts = layout.text.lines.indices.map {
      layout.text.staggerCount(forLine: $0, preview.configuration.stagger)
    }

    var commands: [DrawCommand] = [
      .pushClip(frame),
      .fill(.rect(frame), .solid(Self.background)),
      .fill(.rect(Rect(x: frame.minX, y: frame.minY, width: 1, height: frame.height)),
        .solid(Color(white: 0.82))),
    ]
    var y = frame.minY + pad
    func text(_ string: String, _ font: FontSpec, _ color: Color, width: Double = inner) {
      let layout = TextLayout(text: string, font: font, width: width, metrics: metrics)
      for line in layout.lines {
        commands.append(
          .text(
            TextRun(
              text: line.text, font: font, origin: Point(x: frame.minX + pad, y: y + line.baselineY),
              paint: .solid(color))))
      }
      y += layout.height
    }
    text("Inspector", titleFont, .black)
    if preview.configuration.reducesMotion {
      text(
        "Reduce Motion is on: the lines cross-fade without moving; the height, the veil and "
          + "the crease hold still.", bodyFont, .red)
    }
    y += 6
    for entry in entries {
      text(entry.name + ": " + entry.spelling, bodyFont, .black)
      text(
        entry.figures.summary + (entry.note.isEmpty ? "" : " " + entry.note), smallFont, .gray)
      y += 4
    }
    // The live parameters: the selected one marked, edited ones with their loaded value.
    text("Parameters (Tab selects, ↑/↓ change, Shift: more, 0 resets)", smallFont, .gray)
    let loaded = original ?? scene
    for parameter in TuningParameter.allCases {
      let value = parameter.text(in: scene)
      let was = parameter.text(in: loaded)
      let line =
        (parameter == selected ? "▸ " : "   ") + parameter.name + ": " + value
        + (value == was ? "" : "  (was " + was + ")")
      text(line, parameter == selected ? selectedFont : bodyFont, parameter == selected ? .blue : .black)
    }
    y += 8

    // Two plots a row, each under its label.
    let cellWidth = max(0, (inner - pad) / 2)
    let labelHeight = metrics.metrics(for: smallFont).lineAdvance
    func cell(_ column: Int, _ label: String) -> Rect {
      let x = frame.minX + pad + Double(column) * (cellWidth + pad)
      commands.append(
        .text(
          TextRun(
            text: label, font: smallFont,
            origin: Point(x: x, y: y + metrics.metrics(for: smallFont).ascent),
            paint: .solid(.black))))
      return Rect(x: x, y: y + labelHeight + 2, width: cellWidth, height: Self.plotHeight)
    }
    let spring = effect.spring
    let element = max(effect.elementDuration, 0.001)
    // The spring's speed peaks near t = 0 for a stiff spring: scale velocity to its largest
    // sampled magnitude so both curves share the plot.
    var peakSpeed = 0.0
    for step in 0...200 {
      peakSpeed = max(
        peakSpeed,
        abs(spring.velocity(target: 1.0, initialVelocity: 0, time: element * Double(step) / 200)))
    }
    let speedScale = peakSpeed > 0 ? 1 / peakSpeed : 1
    springPlot = Plot(
      frame: cell(0, "Line spring: value, velocity"), xRange: 0...element, yRange: -1.1...1.4)
    commands += springPlot.backdrop(baseline: 0)
    commands += springPlot.backdrop(baseline: 1).dropFirst()
    commands.append(.pushClip(springPlot.frame))
    commands.append(
      springPlot.curve(color: Self.velocityColor) {
        spring.velocity(target: 1.0, initialVelocity: 0, time: $0) * speedScale
      })
    commands.append(
      springPlot.curve(color: Self.valueColor) {
        spring.value(target: 1.0, initialVelocity: 0, time: $0)
      })
    commands.append(.popClip)

    linesPlot = Plot(
      frame: cell(1, "Lines: start → end"), xRange: 0...max(effect.totalDuration, 0.001),
      yRange: 0...Double(max(1, lineCount)))
    commands += linesPlot.backdrop()
    let rowHeight = linesPlot.frame.height / Double(max(1, lineCount))
    for (index, count) in staggerCounts.enumerated() {
      let start = Double(index) * effect.elementDelay(count: count)
      let left = linesPlot.point(start, 0).x
      let right = linesPlot.point(min(start + element, effect.totalDuration), 0).x
      commands.append(
        .fill(
          .rect(
            Rect(
              x: left, y: linesPlot.frame.minY + Double(index) * rowHeight + rowHeight * 0.15,
              width: max(1, right - left), height: max(1, rowHeight * 0.7))),
          .solid(Color.blue.opacity(0.45))))
    }
    y = springPlot.frame.maxY + pad

    creasePlot = Plot(
      frame: cell(0, "Crease: one leg"), xRange: 0...1, yRange: -0.05...1.05)
    commands += creasePlot.backdrop()
    let leg = Spelling.timingCurveLeg(scene.note.animation)
    commands.append(
      creasePlot.curve(color: Self.valueColor) { t in
        leg.map { $0.curve.value(at: t) } ?? t
      })
    framesPlot = Plot(frame: cell(1, ""), xRange: 0...Double(Self.frameHistory), yRange: 0...50)
    commands += framesPlot.backdrop(baseline: 1000.0 / 60)
    framesLabelOrigin = Point(
      x: framesPlot.frame.minX, y: framesPlot.frame.minY - 2 - labelHeight
        + metrics.metrics(for: smallFont).ascent)
    commands.append(.popClip)

    self.frame = frame
    self.entries = entries
    self.smallFont = smallFont
    creaseCurve = leg?.curve ?? .linear
    fixedCommands = commands
  }

  /// The scene's animations as the inspector lists them, in their SwiftUI spelling.
  package static func entries(scene: SceneModel, lineCount: Int) -> [Entry] {
    let reveal = scene.reveal
    let effect = AppearanceEffect(reveal, elapsedTime: 0)
    let element = effect.elementDuration
    let staggerText: String
    switch reveal.stagger {
    case .lines:
      staggerText =
        "stagger " + Milliseconds.decimal(effect.elementDelay(count: lineCount))
        + " s × " + String(lineCount) + (lineCount == 1 ? " line" : " lines")
    case .glyphs:
      staggerText = "stagger by each line's glyph count (the seed's literal code)"
    }
    let crease = Spelling.timingCurveLeg(scene.note.animation)
    return [
      Entry(
        name: "lines",
        spelling: Spelling.spring(reveal.spring) + ", element " + Milliseconds.decimal(element)
          + " s, " + staggerText,
        figures: MotionFigures(spring: reveal.spring)),
      Entry(
        name: "opacity",
        spelling: Spelling.curve(reveal.opacityCurve) + " over the element's "
          + Milliseconds.decimal(element) + " s",
        figures: MotionFigures(curve: reveal.opacityCurve, duration: element)),
      Entry(
        name: "transition", spelling: Spelling.animation(reveal.transitionAnimation),
        figures: Spelling.figures(reveal.transitionAnimation, distance: reveal.totalDuration)),
      Entry(
        name: "height", spelling: Spelling.animation(reveal.clipAnimation),
        figures: Spelling.figures(reveal.clipAnimation, distance: 1)),
      Entry(
        name: "veil", spelling: Spelling.animation(reveal.veil.animation),
        figures: Spelling.figures(reveal.veil.animation, distance: 1)),
      Entry(
        name: "crease", spelling: Spelling.animation(scene.note.animation),
        figures: crease.map { MotionFigures(curve: $0.curve, duration: $0.duration) }
          ?? MotionFigures(settleTime: .infinity, overshootPercent: 0),
        note: crease == nil ? "" : "per leg"),
    ]
  }

  /// The panel at scene time `time`: the fixed part, then a dot per line on the spring, the
  /// lines' playhead, the crease's dot, and the frame times.
  func commands(preview: Preview, at time: Double, data: TuningData) -> [DrawCommand] {
    let sample = preview.sample(at: time)
    var commands = fixedCommands
    commands.removeLast()  // the closing popClip, re-added below
    let spring = sample.effect.spring
    for (index, count) in staggerCounts.enumerated() {
      let t = sample.effect.elementTime(index: index, count: count)
      commands.append(
        springPlot.dot(t, spring.value(target: 1.0, initialVelocity: 0, time: t), diameter: 5,
          color: Self.valueColor.opacity(0.7)))
    }
    commands.append(linesPlot.playhead(at: sample.effect.elapsedTime, color: Self.playheadColor))
    let note = preview.configuration.scene.note
    let travel = note.ceaseSize - note.toggledCeaseSize
    let progress =
      travel != 0 ? min(1, max(0, (note.ceaseSize - sample.crease) / travel)) : 0
    let legTime = creaseCurve.inverse.value(at: progress)
    commands.append(creasePlot.playhead(at: legTime, color: Self.playheadColor.opacity(0.5)))
    commands.append(creasePlot.dot(legTime, progress, color: Self.playheadColor))

    let intervals = data.frameIntervals.suffix(Self.frameHistory)
    let barWidth = framesPlot.frame.width / Double(Self.frameHistory)
    for (slot, interval) in intervals.enumerated() {
      let x = framesPlot.frame.minX + Double(Self.frameHistory - intervals.count + slot) * barWidth
      let top = framesPlot.point(0, min(interval, 50)).y
      commands.append(
        .fill(
          .rect(Rect(x: x, y: top, width: max(0.5, barWidth - 0.5), height: framesPlot.frame.maxY - top)),
          .solid(interval > 1500 / data.fps ? Self.playheadColor : Color.green)))
    }
    let mean = intervals.isEmpty ? 0 : intervals.reduce(0, +) / Double(intervals.count)
    let label =
      "Frame times: " + (mean > 0 ? Milliseconds.decimal(1000 / mean, digits: 1) + " fps" : "–")
    commands.append(
      .text(TextRun(text: label, font: smallFont, origin: framesLabelOrigin, paint: .solid(.black))))
    commands.append(.popClip)
    return commands
  }
}
