#if canImport(Glibc)
  import Glibc
#endif
import Export
import Scenes
import X11Canvas

/// The benchmark's export rates: the examples' reveal from 0 (Space pressed at 0, 1000 × 600,
/// 60 fps; GIF at its 50 fps, frames drawn by the examples' agent) exported as a GIF, a lossless WebP and PNG frames into a temporary folder,
/// frames per wall-clock second from the first frame to the committed file (> 60 is faster than
/// real time). The folder and everything in it are ours and removed afterwards.
struct ExportRates {
  var gif = 0.0
  var webp = 0.0
  var png = 0.0

  /// Measures on `display`; `seconds` is the clip's length (3 s, or less for `--quick`).
  static func measure(
    options: Options, display: XDisplay, scale: Double, seconds: Double
  ) throws -> ExportRates {
    var template = Array("/tmp/motion-preview-bench-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else { throw OutputFileError(path: "/tmp", errno: errno) }
    let folder = String(cString: made)
    var written: [String] = []
    defer {
      for path in written { unlink(path) }
      rmdir(folder + "/frames")
      rmdir(folder)
    }
    var rates = ExportRates()
    for format in [ExportFormat.gif, .webp, .pngFrames] {
      let path = folder + (format == .gif ? "/clip.gif" : format == .webp ? "/clip.webp" : "/frames")
      let fps = format == .gif ? FrameTimes.gifMaximumFPS : 60
      let plan = ExportSession.Plan(
        path: path, format: format, times: FrameTimes(from: 0, to: seconds, fps: fps),
        requestedFPS: fps, width: Int((1000 * scale).rounded()), height: Int((600 * scale).rounded()),
        scale: scale, quality: nil)
      let start = MonotonicClock.now()
      let examples = try Benchmark.examples(options, size: Size(width: 1000, height: 600), scale: scale)
      examples.apply(.pressPrimary, at: 0, wait: .infinity)
      let session = try ExportSession(plan: plan, display: display) { _ in
        { time in
          guard let frame = examples.frameWaiting(at: time) else {
            throw PreviewFailure(message: "the examples drew no frame at \(time) s")
          }
          return frame
        }
      }
      while !session.isRendered { try session.renderNext() }
      _ = try session.finish()
      let rate = Double(plan.times.count) / (MonotonicClock.now() - start)
      switch format {
      case .gif: rates.gif = rate
      case .webp: rates.webp = rate
      default: rates.png = rate
      }
      if format == .pngFrames {
        written += (0..<plan.times.count).map { path + "/" + PNGFramesEncoder.name($0) }
      } else {
        written.append(path)
      }
    }
    return rates
  }
}
