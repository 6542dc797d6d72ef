/// The help card that H or ? shows over the window: every key and what it does, white on a
/// dark translucent rounded panel, centred.
package struct HelpOverlay: Hashable, Sendable {
  /// The card's title.
  package static let title = "Keys"
  /// Every binding, in the order shown: the keys, then what they do.
  package static let entries: [(keys: String, action: String)] = [
    ("Space", "Show or hide the text"),
    ("Click the switch", "Show or hide the text"),
    ("R", "Restart the transitions"),
    ("V", "Switch the text variant"),
    ("S", "Speed: 1×, 0.5×, 0.25×, 0.1×"),
    ("P", "Pause or resume"),
    ("← →", "Step one frame back or forward while paused"),
    ("H  ?", "Show or hide this help"),
    ("Q  Esc", "Quit"),
  ]
  /// The card's fill: black at 0.8 opacity.
  package static let background = Color(white: 0, alpha: 0.8)
  /// The card's corner radius, in points.
  package static let cornerRadius = 12.0
  /// The space between the card's edge and its text, in points.
  package static let padding = 20.0
  /// The gap between the keys column and the actions column, in points.
  package static let columnGap = 24.0

  /// The card's frame in scene space, in points.
  package let frame: Rect
  /// The card and its text, back to front.
  package let commands: [DrawCommand]

  /// Lays the card out centred on a canvas of `canvas` points, in `fontFamily`.
  package init(canvas: Size, fontFamily: String, metrics: some TextMetrics) {
    let titleFont = FontSpec(family: fontFamily, size: 17, weight: .semibold)
    let keyFont = FontSpec(family: fontFamily, size: 15, weight: .semibold)
    let actionFont = FontSpec(family: fontFamily, size: 15, weight: .regular)
    let titleMetrics = metrics.metrics(for: titleFont)
    let rowMetrics = metrics.metrics(for: actionFont)
    let rowHeight = max(rowMetrics.lineHeight, metrics.metrics(for: keyFont).lineHeight)
    let keysWidth = Self.entries.reduce(0) {
      max($0, metrics.advance(of: $1.keys[...], font: keyFont))
    }
    let actionsWidth = Self.entries.reduce(metrics.advance(of: Self.title[...], font: titleFont)) {
      max($0, metrics.advance(of: $1.action[...], font: actionFont))
    }
    let titleHeight = titleMetrics.lineHeight + 8
    let size = Size(
      width: keysWidth + Self.columnGap + actionsWidth + 2 * Self.padding,
      height: titleHeight + Double(Self.entries.count) * rowHeight + 2 * Self.padding)
    let frame = Rect(
      x: ((canvas.width - size.width) / 2).rounded(),
      y: ((canvas.height - size.height) / 2).rounded(),
      width: size.width, height: size.height)
    let white = Paint.solid(.white)
    var commands: [DrawCommand] = [
      .fill(.roundedRect(frame, cornerRadius: Self.cornerRadius), .solid(Self.background)),
      .text(
        TextRun(
          text: Self.title, font: titleFont,
          origin: Point(
            x: frame.minX + Self.padding, y: frame.minY + Self.padding + titleMetrics.ascent),
          paint: white)),
    ]
    for (row, entry) in Self.entries.enumerated() {
      let baseline =
        frame.minY + Self.padding + titleHeight + Double(row) * rowHeight
        + (rowHeight - rowMetrics.ascent - rowMetrics.descent) / 2 + rowMetrics.ascent
      commands.append(
        .text(
          TextRun(
            text: entry.keys, font: keyFont,
            origin: Point(x: frame.minX + Self.padding, y: baseline), paint: white)))
      commands.append(
        .text(
          TextRun(
            text: entry.action, font: actionFont,
            origin: Point(x: frame.minX + Self.padding + keysWidth + Self.columnGap, y: baseline),
            paint: white)))
    }
    self.frame = frame
    self.commands = commands
  }
}
