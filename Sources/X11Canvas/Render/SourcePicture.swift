/// A source Picture and where its origin lies in the back buffer: a composite at destination
/// (x, y) reads the source at (x − `originX`, y − `originY`).
struct SourcePicture {
  /// The Picture.
  let picture: XPicture
  /// Column of the Picture's origin in the back buffer, in pixels (0 for solid colours).
  let originX: Int32
  /// Row of the Picture's origin in the back buffer, in pixels (0 for solid colours).
  let originY: Int32

  /// `picture` with its origin at (`originX`, `originY`) pixels.
  init(_ picture: XPicture, originX: Int32 = 0, originY: Int32 = 0) {
    self.picture = picture
    self.originX = originX
    self.originY = originY
  }

  /// The Picture id.
  var id: UInt { picture.id }

  /// The source x for destination column `x` (pixels).
  func x(_ x: Int32) -> Int32 { Int32(clamping: Int64(x) - Int64(originX)) }

  /// The source y for destination row `y` (pixels).
  func y(_ y: Int32) -> Int32 { Int32(clamping: Int64(y) - Int64(originY)) }
}
