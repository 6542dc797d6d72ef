/// The help card that H or ? shows over the window: every key and what it does, on an opaque
/// dark card that nothing shows through, centred.
///
/// It fits any window from 300 × 200 points up: the text starts at 15 pt and shrinks until the
/// card fits inside the window's margins, set in two columns of keys when there is room and one
/// when there is not; at 8 pt it drops its title and half its padding. Below that it stops
/// shrinking and the card is clipped to the window.
package struct HelpOverlay: Hashable, Sendable {
  /// The card's title.
  package static let title = "Keys"
  /// Every binding, in the order shown: the keys, then what they do.
  package static let entries: [(keys: String, action: String)] = [
    ("Space", "Press the primary control"),
    ("Click, drag", "Tap, drag in the preview"),
    ("R", "Restart with fresh state"),
    ("[  ]", "Previous, next preview"),
    ("V", "Examples or seeds (no file)"),
    ("S", "Speed 1×, 0.5×, 0.25×, 0.1×"),
    ("P", "Pause or resume"),
    ("← → (Shift)", "Frame (100 ms), paused"),
    ("Home  End", "Transaction start, end"),
    ("T", "Timeline: drag scrubs"),
    ("I", "Inspector: what is in flight"),
    ("Tab ↑ ↓ 0", "Literal: pick, change, reset"),
    ("B", "A/B: as saved, tuned"),
    ("C  W", "Copy tuned file; write literals"),
    ("E", "Export the last transaction (GIF)"),
    ("H  ?", "This help"),
    ("Q  Esc", "Quit"),
  ]
  /// The card's fill: opaque near-black, so text behind it never shows through.
  package static let background = Color(white: 0.12)
  /// The keys' colour (white) and the actions' (a light grey, still high contrast on the card).
  package static let keyColor = Color.white
  package static let actionColor = Color(white: 0.85)
  /// The card's corner radius, in points.
  package static let cornerRadius = 12.0
  /// The space kept between the card and the window's edges, in points.
  package static let margin = 8.0
  /// The font sizes tried, largest first, in points.
  static let fontSizes: [Double] = [15, 14, 13, 12, 11, 10, 9, 8]

  /// The card's frame in scene space, in points.
  package let frame: Rect
  /// How many columns of keys it is set in (1 or 2).
  package let columns: Int
  /// The font size of its rows, in points.
  package let fontSize: Double
  /// The card and its text, back to front.
  package let commands: [DrawCommand]

  /// Lays the card out centred on a canvas of `canvas` points, in `fontFamily`.
  package init(canvas: Size, fontFamily: String, metrics: some TextMetrics) {
    let room = Size(
      width: max(0, canvas.width - 2 * Self.margin), height: max(0, canvas.height - 2 * Self.margin))
    var chosen: Metrics?
    search: for size in Self.fontSizes {
      for columns in [2, 1] {
        let candidate = Metrics(size: size, columns: columns, family: fontFamily, metrics: metrics)
        if candidate.card.width <= room.width && candidate.card.height <= room.height {
          chosen = candidate
          break search
        }
      }
    }
    // Then the smallest size without the title, its padding halved: in 300 × 200 points the
    // titled card was 20 points too tall and its last two rows were cut off.
    let smallest = Self.fontSizes.last ?? 8
    let layout =
      chosen
      ?? {
        let compact = Metrics(size: smallest, columns: 1, family: fontFamily, metrics: metrics, titled: false)
        return compact.card.height <= room.height ? compact : Metrics(size: smallest, columns: 1, family: fontFamily, metrics: metrics)
      }()
    let frame = Rect(
      x: max(Self.margin, ((canvas.width - layout.card.width) / 2).rounded()),
      y: max(Self.margin, ((canvas.height - layout.card.height) / 2).rounded()),
      width: min(layout.card.width, room.width), height: min(layout.card.height, room.height))
    var commands: [DrawCommand] = [
      .pushClip(frame),
      .fill(.roundedRect(frame, cornerRadius: Self.cornerRadius), .solid(Self.background)),
    ]
    if layout.titled {
      commands.append(
        .text(
          TextRun(
            text: Self.title, font: layout.titleFont,
            origin: Point(x: frame.minX + layout.padding, y: frame.minY + layout.padding + layout.titleAscent),
            paint: .solid(Self.keyColor))))
    }
    let perColumn = (Self.entries.count + layout.columns - 1) / layout.columns
    for (index, entry) in Self.entries.enumerated() {
      let column = index / perColumn
      let row = index % perColumn
      let left = frame.minX + layout.padding + Double(column) * (layout.columnWidth + layout.columnGap)
      let baseline =
        frame.minY + layout.padding + layout.titleHeight + Double(row) * layout.rowHeight
        + layout.rowAscent
      commands.append(
        .text(
          TextRun(
            text: entry.keys, font: layout.keyFont, origin: Point(x: left, y: baseline),
            paint: .solid(Self.keyColor))))
      commands.append(
        .text(
          TextRun(
            text: entry.action, font: layout.actionFont,
            origin: Point(x: left + layout.keysWidth + layout.gap, y: baseline),
            paint: .solid(Self.actionColor))))
    }
    commands.append(.popClip)
    self.frame = frame
    self.columns = layout.columns
    self.fontSize = layout.size
    self.commands = commands
  }

  /// The card's measurements at one font size and column count.
  private struct Metrics {
    let size: Double
    let columns: Int
    /// Whether the card has its title (not in the smallest windows).
    let titled: Bool
    let titleFont: FontSpec
    let keyFont: FontSpec
    let actionFont: FontSpec
    let padding: Double
    let gap: Double
    let columnGap: Double
    let keysWidth: Double
    let columnWidth: Double
    let rowHeight: Double
    let rowAscent: Double
    let titleAscent: Double
    let titleHeight: Double
    let card: Size

    init(size: Double, columns: Int, family: String, metrics: some TextMetrics, titled: Bool = true) {
      self.size = size
      self.columns = columns
      self.titled = titled
      titleFont = FontSpec(family: family, size: size + 2, weight: .semibold)
      keyFont = FontSpec(family: family, size: size, weight: .semibold)
      actionFont = FontSpec(family: family, size: size, weight: .regular)
      padding = (size * (titled ? 1.2 : 0.6)).rounded()
      gap = (size * 1.2).rounded()
      columnGap = (size * 2).rounded()
      let row = metrics.metrics(for: actionFont)
      let keyRow = metrics.metrics(for: keyFont)
      rowHeight = max(row.lineHeight, keyRow.lineHeight).rounded(.up)
      rowAscent = max(row.ascent, keyRow.ascent)
      let title = metrics.metrics(for: titleFont)
      titleAscent = title.ascent
      titleHeight = titled ? (title.lineHeight + size / 2).rounded(.up) : 0
      let keyFont = keyFont
      let actionFont = actionFont
      let widestKeys = HelpOverlay.entries.reduce(0) {
        max($0, metrics.advance(of: $1.keys[...], font: keyFont))
      }
      let widestAction = HelpOverlay.entries.reduce(0) {
        max($0, metrics.advance(of: $1.action[...], font: actionFont))
      }
      keysWidth = widestKeys.rounded(.up)
      columnWidth = (widestKeys + gap + widestAction).rounded(.up)
      let rows = (HelpOverlay.entries.count + columns - 1) / columns
      let titleWidth = titled ? metrics.advance(of: HelpOverlay.title[...], font: titleFont) : 0
      card = Size(
        width: max(titleWidth, Double(columns) * columnWidth + Double(columns - 1) * columnGap)
          + 2 * padding,
        height: titleHeight + Double(rows) * rowHeight + 2 * padding)
    }
  }
}
