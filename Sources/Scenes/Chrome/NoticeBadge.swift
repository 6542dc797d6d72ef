/// A one-line notice near the bottom centre of the scene, over everything else: what a key did
/// that has no other trace on screen ("Saved motion-preview-2026-12-01-105812.gif (1.2 MB)",
/// an error, "Nothing to export yet…"), with an optional progress bar along its bottom edge
/// while the work runs.
///
/// Lay it out once when its message or the window size changes, never per frame; the progress
/// is the only thing given per frame (`commands(progress:)`).
package struct NoticeBadge: Hashable, Sendable {
  /// The fill: black at 0.75 opacity, a darker cousin of the speed and pause badges.
  package static let background = Color(white: 0, alpha: 0.75)
  /// The progress bar's colour (the system blue).
  package static let barColor = Color(red: 0, green: 0.48, blue: 1)
  /// The text size, in points.
  package static let fontSize = 13.0
  /// The space around the text, in points.
  package static let padding = 10.0
  /// The space between the badge and the canvas's bottom edge, in points: room for the A/B
  /// halves' labels below it.
  package static let bottomGap = 32.0
  /// The progress bar's height, in points.
  package static let barHeight = 3.0

  /// The message given.
  package let message: String
  /// The message as shown (ending in "…" when the window is too narrow for all of it).
  package let text: String
  /// The badge's frame in window space, in points.
  package let frame: Rect
  private let commands: [DrawCommand]

  /// Lays `message` out on one line, centred near the bottom of a canvas of `canvas` points
  /// (the scene's part of the window, clear of the timeline and the inspector), in
  /// `fontFamily`; a message wider than the canvas ends in "…".
  package init(message: String, canvas: Size, fontFamily: String, metrics: some TextMetrics) {
    self.message = message
    let font = FontSpec(family: fontFamily, size: Self.fontSize, weight: .semibold)
    let room = max(0, canvas.width - 4 * Self.padding)
    text = TextLayout.fitted(message, font: font, width: room, metrics: metrics)
    let fontMetrics = metrics.metrics(for: font)
    let width = metrics.advance(of: text[...], font: font) + 2 * Self.padding
    let height = fontMetrics.ascent + fontMetrics.descent + 2 * Self.padding * 0.7
    frame = Rect(
      x: ((canvas.width - width) / 2).rounded(), y: max(0, canvas.height - height - Self.bottomGap),
      width: width, height: height)
    commands = [
      .fill(.roundedRect(frame, cornerRadius: 8), .solid(Self.background)),
      .text(
        TextRun(
          text: text, font: font,
          origin: Point(x: frame.minX + Self.padding, y: frame.minY + Self.padding * 0.7 + fontMetrics.ascent),
          paint: .solid(.white))),
    ]
  }

  /// The badge's commands, back to front, with a bar `progress` (0...1) of its width along its
  /// bottom edge, or none when `progress` is nil.
  package func commands(progress: Double?) -> [DrawCommand] {
    guard let progress else { return commands }
    let fraction = min(max(progress, 0), 1)
    let inset = 8.0
    let bar = Rect(
      x: frame.minX + inset, y: frame.maxY - Self.barHeight - 2,
      width: (frame.width - 2 * inset) * fraction, height: Self.barHeight)
    return commands + [.fill(.rect(bar), .solid(Self.barColor))]
  }
}
