/// One literal token of a Swift file and the text that replaces it: `0.4` → `0.45`, or a
/// curve's name `easeIn` → `easeOut`.
package struct LiteralEdit: Hashable, Sendable {
  /// Where the literal is, and what it says now.
  package var literal: SourceLiteral
  /// The new token.
  package var text: String

  /// Creates an edit.
  package init(literal: SourceLiteral, text: String) {
    self.literal = literal
    self.text = text
  }

  /// `bytes` (one file's source) with each edit's range replaced by its text, and every other
  /// byte as it was. Two edits of one literal to the same text count once.
  ///
  /// - Returns: nil when an edit does not fit these bytes: its range is outside them or does
  ///   not hold the literal's text (the file is not the one that was read), or it overlaps
  ///   another edit.
  package static func apply(_ edits: [LiteralEdit], to bytes: [UInt8]) -> [UInt8]? {
    var ordered: [LiteralEdit] = []
    for edit in Set(edits).sorted(by: { $0.literal.utf8Range.lowerBound < $1.literal.utf8Range.lowerBound }) {
      let range = edit.literal.utf8Range
      guard range.lowerBound >= 0, range.upperBound <= bytes.count,
        bytes[range].elementsEqual(edit.literal.text.utf8)
      else { return nil }
      if let last = ordered.last, last.literal.utf8Range.upperBound > range.lowerBound { return nil }
      ordered.append(edit)
    }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + 16 * ordered.count)
    var position = 0
    for edit in ordered {
      out += bytes[position..<edit.literal.utf8Range.lowerBound]
      out += edit.text.utf8
      position = edit.literal.utf8Range.upperBound
    }
    out += bytes[position...]
    return out
  }

  /// The token for `value` where `literal` stood: the shortest decimal that reads back as
  /// exactly `value` (the printer's spelling), `1.5` for a literal that was `1`; a whole
  /// number keeps the literal's kind: `2` where it was `1`, `2.0` where it was `1.0` (so a
  /// `let duration = 1.0` stays a `Double`).
  package static func number(_ value: Double, replacing literal: SourceLiteral) -> String {
    let spelled = Spell.number(value)
    let wasInteger = !literal.text.contains { ".eEpP".contains($0) } && !literal.text.hasPrefix("\"")
    if wasInteger, value == value.rounded(), abs(value) < 1e15 {
      return String(Int64(value))
    }
    return spelled
  }
}
