import Export
import Scenes
import Testing
import TestSupport
@testable import X11Canvas

extension X11Tests {
  /// Strokes (`DrawCommand.stroke`) read back from Xvfb against closed-form geometry, at scale 1
  /// and 2: the width either side of the line, caps beyond the ends, dashes along it, joins.
  @Suite struct StrokeTests {
    /// A straight line from `a` to `b` (points).
    func line(_ a: Point, _ b: Point) -> Outline { Outline([.move(to: a), .line(to: b)]) }

    /// A horizontal line 10 pt wide covers exactly ±5 pt about its centre line (whole pixels at
    /// both scales): its ink is length × width; a slanted one is black where a pixel centre lies
    /// more than a pixel within w/2 of the line and white more than a pixel beyond.
    @Test(arguments: [1.0, 2.0])
    func aStrokeCoversHalfItsWidthEitherSide(scale: Double) throws {
      try Canvas.with(width: Int(200 * scale), height: Int(100 * scale), scale: scale) { canvas in
        let width = 10.0
        let flat = canvas.render([
          .stroke(line(Point(x: 20, y: 50), Point(x: 180, y: 50)), StrokeParameters(width: width), .solid(.black))
        ])
        let exact = 160 * width * scale * scale
        #expect(abs(flat.inkArea - exact) < 0.5, "ink \(flat.inkArea) vs \(exact)")
        let x = Int(100 * scale)
        for y in 0..<flat.height {
          let inside = (Double(y) + 0.5) / scale > 45 && (Double(y) + 0.5) / scale < 55
          #expect(flat[x, y].red == (inside ? 0 : 255), "row \(y): \(flat[x, y])")
        }

        // From (20, 20) to (180, 80): distance of p from the line is |n · (p − a)|.
        let (a, b) = (Point(x: 20, y: 20), Point(x: 180, y: 80))
        let slanted = canvas.render([.stroke(line(a, b), StrokeParameters(width: width), .solid(.black))])
        let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
        let (ux, uy) = ((b.x - a.x) / length, (b.y - a.y) / length)
        var (near, far) = (0, 0)
        for y in 0..<slanted.height {
          for x in 0..<slanted.width {
            let px = (Double(x) + 0.5) / scale - a.x
            let py = (Double(y) + 0.5) / scale - a.y
            let along = px * ux + py * uy
            guard along > 2, along < length - 2 else { continue }
            let across = abs(-px * uy + py * ux) * scale
            if across < width / 2 * scale - 1 {
              near += 1
              #expect(slanted[x, y].red == 0, "(\(x), \(y)) \(across) px from the line")
            } else if across > width / 2 * scale + 1 {
              far += 1
              #expect(slanted[x, y].isWhite, "(\(x), \(y)) \(across) px from the line")
            }
          }
        }
        #expect(Double(near) > 0.7 * (length - 4) * (width - 2) * scale * scale)
        #expect(far > 0)
        #expect(abs(slanted.inkArea - length * width * scale * scale) < 0.01 * length * width * scale * scale)
      }
    }

    /// A 20 pt line ending at x = 160: a butt cap stops there; a round cap adds a half disk of
    /// radius 10 (black 7 pt beyond, white 12 pt beyond, white at (+8, +8), 11.3 pt out); a
    /// square cap adds a 10 pt square (black at (+8, +8) too).
    @Test(arguments: [1.0, 2.0])
    func capsReachBeyondTheEndpointAsTheyShould(scale: Double) throws {
      try Canvas.with(width: Int(200 * scale), height: Int(100 * scale), scale: scale) { canvas in
        let outline = line(Point(x: 40, y: 50), Point(x: 160, y: 50))
        func pixel(_ image: RGBImage, _ x: Double, _ y: Double) -> RGBImage.Pixel {
          image[Int(x * scale), Int(y * scale)]
        }
        let butt = canvas.render([.stroke(outline, StrokeParameters(width: 20, cap: .butt), .solid(.black))])
        #expect(pixel(butt, 159, 50).red == 0)
        #expect(pixel(butt, 160.5, 50).isWhite)
        #expect(pixel(butt, 167, 50).isWhite)
        let round = canvas.render([.stroke(outline, StrokeParameters(width: 20, cap: .round), .solid(.black))])
        #expect(pixel(round, 167, 50).red == 0)
        #expect(pixel(round, 172, 50).isWhite)
        #expect(pixel(round, 168, 58).isWhite)
        #expect(pixel(round, 33, 50).red == 0, "both ends are capped")
        let square = canvas.render([.stroke(outline, StrokeParameters(width: 20, cap: .square), .solid(.black))])
        #expect(pixel(square, 168, 58).red == 0)
        #expect(pixel(square, 171, 50).isWhite)
        // Each round cap adds π r²/2, each square one 2r²: the ink differs by 2·(2 − π/2)·r².
        let r = 10 * scale
        let expected = 2 * (2 - Double.pi / 2) * r * r
        #expect(abs((square.inkArea - round.inkArea) - expected) < 0.02 * expected)
      }
    }

    /// Dashes [20, 10] along a 6 pt line from x = 10 to 190: on over [10 + 30k, 30 + 30k), off
    /// to 40 + 30k (butt caps); a phase of 5 starts 5 pt into the pattern.
    @Test(arguments: [1.0, 2.0])
    func dashesAlternateOnAndOffAlongTheLine(scale: Double) throws {
      try Canvas.with(width: Int(200 * scale), height: Int(100 * scale), scale: scale) { canvas in
        let outline = line(Point(x: 10, y: 50), Point(x: 190, y: 50))
        for phase in [0.0, 5.0] {
          let image = canvas.render([
            .stroke(outline, StrokeParameters(width: 6, dash: [20, 10], dashPhase: phase), .solid(.black))
          ])
          let y = Int(50 * scale)
          var checked = 0
          var runs = 0
          var previous = false
          for x in 0..<image.width {
            let p = (Double(x) + 0.5) / scale
            let black = image[x, y].red == 0
            if black && !previous { runs += 1 }
            previous = black
            guard p > 10.5, p < 189.5 else {
              if p < 9.5 || p > 190.5 { #expect(image[x, y].isWhite, "x \(x) beyond the line") }
              continue
            }
            let position = (p - 10 + phase).truncatingRemainder(dividingBy: 30)
            let edgeDistance = min(abs(position), abs(position - 20), abs(30 - position))
            guard edgeDistance > 1 / scale else { continue }
            checked += 1
            #expect(black == (position < 20), "phase \(phase): x \(x) at \(position) into the pattern")
          }
          #expect(checked > Int(150 * scale))
          // 180 pt of line: six dashes from 10, 40 … 160; with phase 5 a 15 pt one at 10, then
          // 35, 65 … 155, and a last 5 pt one from 185.
          #expect(runs == (phase == 0 ? 6 : 7), "phase \(phase): \(runs) dashes")
        }
      }
    }

    /// A right-angled corner at (100, 20) between segments of slope ±1, 20 pt wide: a miter's tip
    /// reaches 10/sin 45° = 14.1 pt above the corner, a bevel's edge only 10·cos 45° = 7.1 pt and
    /// a round join 10 pt. So (100, 9.4) is black for a miter only (3.5 pt within its tip), and
    /// (100, 11) black for a miter or a round join; a miter limit of 1.2 (< √2) makes a bevel.
    @Test(arguments: [1.0, 2.0])
    func joinsShapeTheCornerAsTheirKindSays(scale: Double) throws {
      try Canvas.with(width: Int(200 * scale), height: Int(100 * scale), scale: scale) { canvas in
        let corner = Outline([
          .move(to: Point(x: 40, y: 80)), .line(to: Point(x: 100, y: 20)), .line(to: Point(x: 160, y: 80)),
        ])
        func draw(_ join: StrokeParameters.Join, miterLimit: Double = 10) -> RGBImage {
          canvas.render([
            .stroke(corner, StrokeParameters(width: 20, join: join, miterLimit: miterLimit), .solid(.black))
          ])
        }
        let (x, tip, rim) = (Int(100 * scale), Int(9.4 * scale), Int(11 * scale))
        let miter = draw(.miter)
        #expect(miter[x, tip].red == 0)
        #expect(miter[x, rim].red == 0)
        #expect(miter[x, Int(4.5 * scale)].isWhite, "the tip ends 5.9 pt down")
        let bevel = draw(.bevel)
        #expect(bevel[x, tip].isWhite)
        #expect(bevel[x, rim].isWhite)
        #expect(bevel[x, Int(14 * scale)].red == 0)
        let round = draw(.round)
        #expect(round[x, tip].isWhite)
        #expect(round[x, rim].red == 0)
        let limited = draw(.miter, miterLimit: 1.2)
        #expect(limited[x, tip].isWhite)
        #expect(limited[x, rim].isWhite)
        // The miter adds the triangle between the bevel and the tip: base 2·10·sin 45° = 14.1,
        // height 14.1 − 7.1 = 7.1 pt, area 50 pt².
        let triangle = 50 * scale * scale
        #expect(abs((miter.inkArea - bevel.inkArea) - triangle) < 0.03 * triangle)
      }
    }

    /// Strokes only partly redrawn (a moving corner beside a still line, its miter reaching
    /// beyond its points) end up as a full redraw leaves them: the damage covers the reach.
    @Test func damagedRedrawOfStrokesMatchesAFullRedraw() throws {
      try Canvas.with { canvas in
        let full = try XWindow(
          display: canvas.display, title: "full", geometry: Geometry(width: 200, height: 100), scale: 1)
        let reference = Renderer(window: full, fonts: canvas.fonts)
        reference.usesDamage = false
        let still = DrawCommand.stroke(
          line(Point(x: 20, y: 20), Point(x: 180, y: 20)), StrokeParameters(width: 4, cap: .round), .solid(.blue))
        for step in 0..<5 {
          let x = 40 + 23 * Double(step)
          let corner = Outline([
            .move(to: Point(x: x, y: 90)), .line(to: Point(x: x + 10, y: 50)), .line(to: Point(x: x + 20, y: 90)),
          ])
          let frame = Frame(
            size: canvas.window.size,
            commands: [still, .stroke(corner, StrokeParameters(width: 6, join: .miter), .solid(.black))])
          canvas.renderer.render(frame)
          reference.render(frame)
          #expect(canvas.window.readPixels() == full.readPixels(), "step \(step)")
        }
        #expect(canvas.renderer.stats.partialRedraws == 4)
      }
    }
  }
}
