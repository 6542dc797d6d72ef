/// A line found by `LineBreaker`, as ranges into the source string.
struct WrappedLine: Hashable, Sendable {
  /// Where the line's characters start.
  var start: String.Index
  /// Where the drawn characters end: trailing spaces at a wrap are left out.
  var contentEnd: String.Index
  /// Where the line's share of the source ends: the next line's start, or the newline.
  var end: String.Index
  /// True when the line's paragraph runs right to left.
  var isRightToLeft: Bool
  /// The line's width as the breaker summed it, word by word (kerning across a space left out):
  /// a line wrapped to a width narrower than this would break otherwise.
  var breakWidth: Double
}
