import CX11
import Scenes
import TextShaping

/// Draws shaped text with Xft by glyph index (`XftDrawGlyphFontSpec` for a colour,
/// `XftGlyphFontSpecRender` for a gradient Picture), at the positions the shaper gave, so a run
/// lands exactly where layout measured it.
///
/// Only glyphs that can be seen are sent: those whose origin lies within the visible columns
/// widened by two em (the widest ink a glyph may have around its origin), and at most
/// `batchLimit` to a request. A line of 200,000 characters with no break therefore costs a few
/// hundred glyphs and never meets the X request size limit (`XMaxRequestSize`: 256 KiB without
/// BIG-REQUESTS, which a `CompositeGlyphs` request of ~130,000 glyphs exceeds).
final class GlyphPainter {
  /// How the glyphs are filled.
  enum Fill {
    /// A premultiplied colour, through the buffer's XftDraw (and its clip).
    case color(XRenderColor)
    /// A Picture composited through the glyphs onto the buffer's Picture, with the Picture's
    /// origin at (`originX`, `originY`) in the buffer.
    case picture(UInt, originX: Int32, originY: Int32)
  }

  /// The most glyphs sent in one request: 1024 glyph specs make one `CompositeGlyphs` request
  /// of at most about 12 KiB (a glyph id and an element header each), far below any server's
  /// limit.
  static let batchLimit = 1024

  private let fonts: FontCache
  private var specs: [XftGlyphFontSpec] = []

  init(fonts: FontCache) {
    self.fonts = fonts
  }

  /// Draws `run` with its baseline origin at (`originX`, `originY`) device pixels, sending only
  /// the glyphs whose origins fall within `visibleX` (pixels, widened by two em).
  func draw(
    _ run: TextRun, originX: Double, originY: Double, visibleX: ClosedRange<Int>,
    visibleY: ClosedRange<Int>, buffer: BackBuffer, fill: Fill
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
    for glyph in shaped.glyphs {
      let x = (originX + glyph.x).rounded()
      guard x >= minX, x <= maxX, let font = xftFonts[glyph.face] else { continue }
      let y = (originY + glyph.y).rounded()
      guard abs(x) < 32_000, abs(y) < 32_000 else { continue }
      specs.append(
        XftGlyphFontSpec(font: font.font, glyph: FT_UInt(glyph.glyph), x: Int16(x), y: Int16(y)))
    }
    let display = fonts.display.pointer
    var start = 0
    while start < specs.count {
      let count = min(Self.batchLimit, specs.count - start)
      specs.withUnsafeBufferPointer { all in
        guard let base = all.baseAddress?.advanced(by: start) else { return }
        switch fill {
        case .color(let color):
          var xftColor = XftColor(pixel: 0, color: color)
          XftDrawGlyphFontSpec(buffer.draw, &xftColor, base, Int32(count))
        case .picture(let picture, let pictureX, let pictureY):
          // The source position of the first glyph's origin less the Picture's origin puts the
          // Picture in buffer space.
          XftGlyphFontSpecRender(
            display, PictOpOver, picture, buffer.picture,
            Int32(base.pointee.x) - pictureX, Int32(base.pointee.y) - pictureY, base,
            Int32(count))
        }
      }
      start += count
    }
  }
}
