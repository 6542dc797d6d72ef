import Scenes
import Testing
import TestSupport
@testable import X11Canvas

extension X11Tests {
  /// The shadow cache keyed by the snapped outline: the folding note reuses its blurred masks,
  /// and what it draws stays within one level of the exact outline's shadow.
  @Suite struct ShadowCacheTests {
    /// The note's shadow alone over white, at `crease` points.
    func shadow(crease: Double) -> [DrawCommand] {
      let outline = FoldedNote.outline(frame: Rect(x: 20.3, y: 10.7, width: 150, height: 80), crease: crease)
      return [.shadow(.polygon(outline), FoldedNote.shadow)]
    }

    @Test(arguments: [1.0, 2.0])
    func outlinesWithinOneStepShareOneBlurredMask(scale: Double) throws {
      try Canvas.with(width: Int(200 * scale), height: Int(120 * scale), scale: scale) { canvas in
        // q = σ/40 = 0.25 pt at either scale; creases 20.13 and 20.15 pt snap alike.
        _ = canvas.render(shadow(crease: 20.13))
        #expect(canvas.renderer.shadowsBlurred == 1)
        let snapped = canvas.render(shadow(crease: 20.15))
        #expect(canvas.renderer.shadowsBlurred == 1, "a change smaller than the step reuses the mask")

        // The exact outline's shadow, drawn by a renderer that does not snap, in the same window.
        let exactRenderer = Renderer(window: canvas.window, fonts: canvas.fonts)
        exactRenderer.quantizesShadows = false
        exactRenderer.render(Frame(size: canvas.window.size, commands: shadow(crease: 20.15)))
        let exact = canvas.window.readPixels()
        try #require(exact.width == snapped.width && exact.height == snapped.height)
        var worst = 0
        var shaded = 0
        for y in 0..<exact.height {
          for x in 0..<exact.width {
            let a = exact[x, y]
            let b = snapped[x, y]
            worst = max(worst, abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue)))
            if a.red < 250 { shaded += 1 }
          }
        }
        #expect(shaded > 1000, "the shadow is drawn")
        #expect(worst <= 1, "snapped and exact shadows differ by \(worst) levels")

        // A whole step further is another shape: blurred once more, then cached too.
        _ = canvas.render(shadow(crease: 20.40))
        #expect(canvas.renderer.shadowsBlurred == 2)
        _ = canvas.render(shadow(crease: 20.13))
        _ = canvas.render(shadow(crease: 20.40))
        #expect(canvas.renderer.shadowsBlurred == 2, "never blurred twice for the same shape")
      }
    }
  }
}
