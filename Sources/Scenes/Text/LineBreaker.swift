/// Greedy word wrap of a string to a width, over a `TextMetrics`.
///
/// - Lines break at the measurer's break opportunities (`TextMetrics.lineBreakOpportunities`:
///   UAX #14 with ICU) and at newlines; a word wider than the line breaks between characters
///   (grapheme clusters: Swift's `Character`), never inside one.
/// - Spaces at a wrap hang past the edge: they are not drawn and do not count towards the width.
/// - A text that ends in a newline gets no empty last line.
/// - With a line limit, wrapping stops as soon as the limit is reached, so the cost follows the
///   lines kept, not the length of the text; `isTruncated` then says whether text was left out.
/// - Each paragraph's direction comes from `TextMetrics.isRightToLeft` and is kept on its lines.
///
/// Each word is measured once as a whole (kerning across a space is ignored), and overlong words
/// once per character.
struct LineBreaker<Metrics: TextMetrics> {
  /// The text being wrapped.
  let text: String
  /// Measures the text, each span in its font.
  let measure: SpanMeasure<Metrics>
  /// The line width to wrap to, in points.
  let width: Double
  /// The most lines to produce.
  let limit: Int
  /// The measurer.
  let metrics: Metrics

  /// The lines so far.
  private(set) var lines: [WrappedLine] = []
  /// True when the limit was reached with text left over.
  private(set) var isTruncated = false

  private var isDone = false
  private var lineStart: String.Index
  private var lineContentEnd: String.Index
  private var lineWidth = 0.0
  private var lineHasContent = false
  private var pendingSpaceWidth = 0.0
  private var isRightToLeft = false

  /// Wraps `measure`'s text to `width` points, producing at most `limit` lines (0 or more).
  init(measure: SpanMeasure<Metrics>, width: Double, limit: Int, metrics: Metrics) {
    let text = measure.text
    self.text = text
    self.measure = measure
    self.width = width
    self.limit = max(0, limit)
    self.metrics = metrics
    self.lineStart = text.startIndex
    self.lineContentEnd = text.startIndex
    run()
  }

  private mutating func run() {
    guard limit > 0 else {
      isTruncated = !text.isEmpty
      return
    }
    var paragraphStart = text.startIndex
    while !isDone, paragraphStart < text.endIndex {
      let paragraphEnd = text[paragraphStart...].firstIndex(where: \.isNewline) ?? text.endIndex
      let paragraph = text[paragraphStart..<paragraphEnd]
      startLine(at: paragraphStart)
      isRightToLeft = !paragraph.isEmpty && metrics.isRightToLeft(paragraph)
      var segmentStart = paragraphStart
      for opportunity in metrics.lineBreakOpportunities(in: paragraph) + [paragraphEnd]
      where opportunity > segmentStart && opportunity <= paragraphEnd {
        var wordEnd = opportunity
        while wordEnd > segmentStart {
          let before = text.index(before: wordEnd)
          guard text[before].isWordSpace else { break }
          wordEnd = before
        }
        placeSegment(start: segmentStart, wordEnd: wordEnd, end: opportunity)
        if isDone { return }
        segmentStart = opportunity
      }
      finishParagraph(at: paragraphEnd)
      guard paragraphEnd < text.endIndex else { return }
      paragraphStart = text.index(after: paragraphEnd)
    }
  }

  private mutating func startLine(at index: String.Index) {
    lineStart = index
    lineContentEnd = index
    lineWidth = 0
    lineHasContent = false
    pendingSpaceWidth = 0
  }

  /// Ends the current line at `end`; stops with `isTruncated` set when the limit is reached and
  /// `hasMore` says text follows.
  private mutating func emitLine(end: String.Index, hasMore: Bool) {
    lines.append(
      WrappedLine(
        start: lineStart, contentEnd: lineContentEnd, end: end, isRightToLeft: isRightToLeft, breakWidth: lineWidth))
    if lines.count >= limit {
      isDone = true
      isTruncated = hasMore
    }
  }

  /// Ends the paragraph whose newline (or the end of the text) is at `end`.
  private mutating func finishParagraph(at end: String.Index) {
    // After a newline, more text means at least one more character (even another newline).
    let hasMore = end < text.endIndex && text.index(after: end) < text.endIndex
    emitLine(end: end, hasMore: hasMore)
  }

  /// Places the unbreakable word `start..<wordEnd` and the spaces `wordEnd..<end` after it.
  private mutating func placeSegment(start: String.Index, wordEnd: String.Index, end: String.Index)
  {
    guard start < end else { return }
    let wordWidth = start < wordEnd ? measure.advance(of: start..<wordEnd) : 0
    if lineHasContent, lineWidth + pendingSpaceWidth + wordWidth > width {
      emitLine(end: start, hasMore: true)
      if isDone { return }
      startLine(at: start)
    }
    if wordWidth > width {
      placeCharacters(start: start, end: wordEnd)
      if isDone { return }
    } else if start < wordEnd {
      lineWidth += pendingSpaceWidth + wordWidth
      lineContentEnd = wordEnd
      lineHasContent = true
    }
    // Leading spaces of a paragraph indent its first word; spaces after a word wait for the next.
    pendingSpaceWidth =
      (start < wordEnd ? 0 : pendingSpaceWidth)
      + (wordEnd < end ? measure.advance(of: wordEnd..<end) : 0)
  }

  /// Places a word wider than the line one character at a time, wrapping where it overflows.
  private mutating func placeCharacters(start: String.Index, end: String.Index) {
    var index = start
    while index < end {
      let next = text.index(after: index)
      let characterWidth = measure.advance(of: index..<next)
      if lineHasContent, lineWidth + pendingSpaceWidth + characterWidth > width {
        emitLine(end: index, hasMore: true)
        if isDone { return }
        startLine(at: index)
      }
      lineWidth += pendingSpaceWidth + characterWidth
      pendingSpaceWidth = 0
      lineContentEnd = next
      lineHasContent = true
      index = next
    }
  }
}
