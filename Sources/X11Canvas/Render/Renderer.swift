import CX11
import Export
import Scenes
import TextShaping

/// Draws `Frame`s (points, scaled to pixels by the window's scale) into a window's back buffer
/// with Xft and X Render.
///
/// - Text: glyphs shaped by HarfBuzz (`TextShaping`), drawn by index through Xft with the same
///   faces (`GlyphPainter`), only those that can be seen; solid colours are premultiplied (X Render
///   solid colours are), gradients are X Render linear gradients laid out in window space, cached
///   by their shape relative to their start, so one that only moves keeps its Picture.
/// - Fills: rectangles are filled directly, their whole pixels without a mask and their
///   fractional edges through solid masks of the edge pixels' coverage (solid colours in
///   batches: small rectangles through one shared mask, `CoverageBatch`; large ones one
///   `XRenderFillRectangles` per colour, `RectangleBatch`); every other shape goes
///   through an A8 coverage mask rasterised on the client and cached by its geometry in pixels
///   relative to its whole-pixel origin (`MaskKey`), with exact-area antialiasing
///   (`CoverageRasterizer`); outlines (any path, either fill rule) are flattened first.
/// - Strokes: an A8 coverage mask of the stroke rasterised by cairo's stroker (width, caps,
///   joins, miter limit, dashes), cached as fills are.
/// - Fills: a shape that is not cached and is only partly redrawn (the note while its corner
///   folds) is rasterised only where it is redrawn, and not cached. A mask rasterised whole is
///   kept on probation and moves to the cache when it is used again, so shapes that change every
///   frame never evict those that are reused.
/// - Shadows: the shape's coverage blurred once on the client with a Gaussian of σ = radius ×
///   scale pixels, cached by its outline snapped to σ/40 (`ShadowQuantizer`: at most 0.72 of an
///   8-bit level off) and σ, then used as the mask for the shadow colour. Wide blurs keep the
///   mask at the blur's reduced resolution and let the server scale it up bilinearly. A shadow
///   that is not cached and is only partly redrawn (the note's, while its corner folds) is
///   blurred only there, and that part is cached as a mask of its own.
/// - Opacity groups: the group's opacity is multiplied into each command inside it. That equals
///   compositing the group as a layer wherever its commands do not overlap one another (as in the
///   preview's scenes); where they overlap, the lower one shows through slightly more.
/// - Clips: the intersection of the pushed rectangles, rounded to whole pixels.
/// - Damage: after the first frame only what changed is repainted and copied to the window (see
///   `render(_:)`); fills and shadows that miss it are not even sent.
///
/// Pictures and masks are cached in bounded LRU caches, so an endless animation whose shapes
/// never repeat exactly keeps a constant number of X resources.
package final class Renderer {
  /// The window whose back buffer is drawn into.
  package let window: XWindow
  /// The fonts, shared with the layout's `ShapingTextMetrics` so layout matches drawing.
  package let fonts: FontCache

  /// Solid-fill Pictures by the high bytes of their premultiplied channels
  /// (`solidPicture(premultiplied:)`).
  private var solidPictures = LRUCache<UInt32, XPicture>(countLimit: Renderer.solidCacheCount)
  private var gradientPictures = LRUCache<GradientKey, CachedGradient>(countLimit: 32)
  /// Solid alpha masks by 8-bit coverage level (index 0...255), all made on first use.
  private var coveragePictures: [XPicture] = []
  /// Plain coverage masks, at most `coverageCacheCount` of them in 16 MiB of A8 pixels.
  private var coverageMasks = LRUCache<MaskKey, CachedMask>(
    countLimit: Renderer.coverageCacheCount, costLimit: 16 << 20)
  private var shadowMasks = LRUCache<MaskKey, CachedMask>(
    countLimit: Renderer.shadowCacheCount, costLimit: Renderer.shadowCacheBytes)
  /// Plain coverage masks used once so far: a mask rasterised whole waits here and moves to
  /// `coverageMasks` when it is used again (a segmented LRU), so the masks of shapes that change
  /// every frame (the folding corner's flap; each paths bench blob while it moves) cycle
  /// through this cache and never evict masks that are reused. As many entries as the cache
  /// proper, so that a frame of many still shapes drawn again finds them all (see
  /// `coverageCacheCount`), in at most 4 MiB. They wait as coverage on the client: a mask gets
  /// a Picture of its own on the server only on its second use (the first goes through
  /// `scratchMask`).
  private var probationMasks = LRUCache<MaskKey, CoverageMask>(
    countLimit: Renderer.coverageCacheCount, costLimit: 4 << 20)
  /// A GC for depth-8 pixmaps (mask uploads), made on first use.
  private var maskGC: OpaquePointer?
  /// The depth-8 Pixmap, and its A8 Picture, that a mask used once is put into
  /// (`uploadToScratch`), grown to the largest such mask: a Pixmap and a Picture made and
  /// freed for each cost four requests and two allocations in the server per mask, three masks
  /// a frame in the examples.
  private var scratchMask: (pixmap: UInt, picture: XPicture, width: Int, height: Int)?
  private var clipStack: [PixelRect] = []
  /// The path clip in force at each level of `clipStack` (nil where only rectangles clip).
  private var pathClips: [PathClip?] = []
  private var opacityStack: [Double] = []
  /// Measures text for the damage computation with the fonts that draw it.
  private let metrics: ShapingTextMetrics
  /// Draws shaped glyphs.
  private let glyphPainter: GlyphPainter
  /// The rectangles being repainted this frame, in pixels (the whole buffer for a full redraw).
  private var redrawRects: [PixelRect] = []
  /// True while the current frame is a full redraw.
  private var redrawsAll = true
  /// `redrawRects` intersected with the top of `clipStack`: where drawing lands right now.
  private var activeClip: [PixelRect] = []
  /// Scratch space for clip and fill rectangles handed to Xlib.
  private var xRectangles: [XRectangle] = []
  /// Solid rectangles waiting to be sent, one request per colour (`RectangleBatch`); flushed
  /// before anything else draws or the clip changes.
  private var rectangles = RectangleBatch()
  /// Spans of small solid rectangles of one colour waiting to be composited through one mask
  /// (`CoverageBatch`); flushed with `rectangles`.
  private let coverage: CoverageBatch
  /// The largest solid rectangle, in pixels of area, that goes through `coverage`: 64 × 64.
  static let coverageBatchArea = 4096.0
  /// When true (the default), solid rectangle fills are batched; false sends each span as it
  /// comes, the partly covered ones composited through a solid coverage mask (one request
  /// each). Internal: only tests (`@testable`) compare the two.
  var batchesRectangles = true

  /// What this renderer has drawn so far.
  package private(set) var stats = RenderStats()
  /// When true (the default), frames after the first repaint only their damage; false repaints
  /// every frame in full. Internal: only tests (`@testable`) compare the two.
  var usesDamage = true {
    didSet { invalidate() }
  }
  /// The share of the buffer's area (0...1) beyond which damage is repainted as one full
  /// redraw: one clear and one copy are cheaper than many clipped passes over most of it.
  package static let fullRedrawFraction = 0.5

  /// Coverage rasterisations and shadow blurs done so far (cache misses), for tests and stats.
  package private(set) var masksRasterized = 0
  /// Shadow blurs done so far (cache misses).
  package private(set) var shadowsBlurred = 0
  /// When true (the default), shadow masks are made from the outline snapped to σ/40 pixels
  /// (`ShadowQuantizer`); false uses the exact outline. Internal: only tests (`@testable`)
  /// compare the two.
  var quantizesShadows = true {
    didSet { invalidate() }
  }

  /// Most plain coverage masks kept: a frame of more shapes than this redraws from nothing, as
  /// a least-recently-used cache cycled by more keys than it holds misses every time. With 128,
  /// the bench's still path frames (150 blobs, and 60 strokes) rasterised every shape every
  /// frame; 1024 hold display lists of hundreds of shapes, and the 16 MiB cost limit still
  /// bounds what the server keeps for shapes that change every frame.
  static let coverageCacheCount = 1024
  /// Most shadow masks kept. A crease cycle (50 → 0 → 50 pt) visits at most 50 pt / (q/2) + 1 =
  /// 401 snapped note shapes with q = σ/40 = 0.25 pt (the shape grid is q/2, see
  /// `ShadowQuantizer`; both legs share them, and the two moving vertices cross grid lines
  /// together because the note's size is a whole number of grid steps), or 801 when they do not;
  /// at 60 fps it visits about 61. 1024 hold a whole cycle plus the switch knob's ≤ 2n + 1
  /// positions.
  static let shadowCacheCount = 1024
  /// The memory budget for shadow masks on the server, in bytes (A8: one byte a pixel of what
  /// is stored), 32 MiB. The preview's note (310 × 146 pt at 1000 × 600) blurs into a 370 × 206
  /// mask at scale 1, 76 KB at full resolution: 61 masks (a cycle at 60 fps) take 4.6 MB and the
  /// budget holds 440, a whole cycle at any rate when the vertices cross together. At scale 2
  /// (σ = 20 px, reduced 5×) the server scales the masks up from 148 × 83, 12 KB each: 0.75 MB a
  /// cycle at 60 fps, 4.9 MB for 401 (at full size they would take 307 KB each, 18.7 MB a cycle).
  static let shadowCacheBytes = 32 << 20
  /// The least reduction factor of `GaussianBlur.reducedBlur` for which shadow masks are kept
  /// small and scaled up by the server. Scaling up on the server costs its CPU on every
  /// composite, measured at +0.03 ms a frame for the note at factor 2 (scale 1), where keeping
  /// the full mask costs only 4 times the memory; from factor 3 on the memory saved (9 to 64
  /// times) is worth it.
  static let serverScalingFactor = 3

  /// Creates a renderer for `window`. `fonts` must have the window's scale (use
  /// `FontCache(window:)`), or text comes out at the wrong size.
  package init(window: XWindow, fonts: FontCache) {
    self.window = window
    self.fonts = fonts
    metrics = fonts.metrics
    glyphPainter = GlyphPainter(fonts: fonts)
    coverage = CoverageBatch(display: window.display)
  }

  deinit {
    if let maskGC { XFreeGC(window.display.pointer, maskGC) }
    if let scratchMask { XFreePixmap(window.display.pointer, scratchMask.pixmap) }
  }

  /// Paints `frame` into the back buffer: its background, then its commands back to front.
  /// Unbalanced pops are ignored; clips and opacities still open at the end are dropped.
  ///
  /// When the buffer holds the frame this renderer drew last, only the damage between the two
  /// (`Frame.damage(from:to:metrics:)`, in pixels rounded outwards and grown by 1 for
  /// antialiasing) is cleared and repainted, every command clipped to it, and only that is
  /// marked for `XWindow.present` to copy. When it holds the frame before that (two buffers
  /// drawn in turn, `XWindow.swapBuffers`), the last frame's damage is repainted too: the two
  /// cover every pixel where the buffer's frame, the one on screen and the new one differ. The
  /// whole buffer is repainted for the first frame, after a resize, when the size or background
  /// changes, and when the damage covers more than `fullRedrawFraction` of the buffer.
  package func render(_ frame: Frame) {
    let buffer = window.backBuffer
    let dpy = window.display.pointer
    var background = premultiplied(frame.background, opacity: 1)
    background.alpha = 0xffff
    window.clearColor = background
    let isPartial = damagedPixels(from: buffer, to: frame)
    drawnBefore = lastDrawn
    lastDrawn = frame
    buffer.drawnFrame = frame
    buffer.drawnBy = self
    redrawsAll = !isPartial

    if isPartial {
      guard !redrawRects.isEmpty else {
        stats.unchangedFrames += 1
        stats.lastRectangleCount = 0
        stats.lastPixelsRedrawn = 0
        return
      }
      stats.partialRedraws += 1
      xRectangles.removeAll(keepingCapacity: true)
      for rect in redrawRects { xRectangles.append(xRectangle(rect)) }
      // The buffer keeps the clip a frame ends with: cleared through the clip the commands are
      // drawn with next (the same rectangles, which `applyClip` below finds set already: Xft
      // sends a clip only when it changes), rather than through none and then that clip, a
      // request less a frame.
      XftDrawSetClipRectangles(buffer.draw, 0, 0, &xRectangles, Int32(xRectangles.count))
      XRenderFillRectangles(
        dpy, PictOpSrc, buffer.picture, &background, &xRectangles, Int32(xRectangles.count))
      window.markDrawn(redrawRects)
    } else {
      stats.fullRedraws += 1
      redrawRects.removeAll(keepingCapacity: true)
      redrawRects.append(PixelRect(x: 0, y: 0, width: buffer.width, height: buffer.height))
      XftDrawSetClip(buffer.draw, nil)
      XRenderFillRectangle(
        dpy, PictOpSrc, buffer.picture, &background, 0, 0, UInt32(buffer.width),
        UInt32(buffer.height))
      window.markAllDrawn()
    }
    var area = 0
    for rect in redrawRects { area += rect.width * rect.height }
    stats.lastRectangleCount = redrawRects.count
    stats.lastPixelsRedrawn = area
    stats.pixelsRedrawn += area

    clipStack.removeAll(keepingCapacity: true)
    pathClips.removeAll(keepingCapacity: true)
    opacityStack.removeAll(keepingCapacity: true)
    clipStack.append(PixelRect(x: 0, y: 0, width: buffer.width, height: buffer.height))
    pathClips.append(nil)
    opacityStack.append(1)
    applyClip(buffer)

    for command in frame.commands {
      switch command {
      case .pushClip(let rect):
        clipStack.append(clip(rect).intersection(clipStack[clipStack.count - 1]))
        pathClips.append(pathClips[pathClips.count - 1])
        applyClip(buffer)
      case .pushClipPath(let outline):
        pushClipPath(outline, buffer: buffer)
        applyClip(buffer)
      case .popClip:
        if clipStack.count > 1 {
          clipStack.removeLast()
          pathClips.removeLast()
        }
        applyClip(buffer)
      case .pushOpacity(let opacity):
        opacityStack.append(opacityStack[opacityStack.count - 1] * min(max(opacity, 0), 1))
      case .popOpacity:
        if opacityStack.count > 1 { opacityStack.removeLast() }
      case .fill(let shape, let paint):
        guard isVisible else { continue }
        guard reachesClip(shape.bounds, margin: 1) else {
          stats.commandsSkipped += 1
          continue
        }
        fill(shape, paint: paint, opacity: opacityStack[opacityStack.count - 1], buffer: buffer)
      case .stroke(let outline, let stroke, let paint):
        guard isVisible else { continue }
        guard reachesClip(outline.bounds.outset(by: stroke.reach), margin: 1) else {
          stats.commandsSkipped += 1
          continue
        }
        guard stroke.width > 0,
          let source = sourcePicture(for: paint, opacity: opacityStack[opacityStack.count - 1])
        else { continue }
        let geometry = ShapeOutline.geometry(of: outline, stroke: stroke, scale: window.scale)
        composite(source, through: geometry, sigma: 0, buffer: buffer)
      case .shadow(let shape, let shadow):
        guard isVisible else { continue }
        // The blurred mask reaches `GaussianBlur.reach` beyond the shape.
        let sigma = max(0, shadow.radius * window.scale)
        var bounds = shape.bounds.outset(by: shadow.strokeReach)
        bounds.origin.x += shadow.offset.x
        bounds.origin.y += shadow.offset.y
        guard reachesClip(bounds, margin: GaussianBlur.reach(sigma: sigma)) else {
          stats.commandsSkipped += 1
          continue
        }
        drawShadow(shape, shadow: shadow, opacity: opacityStack[opacityStack.count - 1], buffer: buffer)
      case .text(let run):
        guard isVisible else { continue }
        drawText(run, opacity: opacityStack[opacityStack.count - 1], buffer: buffer)
      }
    }
    flushRectangles(buffer)
    stats.rectanglesBatched = rectangles.rectanglesSent
    stats.rectangleRequests = rectangles.requestsSent
    stats.spansMasked = coverage.spansSent
    stats.maskComposites = coverage.compositesSent
  }

  /// Works out the damage between the frame the back buffer holds and `frame` ahead of time
  /// (while the server waits for a vblank), so that a `render` of that same frame next starts
  /// drawing at once. Anything else rendered first makes it moot.
  package func prepare(_ frame: Frame) {
    preparedDamage = nil
    guard usesDamage, let old = lastDrawn else { return }
    preparedDamage = (old, frame, Frame.damage(from: old, to: frame, metrics: metrics))
  }

  /// The damage `prepare` worked out, and between which frames.
  private var preparedDamage: (old: Frame, new: Frame, damage: [Rect])?
  /// The frame this renderer drew last, into whichever buffer.
  private var lastDrawn: Frame?
  /// The frame it drew before `lastDrawn`.
  private var drawnBefore: Frame?
  /// The pixels repainted to go from `drawnBefore` to `lastDrawn` (nil: not known, as after a
  /// full redraw of a buffer that held neither).
  private var lastDamage: [PixelRect]?

  /// Forgets what the back buffers hold: the next `render` repaints all of the one it draws.
  package func invalidate() {
    window.backBuffer.drawnFrame = nil
    lastDrawn = nil
    drawnBefore = nil
    lastDamage = nil
  }

  /// Entries in the picture and mask caches (solid, gradient, coverage, shadow, line), for leak
  /// tests.
  package var cachedItemCount: Int {
    solidPictures.count + gradientPictures.count + coverageMasks.count + probationMasks.count
      + shadowMasks.count + glyphPainter.lineMaskCount
  }

  /// Whether text in a colour that is drawn again is composited through a mask of its glyphs
  /// kept on the server (`GlyphPainter.LineMask`); false draws every run's glyphs each time, for
  /// tests that compare the two.
  var drawsTextThroughLineMasks: Bool {
    get { glyphPainter.usesLineMasks }
    set { glyphPainter.usesLineMasks = newValue }
  }

  /// Line masks made since creation (`drawsTextThroughLineMasks`), for tests.
  var lineMasksMade: Int { glyphPainter.lineMasksMade }

  // MARK: - Damage

  /// Works out what to repaint for `frame`: true with `redrawRects` set (possibly empty) when
  /// only the damage since the buffer's last frame needs it, false for a full redraw.
  private func damagedPixels(from buffer: BackBuffer, to frame: Frame) -> Bool {
    let before = drawnBefore
    let beforeDamage = lastDamage
    lastDamage = nil
    defer { preparedDamage = nil }
    guard usesDamage, let old = lastDrawn else { return false }
    // A frame that does not fill the buffer exactly may paint outside its own canvas, where the
    // damage is not looked for.
    let scale = window.scale
    guard abs(frame.size.width * scale - Double(buffer.width)) < 0.5,
      abs(frame.size.height * scale - Double(buffer.height)) < 0.5, old.size == frame.size
    else { return false }
    // The damage since the last frame, kept for the next frame whichever buffer this one is
    // drawn into: a buffer a frame behind needs it.
    let damage: [Rect]
    if let prepared = preparedDamage, prepared.new == frame, prepared.old == old {
      damage = prepared.damage
    } else {
      damage = Frame.damage(from: old, to: frame, metrics: metrics)
    }
    let whole = PixelRect(x: 0, y: 0, width: buffer.width, height: buffer.height)
    redrawRects.removeAll(keepingCapacity: true)
    var area = 0
    for rect in damage {
      // Outwards to whole pixels, plus one for antialiasing that spills past the bounds.
      let x0 = clampToInt16((rect.minX * scale).rounded(.down) - 1)
      let y0 = clampToInt16((rect.minY * scale).rounded(.down) - 1)
      let x1 = clampToInt16((rect.maxX * scale).rounded(.up) + 1)
      let y1 = clampToInt16((rect.maxY * scale).rounded(.up) + 1)
      let pixels = PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).intersection(whole)
      guard !pixels.isEmpty else { continue }
      redrawRects.append(pixels)
      area += pixels.width * pixels.height
    }
    lastDamage = redrawRects
    guard buffer.drawnBy === self, let held = buffer.drawnFrame else { return false }
    // Frames that share their storage compare at once: the buffer's own frame, and a prepared
    // frame, are recognised for free.
    if held != old {
      // A buffer a frame behind also repaints what the last frame changed.
      guard let beforeDamage, before == held else { return false }
      for pixels in beforeDamage {
        redrawRects.append(pixels)
        area += pixels.width * pixels.height
      }
    }
    return Double(area) <= Self.fullRedrawFraction * Double(whole.width * whole.height)
  }

  /// True when the rectangle `rect` (points), grown by `margin` pixels, meets the clip in force.
  private func reachesClip(_ rect: Rect, margin: Double) -> Bool {
    let scale = window.scale
    guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else {
      return true
    }
    let x0 = clampToInt16((rect.minX * scale - margin).rounded(.down))
    let y0 = clampToInt16((rect.minY * scale - margin).rounded(.down))
    let x1 = clampToInt16((rect.maxX * scale + margin).rounded(.up))
    let y1 = clampToInt16((rect.maxY * scale + margin).rounded(.up))
    let bounds = PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    for clip in activeClip where !clip.intersection(bounds).isEmpty { return true }
    return false
  }

  // MARK: - State

  private var isVisible: Bool { !activeClip.isEmpty }

  private func clip(_ rect: Rect) -> PixelRect {
    let scale = window.scale
    let x0 = clampToInt16((rect.minX * scale).rounded())
    let y0 = clampToInt16((rect.minY * scale).rounded())
    let x1 = clampToInt16((rect.maxX * scale).rounded())
    let y1 = clampToInt16((rect.maxY * scale).rounded())
    return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
  }

  /// Clips the buffer's XftDraw (and so its Picture) to the pushed clips intersected with the
  /// rectangles being redrawn; no clip at all during a full redraw with nothing pushed.
  private func applyClip(_ buffer: BackBuffer) {
    flushRectangles(buffer)
    let top = clipStack[clipStack.count - 1]
    activeClip.removeAll(keepingCapacity: true)
    for rect in redrawRects {
      let visible = rect.intersection(top)
      if !visible.isEmpty { activeClip.append(visible) }
    }
    if redrawsAll && clipStack.count == 1 {
      XftDrawSetClip(buffer.draw, nil)
      return
    }
    guard !activeClip.isEmpty else { return }
    xRectangles.removeAll(keepingCapacity: true)
    for rect in activeClip { xRectangles.append(xRectangle(rect)) }
    XftDrawSetClipRectangles(buffer.draw, 0, 0, &xRectangles, Int32(xRectangles.count))
  }

  /// `rect` as an X rectangle (its coordinates are already within the 16-bit range).
  private func xRectangle(_ rect: PixelRect) -> XRectangle {
    XRectangle(
      x: Int16(clamping: rect.x), y: Int16(clamping: rect.y), width: UInt16(clamping: rect.width),
      height: UInt16(clamping: rect.height))
  }

  // MARK: - Fills

  private func fill(_ shape: Shape, paint: Paint, opacity: Double, buffer: BackBuffer) {
    if case .rect(let rect) = shape, pathClips[pathClips.count - 1] == nil {
      var solid: XRenderColor?
      if case .solid(let color) = paint {
        // A colour with no alpha paints nothing (and has no source Picture).
        solid = premultiplied(color, opacity: opacity)
        guard solid?.alpha != 0 else { return }
      }
      // Batched solid spans need no source Picture: it is looked up only for the others.
      var source: SourcePicture?
      if solid == nil || !batchesRectangles {
        guard let picture = sourcePicture(for: paint, opacity: opacity) else { return }
        source = picture
      }
      let scale = window.scale
      let (x0, x1) = (rect.minX * scale, rect.maxX * scale)
      let (y0, y1) = (rect.minY * scale, rect.maxY * scale)
      fillRect(
        minX: min(x0, x1), minY: min(y0, y1), maxX: max(x0, x1), maxY: max(y0, y1), source: source, solid: solid,
        buffer: buffer)
      return
    }
    guard let source = sourcePicture(for: paint, opacity: opacity) else { return }
    composite(source, through: ShapeOutline.geometry(of: shape, scale: window.scale), sigma: 0, buffer: buffer)
  }

  /// Fills the axis-aligned rectangle `minX…maxX` × `minY…maxY` (pixels) without a rasterised
  /// mask: its whole pixels in one maskless composite (or `XRenderFillRectangle` for a `solid`
  /// premultiplied colour), and each run of partly covered pixels along a fractional edge
  /// (and each corner) through a solid alpha mask of its coverage (`source`, nil only for a
  /// batched `solid` colour), the pixel's covered area
  /// rounded to 8 bits as the coverage rasteriser rounds it. At most nine requests, none of
  /// which creates a resource after the first fractional edge (`coveragePicture`). A `solid`
  /// colour sends none itself: its runs join the rectangle batch, the partly covered ones in the
  /// colour as the mask would leave it (`XRenderColor.through(coverage:)`), so consecutive
  /// solid rectangles cost one request per colour (`RectangleBatch`).
  private func fillRect(
    minX: Double, minY: Double, maxX: Double, maxY: Double, source: SourcePicture?, solid: XRenderColor?,
    buffer: BackBuffer
  ) {
    guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return }
    // Cutting to the buffer at whole pixels leaves every pixel inside it covered as before, and
    // keeps the coordinates within X's 16 bits.
    let x0 = max(minX, 0)
    let y0 = max(minY, 0)
    let x1 = min(maxX, Double(buffer.width))
    let y1 = min(maxY, Double(buffer.height))
    guard x1 > x0, y1 > y0 else { return }
    let dpy = window.display.pointer
    // A small solid rectangle joins the coverage batch (one mask and one composite for many);
    // a large one would make its upload large, and goes to the rectangle batch.
    let masked = solid != nil && batchesRectangles && (x1 - x0) * (y1 - y0) <= Self.coverageBatchArea
    if masked, let solid {
      // The nine spans in one go (`CoverageBatch.add(columns:rows:…)`): the pixels are the ones
      // a span at a time gives.
      spanColumns.removeAll(keepingCapacity: true)
      spanRows.removeAll(keepingCapacity: true)
      Self.forEachSpan(from: x0, to: x1) { spanColumns.append((Int($0), Int($1), $2)) }
      Self.forEachSpan(from: y0, to: y1) { spanRows.append((Int($0), Int($1), $2)) }
      if !rectangles.isEmpty { flushRectangles(buffer) }
      let size = (buffer.width, buffer.height)
      if !coverage.add(columns: spanColumns, rows: spanRows, color: solid, bufferWidth: size.0, bufferHeight: size.1) {
        flushRectangles(buffer)
        // An empty batch has nothing to meet.
        _ = coverage.add(columns: spanColumns, rows: spanRows, color: solid, bufferWidth: size.0, bufferHeight: size.1)
      }
      return
    }
    Self.forEachSpan(from: x0, to: x1) { x, width, coverageX in
      Self.forEachSpan(from: y0, to: y1) { y, height, coverageY in
        let level = Self.coverageLevel(coverageX, coverageY)
        guard level > 0 else { return }
        if level >= 255, var color = solid, !batchesRectangles {
          XRenderFillRectangle(
            dpy, PictOpOver, buffer.picture, &color, x, y, UInt32(width), UInt32(height))
        } else if let solid, batchesRectangles {
          let color = level >= 255 ? solid : solid.through(coverage: level)
          batchRectangle(
            XRectangle(
              x: Int16(clamping: x), y: Int16(clamping: y), width: UInt16(clamping: width),
              height: UInt16(clamping: height)), color: color,
            buffer: buffer)
        } else if let source {
          flushRectangles(buffer)
          let mask = level >= 255 ? 0 : coveragePicture(level).id
          XRenderComposite(
            dpy, PictOpOver, source.id, mask, buffer.picture, source.x(x), source.y(y), 0, 0, x,
            y, UInt32(width), UInt32(height))
        }
      }
    }
  }

  /// Queues the solid `rect` (pixels, within the buffer) in the premultiplied `color` for
  /// `flushRectangles`, sending what is queued first when it overlaps a rectangle of another
  /// colour there (see `RectangleBatch`).
  private func batchRectangle(_ rect: XRectangle, color: XRenderColor, buffer: BackBuffer) {
    // The two batches are never both pending, so neither can be sent out of order.
    if !coverage.isEmpty { flushRectangles(buffer) }
    if !rectangles.add(rect, color: color, width: buffer.width, height: buffer.height) {
      flushRectangles(buffer)
      // An empty batch has nothing to overlap.
      _ = rectangles.add(rect, color: color, width: buffer.width, height: buffer.height)
    }
  }

  /// The spans of the rectangle being batched (`fillRect`), kept to save allocations.
  private var spanColumns: [(start: Int, count: Int, share: Double)] = []
  private var spanRows: [(start: Int, count: Int, share: Double)] = []

  /// Sends the queued solid rectangles and coverage.
  private func flushRectangles(_ buffer: BackBuffer) {
    rectangles.flush(display: window.display.pointer, picture: buffer.picture)
    coverage.flush(to: buffer.picture) { color in solidPicture(premultiplied: color)?.id }
  }

  /// Calls `body` with the runs of pixels that the span `lo..<hi` (pixels, 0 ≤ lo < hi ≤
  /// 32767) covers alike: the first pixel (x, 1, covered share 0...1) when partly covered, the
  /// whole pixels (x, count, 1), and the last pixel when partly covered; one pixel with the
  /// share hi − lo when the span lies within it.
  private static func forEachSpan(
    from lo: Double, to hi: Double, _ body: (_ start: Int32, _ count: Int32, _ coverage: Double) -> Void
  ) {
    let first = lo.rounded(.down)
    let last = hi.rounded(.up)
    if last - first <= 1 {
      body(Int32(first), 1, hi - lo)
      return
    }
    let innerStart = lo.rounded(.up)
    let innerEnd = hi.rounded(.down)
    if innerStart > lo { body(Int32(first), 1, innerStart - lo) }
    if innerEnd > innerStart { body(Int32(innerStart), Int32(innerEnd - innerStart), 1) }
    if hi > innerEnd { body(Int32(innerEnd), 1, hi - innerEnd) }
  }

  /// The 8-bit coverage (0...255) of a pixel covered `shareX` across and `shareY` down (each
  /// 0...1, as `forEachSpan` gives them), rounded as the coverage rasteriser rounds it.
  static func coverageLevel(_ shareX: Double, _ shareY: Double) -> Int {
    Int((shareX * shareY * 255 + 0.5).rounded(.down))
  }

  /// The solid mask of coverage `level` (0...255, of 255). All 256 tiny solid-fill Pictures are
  /// made together on first use and kept, so the resources held do not grow afterwards.
  private func coveragePicture(_ level: Int) -> XPicture {
    if coveragePictures.isEmpty {
      let display = window.display
      coveragePictures = (0...255).map { level in
        // A 16-bit alpha of level × 257 is level exactly in the server's 8-bit arithmetic.
        var color = XRenderColor(red: 0, green: 0, blue: 0, alpha: UInt16(level * 257))
        return XPicture(display: display, id: XRenderCreateSolidFill(display.pointer, &color))
      }
    }
    return coveragePictures[min(max(level, 0), 255)]
  }

  private func drawShadow(_ shape: Shape, shadow: Shadow, opacity: Double, buffer: BackBuffer) {
    guard let solid = solidPicture(shadow.color, opacity: opacity) else { return }
    let source = SourcePicture(solid)
    if let stroke = shadow.stroke, case .outline(let line) = shape {
      // A stroke's shadow: the stroke's mask, moved by the offset and blurred.
      let geometry = ShapeOutline.geometry(of: line, stroke: stroke, scale: window.scale)
        .moved(dx: shadow.offset.x * window.scale, dy: shadow.offset.y * window.scale)
      composite(source, through: geometry, sigma: max(0, shadow.radius * window.scale), buffer: buffer)
      return
    }
    let outline = ShapeOutline.geometry(of: shape, scale: window.scale, offset: shadow.offset)
    // SwiftUI's `.shadow(radius:)` is taken as the Gaussian's standard deviation σ in points (see
    // `Shadow` and reference/swiftui-animation-math.md §3.1: OpenSwiftUI hands the radius to
    // CALayer.shadowRadius unchanged, and shadowRadius r is a CSS blur of 2r, i.e. σ = r).
    let sigma = max(0, shadow.radius * window.scale)
    guard sigma >= 0.1 else {
      composite(source, through: outline, sigma: 0, buffer: buffer)
      return
    }
    guard quantizesShadows else {
      composite(source, through: outline, sigma: sigma, buffer: buffer)
      return
    }
    // The shadow's mask is keyed and rasterised from the outline snapped to σ/40: an animated
    // shape then reuses the masks of earlier frames (see `ShadowQuantizer` for the error bound).
    guard let snapped = ShadowQuantizer.snap(outline, sigma: sigma) else { return }
    composite(
      source, key: MaskKey(geometry: snapped.geometry, sigma: sigma), originX: snapped.x,
      originY: snapped.y, buffer: buffer)
  }

  /// Composites `source` over the buffer through the (cached) coverage mask of `geometry`,
  /// blurred with `sigma` pixels when it is more than 0.
  private func composite(_ source: SourcePicture, through geometry: MaskGeometry, sigma: Double, buffer: BackBuffer) {
    guard let bounds = geometry.bounds else { return }
    let originX = bounds.minX.rounded(.down)
    let originY = bounds.minY.rounded(.down)
    let key = MaskKey(geometry: geometry.moved(dx: -originX, dy: -originY), sigma: sigma)
    composite(source, key: key, originX: Int(originX), originY: Int(originY), buffer: buffer)
  }

  /// Composites `source` over the buffer through the (cached) mask of `key`, whose geometry is
  /// relative to the whole pixel (`originX`, `originY`).
  private func composite(
    _ source: SourcePicture, key: MaskKey, originX: Int, originY: Int, buffer: BackBuffer
  ) {
    let mask: CachedMask
    if key.sigma > 0, let window = shadowWindow(for: key, originX: originX, originY: originY) {
      // Redrawn only in part: that part of the shadow, blurred (and cached) on its own, unless
      // the whole is cached. Looked up first, so that the frames of a repeating animation find
      // their parts with one look-up (a key hashes the shape's points).
      guard !window.isEmpty else { return }
      var part = key
      part.window = window
      guard let shadow = shadowMasks.value(for: part) ?? shadowMasks.value(for: key) ?? makeShadowMask(for: part)
      else { return }
      mask = shadow
    } else if key.sigma > 0 {
      guard let shadow = shadowMasks.value(for: key) ?? makeShadowMask(for: key) else { return }
      mask = shadow
    } else if let cached = coverageMask(for: key) {
      mask = cached
    } else {
      compositeUncached(source, key: key, originX: originX, originY: originY, buffer: buffer)
      return
    }
    compositeOver(source, mask: mask, originX: originX, originY: originY, buffer: buffer)
  }

  /// Composites `source` over the buffer through the cached `mask`, whose geometry is relative to
  /// the whole pixel (`originX`, `originY`).
  private func compositeOver(
    _ source: SourcePicture, mask: CachedMask, originX: Int, originY: Int, buffer: BackBuffer
  ) {
    let x = Int32(clamping: originX + mask.dx)
    let y = Int32(clamping: originY + mask.dy)
    compositeOver(source, mask: mask.picture.id, x: x, y: y, width: mask.width, height: mask.height, buffer: buffer)
  }

  /// During a partial redraw, for a plain coverage mask that is not cached: the part of the
  /// geometry's bounds (pixels relative to the origin) that is being redrawn, when it is less
  /// than half of them. A shape that changes every frame (the note as its corner folds) is then
  /// rasterised only where it is redrawn (and that part is cached as a mask of its own:
  /// `compositeUncached`).
  ///
  /// The part is the box of the redrawn rectangles each cut to the bounds first: a rectangle
  /// redrawn far away (the text panel during a reveal, while the note's corner folds) must not
  /// stretch it over the whole shape. With the text toggled every 1.5 s, the box of the
  /// rectangles themselves spanned the note in 177 of 300 frames, which rasterised the whole
  /// 311 × 146 note for an 84 × 83 corner.
  private func rasterWindow(for key: MaskKey, originX: Int, originY: Int) -> PixelRect? {
    guard !redrawsAll, let bounds = key.geometry.bounds else { return nil }
    // The geometry starts within a pixel of the origin: its bounds are about 0...max.
    let box = PixelRect(
      x: originX, y: originY, width: Int(bounds.maxX.rounded(.up)) + 1, height: Int(bounds.maxY.rounded(.up)) + 1)
    return redrawnPart(of: box, originX: originX, originY: originY)
  }

  /// During a partial redraw, for a shadow that is not cached whole: the part of its mask
  /// (pixels relative to the origin) that is being redrawn, when it is less than half of the
  /// mask, as for fills (`rasterWindow`). Only that part is then blurred
  /// (`GaussianBlur.blur(of:isEvenOdd:sigma:within:)`): a shadow that changes every frame
  /// (the note's, while its corner folds) costs its corner's area, not the whole shape's, and
  /// leaves the same pixels. Nil for blurs the server scales up (`serverScalingFactor`).
  private func shadowWindow(for key: MaskKey, originX: Int, originY: Int) -> PixelRect? {
    // A stroke's shadow is blurred whole (`makeShadowMask`): a fill's polygons are cut to a
    // part, a stroke's mask is not.
    if case .stroke = key.geometry { return nil }
    guard !redrawsAll, GaussianBlur.factor(sigma: key.sigma) < Self.serverScalingFactor,
      let bounds = key.geometry.bounds
    else { return nil }
    let margin = GaussianBlur.reach(sigma: key.sigma)
    let x0 = Int((bounds.minX - margin).rounded(.down))
    let y0 = Int((bounds.minY - margin).rounded(.down))
    let box = PixelRect(
      x: originX + x0, y: originY + y0, width: Int((bounds.maxX + margin).rounded(.up)) - x0,
      height: Int((bounds.maxY + margin).rounded(.up)) - y0)
    return redrawnPart(of: box, originX: originX, originY: originY)
  }

  /// The box of the parts of `box` (pixels) that the redrawn rectangles cover, relative to the
  /// origin (`originX`, `originY`), when it is less than half of `box`; empty when none does.
  ///
  /// The box of the redrawn rectangles each cut to `box` first: a rectangle redrawn far away
  /// (the text panel during a reveal, while the note's corner folds) must not stretch it over
  /// the whole shape.
  private func redrawnPart(of box: PixelRect, originX: Int, originY: Int) -> PixelRect? {
    var x0 = Int.max
    var y0 = Int.max
    var x1 = Int.min
    var y1 = Int.min
    for rect in activeClip {
      let part = rect.intersection(box)
      guard !part.isEmpty else { continue }
      x0 = min(x0, part.x)
      y0 = min(y0, part.y)
      x1 = max(x1, part.x + part.width)
      y1 = max(y1, part.y + part.height)
    }
    // No redrawn rectangle meets the shape: an empty window, which draws nothing.
    guard x0 < x1 else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
    let window = PixelRect(x: x0 - originX, y: y0 - originY, width: x1 - x0, height: y1 - y0)
    guard 2 * window.width * window.height < box.width * box.height else { return nil }
    return window
  }

  /// Composites through the plain coverage mask of `key`, which is not cached, sent through the
  /// scratch mask (`uploadToScratch`): rasterised only where it is redrawn when that is less
  /// than half of it (`rasterWindow`), else whole; either way put on probation, in case it is
  /// drawn again. A part comes back when the same shape is redrawn in the same place: a
  /// repeating animation's frames a cycle apart are the same frames (the display link times
  /// them on a grid of whole refresh periods), so the note's folding corner, which changes
  /// every frame, is rasterised only in its first cycles.
  private func compositeUncached(
    _ source: SourcePicture, key: MaskKey, originX: Int, originY: Int, buffer: BackBuffer
  ) {
    let window = rasterWindow(for: key, originX: originX, originY: originY)
    if let window, window.isEmpty { return }
    var key = key
    if let window {
      key.window = window
      if let part = coverageMask(for: key) {
        compositeOver(source, mask: part, originX: originX, originY: originY, buffer: buffer)
        return
      }
    }
    guard let coverage = key.geometry.rasterize(within: window), let picture = uploadToScratch(coverage) else {
      return
    }
    masksRasterized += 1
    stats.maskPixelsRasterized += coverage.width * coverage.height
    probationMasks.insert(coverage, for: key, cost: coverage.width * coverage.height)
    let x = Int32(clamping: originX + coverage.x)
    let y = Int32(clamping: originY + coverage.y)
    compositeOver(source, mask: picture, x: x, y: y, width: coverage.width, height: coverage.height, buffer: buffer)
  }

  // MARK: - Path clips

  /// A path clip in force: the coverage of the clip paths pushed so far, intersected, as an A8
  /// Picture whose corner is at (`x`, `y`) pixels.
  private struct PathClip {
    let picture: XPicture
    let coverage: CoverageMask
  }

  /// Pushes the clip of `outline` (points): its coverage within the buffer, times the path
  /// clip already in force, and its bounds as the rectangle clip (which text, drawn by Xft
  /// without a mask, is clipped to).
  private func pushClipPath(_ outline: Outline, buffer: BackBuffer) {
    let scale = window.scale
    let pixels = outline.mapped { Point(x: $0.x * scale, y: $0.y * scale) }
    let whole = PixelRect(x: 0, y: 0, width: buffer.width, height: buffer.height)
    let top = clipStack[clipStack.count - 1]
    var coverage = MaskGeometry.path(pixels).rasterize(within: whole)
    if let outer = pathClips[pathClips.count - 1], let inner = coverage {
      coverage = inner.intersected(with: outer.coverage)
    }
    guard let coverage, let picture = upload(coverage) else {
      // Nothing inside: an empty clip hides everything until the pop.
      clipStack.append(PixelRect(x: top.x, y: top.y, width: 0, height: 0))
      pathClips.append(nil)
      return
    }
    let bounds = PixelRect(x: coverage.x, y: coverage.y, width: coverage.width, height: coverage.height)
    clipStack.append(bounds.intersection(top))
    pathClips.append(PathClip(picture: picture, coverage: coverage))
  }

  /// Composites `source` over the buffer through `mask` (a Picture whose pixels line up with the
  /// buffer's from (`x`, `y`)), and through the path clip in force: the mask is copied into a
  /// scratch A8 Picture, multiplied by the clip there (`PictOpIn`), and used in its place.
  private func compositeOver(
    _ source: SourcePicture, mask: UInt, x: Int32, y: Int32, width: Int, height: Int, buffer: BackBuffer
  ) {
    let dpy = window.display.pointer
    flushRectangles(buffer)
    guard let clip = pathClips[pathClips.count - 1] else {
      XRenderComposite(
        dpy, PictOpOver, source.id, mask, buffer.picture, source.x(x), source.y(y), 0, 0, x, y, UInt32(width),
        UInt32(height))
      return
    }
    guard width > 0, height > 0 else { return }
    let pixmap = XCreatePixmap(dpy, window.display.root, UInt32(width), UInt32(height), 8)
    defer { XFreePixmap(dpy, pixmap) }
    let scratch = XPicture(display: window.display, id: XRenderCreatePicture(dpy, pixmap, window.display.alphaFormat, 0, nil))
    XRenderComposite(dpy, PictOpSrc, mask, 0, scratch.id, 0, 0, 0, 0, 0, 0, UInt32(width), UInt32(height))
    XRenderComposite(
      dpy, PictOpIn, clip.picture.id, 0, scratch.id, x - Int32(clamping: clip.coverage.x),
      y - Int32(clamping: clip.coverage.y), 0, 0, 0, 0, UInt32(width), UInt32(height))
    XRenderComposite(
      dpy, PictOpOver, source.id, scratch.id, buffer.picture, source.x(x), source.y(y), 0, 0, x, y, UInt32(width),
      UInt32(height))
  }

  /// Rasterises and blurs the shadow mask of `key` (σ more than 0), which is not cached, or
  /// the part of it in `key.window`, uploads it and caches it.
  private func makeShadowMask(for key: MaskKey) -> CachedMask? {
    // A fill's shadow is rasterised at the reduced resolution at once; a stroke's (the shadow of
    // a stroked shape, `Shadow.stroke`) is rasterised whole by cairo, then blurred.
    var coverage: CoverageMask
    var factor = 1
    guard let fill = key.geometry.fillPolygons else {
      guard case .stroke = key.geometry, let stroke = key.geometry.rasterize() else { return nil }
      stats.maskPixelsRasterized += stroke.width * stroke.height
      let reduced = GaussianBlur.reducedBlur(stroke, sigma: key.sigma)
      (coverage, factor) = forUpload(reduced.mask, reducedBy: reduced.factor)
      return cacheShadow(coverage, factor: factor, for: key)
    }
    if let window = key.window {
      // A part of the shadow (`shadowWindow`): blurred alone, or, where the part cannot be
      // (a sliver too thin to scale up alone), cut from the whole, which the caller found not
      // cached.
      guard let part = GaussianBlur.blur(of: fill.subpaths, isEvenOdd: fill.isEvenOdd, sigma: key.sigma, within: window)
      else {
        var whole = key
        whole.window = nil
        return makeShadowMask(for: whole)
      }
      stats.maskPixelsRasterized += part.rasterized
      coverage = part.mask
    } else {
      guard let reduced = GaussianBlur.reducedBlur(of: fill.subpaths, isEvenOdd: fill.isEvenOdd, sigma: key.sigma)
      else { return nil }
      stats.maskPixelsRasterized += reduced.rasterized
      (coverage, factor) = forUpload(reduced.mask, reducedBy: reduced.factor)
    }
    return cacheShadow(coverage, factor: factor, for: key)
  }

  /// A blurred mask made at 1/`factor` of the resolution, as it is uploaded: as it is, for the
  /// server to scale up, from `serverScalingFactor` on; else scaled up here (factor 1).
  private func forUpload(_ mask: CoverageMask, reducedBy factor: Int) -> (mask: CoverageMask, factor: Int) {
    if factor >= Self.serverScalingFactor { return (mask, factor) }
    return (factor > 1 ? GaussianBlur.upsample(mask, by: factor) : mask, 1)
  }

  /// Uploads a blurred shadow mask (at 1/`factor` of the resolution when the server scales it
  /// up) and caches it for `key`.
  private func cacheShadow(_ coverage: CoverageMask, factor: Int, for key: MaskKey) -> CachedMask? {
    masksRasterized += 1
    shadowsBlurred += 1
    guard let picture = upload(coverage, scaledUpBy: factor) else { return nil }
    let cached = CachedMask(
      picture: picture, dx: coverage.x, dy: coverage.y, width: coverage.width * factor,
      height: coverage.height * factor)
    shadowMasks.insert(cached, for: key, cost: coverage.width * coverage.height)
    return cached
  }

  /// The cached plain coverage mask of `key`: from the cache proper, or from probation, which
  /// it then leaves for the cache proper with a Picture of its own.
  private func coverageMask(for key: MaskKey) -> CachedMask? {
    if let cached = coverageMasks.value(for: key) { return cached }
    guard let (coverage, cost) = probationMasks.removeValue(for: key), let picture = upload(coverage) else {
      return nil
    }
    let cached = CachedMask(picture: picture, dx: coverage.x, dy: coverage.y, width: coverage.width, height: coverage.height)
    coverageMasks.insert(cached, for: key, cost: cost)
    return cached
  }

  /// Puts `mask` into the corner of the scratch mask (`scratchMask`, grown first when it is
  /// smaller) and returns the scratch Picture, whose pixels from (0, 0) are then the mask's:
  /// for the requests sent before the next call, as the server runs a client's requests in
  /// order.
  private func uploadToScratch(_ mask: CoverageMask) -> UInt? {
    let display = window.display
    let dpy = display.pointer
    guard mask.width > 0, mask.height > 0 else { return nil }
    if let scratch = scratchMask, scratch.width >= mask.width, scratch.height >= mask.height {
      // Large enough.
    } else {
      // Grown by at least a half each way, so that masks growing a little each frame do not
      // remake it every frame.
      let width = max(mask.width, (scratchMask?.width ?? 0) * 3 / 2, 64)
      let height = max(mask.height, (scratchMask?.height ?? 0) * 3 / 2, 64)
      if let old = scratchMask { XFreePixmap(dpy, old.pixmap) }
      let pixmap = XCreatePixmap(dpy, display.root, UInt32(width), UInt32(height), 8)
      let picture = XPicture(display: display, id: XRenderCreatePicture(dpy, pixmap, display.alphaFormat, 0, nil))
      scratchMask = (pixmap, picture, width, height)
    }
    guard let scratch = scratchMask else { return nil }
    if maskGC == nil { maskGC = XCreateGC(dpy, scratch.pixmap, 0, nil) }
    guard let gc = maskGC else { return nil }
    var alpha = mask.alpha
    guard
      display.putAlpha(
        &alpha, width: mask.width, height: mask.height, into: scratch.pixmap, gc: gc,
        region: PixelRect(x: 0, y: 0, width: mask.width, height: mask.height))
    else { return nil }
    return scratch.picture.id
  }

  /// Uploads `mask` into a new A8 Picture (through a depth-8 Pixmap, freed at once: the Picture
  /// keeps the server-side pixels).
  ///
  /// With `factor` more than 1 the Picture gets a 1/`factor` scale transform and the bilinear
  /// filter, so the server scales the mask up as it composites (`GaussianBlur.reducedBlur`).
  private func upload(_ mask: CoverageMask, scaledUpBy factor: Int = 1) -> XPicture? {
    let display = window.display
    let dpy = display.pointer
    let pixmap = XCreatePixmap(dpy, window.display.root, UInt32(mask.width), UInt32(mask.height), 8)
    defer { XFreePixmap(dpy, pixmap) }
    if maskGC == nil { maskGC = XCreateGC(dpy, pixmap, 0, nil) }
    guard let gc = maskGC else { return nil }
    var alpha = mask.alpha
    guard
      display.putAlpha(
        &alpha, width: mask.width, height: mask.height, into: pixmap, gc: gc,
        region: PixelRect(x: 0, y: 0, width: mask.width, height: mask.height))
    else { return nil }
    let picture = XRenderCreatePicture(dpy, pixmap, display.alphaFormat, 0, nil)
    if factor > 1 {
      // The transform maps composite coordinates to the Picture's: divide by the factor. A
      // destination pixel centre p + 0.5 samples the small mask at (p + 0.5)/f, between the
      // block centres at i + 0.5, as `GaussianBlur.blur`'s own upsampling does.
      let shrink = fixed(1 / Double(factor))
      let one = fixed(1)
      var transform = XTransform(
        matrix: ((shrink, 0, 0), (0, shrink, 0), (0, 0, one)))
      XRenderSetPictureTransform(dpy, picture, &transform)
      XRenderSetPictureFilter(dpy, picture, "bilinear", nil, 0)
    }
    return XPicture(display: display, id: picture)
  }

  // MARK: - Text

  private func drawText(_ run: TextRun, opacity: Double, buffer: BackBuffer) {
    flushRectangles(buffer)
    let alpha = min(max(run.opacity, 0), 1) * opacity
    guard alpha > 0, !activeClip.isEmpty else { return }
    if let transform = run.transform {
      drawTransformedText(run, transform: transform, alpha: alpha, buffer: buffer)
      return
    }
    guard let fill = glyphFill(run.paint, opacity: alpha) else { return }
    let scale = window.scale
    let sent = glyphPainter.draw(
      run, originX: (run.origin.x * scale).rounded(), originY: (run.origin.y * scale).rounded(),
      visible: activeClip, buffer: buffer, fill: fill, opacity: alpha,
      solid: { self.solidPicture(premultiplied: $0)?.id },
      opacityMask: { self.solidPicture(.white, opacity: alpha)?.id })
    if !sent { stats.commandsSkipped += 1 }
  }

  /// A run whose glyphs are turned (`TextRun.transform`): drawn upright at full strength, then
  /// turned onto the buffer at `alpha` (`GlyphPainter.drawTransformed`).
  private func drawTransformedText(_ run: TextRun, transform: TextTransform, alpha: Double, buffer: BackBuffer) {
    guard let fill = glyphFill(run.paint, opacity: 1), let white = solidPicture(.white, opacity: 1) else { return }
    let scale = window.scale
    // The perspective terms are per point; the painter works in pixels.
    var transform = transform
    transform.p /= scale
    transform.q /= scale
    glyphPainter.drawTransformed(
      run, transform: transform, originX: run.origin.x * scale, originY: run.origin.y * scale, buffer: buffer,
      fill: fill, opacityMask: alpha < 1 ? solidPicture(.white, opacity: alpha)?.id : nil, white: white.id,
      solid: { self.solidPicture(premultiplied: $0)?.id })
  }

  /// How glyphs are filled with `paint` at `opacity`: a premultiplied colour, or a gradient's
  /// Picture; nil when the gradient has no Picture.
  private func glyphFill(_ paint: Paint, opacity: Double) -> GlyphPainter.Fill? {
    switch paint {
    case .solid(let color):
      return .color(premultiplied(color, opacity: opacity))
    case .linearGradient, .radialGradient, .angularGradient:
      guard let source = sourcePicture(for: paint, opacity: opacity) else { return nil }
      return .picture(source.id, originX: source.originX, originY: source.originY)
    }
  }

  // MARK: - Sources

  private func sourcePicture(for paint: Paint, opacity: Double) -> SourcePicture? {
    if case .solid(let color) = paint {
      return solidPicture(color, opacity: opacity).map { SourcePicture($0) }
    }
    return gradientPicture(paint, opacity: opacity)
  }

  /// A cached solid-fill Picture of `color` with `opacity` multiplied into its alpha.
  private func solidPicture(_ color: Color, opacity: Double) -> XPicture? {
    solidPicture(premultiplied: premultiplied(color, opacity: opacity))
  }

  /// Most solid-fill Pictures kept: every alpha level of a few colours, so that text and
  /// shapes fading in and out (the reveal's lines, each a new alpha every frame) find theirs
  /// again at the next fade instead of making and freeing a Picture each frame.
  static let solidCacheCount = 512

  /// A cached solid-fill Picture of the premultiplied `value`; nil when it is transparent at
  /// 8 bits.
  ///
  /// Cached by the high byte of each channel, which is all the server paints with: it keeps a
  /// solid fill as a 32-bit ARGB value (the X server's `xRenderColorToCard32`, render/picture.c),
  /// and pixman's 8-bit paths, which composite into the 24- and 32-bit buffers, take the high
  /// bytes of a 16-bit colour too (`color_to_uint32`). Colours that agree in them paint the same
  /// pixels, so the first one's Picture serves them all.
  private func solidPicture(premultiplied value: XRenderColor) -> XPicture? {
    var value = value
    let key = UInt32(value.alpha >> 8) << 24 | UInt32(value.red >> 8) << 16 | UInt32(value.green >> 8) << 8
      | UInt32(value.blue >> 8)
    guard key >> 24 > 0 else { return nil }
    if let picture = solidPictures.value(for: key) { return picture }
    stats.solidPicturesCreated += 1
    let display = window.display
    let picture = XPicture(display: display, id: XRenderCreateSolidFill(display.pointer, &value))
    solidPictures.insert(picture, for: key)
    return picture
  }

  /// A gradient in window pixels, padded beyond its ends (as SwiftUI's gradients are), with
  /// `opacity` multiplied into every stop's alpha: an X Render linear gradient, a radial one
  /// (its scale in the Picture's transform), or a conical one (mirrored by the transform, as X
  /// Render's turns counter-clockwise on screen, from its start angle: `AngularGradient.fullTurn`).
  ///
  /// The Picture is cached by the gradient's shape relative to its anchor (`GradientKey`: the
  /// start of a linear gradient, the centre of the others) with the anchor at its origin; the
  /// anchor A (pixels) becomes the source's origin ⌊A⌋, and the Picture's transform moves it by
  /// the rest, A − ⌊A⌋. A gradient that only moves keeps its Picture and changes at most its
  /// transform.
  private func gradientPicture(_ paint: Paint, opacity: Double) -> SourcePicture? {
    let scale = window.scale
    let anchor: Point
    var shape: GradientKey.Shape?
    var stops: [GradientStop]
    switch paint {
    case .solid(let color):
      return solidPicture(color, opacity: opacity).map { SourcePicture($0) }
    case .linearGradient(let gradient):
      anchor = gradient.start
      stops = gradient.stops
      // The span from the difference, not from the two rounded ends, so it does not depend on
      // where the gradient is.
      let dx = fixed((gradient.end.x - gradient.start.x) * scale)
      let dy = fixed((gradient.end.y - gradient.start.y) * scale)
      // X Render rejects a gradient whose ends coincide (BadValue); it would be all last colour.
      guard dx != 0 || dy != 0 else { stops = Array(stops.suffix(1)); break }
      shape = .linear(dx: dx, dy: dy)
    case .radialGradient(let gradient):
      anchor = gradient.center
      stops = gradient.stops
      // The larger stretch goes into the radii and the transform shrinks the other axis, so
      // the transform's entries (1/stretch, at least 1) keep their precision in 16.16.
      let (sx, sy) = (gradient.scale.width, gradient.scale.height)
      let stretch = max(sx, sy)
      guard sx > 0, sy > 0, stretch.isFinite, min(sx, sy) / stretch > 1.0 / 32_768 else {
        stops = Array(stops.suffix(1))
        break
      }
      let start = fixed(max(0, gradient.startRadius) * stretch * scale)
      // Concentric circles of one radius give X Render nothing to interpolate (transparent):
      // the end goes out by 1/65536 pixel, a step from the first colour to the last.
      let end = max(fixed(max(0, gradient.endRadius) * stretch * scale), start + 1)
      shape = .radial(
        startRadius: start, endRadius: end, inverseScaleX: fixed(stretch / sx), inverseScaleY: fixed(stretch / sy))
    case .angularGradient(let gradient):
      anchor = gradient.center
      let turn = gradient.fullTurn
      stops = turn.stops
      let degrees = turn.startAngle * 180 / Double.pi
      guard degrees.isFinite else { stops = Array(stops.suffix(1)); break }
      shape = .conical(angle: fixed(degrees - 360 * (degrees / 360).rounded(.down)))
    }
    guard let last = stops.last else { return nil }
    guard stops.count > 1, let shape else {
      return solidPicture(last.color, opacity: opacity).map { SourcePicture($0) }
    }
    let key = GradientKey(shape: shape, stops: stops, opacity: opacity)
    let cached: CachedGradient
    if let hit = gradientPictures.value(for: key) {
      cached = hit
    } else {
      guard let made = makeGradient(key) else { return nil }
      cached = made
      gradientPictures.insert(made, for: key)
    }
    let anchorX = fixed(anchor.x * scale)
    let anchorY = fixed(anchor.y * scale)
    // Arithmetic shifts round towards −∞: the whole pixels, and a fraction in 0..<65536.
    let fractionX = anchorX & 0xffff
    let fractionY = anchorY & 0xffff
    if fractionX != cached.fractionX || fractionY != cached.fractionY {
      var transform = key.shape.transform(fractionX: fractionX, fractionY: fractionY)
      XRenderSetPictureTransform(window.display.pointer, cached.picture.id, &transform)
      cached.fractionX = fractionX
      cached.fractionY = fractionY
    }
    return SourcePicture(cached.picture, originX: anchorX >> 16, originY: anchorY >> 16)
  }

  /// Creates the gradient Picture for `key`, its anchor at (0, 0) pixels, padded, its
  /// transform the one for a zero fraction.
  private func makeGradient(_ key: GradientKey) -> CachedGradient? {
    guard key.stops.count > 1 else { return nil }
    var locations: [Int32] = []
    // Gradient stop colours are straight (not premultiplied) alpha, as X Render specifies.
    var colors: [XRenderColor] = []
    locations.reserveCapacity(key.stops.count)
    colors.reserveCapacity(key.stops.count)
    var previous: Int32 = 0
    for stop in key.stops {
      // Stops must lie in 0...1 and never decrease, or the server answers BadValue.
      let location = max(previous, fixed(min(max(stop.location, 0), 1)))
      previous = location
      locations.append(location)
      let c = stop.color
      colors.append(
        XRenderColor(
          red: channel(c.red), green: channel(c.green), blue: channel(c.blue),
          alpha: channel(c.alpha * key.opacity)))
    }
    let display = window.display
    let count = Int32(locations.count)
    let id: UInt
    switch key.shape {
    case .linear(let dx, let dy):
      guard dx != 0 || dy != 0 else { return nil }
      var line = XLinearGradient(p1: XPointFixed(x: 0, y: 0), p2: XPointFixed(x: dx, y: dy))
      id = XRenderCreateLinearGradient(display.pointer, &line, locations, colors, count)
    case .radial(let startRadius, let endRadius, _, _):
      var circles = XRadialGradient(
        inner: XCircle(x: 0, y: 0, radius: startRadius), outer: XCircle(x: 0, y: 0, radius: endRadius))
      id = XRenderCreateRadialGradient(display.pointer, &circles, locations, colors, count)
    case .conical(let angle):
      var cone = XConicalGradient(center: XPointFixed(x: 0, y: 0), angle: angle)
      id = XRenderCreateConicalGradient(display.pointer, &cone, locations, colors, count)
    }
    var attributes = XRenderPictureAttributes()
    attributes.repeat = RepeatPad
    XRenderChangePicture(display.pointer, id, UInt(CPRepeat), &attributes)
    var transform = key.shape.transform(fractionX: 0, fractionY: 0)
    XRenderSetPictureTransform(display.pointer, id, &transform)
    stats.gradientsCreated += 1
    return CachedGradient(picture: XPicture(display: display, id: id))
  }
}

/// `color` with `opacity` multiplied into its alpha, premultiplied, as 16-bit X Render channels.
private func premultiplied(_ color: Color, opacity: Double) -> XRenderColor {
  let alpha = min(max(color.alpha * opacity, 0), 1)
  return XRenderColor(
    red: channel(color.red * alpha), green: channel(color.green * alpha),
    blue: channel(color.blue * alpha), alpha: channel(alpha))
}

/// A 0...1 component as a 16-bit X Render channel.
private func channel(_ value: Double) -> UInt16 {
  UInt16((min(max(value, 0), 1) * 65535).rounded())
}

/// `value` in X Render's 16.16 fixed point (`XDoubleToFixed` is a macro Swift cannot import).
func fixed(_ value: Double) -> Int32 {
  // NaN and values beyond Int64 would trap in the conversion; X's fixed point spans ±32768.
  guard value.isFinite else { return 0 }
  return Int32(clamping: Int64((min(max(value, -32_768), 32_767) * 65536).rounded()))
}

/// Rounds a pixel coordinate into the range an X rectangle can hold.
private func clampToInt16(_ value: Double) -> Int {
  // max/min pass NaN through, and Int(NaN) traps.
  guard !value.isNaN else { return 0 }
  return Int(min(max(value, -32_768), 32_767))
}
