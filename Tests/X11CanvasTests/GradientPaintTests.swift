import Export
import Glibc
import Scenes
import Testing
import TestSupport
@testable import X11Canvas

extension X11Tests {
  /// Radial, elliptical and angular gradients read back from Xvfb, at scale 1 and 2, against
  /// the colour each pixel's centre should have: the stops interpolated at the fraction its
  /// distance (or angle) from the centre gives.
  @Suite struct GradientPaintTests {
    static let red = Color(red: 1, green: 0, blue: 0)
    static let green = Color(red: 0, green: 1, blue: 0)
    static let blue = Color(red: 0, green: 0, blue: 1)
    static let yellow = Color(red: 1, green: 1, blue: 0)

    /// Pure red to pure blue, so a fraction f reads back as (255(1 − f), 0, 255 f).
    func expectRedToBlue(_ pixel: RGBImage.Pixel, at fraction: Double, _ label: String) {
      let f = min(max(fraction, 0), 1)
      #expect(pixel.distance(to: 255 * (1 - f), 0, 255 * f) <= 3, "\(label): \(pixel), fraction \(f)")
    }

    /// Red at the centre to blue at 40 pt: at distance d the fraction is d/40, blue beyond it;
    /// stretched by (2, 1) the fraction is √((dx/2)² + dy²)/40.
    @Test(arguments: [1.0, 2.0])
    func radialAndEllipticalGradientsFollowTheirDistance(scale: Double) throws {
      try Canvas.with(width: Int(200 * scale), height: Int(100 * scale), scale: scale) { canvas in
        let center = Point(x: 100, y: 50)
        let whole = Shape.rect(Rect(x: 0, y: 0, width: 200, height: 100))
        for stretch in [1.0, 2.0] {
          let gradient = RadialGradient(
            stops: [GradientStop(color: Self.red, location: 0), GradientStop(color: Self.blue, location: 1)],
            center: center, startRadius: 0, endRadius: 40, scale: Size(width: stretch, height: 1))
          let image = canvas.render([.fill(whole, .radialGradient(gradient))])
          // Along the row through the centre, the column through it, and a diagonal.
          var samples: [(Int, Int)] = []
          for k in stride(from: 0, to: Int(95 * scale), by: 3) {
            samples.append((Int(center.x * scale) + k, Int(center.y * scale)))
            samples.append((Int(center.x * scale) - k / 2, Int(center.y * scale) + k / 2))
            if k < Int(50 * scale) { samples.append((Int(center.x * scale), Int(center.y * scale) - k)) }
          }
          for (x, y) in samples where x >= 0 && x < image.width && y >= 0 && y < image.height {
            let dx = ((Double(x) + 0.5) / scale - center.x) / stretch
            let dy = (Double(y) + 0.5) / scale - center.y
            let fraction = (dx * dx + dy * dy).squareRoot() / 40
            expectRedToBlue(image[x, y], at: fraction, "stretch \(stretch) at (\(x), \(y))")
          }
          // The three named places: centre, halfway (20 pt, or 40 pt across when stretched), edge.
          expectRedToBlue(image[Int(center.x * scale), Int(center.y * scale)], at: 0.02 / scale, "centre")
          let half = (Double(Int(20 * stretch * scale)) + 0.5) / scale / stretch / 40
          expectRedToBlue(image[Int((center.x + 20 * stretch) * scale), Int(center.y * scale)], at: half, "mid")
          expectRedToBlue(image[Int((center.x + 45 * stretch) * scale) % image.width, Int(center.y * scale)], at: 1, "edge")
        }
      }
    }

    /// SwiftUI's elliptical gradient over a 200 × 100 frame: the end fraction 0.5 reaches the
    /// frame's sides and its top and bottom from the middle.
    @Test func anEllipticalGradientTouchesItsFramesEdges() throws {
      try Canvas.with { canvas in
        let frame = Rect(x: 0, y: 0, width: 200, height: 100)
        let gradient = RadialGradient(
          ellipseIn: frame, center: Point(x: 100, y: 50),
          stops: [GradientStop(color: Self.red, location: 0), GradientStop(color: Self.blue, location: 1)])
        let image = canvas.render([.fill(.rect(frame), .radialGradient(gradient))])
        // (150, 50) is half of the way to the side; (100, 75) half of the way to the bottom.
        expectRedToBlue(image[150, 50], at: 50.5 / 100, "across")
        expectRedToBlue(image[100, 75], at: 25.5 / 50, "down")
        expectRedToBlue(image[199, 50], at: 1, "side")
      }
    }

    /// A full clockwise turn from 0 (3 o'clock) of red, green at ¼, blue at ½, yellow at ¾,
    /// red again: green straight down (90°, y grows downwards), blue at 180°, yellow straight up,
    /// red along +x; every sampled pixel matches the stops at its own centre's angle.
    @Test(arguments: [1.0, 2.0])
    func anAngularGradientTurnsClockwiseFromItsStart(scale: Double) throws {
      try Canvas.with(width: Int(200 * scale), height: Int(100 * scale), scale: scale) { canvas in
        let center = Point(x: 100, y: 50)
        let stops = [
          GradientStop(color: Self.red, location: 0), GradientStop(color: Self.green, location: 0.25),
          GradientStop(color: Self.blue, location: 0.5), GradientStop(color: Self.yellow, location: 0.75),
          GradientStop(color: Self.red, location: 1),
        ]
        let gradient = AngularGradient(stops: stops, center: center, startAngle: 0, endAngle: 2 * Double.pi)
        let image = canvas.render([.fill(.rect(Rect(x: 0, y: 0, width: 200, height: 100)), .angularGradient(gradient))])
        func pixel(atAngle degrees: Double, distance: Double) -> RGBImage.Pixel {
          let a = degrees * Double.pi / 180
          return image[Int((center.x + distance * cos(a)) * scale), Int((center.y + distance * sin(a)) * scale)]
        }
        func near(_ p: RGBImage.Pixel, _ c: Color, _ tolerance: Double) -> Bool {
          p.distance(to: 255 * c.red, 255 * c.green, 255 * c.blue) <= tolerance
        }
        // The four named directions, 30 pt out (a pixel's centre is at most 0.7 px off the ray,
        // 1.3° at scale 1: 4 % of the way to the next stop, up to 10 levels).
        #expect(near(pixel(atAngle: 0.5, distance: 30), Self.red, 12), "0°: \(pixel(atAngle: 0.5, distance: 30))")
        #expect(near(pixel(atAngle: 90, distance: 30), Self.green, 12), "90°: \(pixel(atAngle: 90, distance: 30))")
        #expect(near(pixel(atAngle: 180, distance: 30), Self.blue, 12), "180°: \(pixel(atAngle: 180, distance: 30))")
        #expect(near(pixel(atAngle: 270, distance: 30), Self.yellow, 12), "270°: \(pixel(atAngle: 270, distance: 30))")
        // Every 7th pixel more than 10 pt from the centre, at its own angle.
        var checked = 0
        for y in stride(from: 0, to: image.height, by: 7) {
          for x in stride(from: 0, to: image.width, by: 7) {
            let dx = (Double(x) + 0.5) / scale - center.x
            let dy = (Double(y) + 0.5) / scale - center.y
            guard dx * dx + dy * dy > 100 else { continue }
            var angle = atan2(dy, dx)
            if angle < 0 { angle += 2 * Double.pi }
            // Beside the seam at 0° the colour is red either side; skip the seam's own pixels.
            let fraction = angle / (2 * Double.pi)
            guard fraction > 0.005, fraction < 0.995 else { continue }
            let expected = stops.color(at: fraction)
            checked += 1
            #expect(near(image[x, y], expected, 4), "(\(x), \(y)) at \(angle * 180 / Double.pi)°: \(image[x, y]) vs \(expected)")
          }
        }
        #expect(checked > 300)
      }
    }

    /// A half turn (0 to 180°) of red to blue: halfway (90°, straight down) the colours mix
    /// evenly; SwiftUI fills the missing half with blue to its middle (270°) and red after it.
    @Test func aPartialSweepFillsItsGapWithBothEnds() throws {
      try Canvas.with { canvas in
        let center = Point(x: 100, y: 50)
        let gradient = AngularGradient(
          colors: [Self.red, Self.blue], center: center, startAngle: 0, endAngle: Double.pi)
        let image = canvas.render([.fill(.rect(Rect(x: 0, y: 0, width: 200, height: 100)), .angularGradient(gradient))])
        // (100, 80): the pixel centre (100.5, 80.5) is 0.94° past 90°.
        expectRedToBlue(image[100, 80], at: (90 + atan2(0.5, 30.5) * 180 / Double.pi) / 180, "90°")
        expectRedToBlue(image[70, 50], at: 1, "180°")
        expectRedToBlue(image[75, 25], at: 1, "225°")
        expectRedToBlue(image[125, 25], at: 0, "315°")
        expectRedToBlue(image[130, 52], at: (atan2(2.5, 30.5) * 180 / Double.pi) / 180, "5°")
      }
    }

    /// A stroke takes any paint: a radial gradient along a ring of radius 30 about its centre is
    /// the colour of fraction 30/40 all the way round.
    @Test func strokesTakeGradientPaints() throws {
      try Canvas.with { canvas in
        let center = Point(x: 100, y: 50)
        let gradient = RadialGradient(
          colors: [Self.red, Self.blue], center: center, startRadius: 0, endRadius: 40)
        let ring = Outline(Outline.circle(center: center, radius: 30))
        let image = canvas.render([.stroke(ring, StrokeParameters(width: 6), .radialGradient(gradient))])
        for (x, y) in [(130, 50), (100, 80), (70, 50), (100, 20)] {
          let dx = Double(x) + 0.5 - center.x
          let dy = Double(y) + 0.5 - center.y
          expectRedToBlue(image[x, y], at: (dx * dx + dy * dy).squareRoot() / 40, "(\(x), \(y))")
        }
        #expect(image[100, 50].isWhite)
      }
    }
  }
}
