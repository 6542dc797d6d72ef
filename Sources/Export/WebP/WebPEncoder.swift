import CWebP

/// Writes an animated WebP with libwebp's animation encoder (`WebPAnimEncoder`), which stores
/// only what changed from frame to frame by itself. Lossless by default; `quality` (0...100)
/// makes it lossy. Frame times are whole milliseconds from `FrameTimes`, so the delays add up
/// to the clip's length. Loops forever. Encoding runs on a background thread.
package final class WebPEncoder: FrameEncoder {
  private let stream: WebPStream
  private var added = 0
  private let pipeline: EncodingPipeline<WebPStream.IndexedFrame, WebPStream.IndexedFrame>

  /// Starts a WebP of `width × height` pixels in `file`; `quality` nil means lossless.
  package init(file: OutputFile, width: Int, height: Int, times: FrameTimes, quality: Double?) throws {
    let stream = try WebPStream(file: file, width: width, height: height, times: times, quality: quality)
    self.stream = stream
    pipeline = EncodingPipeline(
      workers: 1, capacity: 3, transform: { $0 }, deliver: { frame in try stream.encode(frame) })
  }

  deinit {
    pipeline.cancel()
  }

  package var load: EncodingLoad { pipeline.load }

  package func add(_ frame: RGBImage) throws {
    let frame = WebPStream.IndexedFrame(index: added, image: frame)
    added += 1
    try pipeline.submit(frame)
  }

  package func finish() throws -> Int {
    try pipeline.finish()
    return try stream.close(frameCount: added)
  }

  /// libwebp's lossless effort (0 fastest … 9 smallest). 1 keeps export faster than real time
  /// at 1000 × 600; higher levels save a few per cent at several times the cost.
  package static let losslessLevel: Int32 = 1
}

/// The `WebPAnimEncoder` of a `WebPEncoder`, fed in order from one thread at a time.
final class WebPStream: @unchecked Sendable {
  // @unchecked: used by one thread at a time (the pipeline's ordered deliveries, then close).
  struct IndexedFrame: Sendable {
    var index: Int
    var image: RGBImage
  }

  private let file: OutputFile
  private let encoder: OpaquePointer
  private let times: FrameTimes
  private let quality: Double?


  init(file: OutputFile, width: Int, height: Int, times: FrameTimes, quality: Double?) throws {
    self.file = file
    self.times = times
    self.quality = quality
    var options = WebPAnimEncoderOptions()
    guard WebPAnimEncoderOptionsInit(&options) != 0 else { throw EncoderError("libwebp: version mismatch") }
    options.anim_params.loop_count = 0
    options.anim_params.bgcolor = 0xFFFF_FFFF
    guard let encoder = WebPAnimEncoderNew(Int32(width), Int32(height), &options) else {
      throw EncoderError("libwebp: cannot create an animation encoder for \(width)×\(height)")
    }
    self.encoder = encoder
  }

  deinit {
    WebPAnimEncoderDelete(encoder)
  }

  /// Ends the animation after `frameCount` frames, assembles it and commits the file.
  func close(frameCount: Int) throws -> Int {
    guard WebPAnimEncoderAdd(encoder, nil, Int32(times.start(frameCount, 1000)), nil) != 0 else {
      throw error()
    }
    var data = WebPData()
    WebPDataInit(&data)
    defer { WebPDataClear(&data) }
    guard WebPAnimEncoderAssemble(encoder, &data) != 0, let bytes = data.bytes else { throw error() }
    try file.write(UnsafeRawBufferPointer(start: bytes, count: data.size))
    try file.commit()
    return file.byteCount
  }

  func encode(_ frame: IndexedFrame) throws {
    var config = WebPConfig()
    guard WebPConfigInit(&config) != 0 else { throw EncoderError("libwebp: version mismatch") }
    if let quality {
      config.lossless = 0
      config.quality = Float(quality)
    } else {
      guard WebPConfigLosslessPreset(&config, WebPEncoder.losslessLevel) != 0 else {
        throw EncoderError("libwebp: bad lossless level")
      }
    }
    var picture = WebPPicture()
    guard WebPPictureInit(&picture) != 0 else { throw EncoderError("libwebp: version mismatch") }
    picture.width = Int32(frame.image.width)
    picture.height = Int32(frame.image.height)
    picture.use_argb = 1
    defer { WebPPictureFree(&picture) }
    let imported = frame.image.bytes.withUnsafeBufferPointer { pixels in
      WebPPictureImportRGB(&picture, pixels.baseAddress, Int32(frame.image.width * 3))
    }
    guard imported != 0 else { throw EncoderError("libwebp: out of memory") }
    guard WebPAnimEncoderAdd(encoder, &picture, Int32(times.start(frame.index, 1000)), &config) != 0
    else { throw error() }
  }

  private func error() -> EncoderError {
    let message = WebPAnimEncoderGetError(encoder).map { String(cString: $0) } ?? "unknown error"
    return EncoderError("libwebp: \(message)")
  }
}
