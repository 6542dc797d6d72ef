/// An integer rectangle in device pixels (clip rectangles).
struct PixelRect: Hashable, Sendable {
  var x: Int
  var y: Int
  var width: Int
  var height: Int

  /// True when it covers no pixel.
  var isEmpty: Bool { width <= 0 || height <= 0 }

  /// The overlap of two rectangles (empty when they do not meet).
  func intersection(_ other: PixelRect) -> PixelRect {
    let x0 = max(x, other.x)
    let y0 = max(y, other.y)
    let x1 = min(x + width, other.x + other.width)
    let y1 = min(y + height, other.y + other.height)
    return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
  }
}
