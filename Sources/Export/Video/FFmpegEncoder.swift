import ChildProcesses
import Glibc

/// Writes an H.264 MP4 by piping raw RGB frames into the `ffmpeg` program (libx264, yuv420p,
/// `+faststart`, bit-exact: the same frames give the same bytes). ffmpeg writes the temporary
/// file that `OutputFile` made, which is renamed into place only once ffmpeg has succeeded.
/// An odd width or height gets one more white column or row at the right or the bottom
/// (`paddedSize`: yuv420p needs even sizes; the scene's background is white), which the
/// export's closing line mentions. Frames are piped from a background thread, while ffmpeg
/// encodes on its own.
package final class FFmpegEncoder: FrameEncoder {
  private let file: OutputFile
  private let input: Input
  private let pipeline: EncodingPipeline<RGBImage, RGBImage>

  /// The running ffmpeg, written to by the pipeline's ordered deliveries, then by `finish`.
  private final class Input: @unchecked Sendable {
    let process: ChildProcess
    init(process: ChildProcess) { self.process = process }

    func send(_ frame: RGBImage) throws {
      let failure = frame.bytes.withUnsafeBytes { bytes -> String? in
        do {
          try process.writeInput(bytes)
          return nil
        } catch {
          return "\(error)"
        }
      }
      if let failure { throw EncoderError("ffmpeg stopped reading frames (\(failure))") }
    }
  }

  /// The video's size for frames of `width × height` pixels: each rounded up to even.
  package static func paddedSize(width: Int, height: Int) -> (width: Int, height: Int) {
    (width + width % 2, height + height % 2)
  }

  /// The `ffmpeg` executable on `PATH`, or nil.
  package static func executable() -> String? {
    ChildProcess.executablePath("ffmpeg")
  }

  /// The one line to say when ffmpeg is missing.
  package static let missingMessage =
    "exporting MP4 needs the ffmpeg program: install it (apt-get install ffmpeg), or export .gif or .webp"

  /// Starts ffmpeg writing `file`'s temporary path.
  ///
  /// - Throws: `ExportUsageError` when ffmpeg is not installed or the output is not a regular
  ///   file, `EncoderError` when it cannot be started.
  package init(file: OutputFile, width: Int, height: Int, fps: Double) throws {
    guard let ffmpeg = Self.executable() else { throw ExportUsageError(Self.missingMessage) }
    guard let temporary = file.temporaryPath else {
      throw ExportUsageError("cannot export MP4 to \"\(file.path)\": it is not a regular file")
    }
    self.file = file
    // A dead ffmpeg must show up as a failed write (EPIPE), not kill us.
    signal(SIGPIPE, SIG_IGN)
    let rate = fps == fps.rounded() ? String(Int(fps)) : String(fps)
    let arguments = [
      "-nostdin", "-hide_banner", "-loglevel", "error", "-f", "rawvideo", "-pix_fmt", "rgb24",
      "-video_size", "\(width)x\(height)", "-framerate", rate, "-i", "pipe:0",
      "-vf", "pad=ceil(iw/2)*2:ceil(ih/2)*2:color=white", "-c:v", "libx264",
      "-pix_fmt", "yuv420p",
      "-crf", "18", "-movflags", "+faststart", "-fflags", "+bitexact", "-flags:v", "+bitexact",
      "-map_metadata", "-1", "-f", "mp4", "-y", temporary,
    ]
    let process: ChildProcess
    do {
      process = try ChildProcess(ffmpeg, arguments, input: .pipe, error: .pipe)
    } catch {
      throw EncoderError("cannot start ffmpeg: \(error.description)")
    }
    InterruptCleanup.addChild(process.pid)
    let input = Input(process: process)
    self.input = input
    pipeline = EncodingPipeline(
      workers: 1, capacity: 3, transform: { $0 }, deliver: { frame in try input.send(frame) })
  }

  deinit {
    pipeline.cancel()
    input.process.terminate(grace: 0)
    InterruptCleanup.removeChild(input.process.pid)
  }

  package var load: EncodingLoad { pipeline.load }

  package func add(_ frame: RGBImage) throws {
    do {
      try pipeline.submit(frame)
    } catch {
      // ffmpeg stopped reading: say why it stopped (a full disk, say), not "broken pipe".
      throw stop() ?? error
    }
  }

  package func finish() throws -> Int {
    let delivered = Result { try pipeline.finish() }
    if let failure = stop() { throw failure }
    try delivered.get()
    file.adoptContents()
    try file.commit()
    return file.byteCount
  }

  /// Closes ffmpeg's input, waits for it, and returns its failure, if any (then the file is
  /// discarded). At -loglevel error ffmpeg prints only errors, and some do not change its
  /// status: a full disk while it writes the trailer ("Error writing trailer of …: No space
  /// left on device") exits 0 with a cut file. So any error is a failure.
  private func stop() -> (any Error)? {
    input.process.closeInput()
    let status = input.process.wait()
    InterruptCleanup.removeChild(input.process.pid)
    let errors = String(decoding: input.process.readError(), as: UTF8.self)
    guard status != 0 || !errors.isEmpty else { return nil }
    file.discard()
    if errors.contains(String(cString: strerror(ENOSPC))) {
      return OutputFileError(path: file.path, errno: ENOSPC)
    }
    let message = errors.split(separator: "\n").first.map(String.init) ?? ""
    return EncoderError("ffmpeg failed: \(message.isEmpty ? "exit status \(status)" : message)")
  }
}
