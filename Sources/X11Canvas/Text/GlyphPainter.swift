import CX11
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

  init(fonts: FontCache) {
    self.fonts = fonts
    let display = fonts.display.pointer
    let extended = Int(XExtendedMaxRequestSize(display))
    let units = extended > 0 ? extended : Int(XMaxRequestSize(display))
    batchLimit = min(4096, max(16, (units * 4 - 64) / 16))
  }

  /// Draws `run` with its baseline origin at (`originX`, `originY`) device pixels, sending only
  /// the glyphs whose origins fall within `visibleX` (pixels, widened by two em).
  ///
  /// Glyphs of colour faces (emoji) keep their own colours, so the fill does not apply to them,
  /// but `opacity` does: Xft composites a colour glyph as its own source, without a mask, so at
  /// an opacity below 1 they are drawn into a scratch ARGB picture and composited from there
  /// through `opacityMask` (a solid picture whose alpha is `opacity`).
  func draw(
    _ run: TextRun, originX: Double, originY: Double, visibleX: ClosedRange<Int>,
    visibleY: ClosedRange<Int>, buffer: BackBuffer, fill: Fill, opacity: Double,
    opacityMask: () -> UInt?
  ) {
    let shaped = fonts.shaper.shape(run.text[...], font: run.font, isRightToLeft: run.isRightToLeft)
    guard !shaped.glyphs.isEmpty else { return }
    let em = max(1, run.font.size * fonts.scale)
    guard Double(visibleY.lowerBound) - 2 * em <= originY,
      originY <= Double(visibleY.upperBound) + 2 * em
    else { return }
    let xftFonts = shaped.faces.map { fonts.xftFont(for: $0) }
    let minX = Double(visibleX.lowerBound) - 2 * em
    let maxX = Double(visibleX.upperBound) + 2 * em
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
    guard !colorSpecs.isEmpty, let mask = opacityMask() else { return }
    if opacity >= 1 {
      send(colorSpecs, to: buffer.picture, buffer: buffer, fill: .picture(mask, originX: 0, originY: 0))
    } else {
      drawFading(colorSpecs, em: Int(em.rounded(.up)), mask: mask, buffer: buffer)
    }
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
    let display = fonts.display
    let dpy = display.pointer
    guard width > 0, height > 0, width < 32_768, height < 32_768,
      let format = XRenderFindStandardFormat(dpy, Int32(PictStandardARGB32))
    else { return }
    let pixmap = XCreatePixmap(dpy, display.root, UInt32(width), UInt32(height), 32)
    defer { XFreePixmap(dpy, pixmap) }
    let scratch = XRenderCreatePicture(dpy, pixmap, format, 0, nil)
    defer { XRenderFreePicture(dpy, scratch) }
    var clear = XRenderColor(red: 0, green: 0, blue: 0, alpha: 0)
    XRenderFillRectangle(dpy, PictOpSrc, scratch, &clear, 0, 0, UInt32(width), UInt32(height))
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
