extension VectorArithmetic {
  /// The Euclidean length, √`magnitudeSquared`, in the value's units.
  var magnitude: Double {
    magnitudeSquared.squareRoot()
  }
}
