import CX11
import Scenes
import Testing
import TestSupport
@testable import X11Canvas

extension X11Tests {
  /// Redrawing only the damage: the back buffer ends up as a full redraw would leave it, and only
  /// the damage is repainted and copied to the window.
  @Suite struct DamageRedrawTests {
    @Test func onlyTheDamageIsRepaintedAndCopied() throws {
      try Canvas.with(width: 400, height: 200) { canvas in
        let renderer = canvas.renderer
        let window = canvas.window
        let area = 400 * 200
        func frame(corner: Double, background: Color = .white) -> Frame {
          Frame(size: window.size, background: background, commands: [
            .fill(.rect(Rect(x: 10, y: 10, width: 100, height: 60)), .solid(.blue)),
            .fill(.polygon([Point(x: 200, y: 20), Point(x: 260 + corner, y: 30), Point(x: 220, y: 90)]), .solid(.black)),
            .fill(.roundedRect(Rect(x: 300, y: 120, width: 80, height: 60), cornerRadius: 8), .solid(.red)),
          ])
        }
        renderer.render(frame(corner: 0))
        window.present()
        #expect(renderer.stats.fullRedraws == 1)
        #expect(renderer.stats.lastPixelsRedrawn == area)
        #expect(window.pixelsPresented == area)

        // The triangle's corner moves 3 pt: only the box its two moving edges sweep is redrawn.
        renderer.render(frame(corner: 3))
        window.present()
        #expect(renderer.stats.partialRedraws == 1)
        #expect(renderer.stats.lastRectangleCount >= 1)
        let redrawn = renderer.stats.lastPixelsRedrawn
        #expect(redrawn > 0 && redrawn < area / 10, "\(redrawn) pixels redrawn")
        #expect(window.pixelsPresented == area + redrawn, "only the damage is copied")
        // The blue rectangle and the red rounded one lie outside the damage: not even sent.
        #expect(renderer.stats.commandsSkipped == 2)
        // The triangle's new corner is drawn: its tip beyond the old one is black now.
        #expect(window.readPixels(x: 261, y: 30, width: 1, height: 1)[0, 0].red < 128)

        // The same frame again: nothing to draw, nothing to copy.
        renderer.render(frame(corner: 3))
        window.present()
        #expect(renderer.stats.unchangedFrames == 1)
        #expect(window.pixelsPresented == area + redrawn)

        // A new background repaints everything.
        renderer.render(frame(corner: 3, background: .black))
        #expect(renderer.stats.fullRedraws == 2)
        #expect(window.readPixels(x: 5, y: 5, width: 1, height: 1)[0, 0].red == 0)

        // So does a renderer told to forget the buffer (as a resize's new buffer is forgotten).
        renderer.invalidate()
        renderer.render(frame(corner: 3, background: .black))
        #expect(renderer.stats.fullRedraws == 3)
      }
    }

    /// A small square that moves costs four requests a frame, and no more: the clip of what is
    /// redrawn, the clearing of it, and the square's two (small solid rectangles go through
    /// `CoverageBatch`: its spans' mask, and the composite through it). The buffer keeps the
    /// clip between frames, so no request takes it away and none sets it twice (Xlib numbers
    /// each request it sends: `XNextRequest`).
    @Test func aMovingSquareCostsFourRequestsAFrame() throws {
      try Canvas.with(width: 200, height: 100) { canvas in
        let renderer = canvas.renderer
        let window = canvas.window
        let dpy = window.display.pointer
        func frame(_ n: Int) -> Frame {
          Frame(size: window.size, background: .white, commands: [
            .fill(.rect(Rect(x: 10 + Double(n), y: 10, width: 20, height: 20)), .solid(.blue)),
            .fill(.rect(Rect(x: 150, y: 60, width: 20, height: 20)), .solid(.red)),
          ])
        }
        renderer.render(frame(0))
        var requests: [UInt] = []
        for n in 1...5 {
          let before = XNextRequest(dpy)
          renderer.render(frame(n))
          requests.append(XNextRequest(dpy) - before)
        }
        #expect(renderer.stats.partialRedraws == 5)
        #expect(requests == [4, 4, 4, 4, 4])
        // Drawn as a full redraw draws it.
        let partial = window.readPixels()
        renderer.invalidate()
        renderer.render(frame(5))
        #expect(window.readPixels().bytes == partial.bytes)
      }
    }

    /// A line of text between two redrawn squares, inside the box that spans them but meeting
    /// neither, is not sent; a line under one of them is, and both still show their glyphs.
    @Test func aLineBetweenRedrawnRectanglesIsNotSent() throws {
      try Canvas.with(width: 400, height: 200) { canvas in
        let renderer = canvas.renderer
        let window = canvas.window
        let font = FontSpec(size: 16, weight: .bold)
        func frame(_ n: Int) -> Frame {
          Frame(size: window.size, background: .white, commands: [
            .fill(.rect(Rect(x: 10 + Double(n), y: 10, width: 20, height: 20)), .solid(.blue)),
            .fill(.rect(Rect(x: 360 - Double(n), y: 160, width: 20, height: 20)), .solid(.red)),
            // Between the squares: meets neither square's damage.
            .text(TextRun(text: "IIIIIIII", font: font, origin: Point(x: 150, y: 100), paint: .solid(.black))),
            // Under the blue square's path.
            .text(TextRun(text: "IIIIIIII", font: font, origin: Point(x: 12, y: 24), paint: .solid(.black))),
          ])
        }
        renderer.render(frame(0))
        // The lines are drawn again in each partial redraw after the first: masks of their own.
        for n in 1...3 { renderer.render(frame(n)) }
        #expect(renderer.stats.partialRedraws == 3)
        // Each partial redraw skipped the middle line, and sent the line under the square.
        #expect(renderer.stats.commandsSkipped == 3, "\(renderer.stats.commandsSkipped) commands skipped")
        #expect(renderer.lineMasksMade >= 1)
        // Both lines show, as a full redraw of the last frame draws them.
        let partial = window.readPixels()
        renderer.invalidate()
        renderer.render(frame(3))
        #expect(renderer.stats.fullRedraws == 2)
        let full = window.readPixels()
        #expect(partial.bytes == full.bytes)
        let middle = window.readPixels(x: 150, y: 84, width: 80, height: 20)
        #expect(middle.bytes.contains { $0 < 64 }, "the middle line's glyphs are drawn")
      }
    }

    /// Colours that differ only below the 8 bits a channel the server paints with share one
    /// solid Picture and paint the same pixels; a line that fades in twice (a reveal, toggled
    /// again) makes the Pictures of its colours the first time only.
    @Test func solidColoursAreCachedAsTheServerPaintsThem() throws {
      try Canvas.with(width: 200, height: 100) { canvas in
        let renderer = canvas.renderer
        let window = canvas.window
        func square(opacity: Double) -> Frame {
          Frame(size: window.size, background: .white, commands: [
            .fill(.rect(Rect(x: 10, y: 10, width: 40, height: 40)), .solid(Color(red: 0.2, green: 0.4, blue: 0.9, alpha: opacity)))
          ])
        }
        // 0.5 is 127.5 of 255: every step here keeps the high bytes of the 16-bit channels.
        var images: [[UInt8]] = []
        for step in 0..<10 {
          renderer.invalidate()
          renderer.render(square(opacity: 0.5 + Double(step) * 1e-6))
          images.append(window.readPixels(x: 0, y: 0, width: 60, height: 60).bytes)
        }
        #expect(renderer.stats.solidPicturesCreated == 1)
        #expect(Set(images).count == 1)
        renderer.invalidate()
        renderer.render(square(opacity: 0.5 + 2 / 255))
        #expect(renderer.stats.solidPicturesCreated == 2)
        #expect(window.readPixels(x: 0, y: 0, width: 60, height: 60).bytes != images[0])

        // A line fading in over 30 frames, twice.
        func line(opacity: Double) -> Frame {
          Frame(size: window.size, background: .white, commands: [
            .text(TextRun(text: "IIIIIIII", font: FontSpec(size: 16, weight: .bold), origin: Point(x: 60, y: 60), paint: .solid(.black), opacity: opacity))
          ])
        }
        // Drawn twice first: from then on, through its line mask.
        renderer.render(line(opacity: 1))
        renderer.render(line(opacity: 0.99))
        let before = renderer.stats.solidPicturesCreated
        for step in 0...30 { renderer.render(line(opacity: Double(step) / 30)) }
        let firstFade = renderer.stats.solidPicturesCreated
        #expect(firstFade - before >= 28, "\(firstFade - before) colours made for the fade")
        for step in 0...30 { renderer.render(line(opacity: Double(step) / 30)) }
        #expect(renderer.stats.solidPicturesCreated == firstFade)
        #expect(renderer.lineMasksMade >= 1)
      }
    }

    /// A note whose corner folds by `fold` points (an outline of five corners, as the
    /// example's), beside a marker square at `marker` far from it: both change, so the damage is
    /// the marker's box and the corner's, and their joint box spans the whole note.
    func foldingNote(fold: Double, marker: Double, size: Size) -> Frame {
      let (left, top, right, bottom) = (150.0, 40.0, 380.25, 170.5)
      let note = Outline([
        .move(to: Point(x: left, y: top)), .line(to: Point(x: right, y: top)),
        .line(to: Point(x: right, y: bottom - fold)), .line(to: Point(x: right - fold, y: bottom)),
        .line(to: Point(x: left, y: bottom)), .closeSubpath,
      ])
      let flap = Outline([
        .move(to: Point(x: right, y: bottom - fold)), .line(to: Point(x: right - fold, y: bottom)),
        .line(to: Point(x: right - fold, y: bottom - fold)), .closeSubpath,
      ])
      return Frame(size: size, background: .white, commands: [
        .fill(.rect(Rect(x: 10 + marker, y: 10, width: 20, height: 20)), .solid(.blue)),
        .fill(.outline(note), .solid(Color(red: 0.2, green: 0.7, blue: 0.3))),
        .fill(.outline(flap), .solid(.black)),
      ])
    }

    /// The note of `foldingNote` casting a shadow of σ `sigma` pixels, its corner folding by
    /// `fold` points, beside a marker square at `marker` far from it.
    func shadowedNote(fold: Double, marker: Double, sigma: Double, size: Size) -> Frame {
      var frame = foldingNote(fold: fold, marker: marker, size: size)
      guard case .fill(let note, _) = frame.commands[1] else { return frame }
      frame.commands.insert(.shadow(note, Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.5), radius: sigma)), at: 1)
      return frame
    }

    /// The note's shadow while its corner folds and a marker far away moves: each partial redraw
    /// blurs the shadow only around the corner (under half of what the whole shadow rasterises),
    /// and leaves exactly the pixels a full redraw of the same frame leaves, read back from the
    /// server. For a σ blurred at full resolution (4 pixels) and one blurred at half (10).
    @Test(arguments: [4.0, 10.0])
    func aChangingShadowDrawnPartlyEqualsItDrawnInFull(sigma: Double) throws {
      try Canvas.with(width: 420, height: 220) { canvas in
        let renderer = canvas.renderer
        let window = canvas.window
        _ = canvas.render(shadowedNote(fold: 30, marker: 0, sigma: sigma, size: window.size).commands)
        // What blurring the whole shadow rasterises: a full redraw of a new shape.
        renderer.invalidate()
        var before = renderer.stats
        renderer.render(shadowedNote(fold: 40.3, marker: 0, sigma: sigma, size: window.size))
        let whole = renderer.stats.maskPixelsRasterized - before.maskPixelsRasterized
        for (step, fold) in [31.37, 33.81, 36.5, 29.125].enumerated() {
          let frame = shadowedNote(fold: fold, marker: Double(step + 1) * 3, sigma: sigma, size: window.size)
          before = renderer.stats
          let blurredBefore = renderer.shadowsBlurred
          renderer.render(frame)
          #expect(renderer.stats.partialRedraws == before.partialRedraws + 1, "fold \(fold)")
          #expect(renderer.shadowsBlurred == blurredBefore + 1, "fold \(fold): the shadow's part is blurred")
          let rasterized = renderer.stats.maskPixelsRasterized - before.maskPixelsRasterized
          #expect(rasterized > 0 && rasterized < whole / 2, "fold \(fold): \(rasterized) of \(whole) pixels rasterised")
          let partial = window.readPixels()
          renderer.invalidate()
          renderer.render(frame)
          let full = window.readPixels()
          #expect(partial == full, "fold \(fold): the partial redraw differs from the full one")
          // The comparison covers the shadow: below the note's bottom edge (170.5) it is grey.
          var shaded = 0
          for x in 150..<330 where (1...254).contains(full[x, 174].red) { shaded += 1 }
          #expect(shaded > 100, "fold \(fold): \(shaded) shaded pixels under the note")
        }
        #expect(canvas.display.protocolErrorCount == 0)
      }
    }

    /// The note's corner folding while a marker far away moves: each partial redraw rasterises
    /// the note only around its corner (under half of its 231 × 131 pixel bounds, where the
    /// joint box of the damage would take all of it), and leaves exactly the pixels a full
    /// redraw of the same frame leaves, read back from the server.
    @Test func aChangingFillDrawnPartlyEqualsItDrawnInFull() throws {
      try Canvas.with(width: 400, height: 200) { canvas in
        let renderer = canvas.renderer
        let window = canvas.window
        _ = canvas.render(foldingNote(fold: 30, marker: 0, size: window.size).commands)
        for (step, fold) in [31.37, 33.81, 36.5, 29.125].enumerated() {
          let frame = foldingNote(fold: fold, marker: Double(step + 1) * 3, size: window.size)
          let before = renderer.stats
          renderer.render(frame)
          #expect(renderer.stats.partialRedraws == before.partialRedraws + 1, "fold \(fold)")
          let rasterized = renderer.stats.maskPixelsRasterized - before.maskPixelsRasterized
          // The note's bounds: 231 × 131 whole pixels from (150, 40).
          #expect(rasterized > 0 && rasterized < 231 * 131 / 2, "fold \(fold): \(rasterized) pixels rasterised")
          let partial = window.readPixels()
          renderer.invalidate()
          renderer.render(frame)
          #expect(renderer.stats.fullRedraws == before.fullRedraws + 1)
          let full = window.readPixels()
          #expect(partial == full, "fold \(fold): the partial redraw differs from the full one")
          // The corner's edges are antialiased, so the comparison covers partly covered pixels:
          // their red is none of white's 255, the note's 51 (0.2 × 255) and the flap's 0.
          let corner = (x: Int(380.25 - fold) - 2, y: Int(170.5 - fold) - 2)
          var mixed = 0
          for y in corner.y...172 {
            for x in corner.x...382 where ![0, 51, 255].contains(full[x, y].red) { mixed += 1 }
          }
          #expect(mixed > 10, "fold \(fold): \(mixed) partly covered pixels at the corner")
        }
        #expect(canvas.display.protocolErrorCount == 0)
      }
    }

    /// The masks of a shape that changes every frame never evict one that is reused: after
    /// more one-off masks than the cache holds (`Renderer.coverageCacheCount`), a circle drawn
    /// in two earlier frames is still found, not rasterised again.
    @Test func oneOffMasksDoNotEvictReusedOnes() throws {
      try Canvas.with(width: 400, height: 200) { canvas in
        let renderer = canvas.renderer
        let size = canvas.window.size
        let circle = DrawCommand.fill(
          .outline(Outline(Outline.circle(center: Point(x: 300, y: 100), radius: 40))), .solid(.blue))
        func frame(flap side: Double) -> Frame {
          let flap = Outline([
            .move(to: Point(x: 20.5, y: 150)), .line(to: Point(x: 20.5 + side, y: 150)),
            .line(to: Point(x: 20.5, y: 150 - side)), .closeSubpath,
          ])
          return Frame(size: size, background: .white, commands: [circle, .fill(.outline(flap), .solid(.black))])
        }
        renderer.render(frame(flap: 10))
        renderer.invalidate()
        renderer.render(frame(flap: 10))
        #expect(renderer.masksRasterized == 2, "drawn twice, the circle and the flap are rasterised once")
        let flaps = Renderer.coverageCacheCount + 100
        for step in 1...flaps {
          // A new flap every frame (1/64 pixel longer sides), redrawn where it changed.
          renderer.render(frame(flap: 10 + Double(step) / 64))
        }
        #expect(renderer.stats.partialRedraws == flaps)
        #expect(renderer.masksRasterized == 2 + flaps)
        renderer.invalidate()
        let image = canvas.render(frame(flap: 10 + Double(flaps) / 64).commands)
        #expect(renderer.masksRasterized == 2 + flaps, "the circle's mask was kept")
        #expect(image[300, 100].blue == 255 && image[300, 100].red == 0)
        #expect(canvas.display.protocolErrorCount == 0)
      }
    }
  }
}
