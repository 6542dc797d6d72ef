import Export
import Glibc
import Scenes
import Testing
import X11Canvas

extension X11Tests {
  @Suite struct RendererTests {
    let bold = FontSpec(size: 60, weight: .bold)

    /// Over white, source-over with coverage 1 gives c·α + 1·(1 − α) per channel.
    @Test func halfOpaqueBlueTextBlendsOverWhite() throws {
      try Canvas.with { canvas in
        let origin = Point(x: 10, y: 70)
        let opaque = canvas.render([
          .text(TextRun(text: "IHI", font: bold, origin: origin, paint: .solid(.black)))
        ])
        let covered = opaque.positions { $0.red == 0 && $0.green == 0 && $0.blue == 0 }
        try #require(covered.count > 50, "the bold glyphs should have fully covered pixels")

        let blue = Color(red: 0, green: 0.478, blue: 1)
        let image = canvas.render([
          .text(TextRun(text: "IHI", font: bold, origin: origin, paint: .solid(blue), opacity: 0.5))
        ])
        let alpha = 0.5
        let expected = (
          255 * (blue.red * alpha + (1 - alpha)), 255 * (blue.green * alpha + (1 - alpha)),
          255 * (blue.blue * alpha + (1 - alpha))
        )
        for position in covered {
          let pixel = image[position.x, position.y]
          #expect(
            pixel.distance(to: expected.0, expected.1, expected.2) <= 3,
            "pixel \(position) is \(pixel), expected \(expected)")
        }
      }
    }

    @Test func groupOpacityAndStackedOpacityMultiply() throws {
      try Canvas.with { canvas in
        let image = canvas.render([
          .pushOpacity(0.5),
          .fill(.rect(Rect(x: 0, y: 0, width: 100, height: 100)), .solid(.black)),
          .pushOpacity(0.5),
          .fill(.rect(Rect(x: 100, y: 0, width: 100, height: 100)), .solid(.black)),
          .popOpacity,
          .popOpacity,
        ])
        // Black at α over white leaves 255·(1 − α).
        #expect(image[50, 50].distance(to: 127.5, 127.5, 127.5) <= 2)
        #expect(image[150, 50].distance(to: 191.25, 191.25, 191.25) <= 2)
      }
    }

    @Test func gradientEndsReadBackAsTheirStopColours() throws {
      try Canvas.with { canvas in
        let start = Color(red: 1, green: 0.231, blue: 0.188)
        let middle = Color(red: 0.2, green: 0.8, blue: 0.4)
        let end = Color(red: 0, green: 0.478, blue: 1)
        let gradient = LinearGradient(
          colors: [start, middle, end], start: Point(x: 40, y: 0), end: Point(x: 160, y: 0))
        let image = canvas.render([
          .fill(.rect(Rect(x: 0, y: 0, width: 200, height: 50)), .linearGradient(gradient)),
          .fill(.roundedRect(Rect(x: 0, y: 50, width: 200, height: 50), cornerRadius: 10), .linearGradient(gradient)),
        ])
        func check(_ pixel: RGBImage.Pixel, _ color: Color, tolerance: Double) {
          #expect(
            pixel.distance(to: 255 * color.red, 255 * color.green, 255 * color.blue) <= tolerance,
            "\(pixel) should be \(color)")
        }
        // Beyond the ends the gradient pads with the end colours; at the middle stop, its colour.
        for y in [10, 75] {
          check(image[5, y], start, tolerance: 1)
          check(image[39, y], start, tolerance: 2)
          check(image[100, y], middle, tolerance: 3)
          check(image[161, y], end, tolerance: 2)
          check(image[195, y], end, tolerance: 1)
        }
      }
    }

    @Test func polygonEdgesAreAntialiased() throws {
      try Canvas.with { canvas in
        let triangle = Shape.polygon([
          Point(x: 20, y: 10), Point(x: 180, y: 30), Point(x: 60, y: 90),
        ])
        let image = canvas.render([.fill(triangle, .solid(.black))])
        let partial = image.positions { $0.red > 5 && $0.red < 250 }
        let full = image.positions { $0.red == 0 }
        #expect(partial.count > 100, "slanted edges should have many partial pixels")
        #expect(full.count > 2000)
        // Grey pixels are grey: the same value in each channel.
        #expect(partial.allSatisfy { image[$0.x, $0.y].red == image[$0.x, $0.y].blue })
      }
    }

    @Test func clipLimitsDrawing() throws {
      try Canvas.with { canvas in
        let image = canvas.render([
          .pushClip(Rect(x: 50, y: 20, width: 100, height: 60)),
          .pushClip(Rect(x: 0, y: 0, width: 100, height: 100)),
          .fill(.rect(Rect(x: 0, y: 0, width: 200, height: 100)), .solid(.black)),
          .text(TextRun(text: "IIIIIIIIII", font: bold, origin: Point(x: 0, y: 70), paint: .solid(.black))),
          .popClip,
          .popClip,
        ])
        #expect(image[60, 30].red == 0)
        #expect(image[99, 79].red == 0)
        #expect(image[49, 30].isWhite)
        #expect(image[100, 30].isWhite)
        #expect(image[60, 80].isWhite)
        #expect(image[60, 19].isWhite)
      }
    }

    /// A circle of radius 40 about (100, 50) as a path clip: a black rectangle, a stroke and a
    /// shadow under it paint only inside the circle (corners of its bounding box stay white,
    /// points well inside are painted), and after the pop a fill paints everywhere again.
    @Test func aPathClipLimitsFillsStrokesAndShadowsToTheCircle() throws {
      try Canvas.with { canvas in
        let k = 40 * 0.5523
        let circle = Outline([
          .move(to: Point(x: 140, y: 50)),
          .curve(to: Point(x: 100, y: 90), control1: Point(x: 140, y: 50 + k), control2: Point(x: 100 + k, y: 90)),
          .curve(to: Point(x: 60, y: 50), control1: Point(x: 100 - k, y: 90), control2: Point(x: 60, y: 50 + k)),
          .curve(to: Point(x: 100, y: 10), control1: Point(x: 60, y: 50 - k), control2: Point(x: 100 - k, y: 10)),
          .curve(to: Point(x: 140, y: 50), control1: Point(x: 100 + k, y: 10), control2: Point(x: 140, y: 50 - k)),
          .closeSubpath,
        ])
        let image = canvas.render([
          .pushClipPath(circle),
          .fill(.rect(Rect(x: 0, y: 0, width: 200, height: 50)), .solid(.black)),
          .stroke(Outline([.move(to: Point(x: 0, y: 70)), .line(to: Point(x: 200, y: 70))]), StrokeParameters(width: 6), .solid(.black)),
          .shadow(.rect(Rect(x: 0, y: 80, width: 200, height: 20)), Shadow(color: .black, radius: 0.5)),
          .popClip,
          .fill(.rect(Rect(x: 0, y: 96, width: 200, height: 4)), .solid(.black)),
        ])
        // Inside the circle: the fill's band, the stroke's line, the shadow's band.
        #expect(image[100, 30].red == 0)
        #expect(image[100, 70].red == 0)
        #expect(image[100, 86].red < 40)
        // Inside the bounding box but outside the circle (more than 40 from its centre): the
        // corners (62, 12) and (138, 88), the fill's band at (63, 30) and the stroke's at
        // (137, 70), both √(37² + 20²) ≈ 42.1 away.
        #expect(image[62, 12].isWhite)
        #expect(image[63, 30].isWhite)
        #expect(image[137, 70].isWhite)
        #expect(image[138, 88].isWhite)
        // Outside the box: untouched; after the pop: painted.
        #expect(image[20, 30].isWhite)
        #expect(image[20, 98].red == 0)
      }
    }

    /// Along the middle of the long side of an 80×40 rectangle, its blurred silhouette is the
    /// Gaussian's tail: darkness 0.33 · Φ(−d/σ) at distance d, with σ = radius × scale pixels.
    /// At scale 2 the blur takes the downsampled path.
    @Test(arguments: [1.0, 2.0])
    func shadowDarkensBesideTheShapeAndFallsOff(scale: Double) throws {
      try Canvas.with(width: Int(200 * scale), height: Int(100 * scale), scale: scale) { canvas in
        let shape = Shape.rect(Rect(x: 40, y: 30, width: 80, height: 40))
        let radius = 6.0
        let sigma = radius * scale
        let image = canvas.render([
          .shadow(shape, Shadow(radius: radius)),
          .fill(shape, .solid(.white)),
        ])
        let y = Int(50 * scale)
        let edge = Int(120 * scale)
        var previous = 0.0
        for k in 0..<Int(5 * sigma) {
          let darkness = 255 - Double(image[edge + k, y].red)
          let d = Double(k) + 0.5
          let expected = 255 * 0.33 * 0.5 * erfc(d / (sigma * 2.0.squareRoot()))
          #expect(abs(darkness - expected) <= 3, "x \(edge + k): darkness \(darkness), expected \(expected)")
          if k > 0 { #expect(darkness <= previous, "darkness must fall off with distance") }
          previous = darkness
        }
        #expect(255 - Double(image[edge + 1, y].red) > 30, "right beside the shape it is clearly darker")
        #expect(image[Int(190 * scale), y].isWhite, "far away the background is untouched")
        #expect(canvas.renderer.shadowsBlurred == 1)
        // An unchanged shape is never blurred again.
        _ = canvas.render([.shadow(shape, Shadow(radius: radius))])
        #expect(canvas.renderer.shadowsBlurred == 1)
      }
    }

    /// Xft alone draws CJK as the primary font's missing-glyph boxes, four identical cells; with
    /// per-character fallback the same string draws four different ideographs.
    @Test func cjkDrawsGlyphsNotBoxes() throws {
      let font = FontSpec(size: 40)
      let chinese = "你好世界"
      // Unassigned code points: no font has them, so they always draw as boxes.
      let unassigned = "\u{0378}\u{0379}\u{0380}\u{0381}"
      /// Draws `text` and cuts the image into one cell per character, using the measured advances.
      func cells(_ text: String, on canvas: Canvas) -> (image: RGBImage, cells: [[RGBImage.Pixel]]) {
        let image = canvas.render([
          .text(TextRun(text: text, font: font, origin: Point(x: 5, y: 60), paint: .solid(.black)))
        ])
        let metrics = canvas.fonts.metrics
        var x = 5
        var result: [[RGBImage.Pixel]] = []
        for character in text {
          let advance = Int(metrics.advance(of: String(character)[...], font: font))
          var cell: [RGBImage.Pixel] = []
          for y in 0..<image.height {
            for column in x..<min(x + advance, image.width) { cell.append(image[column, y]) }
          }
          result.append(cell)
          x += advance
        }
        return (image, result)
      }
      func hasInk(_ cell: [RGBImage.Pixel]) -> Bool { cell.contains { $0.red < 128 } }

      let (boxes, withoutFallback) = try Canvas.with(usesFallback: false) { canvas in
        (cells(unassigned, on: canvas), cells(chinese, on: canvas))
      }
      let withFallback = try Canvas.with { canvas in cells(chinese, on: canvas) }

      // The reference: missing glyphs are identical inked boxes, and CJK without fallback is just that.
      #expect(boxes.cells.allSatisfy(hasInk))
      #expect(Set(boxes.cells.map { $0.map(\.description).joined() }).count == 1)
      #expect(withoutFallback.image == boxes.image)
      // With fallback: four inked cells, all different, none a box.
      #expect(withFallback.cells.count == 4)
      #expect(withFallback.cells.allSatisfy(hasInk))
      #expect(Set(withFallback.cells.map { $0.map(\.description).joined() }).count == 4)
      #expect(!withFallback.cells.contains { $0 == boxes.cells[0] })
    }

    @Test func gradientTextLivesInWindowSpace() throws {
      try Canvas.with { canvas in
        let red = Color(red: 1, green: 0, blue: 0)
        let blue = Color(red: 0, green: 0, blue: 1)
        let gradient = LinearGradient(colors: [red, blue], start: Point(x: 0, y: 0), end: Point(x: 200, y: 0))
        let run = TextRun(text: "IIIIIIIIIIII", font: bold, origin: Point(x: 4, y: 70), paint: .solid(.black))
        let opaque = canvas.render([.text(run)])
        let covered = opaque.positions { $0.red == 0 }
        try #require(covered.count > 100)
        var gradientRun = run
        gradientRun.paint = .linearGradient(gradient)
        let image = canvas.render([.text(gradientRun)])
        for position in covered {
          let t = (Double(position.x) + 0.5) / 200
          let pixel = image[position.x, position.y]
          #expect(pixel.distance(to: 255 * (1 - t), 0, 255 * t) <= 4, "at \(position): \(pixel), t \(t)")
        }
      }
    }

    @Test func pointsScaleToPixels() throws {
      try Canvas.with(width: 200, height: 100, scale: 2) { canvas in
        #expect(canvas.window.size == Size(width: 100, height: 50))
        let image = canvas.render([.fill(.rect(Rect(x: 10, y: 10, width: 20, height: 5)), .solid(.black))])
        #expect(image[20, 20].red == 0)
        #expect(image[59, 29].red == 0)
        #expect(image[60, 20].isWhite)
        #expect(image[19, 20].isWhite)
        #expect(image[20, 30].isWhite)
      }
    }
  }
}
