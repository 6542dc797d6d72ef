import Scenes
import Testing
import X11Canvas

extension X11Tests {
  /// Fills that move every frame, as the reveal's veil does: a gradient that only translates
  /// keeps one X Picture, and a rectangle with fractional edges needs no rasterised mask.
  @Suite struct MovingFillTests {
    let red = Color(red: 1, green: 0, blue: 0)
    let blue = Color(red: 0, green: 0, blue: 1)

    /// The colour of a two-stop red → blue gradient from `start` to `start + length` (pixels) at
    /// the centre of column `x`, padded beyond the ends: the closed form the server must match.
    func expected(x: Int, start: Double, length: Double) -> (Double, Double, Double) {
      let t = min(max((Double(x) + 0.5 - start) / length, 0), 1)
      return (255 * (1 - t), 0, 255 * t)
    }

    /// Translations by whole and fractional points, fill and text: one gradient Picture in all,
    /// and every frame's pixels are the gradient at its new place (ends pad with the stop
    /// colours, the inside interpolates).
    @Test func aTranslatingGradientReusesOnePicture() throws {
      try Canvas.with(width: 300, height: 100) { canvas in
        // Steep (6.4 levels a pixel), so a start off by a fraction of a pixel shows.
        let length = 40.0
        let bold = FontSpec(size: 60, weight: .bold)
        let opaque = canvas.render([
          .text(TextRun(text: "IIIIIIII", font: bold, origin: Point(x: 4, y: 90), paint: .solid(.black)))
        ])
        let ink = opaque.positions { $0.red == 0 && $0.green == 0 && $0.blue == 0 }
        try #require(ink.count > 100, "the bold glyphs should have fully covered pixels")
        #expect(ink.allSatisfy { $0.y >= 40 })
        for shift in [0.0, 0.25, 3, 10.5, 17.75, 41.125] {
          let start = 40 + shift
          let gradient = LinearGradient(
            colors: [red, blue], start: Point(x: start, y: 7), end: Point(x: start + length, y: 7))
          let image = canvas.render([
            .fill(.rect(Rect(x: 0, y: 0, width: 300, height: 30)), .linearGradient(gradient)),
            .text(TextRun(text: "IIIIIIII", font: bold, origin: Point(x: 4, y: 90), paint: .linearGradient(gradient))),
          ])
          // The stop colours just outside the ends, and the interpolation inside, on the fill.
          let first = Int(start.rounded(.down)) - 1
          let last = Int((start + length).rounded(.up)) + 1
          for x in [0, first, first + 7, Int(start + length / 2), last - 9, last, 299] {
            let want = expected(x: x, start: start, length: length)
            #expect(
              image[x, 15].distance(to: want.0, want.1, want.2) <= 2,
              "shift \(shift), x \(x): \(image[x, 15]), expected \(want)")
          }
          #expect(image[first, 15].distance(to: 255, 0, 0) <= 1, "start colour before the start")
          #expect(image[last, 15].distance(to: 0, 0, 255) <= 1, "end colour after the end")
          // The glyphs' fully covered pixels show the gradient in window space.
          for position in ink {
            let want = expected(x: position.x, start: start, length: length)
            #expect(
              image[position.x, position.y].distance(to: want.0, want.1, want.2) <= 3,
              "shift \(shift), glyph pixel \(position): \(image[position.x, position.y])")
          }
        }
        #expect(canvas.renderer.stats.gradientsCreated == 1, "a gradient that only moves keeps its Picture")
        // A different span is a different gradient.
        _ = canvas.render([
          .fill(
            .rect(Rect(x: 0, y: 0, width: 300, height: 30)),
            .linearGradient(LinearGradient(colors: [red, blue], start: Point(x: 40, y: 7), end: Point(x: 100, y: 7)))),
        ])
        #expect(canvas.renderer.stats.gradientsCreated == 2)
        #expect(canvas.display.protocolErrorCount == 0)
      }
    }

    /// A black rectangle from (10.25, 20.75) to (50.5, 40.5): each edge pixel is darkened by the
    /// share of it covered (255 · (1 − area) over white), the corners by the product of the two
    /// shares, the inside fully, and no coverage mask is rasterised for it.
    @Test func fractionalRectangleEdgesAreExactAreas() throws {
      try Canvas.with { canvas in
        let image = canvas.render([
          .fill(.rect(Rect(x: 10.25, y: 20.75, width: 40.25, height: 19.75)), .solid(.black))
        ])
        func check(_ x: Int, _ y: Int, area: Double) {
          let want = 255 * (1 - area)
          #expect(image[x, y].distance(to: want, want, want) <= 1, "(\(x), \(y)): \(image[x, y]), area \(area)")
        }
        check(30, 30, area: 1)
        check(10, 30, area: 0.75)
        check(50, 30, area: 0.5)
        check(30, 20, area: 0.25)
        check(30, 40, area: 0.5)
        check(10, 20, area: 0.75 * 0.25)
        check(50, 20, area: 0.5 * 0.25)
        check(10, 40, area: 0.75 * 0.5)
        check(50, 40, area: 0.5 * 0.5)
        check(9, 30, area: 0)
        check(51, 30, area: 0)
        check(30, 19, area: 0)
        check(30, 41, area: 0)
        // Thinner than a pixel in both directions: one pixel of 0.25 × 0.5.
        let speck = canvas.render([
          .fill(.rect(Rect(x: 70.5, y: 70.25, width: 0.25, height: 0.5)), .solid(.black))
        ])
        let want = 255 * (1 - 0.125)
        #expect(speck[70, 70].distance(to: want, want, want) <= 1, "\(speck[70, 70])")
        #expect(canvas.renderer.masksRasterized == 0)
        #expect(canvas.display.protocolErrorCount == 0)
      }
    }
  }
}
