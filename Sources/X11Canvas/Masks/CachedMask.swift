/// A coverage mask uploaded to the server as an A8 Picture, with its placement relative to the
/// whole-pixel origin of the outline it was made from.
struct CachedMask {
  /// The A8 Picture.
  let picture: XPicture
  /// Offset of the mask's corner from the outline's whole-pixel origin, in pixels.
  let dx: Int
  /// Offset of the mask's corner from the outline's whole-pixel origin, in pixels.
  let dy: Int
  /// Size in pixels.
  let width: Int
  /// Size in pixels.
  let height: Int
}
