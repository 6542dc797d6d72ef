#if canImport(Glibc)
  import Glibc
#endif
import Export
import Scenes
import X11Canvas

/// E in the window: the last transaction exported to a new GIF in the current folder, named
/// with the local time (`motion-preview-2026-12-01-105812.gif`, `…-2.gif` when that is taken),
/// by the export command's own `ExportSession`, so the file is what `motion-preview export`
/// makes of the same scene and range.
///
/// The frames are the window's scene as the canvas shows it: the canvas's size (the room the
/// timeline, inspector or A/B leave, which the scene is laid out for) and the window's scale,
/// the tuned literals (B's half under A/B) and reduced motion, without the panels, badges or
/// help card; from the last
/// transition's start until the text settles, plus the export command's 0.5 s tail, at the
/// GIF's 50 fps. They are rendered a few at a time between the window's own frames (`advance`,
/// from the run loop's `doPendingWork`) while libimagequant quantizes on the encoder's
/// background threads, and a slice never waits for them, so the window stays responsive.
final class WindowExport {
  /// The longest one slice of rendering takes, in seconds: well inside a 60 Hz frame.
  static let sliceBudget = 0.006

  /// How an export ended.
  enum Outcome: Equatable {
    /// Written: the file's size in bytes and the closing line (as the export command prints it).
    case saved(bytes: Int, summary: String)
    /// Not written, in one line; nothing is left behind.
    case failed(String)
  }

  /// The file's name, in the current folder.
  let name: String
  private let session: ExportSession
  private let started = MonotonicClock.now()

  /// Starts exporting the frames `frames` gives (a compiled preview's) from scene time `start`
  /// to `settled` plus the tail, at the size of `canvas` (points: the room the panels leave
  /// the scene, which its frames are laid out for) and `window`'s scale.
  ///
  /// - Throws: `OutputFileError` (an unwritable folder), `X11Error`.
  convenience init(
    from start: Double, settled: Double, window: XWindow, canvas: Size, frames: @escaping (Double) throws -> Frame
  ) throws {
    try self.init(from: start, settled: settled, window: window, canvas: canvas) { plan, display in
      try ExportSession(plan: plan, display: display, replacing: false) { _ in frames }
    }
  }

  private init(
    from start: Double, settled: Double, window: XWindow, canvas: Size,
    session makeSession: (ExportSession.Plan, XDisplay) throws -> ExportSession
  ) throws {
    name = Self.freeName(at: time(nil))
    let plan = ExportSession.Plan(
      path: name, format: .gif,
      times: FrameTimes(
        from: start, to: min(settled + Program.exportTail, start + Program.exportLongest),
        fps: min(Program.defaultExportFPS, FrameTimes.gifMaximumFPS)),
      requestedFPS: Program.defaultExportFPS,
      width: max(1, min(window.pixelWidth, Int((canvas.width * window.scale).rounded()))),
      height: max(1, min(window.pixelHeight, Int((canvas.height * window.scale).rounded()))),
      scale: window.scale, quality: nil)
    session = try makeSession(plan, window.display)
  }

  /// The fraction of the frames rendered, 0...1.
  var progress: Double {
    Double(session.framesDone) / Double(max(1, session.plan.times.count))
  }

  /// Renders frames for up to `sliceBudget` seconds, as long as the encoder takes them without
  /// waiting; once every frame is encoded, commits the file. Returns the outcome when the
  /// export is over, nil while work remains.
  func advance() -> Outcome? {
    do {
      let deadline = MonotonicClock.now() + Self.sliceBudget
      while !session.isRendered, !session.load.isFull, MonotonicClock.now() < deadline {
        try session.renderNext()
      }
      guard session.isRendered, session.load.isIdle else { return nil }
      let bytes = try session.finish()
      return .saved(
        bytes: bytes,
        summary: Program.summary(session.plan, bytes: bytes, seconds: MonotonicClock.now() - started))
    } catch {
      session.cancel()
      return .failed("\(error)")
    }
  }

  /// `motion-preview-YYYY-MM-DD-HHMMSS.gif` for `clock` in local time, or with `-2`, `-3`, …
  /// before the extension when a name is taken (by anything, even a dangling link).
  static func freeName(at clock: time_t) -> String {
    var clock = clock
    var parts = tm()
    localtime_r(&clock, &parts)
    var buffer = [CChar](repeating: 0, count: 64)
    let length = strftime(&buffer, buffer.count, "motion-preview-%Y-%m-%d-%H%M%S", &parts)
    let stem = String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var status = stat()
    var number = 1
    while true {
      let name = stem + (number == 1 ? "" : "-\(number)") + ".gif"
      if lstat(name, &status) != 0 { return name }
      number += 1
    }
  }
}
