import Export
import Glibc
import Scenes

/// A separable Gaussian blur of a `CoverageMask`, on the client, for soft shadows.
///
/// The shadow is blurred once per distinct shape and radius and then cached: X Render's
/// convolution filter would re-run the whole kernel on every composite.
package enum GaussianBlur {
  /// Blurs `mask` with standard deviation `sigma` pixels (more than 0). The result is larger by
  /// about `3σ` on every side, enough for the tail to fall below 1/255 of full coverage, and its
  /// `x`/`y` move accordingly.
  ///
  /// From σ = 8 pixels on (HiDPI shadows) the mask is first averaged down by a factor f = ⌊σ/4⌋
  /// (at most 8), blurred there and scaled back up bilinearly: that costs about f³ times less.
  /// The averaging and the bilinear upscaling are themselves blurs of variance f²/12 and f²/6,
  /// so the small image is blurred with √(σ² − f²/4) / f to keep the total at σ.
  package static func blur(_ mask: CoverageMask, sigma: Double) -> CoverageMask {
    let reduced = reducedBlur(mask, sigma: sigma)
    guard reduced.factor > 1 else { return reduced.mask }
    return upsample(reduced.mask, by: reduced.factor)
  }

  /// The downsampling factor f that `blur` uses for `sigma` pixels: ⌊σ/4⌋ from σ = 8 on, at
  /// most 8; otherwise 1.
  package static func factor(sigma: Double) -> Int {
    sigma >= 8 ? min(8, Int(sigma / 4)) : 1
  }

  /// How far, in pixels, a shape's blurred mask reaches beyond the shape: 3σ, up to two blocks
  /// of the reduced blur, and a pixel of rounding. Shadows that meet nothing redrawn within it
  /// are not drawn, and a shadow's redrawn part is found within it.
  package static func reach(sigma: Double) -> Double {
    3 * sigma + Double(2 * factor(sigma: sigma) + 2)
  }

  /// `blur` without its final bilinear upscaling: the blurred mask at 1/`factor` of the
  /// resolution, each of its pixels standing for a `factor`×`factor` block. Its `x`/`y` are the
  /// full-resolution pixel of its corner, so scaling it up by `factor` with bilinear filtering
  /// between block centres (as X Render's bilinear filter under a 1/f scale transform does) and
  /// placing it there gives `blur`'s result.
  package static func reducedBlur(_ mask: CoverageMask, sigma: Double) -> (mask: CoverageMask, factor: Int) {
    let factor = factor(sigma: sigma)
    guard factor > 1 else { return (directBlur(mask, sigma: sigma), 1) }
    return (blurReduced(downsample(mask, by: factor), sigma: sigma, factor: factor, x: mask.x, y: mask.y), factor)
  }

  /// `reducedBlur` of the mask of the closed polygons `subpaths` (pixels) under the non-zero or
  /// even-odd rule, rasterised at the reduced resolution at once, as `CoverageRasterizer` would
  /// rasterise them scaled down by the factor: each block holds the exact area of the shape in
  /// it, where averaging the full mask's pixels averages their coverages rounded to 8 bits (the
  /// two differ by a level at most). A shadow that is not cached costs a quarter of the
  /// rasterising and no averaging: the note's shadow, 372 × 206 pixels, while its corner folds
  /// the first time round. Also gives how many pixels (blocks) were rasterised. Nil when the
  /// polygons cover nothing.
  package static func reducedBlur(
    of subpaths: [[Point]], isEvenOdd: Bool, sigma: Double
  ) -> (mask: CoverageMask, factor: Int, rasterized: Int)? {
    let factor = factor(sigma: sigma)
    guard factor > 1 else {
      return CoverageRasterizer.rasterize(subpaths, isEvenOdd: isEvenOdd).map {
        (directBlur($0, sigma: sigma), 1, $0.width * $0.height)
      }
    }
    // The blocks start at the whole mask's corner, as `downsample`'s do: the scaled polygons'
    // bounds start within the first block, and end in the last (⌈⌈a⌉ / f⌉ = ⌈a / f⌉).
    guard let box = CoverageRasterizer.box(of: subpaths) else { return nil }
    // Divided, not multiplied by 1/f, which is inexact for f = 3 and could put a bound on a
    // whole block a hair past it.
    let f = Double(factor)
    let scaled = subpaths.map { points in
      points.map { Point(x: ($0.x - Double(box.x)) / f, y: ($0.y - Double(box.y)) / f) }
    }
    guard let small = CoverageRasterizer.rasterize(scaled, isEvenOdd: isEvenOdd) else { return nil }
    let blurred = blurReduced(small, sigma: sigma, factor: factor, x: box.x + small.x * factor, y: box.y + small.y * factor)
    return (blurred, factor, small.width * small.height)
  }

  /// The pixels within `window` (pixels) of `blur` of the coverage of the closed polygons
  /// `subpaths` under the non-zero or even-odd rule (`reducedBlur(of:isEvenOdd:sigma:)`, scaled
  /// back up), each exactly as in the whole mask, and how many pixels (blocks) were
  /// rasterised. Only what those pixels depend on is rasterised and blurred: the blocks their
  /// bilinear scaling up reads (one more each side), grown by the blur's reach. A shadow
  /// redrawn only around a moving corner then costs about that corner, not the whole shape
  /// (the note's shadow, 372 × 206 pixels, while its corner folds the first time round).
  ///
  /// Exact because every value it keeps sums the same products in the same order as in the
  /// whole mask (the rasteriser's cut leaves the pixels inside it as they are, and the blur's
  /// passes run over each row and each column in order), and the scaling up by 2 is in integers.
  /// Nil for factors above 2 (scaled up in floats, or by the server), when less than two blocks
  /// are left to scale up, and when the window meets nothing: the caller takes the whole mask.
  package static func blur(
    of subpaths: [[Point]], isEvenOdd: Bool, sigma: Double, within window: PixelRect
  ) -> (mask: CoverageMask, rasterized: Int)? {
    let factor = factor(sigma: sigma)
    guard factor <= 2, !window.isEmpty else { return nil }
    guard factor > 1 else {
      let radius = max(1, Int((3 * sigma).rounded(.up)))
      let reach = PixelRect(
        x: window.x - radius, y: window.y - radius, width: window.width + 2 * radius, height: window.height + 2 * radius)
      guard let coverage = CoverageRasterizer.rasterize(subpaths, isEvenOdd: isEvenOdd, within: reach),
        let part = directBlur(coverage, sigma: sigma).cropped(to: window)
      else { return nil }
      return (part, coverage.width * coverage.height)
    }
    guard let box = CoverageRasterizer.box(of: subpaths) else { return nil }
    let f = Double(factor)
    let reducedSigma = (sigma * sigma - Double(factor * factor) / 4).squareRoot() / f
    let radius = max(1, Int((3 * reducedSigma).rounded(.up)))
    // Blocks relative to the box's corner, as `reducedBlur(of:isEvenOdd:sigma:)` places them. A
    // pixel d pixels right of the corner lies in block ⌊d/2⌋ and is scaled up from it and the
    // block before (d even) or after (d odd).
    func block(_ d: Int) -> Int { d >= 0 ? d / factor : -((-d + factor - 1) / factor) }
    let x0 = block(window.x - box.x) - 1
    let y0 = block(window.y - box.y) - 1
    let x1 = block(window.x + window.width - 1 - box.x) + 2
    let y1 = block(window.y + window.height - 1 - box.y) + 2
    let reach = PixelRect(x: x0 - radius, y: y0 - radius, width: x1 - x0 + 2 * radius, height: y1 - y0 + 2 * radius)
    let scaled = subpaths.map { points in
      points.map { Point(x: ($0.x - Double(box.x)) / f, y: ($0.y - Double(box.y)) / f) }
    }
    guard let small = CoverageRasterizer.rasterize(scaled, isEvenOdd: isEvenOdd, within: reach),
      var blocks = directBlur(small, sigma: reducedSigma).cropped(
        to: PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)),
      blocks.width >= 2
    else { return nil }
    blocks.x = box.x + blocks.x * factor
    blocks.y = box.y + blocks.y * factor
    guard let part = upsampleByTwo(blocks).cropped(to: window) else { return nil }
    return (part, small.width * small.height)
  }

  /// Blurs `small`, a mask averaged down by `factor` whose corner is the full-resolution pixel
  /// (`x`, `y`), with what is left of σ after averaging and upscaling, and places the result in
  /// full-resolution pixels.
  private static func blurReduced(_ small: CoverageMask, sigma: Double, factor: Int, x: Int, y: Int) -> CoverageMask {
    var blurred = directBlur(small, sigma: (sigma * sigma - Double(factor * factor) / 4).squareRoot() / Double(factor))
    blurred.x = x + blurred.x * factor
    blurred.y = y + blurred.y * factor
    return blurred
  }

  /// The mask averaged over `factor`×`factor` blocks (partial blocks count the missing pixels as
  /// 0). Its `x`/`y` are block indices relative to the source's corner (0, 0).
  private static func downsample(_ mask: CoverageMask, by factor: Int) -> CoverageMask {
    let width = (mask.width + factor - 1) / factor
    let height = (mask.height + factor - 1) / factor
    var sums = [Int](repeating: 0, count: width * height)
    for row in 0..<mask.height {
      let smallRow = (row / factor) * width
      for column in 0..<mask.width {
        sums[smallRow + column / factor] += Int(mask.alpha[row * mask.width + column])
      }
    }
    let area = factor * factor
    return CoverageMask(
      x: 0, y: 0, width: width, height: height,
      alpha: sums.map { UInt8(($0 + area / 2) / area) })
  }

  /// Scales a reduced mask (`x`/`y` in full-resolution pixels) up by `factor` with bilinear
  /// interpolation between block centres; samples beyond its edge count as 0.
  ///
  /// The samples are read from a copy of the mask in floats with a border of zeros one pixel
  /// wide, so that no sample needs a test for the edge (every centre interpolated between lies
  /// within the border). Against testing each of the four samples of a pixel: 2.2 times as fast
  /// (0.52–0.58 ms against 1.13–1.34 ms for the note's shadow, 186 × 103 blocks doubled, release
  /// build), with the same arithmetic and results (compared on 2,400 random masks).
  package static func upsample(_ small: CoverageMask, by factor: Int) -> CoverageMask {
    if factor == 2, small.width >= 2, small.height >= 1 { return upsampleByTwo(small) }
    let width = small.width * factor
    let height = small.height * factor
    let f = Double(factor)
    // Block-centre coordinates: pixel centre p + 0.5 lies at (p + 0.5)/f − 0.5 blocks, from
    // −0.5 to (size − 0.5/f − 0.5): between blocks −1 and size, within the border.
    let columns = (0..<width).map { column -> (left: Int, fx: Float) in
      let u = (Double(column) + 0.5) / f - 0.5
      let base = Int(u.rounded(.down))
      return (base, Float(u - Double(base)))
    }
    let stride = small.width + 2
    var padded = [Float](repeating: 0, count: stride * (small.height + 2))
    for row in 0..<small.height {
      for column in 0..<small.width {
        padded[(row + 1) * stride + column + 1] = Float(small.alpha[row * small.width + column])
      }
    }
    var alpha = [UInt8](repeating: 0, count: width * height)
    padded.withUnsafeBufferPointer { samples in
      alpha.withUnsafeMutableBufferPointer { out in
        for row in 0..<height {
          let v = (Double(row) + 0.5) / f - 0.5
          let top = Int(v.rounded(.down))
          let fy = Float(v - Double(top))
          // Sample (r, c) of the mask is at (r + 1) · stride + c + 1.
          let upper = (top + 1) * stride + 1
          let lower = upper + stride
          for column in 0..<width {
            let (left, fx) = columns[column]
            let above = samples[upper + left] * (1 - fx) + samples[upper + left + 1] * fx
            let below = samples[lower + left] * (1 - fx) + samples[lower + left + 1] * fx
            out[row * width + column] = UInt8(min(255, above * (1 - fy) + below * fy) + 0.5)
          }
        }
      }
    }
    return CoverageMask(x: small.x, y: small.y, width: width, height: height, alpha: alpha)
  }

  /// `upsample(_:by:)` with a factor of 2, in integers. Every pixel centre then lies a quarter
  /// of a block from one centre and three quarters from the next, in each direction, so each
  /// output is (9a + 3b + 3c + d) / 16 of four samples: the floats of the general path hold
  /// these sixteenths exactly and round them half up, as `(sum + 8) >> 4` does. Two separable
  /// passes over rows without a branch, in wrapping arithmetic (the sums cannot overflow, and
  /// checked arithmetic, which may trap, kept the loops scalar), which the compiler vectorises:
  /// the note's shadow (186 × 118 blocks) 203 → 72–114 µs, best of 300.
  private static func upsampleByTwo(_ small: CoverageMask) -> CoverageMask {
    let w = small.width
    let h = small.height
    let width = 2 * w
    let height = 2 * h
    // The horizontal pass, four times its value, in rows −1 … h (the outer two stay zero).
    var horizontal = [UInt16](repeating: 0, count: width * (h + 2))
    small.alpha.withUnsafeBufferPointer { source in
      horizontal.withUnsafeMutableBufferPointer { out in
        guard let source = source.baseAddress, let out = out.baseAddress else { return }
        for row in 0..<h {
          let s = source + row * w
          let o = out + (row + 1) * width
          // Even column 2i: ¼ of sample i − 1 and ¾ of i; odd column 2i + 1: ¾ of i and ¼ of
          // i + 1; samples beyond the edge are 0.
          // (The sums stay below 4 × 255: wrapping arithmetic, which cannot trap, vectorises.)
          o[0] = 3 &* UInt16(s[0])
          o[1] = 3 &* UInt16(s[0]) &+ UInt16(s[1])
          for i in 1..<(w - 1) {
            let here = 3 &* UInt16(s[i])
            o[2 * i] = UInt16(s[i - 1]) &+ here
            o[2 * i + 1] = here &+ UInt16(s[i + 1])
          }
          o[2 * w - 2] = UInt16(s[w - 2]) &+ 3 &* UInt16(s[w - 1])
          o[2 * w - 1] = 3 &* UInt16(s[w - 1])
        }
      }
    }
    var alpha = [UInt8](repeating: 0, count: width * height)
    horizontal.withUnsafeBufferPointer { rows in
      alpha.withUnsafeMutableBufferPointer { out in
        guard let rows = rows.baseAddress, let out = out.baseAddress else { return }
        for j in 0..<h {
          // Block rows j − 1, j and j + 1 are horizontal rows j, j + 1 and j + 2.
          let above = rows + j * width
          let here = above + width
          let below = here + width
          let even = out + 2 * j * width
          let odd = even + width
          // At most 16 × 255 + 8: wrapping arithmetic again.
          for column in 0..<width {
            let middle = 3 &* here[column]
            even[column] = UInt8(truncatingIfNeeded: (above[column] &+ middle &+ 8) &>> 4)
            odd[column] = UInt8(truncatingIfNeeded: (middle &+ below[column] &+ 8) &>> 4)
          }
        }
      }
    }
    return CoverageMask(x: small.x, y: small.y, width: width, height: height, alpha: alpha)
  }

  /// The separable Gaussian at full resolution: `ceil(3σ)` taps each side.
  ///
  /// The passes run over raw pointers to each row, which lets the compiler vectorise the inner
  /// loops: 3–4 times as fast as indexing the buffers (0.23–0.30 ms against 0.72–1.14 ms for
  /// the note's reduced shadow, 156 × 73 pixels at σ 4.97, release build). The horizontal pass
  /// gathers each output column's taps rather than scattering each source pixel over them, so
  /// that it too runs along whole rows: the note's reduced shadow (156 × 88 blocks, σ 4.97)
  /// 262–378 → 197–208 µs, best of 300 in three runs. Every output value sums the same
  /// products in the same order (the zeros the gather adds change no sum), so the results are
  /// the same (compared on 200 random masks and σ, against the scattering pass).
  package static func directBlur(_ mask: CoverageMask, sigma: Double) -> CoverageMask {
    let radius = max(1, Int((3 * sigma).rounded(.up)))
    let kernel = weights(sigma: sigma, radius: radius)
    let taps = kernel.count
    let width = mask.width + 2 * radius
    let height = mask.height + 2 * radius

    // Horizontal pass: source rows, padded output columns. Output column o (source column
    // o − radius) sums source column o − t times tap t, from the farthest column on the left to
    // the farthest on the right (t from the last tap down), each tap a pass over the whole row
    // read from a copy with 2 × radius zeros each side, which vectorises like the vertical pass.
    var horizontal = [Float](repeating: 0, count: width * mask.height)
    var padded = [Float](repeating: 0, count: mask.width + 4 * radius)
    mask.alpha.withUnsafeBufferPointer { source in
      horizontal.withUnsafeMutableBufferPointer { out in
        padded.withUnsafeMutableBufferPointer { padded in
          kernel.withUnsafeBufferPointer { k in
            guard let source = source.baseAddress, let out = out.baseAddress, let padded = padded.baseAddress,
              let k = k.baseAddress
            else { return }
            for row in 0..<mask.height {
              let sourceRow = source + row * mask.width
              for column in 0..<mask.width { padded[2 * radius + column] = Float(sourceRow[column]) }
              let outRow = out + row * width
              for tap in stride(from: taps - 1, through: 0, by: -1) {
                let weight = k[tap]
                let from = padded + 2 * radius - tap
                for column in 0..<width { outRow[column] += from[column] * weight }
              }
            }
          }
        }
      }
    }
    // Vertical pass: padded rows and columns.
    var vertical = [Float](repeating: 0, count: width * height)
    horizontal.withUnsafeBufferPointer { source in
      vertical.withUnsafeMutableBufferPointer { out in
        kernel.withUnsafeBufferPointer { k in
          guard let source = source.baseAddress, let out = out.baseAddress, let k = k.baseAddress else { return }
          for row in 0..<mask.height {
            let sourceRow = source + row * width
            for tap in 0..<taps {
              let weight = k[tap]
              let outRow = out + (row + tap) * width
              for column in 0..<width { outRow[column] += sourceRow[column] * weight }
            }
          }
        }
      }
    }
    let alpha = vertical.map { UInt8(min(255, max(0, $0)) + 0.5) }
    return CoverageMask(
      x: mask.x - radius, y: mask.y - radius, width: width, height: height, alpha: alpha)
  }

  /// `2 × radius + 1` weights of the normalised Gaussian `exp(−i² / 2σ²)`, summing to 1.
  package static func weights(sigma: Double, radius: Int) -> [Float] {
    let raw = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
    let total = raw.reduce(0, +)
    return raw.map { Float($0 / total) }
  }
}
