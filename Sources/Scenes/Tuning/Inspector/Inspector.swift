import Motion

/// The side panel I shows: every animation of the scene shown in its SwiftUI spelling with its
/// settle time and overshoot, the live parameters, and four live plots. For the reveal: the
/// line spring's value and velocity over element time with a dot for each line, each line's
/// start and end with a playhead, the crease's curve with its playhead, and the last
/// `frameHistory` frame times with the frame rate. For the first attempt (V): its veil's curve
/// and its three events on a timeline instead of the first two.
///
/// It fits any panel: the plots shrink (down to `plotHeights.lowerBound`) before the
/// parameter list collapses to the selected parameter, then whole plots are left out (two at a
/// time where they stand two a row), and with no room for any plot the text stops at the last
/// whole line that fits, ending in "…". Nothing is cut by the panel's edge.
///
/// Everything that does not move is laid out and turned into commands once, in `init`, for
/// both scenes; a frame picks the page of the scene it shows and adds only the dots,
/// playheads and frame-time bars.
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
  /// Space around and between the panel's parts, in points (less in a narrow panel).
  static let padding = 14.0
  /// A plot's height: the least that still reads, and the most it grows to.
  package static let plotHeights = 56.0...160.0
  /// The narrowest plot, in points: below it, plots stand one a row; a panel narrower still
  /// shows none.
  static let minimumPlotWidth = 110.0

  /// One animation of the scene as the inspector lists it.
  package struct Entry: Hashable, Sendable {
    /// What it animates ("lines", "crease").
    package var name: String
    /// Its SwiftUI spelling and the parameters around it.
    package var spelling: String
    /// Its settle time and overshoot for a move from rest; nil when it does not move smoothly
    /// (a change without animation).
    package var figures: MotionFigures?
    /// Words after the figures ("per leg"), or empty.
    package var note: String = ""

    /// Creates an entry.
    package init(name: String, spelling: String, figures: MotionFigures? = nil, note: String = "") {
      self.name = name
      self.spelling = spelling
      self.figures = figures
      self.note = note
    }
  }

  /// What a plot shows.
  package enum PlotKind: Hashable, Sendable {
    /// The line spring's value and velocity, a dot per line.
    case spring
    /// Each line's start and end, with a playhead.
    case lines
    /// The first attempt's veil curve, with a dot.
    case veil
    /// The first attempt's veil, opacity and gradient changes on a timeline, with a playhead.
    case events
    /// One leg of the crease's curve, with a playhead.
    case crease
    /// The last frame times and the frame rate.
    case frames
    /// A compiled file's animation in flight: its progress over its run, with a playhead
    /// (`LiveInspector`).
    case animation
  }

  /// One scene's panel as laid out.
  struct Page: Sendable {
    /// The animations listed.
    var entries: [Entry]
    /// The commands that never change while the layout lasts (the clip stays open).
    var commands: [DrawCommand]
    /// The plots that fit, in order.
    var plots: [(kind: PlotKind, plot: Plot)]
    /// The frame-rate label's origin and whether it has room for "Frame times: ".
    var framesLabel: (origin: Point, long: Bool)?
  }

  /// The panel, in window points.
  package let frame: Rect
  /// The reveal's animations, in the order listed.
  package let entries: [Entry]
  /// The figures of the scene's animations.
  package let figures: SceneFigures
  /// The reveal's page and the first attempt's.
  private let reveal: Page
  private let variant: Page
  /// The crease's curve (linear when it is not a timing curve).
  private let creaseCurve: UnitCurve
  /// Each shown line's stagger count (see `TextLayout.staggerCount`).
  private let staggerCounts: [Int]
  /// The first attempt's veil: its animation's run, in seconds.
  private let veilDuration: Double
  /// The fps label's font.
  private let smallFont: FontSpec

  /// Lays the panel out in `frame` for `preview`'s scene as laid out in `scene`, with `figures`
  /// when they were found for this scene before.
  package init(
    frame: Rect, preview: Preview, scene layout: PreviewLayout,
    selected: TuningParameter = .totalDuration, original: SceneModel? = nil,
    figures known: SceneFigures? = nil, metrics: some TextMetrics
  ) {
    let family = preview.configuration.fontFamily
    let fonts = InspectorFonts(
      title: FontSpec(family: family, size: 15, weight: .semibold),
      body: FontSpec(family: family, size: 12, weight: .regular),
      small: FontSpec(family: family, size: 11, weight: .regular),
      selected: FontSpec(family: family, size: 12, weight: .semibold))
    let scene = preview.configuration.scene
    let lineCount = layout.text.lines.count
    let staggerCounts = layout.text.lines.indices.map {
      layout.text.staggerCount(forLine: $0, preview.configuration.stagger)
    }
    let figures = known.flatMap { $0.scene == scene ? $0 : nil } ?? SceneFigures(scene)
    let leg = figures.creaseLeg
    let veilRun = scene.firstAttempt.veil.animation.duration(for: 1.0)
    let veilDuration = veilRun.isFinite ? veilRun : 2

    // The text both pages share after their entries: the live parameters.
    let loaded = original ?? scene
    var parameters: [InspectorParagraph] = [
      InspectorParagraph(
        "Parameters (Tab selects, ↑/↓ change, Shift: more, 0 resets)", fonts.small, .gray, gap: 8)
    ]
    var selectedParameter: InspectorParagraph?
    for parameter in TuningParameter.allCases {
      let value = parameter.text(in: scene)
      let was = parameter.text(in: loaded)
      let isSelected = parameter == selected
      let line =
        (isSelected ? "▸ " : "   ") + parameter.name + ": " + value
        + (value == was ? "" : "  (was " + was + ")")
      let paragraph = InspectorParagraph(
        line, isSelected ? fonts.selected : fonts.body, isSelected ? .blue : .black)
      parameters.append(paragraph)
      if isSelected {
        selectedParameter = InspectorParagraph(line + "  (Tab: next)", fonts.selected, .blue, gap: 8)
      }
    }
    var heading = [InspectorParagraph("Inspector", fonts.title, .black)]
    if preview.configuration.reducesMotion {
      heading.append(
        InspectorParagraph(
          "Reduce Motion is on: the lines cross-fade without moving; the height, the veil and "
            + "the crease hold still.", fonts.body, .red))
    }

    let entries = Self.entries(lineCount: lineCount, figures: figures)
    let variantEntries = Self.variantEntries(figures)
    let builder = InspectorPageBuilder(
      frame: frame, fonts: fonts, metrics: metrics, parameters: parameters,
      selectedParameter: selectedParameter.map { [$0] } ?? [])
    let effect = AppearanceEffect(scene.reveal, elapsedTime: 0)
    let creasePlot = { (frame: Rect) -> (Plot, [DrawCommand]) in
      let plot = Plot(frame: frame, xRange: 0...1, yRange: -0.05...1.05)
      return (
        plot,
        plot.backdrop()
          + [plot.curve(color: Self.valueColor) { t in leg.map { $0.curve.value(at: t) } ?? t }]
      )
    }
    let framesPlot = { (frame: Rect) -> (Plot, [DrawCommand]) in
      let plot = Plot(frame: frame, xRange: 0...Double(Self.frameHistory), yRange: 0...50)
      return (plot, plot.backdrop(baseline: 1000.0 / 60))
    }
    reveal = builder.page(
      heading: heading, entries: entries,
      plots: [
        (.spring, "Line spring: value, velocity", { Self.springCommands(effect, $0) }),
        (.lines, "Lines: start → end", { Self.linesCommands(effect, staggerCounts, $0) }),
        (.crease, "Crease: one leg", creasePlot),
        (.frames, "", framesPlot),
      ])
    var variantHeading = heading
    variantHeading[0] = InspectorParagraph("Inspector · the first attempt (V)", fonts.title, .black)
    variant = builder.page(
      heading: variantHeading, entries: variantEntries,
      plots: [
        (.veil, "Veil: one run", { Self.veilCommands(scene.firstAttempt.veil.animation, veilDuration, $0) }),
        (.events, "Veil, opacity, gradient", { Self.eventsCommands(scene.firstAttempt, veilDuration, $0) }),
        (.crease, "Crease: one leg", creasePlot),
        (.frames, "", framesPlot),
      ])

    self.frame = frame
    self.figures = figures
    self.entries = entries
    self.staggerCounts = staggerCounts
    self.veilDuration = veilDuration
    smallFont = fonts.small
    creaseCurve = leg?.curve ?? .linear
  }

  /// The frames of the plots shown, in window points: for the first attempt's page when
  /// `variant` is true, else the reveal's.
  package func plotFrames(variant: Bool = false) -> [Rect] {
    (variant ? self.variant : reveal).plots.map(\.plot.frame)
  }

  /// What the plots shown are, in order (see `plotFrames(variant:)`).
  package func plotKinds(variant: Bool = false) -> [PlotKind] {
    (variant ? self.variant : reveal).plots.map(\.kind)
  }

  /// The panel at scene time `time`: the fixed part of the page of the scene shown, then the
  /// moving parts of its plots.
  func commands(preview: Preview, at time: Double, data: TuningData) -> [DrawCommand] {
    let sample = preview.sample(at: time)
    let page = sample.variant == nil ? reveal : variant
    var commands = page.commands
    for (kind, plot) in page.plots {
      switch kind {
      case .spring:
        let spring = sample.effect.spring
        for (index, count) in staggerCounts.enumerated() {
          let t = min(
            max(0, sample.effect.elementTime(index: index, count: count)), plot.xRange.upperBound)
          commands.append(
            plot.dot(
              t, spring.value(target: 1.0, initialVelocity: 0, time: t), diameter: 5,
              color: Self.valueColor.opacity(0.7)))
        }
      case .lines:
        commands.append(plot.playhead(at: sample.effect.elapsedTime, color: Self.playheadColor))
      case .veil:
        guard let variant = sample.variant else { break }
        let model = variant.model
        let t = min(max(0, variant.time - model.animateDelay), veilDuration)
        let progress = model.veil.offset != 0 ? variant.veilOffset / model.veil.offset : 0
        commands.append(plot.playhead(at: t, color: Self.playheadColor.opacity(0.5)))
        commands.append(
          plot.dot(t, min(max(progress, plot.yRange.lowerBound), plot.yRange.upperBound),
            color: Self.playheadColor))
      case .events:
        guard let variant = sample.variant else { break }
        commands.append(plot.playhead(at: variant.time, color: Self.playheadColor))
      case .crease:
        let note = preview.configuration.scene.note
        let travel = note.ceaseSize - note.toggledCeaseSize
        let progress =
          travel != 0 ? min(1, max(0, (note.ceaseSize - sample.crease) / travel)) : 0
        let legTime = creaseCurve.inverse.value(at: progress)
        commands.append(plot.playhead(at: legTime, color: Self.playheadColor.opacity(0.5)))
        commands.append(plot.dot(legTime, progress, color: Self.playheadColor))
      case .frames:
        commands += framesCommands(plot, label: page.framesLabel, data: data)
      case .animation:
        break
      }
    }
    commands.append(.popClip)
    return commands
  }

  /// The frame-time bars (red when a frame took more than 1.5 periods) and the fps label.
  private func framesCommands(
    _ plot: Plot, label: (origin: Point, long: Bool)?, data: TuningData
  ) -> [DrawCommand] {
    var commands: [DrawCommand] = []
    let intervals = data.frameIntervals.suffix(Self.frameHistory)
    let area = plot.frame.insetBy(dx: Plot.margin, dy: Plot.margin)
    let barWidth = area.width / Double(Self.frameHistory)
    for (slot, interval) in intervals.enumerated() {
      let x = area.minX + Double(Self.frameHistory - intervals.count + slot) * barWidth
      let top = plot.point(0, min(max(interval, 0), plot.yRange.upperBound)).y
      commands.append(
        .fill(
          .rect(Rect(x: x, y: top, width: max(0.5, barWidth - 0.5), height: area.maxY - top)),
          .solid(interval > 1500 / data.fps ? Self.playheadColor : Color.green)))
    }
    guard let label else { return commands }
    let mean = intervals.isEmpty ? 0 : intervals.reduce(0, +) / Double(intervals.count)
    let fps = mean > 0 ? Milliseconds.decimal(min(1000 / mean, 9999.9), digits: 1) + " fps" : "–"
    commands.append(
      .text(
        TextRun(
          text: (label.long ? "Frame times: " : "") + fps, font: smallFont, origin: label.origin,
          paint: .solid(.black))))
    return commands
  }
}
