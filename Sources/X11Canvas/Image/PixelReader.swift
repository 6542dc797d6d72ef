import CX11
import Export
import Glibc

/// Reads pixels back from a drawable (a back buffer) into an `RGBImage`, fast, and at any size.
///
/// - **MIT-SHM** when the server has it and the connection is local (a Unix socket): the server
///   writes the pixels straight into a shared memory segment (`XShmGetImage`), with no copy
///   through the socket. Otherwise plain `XGetImage`.
/// - **Strips** of at most `stripBytes` bytes: a reply of 2 GiB or more overflows Xlib's
///   32-bit length arithmetic and reads as a lost connection (issue 14, class 3), so a large
///   image is read a band of rows at a time.
/// - **Conversion** from the server's 32-bit pixels to packed RGB in one pass over 32-bit words
///   when the visual is the usual `0xRRGGBB` TrueColor; any other visual goes pixel by pixel
///   through `XGetPixel`, with each channel scaled to 8 bits.
///
/// Owns its shared memory segment (grown on demand, detached in `deinit`). Use it on the
/// display's thread.
package final class PixelReader {
  /// The display the drawables live on; kept alive by this reader.
  package let display: XDisplay
  /// The most bytes one strip may take on the server side (32 MiB unless a test lowers it).
  package var stripBytes = 32 << 20
  /// Whether reads go through MIT-SHM (false when the server lacks it, the connection is not
  /// local, or a segment could not be made).
  package private(set) var usesSharedMemory: Bool
  private var segment: SharedSegment?

  /// Creates a reader; `sharedMemory: false` forces plain `XGetImage` (tests compare the two).
  package init(display: XDisplay, sharedMemory: Bool = true) {
    self.display = display
    usesSharedMemory = sharedMemory && display.serverProcessID != nil
      && XShmQueryExtension(display.pointer) != 0
  }

  deinit {
    segment?.detach(from: display.pointer)
  }

  /// The pixels of `drawable` (of the display's default depth and visual) in the rectangle
  /// `x, y, width, height`, which must lie inside it.
  package func read(_ drawable: UInt, x: Int, y: Int, width: Int, height: Int) -> RGBImage {
    guard width > 0, height > 0 else { return RGBImage(width: 0, height: 0, bytes: []) }
    var bytes = [UInt8](repeating: 0, count: width * height * 3)
    let rowsPerStrip = max(1, min(height, stripBytes / (width * 4)))
    bytes.withUnsafeMutableBufferPointer { output in
      var row = 0
      while row < height {
        let rows = min(rowsPerStrip, height - row)
        let destination = output.baseAddress! + row * width * 3
        if !(usesSharedMemory
          && readShared(drawable, x: x, y: y + row, width: width, height: rows, into: destination))
        {
          readPlain(drawable, x: x, y: y + row, width: width, height: rows, into: destination)
        }
        row += rows
      }
    }
    return RGBImage(width: width, height: height, bytes: bytes)
  }

  // MARK: - MIT-SHM

  /// One System V shared memory segment attached to the server and to us.
  private struct SharedSegment {
    var info: XShmSegmentInfo
    var size: Int

    func detach(from dpy: OpaquePointer) {
      var info = self.info
      XShmDetach(dpy, &info)
      XSync(dpy, 0)
      shmdt(info.shmaddr)
    }
  }

  /// Reads one strip through shared memory; false when no segment can be had (the caller then
  /// reads it plainly, and so does every later read).
  private func readShared(
    _ drawable: UInt, x: Int, y: Int, width: Int, height: Int,
    into destination: UnsafeMutablePointer<UInt8>
  ) -> Bool {
    let dpy = display.pointer
    let needed = width * height * 4
    if segment.map({ $0.size < needed }) ?? true {
      segment?.detach(from: dpy)
      segment = makeSegment(size: max(needed, segment?.size ?? 0))
      guard segment != nil else {
        usesSharedMemory = false
        return false
      }
    }
    guard var info = segment?.info,
      let image = XShmCreateImage(
        dpy, display.visual, UInt32(display.depth), ZPixmap, info.shmaddr, &info, UInt32(width),
        UInt32(height))
    else {
      usesSharedMemory = false
      return false
    }
    defer {
      // The data belongs to the segment, not to the XImage.
      image.pointee.data = nil
      _ = image.pointee.f.destroy_image(image)
    }
    guard XShmGetImage(dpy, drawable, image, Int32(x), Int32(y), XAllPlanes()) != 0 else {
      usesSharedMemory = false
      return false
    }
    convert(image, width: width, height: height, into: destination)
    return true
  }

  /// A new segment of `size` bytes attached to the server, or nil. The segment is marked for
  /// removal at once, so the kernel frees it when both sides detach, even after a crash.
  private func makeSegment(size: Int) -> SharedSegment? {
    let id = shmget(IPC_PRIVATE, size, IPC_CREAT | 0o600)
    guard id >= 0 else { return nil }
    guard let address = shmat(id, nil, 0), address != UnsafeMutableRawPointer(bitPattern: -1) else {
      shmctl(id, IPC_RMID, nil)
      return nil
    }
    var info = XShmSegmentInfo()
    info.shmid = id
    info.shmaddr = address.assumingMemoryBound(to: CChar.self)
    info.readOnly = 0
    let attached = XShmAttach(display.pointer, &info) != 0
    XSync(display.pointer, 0)
    shmctl(id, IPC_RMID, nil)
    guard attached else {
      shmdt(address)
      return nil
    }
    return SharedSegment(info: info, size: size)
  }

  // MARK: - Plain XGetImage

  private func readPlain(
    _ drawable: UInt, x: Int, y: Int, width: Int, height: Int,
    into destination: UnsafeMutablePointer<UInt8>
  ) {
    guard
      let image = XGetImage(
        display.pointer, drawable, Int32(x), Int32(y), UInt32(width), UInt32(height), XAllPlanes(),
        ZPixmap)
    else { return }
    defer { _ = image.pointee.f.destroy_image(image) }
    convert(image, width: width, height: height, into: destination)
  }

  // MARK: - Conversion

  /// Packs `image`'s pixels as RGB into `destination` (`width × height × 3` bytes).
  private func convert(
    _ image: UnsafeMutablePointer<XImage>, width: Int, height: Int,
    into destination: UnsafeMutablePointer<UInt8>
  ) {
    let info = image.pointee
    // A pixmap has no visual, so the image's masks may be 0: take the display's.
    let visual = display.visual.pointee
    let littleEndianHost = 1.littleEndian == 1
    if info.bits_per_pixel == 32, visual.red_mask == 0xFF0000, visual.green_mask == 0xFF00,
      visual.blue_mask == 0xFF, (info.byte_order == LSBFirst) == littleEndianHost,
      let data = info.data
    {
      let stride = Int(info.bytes_per_line)
      let base = UnsafeRawPointer(data)
      for row in 0..<height {
        let source = (base + row * stride).assumingMemoryBound(to: UInt32.self)
        var out = destination + row * width * 3
        for column in 0..<width {
          let pixel = source[column]
          out[0] = UInt8(truncatingIfNeeded: pixel >> 16)
          out[1] = UInt8(truncatingIfNeeded: pixel >> 8)
          out[2] = UInt8(truncatingIfNeeded: pixel)
          out += 3
        }
      }
      return
    }
    let channels = [visual.red_mask, visual.green_mask, visual.blue_mask].map { mask in
      (shift: mask == 0 ? 0 : mask.trailingZeroBitCount,
        max: mask == 0 ? 1 : mask >> mask.trailingZeroBitCount)
    }
    for row in 0..<height {
      for column in 0..<width {
        let pixel = info.f.get_pixel(image, Int32(column), Int32(row))
        for (c, channel) in channels.enumerated() {
          let value = (pixel >> UInt(channel.shift)) & channel.max
          destination[(row * width + column) * 3 + c] = UInt8(
            (value * 255 + channel.max / 2) / channel.max)
        }
      }
    }
  }
}
