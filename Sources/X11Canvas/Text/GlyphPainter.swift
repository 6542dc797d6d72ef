import CX11
import Export
import Scenes
import TextShaping

/// Draws shaped text with Xft by glyph index (`XftDrawGlyphFontSpec` for a colour,
/// `XftGlyphFontSpecRender` for a gradient Picture), at the positions the shaper gave, so a run
/// lands exactly where layout measured it.
///
/// Only glyphs that can be seen are sent: those whose origin lies within the visible columns
/// widened by two em (the widest ink a glyph may have around its origin), and never more to one
/// request than the server's request size allows (`batchLimit`). A line of 200,000 characters
/// with no break therefore costs a few hundred glyphs, where sending it whole would exceed the X
/// request size limit (`XMaxRequestSize`, 256 KiB on X.Org without BIG-REQUESTS) and end in
/// `BadLength`.
final class GlyphPainter {
  /// How the glyphs are filled.
  enum Fill {
    /// A premultiplied colour, through the buffer's XftDraw (and its clip).
    case color(XRenderColor)
    /// A Picture composited through the glyphs onto the buffer's Picture, with the Picture's
    /// origin at (`originX`, `originY`) in the buffer.
    case picture(UInt, originX: Int32, originY: Int32)
  }

  /// The most glyphs sent in one `CompositeGlyphs` request: what the server's largest request
  /// (`XExtendedMaxRequestSize` with BIG-REQUESTS, else `XMaxRequestSize`, in 4-byte units)
  /// holds at 16 bytes a glyph (a 32-bit glyph id in an element of its own, the worst case),
  /// less the request header, and at most 4096.
  let batchLimit: Int

  private let fonts: FontCache
  private var specs: [XftGlyphFontSpec] = []
  private var colorSpecs: [XftGlyphFontSpec] = []

  /// Whether a run in a colour that is drawn again goes through its `LineMask` (see there);
  /// false draws every run's glyphs each time, for tests that compare the two.
  var usesLineMasks = true
  /// The line masks by run and glyph placement, in at most 8 MiB of A8 pixels.
  private var lineMasks = LRUCache<LineMask.Key, LineMask>(countLimit: 512, costLimit: 8 << 20)
  /// Runs drawn once, whose mask is made when they are drawn again (true), or that have none
  /// (false: colour glyphs, too many glyphs, too large): as `Renderer`'s probation masks, so
  /// that a run drawn once, or changed every frame, costs no mask.
  private var seenLines = LRUCache<LineMask.Key, Bool>(countLimit: 512)
  /// The white solid Picture a line mask's glyphs are added up with, made on first use.
  private var white: XPicture?
  /// Line masks made since creation, for tests.
  private(set) var lineMasksMade = 0
  /// Entries in the line mask cache, for leak tests.
  var lineMaskCount: Int { lineMasks.count }

  init(fonts: FontCache) {
    self.fonts = fonts
    let display = fonts.display.pointer
    let extended = Int(XExtendedMaxRequestSize(display))
    let units = extended > 0 ? extended : Int(XMaxRequestSize(display))
    batchLimit = min(4096, max(16, (units * 4 - 64) / 16))
  }

  /// Draws `run` with its baseline origin at (`originX`, `originY`) device pixels where it meets
  /// `visible`, the rectangles being redrawn (pixels, at least one). A run drawn through its
  /// line mask is sent only when the mask meets one of them: a line between two (the note's
  /// lines, between the switch and the folding corner) draws nothing. Otherwise only the
  /// glyphs whose origins fall within the span of `visible` (widened by two em) are sent.
  /// Returns false when nothing of the run was sent for lying outside what is redrawn. A
  /// line mask is composited with `solid`'s Picture of the fill's colour (nil: transparent).
  ///
  /// Glyphs of colour faces (emoji) keep their own colours, so the fill does not apply to them,
  /// but `opacity` does: Xft composites a colour glyph as its own source, without a mask, so at
  /// an opacity below 1 they are drawn into a scratch ARGB picture and composited from there
  /// through `opacityMask` (a solid picture whose alpha is `opacity`).
  func draw(
    _ run: TextRun, originX: Double, originY: Double, visible: [PixelRect], buffer: BackBuffer, fill: Fill,
    opacity: Double, solid: (XRenderColor) -> UInt?, opacityMask: () -> UInt?
  ) -> Bool {
    let shaped = fonts.shaper.shape(run.text[...], font: run.font, isRightToLeft: run.isRightToLeft)
    guard !shaped.glyphs.isEmpty, var span = visible.first else { return true }
    for rect in visible.dropFirst() { span = span.union(rect) }
    let em = max(1, run.font.size * fonts.scale)
    guard Double(span.y) - 2 * em <= originY, originY <= Double(span.y + span.height) + 2 * em else { return false }
    if case .color(let color) = fill, usesLineMasks,
      let mask = lineMask(shaped, originX: originX, originY: originY)
    {
      let x = Int(originX) + mask.x
      let y = Int(originY) + mask.y
      let bounds = PixelRect(x: x, y: y, width: mask.width, height: mask.height)
      guard visible.contains(where: { !$0.intersection(bounds).isEmpty }) else { return false }
      if abs(x) < 32_000, abs(y) < 32_000 {
        // A cached solid Picture of the colour (`solid`): Xft's own, which drawing the glyphs
        // would use, is one of a few it keeps, so a line fading in made and freed one each
        // frame.
        guard let source = solid(color) else { return true }
        XRenderComposite(
          fonts.display.pointer, PictOpOver, source, mask.picture.id, buffer.picture, 0, 0, 0, 0, Int32(x),
          Int32(y), UInt32(mask.width), UInt32(mask.height))
        return true
      }
    }
    let xftFonts = shaped.faces.map { fonts.xftFont(for: $0) }
    let minX = Double(span.x) - 2 * em
    let maxX = Double(span.x + span.width) + 2 * em
    specs.removeAll(keepingCapacity: true)
    colorSpecs.removeAll(keepingCapacity: true)
    for glyph in shaped.glyphs {
      let x = (originX + glyph.x).rounded()
      guard x >= minX, x <= maxX, let font = xftFonts[glyph.face] else { continue }
      let y = (originY + glyph.y).rounded()
      guard abs(x) < 32_000, abs(y) < 32_000 else { continue }
      let spec = XftGlyphFontSpec(
        font: font.font, glyph: FT_UInt(glyph.glyph), x: Int16(x), y: Int16(y))
      if shaped.faces[glyph.face].isColor {
        colorSpecs.append(spec)
      } else {
        specs.append(spec)
      }
    }
    send(specs, to: buffer.picture, buffer: buffer, fill: fill)
    guard !colorSpecs.isEmpty, let mask = opacityMask() else { return true }
    if opacity >= 1 {
      send(colorSpecs, to: buffer.picture, buffer: buffer, fill: .picture(mask, originX: 0, originY: 0))
    } else {
      drawFading(colorSpecs, em: Int(em.rounded(.up)), mask: mask, buffer: buffer)
    }
    return true
  }

  /// A run's glyphs added up once into an A8 Picture on the server, as the server adds them up
  /// for a `CompositeGlyphs` request before compositing its source through them: compositing
  /// the run's colour through this mask paints the pixels drawing the glyphs paints, in one
  /// composite. Drawing a run's glyphs costs the server a look-up and a composite per glyph
  /// and a scratch mask per request: the text was a quarter of the server's work in the
  /// examples (about 200 glyphs a frame during a reveal, and the note's lines each time its
  /// corner is redrawn).
  ///
  /// Keyed by the shaped run, so a run that moves or fades keeps its mask: its glyphs lie at
  /// the same whole-pixel offsets from every whole-pixel origin, unless one lies exactly on a
  /// half pixel (`ShapedText.hasHalfPixelOffsets`), whose mask is then keyed by the origin too.
  private final class LineMask {
    struct Key: Hashable {
      /// The `ShapedText` (kept alive by the mask, so the identifier is not reused).
      let shaped: ObjectIdentifier
      /// The run's origin in whole pixels for a run with half-pixel offsets, else 0.
      let x: Int
      let y: Int
    }
    let shaped: ShapedText
    let picture: XPicture
    /// The mask's corner relative to the run's origin, and its size, in pixels.
    let x: Int
    let y: Int
    let width: Int
    let height: Int

    init(shaped: ShapedText, picture: XPicture, x: Int, y: Int, width: Int, height: Int) {
      self.shaped = shaped
      self.picture = picture
      self.x = x
      self.y = y
      self.width = width
      self.height = height
    }
  }

  /// The mask of `shaped` drawn at the whole pixel (`originX`, `originY`): from the cache, or
  /// made now when the run was drawn before; nil to draw the glyphs (the first time, and for
  /// runs with colour glyphs, more glyphs than one request holds, or ink beyond 4096 × 1024
  /// pixels).
  private func lineMask(_ shaped: ShapedText, originX: Double, originY: Double)
    -> LineMask?
  {
    let key = LineMask.Key(
      shaped: ObjectIdentifier(shaped), x: shaped.hasHalfPixelOffsets ? Int(originX) : 0,
      y: shaped.hasHalfPixelOffsets ? Int(originY) : 0)
    if let mask = lineMasks.value(for: key), mask.shaped === shaped { return mask }
    guard let seen = seenLines.value(for: key) else {
      seenLines.insert(true, for: key)
      return nil
    }
    guard seen, let mask = makeLineMask(shaped, originX: originX, originY: originY) else {
      seenLines.insert(false, for: key)
      return nil
    }
    lineMasks.insert(mask, for: key, cost: mask.width * mask.height)
    return mask
  }

  /// Adds up the glyphs of `shaped`, placed as drawing it at the whole pixel (`originX`,
  /// `originY`) places them, into a new A8 Picture around their ink (`XftGlyphExtents`), in one
  /// request; nil when `lineMask` says so.
  private func makeLineMask(_ shaped: ShapedText, originX: Double, originY: Double) -> LineMask? {
    guard shaped.glyphs.count <= batchLimit, !shaped.faces.contains(where: \.isColor) else { return nil }
    let xftFonts = shaped.faces.map { fonts.xftFont(for: $0) }
    let display = fonts.display
    let dpy = display.pointer
    var glyphs: [XftGlyphFontSpec] = []
    glyphs.reserveCapacity(shaped.glyphs.count)
    var box = InkBox()
    for glyph in shaped.glyphs {
      guard let font = xftFonts[glyph.face] else { continue }
      // Each glyph's whole-pixel offset from the origin, rounded as `draw` rounds its place.
      let x = Int((originX + glyph.x).rounded() - originX)
      let y = Int((originY + glyph.y).rounded() - originY)
      let id = FT_UInt(glyph.glyph)
      box.add(id, of: font.font, at: x, y, display: dpy)
      glyphs.append(XftGlyphFontSpec(font: font.font, glyph: id, x: Int16(clamping: x), y: Int16(clamping: y)))
    }
    // A run of blanks (a space alone, as a numeric roll draws each character) has no ink:
    // its box is still empty, and its width would overflow.
    guard !box.isEmpty else { return nil }
    let (minX, minY, maxX, maxY) = (box.minX, box.minY, box.maxX, box.maxY)
    let width = maxX - minX
    let height = maxY - minY
    guard !glyphs.isEmpty, width > 0, height > 0, width <= 4096, height <= 1024, minX > -16_000, minY > -16_000,
      maxX < 16_000, maxY < 16_000
    else { return nil }
    if white == nil {
      var color = XRenderColor(red: 0xffff, green: 0xffff, blue: 0xffff, alpha: 0xffff)
      white = XPicture(display: display, id: XRenderCreateSolidFill(dpy, &color))
    }
    guard let white else { return nil }
    let pixmap = XCreatePixmap(dpy, display.root, UInt32(width), UInt32(height), 8)
    defer { XFreePixmap(dpy, pixmap) }
    let picture = XPicture(display: display, id: XRenderCreatePicture(dpy, pixmap, display.alphaFormat, 0, nil))
    var clear = XRenderColor(red: 0, green: 0, blue: 0, alpha: 0)
    XRenderFillRectangle(dpy, PictOpSrc, picture.id, &clear, 0, 0, UInt32(width), UInt32(height))
    for index in glyphs.indices {
      glyphs[index].x -= Int16(minX)
      glyphs[index].y -= Int16(minY)
    }
    glyphs.withUnsafeBufferPointer { all in
      guard let base = all.baseAddress else { return }
      XftGlyphFontSpecRender(
        dpy, PictOpAdd, white.id, picture.id, Int32(base.pointee.x), Int32(base.pointee.y), base, Int32(all.count))
    }
    lineMasksMade += 1
    return LineMask(shaped: shaped, picture: picture, x: minX, y: minY, width: width, height: height)
  }

  /// Draws colour glyphs at full strength into a scratch ARGB picture around them, then
  /// composites that onto the buffer through `mask`.
  private func drawFading(_ glyphs: [XftGlyphFontSpec], em: Int, mask: UInt, buffer: BackBuffer) {
    guard let first = glyphs.first else { return }
    var minX = Int(first.x)
    var maxX = minX
    var minY = Int(first.y)
    var maxY = minY
    for glyph in glyphs {
      minX = min(minX, Int(glyph.x))
      maxX = max(maxX, Int(glyph.x))
      minY = min(minY, Int(glyph.y))
      maxY = max(maxY, Int(glyph.y))
    }
    // A glyph's ink stays within two em of its origin.
    minX -= 2 * em
    minY -= 2 * em
    maxX += 2 * em
    maxY += 2 * em
    let width = maxX - minX
    let height = maxY - minY
    let dpy = fonts.display.pointer
    guard width > 0, height > 0, width < 32_768, height < 32_768, let (pixmap, scratch) = makeScratch(width: width, height: height)
    else { return }
    defer {
      XRenderFreePicture(dpy, scratch)
      XFreePixmap(dpy, pixmap)
    }
    var shifted = glyphs
    for index in shifted.indices {
      shifted[index].x = Int16(Int(shifted[index].x) - minX)
      shifted[index].y = Int16(Int(shifted[index].y) - minY)
    }
    send(shifted, to: scratch, buffer: buffer, fill: .picture(mask, originX: 0, originY: 0))
    XRenderComposite(
      dpy, PictOpOver, scratch, mask, buffer.picture, 0, 0, 0, 0, Int32(minX), Int32(minY),
      UInt32(width), UInt32(height))
  }

  /// Draws `run` turned by `transform` about its baseline origin, which lies at (`originX`,
  /// `originY`) device pixels: the glyphs are drawn upright at full strength into a scratch
  /// ARGB Picture around their ink, and that Picture is composited onto the buffer through
  /// `opacityMask` (nil: at full opacity), its X Render transform taking each pixel of the
  /// buffer back to the upright glyphs, filtered bilinearly. `fill` is the glyphs' fill at full
  /// opacity: a colour (`solid` gives its Picture) or a Picture, placed as for the upright run;
  /// colour glyphs are drawn with `white`. A run turned edge-on (the transform's determinant
  /// below 1/1000) shows nothing and draws nothing.
  func drawTransformed(
    _ run: TextRun, transform: TextTransform, originX: Double, originY: Double, buffer: BackBuffer, fill: Fill,
    opacityMask: UInt?, white: UInt, solid: (XRenderColor) -> UInt?
  ) {
    let det = transform.a * transform.d - transform.b * transform.c
    guard abs(det) >= 0.001 else { return }
    let shaped = fonts.shaper.shape(run.text[...], font: run.font, isRightToLeft: run.isRightToLeft)
    guard !shaped.glyphs.isEmpty else { return }
    let xftFonts = shaped.faces.map { fonts.xftFont(for: $0) }
    let display = fonts.display
    let dpy = display.pointer
    var plain: [XftGlyphFontSpec] = []
    var coloured: [XftGlyphFontSpec] = []
    var box = InkBox()
    for glyph in shaped.glyphs {
      guard let font = xftFonts[glyph.face] else { continue }
      let x = Int(glyph.x.rounded())
      let y = Int(glyph.y.rounded())
      guard abs(x) < 16_000, abs(y) < 16_000 else { continue }
      let id = FT_UInt(glyph.glyph)
      box.add(id, of: font.font, at: x, y, display: dpy)
      let spec = XftGlyphFontSpec(font: font.font, glyph: id, x: Int16(x), y: Int16(y))
      if shaped.faces[glyph.face].isColor { coloured.append(spec) } else { plain.append(spec) }
    }
    // The scratch holds the ink and a clear margin around it, so that every pixel the composite
    // samples lies at non-negative scratch coordinates: pixman's fetcher for a projective
    // transform divides by w as unsigned numbers (pixman 0.42's `bits_image_fetch_general`), so
    // a point left of or above the scratch's corner lands anywhere in it, and drew stray
    // columns of ink beside foreshortened text.
    let margin = 4
    let (minX, minY, maxX, maxY) = (box.minX - margin, box.minY - margin, box.maxX + margin, box.maxY + margin)
    let width = maxX - minX
    let height = maxY - minY
    // (Under a perspective, ink that reaches the viewer's plane or behind it is not drawn.)
    let ink = Rect(x: originX + Double(minX), y: originY + Double(minY), width: Double(width), height: Double(height))
    guard box.minX < box.maxX, box.minY < box.maxY, width <= 8192, height <= 4096,
      transform.smallestW(over: ink, about: Point(x: originX, y: originY)) > 0.05,
      let (pixmap, scratch) = makeScratch(width: width, height: height)
    else { return }
    defer {
      XRenderFreePicture(dpy, scratch)
      XFreePixmap(dpy, pixmap)
    }
    for index in plain.indices {
      plain[index].x -= Int16(minX)
      plain[index].y -= Int16(minY)
    }
    for index in coloured.indices {
      coloured[index].x -= Int16(minX)
      coloured[index].y -= Int16(minY)
    }
    // The scratch's pixel (0, 0) is the upright run's pixel (originX + minX, originY + minY).
    let upright = (x: Int32(originX.rounded()) + Int32(minX), y: Int32(originY.rounded()) + Int32(minY))
    switch fill {
    case .color(let color):
      if let source = solid(color) { send(plain, to: scratch, buffer: buffer, fill: .picture(source, originX: 0, originY: 0)) }
    case .picture(let picture, let pictureX, let pictureY):
      send(plain, to: scratch, buffer: buffer, fill: .picture(picture, originX: pictureX - upright.x, originY: pictureY - upright.y))
    }
    send(coloured, to: scratch, buffer: buffer, fill: .picture(white, originX: 0, originY: 0))

    // A buffer pixel p is p = O + F(q + m) for the scratch's q, with O the origin, m the ink's
    // corner and F(u) = L·u / (1 + n·u) the transform (L its linear part, n = (p, q) its
    // perspective, zero but under `rotation3DEffect`). So q + m = K·r / (1 − n·K·r) with
    // K = L⁻¹ and r = p − O, and in homogeneous coordinates q = (K·r − m·(1 − n·K·r), 1 − n·K·r):
    // linear in r, which is what an X Render transform is. Its source coordinates are p − Ō,
    // Ō the origin's whole pixel, which keeps the translation small: r = s − f, f the origin's
    // fraction of a pixel.
    let whole = (x: originX.rounded(), y: originY.rounded())
    let fraction = (x: originX - whole.x, y: originY - whole.y)
    let inverse = (a: transform.d / det, b: -transform.b / det, c: -transform.c / det, d: transform.a / det)
    // n·K·r = e·r.x + f·r.y
    let e = transform.p * inverse.a + transform.q * inverse.b
    let f = transform.p * inverse.c + transform.q * inverse.d
    let corner = (x: Double(minX), y: Double(minY))
    let row1 = (inverse.a + corner.x * e, inverse.c + corner.x * f)
    let row2 = (inverse.b + corner.y * e, inverse.d + corner.y * f)
    let row3 = (-e, -f)
    func constant(_ row: (Double, Double), _ base: Double) -> Double { base - row.0 * fraction.x - row.1 * fraction.y }
    var matrix = XTransform(
      matrix: (
        (fixed(row1.0), fixed(row1.1), fixed(constant(row1, -corner.x))),
        (fixed(row2.0), fixed(row2.1), fixed(constant(row2, -corner.y))),
        (fixed(row3.0), fixed(row3.1), fixed(constant(row3, 1)))
      ))
    XRenderSetPictureTransform(dpy, scratch, &matrix)
    XRenderSetPictureFilter(dpy, scratch, "bilinear", nil, 0)
    // Where the ink and two pixels round it land (pixels, about the origin), and a pixel around
    // for the filter: the pixels composited sample the scratch inside its clear margin, never
    // past its edge (where the scratch's own corners landed, a tilt of half a degree about the
    // x axis sampled left of its corner and drew a dotted column beside each line).
    let inner = Double(margin - 2)
    let landed = transform.bounds(
      of: Rect(x: ink.minX + inner, y: ink.minY + inner, width: ink.width - 2 * inner, height: ink.height - 2 * inner),
      about: Point(x: originX, y: originY))
    let left = max(0, Int(landed.minX.rounded(.down)) - 1)
    let top = max(0, Int(landed.minY.rounded(.down)) - 1)
    let right = min(buffer.width, Int(landed.maxX.rounded(.up)) + 1)
    let bottom = min(buffer.height, Int(landed.maxY.rounded(.up)) + 1)
    guard left < right, top < bottom else { return }
    XRenderComposite(
      dpy, PictOpOver, scratch, opacityMask ?? 0, buffer.picture, Int32(left) - Int32(whole.x), Int32(top) - Int32(whole.y),
      0, 0, Int32(left), Int32(top), UInt32(right - left), UInt32(bottom - top))
  }

  /// A new `width` × `height` ARGB Pixmap and its Picture, cleared; the caller frees both.
  private func makeScratch(width: Int, height: Int) -> (pixmap: UInt, picture: UInt)? {
    let display = fonts.display
    let dpy = display.pointer
    guard let format = XRenderFindStandardFormat(dpy, Int32(PictStandardARGB32)) else { return nil }
    let pixmap = XCreatePixmap(dpy, display.root, UInt32(width), UInt32(height), 32)
    let picture = XRenderCreatePicture(dpy, pixmap, format, 0, nil)
    var clear = XRenderColor(red: 0, green: 0, blue: 0, alpha: 0)
    XRenderFillRectangle(dpy, PictOpSrc, picture, &clear, 0, 0, UInt32(width), UInt32(height))
    return (pixmap, picture)
  }

  /// The box around glyphs' ink, in whole pixels from a run's origin, grown a glyph at a time
  /// (empty while `minX` is not below `maxX`).
  private struct InkBox {
    var minX = Int.max
    var minY = Int.max
    var maxX = Int.min
    var maxY = Int.min

    /// True until a glyph with ink was added.
    var isEmpty: Bool { minX > maxX }

    /// Adds the ink of `glyph` of `font` placed at (`x`, `y`): its image has its origin
    /// `ink.x`, `ink.y` from its top-left corner (`XftGlyphExtents`).
    mutating func add(_ glyph: FT_UInt, of font: UnsafeMutablePointer<XftFont>, at x: Int, _ y: Int, display: OpaquePointer) {
      var id = glyph
      var ink = XGlyphInfo()
      XftGlyphExtents(display, font, &id, 1, &ink)
      guard ink.width > 0, ink.height > 0 else { return }
      minX = min(minX, x - Int(ink.x))
      minY = min(minY, y - Int(ink.y))
      maxX = max(maxX, x - Int(ink.x) + Int(ink.width))
      maxY = max(maxY, y - Int(ink.y) + Int(ink.height))
    }
  }

  /// Sends `glyphs` in requests of at most `batchLimit`: a colour through the buffer's XftDraw,
  /// a Picture onto `target`.
  private func send(
    _ glyphs: [XftGlyphFontSpec], to target: UInt, buffer: BackBuffer, fill: Fill
  ) {
    let display = fonts.display.pointer
    var start = 0
    while start < glyphs.count {
      let count = min(batchLimit, glyphs.count - start)
      glyphs.withUnsafeBufferPointer { all in
        guard let base = all.baseAddress?.advanced(by: start) else { return }
        switch fill {
        case .color(let color):
          var xftColor = XftColor(pixel: 0, color: color)
          XftDrawGlyphFontSpec(buffer.draw, &xftColor, base, Int32(count))
        case .picture(let picture, let pictureX, let pictureY):
          // The source position of the first glyph's origin less the Picture's origin puts the
          // Picture in buffer space.
          XftGlyphFontSpecRender(
            display, PictOpOver, picture, target,
            Int32(base.pointee.x) - pictureX, Int32(base.pointee.y) - pictureY, base,
            Int32(count))
        }
      }
      start += count
    }
  }
}
