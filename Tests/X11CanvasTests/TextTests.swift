import Scenes
import Testing
import X11Canvas

extension X11Tests {
  @Suite struct TextTests {
    let font = FontSpec(size: 24)

    func run(_ text: String, x: Double) -> DrawCommand {
      .text(TextRun(text: text, font: font, origin: Point(x: x, y: 40), paint: .solid(.black)))
    }

    /// Layout and drawing agree to the pixel: a string drawn in two pieces split after a space
    /// (where nothing kerns), the second placed at the first's measured advance, is the same
    /// image as the string drawn whole (fallback fonts included).
    @Test(arguments: ["Hello World", "Hi 你好there", "Ωμέγα 日本語"])
    func measuredAdvancesMatchDrawing(_ text: String) throws {
      try Canvas.with(width: 320, height: 60) { canvas in
        let metrics = canvas.fonts.metrics
        let split = text.index(after: try #require(text.firstIndex(of: " ")))
        let head = String(text[..<split])
        let tail = String(text[split...])
        let whole = canvas.render([run(text, x: 5)])
        let pieces = canvas.render([run(head, x: 5), run(tail, x: 5 + metrics.advance(of: head[...], font: font))])
        #expect(whole == pieces)
        let total = metrics.advance(of: text[...], font: font)
        #expect(abs(total - metrics.advance(of: head[...], font: font) - metrics.advance(of: tail[...], font: font)) < 1e-9)
        // No ink right of the measured advance (plus a pixel of overhang).
        let inkRight = whole.positions { $0.red < 200 }.map(\.x).max() ?? 0
        #expect(Double(inkRight) <= 5 + total + 1)
      }
    }

    @Test func metricsAreInPointsAtAnyScale() throws {
      let one = try Canvas.with(scale: 1) { canvas in
        let m = canvas.fonts.metrics
        return (m.metrics(for: font), m.advance(of: "Hello", font: font))
      }
      let two = try Canvas.with(width: 400, height: 200, scale: 2) { canvas in
        let m = canvas.fonts.metrics
        return (m.metrics(for: font), m.advance(of: "Hello", font: font))
      }
      #expect(one.0.ascent > 0 && one.0.descent > 0)
      #expect(one.0.lineHeight >= one.0.ascent + one.0.descent)
      // Hinting rounds each to whole device pixels, so they agree to about a pixel per glyph.
      #expect(abs(one.0.ascent - two.0.ascent) <= 1)
      #expect(abs(one.0.lineHeight - two.0.lineHeight) <= 1.5)
      #expect(abs(one.1 - two.1) <= 5 * 0.5 + 1)
    }

    /// NUL and other control characters have no glyph and no advance; they do not cut the string.
    @Test func controlCharactersDrawNothingAndTruncateNothing() throws {
      try Canvas.with(width: 320, height: 60) { canvas in
        let metrics = canvas.fonts.metrics
        #expect(metrics.advance(of: "A\u{0}B\tC\n", font: font) == metrics.advance(of: "ABC", font: font))
        #expect(canvas.render([run("A\u{0}B\tC\n", x: 5)]) == canvas.render([run("ABC", x: 5)]))
      }
    }

    @Test func aBlankRunDrawnAgainDrawsNothing() throws {
      // A numeric roll draws each character as its own run, a space too: drawn a second time,
      // a line is made into a mask of its ink, and a space has none (its empty box's width
      // overflowed and the program died).
      try Canvas.with(width: 320, height: 60) { canvas in
        let empty = canvas.render([run("x", x: 200)])
        for round in 0..<3 {
          #expect(canvas.render([run(" ", x: 5), run("x", x: 200)]) == empty, "round \(round)")
          _ = canvas.render([run("  ", x: 5), run("x", x: 200)])
        }
      }
    }

    @Test func theHelpCardShowsEveryRowInTheSmallestWindow() throws {
      // 300 × 200 points, the smallest window the README promises the card fits: every row's
      // baseline and descent inside the card, the card inside the 8-point margin (the last two
      // rows, "H ? This help" and "Q Esc Quit", were cut off).
      try Canvas.with { canvas in
        for size in [Size(width: 300, height: 200), Size(width: 320, height: 240), Size(width: 1000, height: 600)] {
          let help = HelpOverlay(canvas: size, fontFamily: FontSpec.defaultFamily, metrics: canvas.fonts.metrics)
          let runs = help.commands.compactMap { command -> TextRun? in
            if case .text(let run) = command { return run }
            return nil
          }
          #expect(runs.count >= 2 * HelpOverlay.entries.count)
          #expect(help.frame.minX >= 8 && help.frame.minY >= 8 && help.frame.maxX <= size.width - 8 && help.frame.maxY <= size.height - 8)
          let lowest = runs.map { $0.origin.y + canvas.fonts.metrics.metrics(for: $0.font).descent }.max() ?? .infinity
          #expect(lowest <= help.frame.maxY, "at \(size): a row ends at \(lowest), the card at \(help.frame.maxY) (\(help.fontSize) pt, \(help.columns) columns)")
        }
      }
    }

    @Test func fontPatternsAreHonoured() throws {
      try Canvas.with { canvas in
        #expect(canvas.fonts.primaryFontFile(for: FontSpec(size: 17))?.contains("Inter") == true)
        #expect(canvas.fonts.primaryFontFile(for: FontSpec(size: 17, weight: .bold))?.contains("Inter-Bold") == true)
        #expect(canvas.fonts.primaryFontFile(for: FontSpec(family: "DejaVu Sans:bold", size: 17))?.contains("DejaVuSans-Bold") == true)
        // A family that does not exist falls back to DejaVu Sans, not to whatever fontconfig likes.
        #expect(canvas.fonts.primaryFontFile(for: FontSpec(family: "No Such Font", size: 17))?.contains("DejaVuSans") == true)
      }
    }
  }
}
