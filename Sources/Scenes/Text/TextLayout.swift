/// A paragraph of text wrapped to a width once, then drawn many times.
///
/// Build it once per (text, width, font, line limit), for example when the window is resized; a
/// frame then touches only the lines it shows (`lineIndices(from:to:)`), so the cost of a frame
/// does not grow with the length of the text. Lines are `lineHeight` apart, with the font's extra
/// leading split evenly above and below each line.
package struct TextLayout: Hashable, Sendable {
  /// The ellipsis that ends a truncated last line, as SwiftUI's tail truncation draws it.
  package static let ellipsis = "…"

  /// The font the text is set in.
  package let font: FontSpec
  /// The resolved font's vertical metrics, in points.
  package let fontMetrics: FontMetrics
  /// The width the text was wrapped to, in points.
  package let width: Double
  /// The lines, top to bottom.
  package let lines: [TextLine]
  /// True when the line limit cut text off; the last line then ends in `ellipsis`.
  package let isTruncated: Bool
  /// The width to size the text by: for a text that did not wrap, the widest line as drawn or
  /// as the line breaker measured it word by word, whichever is wider, the narrowest width that
  /// keeps it on these lines (measured whole, a line kerns across its spaces, "Hello, world" in
  /// a bold face by a point or more; sized by that, its words summed apart overflowed and the
  /// last word went to a second line that a one-line frame cut off). For a wrapped text, its
  /// widest line as drawn.
  package let fittingWidth: Double

  /// Wraps `text` to `width` points.
  ///
  /// - Parameters:
  ///   - text: the characters; newlines start new lines, a final newline adds no empty line.
  ///   - font: the font to measure and draw with.
  ///   - width: the line width in points; a line holds at least one character however narrow.
  ///   - maxLines: the most lines to keep (0 or more; nil for no limit). When text is left over,
  ///     the last line is shortened to fit "…" after it, like SwiftUI's `.lineLimit(_:)`.
  ///   - metrics: measures the text, normally with the fonts that will draw it.
  package init(
    text: String, font: FontSpec, width: Double, maxLines: Int? = nil, metrics: some TextMetrics
  ) {
    let fontMetrics = metrics.metrics(for: font)
    let breaker = LineBreaker(
      text: text, font: font, width: width, limit: maxLines ?? Int.max, metrics: metrics)
    let lineHeight = fontMetrics.lineAdvance
    let halfLeading = (lineHeight - fontMetrics.ascent - fontMetrics.descent) / 2
    var lines: [TextLine] = []
    lines.reserveCapacity(breaker.lines.count)
    for (index, wrapped) in breaker.lines.enumerated() {
      let isEllipsized = breaker.isTruncated && index == breaker.lines.count - 1
      let content =
        isEllipsized
        ? Self.ellipsized(
          text, from: wrapped.start, width: width, font: font, metrics: metrics)
        : String(text[wrapped.start..<wrapped.contentEnd])
      let lineWidth = content.isEmpty ? 0 : metrics.advance(of: content[...], font: font)
      lines.append(
        TextLine(
          text: content,
          baselineY: Double(index) * lineHeight + halfLeading + fontMetrics.ascent,
          width: lineWidth,
          ascent: fontMetrics.ascent,
          descent: fontMetrics.descent,
          glyphCount: isEllipsized
            ? content.count : text.distance(from: wrapped.start, to: wrapped.end),
          x: wrapped.isRightToLeft ? width - lineWidth : 0,
          isRightToLeft: wrapped.isRightToLeft))
    }
    self.font = font
    self.fontMetrics = fontMetrics
    self.width = width
    self.lines = lines
    self.isTruncated = breaker.isTruncated
    // Wrapped: more lines than paragraphs (a final newline adds none).
    let paragraphs = text.reduce(1) { $1.isNewline ? $0 + 1 : $0 } - (text.last?.isNewline == true ? 1 : 0)
    let isWrapped = lines.count > paragraphs
    fittingWidth =
      isWrapped
      ? lines.map(\.width).max() ?? 0
      : zip(lines, breaker.lines).map { max($0.width, $1.breakWidth) }.max() ?? 0
  }

  /// The distance between successive baselines, in points: the font's line height (at least its
  /// ascent plus descent).
  package var lineHeight: Double {
    fontMetrics.lineAdvance
  }

  /// The height of all the lines, `lines.count × lineHeight`, in points.
  package var height: Double {
    Double(lines.count) * lineHeight
  }

  /// The width of the widest line, in points (at most `width`, unless one character is wider).
  package var usedWidth: Double {
    lines.reduce(0) { max($0, $1.width) }
  }

  /// The indices of the lines whose line boxes (`i × lineHeight ..< (i + 1) × lineHeight`) meet
  /// the band `minY ..< maxY`, in points from the top of the layout. Constant time.
  package func lineIndices(from minY: Double, to maxY: Double) -> Range<Int> {
    let count = lines.count
    guard count > 0, maxY > minY, lineHeight > 0, minY.isFinite || maxY.isFinite else {
      return 0..<0
    }
    let first = max(0.0, (minY / lineHeight).rounded(.down))
    let last = min(Double(count), (maxY / lineHeight).rounded(.up))
    guard first < last else { return 0..<0 }
    return Int(first)..<Int(last)
  }

  /// The run that draws line `index` in a layout whose top-left corner is `origin`, moved down
  /// by `offsetY` points: right-to-left lines end at the layout's right edge.
  package func run(
    line index: Int, at origin: Point, offsetY: Double = 0, paint: Paint, opacity: Double = 1
  ) -> TextRun {
    let line = lines[index]
    return TextRun(
      text: line.text, font: font,
      origin: Point(x: origin.x + line.x, y: origin.y + line.baselineY + offsetY), paint: paint,
      opacity: opacity, isRightToLeft: line.isRightToLeft)
  }

  /// The longest start of the text from `start` (up to its paragraph's end) that fits `width`
  /// with "…" after it, trailing spaces removed; "…" alone when nothing fits.
  private static func ellipsized(
    _ text: String, from start: String.Index, width: Double, font: FontSpec,
    metrics: some TextMetrics
  ) -> String {
    // Candidate break points: every character boundary up to the paragraph's end, capped so that
    // a huge paragraph costs no more than a few lines' worth of characters.
    var boundaries: [String.Index] = [start]
    var index = start
    let cap = 1024
    while index < text.endIndex, !text[index].isNewline, boundaries.count <= cap {
      index = text.index(after: index)
      boundaries.append(index)
    }
    func candidate(_ count: Int) -> String {
      var prefix = text[start..<boundaries[count]]
      while let last = prefix.last, last.isWordSpace { prefix.removeLast() }
      return String(prefix) + ellipsis
    }
    func fits(_ count: Int) -> Bool {
      metrics.advance(of: candidate(count)[...], font: font) <= width
    }
    // Binary search for the largest fitting count; the width grows with the count.
    var low = 0
    var high = boundaries.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if fits(middle) { low = middle } else { high = middle - 1 }
    }
    return candidate(low)
  }

  /// `text` as it fits in `width` points on one line in `font`: whole, or cut and ending in "…"
  /// (empty when not even "…" fits, or for an empty text or width).
  package static func fitted(_ text: String, font: FontSpec, width: Double, metrics: some TextMetrics) -> String {
    guard width > 0, !text.isEmpty else { return "" }
    if !text.contains(where: \.isNewline), metrics.advance(of: text[...], font: font) <= width {
      return text
    }
    let line = TextLayout(text: text, font: font, width: width, maxLines: 1, metrics: metrics).lines.first?.text ?? ""
    return metrics.advance(of: line[...], font: font) <= width ? line : ""
  }

  /// How many lines `lineHeight` points apart fit in `height` points: 0 or more, and 0 when
  /// the height or the line height is not a positive number.
  package static func lineCount(fitting height: Double, lineHeight: Double) -> Int {
    let count = (height / lineHeight).rounded(.down)
    guard lineHeight > 0, count >= 0 else { return 0 }
    return count < Double(Int32.max) ? Int(count) : Int(Int32.max)
  }
}
