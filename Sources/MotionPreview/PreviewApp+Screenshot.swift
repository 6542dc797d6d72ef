import Scenes
import X11Canvas

extension PreviewApp {
  /// Renders the single frame at scene time `time` into the back buffer, with the text toggled
  /// at 0 and at each of `toggles` (as `--frame-json` does), and writes it to `path` as a PNG.
  /// The window is never mapped, so this works on any display and is exactly reproducible.
  func screenshot(to path: String, at time: Double, toggles: [Double]) throws -> Int32 {
    for toggle in ([0] + toggles).sorted() where toggle <= time {
      preview.toggleVisibility(at: toggle)
    }
    let layout = preview.layout(size: window.size, metrics: metrics)
    link.renderer.render(preview.frame(at: time, layout: layout, overlay: PreviewOverlay()))
    try PNGFile.write(window.readPixels(), to: path)
    return 0
  }
}
