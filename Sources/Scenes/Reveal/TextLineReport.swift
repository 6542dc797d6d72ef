/// One line of the text reveal in a `FrameReport`.
package struct TextLineReport: Hashable, Sendable {
  /// The line's index, 0 at the top.
  package var index: Int
  /// The characters on the line.
  package var text: String
  /// The resting baseline, in points from the top of the text area.
  package var baselineY: Double
  /// The animated vertical offset from the resting position, in points (negative is up):
  /// the spring's value from `-descent` to 0.
  package var offsetY: Double
  /// The animated opacity, 0 ... 1: `UnitCurve.easeIn` of the line's progress.
  package var opacity: Double
  /// The line's typographic descent, in points (positive).
  package var descent: Double

  /// Creates a line report.
  package init(
    index: Int, text: String, baselineY: Double, offsetY: Double, opacity: Double,
    descent: Double
  ) {
    self.index = index
    self.text = text
    self.baselineY = baselineY
    self.offsetY = offsetY
    self.opacity = opacity
    self.descent = descent
  }
}
