import Export
import Scenes
import X11Canvas

extension PreviewApp {
  /// Renders the single frame at scene time `time` into the back buffer, with Space pressed at
  /// each `--toggle-at` time (by default 0, as `--frame-json` does), and writes it to `path`
  /// as a PNG, or to standard output when `path` is `-`.
  /// The window is never mapped, so this works on any display and is exactly reproducible.
  /// A file is opened first (a bad path fails before any drawing) and written through
  /// `OutputFile`: a temporary file, `fsync`, rename; a failure leaves the old file whole.
  func screenshot(to path: String, at time: Double, options: Options) throws -> Int32 {
    try Program.writeScreenshot(to: path, of: window) {
      Program.applyScriptedToggles(options, to: &preview, until: time)
      let layout = preview.layout(size: window.size, metrics: metrics)
      link.renderer.render(preview.frame(at: time, layout: layout, overlay: PreviewOverlay()))
    }
  }
}

extension Program {
  /// `--screenshot PATH`: opens `path` first (a bad path fails before any drawing), lets
  /// `render` draw into `window`'s back buffer, and writes its pixels as a PNG through
  /// `OutputFile` (a temporary file, `fsync`, rename), or to standard output for `-`.
  static func writeScreenshot(to path: String, of window: XWindow, render: () throws -> Void) throws -> Int32 {
    let file = path == Options.standardStream ? nil : try OutputFile(path: path)
    try render()
    let png = try PNGEncoder.encode(window.readPixels())
    if let file {
      try file.write(png)
      try file.commit()
    } else {
      try Console.output(png)
    }
    return 0
  }
}
