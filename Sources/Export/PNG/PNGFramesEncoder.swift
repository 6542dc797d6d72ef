/// Writes each frame as its own PNG, `frame-00000.png`, `frame-00001.png`, …, in a folder.
/// Each file goes through `OutputFile`, so an interrupted export leaves only whole frames.
/// Frames are compressed two at a time.
package final class PNGFramesEncoder: FrameEncoder {
  /// The folder's path.
  package let folder: String
  private var added = 0
  private let written = Counter()
  private let pipeline: EncodingPipeline<IndexedFrame, EncodedFrame>

  /// Bytes written so far (touched only by the pipeline's ordered deliveries, then `finish`).
  private final class Counter: @unchecked Sendable {
    var bytes = 0
  }

  private struct IndexedFrame: Sendable {
    var index: Int
    var image: RGBImage
  }

  private struct EncodedFrame: Sendable {
    var index: Int
    var bytes: Result<[UInt8], PNGEncoder.Failure>
  }

  /// The name of frame `index` (five digits, more when needed).
  package static func name(_ index: Int) -> String {
    let digits = String(index)
    return "frame-" + String(repeating: "0", count: max(0, 5 - digits.count)) + digits + ".png"
  }

  /// Writes frames into `folder`, which must exist.
  package init(folder: String) {
    let folder = folder.hasSuffix("/") && folder.count > 1 ? String(folder.dropLast()) : folder
    self.folder = folder
    let written = written
    pipeline = EncodingPipeline(
      workers: 2, capacity: 4,
      transform: { frame in
        EncodedFrame(
          index: frame.index,
          bytes: Result { () throws(PNGEncoder.Failure) in try PNGEncoder.encode(frame.image) })
      },
      deliver: { frame in
        let bytes = try frame.bytes.get()
        try OutputFile.write(bytes, to: folder + "/" + PNGFramesEncoder.name(frame.index))
        written.bytes += bytes.count
      })
  }

  deinit {
    pipeline.cancel()
  }

  package var load: EncodingLoad { pipeline.load }

  package func add(_ frame: RGBImage) throws {
    let frame = IndexedFrame(index: added, image: frame)
    added += 1
    try pipeline.submit(frame)
  }

  package func finish() throws -> Int {
    try pipeline.finish()
    return written.bytes
  }
}
