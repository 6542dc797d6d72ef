/// The closed-form spring response at one time, split by input: for a move by T with initial
/// velocity v₀, value = `valueFromTarget`·T + `valueFromVelocity`·v₀ and velocity =
/// `velocityFromTarget`·T + `velocityFromVelocity`·v₀.
struct SpringCoefficients: Hashable, Sendable {
  /// Unitless.
  var valueFromTarget: Double
  /// Seconds.
  var valueFromVelocity: Double
  /// 1/s.
  var velocityFromTarget: Double
  /// Unitless.
  var velocityFromVelocity: Double
}
