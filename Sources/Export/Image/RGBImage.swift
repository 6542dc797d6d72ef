/// Pixels read back from the X server: 8-bit sRGB, three bytes per pixel, rows top to bottom.
package struct RGBImage: Hashable, Sendable {
  /// One pixel's 8-bit red, green and blue (0...255).
  package struct Pixel: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0...255.
    package var red: UInt8
    /// Green, 0...255.
    package var green: UInt8
    /// Blue, 0...255.
    package var blue: UInt8

    /// Creates a pixel from 8-bit components.
    package init(red: UInt8, green: UInt8, blue: UInt8) {
      self.red = red
      self.green = green
      self.blue = blue
    }

    /// `#rrggbb`.
    package var description: String {
      "#" + [red, green, blue].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
    }
  }

  /// Width in pixels.
  package let width: Int
  /// Height in pixels.
  package let height: Int
  /// `width × height × 3` bytes: R, G, B for each pixel, row by row from the top.
  package let bytes: [UInt8]

  /// Creates an image from packed RGB bytes; `bytes.count` must be `width × height × 3`.
  package init(width: Int, height: Int, bytes: [UInt8]) {
    precondition(bytes.count == width * height * 3, "RGBImage needs width × height × 3 bytes")
    self.width = width
    self.height = height
    self.bytes = bytes
  }

  /// The pixel at column `x` (0..<width) and row `y` (0..<height), from the top-left corner.
  package subscript(x: Int, y: Int) -> Pixel {
    precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside")
    let i = (y * width + x) * 3
    return Pixel(red: bytes[i], green: bytes[i + 1], blue: bytes[i + 2])
  }
}
