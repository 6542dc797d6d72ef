#if canImport(Glibc)
  import Glibc
#endif
import Export
import Scenes
import X11Canvas

extension Program {
  /// The frame rate of an export without `--fps`.
  static let defaultExportFPS = 60.0
  /// What a default export shows after the preview has settled, in seconds.
  static let exportTail = 0.5

  /// `motion-preview export OUT`: renders the preview from `--from` to `--to` at `--fps` off
  /// screen and writes OUT in the format its extension names. Prints one closing line.
  static func runExport(_ options: Options, to path: String) throws -> Int32 {
    if path == "-" {
      throw OptionsError(
        "export writes files, not standard output: name one, such as motion.gif (its extension picks the format)")
    }
    let format = try ExportFormat.forPath(path)
    if options.quality != nil && format != .webp {
      throw OptionsError("--quality applies to .webp exports only")
    }
    if format == .mp4 && FFmpegEncoder.executable() == nil {
      throw ExportUsageError(FFmpegEncoder.missingMessage)
    }
    return try runCompiledExport(try CompiledPreview.files(options), options: options, to: path, format: format)
  }

  /// Renders and writes `plan` with the session `start` makes, showing progress, and prints the
  /// closing line.
  static func export(_ plan: ExportSession.Plan, start: () throws -> ExportSession) throws -> Int32 {
    var progress = ExportProgress(total: plan.times.count, name: plan.path)
    do {
      let session = try start()
      while !session.isRendered {
        try session.renderNext()
        progress.update(done: session.framesDone)
      }
      let bytes = try session.finish()
      progress.finish("motion-preview: wrote \(summary(plan, bytes: bytes, seconds: progress.elapsed))")
    } catch {
      progress.clear()
      throw error
    }
    return 0
  }

  /// The closing line's text: `motion.gif (2.4 MB): 150 frames, 3.00 s at 50 fps (GIF's
  /// fastest), 1000×600, in 1.9 s`.
  static func summary(_ plan: ExportSession.Plan, bytes: Int, seconds: Double) -> String {
    let times = plan.times
    var rate = "\(ExportProgress.number(times.fps)) fps"
    if times.fps < plan.requestedFPS { rate += " (GIF's fastest)" }
    var size = "\(plan.width)×\(plan.height)"
    let padded = FFmpegEncoder.paddedSize(width: plan.width, height: plan.height)
    if plan.format == .mp4, padded != (plan.width, plan.height) {
      size += " padded to \(padded.width)×\(padded.height) with white (H.264 needs even sizes)"
    }
    let what = plan.format == .pngFrames ? "\(plan.path) (\(ExportProgress.size(bytes)) of PNG frames)"
      : "\(plan.path) (\(ExportProgress.size(bytes)))"
    return "\(what): \(times.count) frames, \(ExportProgress.number(times.duration)) s at \(rate), "
      + "\(size), in \(ExportProgress.seconds(seconds))"
  }
}
