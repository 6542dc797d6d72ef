/// The veil of the text reveal: the model's veil colour below a soft leading edge, sweeping down
/// to uncover the text from top to bottom.
///
/// Its `edge` is where it reaches full strength; over the `feather` points above the edge it
/// fades in from transparent. With the seed's offset (300) the edge runs from the top of the
/// text (progress 0: the text is fully veiled) to `feather` below its bottom (progress 1: the
/// whole soft edge has passed the text); other offsets scale that travel (see
/// `SceneModel.Reveal.veil`). Below the edge, several colours spread over the text's height.
package struct RevealVeil: Hashable, Sendable {
  /// The soft leading edge's height, in points (the "about 40 pt").
  package static let feather = 40.0

  /// The veil's colours (top to bottom) and offset.
  package var veil: SceneModel.Veil
  /// The text area's full frame in scene space, in points (its full, unclipped height).
  package var textFrame: Rect
  /// The animated progress: 0 (veiled) ... 1 (moved by its whole offset).
  package var progress: Double

  /// Creates `veil` over `textFrame` at `progress` (0...1).
  package init(_ veil: SceneModel.Veil, textFrame: Rect, progress: Double) {
    self.veil = veil
    self.textFrame = textFrame
    self.progress = progress
  }

  /// The edge's distance below the text's top, in points:
  /// progress × (text height + feather) × offset / 300.
  package var edgeOffset: Double {
    progress * (textFrame.height + Self.feather)
      * (veil.offset / SceneModel.Reveal.uncoveringVeilOffset)
  }

  /// The veil's commands inside a clip ending at `clipBottom` (scene y, points): one rectangle
  /// from the top of the soft edge to the clip's bottom, filled with a vertical gradient from
  /// transparent to the first colour (which extends below the edge), then through the other
  /// colours over the text's height. Empty when nothing shows.
  package func commands(clipBottom: Double) -> [DrawCommand] {
    let edgeY = textFrame.minY + edgeOffset
    let top = max(textFrame.minY, edgeY - Self.feather)
    guard clipBottom > top, textFrame.width > 0, let first = veil.colors.first else { return [] }
    let gradient: LinearGradient
    if veil.colors.count == 1 {
      gradient = LinearGradient(
        colors: [first.opacity(0), first],
        start: Point(x: textFrame.minX, y: edgeY - Self.feather),
        end: Point(x: textFrame.minX, y: edgeY))
    } else {
      let span = Self.feather + textFrame.height
      let last = Double(veil.colors.count - 1)
      let stops =
        [GradientStop(color: first.opacity(0), location: 0)]
        + veil.colors.enumerated().map { index, color in
          GradientStop(
            color: color, location: (Self.feather + Double(index) / last * textFrame.height) / span)
        }
      gradient = LinearGradient(
        stops: stops, start: Point(x: textFrame.minX, y: edgeY - Self.feather),
        end: Point(x: textFrame.minX, y: edgeY + textFrame.height))
    }
    return [
      .fill(
        .rect(Rect(x: textFrame.minX, y: top, width: textFrame.width, height: clipBottom - top)),
        .linearGradient(gradient))
    ]
  }
}
