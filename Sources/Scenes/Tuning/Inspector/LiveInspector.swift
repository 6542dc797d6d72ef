/// The side panel I shows for a compiled file, from what the running engine reports: the
/// animated values in flight, grouped where the same animation moves several values, each in its
/// SwiftUI spelling with its settle time and overshoot, and a plot of its progress with a
/// playhead; when nothing is in flight, the file's own animations (read from its source). Then
/// the file's live literals. It is laid out as the seed scenes' inspector is
/// (`InspectorPageBuilder`: the same fonts, order and ways of giving way), once per change of
/// what it lists; a frame adds only the playheads.
package struct LiveInspector: Sendable {
  /// The panel, in window points.
  package let frame: Rect
  /// What the panel lists, in order: the values in flight, or the file's animations.
  package let entries: [Inspector.Entry]
  /// Whether `entries` are values in flight (else the file's animations).
  package let inFlight: Bool
  /// The fixed part of the page (its clip left open).
  private let page: Inspector.Page
  /// The animation each plot shows, in the order of `page.plots`.
  private let plotted: [AnimationInFlight]

  /// How many plots the panel has room for at most.
  static let plotLimit = 4

  /// Lays the panel out in `frame` for `animations` (in flight now), or, when there are none,
  /// for `fileAnimations`, the file's animations as the source reader lists them; `parameters`
  /// are the live literals' lines, under a heading at each change of `parameterGroups` (the
  /// view each is in, one per parameter), and `selected` the one Tab picked.
  package init(
    frame: Rect, animations: [AnimationInFlight], fileAnimations: [Inspector.Entry], parameters: [String],
    parameterGroups: [String] = [], selected: Int?, fontFamily: String, metrics: some TextMetrics
  ) {
    let fonts = InspectorFonts(
      title: FontSpec(family: fontFamily, size: 15, weight: .semibold),
      body: FontSpec(family: fontFamily, size: 12, weight: .regular),
      small: FontSpec(family: fontFamily, size: 11, weight: .regular),
      selected: FontSpec(family: fontFamily, size: 12, weight: .semibold))
    var lines = [
      InspectorParagraph(
        parameters.isEmpty ? "No number or Boolean literal to tune" : "Literals (Tab selects, ↑/↓ change, Shift: more, 0 resets)",
        fonts.small, .gray, gap: 8)
    ]
    var selectedLine: [InspectorParagraph] = []
    for (index, text) in parameters.enumerated() {
      if parameterGroups.indices.contains(index), index == 0 || parameterGroups[index] != parameterGroups[index - 1] {
        lines.append(InspectorParagraph(parameterGroups[index], fonts.small, .gray, gap: index == 0 ? 0 : 6))
      }
      let isSelected = index == selected
      lines.append(
        InspectorParagraph((isSelected ? "▸ " : "   ") + text, isSelected ? fonts.selected : fonts.body, isSelected ? .blue : .black))
      if isSelected { selectedLine = [InspectorParagraph("▸ " + text + "  (Tab: next)", fonts.selected, .blue, gap: 8)] }
    }
    let builder = InspectorPageBuilder(
      frame: frame, fonts: fonts, metrics: metrics, parameters: lines, selectedParameter: selectedLine)

    // One entry per distinct value name and animation, counted; one plot per distinct animation.
    var entries: [Inspector.Entry] = []
    var counts: [Int] = []
    var plotted: [AnimationInFlight] = []
    for animation in animations {
      if let index = entries.firstIndex(where: { $0.name == animation.name && $0.spelling == animation.spelling }) {
        counts[index] += 1
        continue
      }
      entries.append(
        Inspector.Entry(
          name: animation.name, spelling: animation.spelling, figures: animation.figures,
          note: animation.isKeyframes
            ? "keyframes, " + Milliseconds.format(animation.span) + (animation.repeats ? " a loop" : "")
            : animation.repeats ? "per leg, repeating" : ""))
      counts.append(1)
      if plotted.count < Self.plotLimit, !plotted.contains(where: { $0.spelling == animation.spelling }) {
        plotted.append(animation)
      }
    }
    for index in entries.indices where counts[index] > 1 { entries[index].name += " ×\(counts[index])" }
    inFlight = !entries.isEmpty
    let heading = [
      InspectorParagraph("Inspector", fonts.title, .black),
      InspectorParagraph(
        inFlight
          ? "In flight now:"
          : fileAnimations.isEmpty ? "Nothing in flight, and the file spells no animation." : "Nothing in flight. The file's animations:",
        fonts.small, .gray, gap: 4),
    ]
    if !inFlight { entries = fileAnimations }
    page = builder.page(
      heading: heading, entries: entries,
      plots: plotted.map { animation in
        (.animation, animation.name + ": " + (animation.isKeyframes ? (animation.repeats ? "one loop" : "path") : animation.repeats ? "one cycle" : "progress"), { Self.plot(animation, in: $0) })
      })
    self.frame = frame
    self.entries = entries
    self.plotted = inFlight ? Array(plotted.prefix(page.plots.count)) : []
  }

  /// The progress curve of `animation` over its run, with the lines at 0 and 1.
  static func plot(_ animation: AnimationInFlight, in frame: Rect) -> (Plot, [DrawCommand]) {
    let plot = Plot(
      frame: frame, xRange: 0...animation.span, yRange: Plot.range(of: animation.samples, including: 0...1))
    let last = Double(max(1, animation.samples.count - 1))
    let points = animation.samples.enumerated().map { index, value in
      plot.point(animation.span * Double(index) / last, value)
    }
    return (
      plot,
      plot.backdrop(baseline: 0) + plot.backdrop(baseline: 1).dropFirst()
        + [Plot.polyline(points, width: 1.5, color: Inspector.valueColor)]
    )
  }

  /// The panel at scene time `time`: the fixed page, then each plot's playhead and dot where its
  /// animation stands (its start taken from `animations`, the values in flight now, when the same
  /// animation is among them).
  package func commands(at time: Double, animations: [AnimationInFlight]) -> [DrawCommand] {
    var commands = page.commands
    for (shown, (_, plot)) in zip(plotted, page.plots) {
      let animation = animations.first { $0.spelling == shown.spelling } ?? shown
      let t = animation.elapsed(at: time)
      let position = t / animation.span * Double(max(1, animation.samples.count - 1))
      let index = min(Int(position), max(0, animation.samples.count - 2))
      let fraction = position - Double(index)
      let value = animation.samples.isEmpty
        ? 0 : animation.samples[index] + (animation.samples[min(index + 1, animation.samples.count - 1)] - animation.samples[index]) * fraction
      commands.append(plot.playhead(at: t, color: Inspector.playheadColor.opacity(0.5)))
      commands.append(plot.dot(t, value, color: Inspector.playheadColor))
    }
    commands.append(.popClip)
    return commands
  }
}
