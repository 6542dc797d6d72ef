/// The A/B comparison B shows: the text panel split in two on one clock. A, on the left, is the
/// scene as loaded; B, on the right, is the edited scene, or, when nothing is edited, the seed's
/// literal glyph-count stagger (the other `Stagger` when the loaded scene already uses it).
/// Both receive every event (toggles, restarts, variant switches) at the same scene time, and
/// start from the events of the preview they follow.
package struct ABComparison: Sendable {
  /// The scene as loaded.
  package var a: Preview
  /// The edited scene, or the other stagger.
  package var b: Preview

  /// The comparison of `loaded` with `edited` (equal when nothing is edited), both running
  /// `preview`'s events at their scene times (`Preview.replayed(on:)`): at any time, earlier or
  /// later, each half's transition started when `preview`'s did, so the scrub bar, which reads
  /// `preview`, shows the time both halves are sampled at.
  package init(loaded: PreviewConfiguration, edited: PreviewConfiguration, following preview: Preview) {
    var other = edited
    if edited.scene == loaded.scene {
      other.stagger = loaded.stagger == .lines ? .glyphs : .lines
    }
    a = preview.replayed(on: loaded)
    b = preview.replayed(on: other)
  }

  /// What the right half shows, for its label.
  package var label: (a: String, b: String) {
    let b =
      self.b.configuration.scene.reveal.stagger != a.configuration.scene.reveal.stagger
        && self.b.configuration.scene.reveal.spring == a.configuration.scene.reveal.spring
        && {
          var same = self.b.configuration.scene
          same.reveal.stagger = a.configuration.scene.reveal.stagger
          return same == a.configuration.scene
        }()
      ? "B · " + (self.b.configuration.stagger == .glyphs ? "glyph-count stagger" : "line stagger")
      : "B · edited"
    return ("A · as loaded", b)
  }

  /// Applies the same event to both halves.
  package mutating func apply(_ event: (inout Preview) -> Void) {
    event(&a)
    event(&b)
  }
}

/// The two halves' layouts, for one window size.
package struct ABLayout: Sendable {
  /// The left half's scene layout (its text panel is the half).
  package let a: PreviewLayout
  /// The right half's, drawn `offset` points to the right.
  package let b: PreviewLayout
  /// How far B's text panel is moved right: half the text panel.
  package let offset: Double
  /// The labels' font and metrics.
  let labelFont: FontSpec
  let labelWidths: (a: Double, b: Double)
  let labels: (a: String, b: String)

  /// Splits the text panel of `scene` between `comparison`'s two scenes.
  init(comparison: ABComparison, scene: PreviewLayout, metrics: some TextMetrics) {
    let half = Size(width: scene.leftPanel.width, height: scene.size.height)
    a = comparison.a.layout(size: half, metrics: metrics)
    b = comparison.b.layout(size: half, metrics: metrics)
    offset = a.leftPanel.width
    labelFont = Self.labelFont(family: comparison.a.configuration.fontFamily)
    labels = comparison.label
    labelWidths = (
      metrics.advance(of: labels.a[...], font: labelFont),
      metrics.advance(of: labels.b[...], font: labelFont)
    )
  }

  /// The divider between the halves: SwiftUI orange, so it cannot be mistaken for content.
  package static let dividerColor = Color(red: 1, green: 0.584, blue: 0)

  /// The two text panels at `time`, the divider and the labels, inside `panel` (the scene's
  /// text panel).
  func commands(_ comparison: ABComparison, at time: Double, panel: Rect) -> [DrawCommand] {
    var commands: [DrawCommand] = [.pushClip(panel)]
    commands += comparison.a.textPanelCommands(at: time, layout: a)
    commands += comparison.b.textPanelCommands(at: time, layout: b).map { $0.offsetBy(dx: offset) }
    commands += Self.divider(
      panel: panel, offset: offset, labels: [(labels.a, labelWidths.a), (labels.b, labelWidths.b)], font: labelFont)
    commands.append(.popClip)
    return commands
  }

  /// The labels' font in the font family `family` (11 pt, semibold).
  package static func labelFont(family: String) -> FontSpec {
    FontSpec(family: family, size: 11, weight: .semibold)
  }

  /// The divider `offset` points into `panel` and a label chip at the bottom left of each
  /// half: `labels` are the two labels and their advances in `font`.
  package static func divider(panel: Rect, offset: Double, labels: [(text: String, width: Double)], font: FontSpec)
    -> [DrawCommand]
  {
    var commands: [DrawCommand] = [
      .fill(.rect(Rect(x: panel.minX + offset - 1, y: panel.minY, width: 2, height: panel.height)), .solid(dividerColor))
    ]
    for (x, label) in zip([panel.minX, panel.minX + offset], labels) {
      let chip = Rect(x: x + 6, y: panel.maxY - 26, width: label.width + 12, height: 20)
      commands.append(.fill(.roundedRect(chip, cornerRadius: 10), .solid(dividerColor)))
      commands.append(
        .text(TextRun(text: label.text, font: font, origin: Point(x: chip.minX + 6, y: chip.minY + 14), paint: .solid(.white))))
    }
    return commands
  }
}
