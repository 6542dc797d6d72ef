import Scenes

/// Identifies a rasterised (and possibly blurred) coverage mask: the outline in pixels relative
/// to its whole-pixel origin, so a shape moved by whole pixels reuses its mask, and the blur σ in
/// pixels (0 for a plain coverage mask).
struct MaskKey: Hashable {
  /// The outline in pixels, moved so its bounds start in [0, 1).
  var outline: [Point]
  /// Gaussian standard deviation in pixels; 0 means no blur.
  var sigma: Double
}
