/// A notice near the bottom centre of the scene, over everything else, on one line or a few: what a key did
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
  /// The message as shown, its lines joined by newlines (ending in "…" when the window is too
  /// narrow for all of it).
  package let text: String
  /// The badge's frame in window space, in points.
  package let frame: Rect
  private let commands: [DrawCommand]

  /// The most lines a notice takes: a long one wraps rather than losing its end (the value a
  /// Tab shows, in a canvas narrowed by the inspector).
  package static let maximumLines = 3

  /// Lays `message` out centred near the bottom of a canvas of `canvas` points (the scene's part
  /// of the window, clear of the timeline and the inspector), in `fontFamily`, on up to
  /// `maximumLines` lines as wide as the canvas allows; a message longer than that ends in "…".
  package init(message: String, canvas: Size, fontFamily: String, metrics: some TextMetrics) {
    self.message = message
    let font = FontSpec(family: fontFamily, size: Self.fontSize, weight: .semibold)
    let room = max(1, canvas.width - 4 * Self.padding)
    let layout = TextLayout(text: message, font: font, width: room, maxLines: Self.maximumLines, metrics: metrics)
    text = layout.lines.map(\.text).joined(separator: "\n")
    let fontMetrics = metrics.metrics(for: font)
    let lineAdvance = fontMetrics.lineAdvance
    let lines = max(1, layout.lines.count)
    let width = (layout.lines.map(\.width).max() ?? 0) + 2 * Self.padding
    let height = fontMetrics.ascent + fontMetrics.descent + Double(lines - 1) * lineAdvance + 2 * Self.padding * 0.7
    frame = Rect(
      x: ((canvas.width - width) / 2).rounded(), y: max(0, canvas.height - height - Self.bottomGap),
      width: width, height: height)
    let left = frame.minX + Self.padding
    let top = frame.minY + Self.padding * 0.7 + fontMetrics.ascent
    let runs: [DrawCommand] = layout.lines.enumerated().map { index, line in
      .text(TextRun(text: line.text, font: font, origin: Point(x: left, y: top + Double(index) * lineAdvance), paint: .solid(.white)))
    }
    commands = [.fill(.roundedRect(frame, cornerRadius: 8), .solid(Self.background))] + runs
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
