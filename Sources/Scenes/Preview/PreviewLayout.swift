/// Where everything in the window goes, for one window size and one configuration.
///
/// Build it with `Preview.layout(size:metrics:)` once per resize (or text change), never per
/// frame: it wraps and measures all text. Frames then only place the lines they show. All
/// rectangles are in points in scene space (y down, origin at the window's top-left corner).
///
/// Each panel holds a caption strip and then its content inset by SwiftUI's default padding:
/// - left: a GroupBox with the "Show text" switch, then the text (or, in the variant, the seed's
///   300 pt first-attempt frame);
/// - right: the sticky note, centred.
package struct PreviewLayout: Sendable {
  /// The default window size, 1000 × 600 points.
  package static let defaultSize = Size(width: 1000, height: 600)
  /// SwiftUI's default `.padding()` on iOS, 16 pt.
  package static let padding = 16.0
  /// `VStack`'s default spacing between the GroupBox and the text on iOS, 8 pt.
  package static let stackSpacing = 8.0
  /// The height of the caption strip at the top of each panel, in points.
  package static let captionHeight = 28.0
  /// The caption's colour, SwiftUI `.gray`.
  package static let captionColor = Color.gray
  /// The hairline between the panels.
  package static let dividerColor = Color(white: 0.9)
  /// The GroupBox's inner padding on iOS, 16 pt.
  package static let groupBoxPadding = 16.0
  /// The GroupBox's corner radius on iOS, 8 pt.
  package static let groupBoxCornerRadius = 8.0
  /// The GroupBox's fill on iOS, `secondarySystemBackground`: sRGB (0.949, 0.949, 0.969).
  package static let groupBoxFill = Color(red: 0.949, green: 0.949, blue: 0.969)
  /// The left panel's caption.
  package static let revealCaption = "Text reveal · TextRenderer (Space toggles, H for help)"
  /// The left panel's caption in the variant.
  package static let variantCaption = "Text reveal · the seed's first attempt (V switches back)"
  /// The right panel's caption.
  package static let noteCaption = "Sticky note · AnimatableModifier"

  /// The widest "screen" the note is laid out for, in points: the seed sizes the note as
  /// `UIScreen.main.bounds.width / 2`, and the preview's screen is the note's panel up to this
  /// width (the panel of the default window), so a wide window keeps the note's proportions
  /// instead of stretching it into a banner.
  package static let screenColumnWidth = 500.0
  /// The gap between the toggle's label and the switch, and between a caption and a badge.
  package static let labelSpacing = 8.0

  /// The window size this layout is for, in points.
  package let size: Size
  /// The left panel (the text reveal).
  package let leftPanel: Rect
  /// The right panel (the sticky note).
  package let rightPanel: Rect
  /// The GroupBox holding the toggle.
  package let groupBox: Rect
  /// The switch's frame.
  package let toggleFrame: Rect
  /// The text area at its full height: its top-left corner is the origin of the report's
  /// vertical positions.
  package let textFrame: Rect
  /// The reveal's text, wrapped to the panel's width less padding and cut (with "…") to the
  /// lines that fit the panel.
  package let text: TextLayout
  /// The variant's 300 pt frame (the padded text's width).
  package let variantFrame: Rect
  /// The variant's text block (its lines' bounds).
  package let variantTextFrame: Rect
  /// The variant's text (17 pt body), wrapped inside the frame's padding.
  package let variantText: TextLayout
  /// The sticky note's frame: half the panel's width plus padding wide, centred.
  package let noteFrame: Rect
  /// The note's text block (the seed's `.frame(width:)`, inside the note's padding).
  package let noteTextFrame: Rect
  /// The note's text: headline, at most 5 lines with "…".
  package let noteText: TextLayout
  /// The badges' font (13 pt semibold).
  package let badgeFont: FontSpec
  /// The captions' font (12 pt, SwiftUI `.caption`).
  package let captionFont: FontSpec
  /// The label's font (17 pt, SwiftUI `.body`).
  package let labelFont: FontSpec
  /// The toggle's label as drawn: the scene's label, ending in "…" where the switch leaves it
  /// too little room (empty when not even "…" fits).
  package let toggleLabel: String
  /// The captions as drawn for each badge state (see `captions(for:reducesMotion:)`).
  private let fittedCaptions: [BadgeState: Captions]
  /// Baseline offsets below the top of the caption strip and of the GroupBox's row.
  let captionBaseline: Double
  let labelBaseline: Double
  /// The badges' baseline below the badge's top, in points.
  let badgeBaseline: Double
  /// Measured widths of the badge labels the app can show.
  let badgeWidths: [String: Double]

  /// Lays out `configuration` in a window of `size` points, measuring with `metrics`.
  init(configuration: PreviewConfiguration, size: Size, metrics: some TextMetrics) {
    let family = configuration.fontFamily
    let width = max(0, size.width)
    let height = max(0, size.height)
    let half = (width / 2).rounded(.down)
    let left = Rect(x: 0, y: 0, width: half, height: height)
    let right = Rect(x: half, y: 0, width: width - half, height: height)
    self.size = Size(width: width, height: height)
    leftPanel = left
    rightPanel = right

    captionFont = FontSpec(family: family, size: 12, weight: .regular)
    labelFont = FontSpec(family: family, size: 17, weight: .regular)
    badgeFont = FontSpec(family: family, size: 13, weight: .semibold)
    let captionMetrics = metrics.metrics(for: captionFont)
    captionBaseline = (Self.captionHeight + captionMetrics.ascent - captionMetrics.descent) / 2

    // Left panel: GroupBox { Toggle }, then the text, in a padded VStack.
    let content = Self.content(of: left)
    let toggleHeight = ToggleSwitch.size.height
    groupBox = Rect(
      x: content.minX, y: content.minY, width: content.width,
      height: toggleHeight + 2 * Self.groupBoxPadding)
    // A narrow GroupBox gives up some of its inner padding before the switch would leave it.
    let inset = max(0, min(Self.groupBoxPadding, (groupBox.width - ToggleSwitch.size.width) / 2))
    toggleFrame = Rect(
      x: groupBox.maxX - inset - ToggleSwitch.size.width,
      y: groupBox.minY + Self.groupBoxPadding, width: ToggleSwitch.size.width,
      height: toggleHeight)
    let labelMetrics = metrics.metrics(for: labelFont)
    labelBaseline = (toggleHeight + labelMetrics.ascent - labelMetrics.descent) / 2
    toggleLabel = Self.fitted(
      configuration.scene.reveal.toggleLabel, font: labelFont,
      width: toggleFrame.minX - Self.labelSpacing - (groupBox.minX + Self.groupBoxPadding),
      metrics: metrics)
    let textTop = groupBox.maxY + Self.stackSpacing
    let scene = configuration.scene
    let textFont = scene.reveal.font.spec(family: family)
    let textLineHeight = metrics.metrics(for: textFont).lineAdvance
    let available = max(0, content.maxY - textTop)
    text = TextLayout(
      text: configuration.text, font: textFont, width: content.width,
      maxLines: Self.lineCount(fitting: available, lineHeight: textLineHeight), metrics: metrics)
    textFrame = Rect(x: content.minX, y: textTop, width: content.width, height: text.height)

    // The variant: Text(text).padding().frame(height: 300), centred in the panel's width.
    let attempt = scene.firstAttempt
    let pad = attempt.padding
    let variantFont = attempt.font.spec(family: family)
    // The seed's fixed frame height, or the panel's content height when that is less: the
    // text inside then ends in "…" on the last line that fits, as the reveal's does.
    let variantHeight = max(0, min(attempt.frameHeight, content.height))
    let variantInner = max(0, variantHeight - 2 * pad)
    variantText = TextLayout(
      text: configuration.text, font: variantFont, width: max(0, content.width - 2 * pad),
      maxLines: Self.lineCount(
        fitting: variantInner, lineHeight: metrics.metrics(for: variantFont).lineAdvance),
      metrics: metrics)
    let variantWidth = variantText.usedWidth + 2 * pad
    variantFrame = Rect(
      x: content.midX - variantWidth / 2, y: content.minY, width: variantWidth,
      height: variantHeight)
    variantTextFrame = Rect(
      x: variantFrame.minX + pad,
      y: variantFrame.minY + (variantHeight - variantText.height) / 2,
      width: variantText.usedWidth, height: variantText.height)

    // Right panel: Text(note).font(.headline).lineLimit(5).frame(width: W / 2), padded, centred.
    let noteContent = Self.content(of: right)
    let note = scene.note
    // The note stays inside its panel: narrower text, and no more lines than fit.
    let noteTextWidth = max(
      1, min(
        note.width.resolved(panelWidth: min(right.width, Self.screenColumnWidth)),
        noteContent.width - 2 * note.paddingHorizontal))
    let noteFont = note.font.spec(family: family)
    let noteLinesFitting = Self.lineCount(
      fitting: noteContent.height - 2 * note.paddingVertical,
      lineHeight: metrics.metrics(for: noteFont).lineAdvance)
    noteText = TextLayout(
      text: note.text, font: noteFont, width: noteTextWidth,
      maxLines: min(note.lineLimit.map { max(0, $0) } ?? Int.max, noteLinesFitting),
      metrics: metrics)
    let noteSize = Size(
      width: noteTextWidth + 2 * note.paddingHorizontal,
      height: noteText.height + 2 * note.paddingVertical)
    noteFrame = Rect(
      x: (noteContent.midX - noteSize.width / 2).rounded(),
      y: (noteContent.midY - noteSize.height / 2).rounded(),
      width: noteSize.width, height: noteSize.height)
    // A multi-line Text is as wide as its widest line; the fixed-width frame centres it.
    noteTextFrame = Rect(
      x: noteFrame.minX + note.paddingHorizontal + (noteTextWidth - noteText.usedWidth) / 2,
      y: noteFrame.minY + note.paddingVertical, width: noteText.usedWidth,
      height: noteText.height)

    var widths: [String: Double] = [:]
    for label in SceneClock.speeds.map({ PreviewOverlay(speed: $0).speedLabel }) + [
      Self.pausedLabel, Self.reduceMotionLabel,
    ] {
      widths[label] = metrics.advance(of: label[...], font: badgeFont)
    }
    badgeWidths = widths
    let badgeMetrics = metrics.metrics(for: badgeFont)
    badgeBaseline = (Self.badgeHeight + badgeMetrics.ascent - badgeMetrics.descent) / 2

    // Captions end in "…" before the panel's edge and before the badges shown with them.
    var captions: [BadgeState: Captions] = [:]
    for isPaused in [false, true] {
      for speed in SceneClock.speeds {
        for reducesMotion in [false, true] {
          let overlay = PreviewOverlay(speed: speed, isPaused: isPaused)
          let badges = Self.badges(
            overlay, reducesMotion: reducesMotion, widths: widths, font: badgeFont,
            windowWidth: width)
          captions[BadgeState(overlay: overlay, reducesMotion: reducesMotion)] = Self.captions(
            left: left, right: right, badgesMinX: badges.last?.frame.minX ?? width,
            font: captionFont, metrics: metrics)
        }
      }
    }
    fittedCaptions = captions
  }

  /// The three captions as drawn for one badge state.
  package struct Captions: Hashable, Sendable {
    /// The left panel's caption while the reveal shows.
    package var reveal: String
    /// The left panel's caption while the variant shows.
    package var variant: String
    /// The right panel's caption.
    package var note: String
  }

  /// A badge: its rounded frame and label.
  package struct Badge: Hashable, Sendable {
    package var frame: Rect
    package var label: String
  }

  /// The badges shown at once: the overlay's and whether motion is reduced.
  private struct BadgeState: Hashable, Sendable {
    var overlay: PreviewOverlay
    var reducesMotion: Bool
  }

  /// The captions for the badges `overlay` (and `reducesMotion`) shows, each ending in "…"
  /// where its panel or a badge leaves it too little room (measured once per layout for the
  /// speeds the S key gives; another speed gets the captions of the widest speed badge).
  package func captions(for overlay: PreviewOverlay, reducesMotion: Bool = false) -> Captions {
    if let captions = fittedCaptions[BadgeState(overlay: overlay, reducesMotion: reducesMotion)] {
      return captions
    }
    let widest = SceneClock.speeds.filter { $0 != 1 }.max {
      (badgeWidths[PreviewOverlay(speed: $0).speedLabel] ?? 0)
        < (badgeWidths[PreviewOverlay(speed: $1).speedLabel] ?? 0)
    }
    let fallback = PreviewOverlay(speed: widest ?? 1, isPaused: overlay.isPaused)
    return fittedCaptions[BadgeState(overlay: fallback, reducesMotion: reducesMotion)]
      ?? Captions(reveal: "", variant: "", note: "")
  }

  /// The badges `overlay` shows, right to left from the window's top-right corner: "Paused"
  /// rightmost, then "Reduce Motion" when the configuration asks for it, then the speed when it
  /// is not 1×. In a window too narrow for all of them, "Reduce Motion" (a setting, not a
  /// moment's state) is left out so the others stay inside the window.
  package func badges(for overlay: PreviewOverlay, reducesMotion: Bool = false) -> [Badge] {
    Self.badges(
      overlay, reducesMotion: reducesMotion, widths: badgeWidths, font: badgeFont,
      windowWidth: size.width)
  }

  private static func badges(
    _ overlay: PreviewOverlay, reducesMotion: Bool, widths: [String: Double], font: FontSpec,
    windowWidth: Double
  ) -> [Badge] {
    var labels: [String] = []
    if overlay.isPaused { labels.append(pausedLabel) }
    if reducesMotion { labels.append(reduceMotionLabel) }
    if overlay.speed != 1 { labels.append(overlay.speedLabel) }
    let total = labels.reduce(badgeMargin / 2) {
      $0 + (widths[$1] ?? Double($1.count) * 0.6 * font.size) + 2.5 * badgeMargin
    }
    if total > windowWidth, labels.count > 1 { labels.removeAll { $0 == reduceMotionLabel } }
    var result: [Badge] = []
    var right = windowWidth - badgeMargin
    for label in labels {
      let width = widths[label] ?? Double(label.count) * 0.6 * font.size
      let frame = Rect(
        x: right - width - 2 * badgeMargin, y: badgeMargin / 2,
        width: width + 2 * badgeMargin, height: badgeHeight)
      result.append(Badge(frame: frame, label: label))
      right = frame.minX - badgeMargin / 2
    }
    return result
  }

  private static func captions(
    left: Rect, right: Rect, badgesMinX: Double, font: FontSpec, metrics: some TextMetrics
  ) -> Captions {
    func room(in panel: Rect) -> Double {
      min(panel.maxX - padding, badgesMinX - labelSpacing) - (panel.minX + padding)
    }
    return Captions(
      reveal: fitted(revealCaption, font: font, width: room(in: left), metrics: metrics),
      variant: fitted(variantCaption, font: font, width: room(in: left), metrics: metrics),
      note: fitted(noteCaption, font: font, width: room(in: right), metrics: metrics))
  }

  /// `text` on one line of at most `width` points: whole when it fits, else its longest start
  /// followed by "…", else empty (not even "…" fits).
  package static func fitted(
    _ text: String, font: FontSpec, width: Double, metrics: some TextMetrics
  ) -> String {
    guard width > 0, !text.isEmpty else { return "" }
    if !text.contains(where: \.isNewline), metrics.advance(of: text[...], font: font) <= width {
      return text
    }
    let line = TextLayout(text: text, font: font, width: width, maxLines: 1, metrics: metrics)
      .lines.first?.text ?? ""
    return metrics.advance(of: line[...], font: font) <= width ? line : ""
  }

  /// The badge shown while paused.
  static let pausedLabel = "Paused"
  /// The badge shown while motion is reduced.
  static let reduceMotionLabel = "Reduce Motion"
  /// The badges' height, in points.
  static let badgeHeight = 22.0
  /// The gap around and inside the badges, in points.
  static let badgeMargin = 8.0

  /// How many lines `lineHeight` points apart fit in `height` points: 0 or more, and 0 when
  /// the height or the line height is not a positive number.
  static func lineCount(fitting height: Double, lineHeight: Double) -> Int {
    let count = (height / lineHeight).rounded(.down)
    guard lineHeight > 0, count >= 0 else { return 0 }
    return count < Double(Int32.max) ? Int(count) : Int(Int32.max)
  }

  /// A panel's content: below the caption strip, inset by the default padding.
  static func content(of panel: Rect) -> Rect {
    Rect(
      x: panel.minX + padding, y: panel.minY + captionHeight,
      width: max(0, panel.width - 2 * padding),
      height: max(0, panel.height - captionHeight - padding))
  }
}
