import Export
import Scenes
import Testing
import TestSupport
@testable import X11Canvas

extension X11Tests {
  /// Solid rectangles sent in batches (`CoverageBatch` for small ones: one mask and one
  /// composite for many; `RectangleBatch` for large ones: one request per colour): the same
  /// pixels as one request per span, and overlapping colours still painted in their order.
  @Suite struct RectangleBatchTests {
    /// The largest difference of one channel between two images of the same size.
    func largestDifference(_ a: RGBImage, _ b: RGBImage) -> (value: Int, x: Int, y: Int) {
      var worst = (value: 0, x: 0, y: 0)
      for y in 0..<a.height {
        for x in 0..<a.width {
          let p = a[x, y]
          let q = b[x, y]
          let value = max(
            abs(Int(p.red) - Int(q.red)), abs(Int(p.green) - Int(q.green)), abs(Int(p.blue) - Int(q.blue)))
          if value > worst.value { worst = (value, x, y) }
        }
      }
      return worst
    }

    /// 600 translucent and opaque rectangles at fractional places and sizes, many overlapping,
    /// in six colours, with clips, opacity groups, a gradient fill and text between them, over a
    /// coloured background: drawn batched in one window and one span a request (the partly
    /// covered spans through solid coverage masks) in another, every pixel is the same, and
    /// no more requests went out than spans.
    @Test func batchedRectanglesMatchOneRequestEach() throws {
      let server = try XvfbServer(width: 640, height: 480)
      try withExtendedLifetime(server) {
        let display = try XDisplay(name: server.display)
        let fonts = try FontCache(display: display, scale: 1)
        let size = Geometry(width: 320, height: 240)
        let batchedWindow = try XWindow(display: display, title: "batched", geometry: size, scale: 1)
        let singleWindow = try XWindow(display: display, title: "single", geometry: size, scale: 1)
        let batched = Renderer(window: batchedWindow, fonts: fonts)
        let single = Renderer(window: singleWindow, fonts: fonts)
        single.batchesRectangles = false
        var random = SeededRandom(seed: 20)
        let colors = [
          Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0.4, blue: 1, alpha: 0.5),
          Color(red: 0.2, green: 0.8, blue: 0.3, alpha: 0.8), Color(red: 0.9, green: 0.7, blue: 0.1, alpha: 0.25),
          Color(red: 0.5, green: 0.1, blue: 0.6, alpha: 0.66), Color(red: 0, green: 0, blue: 0, alpha: 0.1),
        ]
        var commands: [DrawCommand] = []
        for index in 0..<600 {
          let x = Double.random(in: -10..<320, using: &random)
          let y = Double.random(in: -10..<240, using: &random)
          // Mostly small (coverage batch), some over 64 × 64 pixels (rectangle batch).
          let large = random.chance(0.2)
          let width = large ? Double.random(in: 70..<120, using: &random) : Double.random(in: 0.2..<30, using: &random)
          let height = large ? Double.random(in: 70..<90, using: &random) : Double.random(in: 0.2..<14, using: &random)
          commands.append(.fill(.rect(Rect(x: x, y: y, width: width, height: height)), .solid(random.pick(colors))))
          switch index {
          case 100: commands.append(.pushOpacity(0.6))
          case 200: commands.append(.popOpacity)
          case 250: commands.append(.pushClip(Rect(x: 20.5, y: 30, width: 200, height: 150.25)))
          case 350: commands.append(.popClip)
          case 400:
            let gradient = LinearGradient(
              colors: [colors[0], colors[1]], start: Point(x: 0, y: 0), end: Point(x: 320, y: 0))
            commands.append(.fill(.rect(Rect(x: 30.5, y: 40.25, width: 200, height: 20.5)), .linearGradient(gradient)))
          case 450:
            commands.append(
              .text(TextRun(text: "Batch", font: FontSpec(size: 40), origin: Point(x: 60, y: 150), paint: .solid(.black))))
          default: break
          }
        }
        let frame = Frame(size: batchedWindow.size, background: Color(red: 0.95, green: 0.9, blue: 0.8), commands: commands)
        batched.render(frame)
        single.render(frame)
        let worst = largestDifference(batchedWindow.readPixels(), singleWindow.readPixels())
        #expect(worst.value == 0, "differs by \(worst.value) at (\(worst.x), \(worst.y))")
        let stats = batched.stats
        #expect(stats.spansMasked > 600, "rectangles with fractional edges are several spans each")
        #expect(stats.maskComposites > 0 && stats.maskComposites < stats.spansMasked)
        #expect(stats.rectanglesBatched > 100)
        // Random edges rarely share a coverage level, so most spans are a colour of their own.
        #expect(stats.rectangleRequests > 0 && stats.rectangleRequests < stats.rectanglesBatched)
        #expect(single.stats.rectangleRequests == 0 && single.stats.maskComposites == 0)
        #expect(display.protocolErrorCount == 0)
      }
    }

    /// Red, then blue over its right half, then red again over the blue's right half, all at
    /// half opacity over white, as small rectangles (the coverage batch, one composite each) and
    /// large ones (the rectangle batch, one request each): where the second red lies over the
    /// blue, the red is on top (r = 127.5 + 127.5/2, g = 63.75, b = 127.5), not under it, so the
    /// two reds were not sent together. Then 100 black squares with the same fractional edges
    /// take one composite, their pixels darkened by the share of them covered.
    @Test(arguments: [40.0, 80.0]) func overlappingColoursKeepTheirOrder(side: Double) throws {
      try Canvas.with(width: 200, height: 100) { canvas in
        let red = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
        let blue = Color(red: 0, green: 0, blue: 1, alpha: 0.5)
        let image = canvas.render([
          .fill(.rect(Rect(x: 0, y: 0, width: side, height: side)), .solid(red)),
          .fill(.rect(Rect(x: side / 2, y: 0, width: side, height: side)), .solid(blue)),
          .fill(.rect(Rect(x: side, y: 0, width: side, height: side)), .solid(red)),
        ])
        let quarter = Int(side / 4)
        let y = quarter
        for (x, want) in [
          (quarter, (255.0, 127.5, 127.5)), (3 * quarter, (127.5, 63.75, 191.25)),
          (5 * quarter, (191.25, 63.75, 127.5)), (7 * quarter, (255.0, 127.5, 127.5)),
        ] {
          #expect(image[x, y].distance(to: want.0, want.1, want.2) <= 1.5, "(\(x), \(y)): \(image[x, y])")
        }
        let stats = canvas.renderer.stats
        if side * side <= Renderer.coverageBatchArea {
          #expect(stats.maskComposites == 3 && stats.rectangleRequests == 0, "red, blue, then the second red")
        } else {
          #expect(stats.rectangleRequests == 3 && stats.maskComposites == 0, "red and blue, then the second red")
        }

        // Drawn in full, so every square is sent (damage would skip those that did not change).
        canvas.renderer.invalidate()
        let before = canvas.renderer.stats
        var squares: [DrawCommand] = [.pushClip(Rect(x: 0, y: 0, width: 200, height: 100))]
        for index in 0..<100 {
          let x = Double(index % 20 * 10) + 0.25
          let y = Double(index / 20 * 10) + 0.5
          squares.append(.fill(.rect(Rect(x: x, y: y, width: 7.5, height: 7)), .solid(.black)))
        }
        squares.append(.popClip)
        let grid = canvas.render(squares)
        // Nine spans a square: inside, left and right edges (¾ covered), top and bottom (½),
        // corners (⅜).
        #expect(canvas.renderer.stats.maskComposites - before.maskComposites == 1)
        #expect(canvas.renderer.stats.spansMasked - before.spansMasked == 900)
        for (x, y, area) in [(4, 4, 1.0), (190, 44, 0.75), (197, 44, 0.75), (4, 40, 0.5), (4, 47, 0.5), (0, 0, 0.375), (7, 7, 0.375), (8, 4, 0)] {
          let want = 255 * (1 - area)
          #expect(grid[x, y].distance(to: want, want, want) <= 1, "(\(x), \(y)): \(grid[x, y]), area \(area)")
        }
        #expect(canvas.display.protocolErrorCount == 0)
      }
    }
  }
}
