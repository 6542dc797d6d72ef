/// Decimal spellings to try for a number that came out of floating-point arithmetic, so that a
/// printed Swift expression rebuilds exactly the value it describes.
package enum ExactDecimals {
  /// Candidates for `value`, shortest spelling first: `value` rounded to 0 ... 15 decimal
  /// places, then `value` itself and its neighbours up to 16 units in the last place away. A
  /// printer tries them in order and keeps the first that rebuilds exactly.
  package static func candidates(near value: Double) -> [Double] {
    guard value.isFinite else { return [value] }
    var candidates: [Double] = []
    var scale = 1.0
    for _ in 0...15 {
      let rounded = (value * scale).rounded() / scale
      if rounded.isFinite, !candidates.contains(rounded) { candidates.append(rounded) }
      scale *= 10
    }
    var up = value
    var down = value
    candidates.append(value)
    for _ in 0..<16 {
      up = up.nextUp
      down = down.nextDown
      candidates += [up, down]
    }
    return candidates
  }

  /// The first pair of candidates near `first` and `second` for which `rebuilds` holds, trying
  /// short spellings of both first.
  package static func pair(
    near first: Double, _ second: Double, where rebuilds: (Double, Double) -> Bool
  ) -> (Double, Double)? {
    let firsts = candidates(near: first)
    let seconds = candidates(near: second)
    for a in firsts {
      for b in seconds where rebuilds(a, b) { return (a, b) }
    }
    return nil
  }

  /// `value` as Swift source: its shortest round-trip decimal, or `Double.nan`,
  /// `Double.infinity`, `-Double.infinity`.
  package static func spelling(_ value: Double) -> String {
    if value.isNaN { return "Double.nan" }
    if value.isInfinite { return value < 0 ? "-Double.infinity" : "Double.infinity" }
    return "\(value)"
  }
}
