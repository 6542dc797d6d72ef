/// The veil of the text reveal: white at 0.8 opacity below a soft leading edge, sweeping down
/// to uncover the text from top to bottom.
///
/// Its `edge` is where it reaches full opacity; over the `feather` points above the edge it
/// fades from transparent to 0.8. The edge runs from the top of the text (0: the text is fully
/// veiled) to `feather` below its bottom (1: the whole soft edge has passed the text).
package struct RevealVeil: Hashable, Sendable {
  /// The seed's veil colour, `.white.opacity(0.8)`.
  package static let color = Color.white.opacity(0.8)
  /// The soft leading edge's height, in points (the "about 40 pt").
  package static let feather = 40.0

  /// The text area's full frame in scene space, in points (its full, unclipped height).
  package var textFrame: Rect
  /// The animated progress: 0 (veiled) ... 1 (uncovered).
  package var progress: Double

  /// Creates the veil over `textFrame` at `progress` (0...1).
  package init(textFrame: Rect, progress: Double) {
    self.textFrame = textFrame
    self.progress = progress
  }

  /// The edge's distance below the text's top, in points: progress × (text height + feather).
  package var edgeOffset: Double {
    progress * (textFrame.height + Self.feather)
  }

  /// The veil's commands inside a clip ending at `clipBottom` (scene y, points): one rectangle
  /// from the top of the soft edge to the clip's bottom, filled with a vertical gradient from
  /// transparent white to `color` (which extends below the edge). Empty when nothing shows.
  package func commands(clipBottom: Double) -> [DrawCommand] {
    let edgeY = textFrame.minY + edgeOffset
    let top = max(textFrame.minY, edgeY - Self.feather)
    guard clipBottom > top, textFrame.width > 0 else { return [] }
    let gradient = LinearGradient(
      colors: [Self.color.opacity(0), Self.color],
      start: Point(x: textFrame.minX, y: edgeY - Self.feather),
      end: Point(x: textFrame.minX, y: edgeY))
    return [
      .fill(
        .rect(Rect(x: textFrame.minX, y: top, width: textFrame.width, height: clipBottom - top)),
        .linearGradient(gradient))
    ]
  }
}
