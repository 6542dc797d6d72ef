import Export
import Glibc
import Scenes
import Testing
import TestSupport
@testable import X11Canvas

extension Outline {
  /// A circle of four cubic arcs, as SwiftUI's `Path(ellipseIn:)` builds one: each quarter's
  /// control points lie κ·r along the tangents, κ = 4/3·tan(π/8) (at most 0.027 % of r off the
  /// circle). Clockwise on screen, or counter-clockwise when `reversed`.
  static func circle(center c: Point, radius r: Double, reversed: Bool = false) -> [Outline.Element] {
    let k = 4.0 / 3 * tan(Double.pi / 8) * r
    let s: Double = reversed ? -1 : 1
    // Quarter by quarter from the +x axis, y down: right → bottom → left → top (clockwise).
    return [
      .move(to: Point(x: c.x + r, y: c.y)),
      .curve(to: Point(x: c.x, y: c.y + s * r), control1: Point(x: c.x + r, y: c.y + s * k), control2: Point(x: c.x + k, y: c.y + s * r)),
      .curve(to: Point(x: c.x - r, y: c.y), control1: Point(x: c.x - k, y: c.y + s * r), control2: Point(x: c.x - r, y: c.y + s * k)),
      .curve(to: Point(x: c.x, y: c.y - s * r), control1: Point(x: c.x - r, y: c.y - s * k), control2: Point(x: c.x - k, y: c.y - s * r)),
      .curve(to: Point(x: c.x + r, y: c.y), control1: Point(x: c.x + k, y: c.y - s * r), control2: Point(x: c.x + r, y: c.y - s * k)),
      .closeSubpath,
    ]
  }
}

extension RGBImage {
  /// How much black covers the pixel over white, 0...1 (from the red channel).
  func darkness(_ x: Int, _ y: Int) -> Double { 1 - Double(self[x, y].red) / 255 }

  /// The summed darkness of every pixel: the covered area in pixels, for black over white.
  var inkArea: Double {
    var sum = 0.0
    for y in 0..<height {
      for x in 0..<width { sum += darkness(x, y) }
    }
    return sum
  }
}

extension X11Tests {
  /// Filled outlines (`Shape.outline`) read back from Xvfb against closed-form geometry, at
  /// scale 1 and 2: areas, pixels well inside and well outside the exact curve, fill rules.
  @Suite struct PathFillTests {
    /// A disk of radius 30 pt: the ink is π r² (in pixels, r × scale), every pixel whose centre
    /// lies more than a pixel inside the circle is black and more than a pixel outside white.
    @Test(arguments: [1.0, 2.0])
    func aCircleCoversItsAreaAndNothingOutside(scale: Double) throws {
      try Canvas.with(width: Int(200 * scale), height: Int(100 * scale), scale: scale) { canvas in
        let center = Point(x: 100, y: 50)
        let radius = 30.0
        let image = canvas.render([
          .fill(.outline(Outline(Outline.circle(center: center, radius: radius))), .solid(.black))
        ])
        let r = radius * scale
        let exact = Double.pi * r * r
        #expect(abs(image.inkArea - exact) < 0.003 * exact, "ink \(image.inkArea) vs π r² = \(exact)")
        var inside = 0
        var outside = 0
        for y in 0..<image.height {
          for x in 0..<image.width {
            let dx = Double(x) + 0.5 - center.x * scale
            let dy = Double(y) + 0.5 - center.y * scale
            let d = (dx * dx + dy * dy).squareRoot()
            if d < r - 1 {
              inside += 1
              #expect(image[x, y].red == 0, "(\(x), \(y)) at \(d) px of r = \(r) should be black")
            } else if d > r + 1 {
              outside += 1
              #expect(image[x, y].isWhite, "(\(x), \(y)) at \(d) px of r = \(r) should be white")
            }
          }
        }
        #expect(Double(inside) > 0.9 * exact)
        #expect(outside > 0)
        // The centre pixel is filled; the bounding square's corners (0.41 r outside) are not.
        #expect(image[Int(100 * scale), Int(50 * scale)].red == 0)
        for (x, y) in [(70.0, 20.0), (129.5, 20.0), (70.0, 79.5), (129.5, 79.5)] {
          #expect(image[Int(x * scale), Int(y * scale)].isWhite, "corner (\(x), \(y))")
        }
        // Partial pixels along the rim: antialiased.
        #expect(image.positions { $0.red > 10 && $0.red < 245 }.count > Int(2 * r))
      }
    }

    /// The region between a chord of width W and the cubic bump (0,0) (0,−H) (W,−H) (W,0)
    /// above it: x(t) = W(3t² − 2t³), y(t) = −3H·t(1 − t), whose area is 18WH∫t²(1−t)² = 0.6 WH.
    /// Over the middle half of the chord the curve is shallow (slope under 0.8 H/W), so pixels
    /// 1.5 px above the curve are white and 1.5 px below it (and above the chord) black.
    @Test(arguments: [1.0, 2.0])
    func aCubicBumpHasItsClosedFormAreaAndEdge(scale: Double) throws {
      try Canvas.with(width: Int(200 * scale), height: Int(100 * scale), scale: scale) { canvas in
        let (x0, base, w, h) = (40.0, 80.0, 120.0, 60.0)
        let outline = Outline([
          .move(to: Point(x: x0, y: base)),
          .curve(
            to: Point(x: x0 + w, y: base), control1: Point(x: x0, y: base - h),
            control2: Point(x: x0 + w, y: base - h)),
          .closeSubpath,
        ])
        let image = canvas.render([.fill(.outline(outline), .solid(.black))])
        let exact = 0.6 * w * h * scale * scale
        #expect(abs(image.inkArea - exact) < 0.003 * exact, "ink \(image.inkArea) vs 0.6 WH = \(exact)")
        /// The curve's y (points) above `x` (points), by bisection on the monotone x(t).
        func curveY(atX x: Double) -> Double {
          var (lo, hi) = (0.0, 1.0)
          for _ in 0..<60 {
            let t = (lo + hi) / 2
            if x0 + w * (3 * t * t - 2 * t * t * t) < x { lo = t } else { hi = t }
          }
          let t = (lo + hi) / 2
          return base - 3 * h * t * (1 - t)
        }
        var checked = 0
        for x in Int((x0 + w / 4) * scale)..<Int((x0 + 3 * w / 4) * scale) {
          let edge = curveY(atX: (Double(x) + 0.5) / scale) * scale
          for y in 0..<image.height {
            let centre = Double(y) + 0.5
            if centre < edge - 1.5 {
              #expect(image[x, y].isWhite, "(\(x), \(y)) above the curve at \(edge)")
            } else if centre > edge + 1.5 && centre < base * scale - 1 {
              #expect(image[x, y].red == 0, "(\(x), \(y)) below the curve at \(edge)")
              checked += 1
            }
          }
        }
        #expect(checked > Int(w * h * scale * scale / 4))
        // The apex, t = ½: x = W/2, y = base − ¾H.
        #expect(abs(curveY(atX: x0 + w / 2) - (base - 0.75 * h)) < 1e-9)
      }
    }

    /// Two concentric circles of radii 40 and 20 pt, both clockwise: under the even-odd rule
    /// the inner disk is a hole (ink π(R² − r²)); under non-zero it is filled twice over and
    /// shows filled (ink πR²). Drawn with opposite directions, non-zero makes the hole too.
    @Test(arguments: [1.0, 2.0])
    func evenOddCutsAHoleWhereNonZeroFills(scale: Double) throws {
      try Canvas.with(width: Int(200 * scale), height: Int(100 * scale), scale: scale) { canvas in
        let center = Point(x: 100, y: 50)
        let same = Outline.circle(center: center, radius: 40) + Outline.circle(center: center, radius: 20)
        let opposite =
          Outline.circle(center: center, radius: 40) + Outline.circle(center: center, radius: 20, reversed: true)
        let (outer, inner) = (40 * scale, 20 * scale)
        let ring = Double.pi * (outer * outer - inner * inner)
        let disk = Double.pi * outer * outer
        let middle = (Int(center.x * scale), Int(center.y * scale))
        // The ring's middle, 30 pt right of the centre.
        let band = (Int(130 * scale), Int(center.y * scale))
        for (elements, isEvenOdd, area, hole) in [
          (same, true, ring, true), (same, false, disk, false), (opposite, false, ring, true),
        ] {
          let image = canvas.render([.fill(.outline(Outline(elements, isEvenOdd: isEvenOdd)), .solid(.black))])
          let label = "evenOdd \(isEvenOdd), \(elements == same ? "same" : "opposite") directions"
          #expect(abs(image.inkArea - area) < 0.003 * area, "\(label): ink \(image.inkArea) vs \(area)")
          #expect(image[middle.0, middle.1].isWhite == hole, "\(label): centre \(image[middle.0, middle.1])")
          #expect(image[band.0, band.1].red == 0, "\(label): ring")
        }
      }
    }

    /// An outline's mask is cached by its shape in pixels: drawn again, or moved by whole
    /// pixels, it is not rasterised again; a changed outline is.
    @Test func outlineMasksAreCachedByShape() throws {
      try Canvas.with { canvas in
        let circle = Outline(Outline.circle(center: Point(x: 50, y: 50), radius: 20))
        let moved = circle.mapped { Point(x: $0.x + 60, y: $0.y) }
        let bigger = Outline(Outline.circle(center: Point(x: 50, y: 50), radius: 21))
        _ = canvas.render([.fill(.outline(circle), .solid(.black))])
        let first = canvas.renderer.masksRasterized
        #expect(first == 1)
        let image = canvas.render([.fill(.outline(moved), .solid(.black))])
        #expect(canvas.renderer.masksRasterized == first, "a whole-pixel move reuses the mask")
        #expect(image[110, 50].red == 0 && image[50, 50].isWhite)
        _ = canvas.render([.fill(.outline(bigger), .solid(.black))])
        #expect(canvas.renderer.masksRasterized == first + 1)
      }
    }

    /// The shadow of a rectangular outline is the rectangle's: along the middle of its long
    /// side, darkness 0.33 · Φ(−d/σ) at distance d, with σ = radius × scale pixels.
    @Test(arguments: [1.0, 2.0])
    func anOutlinesShadowFallsOffAsTheGaussian(scale: Double) throws {
      try Canvas.with(width: Int(200 * scale), height: Int(100 * scale), scale: scale) { canvas in
        let outline = Outline([
          .move(to: Point(x: 40, y: 30)), .line(to: Point(x: 120, y: 30)),
          .line(to: Point(x: 120, y: 70)), .line(to: Point(x: 40, y: 70)), .closeSubpath,
        ])
        let radius = 6.0
        let sigma = radius * scale
        let image = canvas.render([
          .shadow(.outline(outline), Shadow(radius: radius)),
          .fill(.outline(outline), .solid(.white)),
        ])
        let y = Int(50 * scale)
        let edge = Int(120 * scale)
        for k in 0..<Int(4 * sigma) {
          let darkness = 255 - Double(image[edge + k, y].red)
          let expected = 255 * 0.33 * 0.5 * erfc((Double(k) + 0.5) / (sigma * 2.0.squareRoot()))
          #expect(abs(darkness - expected) <= 3, "x \(edge + k): darkness \(darkness), expected \(expected)")
        }
        #expect(255 - Double(image[edge + 1, y].red) > 30)
        #expect(image[Int(190 * scale), y].isWhite)
      }
    }
  }
}
