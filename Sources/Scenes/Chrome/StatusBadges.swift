/// The window's status pills at the top right of the canvas: "Paused" (rightmost), "Reduce
/// Motion" and the speed when it is not 1× ("0.5×"), white 13-point semibold text on black at
/// 0.6, so that a frozen or slowed preview is never mistaken for a broken one. Laid out when the
/// status or the window's width changes, never per frame.
package struct StatusBadges: Hashable, Sendable {
  /// The badge shown while paused.
  package static let pausedLabel = "Paused"
  /// The badge shown while motion is reduced.
  package static let reduceMotionLabel = "Reduce Motion"
  /// The badges' height, and the gap around and inside them, in points.
  package static let height = 22.0
  package static let margin = 8.0
  /// The badges' fill: black at 0.6 opacity.
  package static let background = Color(white: 0, alpha: 0.6)

  /// What the badges say, rightmost first.
  package let labels: [String]
  /// The width of the canvas they sit on, in points.
  package let width: Double
  /// Their commands.
  package let commands: [DrawCommand]

  /// The badges for a clock at `speed` (scene seconds per wall second), paused or not, with
  /// motion reduced or not, on a canvas `width` points wide, in `fontFamily`. "Reduce Motion"
  /// is left out when the three do not fit.
  package init(
    speed: Double, isPaused: Bool, reducesMotion: Bool, width: Double, fontFamily: String, metrics: some TextMetrics
  ) {
    var labels: [String] = []
    if isPaused { labels.append(Self.pausedLabel) }
    if reducesMotion { labels.append(Self.reduceMotionLabel) }
    if speed != 1 { labels.append(Self.speedLabel(speed)) }
    let font = FontSpec(family: fontFamily, size: 13, weight: .semibold)
    let advances = labels.map { metrics.advance(of: $0[...], font: font) }
    let total = advances.reduce(Self.margin / 2) { $0 + $1 + 2.5 * Self.margin }
    if total > width, labels.count > 1, let index = labels.firstIndex(of: Self.reduceMotionLabel) {
      labels.remove(at: index)
    }
    let line = metrics.metrics(for: font)
    let baseline = (Self.height + line.ascent - line.descent) / 2
    var commands: [DrawCommand] = []
    var right = width - Self.margin
    for label in labels {
      let advance = metrics.advance(of: label[...], font: font)
      let frame = Rect(x: right - advance - 2 * Self.margin, y: Self.margin / 2, width: advance + 2 * Self.margin, height: Self.height)
      commands.append(.fill(.roundedRect(frame, cornerRadius: Self.height / 2), .solid(Self.background)))
      commands.append(
        .text(
          TextRun(
            text: label, font: font, origin: Point(x: frame.minX + Self.margin, y: frame.minY + baseline),
            paint: .solid(.white))))
      right = frame.minX - Self.margin / 2
    }
    self.labels = labels
    self.width = width
    self.commands = commands
  }

  /// The speed as the badge writes it: "0.5×", "0.25×", "2×".
  package static func speedLabel(_ speed: Double) -> String {
    let whole = speed.rounded()
    return (whole == speed && abs(speed) < 1e15 ? String(Int(whole)) : String(speed)) + "×"
  }
}
