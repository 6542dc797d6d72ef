/// The text reveal's state in a `FrameReport`, in points from the top of the text area.
package struct TextRevealReport: Hashable, Sendable {
  /// The number of laid-out lines, n in the delay formula (the lines that fit the panel).
  package var lineCount: Int
  /// The height of the clip that grows with `Animation.default`, 0 ... the text's full height.
  package var clipHeight: Double
  /// Where the veil reaches its full 0.8 opacity; its soft edge spans the 40 points above. It
  /// runs from 0 (text fully veiled) to the text's height + 40 (text uncovered).
  package var veilEdgeY: Double
  /// Every line, top to bottom.
  package var lines: [TextLineReport]

  /// Creates a text report.
  package init(lineCount: Int, clipHeight: Double, veilEdgeY: Double, lines: [TextLineReport]) {
    self.lineCount = lineCount
    self.clipHeight = clipHeight
    self.veilEdgeY = veilEdgeY
    self.lines = lines
  }
}
