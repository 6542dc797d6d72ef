import Export
import Glibc
import Scenes
import TestSupport
import Testing
import X11Canvas

/// The client-side coverage rasteriser and blur against independent numbers: supersampled
/// coverage, closed-form areas and the Gaussian's mass.
@Suite struct RasterTests {
  /// Coverage of one pixel by brute force: the share of 64×64 sample points inside the polygon
  /// (even-odd ray casting, fine for simple polygons).
  func supersampled(_ polygon: [Point], x: Int, y: Int) -> Double {
    let n = 64
    var inside = 0
    for i in 0..<n {
      for j in 0..<n {
        let px = Double(x) + (Double(i) + 0.5) / Double(n)
        let py = Double(y) + (Double(j) + 0.5) / Double(n)
        var crossings = 0
        for k in polygon.indices {
          let a = polygon[k]
          let b = polygon[(k + 1) % polygon.count]
          if (a.y > py) != (b.y > py), px < a.x + (py - a.y) / (b.y - a.y) * (b.x - a.x) { crossings += 1 }
        }
        if crossings % 2 == 1 { inside += 1 }
      }
    }
    return Double(inside) / Double(n * n)
  }

  @Test func coverageMatchesSupersamplingOnSlantedEdges() throws {
    let triangle = [Point(x: 2.3, y: 1.7), Point(x: 27.9, y: 9.1), Point(x: 8.4, y: 22.6)]
    let mask = try #require(CoverageRasterizer.rasterize(triangle))
    #expect(mask.x == 2 && mask.y == 1)
    var partial = 0
    for row in 0..<mask.height {
      for column in 0..<mask.width {
        let expected = supersampled(triangle, x: mask.x + column, y: mask.y + row) * 255
        let actual = Double(mask[column, row])
        #expect(abs(actual - expected) <= 3, "pixel (\(column), \(row)): \(actual) vs \(expected)")
        if actual > 0 && actual < 255 { partial += 1 }
      }
    }
    #expect(partial > 40)
  }

  @Test func coverageSumsToTheArea() throws {
    let shape = Shape.roundedRect(Rect(x: 3.25, y: 4.5, width: 60, height: 40), cornerRadius: 12)
    let outline = ShapeOutline.pixels(of: shape, scale: 1)
    let mask = try #require(CoverageRasterizer.rasterize(outline))
    let area = mask.alpha.reduce(0.0) { $0 + Double($1) / 255 }
    // The rasteriser is exact for the polygon it is given (shoelace area), up to 8-bit rounding.
    var shoelace = 0.0
    for i in outline.indices {
      let a = outline[i]
      let b = outline[(i + 1) % outline.count]
      shoelace += a.x * b.y - b.x * a.y
    }
    #expect(abs(area - abs(shoelace) / 2) < 0.5, "area \(area) vs polygon \(abs(shoelace) / 2)")
    // The flattened corners lose at most ⅔ · tolerance · arc length against w·h − (4 − π)·r².
    let exact = 60.0 * 40 - (4 - Double.pi) * 144
    let bound = 2.0 / 3 * ShapeOutline.flatteningTolerance * 2 * Double.pi * 12 + 0.5
    #expect(abs(area - exact) < bound, "area \(area) vs \(exact)")
    // Counter-clockwise points give the same coverage (non-zero rule, either winding).
    let reversed = try #require(CoverageRasterizer.rasterize(outline.reversed()))
    #expect(reversed == mask)
  }

  @Test func wholePixelRectangleIsExact() throws {
    let mask = try #require(CoverageRasterizer.rasterize(ShapeOutline.pixels(of: .rect(Rect(x: 1, y: 2, width: 5, height: 3)), scale: 2)))
    #expect(mask.x == 2 && mask.y == 4 && mask.width == 10 && mask.height == 6)
    #expect(mask.alpha.allSatisfy { $0 == 255 })
  }

  @Test func blurKeepsTheMassAndSpreadsByThreeSigma() throws {
    let mask = try #require(CoverageRasterizer.rasterize(ShapeOutline.pixels(of: .rect(Rect(x: 0, y: 0, width: 20, height: 40)), scale: 1)))
    let sigma = 2.5
    let blurred = GaussianBlur.blur(mask, sigma: sigma)
    let radius = Int((3 * sigma).rounded(.up))
    #expect(blurred.x == -radius && blurred.width == 20 + 2 * radius)
    let before = mask.alpha.reduce(0) { $0 + Int($1) }
    let after = blurred.alpha.reduce(0) { $0 + Int($1) }
    #expect(abs(Double(after - before)) / Double(before) < 0.01)
    // Across the long edge, mid-height: 255 · Φ(−d/σ) at distance d from the edge (erfc form).
    let row = radius + 20
    for k in 0..<radius {
      let d = Double(k) + 0.5
      let expected = 255 * 0.5 * erfc(d / (sigma * 2.0.squareRoot()))
      #expect(abs(Double(blurred[radius + 20 + k, row]) - expected) <= 2)
    }
    #expect(GaussianBlur.weights(sigma: sigma, radius: radius).reduce(0, +) - 1 < 1e-6)
  }

  /// An outline's curves flattened for the coverage rasteriser: every chord's midpoint lies
  /// within the tolerance of the circle the four cubic arcs trace (plus the arcs' own 0.027 %
  /// of the radius), the chords get shorter as the tolerance demands (not one per arc), and
  /// each subpath comes out as its own closed polygon.
  @Test func flattenedCurvesStayWithinTheTolerance() throws {
    let r = 50.0
    let center = Point(x: 60, y: 60)
    let outline = Outline(
      Outline.circle(center: center, radius: r) + Outline.circle(center: center, radius: r / 2), isEvenOdd: true)
    let subpaths = ShapeOutline.subpaths(of: outline)
    try #require(subpaths.count == 2)
    for (polygon, radius) in zip(subpaths, [r, r / 2]) {
      // A chord of a circle strays r(1 − cos(θ/2)) from it: 0.05 px needs θ ≤ 2·acos(1 − 0.05/r).
      let fewest = Int((2 * Double.pi / (2 * acos(1 - ShapeOutline.flatteningTolerance / radius))).rounded(.up))
      #expect(polygon.count >= fewest && polygon.count < 4 * fewest, "\(polygon.count) chords, at least \(fewest)")
      for (a, b) in zip(polygon, polygon.dropFirst() + polygon.prefix(1)) {
        let mid = Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
        let d = hypot(mid.x - center.x, mid.y - center.y)
        #expect(abs(d - radius) <= ShapeOutline.flatteningTolerance + 2.8e-4 * radius, "midpoint at \(d)")
      }
    }
    // Even-odd: the inner disk is a hole; the ring's area is π(R² − r²) to within the chords'.
    let mask = try #require(CoverageRasterizer.rasterize(subpaths, isEvenOdd: true))
    let area = mask.alpha.reduce(0.0) { $0 + Double($1) / 255 }
    let ring = Double.pi * (r * r - r * r / 4)
    #expect(abs(area - ring) < 0.002 * ring, "area \(area) vs \(ring)")
    #expect(mask[60 - mask.x, 60 - mask.y] == 0)
  }

  @Test func lruEvictsTheLeastRecentlyUsed() {
    var cache = LRUCache<Int, String>(countLimit: 2, costLimit: 100)
    cache.insert("a", for: 1, cost: 10)
    cache.insert("b", for: 2, cost: 10)
    _ = cache.value(for: 1)
    cache.insert("c", for: 3, cost: 10)
    #expect(cache.value(for: 2) == nil)
    #expect(cache.value(for: 1) == "a")
    #expect(cache.value(for: 3) == "c")
    cache.insert("d", for: 4, cost: 95)
    #expect(cache.count == 1 && cache.totalCost == 95, "over the cost limit the rest goes")
  }

  /// Ten thousand random look-ups, insertions and removals against a plain list kept in order
  /// of use (oldest first) that evicts from its front: the cache holds the same keys, values
  /// and cost after each, and every value it evicts or drops is released.
  @Test func lruAgreesWithAnOrderedListModel() {
    final class Tracked {
      nonisolated(unsafe) static var alive = 0
      let id: Int
      init(_ id: Int) { self.id = id; Tracked.alive += 1 }
      deinit { Tracked.alive -= 1 }
    }
    var random = SeededRandom(seed: 20_261_205)
    do {
      var cache = LRUCache<Int, Tracked>(countLimit: 12, costLimit: 60)
      var model: [(key: Int, id: Int, cost: Int)] = []
      var checked = 0
      for step in 0..<10_000 {
        let key = Int.random(in: 0..<24, using: &random)
        switch Int.random(in: 0..<10, using: &random) {
        case 0..<4:
          let found = cache.value(for: key)?.id
          let at = model.firstIndex { $0.key == key }
          #expect(found == at.map { model[$0].id }, "look-up of \(key) at step \(step)")
          if let at { model.append(model.remove(at: at)) }
        case 4..<9:
          let cost = Int.random(in: 0..<20, using: &random)
          cache.insert(Tracked(step), for: key, cost: cost)
          model.removeAll { $0.key == key }
          model.append((key, step, cost))
          while model.count > 12 || (model.reduce(0) { $0 + $1.cost } > 60 && model.count > 1) {
            model.removeFirst()
          }
        default:
          let removed = cache.removeValue(for: key)
          let at = model.firstIndex { $0.key == key }
          #expect(removed?.value.id == at.map { model[$0].id } && removed?.cost == at.map { model[$0].cost })
          if let at { model.remove(at: at) }
        }
        #expect(cache.count == model.count && cache.totalCost == model.reduce(0) { $0 + $1.cost })
        #expect(Tracked.alive == model.count, "evicted and removed values are released")
        checked += 1
      }
      #expect(checked == 10_000)
      cache.removeAll()
      #expect(cache.count == 0 && cache.totalCost == 0)
    }
    #expect(Tracked.alive == 0)
  }
}

extension RasterTests {
  /// Wide blurs take the downsampled path; it must match the full-resolution Gaussian (itself
  /// checked against the closed form above) to within 2/255 everywhere.
  @Test(arguments: [8.0, 12.5, 24.0])
  func downsampledBlurMatchesTheDirectGaussian(sigma: Double) throws {
    let outline = ShapeOutline.pixels(of: .polygon([Point(x: 0.3, y: 0), Point(x: 90, y: 10.5), Point(x: 70, y: 64), Point(x: 5, y: 50)]), scale: 1)
    let mask = try #require(CoverageRasterizer.rasterize(outline))
    let fast = GaussianBlur.blur(mask, sigma: sigma)
    let reference = GaussianBlur.directBlur(mask, sigma: sigma)
    var worst = 0
    for y in reference.y..<(reference.y + reference.height) {
      for x in reference.x..<(reference.x + reference.width) {
        let a = Int(reference[x - reference.x, y - reference.y])
        let inFast = x >= fast.x && x < fast.x + fast.width && y >= fast.y && y < fast.y + fast.height
        let b = inFast ? Int(fast[x - fast.x, y - fast.y]) : 0
        worst = max(worst, abs(a - b))
      }
    }
    #expect(worst <= 2, "σ \(sigma): worst difference \(worst)/255")
  }
}

extension RasterTests {
  /// Doubling a reduced shadow (σ from 8 to 11.99 pixels) takes an integer path; each pixel must
  /// be the bilinear interpolation between block centres, worked out here in doubles from its
  /// definition, rounded to the nearest level, on random masks of every small size.
  @Test func doublingMatchesBilinearInterpolationBetweenBlockCentres() {
    var generator = SystemRandomNumberGenerator()
    var compared = 0
    for width in 2...9 {
      for height in 1...7 {
        let alpha = (0..<(width * height)).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let small = CoverageMask(x: 3, y: -4, width: width, height: height, alpha: alpha)
        let doubled = GaussianBlur.upsample(small, by: 2)
        #expect(doubled.width == 2 * width && doubled.height == 2 * height)
        #expect(doubled.x == 3 && doubled.y == -4)
        func sample(_ column: Int, _ row: Int) -> Double {
          guard column >= 0, column < width, row >= 0, row < height else { return 0 }
          return Double(alpha[row * width + column])
        }
        for y in 0..<(2 * height) {
          for x in 0..<(2 * width) {
            // The pixel centre in block coordinates, between the centres of blocks ⌊u⌋ and ⌊u⌋ + 1.
            let u = (Double(x) + 0.5) / 2 - 0.5
            let v = (Double(y) + 0.5) / 2 - 0.5
            let (c, r) = (Int(u.rounded(.down)), Int(v.rounded(.down)))
            let (fx, fy) = (u - Double(c), v - Double(r))
            let value =
              (sample(c, r) * (1 - fx) + sample(c + 1, r) * fx) * (1 - fy)
              + (sample(c, r + 1) * (1 - fx) + sample(c + 1, r + 1) * fx) * fy
            #expect(Int(doubled[x, y]) == Int((value + 0.5).rounded(.down)), "\(width)×\(height) at \(x), \(y)")
            compared += 1
          }
        }
      }
    }
    #expect(compared == 4 * (2...9).reduce(0, +) * (1...7).reduce(0, +))
  }
}

extension RasterTests {
  /// A shadow's mask rasterised at the reduced resolution at once (each block the exact area of
  /// the shape in it) against the full mask averaged down (each block the mean of its pixels'
  /// coverages rounded to 8 bits): the blocks differ by a level at most, and the blur and the
  /// upscaling, whose weights are positive and sum to 1, keep that bound. The same corner and
  /// size, for polygons off the pixel grid, an even-odd ring and each reduction factor.
  @Test(arguments: [8.0, 12.5, 24.0, 33.0])
  func shadowsRasterisedReducedMatchTheFullMaskAveraged(sigma: Double) throws {
    let factor = GaussianBlur.factor(sigma: sigma)
    #expect(factor > 1)
    let quadrilateral = [[Point(x: 10.3, y: 7.6), Point(x: 190.2, y: 21.5), Point(x: 160.7, y: 94.1), Point(x: 13.5, y: 80.25)]]
    let triangle = [[Point(x: -3.7, y: 2.2), Point(x: 41.1, y: 5.9), Point(x: 12.4, y: 47.3)]]
    let ring = [
      [Point(x: 20.5, y: 20.5), Point(x: 120.25, y: 20.5), Point(x: 120.25, y: 99.75), Point(x: 20.5, y: 99.75)],
      [Point(x: 50.1, y: 40.2), Point(x: 90.6, y: 40.2), Point(x: 90.6, y: 70.9), Point(x: 50.1, y: 70.9)],
    ]
    var compared = 0
    for (subpaths, isEvenOdd) in [(quadrilateral, false), (triangle, false), (ring, true)] {
      let full = try #require(CoverageRasterizer.rasterize(subpaths, isEvenOdd: isEvenOdd))
      let averaged = GaussianBlur.reducedBlur(full, sigma: sigma)
      let direct = try #require(GaussianBlur.reducedBlur(of: subpaths, isEvenOdd: isEvenOdd, sigma: sigma))
      #expect(direct.factor == averaged.factor)
      #expect(direct.rasterized == ((full.width + factor - 1) / factor) * ((full.height + factor - 1) / factor))
      let (a, b) = (averaged.mask, direct.mask)
      #expect([a.x, a.y, a.width, a.height] == [b.x, b.y, b.width, b.height])
      guard a.alpha.count == b.alpha.count else { continue }
      let worst = zip(a.alpha, b.alpha).map { abs(Int($0) - Int($1)) }.max() ?? 0
      #expect(worst <= 1, "σ \(sigma), even-odd \(isEvenOdd): worst difference \(worst)/255")
      // Not an empty comparison: the shadow is there (the triangle's, blurred by σ 33, peaks
      // near 30 of 255).
      #expect(a.alpha.contains { $0 > 10 })
      let upA = GaussianBlur.upsample(a, by: factor)
      let upB = GaussianBlur.upsample(b, by: factor)
      #expect(zip(upA.alpha, upB.alpha).allSatisfy { abs(Int($0) - Int($1)) <= 1 } && upA.alpha.count == upB.alpha.count)
      compared += 1
    }
    #expect(compared == 3)
  }
}

extension RasterTests {
  /// A part of a shadow blurred alone (`GaussianBlur.blur(of:isEvenOdd:sigma:within:)`, what a
  /// partial redraw blurs) against the whole shadow: the same rectangle, the window cut to the
  /// whole mask, and the same value in every pixel of it; small windows rasterise less than
  /// the whole. For a σ below the reduction (factor 1) and two of factor 2, shapes off the pixel
  /// grid, an even-odd ring, and windows at a corner, inside, across an edge, of one pixel, and
  /// partly or wholly beyond the shadow.
  @Test(arguments: [3.5, 10.0, 11.9])
  func aPartOfAShadowEqualsTheWholeShadowThere(sigma: Double) throws {
    let factor = GaussianBlur.factor(sigma: sigma)
    let quadrilateral = [[Point(x: 10.3, y: 7.6), Point(x: 190.2, y: 21.5), Point(x: 160.7, y: 94.1), Point(x: 13.5, y: 80.25)]]
    let note = [[Point(x: 0.4, y: 0.3), Point(x: 372.2, y: 0.3), Point(x: 372.2, y: 150.6), Point(x: 322.7, y: 206.1), Point(x: 0.4, y: 206.1)]]
    let ring = [
      [Point(x: 20.5, y: 20.5), Point(x: 120.25, y: 20.5), Point(x: 120.25, y: 99.75), Point(x: 20.5, y: 99.75)],
      [Point(x: 50.1, y: 40.2), Point(x: 90.6, y: 40.2), Point(x: 90.6, y: 70.9), Point(x: 50.1, y: 70.9)],
    ]
    let windows = [
      PixelRect(x: 300, y: 140, width: 90, height: 90), PixelRect(x: 60, y: 30, width: 21, height: 13),
      PixelRect(x: -40, y: 50, width: 70, height: 9), PixelRect(x: 101, y: 77, width: 1, height: 1),
      PixelRect(x: 180, y: -60, width: 300, height: 75), PixelRect(x: 900, y: 900, width: 10, height: 10),
    ]
    var compared = 0
    for (subpaths, isEvenOdd) in [(quadrilateral, false), (note, false), (ring, true)] {
      let reduced = try #require(GaussianBlur.reducedBlur(of: subpaths, isEvenOdd: isEvenOdd, sigma: sigma))
      #expect(reduced.factor == factor)
      let whole = factor > 1 ? GaussianBlur.upsample(reduced.mask, by: factor) : reduced.mask
      let wholeRect = PixelRect(x: whole.x, y: whole.y, width: whole.width, height: whole.height)
      for window in windows {
        let expected = wholeRect.intersection(window)
        let part = GaussianBlur.blur(of: subpaths, isEvenOdd: isEvenOdd, sigma: sigma, within: window)
        guard !expected.isEmpty else {
          #expect(part == nil, "σ \(sigma): a window beyond the shadow leaves nothing")
          continue
        }
        let cut = try #require(part, "σ \(sigma), window \(window)").mask
        #expect(PixelRect(x: cut.x, y: cut.y, width: cut.width, height: cut.height) == expected)
        var differing = 0
        for row in 0..<cut.height {
          for column in 0..<cut.width
          where cut[column, row] != whole[cut.x + column - whole.x, cut.y + row - whole.y] {
            differing += 1
          }
        }
        #expect(differing == 0, "σ \(sigma), window \(window): \(differing) pixels differ from the whole shadow")
        if window.width * window.height < 100 * 100 {
          #expect(part!.rasterized < reduced.rasterized, "σ \(sigma), window \(window): rasterised \(part!.rasterized)")
        }
        compared += 1
      }
    }
    // Every window but the one beyond all three shadows, and the ring's beyond its own.
    #expect(compared >= 12)
  }
}

extension RasterTests {
  /// A polygon rasterised within a window comes out bit for bit as the whole mask there, even
  /// where a pixel's coverage is exactly half a level: the note's bottom row covers 0.1 of a
  /// pixel, 25.5 levels, which rounded one way in the whole mask and the other in a cut that
  /// lumped the columns left of it together (33 pixels of the corner differed by a level).
  @Test func aCutMaskEqualsTheWholeMaskBitForBit() throws {
    let note = [[Point(x: 0.4, y: 0.3), Point(x: 372.2, y: 0.3), Point(x: 372.2, y: 150.6), Point(x: 322.7, y: 206.1), Point(x: 0.4, y: 206.1)]]
    let whole = try #require(CoverageRasterizer.rasterize(note))
    var compared = 0
    for window in [PixelRect(x: 289, y: 129, width: 112, height: 112), PixelRect(x: 150, y: 200, width: 7, height: 9), PixelRect(x: -5, y: -5, width: 30, height: 400)] {
      let cut = try #require(CoverageRasterizer.rasterize(note, within: window))
      let expected = PixelRect(x: whole.x, y: whole.y, width: whole.width, height: whole.height).intersection(window)
      #expect(PixelRect(x: cut.x, y: cut.y, width: cut.width, height: cut.height) == expected)
      for row in 0..<cut.height {
        for column in 0..<cut.width {
          #expect(cut[column, row] == whole[cut.x + column - whole.x, cut.y + row - whole.y], "(\(cut.x + column), \(cut.y + row))")
          compared += 1
        }
      }
    }
    // The bottom row's pixels are the half-level case.
    #expect(whole[150, 206] == 26 || whole[150, 206] == 25)
    #expect(compared == 84 * 78 + 7 * 7 + 25 * 207)
  }
}
