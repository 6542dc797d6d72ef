import Export
import Scenes

/// Exact-area antialiasing of a polygon into a `CoverageMask`, on the client.
///
/// Each edge deposits, for every pixel it crosses, its signed height in that pixel split between
/// the pixel (by the share of the pixel to the right of the edge) and the next pixel (the rest).
/// A running sum along each row then gives every pixel's covered area under the non-zero rule
/// (clamped to 1), which is exact for simple polygons: partial pixels on every slanted edge.
package enum CoverageRasterizer {
  /// Rasterises the closed polygon `points` (pixels, any position) into a mask whose corner is
  /// the polygon's bounds rounded outwards to whole pixels, cut to `window` (pixels) when one is
  /// given: the pixels inside both come out exactly as in the uncut mask, bit for bit, and the
  /// work follows the cut's rows (and the columns up to its right side). Returns nil for an
  /// empty polygon or an empty cut.
  package static func rasterize(_ points: [Point], within window: PixelRect? = nil) -> CoverageMask? {
    rasterize([points], within: window)
  }

  /// Rasterises the closed polygons `subpaths` (pixels) together, under the non-zero rule or,
  /// with `isEvenOdd`, the even-odd rule (a pixel's accumulated area folded into 0...1 by
  /// taking it modulo 2, exact wherever the pixel's edges do not cross one another), as
  /// `rasterize(_:within:)` does one. Subpaths of fewer than 3 points are left out.
  package static func rasterize(
    _ subpaths: [[Point]], isEvenOdd: Bool = false, within window: PixelRect? = nil
  ) -> CoverageMask? {
    guard let box = box(of: subpaths) else { return nil }
    var x0 = box.x
    var y0 = box.y
    var x1 = box.x + box.width
    var y1 = box.y + box.height
    if let window {
      // Rows above and below the cut and columns right of it are simply not computed.
      x0 = max(x0, window.x)
      y0 = max(y0, window.y)
      x1 = min(x1, window.x + window.width)
      y1 = min(y1, window.y + window.height)
    }
    let width = x1 - x0
    let height = y1 - y0
    guard width > 0, height > 0, width <= 16_384, height <= 16_384 else { return nil }

    // Every float is worked out as for the uncut mask, so that the pixels inside the cut come
    // out bit for bit the same (a pixel at exactly half a level rounds one way only): positions
    // relative to the whole mask's corner, and the columns left of the cut accumulated too, so
    // that each row's running sum reaches the cut through the same additions. (Lumping the
    // left part into the cut's first column changed 33 pixels of the note's corner by a level.)
    let skipped = x0 - box.x
    let rows = (y0 - box.y)..<(y1 - box.y)
    let columns = x1 - box.x
    // One extra column per row takes the spill from the last pixel.
    let stride = columns + 1
    var accumulator = [Float](repeating: 0, count: stride * height)
    accumulator.withUnsafeMutableBufferPointer { cells in
      for points in subpaths where points.count >= 3 {
        var previous = points[points.count - 1]
        for point in points {
          addEdge(
            from: (previous.x - Double(box.x), previous.y - Double(box.y)),
            to: (point.x - Double(box.x), point.y - Double(box.y)),
            width: columns, rows: rows, stride: stride, cells: cells)
          previous = point
        }
      }
    }
    var alpha = [UInt8](repeating: 0, count: width * height)
    for row in 0..<height {
      var sum: Float = 0
      for column in 0..<columns {
        sum += accumulator[row * stride + column]
        guard column >= skipped else { continue }
        var covered = abs(sum)
        if isEvenOdd {
          covered -= 2 * (covered / 2).rounded(.down)
          if covered > 1 { covered = 2 - covered }
        }
        alpha[row * width + column - skipped] = UInt8(min(1, covered) * 255 + 0.5)
      }
    }
    return CoverageMask(x: x0, y: y0, width: width, height: height, alpha: alpha)
  }

  /// The corner and size of the whole mask `rasterize(_:isEvenOdd:within:)` makes of
  /// `subpaths` without a window: their bounds rounded outwards to whole pixels. Nil when no
  /// subpath has 3 points, or a point is not finite or beyond ±1 000 000 000 pixels.
  package static func box(of subpaths: [[Point]]) -> PixelRect? {
    let drawn = subpaths.lazy.filter { $0.count >= 3 }.joined()
    guard let extent = MaskGeometry.extent(of: drawn, limit: 1e9) else { return nil }
    let x0 = Int(extent.minX.rounded(.down))
    let y0 = Int(extent.minY.rounded(.down))
    return PixelRect(
      x: x0, y: y0, width: Int(extent.maxX.rounded(.up)) - x0, height: Int(extent.maxY.rounded(.up)) - y0)
  }

  private static func addEdge(
    from a: (x: Double, y: Double), to b: (x: Double, y: Double), width: Int,
    rows: Range<Int>, stride: Int, cells: UnsafeMutableBufferPointer<Float>
  ) {
    guard a.y != b.y else { return }
    let direction: Double = a.y < b.y ? 1 : -1
    let (top, bottom) = a.y < b.y ? (a, b) : (b, a)
    let dxdy = (bottom.x - top.x) / (bottom.y - top.y)
    var y = max(top.y, Double(rows.lowerBound))
    let yEnd = min(bottom.y, Double(rows.upperBound))
    while y < yEnd {
      let row = Int(y.rounded(.down))
      let yNext = min(Double(row + 1), yEnd)
      let xa = top.x + (y - top.y) * dxdy
      let xb = top.x + (yNext - top.y) * dxdy
      addRowPiece(
        row: row, xa: xa, xb: xb, height: (yNext - y) * direction, width: width,
        base: (row - rows.lowerBound) * stride, cells: cells)
      y = yNext
    }
  }

  /// Deposits a piece of edge that stays within one row: from x `xa` to `xb`, covering `height`
  /// (signed) of the row.
  private static func addRowPiece(
    row: Int, xa: Double, xb: Double, height: Double, width: Int, base: Int,
    cells: UnsafeMutableBufferPointer<Float>
  ) {
    let left = min(xa, xb)
    let right = max(xa, xb)
    guard left < Double(width) else { return }
    if right - left < 1e-12 {
      // Vertical: left of the mask it covers the whole row, so it lands on the first pixel.
      deposit(x: max(left, 0), height: height, base: base, width: width, cells: cells)
      return
    }
    // The part of the piece left of the mask covers the whole row to its right.
    if left < 0 {
      let share = (min(right, 0) - left) / (right - left)
      cells[base] += Float(height * share)
    }
    guard right > 0 else { return }
    let spanEnd = min(right, Double(width))
    var x = max(left, 0)
    while x < spanEnd {
      let column = Int(x.rounded(.down))
      let xNext = min(Double(column + 1), spanEnd)
      let share = (xNext - x) / (right - left)
      deposit(x: (x + xNext) / 2, height: height * share, base: base, width: width, cells: cells)
      x = xNext
    }
  }

  /// Deposits a vertical sliver at `x` of signed `height`: the pixel gets the share to its
  /// right, the next pixel the rest.
  private static func deposit(
    x: Double, height: Double, base: Int, width: Int, cells: UnsafeMutableBufferPointer<Float>
  ) {
    let column = min(max(Int(x.rounded(.down)), 0), width - 1)
    let fraction = min(max(x - Double(column), 0), 1)
    cells[base + column] += Float(height * (1 - fraction))
    cells[base + column + 1] += Float(height * fraction)
  }
}
