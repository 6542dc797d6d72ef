import Export
import MotionUI
import TestSupport
import X11Canvas

/// A view laid out by MotionUI and drawn by the window's renderer into an unmapped window of a
/// private Xvfb, read back pixel for pixel: what `--screenshot` shows.
@MainActor
enum RenderedView {
  /// Runs `body` with a function that draws a view on a white `width × height`-point canvas at
  /// `scale` pixels per point (fonts measured and drawn at that scale) and returns its pixels;
  /// nil when Xvfb is not installed (the suite then skips, as the other X tests do).
  static func with<R>(
    width: Int, height: Int, scale: Double, _ body: (_ render: (AnyView) -> RGBImage) throws -> R
  ) throws -> R? {
    guard let server = try XvfbServer.forTests("MotionUIRenderTests", width: 640, height: 480) else { return nil }
    return try withExtendedLifetime(server) {
      let display = try XDisplay(name: server.display)
      let canvas = try OffscreenCanvas(
        display: display, width: Int(Double(width) * scale), height: Int(Double(height) * scale), scale: scale)
      return try body { view in
        let graph = ViewGraph(
          root: view, size: CGSize(width: Double(width), height: Double(height)), metrics: canvas.metrics)
        graph.scale = scale
        return canvas.render(graph.frame(at: 0))
      }
    }
  }
}
