import CX11
import Scenes

/// Identifies an X Render gradient Picture by its geometry relative to its anchor (a linear
/// gradient's start, a radial or angular one's centre), so a gradient that only moves (the
/// reveal's veil, every frame) reuses one Picture: its shape in 16.16 fixed-point pixels (scale
/// already applied), the stops as given to X Render, and the opacity (0...1) multiplied into
/// their alphas.
struct GradientKey: Hashable {
  /// The gradient's geometry, its anchor at the Picture's origin.
  enum Shape: Hashable {
    /// From (0, 0) to (dx, dy), in 16.16 fixed-point pixels.
    case linear(dx: Int32, dy: Int32)
    /// Circles about (0, 0) of the two radii (16.16 fixed-point pixels), stretched into
    /// ellipses by the Picture's transform, which multiplies x and y by the inverse scales
    /// (16.16, 1 or more: the larger stretch is already in the radii).
    case radial(startRadius: Int32, endRadius: Int32, inverseScaleX: Int32, inverseScaleY: Int32)
    /// A full turn about (0, 0) from `angle` (16.16 fixed-point degrees, 0..<360), seen through
    /// the Picture's transform mirrored top to bottom, so that it turns clockwise on screen.
    case conical(angle: Int32)

    /// The Picture's transform for an anchor whose fractional pixel is (`fractionX`,
    /// `fractionY`) (16.16, 0..<65536): it maps composite coordinates q (relative to the
    /// anchor's whole pixel) to the gradient's, q − fraction, then stretches a radial gradient
    /// or mirrors a conical one.
    func transform(fractionX: Int32, fractionY: Int32) -> XTransform {
      let one = fixed(1)
      var (a, d) = (one, one)
      switch self {
      case .linear: break
      case .radial(_, _, let inverseScaleX, let inverseScaleY): (a, d) = (inverseScaleX, inverseScaleY)
      case .conical: d = -one
      }
      // Row by row: x' = a·(x − fx), y' = d·(y − fy), in 16.16.
      let tx = Int32(clamping: -(Int64(a) * Int64(fractionX)) >> 16)
      let ty = Int32(clamping: -(Int64(d) * Int64(fractionY)) >> 16)
      return XTransform(matrix: ((a, 0, tx), (0, d, ty), (0, 0, one)))
    }
  }

  /// The geometry.
  var shape: Shape
  /// The stops, unclamped, in the order given to X Render.
  var stops: [GradientStop]
  /// The opacity multiplied into every stop's alpha, 0...1.
  var opacity: Double
}
