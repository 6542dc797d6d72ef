import CX11
import Export

/// Small rectangles of one solid colour drawn as one composite: the coverage of each of their
/// spans (`Renderer.fillRect`: whole pixels 255, fractional edges their 8-bit share) is written
/// into an A8 mask on the client, the part of the mask they touch is uploaded once into a scratch
/// Pixmap, and the colour is composited through it. A thousand 12-point squares then cost the
/// server one upload and one composite instead of nine thousand small composites.
///
/// Compositing a colour through a mask of level L gives each pixel what compositing it through
/// a solid mask of L gives (X Render's IN then OVER, per pixel), so the pixels equal those of
/// one request a span, as long as no two spans cover the same pixel: `add` refuses a rectangle
/// whose spans meet one already collected, or a different colour, and the caller sends the batch
/// first.
///
/// Owns the scratch Pixmap, its Picture and a GC, freed in `deinit`; keeps the display alive.
final class CoverageBatch {
  let display: XDisplay
  /// The premultiplied colour of the spans collected, nil while there are none.
  private(set) var color: XRenderColor?
  /// The mask, `width` × `height` bytes, zero outside the collected spans.
  private var levels: [UInt8] = []
  private var width = 0
  private var height = 0
  /// The collected spans' bounds, in pixels (`x0..<x1`, `y0..<y1`).
  private var x0 = 0
  private var y0 = 0
  private var x1 = 0
  private var y1 = 0
  private var pixmap: UInt = 0
  private var picture: XPicture?
  private var gc: OpaquePointer?

  /// Spans sent so far, and the composites that carried them.
  private(set) var spansSent = 0
  private(set) var compositesSent = 0
  private var spans = 0

  init(display: XDisplay) {
    self.display = display
  }

  deinit {
    picture = nil
    if let gc { XFreeGC(display.pointer, gc) }
    if pixmap != 0 { XFreePixmap(display.pointer, pixmap) }
  }

  /// True when nothing waits to be sent.
  var isEmpty: Bool { color == nil }

  /// Collects a whole rectangle at once: the spans `columns` × `rows` (each a start pixel, a
  /// pixel count and the share of each pixel covered, as `Renderer.forEachSpan` gives them, at
  /// most three a side), each pixel at the 8-bit level of its two shares
  /// (`Renderer.coverageLevel`), levels of 0 skipped. False, collecting nothing, when the batch holds another colour or any
  /// of the spans meets one collected: the caller sends the batch and tries again, as it would
  /// span by span, with the same pixels (the spans of one rectangle never meet each other).
  func add(
    columns: [(start: Int, count: Int, share: Double)], rows: [(start: Int, count: Int, share: Double)],
    color: XRenderColor, bufferWidth: Int, bufferHeight: Int
  ) -> Bool {
    guard let firstColumn = columns.first, let lastColumn = columns.last, let firstRow = rows.first,
      let lastRow = rows.last
    else { return true }
    if let current = self.color {
      guard current.red == color.red, current.green == color.green, current.blue == color.blue,
        current.alpha == color.alpha, width == bufferWidth, height == bufferHeight
      else { return false }
    } else if width != bufferWidth || height != bufferHeight {
      width = bufferWidth
      height = bufferHeight
      levels = Array(repeating: 0, count: width * height)
      picture = nil
      if pixmap != 0 { XFreePixmap(display.pointer, pixmap) }
      pixmap = 0
    }
    let left = max(firstColumn.start, 0)
    let top = max(firstRow.start, 0)
    let right = min(lastColumn.start + lastColumn.count, width)
    let bottom = min(lastRow.start + lastRow.count, height)
    guard right > left, bottom > top else { return true }
    let stride = width
    var added = 0
    let fits = levels.withUnsafeMutableBufferPointer { bytes -> Bool in
      for row in top..<bottom {
        let start = row * stride
        for index in (start + left)..<(start + right) where bytes[index] != 0 { return false }
      }
      for row in rows {
        for column in columns {
          let level = Renderer.coverageLevel(column.share, row.share)
          guard level > 0 else { continue }
          let x0 = max(column.start, 0)
          let x1 = min(column.start + column.count, stride)
          let y0 = max(row.start, 0)
          let y1 = min(row.start + row.count, height)
          guard x1 > x0, y1 > y0 else { continue }
          let value = UInt8(min(level, 255))
          for y in y0..<y1 {
            let start = y * stride
            for index in (start + x0)..<(start + x1) { bytes[index] = value }
          }
          added += 1
        }
      }
      return true
    }
    guard fits else { return false }
    guard added > 0 else { return true }
    if self.color == nil {
      self.color = color
      (x0, y0, x1, y1) = (left, top, right, bottom)
    } else {
      (x0, y0, x1, y1) = (min(x0, left), min(y0, top), max(x1, right), max(y1, bottom))
    }
    spans += added
    return true
  }

  /// Uploads the mask where spans were collected and composites `source` (a solid Picture of
  /// the batch's colour, from `sourceFor`) through it onto `destination`, then starts over.
  func flush(to destination: UInt, sourceFor: (XRenderColor) -> UInt?) {
    guard let color else { return }
    defer {
      // Clear what was written, and nothing else.
      levels.withUnsafeMutableBufferPointer { bytes in
        for row in y0..<y1 {
          let start = row * width
          for index in (start + x0)..<(start + x1) { bytes[index] = 0 }
        }
      }
      self.color = nil
      spansSent += spans
      spans = 0
    }
    let dpy = display.pointer
    guard let source = sourceFor(color), let mask = scratchPicture() else { return }
    let (w, h) = (x1 - x0, y1 - y0)
    guard let gc,
      display.putAlpha(
        &levels, width: width, height: height, into: pixmap, gc: gc, region: PixelRect(x: x0, y: y0, width: w, height: h))
    else { return }
    XRenderComposite(
      dpy, PictOpOver, source, mask.id, destination, 0, 0, Int32(x0), Int32(y0), Int32(x0), Int32(y0), UInt32(w),
      UInt32(h))
    compositesSent += 1
  }

  /// The A8 Picture of the buffer-sized scratch Pixmap, made on first use for each size.
  private func scratchPicture() -> XPicture? {
    if let picture { return picture }
    let dpy = display.pointer
    pixmap = XCreatePixmap(dpy, display.root, UInt32(width), UInt32(height), 8)
    if gc == nil { gc = XCreateGC(dpy, pixmap, 0, nil) }
    guard gc != nil else { return nil }
    let made = XPicture(display: display, id: XRenderCreatePicture(dpy, pixmap, display.alphaFormat, 0, nil))
    picture = made
    return made
  }
}

extension XDisplay {
  /// Copies `region` of the A8 pixels `alpha` (`width` × `height`, one byte a pixel, rows
  /// packed) into the same place of the depth-8 `pixmap`, with `gc`; false when Xlib could not
  /// make the image header.
  func putAlpha(
    _ alpha: inout [UInt8], width: Int, height: Int, into pixmap: UInt, gc: OpaquePointer, region: PixelRect
  ) -> Bool {
    let dpy = pointer
    return alpha.withUnsafeMutableBytes { bytes -> Bool in
      guard let base = bytes.baseAddress?.assumingMemoryBound(to: CChar.self),
        let image = XCreateImage(dpy, visual, 8, ZPixmap, 0, base, UInt32(width), UInt32(height), 8, Int32(width))
      else { return false }
      XPutImage(
        dpy, pixmap, gc, image, Int32(region.x), Int32(region.y), Int32(region.x), Int32(region.y),
        UInt32(region.width), UInt32(region.height))
      // The bytes belong to `alpha`: detach them so destroying the image frees only the header.
      image.pointee.data = nil
      _ = image.pointee.f.destroy_image(image)
      return true
    }
  }
}
