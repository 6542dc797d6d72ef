import Scenes

/// Identifies an X Render linear-gradient Picture by its geometry relative to its start point, so
/// a gradient that only moves (the reveal's veil, every frame) reuses one Picture: the end minus
/// the start in 16.16 fixed-point pixels (scale already applied), the stops as given, and the
/// opacity (0...1) multiplied into their alphas.
struct GradientKey: Hashable {
  /// End x minus start x, in 16.16 fixed-point pixels.
  var dx: Int32
  /// End y minus start y, in 16.16 fixed-point pixels.
  var dy: Int32
  /// The stops, unclamped, in the order given.
  var stops: [GradientStop]
  /// The opacity multiplied into every stop's alpha, 0...1.
  var opacity: Double
}
