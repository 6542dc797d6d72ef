import Export
import TestSupport
import Scenes
import X11Canvas

/// A display, an unmapped window, fonts and a renderer on a test Xvfb: enough to draw frames and
/// read the back buffer back.
final class Canvas {
  let display: XDisplay
  let window: XWindow
  let fonts: FontCache
  let renderer: Renderer

  init(displayName: String, width: Int, height: Int, scale: Double = 1, usesFallback: Bool = true) throws {
    display = try XDisplay(name: displayName)
    window = try XWindow(
      display: display, title: "test", geometry: Geometry(width: width, height: height),
      scale: scale)
    fonts = try FontCache(display: display, scale: scale, usesFallback: usesFallback)
    renderer = Renderer(window: window, fonts: fonts)
  }

  /// Draws `commands` over `background` and reads the whole back buffer back.
  func render(_ commands: [DrawCommand], background: Color = .white) -> RGBImage {
    renderer.render(Frame(size: window.size, background: background, commands: commands))
    return window.readPixels()
  }

  /// Runs `body` with a canvas on a fresh Xvfb; the connection closes before the server stops
  /// (closing it afterwards would be a lost connection, which exits the process).
  static func with<R>(
    width: Int = 200, height: Int = 100, scale: Double = 1, usesFallback: Bool = true,
    _ body: (Canvas) throws -> R
  ) throws -> R {
    let server = try XvfbServer(width: 640, height: 480)
    return try withExtendedLifetime(server) {
      let canvas = try Canvas(
        displayName: server.display, width: width, height: height, scale: scale,
        usesFallback: usesFallback)
      return try body(canvas)
    }
  }
}
