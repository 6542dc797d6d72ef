import Export
import Scenes

/// Identifies a rasterised (and possibly blurred) coverage mask: the geometry in pixels relative
/// to its whole-pixel origin, so a shape moved by whole pixels reuses its mask, and the blur σ in
/// pixels (0 for a plain coverage mask); and for a mask rasterised only in part, that part.
struct MaskKey: Hashable {
  /// The geometry in pixels, moved so its bounds start in [0, 1).
  let geometry: MaskGeometry
  /// Gaussian standard deviation in pixels; 0 means no blur.
  let sigma: Double
  /// The part of a plain mask rasterised, in pixels relative to the origin, when only the part
  /// being redrawn is (`Renderer.rasterWindow`); nil for the whole mask.
  var window: PixelRect?
  /// The geometry's hash, found once: a drawing looks its key up several times a frame (a part,
  /// then the whole, in the cache and in probation), and each look-up hashed every point of the
  /// shape. Hashing outlines was 5 % of the examples' instructions a frame.
  private let geometryHash: Int

  init(geometry: MaskGeometry, sigma: Double, window: PixelRect? = nil) {
    self.geometry = geometry
    self.sigma = sigma
    self.window = window
    geometryHash = geometry.hashValue
  }

  static func == (a: MaskKey, b: MaskKey) -> Bool {
    a.geometryHash == b.geometryHash && a.sigma == b.sigma && a.window == b.window && a.geometry == b.geometry
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(geometryHash)
    hasher.combine(sigma)
    hasher.combine(window)
  }
}
