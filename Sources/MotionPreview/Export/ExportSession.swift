#if canImport(Glibc)
  import Glibc
#endif
import Export
import Scenes
import X11Canvas

/// One export: a copy of the preview's timeline rendered off screen, at exact scene times, by
/// the renderer the window uses, into the encoder for the output's format.
///
/// Frames are rendered one at a time (`renderNext`), so the command can show progress and the
/// window can interleave an export (E) with its own frames; the encoders compress on
/// background threads meanwhile.
final class ExportSession {
  /// What the session writes.
  struct Plan {
    /// The output path: a file, or a folder for PNG frames.
    var path: String
    /// The format (from the path).
    var format: ExportFormat
    /// The frames: times and rate (for a GIF, at most 50 fps).
    var times: FrameTimes
    /// The frame rate asked for (a GIF may use less).
    var requestedFPS: Double
    /// Size in pixels.
    var width: Int
    var height: Int
    /// Pixels per point (nil: the display's).
    var scale: Double?
    /// Lossy WebP quality, or nil for lossless.
    var quality: Double?
  }

  let plan: Plan
  private let canvas: OffscreenCanvas
  /// The frame at a scene time, for the canvas.
  private let frameAt: (Double) throws -> Frame
  private var encoder: (any FrameEncoder)?
  /// Frames rendered and handed to the encoder so far.
  private(set) var framesDone = 0

  /// Opens the output, makes the off-screen canvas on `display`, and renders the frames that
  /// `frames` gives for it (a compiled preview's, from its agent).
  init(
    plan: Plan, display: XDisplay, replacing: Bool = true,
    frames: (OffscreenCanvas) throws -> (Double) throws -> Frame
  ) throws {
    self.plan = plan
    let encoder = try Self.makeEncoder(plan, replacing: replacing)
    canvas = try OffscreenCanvas(
      display: display, width: plan.width, height: plan.height, scale: plan.scale)
    frameAt = try frames(canvas)
    self.encoder = encoder
  }

  /// Whether every frame has been rendered.
  var isRendered: Bool { framesDone >= plan.times.count }

  /// Renders the next frame and hands it to the encoder (which may block while it catches up).
  func renderNext() throws {
    guard let encoder, !isRendered else { return }
    let time = plan.times.time(framesDone)
    let image = canvas.render(try frameAt(time))
    framesDone += 1
    try encoder.add(image)
  }

  /// How full the encoder is (see `FrameEncoder.load`); idle once finished.
  var load: EncodingLoad {
    encoder?.load ?? EncodingLoad(inFlight: 0, capacity: 1)
  }

  /// Waits for the encoder and commits the output. Returns the bytes written.
  func finish() throws -> Int {
    guard let encoder else { return 0 }
    self.encoder = nil
    return try encoder.finish()
  }

  /// Abandons the export: the encoder's temporary files are removed, nothing else is touched.
  func cancel() {
    encoder = nil
  }

  private static func makeEncoder(_ plan: Plan, replacing: Bool) throws -> any FrameEncoder {
    switch plan.format {
    case .pngFrames:
      var path = plan.path
      while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
      var status = stat()
      if stat(path, &status) != 0 {
        // A missing folder is made (its parent must exist); anything else is reported.
        guard errno == ENOENT, mkdir(path, 0o777) == 0 else {
          throw OutputFileError(path: plan.path, errno: errno)
        }
      } else if status.st_mode & S_IFMT != S_IFDIR {
        throw OutputFileError(path: plan.path, errno: ENOTDIR)
      }
      guard access(path, W_OK) == 0 else { throw OutputFileError(path: plan.path, errno: errno) }
      return PNGFramesEncoder(folder: path)
    case .gif:
      return try GIFEncoder(
        file: OutputFile(path: plan.path, replacing: replacing), width: plan.width, height: plan.height, times: plan.times)
    case .webp:
      return try WebPEncoder(
        file: OutputFile(path: plan.path, replacing: replacing), width: plan.width, height: plan.height, times: plan.times,
        quality: plan.quality)
    case .mp4:
      guard FFmpegEncoder.executable() != nil else {
        throw ExportUsageError(FFmpegEncoder.missingMessage)
      }
      return try FFmpegEncoder(
        file: OutputFile(path: plan.path, replacing: replacing), width: plan.width, height: plan.height,
        fps: plan.times.fps)
    }
  }
}
