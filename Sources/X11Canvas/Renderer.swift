import CX11
import Scenes

/// Draws `Frame`s (points, scaled to pixels by the window's scale) into a window's back buffer
/// with Xft and X Render.
///
/// - Text: Xft glyphs with per-character fallback fonts; solid colours are premultiplied (X Render
///   solid colours are), gradients are X Render linear gradients laid out in window space.
/// - Fills: rectangles on whole pixels are filled directly; every other shape goes through an A8
///   coverage mask rasterised on the client (exact-area antialiasing) and cached by outline.
/// - Shadows: the shape's coverage blurred once on the client with a Gaussian of σ = radius ×
///   scale pixels, cached by outline and σ, then used as the mask for the shadow colour.
/// - Opacity groups: the group's opacity is multiplied into each command inside it. That equals
///   compositing the group as a layer wherever its commands do not overlap one another (as in the
///   preview's scenes); where they overlap, the lower one shows through slightly more.
/// - Clips: the intersection of the pushed rectangles, rounded to whole pixels.
///
/// Pictures and masks are cached in bounded LRU caches, so an endless animation whose shapes
/// never repeat exactly keeps a constant number of X resources.
public final class Renderer {
  /// The window whose back buffer is drawn into.
  public let window: XWindow
  /// The fonts, shared with `XftTextMetrics` so layout matches drawing.
  public let fonts: FontCache

  private var solidPictures = LRUCache<[UInt16], XPicture>(countLimit: 64)
  private var gradientPictures = LRUCache<GradientKey, XPicture>(countLimit: 32)
  private var coverageMasks = LRUCache<MaskKey, CachedMask>(countLimit: 128, costLimit: 16 << 20)
  private var shadowMasks = LRUCache<MaskKey, CachedMask>(countLimit: 32, costLimit: 32 << 20)
  /// A GC for depth-8 pixmaps (mask uploads), made on first use.
  private var maskGC: OpaquePointer?
  private var clipStack: [PixelRect] = []
  private var opacityStack: [Double] = []

  /// Coverage rasterisations and shadow blurs done so far (cache misses), for tests and stats.
  public private(set) var masksRasterized = 0
  /// Shadow blurs done so far (cache misses).
  public private(set) var shadowsBlurred = 0

  /// Creates a renderer for `window`. `fonts` must have the window's scale (use
  /// `FontCache(window:)`), or text comes out at the wrong size.
  public init(window: XWindow, fonts: FontCache) {
    self.window = window
    self.fonts = fonts
  }

  deinit {
    if let maskGC { XFreeGC(window.display.pointer, maskGC) }
  }

  /// Clears the back buffer to `frame.background` and paints `frame.commands` back to front.
  /// Unbalanced pops are ignored; clips and opacities still open at the end are dropped.
  public func render(_ frame: Frame) {
    let buffer = window.backBuffer
    let dpy = window.display.pointer
    var background = premultiplied(frame.background, opacity: 1)
    background.alpha = 0xffff
    window.clearColor = background
    XftDrawSetClip(buffer.draw, nil)
    XRenderFillRectangle(
      dpy, PictOpSrc, buffer.picture, &background, 0, 0, UInt32(buffer.width),
      UInt32(buffer.height))
    clipStack.removeAll(keepingCapacity: true)
    opacityStack.removeAll(keepingCapacity: true)
    clipStack.append(PixelRect(x: 0, y: 0, width: buffer.width, height: buffer.height))
    opacityStack.append(1)

    for command in frame.commands {
      switch command {
      case .pushClip(let rect):
        clipStack.append(clip(rect).intersection(clipStack[clipStack.count - 1]))
        applyClip(buffer)
      case .popClip:
        if clipStack.count > 1 { clipStack.removeLast() }
        applyClip(buffer)
      case .pushOpacity(let opacity):
        opacityStack.append(opacityStack[opacityStack.count - 1] * min(max(opacity, 0), 1))
      case .popOpacity:
        if opacityStack.count > 1 { opacityStack.removeLast() }
      case .fill(let shape, let paint):
        guard isVisible else { continue }
        fill(shape, paint: paint, opacity: opacityStack[opacityStack.count - 1], buffer: buffer)
      case .shadow(let shape, let shadow):
        guard isVisible else { continue }
        drawShadow(shape, shadow: shadow, opacity: opacityStack[opacityStack.count - 1], buffer: buffer)
      case .text(let run):
        guard isVisible else { continue }
        drawText(run, opacity: opacityStack[opacityStack.count - 1], buffer: buffer)
      }
    }
    XftDrawSetClip(buffer.draw, nil)
  }

  /// Entries in the picture and mask caches (solid, gradient, coverage, shadow), for leak tests.
  public var cachedItemCount: Int {
    solidPictures.count + gradientPictures.count + coverageMasks.count + shadowMasks.count
  }

  // MARK: - State

  private var isVisible: Bool { !clipStack[clipStack.count - 1].isEmpty }

  private func clip(_ rect: Rect) -> PixelRect {
    let scale = window.scale
    let x0 = clampToInt16((rect.minX * scale).rounded())
    let y0 = clampToInt16((rect.minY * scale).rounded())
    let x1 = clampToInt16((rect.maxX * scale).rounded())
    let y1 = clampToInt16((rect.maxY * scale).rounded())
    return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
  }

  private func applyClip(_ buffer: BackBuffer) {
    let rect = clipStack[clipStack.count - 1]
    if clipStack.count == 1 || rect.isEmpty {
      XftDrawSetClip(buffer.draw, nil)
      return
    }
    var xRect = XRectangle(
      x: Int16(rect.x), y: Int16(rect.y), width: UInt16(rect.width), height: UInt16(rect.height))
    XftDrawSetClipRectangles(buffer.draw, 0, 0, &xRect, 1)
  }

  // MARK: - Fills

  private func fill(_ shape: Shape, paint: Paint, opacity: Double, buffer: BackBuffer) {
    guard let source = sourcePicture(for: paint, opacity: opacity) else { return }
    let dpy = window.display.pointer
    let outline = ShapeOutline.pixels(of: shape, scale: window.scale)
    if case .rect = shape, let rect = wholePixelRect(outline) {
      if case .solid(let color) = paint {
        var premultipliedColor = premultiplied(color, opacity: opacity)
        XRenderFillRectangle(
          dpy, PictOpOver, buffer.picture, &premultipliedColor, Int32(rect.x), Int32(rect.y),
          UInt32(rect.width), UInt32(rect.height))
      } else {
        XRenderComposite(
          dpy, PictOpOver, source.id, 0, buffer.picture, Int32(rect.x), Int32(rect.y), 0, 0,
          Int32(rect.x), Int32(rect.y), UInt32(rect.width), UInt32(rect.height))
      }
      return
    }
    composite(source, through: outline, sigma: 0, buffer: buffer)
  }

  private func drawShadow(_ shape: Shape, shadow: Shadow, opacity: Double, buffer: BackBuffer) {
    guard let source = solidPicture(shadow.color, opacity: opacity) else { return }
    let outline = ShapeOutline.pixels(of: shape, scale: window.scale, offset: shadow.offset)
    // SwiftUI's `.shadow(radius:)` is taken as the Gaussian's standard deviation σ in points (see
    // `Shadow` and reference/swiftui-animation-math.md §3.1: OpenSwiftUI hands the radius to
    // CALayer.shadowRadius unchanged, and shadowRadius r is a CSS blur of 2r, i.e. σ = r).
    let sigma = max(0, shadow.radius * window.scale)
    composite(source, through: outline, sigma: sigma < 0.1 ? 0 : sigma, buffer: buffer)
  }

  /// Composites `source` over the buffer through the (cached) coverage mask of `outline`,
  /// blurred with `sigma` pixels when it is more than 0.
  private func composite(_ source: XPicture, through outline: [Point], sigma: Double, buffer: BackBuffer) {
    guard let first = outline.first else { return }
    var minX = first.x
    var minY = first.y
    for point in outline {
      minX = min(minX, point.x)
      minY = min(minY, point.y)
    }
    guard minX.isFinite, minY.isFinite, abs(minX) < 1e6, abs(minY) < 1e6 else { return }
    let originX = minX.rounded(.down)
    let originY = minY.rounded(.down)
    let key = MaskKey(
      outline: outline.map { Point(x: $0.x - originX, y: $0.y - originY) }, sigma: sigma)
    guard let mask = mask(for: key) else { return }
    let x = Int32(originX) + Int32(mask.dx)
    let y = Int32(originY) + Int32(mask.dy)
    XRenderComposite(
      window.display.pointer, PictOpOver, source.id, mask.picture.id, buffer.picture, x, y, 0, 0,
      x, y, UInt32(mask.width), UInt32(mask.height))
  }

  private func mask(for key: MaskKey) -> CachedMask? {
    if key.sigma > 0 {
      if let cached = shadowMasks.value(for: key) { return cached }
    } else if let cached = coverageMasks.value(for: key) {
      return cached
    }
    guard var coverage = CoverageRasterizer.rasterize(key.outline) else { return nil }
    masksRasterized += 1
    if key.sigma > 0 {
      coverage = GaussianBlur.blur(coverage, sigma: key.sigma)
      shadowsBlurred += 1
    }
    guard let picture = upload(coverage) else { return nil }
    let cached = CachedMask(
      picture: picture, dx: coverage.x, dy: coverage.y, width: coverage.width,
      height: coverage.height)
    let cost = coverage.width * coverage.height
    if key.sigma > 0 {
      shadowMasks.insert(cached, for: key, cost: cost)
    } else {
      coverageMasks.insert(cached, for: key, cost: cost)
    }
    return cached
  }

  /// Uploads `mask` into a new A8 Picture (through a depth-8 Pixmap, freed at once: the Picture
  /// keeps the server-side pixels).
  private func upload(_ mask: CoverageMask) -> XPicture? {
    let display = window.display
    let dpy = display.pointer
    let pixmap = XCreatePixmap(dpy, window.id, UInt32(mask.width), UInt32(mask.height), 8)
    defer { XFreePixmap(dpy, pixmap) }
    if maskGC == nil { maskGC = XCreateGC(dpy, pixmap, 0, nil) }
    guard let gc = maskGC else { return nil }
    var alpha = mask.alpha
    let uploaded = alpha.withUnsafeMutableBytes { bytes -> Bool in
      guard let base = bytes.baseAddress?.assumingMemoryBound(to: CChar.self),
        let image = XCreateImage(
          dpy, display.visual, 8, ZPixmap, 0, base, UInt32(mask.width), UInt32(mask.height), 8,
          Int32(mask.width))
      else { return false }
      XPutImage(dpy, pixmap, gc, image, 0, 0, 0, 0, UInt32(mask.width), UInt32(mask.height))
      // The bytes belong to `alpha`: detach them so destroying the image frees only the header.
      image.pointee.data = nil
      _ = image.pointee.f.destroy_image(image)
      return true
    }
    guard uploaded else { return nil }
    let picture = XRenderCreatePicture(dpy, pixmap, display.alphaFormat, 0, nil)
    return XPicture(display: display, id: picture)
  }

  /// The rectangle when `outline` is an axis-aligned rectangle on whole pixels.
  private func wholePixelRect(_ outline: [Point]) -> PixelRect? {
    guard outline.count == 4 else { return nil }
    let xs = outline.map(\.x)
    let ys = outline.map(\.y)
    guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else {
      return nil
    }
    for value in [x0, x1, y0, y1] where abs(value - value.rounded()) > 1e-9 || abs(value) > 30_000 {
      return nil
    }
    guard x1 > x0, y1 > y0 else { return nil }
    return PixelRect(x: Int(x0), y: Int(y0), width: Int(x1 - x0), height: Int(y1 - y0))
  }

  // MARK: - Text

  private func drawText(_ run: TextRun, opacity: Double, buffer: BackBuffer) {
    let alpha = min(max(run.opacity, 0), 1) * opacity
    guard alpha > 0 else { return }
    let dpy = window.display.pointer
    let scale = window.scale
    let originX = (run.origin.x * scale).rounded()
    let originY = (run.origin.y * scale).rounded()
    guard abs(originX) < 30_000, abs(originY) < 30_000 else { return }
    var x = Int32(originX)
    let y = Int32(originY)
    let set = fonts.fontSet(for: run.font)
    switch run.paint {
    case .solid(let color):
      var xftColor = XftColor(pixel: 0, color: premultiplied(color, opacity: alpha))
      set.forEachSegment(of: run.text[...]) { font, characters in
        guard let base = characters.baseAddress else { return }
        XftDrawString32(buffer.draw, &xftColor, font.font, x, y, base, Int32(characters.count))
        x += Int32(font.advance(base, count: characters.count))
      }
    case .linearGradient:
      guard let source = sourcePicture(for: run.paint, opacity: alpha) else { return }
      set.forEachSegment(of: run.text[...]) { font, characters in
        guard let base = characters.baseAddress else { return }
        // Source coordinates equal to the glyph origin put the gradient in window space.
        XftTextRender32(
          dpy, PictOpOver, source.id, font.font, buffer.picture, x, y, x, y, base,
          Int32(characters.count))
        x += Int32(font.advance(base, count: characters.count))
      }
    }
  }

  // MARK: - Sources

  private func sourcePicture(for paint: Paint, opacity: Double) -> XPicture? {
    switch paint {
    case .solid(let color):
      return solidPicture(color, opacity: opacity)
    case .linearGradient(let gradient):
      return gradientPicture(gradient, opacity: opacity)
    }
  }

  /// A cached solid-fill Picture of `color` with `opacity` multiplied into its alpha.
  private func solidPicture(_ color: Color, opacity: Double) -> XPicture? {
    var value = premultiplied(color, opacity: opacity)
    guard value.alpha > 0 else { return nil }
    let key = [value.red, value.green, value.blue, value.alpha]
    if let picture = solidPictures.value(for: key) { return picture }
    let display = window.display
    let picture = XPicture(display: display, id: XRenderCreateSolidFill(display.pointer, &value))
    solidPictures.insert(picture, for: key)
    return picture
  }

  /// A cached linear-gradient Picture in window pixels, padded beyond its ends (as SwiftUI's
  /// gradients are), with `opacity` multiplied into every stop's alpha.
  private func gradientPicture(_ gradient: LinearGradient, opacity: Double) -> XPicture? {
    guard let last = gradient.stops.last else { return nil }
    let scale = window.scale
    let points = [gradient.start.x, gradient.start.y, gradient.end.x, gradient.end.y].map {
      fixed($0 * scale)
    }
    // X Render rejects a gradient whose ends coincide (BadValue); it would be all last colour.
    guard gradient.stops.count > 1, points[0] != points[2] || points[1] != points[3] else {
      return solidPicture(last.color, opacity: opacity)
    }
    var locations: [Int32] = []
    var colors: [UInt16] = []
    var previous: Int32 = 0
    for stop in gradient.stops {
      // Stops must lie in 0...1 and never decrease, or the server answers BadValue.
      let location = max(previous, fixed(min(max(stop.location, 0), 1)))
      previous = location
      locations.append(location)
      let c = stop.color
      colors += [
        channel(c.red), channel(c.green), channel(c.blue), channel(c.alpha * opacity),
      ]
    }
    let key = GradientKey(points: points, locations: locations, colors: colors)
    if let picture = gradientPictures.value(for: key) { return picture }
    var line = XLinearGradient(
      p1: XPointFixed(x: points[0], y: points[1]), p2: XPointFixed(x: points[2], y: points[3]))
    // Gradient stop colours are straight (not premultiplied) alpha, as X Render specifies.
    let stopColors = stride(from: 0, to: colors.count, by: 4).map {
      XRenderColor(red: colors[$0], green: colors[$0 + 1], blue: colors[$0 + 2], alpha: colors[$0 + 3])
    }
    let display = window.display
    let id = XRenderCreateLinearGradient(
      display.pointer, &line, locations, stopColors, Int32(locations.count))
    var attributes = XRenderPictureAttributes()
    attributes.repeat = RepeatPad
    XRenderChangePicture(display.pointer, id, UInt(CPRepeat), &attributes)
    let picture = XPicture(display: display, id: id)
    gradientPictures.insert(picture, for: key)
    return picture
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
private func fixed(_ value: Double) -> Int32 {
  Int32(clamping: Int64((value * 65536).rounded()))
}

/// Rounds a pixel coordinate into the range an X rectangle can hold.
private func clampToInt16(_ value: Double) -> Int {
  Int(min(max(value, -32_768), 32_767))
}
