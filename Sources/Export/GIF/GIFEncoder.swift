import CGIF

/// Writes an animated GIF with giflib: for each frame only the rectangle that changed since the
/// frame before, with its own 256-colour palette from libimagequant (`PaletteQuantizer`), its
/// delay in centiseconds from `FrameTimes` (so the delays add up to the clip's length), and a
/// NETSCAPE2.0 loop count. Frames are left in place (disposal 1), so each one paints over the
/// last; an unchanged frame is stored as one pixel, so the frame count stays the number of
/// frames added.
///
/// Finding the changed rectangle and quantizing it run on two threads at once, so the thread
/// that renders only hands frames over; the stream is written in order behind them.
package final class GIFEncoder: FrameEncoder {
  /// A frame and the one before it (shared, not copied): what changed is found on a worker.
  private struct Job: Sendable {
    var index: Int
    var frame: RGBImage
    var previous: RGBImage?
  }

  private let stream: GIFStream
  private var previous: RGBImage?
  private var added = 0
  private let pipeline: EncodingPipeline<Job, GIFStream.Quantized>

  /// Starts a GIF of `width × height` pixels in `file`, with frames timed by `times`, looping
  /// `loopCount` times (0: forever).
  package init(file: OutputFile, width: Int, height: Int, times: FrameTimes, loopCount: Int = 0) throws {
    let stream = try GIFStream(file: file, width: width, height: height, times: times, loopCount: loopCount)
    self.stream = stream
    pipeline = EncodingPipeline(
      workers: 2, capacity: 4,
      transform: { job in
        // Only the rectangle that changed (all of the first frame; one pixel for a frame
        // like the one before, so the frame count stays).
        let region =
          job.previous.map {
            job.frame.changedRegion(from: $0) ?? PixelRect(x: 0, y: 0, width: 1, height: 1)
          } ?? PixelRect(x: 0, y: 0, width: job.frame.width, height: job.frame.height)
        return GIFStream.Quantized(
          index: job.index, region: region,
          paletted: PaletteQuantizer.quantize(
            rgba: job.frame.rgba(in: region), width: region.width, height: region.height))
      },
      deliver: { quantized in try stream.write(quantized) })
  }

  deinit {
    pipeline.cancel()
  }

  package var load: EncodingLoad { pipeline.load }

  package func add(_ frame: RGBImage) throws {
    let job = Job(index: added, frame: frame, previous: previous)
    previous = frame
    added += 1
    try pipeline.submit(job)
  }

  package func finish() throws -> Int {
    try pipeline.finish()
    return try stream.close()
  }
}

/// The giflib stream of a `GIFEncoder`: the header, the loop count, then each quantized frame
/// in order. Owns the `GifFileType` and closes it (and discards the file) unless `close()`
/// committed it.
final class GIFStream: @unchecked Sendable {
  // @unchecked: used by one thread at a time (the pipeline's ordered deliveries, then finish).

  /// A quantized rectangle, ready to write.
  struct Quantized: Sendable {
    var index: Int
    var region: PixelRect
    var paletted: PaletteQuantizer.Paletted?
  }

  private let file: OutputFile
  private let sink: Sink
  private let gif: UnsafeMutablePointer<GifFileType>
  private let times: FrameTimes
  private var isClosed = false

  init(file: OutputFile, width: Int, height: Int, times: FrameTimes, loopCount: Int) throws {
    self.file = file
    self.times = times
    let sink = Sink(file: file)
    self.sink = sink
    var error: Int32 = 0
    let opened = EGifOpen(
      Unmanaged.passUnretained(sink).toOpaque(),
      { gif, bytes, count in
        guard let gif, let user = gif.pointee.UserData, let bytes else { return 0 }
        let sink = Unmanaged<Sink>.fromOpaque(user).takeUnretainedValue()
        return sink.append(UnsafeRawBufferPointer(start: bytes, count: Int(count))) ? count : 0
      }, &error)
    guard let opened else { throw EncoderError("giflib: \(Self.message(error))") }
    gif = opened
    EGifSetGifVersion(gif, true)
    guard EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, nil) == GIF_OK else {
      throw failure()
    }
    // NETSCAPE2.0: sub-block 1 holds the loop count, little-endian.
    var netscape = Array("NETSCAPE2.0".utf8)
    var loop: [UInt8] = [1, UInt8(loopCount & 0xFF), UInt8(loopCount >> 8 & 0xFF)]
    guard EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE) == GIF_OK,
      EGifPutExtensionBlock(gif, Int32(netscape.count), &netscape) == GIF_OK,
      EGifPutExtensionBlock(gif, Int32(loop.count), &loop) == GIF_OK,
      EGifPutExtensionTrailer(gif) == GIF_OK
    else { throw failure() }
  }

  deinit {
    if !isClosed {
      var error: Int32 = 0
      EGifCloseFile(gif, &error)
      file.discard()
    }
  }

  /// Writes one quantized frame: its graphic control block (delay, disposal), then the image.
  func write(_ frame: Quantized) throws {
    guard let paletted = frame.paletted else {
      throw EncoderError("libimagequant could not quantize frame \(frame.index)")
    }
    var control = GraphicsControlBlock()
    control.DisposalMode = DISPOSE_DO_NOT
    control.UserInputFlag = false
    control.DelayTime = Int32(times.delay(frame.index, unitsPerSecond: 100))
    control.TransparentColor = NO_TRANSPARENT_COLOR
    var extensionBytes = [UInt8](repeating: 0, count: 4)
    let length = EGifGCBToExtension(&control, &extensionBytes)
    // A palette's size is a power of two from 2 to 256; the unused entries are black.
    let count = paletted.palette.count / 3
    var bits: Int32 = 1
    while 1 << bits < count { bits += 1 }
    var colours = [GifColorType](repeating: GifColorType(), count: 1 << bits)
    for i in 0..<count {
      colours[i] = GifColorType(
        Red: paletted.palette[i * 3], Green: paletted.palette[i * 3 + 1],
        Blue: paletted.palette[i * 3 + 2])
    }
    guard let map = GifMakeMapObject(1 << bits, &colours) else {
      throw EncoderError("giflib: out of memory")
    }
    defer { GifFreeMapObject(map) }
    var indices = paletted.indices
    let r = frame.region
    guard EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), &extensionBytes) == GIF_OK,
      EGifPutImageDesc(gif, Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height), false, map)
        == GIF_OK,
      EGifPutLine(gif, &indices, Int32(indices.count)) == GIF_OK
    else { throw failure() }
  }

  /// Writes the trailer and commits the file. Returns its size in bytes.
  func close() throws -> Int {
    isClosed = true
    var error: Int32 = 0
    guard EGifCloseFile(gif, &error) == GIF_OK else {
      file.discard()
      if let failure = sink.failure { throw failure }
      throw EncoderError("giflib: \(Self.message(error))")
    }
    try sink.flush()
    try file.commit()
    return file.byteCount
  }

  /// The error after a giflib call failed: the file's own error when a write failed.
  private func failure() -> any Error {
    if let failure = sink.failure { return failure }
    return EncoderError("giflib: \(Self.message(gif.pointee.Error))")
  }

  private static func message(_ code: Int32) -> String {
    GifErrorString(code).map { String(cString: $0) } ?? "error \(code)"
  }

  /// Collects giflib's small writes (255-byte blocks) into large ones to the output file.
  private final class Sink {
    let file: OutputFile
    var buffer: [UInt8] = []
    var failure: OutputFileError?

    init(file: OutputFile) {
      self.file = file
      buffer.reserveCapacity(1 << 20)
    }

    /// Appends giflib's bytes; false once a write failed (giflib then reports a write error).
    func append(_ bytes: UnsafeRawBufferPointer) -> Bool {
      guard failure == nil else { return false }
      buffer.append(contentsOf: bytes)
      if buffer.count >= 1 << 20 {
        do { try flush() } catch { return false }
      }
      return true
    }

    func flush() throws(OutputFileError) {
      if let failure { throw failure }
      do {
        try file.write(buffer)
      } catch {
        failure = error
        throw error
      }
      buffer.removeAll(keepingCapacity: true)
    }
  }
}
