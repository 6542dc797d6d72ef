/// The banner that a live reload shows while the watched files make no scene: one line per
/// problem, as a compiler prints it (`file:line:column: error: message`), white on red across
/// the bottom of the window. The last good scene keeps running above it.
///
/// Lay it out once when the problems or the window size change, never per frame.
package struct ProblemBanner: Hashable, Sendable {
  /// The most text lines the banner shows; later problems are counted in a last line.
  package static let maximumLines = 5
  /// The banner's fill: a deep red, slightly translucent.
  package static let background = Color(red: 0.78, green: 0.12, blue: 0.12, alpha: 0.95)
  /// The space around the text, in points.
  package static let padding = 10.0
  /// The text size, in points.
  package static let fontSize = 13.0

  /// The banner's frame in scene space, in points: the window's width, at its bottom.
  package let frame: Rect
  /// The banner and its text, back to front.
  package let commands: [DrawCommand]

  /// Lays out `messages` (each one problem, any length; at least one) across the bottom of a
  /// canvas of `canvas` points, in `fontFamily`. A long message wraps to two lines and ends in
  /// "…"; beyond `maximumLines` lines the rest are counted.
  package init(
    messages: [String], canvas: Size, fontFamily: String, metrics: some TextMetrics
  ) {
    let font = FontSpec(family: fontFamily, size: Self.fontSize, weight: .semibold)
    let width = max(1, canvas.width - 2 * Self.padding)
    var lines: [String] = []
    for (index, message) in messages.enumerated() {
      let room = Self.maximumLines - lines.count
      let left = messages.count - index
      // Keep one line for the count when more messages follow than lines remain.
      let allowed = left > room ? min(2, room - 1) : min(2, room)
      guard allowed > 0 else {
        lines.append(left == 1 ? "and 1 more problem" : "and \(left) more problems")
        break
      }
      let layout = TextLayout(
        text: message, font: font, width: width, maxLines: allowed, metrics: metrics)
      lines += layout.lines.map(\.text)
    }
    let fontMetrics = metrics.metrics(for: font)
    let lineHeight = fontMetrics.lineAdvance
    let height = Double(lines.count) * lineHeight + 2 * Self.padding
    let frame = Rect(
      x: 0, y: max(0, canvas.height - height), width: max(0, canvas.width), height: height)
    let halfLeading = (lineHeight - fontMetrics.ascent - fontMetrics.descent) / 2
    var commands: [DrawCommand] = [.fill(.rect(frame), .solid(Self.background))]
    for (index, line) in lines.enumerated() {
      commands.append(
        .text(
          TextRun(
            text: line, font: font,
            origin: Point(
              x: Self.padding,
              y: frame.minY + Self.padding + Double(index) * lineHeight + halfLeading
                + fontMetrics.ascent),
            paint: .solid(.white))))
    }
    self.frame = frame
    self.commands = commands
  }
}
