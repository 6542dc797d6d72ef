/// Measures and analyses text for layout. `TextShaping` implements it with the very fonts that
/// draw (HarfBuzz advances, ICU line breaks, FriBidi directions), so layout and drawing agree to
/// the pixel; tests use `FixedTextMetrics`.
package protocol TextMetrics {
  /// Vertical metrics of `font`, in points.
  func metrics(for font: FontSpec) -> FontMetrics
  /// The horizontal advance of `text` set in `font`, in points (pen movement, not ink).
  func advance(of text: Substring, font: FontSpec) -> Double
  /// Where a line may start inside `paragraph` (text holding no newline): indices into it,
  /// increasing, each after `paragraph.startIndex` and on a `Character` boundary. UAX #14's
  /// break opportunities, for example after spaces, after a hyphen, at U+200B and between
  /// ideographs, but not at U+00A0.
  func lineBreakOpportunities(in paragraph: Substring) -> [String.Index]
  /// True when `paragraph`'s base direction is right to left: its first strong character is
  /// right-to-left (UAX #9, rules P2 and P3).
  func isRightToLeft(_ paragraph: Substring) -> Bool
}

extension TextMetrics {
  /// Break opportunities by `Character`'s simple rules: after a run of spaces (not no-break
  /// spaces), after a hyphen, at U+200B, and around CJK ideographs (with the basic kinsoku
  /// rules). Measurers without a Unicode line breaker use it.
  package func lineBreakOpportunities(in paragraph: Substring) -> [String.Index] {
    var opportunities: [String.Index] = []
    var previous: Character?
    for index in paragraph.indices {
      let character = paragraph[index]
      defer { previous = character }
      guard let previous, !character.isWordSpace else { continue }
      if previous.isWordSpace || previous.allowsBreak(before: character) {
        opportunities.append(index)
      }
    }
    return opportunities
  }

  /// False: every paragraph is left to right. Measurers without a bidi algorithm use it.
  package func isRightToLeft(_ paragraph: Substring) -> Bool {
    false
  }
}
