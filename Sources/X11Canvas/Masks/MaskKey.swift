import Scenes

/// Identifies a rasterised (and possibly blurred) coverage mask: the geometry in pixels relative
/// to its whole-pixel origin, so a shape moved by whole pixels reuses its mask, and the blur σ in
/// pixels (0 for a plain coverage mask).
struct MaskKey: Hashable {
  /// The geometry in pixels, moved so its bounds start in [0, 1).
  var geometry: MaskGeometry
  /// Gaussian standard deviation in pixels; 0 means no blur.
  var sigma: Double
}
