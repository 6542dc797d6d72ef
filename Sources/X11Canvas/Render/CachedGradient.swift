/// A linear-gradient Picture whose start point p1 lies at the Picture's origin, and the sub-pixel
/// translation its transform currently applies.
///
/// A gradient starting at S pixels is drawn with source coordinates offset by ⌊S⌋ (see
/// `SourcePicture`) and the transform moving it by the fraction S − ⌊S⌋, so the same Picture
/// serves every position, to 1/65536 of a pixel.
final class CachedGradient {
  /// The gradient Picture, p1 at (0, 0), padded beyond its ends.
  let picture: XPicture
  /// The x translation the Picture's transform applies, in 16.16 fixed-point pixels (0..<65536).
  var fractionX: Int32 = 0
  /// The y translation the Picture's transform applies, in 16.16 fixed-point pixels (0..<65536).
  var fractionY: Int32 = 0

  /// Wraps `picture`, whose transform is the identity.
  init(picture: XPicture) {
    self.picture = picture
  }
}
