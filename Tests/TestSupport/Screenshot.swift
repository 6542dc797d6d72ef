/// A screenshot of an X display taken by `xwd`, decoded from the XWD file format (X11's
/// `XWDFileHeader`: big-endian 32-bit fields, then the window name, the colour map and the
/// pixels). Reading pixels this way uses nothing of ours, so it is an independent observer.
package struct Screenshot {
  /// Width and height in pixels.
  package let width: Int
  package let height: Int
  /// Pixels as 0xRRGGBB, row by row.
  private let pixels: [UInt32]

  /// Takes a screenshot of the whole screen of `display`.
  package init(display: String) throws {
    let result = try Tool.run("xwd", ["-root", "-silent", "-display", display])
    guard result.status == 0 else { throw TestFailure("xwd failed on \(display)") }
    try self.init(xwd: result.output)
  }

  /// Decodes an XWD file holding a ZPixmap of 24 or 32 bits per pixel.
  package init(xwd bytes: [UInt8]) throws {
    func field(_ index: Int) -> Int {
      let o = index * 4
      return Int(bytes[o]) << 24 | Int(bytes[o + 1]) << 16 | Int(bytes[o + 2]) << 8 | Int(bytes[o + 3])
    }
    guard bytes.count >= 100, field(1) == 7, field(2) == 2 else {
      throw TestFailure("not an XWD ZPixmap file")
    }
    let headerSize = field(0)
    let width = field(4)
    let height = field(5)
    let byteOrder = field(7)  // 0 = LSBFirst
    let bitsPerPixel = field(11)
    let bytesPerLine = field(12)
    let masks = (red: field(14), green: field(15), blue: field(16))
    let colorCount = field(19)
    let start = headerSize + colorCount * 12
    guard bitsPerPixel == 32 || bitsPerPixel == 24,
      bytes.count >= start + bytesPerLine * height
    else { throw TestFailure("unsupported XWD: \(bitsPerPixel) bits per pixel") }
    func channel(_ value: Int, _ mask: Int) -> UInt32 {
      guard mask != 0 else { return 0 }
      let shift = mask.trailingZeroBitCount
      let maximum = mask >> shift
      return UInt32(((value & mask) >> shift) * 255 / maximum)
    }
    let bytesPerPixel = bitsPerPixel / 8
    var pixels = [UInt32](repeating: 0, count: width * height)
    for y in 0..<height {
      for x in 0..<width {
        let o = start + y * bytesPerLine + x * bytesPerPixel
        var value = 0
        for k in 0..<bytesPerPixel {
          let byte = Int(bytes[o + k])
          value |= byteOrder == 0 ? byte << (8 * k) : byte << (8 * (bytesPerPixel - 1 - k))
        }
        pixels[y * width + x] =
          channel(value, masks.red) << 16 | channel(value, masks.green) << 8
          | channel(value, masks.blue)
      }
    }
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// The pixel at (`x`, `y`) as (red, green, blue), each 0...255.
  package func rgb(_ x: Int, _ y: Int) -> (red: Int, green: Int, blue: Int) {
    let p = pixels[y * width + x]
    return (Int(p >> 16 & 0xFF), Int(p >> 8 & 0xFF), Int(p & 0xFF))
  }

  /// How many pixels in the rectangle satisfy `predicate`.
  package func count(x: Int, y: Int, width w: Int, height h: Int, where predicate: (Int, Int, Int) -> Bool)
    -> Int
  {
    var n = 0
    for row in max(0, y)..<min(height, y + h) {
      for column in max(0, x)..<min(width, x + w) {
        let c = rgb(column, row)
        if predicate(c.red, c.green, c.blue) { n += 1 }
      }
    }
    return n
  }

  /// How many pixels differ between two screenshots inside the rectangle.
  package func differences(from other: Screenshot, x: Int, y: Int, width w: Int, height h: Int) -> Int {
    var n = 0
    for row in max(0, y)..<min(height, y + h) {
      for column in max(0, x)..<min(width, x + w)
      where pixels[row * width + column] != other.pixels[row * width + column] {
        n += 1
      }
    }
    return n
  }
}
