import Export
import Scenes

/// Identifies a rasterised (and possibly blurred) coverage mask: the geometry in pixels relative
/// to its whole-pixel origin, so a shape moved by whole pixels reuses its mask, and the blur σ in
/// pixels (0 for a plain coverage mask); and for a mask rasterised only in part, that part.
struct MaskKey: Hashable {
  /// The geometry in pixels, moved so its bounds start in [0, 1).
  var geometry: MaskGeometry
  /// Gaussian standard deviation in pixels; 0 means no blur.
  var sigma: Double
  /// The part of a plain mask rasterised, in pixels relative to the origin, when only the part
  /// being redrawn is (`Renderer.rasterWindow`); nil for the whole mask.
  var window: PixelRect? = nil
}
