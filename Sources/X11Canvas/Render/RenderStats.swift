/// What a `Renderer` has done since it was created: how many frames it redrew in full, how many
/// only where they changed, and how much it drew. For tests, the benchmark and curious users.
package struct RenderStats: Hashable, Sendable {
  /// Frames drawn by clearing and repainting the whole back buffer (the first frame, after a
  /// resize, a new background or size, or when the damage covered most of the buffer).
  package var fullRedraws = 0
  /// Frames drawn by repainting only their damage rectangles.
  package var partialRedraws = 0
  /// Frames that painted exactly the pixels already in the back buffer, so nothing was drawn.
  package var unchangedFrames = 0
  /// Rectangles repainted for the last frame: 1 for a full redraw, 0 for an unchanged frame.
  package var lastRectangleCount = 0
  /// Pixels repainted for the last frame (the sum of its rectangles' areas; overlaps count
  /// twice), 0 for an unchanged frame.
  package var lastPixelsRedrawn = 0
  /// Pixels repainted over all frames.
  package var pixelsRedrawn = 0
  /// Fills, shadows and text runs not sent to the server because they lie outside everything
  /// redrawn.
  package var commandsSkipped = 0
  /// Solid-fill Pictures created (solid cache misses): one for each colour as the server paints
  /// it, 8 bits a channel.
  package var solidPicturesCreated = 0
  /// X Render linear-gradient Pictures created (gradient cache misses). A gradient that only
  /// moves reuses its Picture, so it counts once.
  package var gradientsCreated = 0
  /// Solid rectangles (whole pixels, and runs of edge pixels of equal coverage) sent in
  /// batches, and the `XRenderFillRectangles` requests that carried them (`RectangleBatch`).
  package var rectanglesBatched = 0
  package var rectangleRequests = 0
  /// Spans of small solid rectangles composited through a shared mask, and the composites that
  /// carried them (`CoverageBatch`).
  package var spansMasked = 0
  package var maskComposites = 0
  /// Pixels of the coverage masks rasterised on the client (cache misses, before any blur),
  /// over all frames. A mask rasterised only where it is redrawn counts only that part; a
  /// shadow's, rasterised at a reduced resolution, its blocks.
  package var maskPixelsRasterized = 0

  /// Empty statistics.
  package init() {}
}
