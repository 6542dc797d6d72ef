internal import CTextShaping

/// Line-break opportunities by the Unicode line-breaking algorithm (UAX #14), from ICU's line
/// break iterator: after spaces, after hyphens, at U+200B, between ideographs (with the kinsoku
/// rules), never at U+00A0 or before closing punctuation.
enum LineBreaks {
  /// The indices inside `paragraph` where a line may start, increasing, each after its start and
  /// before its end, each on a `Character` boundary. Empty when ICU fails.
  static func opportunities(in paragraph: Substring) -> [String.Index] {
    let units = Array(paragraph.utf16)
    guard units.count > 1, units.count < Int(Int32.max) else { return [] }
    var status = U_ZERO_ERROR
    let offsets: [Int] = units.withUnsafeBufferPointer { buffer in
      guard let iterator = ctextshaping_line_breaks(buffer.baseAddress, Int32(buffer.count), &status),
        status.rawValue <= U_ZERO_ERROR.rawValue
      else { return [] }
      defer { ctextshaping_close_breaks(iterator) }
      var offsets: [Int] = []
      while true {
        let next = ctextshaping_next_break(iterator)
        guard next > 0, Int(next) < buffer.count else { break }
        offsets.append(Int(next))
      }
      return offsets
    }
    var result: [String.Index] = []
    result.reserveCapacity(offsets.count)
    var index = paragraph.startIndex
    var offset = 0
    let base = paragraph.base
    for next in offsets {
      index = paragraph.utf16.index(index, offsetBy: next - offset)
      offset = next
      // ICU keeps grapheme clusters together; this only guards against a disagreement.
      if let aligned = index.samePosition(in: base), aligned > paragraph.startIndex {
        result.append(aligned)
      }
    }
    return result
  }
}
