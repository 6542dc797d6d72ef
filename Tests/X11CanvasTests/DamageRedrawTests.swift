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
  }
}
