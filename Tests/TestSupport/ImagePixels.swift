import Export

// Reading a rendered `RGBImage` in the tests: colours by distance, and the pixels of a region.

extension RGBImage.Pixel {
  /// The largest difference of one channel from (r, g, b) given in 0...255.
  package func distance(to red: Double, _ green: Double, _ blue: Double) -> Double {
    max(abs(Double(self.red) - red), abs(Double(self.green) - green), abs(Double(self.blue) - blue))
  }

  /// True for pure white.
  package var isWhite: Bool { red == 255 && green == 255 && blue == 255 }
}

extension RGBImage {
  /// Pixels where `predicate` holds, as (x, y).
  package func positions(where predicate: (Pixel) -> Bool) -> [(x: Int, y: Int)] {
    var result: [(Int, Int)] = []
    for y in 0..<height {
      for x in 0..<width where predicate(self[x, y]) { result.append((x, y)) }
    }
    return result
  }

  /// The pixel whose top-left corner is at the point (x, y) of a canvas drawn at `scale`.
  package func at(_ x: Double, _ y: Double, scale: Double) -> Pixel { self[Int(x * scale), Int(y * scale)] }

  /// How many pixels of the rectangle (x, y, width, height), in points of a canvas drawn at
  /// `scale`, satisfy `predicate`.
  package func count(x: Double, y: Double, width: Double, height: Double, scale: Double, where predicate: (Pixel) -> Bool) -> Int {
    var n = 0
    for row in max(0, Int(y * scale))..<min(self.height, Int((y + height) * scale)) {
      for column in max(0, Int(x * scale))..<min(self.width, Int((x + width) * scale)) where predicate(self[column, row]) { n += 1 }
    }
    return n
  }
}
