import Scenes
import Testing
import TestSupport
@testable import X11Canvas

/// Redrawing only the damage, on the default window's real frames: the back buffer ends up as a
/// full redraw would leave it.
@Suite(.serialized) struct ExampleRedrawTests {
  /// Frames of the default window's examples (the reveal, the switch, the folding note, the
  /// captions) drawn one after another with damage in one window and in full in another:
  /// every pixel agrees.
  @Test(arguments: [1.0, 2.0])
  @MainActor func damageRedrawMatchesAFullRedraw(scale: Double) throws {
    let server = try XvfbServer(width: 1280, height: 800)
    try withExtendedLifetime(server) {
      let display = try XDisplay(name: server.display)
      let fonts = try FontCache(display: display, scale: scale)
      let size = Geometry(width: Int(700 * scale), height: Int(420 * scale))
      let damaged = try XWindow(display: display, title: "damage", geometry: size, scale: scale)
      let full = try XWindow(display: display, title: "full", geometry: size, scale: scale)
      let renderer = Renderer(window: damaged, fonts: fonts)
      let reference = Renderer(window: full, fonts: fonts)
      reference.usesDamage = false
      let scene = ExampleScene(size: damaged.size, metrics: fonts.metrics, presses: [0.05])
      // Frame times across the reveal's springs, the switch and the crease's both legs.
      let times = [0.0, 0.1, 0.12, 0.2, 0.35, 0.6, 0.61, 1.0, 1.4, 1.41, 2.2]
      for time in times {
        let frame = scene.frame(at: time)
        renderer.render(frame)
        reference.render(frame)
        let actual = damaged.readPixels()
        let expected = full.readPixels()
        try #require(actual.width == expected.width && actual.height == expected.height)
        var worst = 0
        var worstAt = (0, 0)
        for y in 0..<actual.height {
          for x in 0..<actual.width {
            let a = actual[x, y]
            let b = expected[x, y]
            let difference = max(
              abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)),
              abs(Int(a.blue) - Int(b.blue)))
            if difference > worst {
              worst = difference
              worstAt = (x, y)
            }
          }
        }
        #expect(worst <= 1, "t = \(time): differs by \(worst) at \(worstAt)")
      }
      // The first frame in full, and at most one more: a frame whose damage covers most of the
      // window (the switch, the text area and the note all changing at once) is drawn whole.
      #expect(renderer.stats.fullRedraws <= 2, "\(renderer.stats.fullRedraws) frames redrawn in full")
      #expect(renderer.stats.partialRedraws >= times.count - 3)
      #expect(reference.stats.partialRedraws == 0)
      #expect(display.protocolErrorCount == 0)
    }
  }
}
