/// An integer rectangle in device pixels: clip, damage and raster windows, and the changed part
/// of an exported frame.
package struct PixelRect: Hashable, Sendable {
  /// Left edge in pixels.
  package var x: Int
  /// Top edge in pixels.
  package var y: Int
  /// Width in pixels (0 or less is empty).
  package var width: Int
  /// Height in pixels (0 or less is empty).
  package var height: Int

  /// A rectangle from its corner and size, in pixels.
  package init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// True when it covers no pixel.
  package var isEmpty: Bool { width <= 0 || height <= 0 }

  /// The overlap of two rectangles (empty when they do not meet).
  package func intersection(_ other: PixelRect) -> PixelRect {
    let x0 = max(x, other.x)
    let y0 = max(y, other.y)
    let x1 = min(x + width, other.x + other.width)
    let y1 = min(y + height, other.y + other.height)
    return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
  }

  /// The smallest rectangle holding both.
  package func union(_ other: PixelRect) -> PixelRect {
    let x0 = min(x, other.x)
    let y0 = min(y, other.y)
    return PixelRect(
      x: x0, y: y0, width: max(x + width, other.x + other.width) - x0,
      height: max(y + height, other.y + other.height) - y0)
  }
}
