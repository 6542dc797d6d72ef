/// Whether `actual` is within `tolerance` of `expected` (absolute). Equal infinities match.
func isApproximatelyEqual(_ actual: Double, _ expected: Double, tolerance: Double = 1e-6) -> Bool {
  if actual == expected { return true }
  return abs(actual - expected) <= tolerance
}

/// The central finite difference (f(x + h) − f(x − h)) / 2h.
func centralDifference(at x: Double, step h: Double = 1e-6, _ f: (Double) -> Double) -> Double {
  (f(x + h) - f(x - h)) / (2 * h)
}
