/// Order statistics of a sample, by the nearest-rank method (the p-th percentile is the smallest
/// value with at least p % of the sample at or below it).
struct Percentiles {
  private let sorted: [Double]

  /// Sorts `values` once; NaNs are dropped.
  init(_ values: [Double]) {
    sorted = values.filter { !$0.isNaN }.sorted()
  }

  /// The nearest-rank percentile `p` (0...100), or nil for an empty sample.
  func value(at p: Double) -> Double? {
    guard !sorted.isEmpty else { return nil }
    let rank = Int((p / 100 * Double(sorted.count)).rounded(.up))
    return sorted[min(max(rank, 1), sorted.count) - 1]
  }

  /// The largest value, or nil for an empty sample.
  var maximum: Double? { sorted.last }
}
