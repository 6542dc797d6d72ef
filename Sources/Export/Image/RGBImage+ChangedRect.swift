import Glibc

extension RGBImage {
  /// The smallest rectangle holding every pixel that differs between `self` and `other` (same
  /// size), or nil when they are identical. Rows are compared whole first (memcmp speed), then
  /// the columns only within the rows that differ.
  package func changedRegion(from other: RGBImage) -> PixelRect? {
    precondition(width == other.width && height == other.height, "changedRegion needs equal sizes")
    let stride = width * 3
    return bytes.withUnsafeBytes { a in
      other.bytes.withUnsafeBytes { b -> PixelRect? in
        func rowDiffers(_ y: Int) -> Bool {
          memcmp(a.baseAddress! + y * stride, b.baseAddress! + y * stride, stride) != 0
        }
        guard let top = (0..<height).first(where: rowDiffers) else { return nil }
        let bottom = (top..<height).reversed().first(where: rowDiffers)!  // top differs
        var left = width
        var right = -1
        for y in top...bottom {
          let rowA = a.baseAddress!.advanced(by: y * stride).assumingMemoryBound(to: UInt8.self)
          let rowB = b.baseAddress!.advanced(by: y * stride).assumingMemoryBound(to: UInt8.self)
          var x = 0
          while x < min(left, width) {
            if rowA[x * 3] != rowB[x * 3] || rowA[x * 3 + 1] != rowB[x * 3 + 1]
              || rowA[x * 3 + 2] != rowB[x * 3 + 2]
            { break }
            x += 1
          }
          left = min(left, x)
          var r = width - 1
          while r > right {
            if rowA[r * 3] != rowB[r * 3] || rowA[r * 3 + 1] != rowB[r * 3 + 1]
              || rowA[r * 3 + 2] != rowB[r * 3 + 2]
            { break }
            r -= 1
          }
          right = max(right, r)
        }
        guard right >= left else { return nil }
        return PixelRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
      }
    }
  }

  /// The pixels of `region` as RGBA (alpha 255), row by row.
  package func rgba(in region: PixelRect) -> [UInt8] {
    var out = [UInt8](repeating: 255, count: region.width * region.height * 4)
    bytes.withUnsafeBufferPointer { source in
      out.withUnsafeMutableBufferPointer { destination in
        for row in 0..<region.height {
          var s = ((region.y + row) * width + region.x) * 3
          var d = row * region.width * 4
          for _ in 0..<region.width {
            destination[d] = source[s]
            destination[d + 1] = source[s + 1]
            destination[d + 2] = source[s + 2]
            s += 3
            d += 4
          }
        }
      }
    }
    return out
  }
}
