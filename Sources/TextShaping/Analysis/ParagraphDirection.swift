internal import CTextShaping

/// A paragraph's base direction by the Unicode bidi algorithm (UAX #9, rules P2 and P3), from
/// FriBidi's character types.
enum ParagraphDirection {
  /// True when the first strong character of `paragraph` outside isolates (LRI, RLI, FSI … PDI)
  /// is right to left (bidi class R or AL); false when it is left to right or there is none.
  static func isRightToLeft(_ paragraph: Substring) -> Bool {
    var isolateDepth = 0
    for scalar in paragraph.unicodeScalars {
      switch scalar.value {
      case 0x2066...0x2068:
        isolateDepth += 1
        continue
      case 0x2069:
        isolateDepth = max(0, isolateDepth - 1)
        continue
      default:
        break
      }
      guard isolateDepth == 0 else { continue }
      let direction = ctextshaping_strong_direction(scalar.value)
      if direction != 0 { return direction > 0 }
    }
    return false
  }
}
