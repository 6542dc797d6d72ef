import Export
import Scenes
import Testing
import TestSupport
import TextShaping
import X11Canvas

extension X11Tests {
  /// Shaped text as the X server draws it, read back pixel by pixel: joining, bidi order,
  /// colour emoji, bold fallback faces, and runs far longer than an X request can carry.
  @Suite struct ShapedTextTests {
    /// Columns holding ink darker than mid-grey, left to right.
    private func inkColumns(_ image: RGBImage) -> [Int] {
      (0..<image.width).filter { x in (0..<image.height).contains { image[x, $0].red < 128 } }
    }

    private func run(_ text: String, _ font: FontSpec, x: Double, y: Double = 60, rtl: Bool = false)
      -> DrawCommand
    {
      .text(TextRun(text: text, font: font, origin: Point(x: x, y: y), paint: .solid(.black), isRightToLeft: rtl))
    }

    /// "محمد" (every letter joins its neighbours) is one joined shape: its ink has no gap, it is
    /// narrower than its four letters drawn apart, and a right-to-left layout ends it at the
    /// right edge.
    @Test func arabicWordIsOneJoinedShapeRightAligned() throws {
      let font = FontSpec(size: 40)
      try Canvas.with(width: 400, height: 100) { canvas in
        let metrics = canvas.fonts.metrics
        let word = "محمد"
        let layout = TextLayout(text: word, font: font, width: 380, metrics: metrics)
        let joined = canvas.render([
          .text(layout.run(line: 0, at: Point(x: 10, y: 10), paint: .solid(.black)))
        ])
        let columns = inkColumns(joined)
        let left = try #require(columns.first)
        let right = try #require(columns.last)
        #expect(columns.count == right - left + 1)  // one shape: no empty column inside it
        #expect(abs(Double(right) - 390) <= 4)  // right-aligned in the 380 pt layout at x 10
        #expect(Double(left) > 200)

        // The same letters unjoined: each drawn alone (its isolated form), side by side.
        var x = 10.0
        var apart: [DrawCommand] = []
        for letter in word {
          apart.append(run(String(letter), font, x: x, rtl: true))
          x += metrics.advance(of: String(letter)[...], font: font)
        }
        let unjoined = inkColumns(canvas.render(apart))
        let unjoinedWidth = try #require(unjoined.last) - (try #require(unjoined.first)) + 1
        #expect(right - left + 1 < unjoinedWidth)
      }
    }

    /// In a left-to-right line, Hebrew runs right to left: "ab אב cd" draws exactly as
    /// "ab ", then ב, then א, then " cd" placed one after another, and not as א before ב.
    @Test func mixedHebrewEnglishLineIsInVisualOrder() throws {
      let font = FontSpec(size: 32)
      try Canvas.with(width: 400, height: 100) { canvas in
        let metrics = canvas.fonts.metrics
        func pieces(_ parts: [String]) -> RGBImage {
          var x = 10.0
          var commands: [DrawCommand] = []
          for part in parts {
            commands.append(run(part, font, x: x))
            x += metrics.advance(of: part[...], font: font)
          }
          return canvas.render(commands)
        }
        let line = canvas.render([run("ab אב cd", font, x: 10)])
        #expect(line == pieces(["ab ", "ב", "א", " cd"]))
        #expect(line != pieces(["ab ", "א", "ב", " cd"]))
      }
    }

    /// An emoji draws in colour: black text, yet saturated pixels where the rocket is.
    @Test func emojiShowsColour() throws {
      try Canvas.with(width: 200, height: 100) { canvas in
        let image = canvas.render([run("Go 🚀", FontSpec(size: 40), x: 10)])
        let saturated = image.positions {
          Int(max($0.red, $0.green, $0.blue)) - Int(min($0.red, $0.green, $0.blue)) > 80
        }
        #expect(saturated.count > 100)
        // All of it right of "Go ", where the emoji is.
        let goWidth = canvas.fonts.metrics.advance(of: "Go ", font: FontSpec(size: 40))
        #expect(saturated.allSatisfy { Double($0.x) >= 10 + goWidth - 2 })
      }
    }

    /// A colour emoji fades with its line: at half opacity it is half as far from the white
    /// background as at full opacity (the reveal fades lines in).
    @Test func emojiFadesWithOpacity() throws {
      try Canvas.with(width: 120, height: 100) { canvas in
        func darkness(_ opacity: Double) -> Double {
          let image = canvas.render([
            .text(
              TextRun(
                text: "🚀", font: FontSpec(size: 48), origin: Point(x: 10, y: 70),
                paint: .solid(.black), opacity: opacity))
          ])
          return image.positions { _ in true }.reduce(0.0) { total, point in
            let pixel = image[point.x, point.y]
            return total + Double(765 - Int(pixel.red) - Int(pixel.green) - Int(pixel.blue))
          }
        }
        let full = darkness(1)
        #expect(full > 0)
        #expect(abs(darkness(0.5) / full - 0.5) < 0.05)
      }
    }

    /// The note's semibold headline (`.headline`) keeps its weight in Chinese: the fallback face
    /// is a bold CJK face, whose strokes cover clearly more pixels than the regular weight's.
    @Test func boldCJKIsHeavierThanRegular() throws {
      try Canvas.with(width: 300, height: 100) { canvas in
        let text = "你好世界"
        func ink(_ font: FontSpec) -> Int {
          canvas.render([run(text, font, x: 10)]).positions { $0.red < 128 }.count
        }
        let regular = ink(FontSpec(size: 34))
        let semibold = FontSpec(size: 34, weight: .semibold)
        let headline = ink(semibold)
        #expect(Double(headline) > 1.2 * Double(regular))
        let shaped = canvas.fonts.shaper.shape(text[...], font: semibold)
        #expect(shaped.faces.contains { $0.file.contains("Bold") })
      }
    }

    /// Shaping happens once per text, not per frame: once a frame of moving, fading lines (in
    /// several scripts, each visible from the first frame: a transparent line is not drawn) has
    /// been drawn, frames that move and fade the same lines shape nothing
    /// more; they only look up the shaped lines.
    @Test func framesAfterTheFirstShapeNothing() throws {
      try Canvas.with(width: 700, height: 420) { canvas in
        let lines = [
          "Lorem ipsum dolor sit amet, consectetur", "مرحبا بالعالم — שלום world", "你好，世界 🚀 Ship it",
        ]
        func frame(at time: Double) -> Frame {
          Frame(size: canvas.window.size, commands: lines.enumerated().map { index, text in
            .text(TextRun(
              text: text, font: FontSpec(size: 22, weight: .bold),
              origin: Point(x: 16, y: 40 + 30 * Double(index) - 6 * (1 - time)), paint: .solid(.blue),
              opacity: min(1, 0.2 + time + 0.1 * Double(index))))
          })
        }
        _ = canvas.render(frame(at: 0).commands)
        let afterFirstFrame = canvas.fonts.shaper.shapeCount
        #expect(afterFirstFrame > 0)
        for step in 1...48 {
          canvas.renderer.render(frame(at: Double(step) / 48))
        }
        #expect(canvas.fonts.shaper.shapeCount == afterFirstFrame)
      }
    }

    /// A run of 200,000 characters with no break (far more glyphs than one X request can carry)
    /// draws without an X error: only the glyphs that can be seen are sent, in batches.
    @Test func unbreakableRunOf200000CharactersDrawsWithoutXError() throws {
      try Canvas.with(width: 300, height: 100) { canvas in
        let text = String(repeating: "a", count: 200_000)
        let long = canvas.render([run(text, FontSpec(size: 20), x: 5)])
        let short = canvas.render([run(String(repeating: "a", count: 40), FontSpec(size: 20), x: 5)])
        #expect(canvas.display.protocolErrorCount == 0)
        #expect(long == short)  // the visible part is the same
        #expect(long.positions { $0.red < 128 }.count > 500)
      }
    }
  }
}
