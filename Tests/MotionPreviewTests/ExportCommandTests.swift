import ChildProcesses
import Glibc
import Testing
import TestSupport

/// `motion-preview export` as a user runs it: the real binary, its files read back by an
/// independent decoder (Pillow), its frames compared with a real window's pixels (xwd).
@Suite(.serialized) struct ExportCommandTests {
  /// The names in the folder `path`, sorted.
  static func names(_ path: String) -> [String] {
    guard let dir = opendir(path) else { return [] }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }

  static func read(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = fread(&buffer, 1, buffer.count, file)
      if n <= 0 { break }
      bytes += buffer[..<n]
    }
    return bytes
  }

  /// Runs `motion-preview export` with `arguments` on `display` (nil: no DISPLAY at all).
  static func export(_ arguments: [String], display: String?) throws -> (status: Int32, errors: [Substring]) {
    let (status, _, errors) = try PreviewProcess.run(["export"] + arguments, display: display)
    return (status, errors.split(separator: "\n"))
  }

  /// An output of each format: GIF, WebP, PNG frames (a folder), and MP4 when ffmpeg is there.
  static var everyFormat: [String] {
    ["a.gif", "a.webp", "frames/"] + (ChildProcess.executablePath("ffmpeg") != nil ? ["a.mp4"] : [])
  }

  /// A short clip at a small size, so each export takes a moment.
  static let small = ["--geometry", "400x240", "--from", "0.1", "--to", "0.5"]

  /// Pillow (Debian's python3-pil), the independent decoder; nil when it is missing (and not
  /// required).
  static func pillow() throws -> String? {
    let python = "/usr/bin/python3"
    if access(python, X_OK) == 0,
      (try? Tool.run(python, ["-c", "import PIL.Image, PIL.WebPImagePlugin"]))?.status == 0
    {
      return python
    }
    if XvfbServer.isRequired { throw TestFailure("python3-pil missing and MOTION_PREVIEW_REQUIRE_X=1") }
    print("skipping the decoder checks: install python3-pil")
    return nil
  }

  /// Decodes an animation with Pillow and compares each frame with the PNG frame shown at the
  /// same time (frame k of `fps`): prints one line per frame, `DURATION MEAN MAX P999`, the mean,
  /// largest and 99.9th-percentile absolute channel difference, then `loop LOOP`.
  static let decoder = """
    import sys
    from PIL import Image
    anim, frames, fps = sys.argv[1], sys.argv[2], float(sys.argv[3])
    im = Image.open(anim)
    t = 0.0
    for k in range(im.n_frames):
        im.seek(k)
        im.load()
        d = im.info.get('duration')
        index = round(t * fps / 1000.0)
        ref = Image.open('%s/frame-%05d.png' % (frames, index)).convert('RGB')
        a = im.convert('RGB').tobytes()
        b = ref.tobytes()
        diffs = sorted(abs(x - y) for x, y in zip(a, b))
        print(d, sum(diffs) / len(diffs), diffs[-1], diffs[int(len(diffs) * 0.999)])
        t += d
    print('loop', im.info.get('loop'))
    """

  struct DecodedFrame {
    var duration: Int
    var mean: Double
    var max: Int
    var p999: Int
  }

  static func decode(_ python: String, _ animation: String, frames: String, fps: Double) throws -> (frames: [DecodedFrame], loop: String) {
    let result = try Tool.run(python, ["-c", decoder, animation, frames, String(fps)])
    guard result.status == 0 else { throw TestFailure("Pillow could not decode \(animation): \(result.text)") }
    var decoded: [DecodedFrame] = []
    var loop = ""
    for line in result.text.split(separator: "\n") {
      let fields = line.split(separator: " ")
      if fields.first == "loop" {
        loop = String(fields[1])
        continue
      }
      decoded.append(DecodedFrame(
        duration: Int(fields[0]) ?? -1, mean: Double(fields[1]) ?? .infinity,
        max: Int(fields[2]) ?? -1, p999: Int(fields[3]) ?? -1))
    }
    return (decoded, loop)
  }

  @Test func exportingTwiceGivesIdenticalFiles() throws {
    guard let xvfb = try XvfbServer.forTests("export tests") else { return }
    let folder = try TemporaryDirectory()
    var outputs = ["a.gif", "a.webp", "frames"]
    if ChildProcess.executablePath("ffmpeg") != nil { outputs.append("a.mp4") }
    for output in outputs {
      var bytes: [[UInt8]] = []
      for run in 0..<2 {
        let path = folder.path + "/\(run)-" + output
        let result = try Self.export([path] + Self.small, display: xvfb.display)
        #expect(result.status == 0, "\(output): \(result.errors)")
        #expect(result.errors.count == 1 && result.errors[0].contains("wrote \(path)"))
        if output == "frames" {
          let names = Self.names(folder.path + "/\(run)-frames")
          #expect(names.count == 24)  // 0.4 s at 60 fps
          bytes.append(names.flatMap { Self.read(path + "/" + $0) ?? [] })
        } else {
          bytes.append(try #require(Self.read(path)))
        }
      }
      #expect(bytes[0].count > 1000, "\(output)")
      #expect(bytes[0] == bytes[1], "\(output) differs between two runs")
    }
  }

  /// The GIF and the WebP, decoded by Pillow, show the PNG frames at the right times: frame
  /// count, delays, loop count, and pixels (WebP lossless: exactly; GIF: a 256-colour dithered
  /// palette per frame, within a mean of 1 level, 99.9 % of channels within 16 and every one
  /// within 48; measured: 0.14, 7 and 18).
  @Test func gifAndWebPDecodeToThePNGFrames() throws {
    guard let xvfb = try XvfbServer.forTests("export tests"), let python = try Self.pillow() else { return }
    let folder = try TemporaryDirectory()
    let range = ["--geometry", "500x300", "--from", "0", "--to", "1.2"]
    for fps in ["50", "30"] {
      let frames = folder.path + "/frames-\(fps)"
      #expect(try Self.export([frames, "--fps", fps] + range, display: xvfb.display).status == 0)
      #expect(try Self.export([folder.path + "/a\(fps).gif", "--fps", fps] + range, display: xvfb.display).status == 0)
      #expect(try Self.export([folder.path + "/a\(fps).webp", "--fps", fps] + range, display: xvfb.display).status == 0)
      let count = fps == "50" ? 60 : 36
      #expect(Self.names(folder.path + "/frames-\(fps)").count == count)

      let gif = try Self.decode(python, folder.path + "/a\(fps).gif", frames: frames, fps: Double(fps)!)
      #expect(gif.frames.count == count)
      #expect(gif.loop == "0")
      // Centiseconds as the rounded start times give them (in ms, as Pillow reports).
      func start(_ i: Int) -> Int { Int((Double(i) * 100 / Double(fps)!).rounded()) }
      let expected: [Int] = (0..<count).map { i in 10 * (start(i + 1) - start(i)) }
      #expect(gif.frames.map(\.duration) == expected)
      #expect(gif.frames.map(\.duration).reduce(0, +) == 1200)
      for (k, frame) in gif.frames.enumerated() {
        #expect(frame.mean < 1, "GIF frame \(k): mean difference \(frame.mean)")
        #expect(frame.p999 <= 16, "GIF frame \(k): 99.9th percentile \(frame.p999)")
        #expect(frame.max <= 48, "GIF frame \(k): largest difference \(frame.max)")
      }

      // libwebp stores a frame identical to the one before as a longer delay of that one, so
      // the frames are the distinct ones and the delays add up to the clip's length.
      let webp = try Self.decode(python, folder.path + "/a\(fps).webp", frames: frames, fps: Double(fps)!)
      var distinct = 1
      for i in 1..<count {
        let a = Self.read(frames + "/frame-\(fiveDigits(i - 1)).png")
        let b = Self.read(frames + "/frame-\(fiveDigits(i)).png")
        if a != b { distinct += 1 }
      }
      #expect(webp.frames.count == distinct)
      #expect(webp.frames.map(\.duration).reduce(0, +) == 1200)
      #expect(webp.loop == "0")
      for (k, frame) in webp.frames.enumerated() {
        #expect(frame.max == 0, "WebP frame \(k) is not lossless: largest difference \(frame.max)")
      }
    }
  }

  /// Without a DISPLAY every format renders on a private Xvfb and exits 0 with its one line
  /// (issue 22: the release build printed "lost connection" and exited 1 after writing the
  /// file, its private server stopped before the connection closed; CI runs this suite against
  /// the release binary). The server is gone afterwards.
  @Test func exportWorksWithoutADisplay() throws {
    guard ChildProcess.executablePath("Xvfb") != nil else {
      if XvfbServer.isRequired { throw TestFailure("Xvfb missing and MOTION_PREVIEW_REQUIRE_X=1") }
      return
    }
    for output in ExportCommandTests.everyFormat {
      let folder = try TemporaryDirectory()
      let run = "no-display-\(getpid())-\(output)"
      let (status, _, errors) = try PreviewProcess.run(
        ["export", folder.path + "/" + output] + Self.small, display: nil,
        environment: [ProcessTable.marker: run])
      let lines = errors.split(separator: "\n")
      #expect(status == 0, "\(output): \(errors)")
      #expect(lines.count == 1 && lines[0].hasPrefix("motion-preview: wrote \(folder.path)/\(output)"), "\(output): \(lines)")
      #expect(folder.names == [output.hasSuffix("/") ? String(output.dropLast()) : output])
      #expect(ProcessTable.running(marked: run).isEmpty, "\(output): its Xvfb still runs")
    }
  }

  /// Without `--to`, a preview that never stops (the examples' note creases for ever) makes a
  /// clip of at most 5 s after `--from`, its 0.5 s tail included, as `--help` says: 50 frames
  /// at 10 fps from 0 (it made 55).
  @Test func aPreviewThatNeverStopsMakesAFiveSecondClip() throws {
    guard let xvfb = try XvfbServer.forTests("export tests") else { return }
    let folder = try TemporaryDirectory()
    let (status, errors) = try Self.export([folder.path + "/frames/", "--fps", "10", "--geometry", "200x120"], display: xvfb.display)
    #expect(status == 0, "\(errors)")
    #expect(Self.names(folder.path + "/frames").count == 50)
  }

  /// Ctrl-C mid-export: the old file at the path is untouched and no temporary file is left.
  @Test func interruptingLeavesNoPartialFile() throws {
    guard let xvfb = try XvfbServer.forTests("export tests") else { return }
    for output in ["a.gif", "a.webp", "frames"] {
      let folder = try TemporaryDirectory()
      let path = folder.path + "/" + output
      if output != "frames" { _ = system("printf precious > '\(path)'") }
      let process = try ChildProcess(
        PreviewProcess.executable, ["export", path, "--from", "0", "--to", "60"],
        environment: ["DISPLAY": xvfb.display], error: .pipe)
      // Wait until the export is writing (its temporary file or its first frame exists).
      let writing = waitUntil(timeout: 30) {
        output == "frames" ? Self.names(folder.path + "/frames").count >= 2 : folder.names.count >= 2
      }
      #expect(writing, "\(output): the export never started writing")
      process.send(SIGINT)
      #expect(process.wait() == 128 + SIGINT)
      if output == "frames" {
        // Whole frames only: every file is a complete PNG, and no temporary file is left.
        let names = Self.names(folder.path + "/frames")
        #expect(!names.isEmpty)
        #expect(names.allSatisfy { $0.hasPrefix("frame-") && $0.hasSuffix(".png") }, "\(names)")
        for name in names {
          let bytes = try #require(Self.read(path + "/" + name))
          #expect(bytes.suffix(8) == [0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82], "\(name) is cut short")
        }
      } else {
        #expect(folder.names == [output])
        #expect(Self.read(path) == Array("precious".utf8))
      }
    }
  }

  /// Bad input: one line, status 2, and no file left behind.
  @Test func badInputIsOneLineAndStatus2() throws {
    guard let xvfb = try XvfbServer.forTests("export tests") else { return }
    let folder = try TemporaryDirectory()
    let gif = folder.path + "/a.gif"
    var cases: [([String], String)] = [
      ([gif, "--from", "1", "--to", "1"], "--to (1) must be later than --from (1)"),
      ([gif, "--from", "2", "--to", "0.5"], "--to (0.5) must be later than --from (2)"),
      ([gif, "--fps", "0"], "--fps must be between 0.1 and 240, not 0"),
      ([gif, "--fps", "-3"], "--fps must be between 0.1 and 240, not -3"),
      ([gif, "--fps", "241"], "--fps must be between 0.1 and 240, not 241"),
      ([folder.path + "/a.mov"], "unknown extension .mov"),
      ([folder.path + "/missing/a.gif"], "No such file or directory"),
      ([gif, "--quality", "50"], "--quality applies to .webp exports only"),
      (["-"], "export writes files, not standard output"),
      // Sizes no encoder takes, refused before a frame is made: a 32767 × 32767 GIF took
      // 11.6 GB and failed with status 1; WebP's sides stop at libwebp's 16383.
      ([gif, "--geometry", "32767x32767"], "an exported frame is at most 16384×16384"),
      ([folder.path + "/a.webp", "--geometry", "16384x100"], "its sides are at most 16383 pixels"),
    ]
    let unwritable = try UnwritableFolder.forTests("the unwritable-folder export case")
    if let unwritable { cases.append(([unwritable.path + "/motion-preview-export.gif"], unwritable.reason)) }
    for (arguments, message) in cases {
      let result = try Self.export(arguments, display: xvfb.display)
      #expect(result.status == 2, "\(arguments)")
      #expect(result.errors.count == 1 && result.errors.first?.contains(message) == true, "\(arguments): \(result.errors)")
    }
    #expect(folder.names.isEmpty)
  }

  /// A disk that fills mid-export (here the file-size limit, which fails writes the same way
  /// with EFBIG): one line naming the error, status 2, the old file kept, no temporary file.
  @Test func aFullDiskMidExportKeepsTheOldFile() throws {
    guard let xvfb = try XvfbServer.forTests("export tests") else { return }
    for output in ["a.gif", "a.webp"] {
      let folder = try TemporaryDirectory()
      let path = folder.path + "/" + output
      _ = system("printf precious > '\(path)'")
      let process = try ChildProcess(
        "/bin/sh",
        ["-c", "trap '' XFSZ; ulimit -f 64; exec \"$0\" \"$@\"", PreviewProcess.executable,
          "export", path] + Self.small,
        environment: ["DISPLAY": xvfb.display], error: .pipe)
      let errors = String(decoding: process.readError(), as: UTF8.self).split(separator: "\n")
      #expect(process.wait() == 2)
      #expect(errors == ["motion-preview: cannot write \"\(path)\": File too large"])
      #expect(Self.read(path) == Array("precious".utf8))
      #expect(folder.names == [output])
    }
  }

  /// A real full disk: a 8 KiB tmpfs (mounted in a private mount namespace, which needs root)
  /// fills mid-export. Each format says so in one line with status 2, the old file stays, and
  /// no temporary file is left; PNG frames leave whole frames only. Skipped, saying why, where
  /// no tmpfs can be mounted.
  @Test func aFullTmpfsMidExportKeepsTheOldFile() throws {
    guard let xvfb = try XvfbServer.forTests("export tests") else { return }
    var outputs = ["a.gif", "a.webp", "frames"]
    if ChildProcess.executablePath("ffmpeg") != nil { outputs.append("a.mp4") }
    let script = """
      dir=$1; out=$2; shift 2
      failure=$(mount -t tmpfs -o size=8k tmpfs "$dir" 2>&1) || { echo "skip: $failure"; exit 0; }
      printf precious > "$dir/old"
      [ "$out" = frames ] || cp "$dir/old" "$dir/$out"
      "$@" "$dir/$out" --to 2
      echo "status=$?"
      echo "names=$(ls -A "$dir" | tr '\\n' ' ')"
      [ -d "$dir/frames" ] && echo "frames=$(ls -A "$dir/frames" | tr '\\n' ' ')"
      [ "$out" = frames ] || { [ "$(cat "$dir/$out")" = precious ] && echo kept || echo replaced; }
      """
    guard let unshare = ChildProcess.executablePath("unshare"), getuid() == 0 else {
      print("skipping the tmpfs full-disk test: mounting a tmpfs needs unshare and root")
      return
    }
    for output in outputs {
      let folder = try TemporaryDirectory()
      let process = try ChildProcess(
        unshare, ["-m", "/bin/sh", "-c", script, "sh", folder.path, output, PreviewProcess.executable, "export"],
        environment: ["DISPLAY": xvfb.display], output: .pipe, error: .pipe)
      let report = String(decoding: process.readOutput(), as: UTF8.self).split(separator: "\n")
      let errors = String(decoding: process.readError(), as: UTF8.self).split(separator: "\n")
      let status = process.wait()
      // unshare itself can fail: a chroot whose / is not a mount point cannot make it private,
      // an unprivileged container may not make namespaces. No tmpfs can be mounted there.
      if status != 0, report.isEmpty, let first = errors.first, first.hasPrefix("unshare: ") {
        print("skipping the tmpfs full-disk test: \(first)")
        return
      }
      #expect(status == 0)
      if let skip = report.first, skip.hasPrefix("skip: ") {
        print("skipping the tmpfs full-disk test: \(skip.dropFirst(6))")
        return
      }
      let path = folder.path + "/" + output
      #expect(report.first == "status=2", "\(output): \(report) \(errors)")
      if output == "frames" {
        #expect(errors.count == 1 && errors.first?.hasPrefix("motion-preview: cannot write \"\(path)/frame-") == true, "\(errors)")
        #expect(errors.first?.hasSuffix(".png\": No space left on device") == true, "\(errors)")
        #expect(report.contains("names=frames old "), "\(report)")
        // Whole frames only (none fit in 8 KiB here), never a temporary file.
        let frames = report.first { $0.hasPrefix("frames=") } ?? "?"
        #expect(frames.split(separator: " ").allSatisfy { $0 == "frames=" || $0.hasSuffix(".png") }, "\(frames)")
      } else {
        #expect(errors == ["motion-preview: cannot write \"\(path)\": No space left on device"], "\(output)")
        #expect(report.contains("names=\(output) old "), "\(output): \(report)")
        #expect(report.last == "kept", "\(output): \(report)")
      }
    }
  }

  /// On a terminal (a pty here) the progress bar shows frames done of total, the rate and the
  /// time left, redrawn in place; it is cleared before the one closing line, which ends the
  /// output. Through a pipe the closing line is all there is.
  @Test func theProgressBarShowsOnATerminalOnly() throws {
    guard let xvfb = try XvfbServer.forTests("export tests") else { return }
    let python = "/usr/bin/python3"
    guard access(python, X_OK) == 0 else {
      if XvfbServer.isRequired { throw TestFailure("python3 missing and MOTION_PREVIEW_REQUIRE_X=1") }
      return
    }
    // Runs the command with all three standard streams on a new pty and prints what it wrote.
    let onPty = """
      import os, pty, sys
      pid, fd = pty.fork()
      if pid == 0:
          os.execv(sys.argv[1], sys.argv[1:])
      out = b''
      while True:
          try:
              data = os.read(fd, 65536)
          except OSError:
              break
          if not data:
              break
          out += data
      _, status = os.waitpid(pid, 0)
      sys.stdout.buffer.write(out)
      sys.exit(os.waitstatus_to_exitcode(status))
      """
    let folder = try TemporaryDirectory()
    let path = folder.path + "/a.gif"
    let arguments = ["export", path, "--geometry", "400x240", "--to", "1.5"]
    let result = try Tool.run(python, ["-c", onPty, PreviewProcess.executable] + arguments, display: xvfb.display)
    #expect(result.status == 0, "\(result.text)")
    // The terminal turns \n into \r\n; bars are drawn with \r and end by erasing the line.
    // (Split the bytes: in a String "\r\n" is one Character.)
    let segments = result.output.split(separator: 0x0D).map { String(decoding: $0, as: UTF8.self) }
    let bar = try Regex(
      "^\\Q\(path)\\E ([█░]{24}) ([0-9]+)/([0-9]+) frames · ([0-9]+) fps · ETA ([0-9]+\\.[0-9]) s\u{1B}\\[K$")
    var done: [Int] = []
    var totals = Set<Int>()
    for segment in segments.dropLast(2) {
      let match = try #require(try bar.wholeMatch(in: segment), "not a progress bar: \(segment.debugDescription)")
      done.append(Int(match.output[2].substring ?? "") ?? -1)
      totals.insert(Int(match.output[3].substring ?? "") ?? -1)
    }
    // 1.5 s at 50 fps (GIF's fastest).
    #expect(totals == [75])
    #expect(done.last == 75)
    #expect(done == done.sorted(), "\(done)")
    // Then the bar is erased and the closing line ends the output.
    let tail = segments.suffix(2).joined(separator: "\r")
    #expect(tail.hasPrefix("\u{1B}[Kmotion-preview: wrote \(path) ("), "\(tail.debugDescription)")
    #expect(tail.hasSuffix(" s\r\n") || tail.hasSuffix(" s\n"), "\(tail.debugDescription)")
    #expect(tail.contains("75 frames, 1.5 s at 50 fps (GIF's fastest), 400×240, in "))

    // No terminal: the closing line only.
    let piped = try Self.export([folder.path + "/b.gif", "--geometry", "400x240", "--to", "1.5"], display: xvfb.display)
    #expect(piped.status == 0)
    #expect(piped.errors.count == 1 && piped.errors[0].hasPrefix("motion-preview: wrote "), "\(piped.errors)")
    #expect(!piped.errors.joined().contains("\r") && !piped.errors.joined().contains("\u{1B}"))
  }

  /// An MP4 of an odd size gets a white column and row to make it even (H.264's yuv420p needs
  /// even sizes) and the closing line says so; ffprobe reads the padded size.
  @Test func anOddSizedMP4IsPaddedAndSaysSo() throws {
    guard let xvfb = try XvfbServer.forTests("export tests"),
      ChildProcess.executablePath("ffmpeg") != nil, let ffprobe = ChildProcess.executablePath("ffprobe")
    else { return }
    let folder = try TemporaryDirectory()
    let path = folder.path + "/odd.mp4"
    let result = try Self.export([path, "--geometry", "401x241", "--to", "0.2"], display: xvfb.display)
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.errors.count == 1)
    #expect(result.errors.first?.contains(", 401×241 padded to 402×242 with white (H.264 needs even sizes), in ") == true, "\(result.errors)")
    let probe = try Tool.run(ffprobe, [
      "-v", "error", "-select_streams", "v:0", "-show_entries", "stream=width,height", "-of", "csv=p=0", path,
    ])
    #expect(probe.text.split(separator: "\n").first == "402,242", "\(probe.text)")
    // The added column and row are white (within H.264's rounding), not black.
    let frame = try Tool.run("ffmpeg", [
      "-v", "error", "-i", path, "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "rgb24", "pipe:1",
    ])
    #expect(frame.output.count == 402 * 242 * 3)
    guard frame.output.count == 402 * 242 * 3 else { return }
    var darkest = 255
    for y in 0..<242 {
      for c in 0..<3 { darkest = min(darkest, Int(frame.output[(y * 402 + 401) * 3 + c])) }
    }
    for x in 0..<402 {
      for c in 0..<3 { darkest = min(darkest, Int(frame.output[(241 * 402 + x) * 3 + c])) }
    }
    #expect(darkest >= 230, "the padding is not white: \(darkest)")
  }

  /// An exported frame is the live window's frame: the preview paused, Space pressed, stepped
  /// to 0.3 s, read with xwd; the export of that scene time, decoded by Pillow, has the same
  /// pixels everywhere but the window's "Paused" badge in the top-right corner.
  @Test func anExportedFrameIsThePausedWindowsFrame() throws {
    guard let xvfb = try XvfbServer.forTests("export tests"), let python = try Self.pillow() else { return }
    let app = try PreviewProcess(
      display: xvfb.display, arguments: ["--paused", "--fps", "10", "--geometry", "1000x600+0+0"])
    try app.press(["space"])
    try #require(LiveReloadEndToEndTests.waitForFields(app) { $0["control"] == "Toggle" } != nil)
    try app.press(["Right", "Right", "Right"])
    let state = try #require(app.waitForState { abs($0.time - 0.3) < 1e-6 })
    let shot = try Screenshot(display: xvfb.display)

    let folder = try TemporaryDirectory()
    // The text is toggled at 0 in the window (Space at scene time 0) and in the export.
    let result = try Self.export(
      [folder.path + "/f", "--geometry", "1000x600", "--toggle-at", "0", "--from", "\(state.time)",
        "--to", "\(state.time + 0.004)", "--fps", "240"], display: xvfb.display)
    #expect(result.status == 0, "\(result.errors)")
    #expect(Self.names(folder.path + "/f") == ["frame-00000.png"])
    let decoded = try Tool.run(python, [
      "-c", "import sys; from PIL import Image; sys.stdout.buffer.write(Image.open(sys.argv[1]).convert('RGB').tobytes())",
      folder.path + "/f/frame-00000.png",
    ])
    #expect(decoded.output.count == 1000 * 600 * 3)
    guard decoded.output.count == 1000 * 600 * 3 else { return }
    var outside = 0
    var inBadge = 0
    var blue = 0
    for y in 0..<600 {
      for x in 0..<1000 {
        let o = (y * 1000 + x) * 3
        let exported = (Int(decoded.output[o]), Int(decoded.output[o + 1]), Int(decoded.output[o + 2]))
        let live = shot.rgb(x, y)
        if exported.2 - exported.0 > 60 && exported.2 > 200 { blue += 1 }
        guard exported != (live.red, live.green, live.blue) else { continue }
        if x >= 800 && y < 40 { inBadge += 1 } else { outside += 1 }
      }
    }
    #expect(outside == 0, "\(outside) pixels differ outside the Paused badge")
    #expect(inBadge > 0, "the window shows a Paused badge the export leaves out")
    #expect(blue > 1000, "the revealed text is in the frame")
  }
}

/// `index` as five digits, as the PNG frames are named.
func fiveDigits(_ index: Int) -> String {
  let digits = "\(index)"
  return String(repeating: "0", count: max(0, 5 - digits.count)) + digits
}
