/// A stretch of a text set one way: the parts of a `Text` made of styled parts (`Text + Text`,
/// Markdown) are laid out as one paragraph of spans, wrapped together and drawn piece by piece.
package struct TextSpan: Hashable, Sendable {
  /// The characters.
  package var text: String
  /// The font they are set in.
  package var font: FontSpec
  /// Points added after each character, as SwiftUI's `tracking(_:)` and `kerning(_:)` space
  /// glyphs apart (0 for none).
  package var tracking: Double
  /// Points the characters are raised above the line's baseline (negative: lowered).
  package var baselineOffset: Double

  /// Creates a span.
  package init(text: String, font: FontSpec, tracking: Double = 0, baselineOffset: Double = 0) {
    self.text = text
    self.font = font
    self.tracking = tracking
    self.baselineOffset = baselineOffset
  }
}

/// Measures ranges of a text whose spans may be set in different fonts: a range across spans
/// is the sum of its parts, each shaped in its own font (no kerning across a span's edge, as a
/// change of font breaks a shaping run).
struct SpanMeasure<Metrics: TextMetrics> {
  /// The whole text, the spans' characters one after the other.
  let text: String
  let metrics: Metrics
  /// The spans, with the range of `text` each takes.
  let spans: [(range: Range<String.Index>, span: TextSpan)]

  /// One span: `text` in `font`.
  init(text: String, font: FontSpec, metrics: Metrics) {
    self.text = text
    self.metrics = metrics
    spans = [(text.startIndex..<text.endIndex, TextSpan(text: "", font: font))]
  }

  /// The spans one after the other.
  init(spans: [TextSpan], metrics: Metrics) {
    var text = ""
    for span in spans { text += span.text }
    var ranges: [(range: Range<String.Index>, span: TextSpan)] = []
    var start = text.startIndex
    for var span in spans {
      let end = text.utf8.index(start, offsetBy: span.text.utf8.count)
      span.text = ""
      ranges.append((start..<end, span))
      start = end
    }
    self.text = text
    self.metrics = metrics
    self.spans = ranges.isEmpty ? [(text.startIndex..<text.endIndex, TextSpan(text: "", font: FontSpec(size: 17)))] : ranges
  }

  /// True for text in one font and no tracking: ranges measure whole.
  var isUniform: Bool { spans.count == 1 && spans[0].span.tracking == 0 && spans[0].span.baselineOffset == 0 }

  /// The font of the first span.
  var font: FontSpec { spans[0].span.font }

  /// The advance of `range` of `text`, in points.
  func advance(of range: Range<String.Index>) -> Double {
    if spans.count == 1 {
      let tracking = spans[0].span.tracking
      let width = metrics.advance(of: text[range], font: spans[0].span.font)
      return tracking == 0 ? width : width + tracking * Double(text[range].count)
    }
    var width = 0.0
    forEachPart(of: range) { part, index in
      let span = spans[index].span
      width += metrics.advance(of: text[part], font: span.font) + span.tracking * Double(text[part].count)
    }
    return width
  }

  /// Hands `body` each non-empty part of `range` that lies in one span, in order, with the
  /// index of its span.
  func forEachPart(of range: Range<String.Index>, _ body: (Range<String.Index>, Int) -> Void) {
    for (index, entry) in spans.enumerated() where entry.range.upperBound > range.lowerBound {
      guard entry.range.lowerBound < range.upperBound else { break }
      let part = max(entry.range.lowerBound, range.lowerBound)..<min(entry.range.upperBound, range.upperBound)
      if !part.isEmpty { body(part, index) }
    }
  }

  /// The index of the span that holds the character at `index` (the last span at the end).
  func spanIndex(at index: String.Index) -> Int {
    spans.firstIndex { $0.range.contains(index) } ?? spans.count - 1
  }
}
