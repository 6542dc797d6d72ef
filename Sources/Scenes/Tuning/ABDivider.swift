/// What A/B (B) draws between its two halves: an orange divider and a label chip at the bottom
/// left of each half, so that neither half can be mistaken for the other.
package enum ABLayout {
  /// The divider and the chips: SwiftUI orange, so they cannot be mistaken for content.
  package static let dividerColor = Color(red: 1, green: 0.584, blue: 0)

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
