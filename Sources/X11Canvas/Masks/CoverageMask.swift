import Export

/// An 8-bit alpha image in pixels: how much of each pixel a shape covers (0 none … 255 all).
package struct CoverageMask: Hashable, Sendable {
  /// Column of the mask's left edge in the destination, in pixels.
  package var x: Int
  /// Row of the mask's top edge in the destination, in pixels.
  package var y: Int
  /// Width in pixels.
  package var width: Int
  /// Height in pixels.
  package var height: Int
  /// `width × height` coverage bytes, row by row from the top.
  package var alpha: [UInt8]

  package init(x: Int, y: Int, width: Int, height: Int, alpha: [UInt8]) {
    precondition(alpha.count == width * height, "a mask needs width × height coverage bytes")
    self.x = x
    self.y = y
    self.width = width
    self.height = height
    self.alpha = alpha
  }

  /// Coverage at (`column`, `row`) relative to the mask's corner, 0...255.
  package subscript(column: Int, row: Int) -> UInt8 { alpha[row * width + column] }
}

extension CoverageMask {
  /// The part of the mask within `rect` (pixels, in the mask's own coordinates, as `x`/`y`
  /// are), or nil when they do not overlap.
  func cropped(to rect: PixelRect) -> CoverageMask? {
    let part = PixelRect(x: x, y: y, width: width, height: height).intersection(rect)
    guard !part.isEmpty else { return nil }
    if part.width == width, part.height == height { return self }
    var alpha: [UInt8] = []
    alpha.reserveCapacity(part.width * part.height)
    for row in (part.y - y)..<(part.y - y + part.height) {
      let start = row * width + part.x - x
      alpha.append(contentsOf: self.alpha[start..<(start + part.width)])
    }
    return CoverageMask(x: part.x, y: part.y, width: part.width, height: part.height, alpha: alpha)
  }

  /// The product of this coverage and `other`'s where both lie (each 0...255, the product
  /// rounded to 8 bits), over the overlap of their rectangles; nil when they do not overlap.
  func intersected(with other: CoverageMask) -> CoverageMask? {
    let x0 = max(x, other.x)
    let y0 = max(y, other.y)
    let x1 = min(x + width, other.x + other.width)
    let y1 = min(y + height, other.y + other.height)
    guard x1 > x0, y1 > y0 else { return nil }
    var alpha = [UInt8](repeating: 0, count: (x1 - x0) * (y1 - y0))
    for row in y0..<y1 {
      for column in x0..<x1 {
        let a = Int(self[column - x, row - y])
        let b = Int(other[column - other.x, row - other.y])
        alpha[(row - y0) * (x1 - x0) + column - x0] = UInt8((a * b + 127) / 255)
      }
    }
    return CoverageMask(x: x0, y: y0, width: x1 - x0, height: y1 - y0, alpha: alpha)
  }
}
