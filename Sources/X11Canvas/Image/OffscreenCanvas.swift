import Export
import Scenes
import TextShaping

/// Renders frames off screen, exactly as a window shows them, and reads them back: an export's
/// frames, a screenshot. It draws with the same `Renderer` (and so the same damage rules,
/// caches and fonts at the same scale) into the back buffer of a window that is never mapped,
/// so a frame read back here is pixel for pixel the one a live window of that size and scale
/// presents at the same scene time and state.
package final class OffscreenCanvas {
  /// The unmapped window whose back buffer is drawn into.
  package let window: XWindow
  /// The fonts, at the canvas's scale.
  package let fonts: FontCache
  /// The renderer.
  package let renderer: Renderer

  /// A canvas of `width × height` pixels at `scale` pixels per point (nil: the display's).
  ///
  /// - Throws: `X11Error` when the window, its back buffer or the fonts cannot be made.
  package init(display: XDisplay, width: Int, height: Int, scale: Double?, title: String = "motion-preview export") throws {
    window = try XWindow(
      display: display, title: title, geometry: Geometry(width: width, height: height),
      scale: scale)
    fonts = try FontCache(window: window)
    renderer = Renderer(window: window, fonts: fonts)
  }

  /// The canvas's size in points.
  package var size: Size { window.size }

  /// Measures text with the canvas's fonts (for layout).
  package var metrics: ShapingTextMetrics { fonts.metrics }

  /// Draws `frame` and reads the whole canvas back.
  package func render(_ frame: Frame) -> RGBImage {
    renderer.render(frame)
    return window.readPixels()
  }
}
