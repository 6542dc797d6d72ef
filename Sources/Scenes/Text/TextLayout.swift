/// A paragraph of text wrapped to a width once, then drawn many times.
///
/// Build it once per (text, width, font, line limit), for example when the window is resized; a
/// frame then touches only the lines it shows (`lineIndices(from:to:)`), so the cost of a frame
/// does not grow with the length of the text. Lines are `lineHeight` apart, with the font's extra
/// leading split evenly above and below each line. A text made of spans in several fonts
/// (`init(spans:width:maxLines:metrics:)`) has lines as high as the spans on them.
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

  /// How each span of a text made of spans is set (their characters are in the lines'
  /// `pieces`); empty for a text set in one font, whose lines have no pieces.
  package let spans: [TextSpan]
  /// The bottom of each line, in points from the top of the layout, when lines differ in
  /// height (a text made of spans); empty when every line is `lineHeight` high.
  private let lineBottoms: [Double]

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
    self.init(measure: SpanMeasure(text: text, font: font, metrics: metrics), width: width, maxLines: maxLines)
  }

  /// Wraps `spans`, one after the other as one text, to `width` points: lines break across
  /// spans where the whole text may break, each span is measured in its own font, and each
  /// line is as high as the tallest span on it (its ascent, raised by a baseline offset, over
  /// its descent, with the largest leading split above and below). Each line's `pieces` say
  /// which of its characters each span draws, and where. One span with no tracking or baseline
  /// offset makes the layout of its text in its font, without pieces.
  package init(spans: [TextSpan], width: Double, maxLines: Int? = nil, metrics: some TextMetrics) {
    self.init(measure: SpanMeasure(spans: spans, metrics: metrics), width: width, maxLines: maxLines)
  }

  private init<Metrics: TextMetrics>(measure: SpanMeasure<Metrics>, width: Double, maxLines: Int?) {
    let metrics = measure.metrics
    let text = measure.text
    let font = measure.font
    let isPlain = measure.isUniform
    let fontMetrics = metrics.metrics(for: font)
    let breaker = LineBreaker(measure: measure, width: width, limit: maxLines ?? Int.max, metrics: metrics)
    let lineHeight = fontMetrics.lineAdvance
    let halfLeading = (lineHeight - fontMetrics.ascent - fontMetrics.descent) / 2
    var lines: [TextLine] = []
    var bottoms: [Double] = []
    lines.reserveCapacity(breaker.lines.count)
    for (index, wrapped) in breaker.lines.enumerated() {
      let isEllipsized = breaker.isTruncated && index == breaker.lines.count - 1
      let contentEnd = isEllipsized ? Self.ellipsisStart(of: measure, from: wrapped.start, width: width) : wrapped.contentEnd
      let content = String(text[wrapped.start..<contentEnd]) + (isEllipsized ? Self.ellipsis : "")
      let glyphCount = isEllipsized ? content.count : text.distance(from: wrapped.start, to: wrapped.end)
      guard !isPlain else {
        let lineWidth = content.isEmpty ? 0 : metrics.advance(of: content[...], font: font)
        lines.append(
          TextLine(
            text: content, baselineY: Double(index) * lineHeight + halfLeading + fontMetrics.ascent, width: lineWidth,
            ascent: fontMetrics.ascent, descent: fontMetrics.descent, glyphCount: glyphCount,
            x: wrapped.isRightToLeft ? width - lineWidth : 0, isRightToLeft: wrapped.isRightToLeft))
        continue
      }
      // The line's pieces, span by span, and its height from the spans on it.
      var pieces: [TextLine.Piece] = []
      var x = 0.0
      var ascent = 0.0
      var descent = 0.0
      var leading = 0.0
      func takeHeight(of span: TextSpan) {
        let spanMetrics = metrics.metrics(for: span.font)
        ascent = max(ascent, spanMetrics.ascent + span.baselineOffset)
        descent = max(descent, spanMetrics.descent - span.baselineOffset)
        leading = max(leading, spanMetrics.lineAdvance - spanMetrics.ascent - spanMetrics.descent)
      }
      measure.forEachPart(of: wrapped.start..<contentEnd) { part, spanIndex in
        let pieceWidth = measure.advance(of: part)
        let span = measure.spans[spanIndex].span
        // A tracked span is drawn a character at a time, each where its advance and the
        // tracking put it: measured here, once per layout, not at each frame.
        var offsets: [Double] = []
        if span.tracking != 0 {
          var offset = 0.0
          for character in text[part] {
            offsets.append(offset)
            offset += metrics.advance(of: String(character)[...], font: span.font) + span.tracking
          }
        }
        pieces.append(TextLine.Piece(text: String(text[part]), span: spanIndex, x: x, width: pieceWidth, characterOffsets: offsets))
        x += pieceWidth
      }
      if isEllipsized {
        let spanIndex = pieces.last?.span ?? measure.spanIndex(at: wrapped.start)
        let span = measure.spans[spanIndex].span
        let ellipsisWidth = metrics.advance(of: Self.ellipsis[...], font: span.font) + span.tracking
        pieces.append(TextLine.Piece(text: Self.ellipsis, span: spanIndex, x: x, width: ellipsisWidth))
        x += ellipsisWidth
      }
      if pieces.isEmpty {
        takeHeight(of: measure.spans[measure.spanIndex(at: wrapped.start)].span)
      } else {
        for piece in pieces { takeHeight(of: measure.spans[piece.span].span) }
      }
      let top = bottoms.last ?? 0
      let baselineY = top + leading / 2 + ascent
      bottoms.append(baselineY + descent + leading / 2)
      if wrapped.isRightToLeft {
        // Right to left: the first span is rightmost.
        pieces = pieces.map { piece in
          var piece = piece
          piece.x = x - piece.x - piece.width
          return piece
        }
      }
      lines.append(
        TextLine(
          text: content, baselineY: baselineY, width: x, ascent: ascent, descent: descent, glyphCount: glyphCount,
          x: wrapped.isRightToLeft ? width - x : 0, isRightToLeft: wrapped.isRightToLeft, pieces: pieces))
    }
    self.font = font
    self.fontMetrics = fontMetrics
    self.width = width
    self.lines = lines
    self.isTruncated = breaker.isTruncated
    self.spans = isPlain ? [] : measure.spans.map(\.span)
    self.lineBottoms = isPlain ? [] : bottoms
    // Wrapped: more lines than paragraphs (a final newline adds none).
    let paragraphs = text.reduce(1) { $1.isNewline ? $0 + 1 : $0 } - (text.last?.isNewline == true ? 1 : 0)
    let isWrapped = lines.count > paragraphs
    fittingWidth =
      isWrapped
      ? lines.map(\.width).max() ?? 0
      : zip(lines, breaker.lines).map { max($0.width, $1.breakWidth) }.max() ?? 0
  }

  /// The height of the first `count` lines, in points.
  package func height(ofLines count: Int) -> Double {
    guard count > 0 else { return 0 }
    guard !lineBottoms.isEmpty else { return Double(count) * lineHeight }
    return lineBottoms[min(count, lineBottoms.count) - 1]
  }

  /// How many lines fit in `height` points, the last allowed to overflow by `tolerance`: at
  /// least one (when there are lines), at most all.
  package func linesFitting(height: Double, tolerance: Double) -> Int {
    guard !lineBottoms.isEmpty else {
      return lineHeight > 0 ? max(1, min(lines.count, Int((height + tolerance) / lineHeight))) : lines.count
    }
    let fitting = lineBottoms.prefix { $0 <= height + tolerance }.count
    return max(1, fitting)
  }

  /// The distance between successive baselines, in points: the font's line height (at least its
  /// ascent plus descent).
  package var lineHeight: Double {
    fontMetrics.lineAdvance
  }

  /// The height of all the lines, in points (`lines.count × lineHeight` in one font).
  package var height: Double {
    height(ofLines: lines.count)
  }

  /// The width of the widest line, in points (at most `width`, unless one character is wider).
  package var usedWidth: Double {
    lines.reduce(0) { max($0, $1.width) }
  }

  /// For a layout in one font: the indices of the lines whose line boxes (`i × lineHeight ..< (i + 1) × lineHeight`) meet
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

  /// Where the longest start of the text from `start` (up to its paragraph's end) that fits
  /// `width` with "…" after it ends, trailing spaces removed; `start` when nothing fits.
  private static func ellipsisStart(
    of measure: SpanMeasure<some TextMetrics>, from start: String.Index, width: Double
  ) -> String.Index {
    let text = measure.text
    // Candidate break points: every character boundary up to the paragraph's end, capped so that
    // a huge paragraph costs no more than a few lines' worth of characters.
    var boundaries: [String.Index] = [start]
    var index = start
    let cap = 1024
    while index < text.endIndex, !text[index].isNewline, boundaries.count <= cap {
      index = text.index(after: index)
      boundaries.append(index)
    }
    func end(_ count: Int) -> String.Index {
      var end = boundaries[count]
      while end > start, text[text.index(before: end)].isWordSpace { end = text.index(before: end) }
      return end
    }
    func fits(_ count: Int) -> Bool {
      let prefixEnd = end(count)
      if measure.isUniform {
        // In one font the candidate is measured whole, kerned into its "…".
        return measure.metrics.advance(of: (String(text[start..<prefixEnd]) + Self.ellipsis)[...], font: measure.font) <= width
      }
      let span = measure.spans[measure.spanIndex(at: prefixEnd > start ? text.index(before: prefixEnd) : start)].span
      let ellipsis = measure.metrics.advance(of: Self.ellipsis[...], font: span.font) + span.tracking
      return measure.advance(of: start..<prefixEnd) + ellipsis <= width
    }
    // Binary search for the largest fitting count; the width grows with the count.
    var low = 0
    var high = boundaries.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if fits(middle) { low = middle } else { high = middle - 1 }
    }
    return end(low)
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
