import Scenes
import X11Canvas

extension PreviewApp {
  /// Renders the single frame at scene time `time` into the back buffer, with the text shown at
  /// 0 and toggled at each `--toggle-at` time (as `--frame-json` does), and writes it to `path`
  /// as a PNG.
  /// The window is never mapped, so this works on any display and is exactly reproducible.
  func screenshot(to path: String, at time: Double, options: Options) throws -> Int32 {
    Program.applyScriptedToggles(options, preview.configuration, to: &preview, until: time)
    let layout = preview.layout(size: window.size, metrics: metrics)
    link.renderer.render(preview.frame(at: time, layout: layout, overlay: PreviewOverlay()))
    try PNGFile.write(window.readPixels(), to: path)
    return 0
  }
}
