import Glibc
import ChildProcesses
import Testing
import TestSupport

/// Issue 14, classes 2, 3 and 6: a screenshot that cannot be written says why in one line,
/// exits with status 2, and never deletes or damages what was at its path.
@Suite(.serialized) struct ScreenshotFileTests {
  private func server() throws -> XvfbServer? {
    try XvfbServer.forTests("screenshot file tests")
  }

  private static func contents(_ path: String) -> String? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var buffer = [UInt8](repeating: 0, count: 256)
    let n = fread(&buffer, 1, buffer.count, file)
    return String(decoding: buffer[..<n], as: UTF8.self)
  }

  /// One line on standard error.
  private static func lines(_ text: String) -> [Substring] {
    text.split(separator: "\n")
  }

  /// Class 2: a write that fails partway (here the file-size limit, as a full disk would) leaves
  /// the old file exactly as it was, and no temporary file; the message gives strerror.
  @Test func aFailedWriteKeepsTheOldFileAndSaysWhy() throws {
    guard let xvfb = try server() else { return }
    let folder = try TemporaryDirectory()
    let path = folder.path + "/shot.png"
    _ = system("printf precious > '\(path)'")
    // ulimit -f 8: at most 8 KiB per file; SIGXFSZ ignored so write() fails with EFBIG.
    let process = try ChildProcess(
      "/bin/sh",
      ["-c", "trap '' XFSZ; ulimit -f 8; exec \"$0\" \"$@\"", PreviewProcess.executable,
        "--screenshot", path, "--screenshot-at", "0.5"],
      environment: ["DISPLAY": xvfb.display], error: .pipe)
    let errors = String(decoding: process.readError(), as: UTF8.self)
    #expect(process.wait() == 2)
    #expect(Self.lines(errors) == ["motion-preview: cannot write \"\(path)\": File too large"])
    #expect(Self.contents(path) == "precious")
    #expect(folder.names == ["shot.png"])
  }

  /// Class 2: a device is written into, never replaced or removed; /dev/full's ENOSPC is named.
  @Test func aFullDeviceIsReportedAndKept() throws {
    guard let xvfb = try server() else { return }
    let (status, _, errors) = try PreviewProcess.run(["--screenshot", "/dev/full"], display: xvfb.display)
    #expect(status == 2)
    #expect(Self.lines(errors) == ["motion-preview: cannot write \"/dev/full\": No space left on device"])
    var info = stat()
    #expect(stat("/dev/full", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
  }

  /// Class 6: a missing folder, an unwritable folder and a name that is too long are bad input.
  @Test func badPathsExitWithStatus2() throws {
    guard let xvfb = try server() else { return }
    let folder = try TemporaryDirectory()
    let long = folder.path + "/" + String(repeating: "x", count: 260) + ".png"
    var cases = [
      (folder.path + "/missing/shot.png", "No such file or directory"),
      (long, "File name too long"),
    ]
    let unwritable = try UnwritableFolder.forTests("the unwritable-folder screenshot case")
    if let unwritable {
      cases.append(
        (unwritable.path + "/motion-preview-shot.png",
          unwritable.reason + " (this user may not make files in its folder \"\(unwritable.path)\")"))
    }
    for (path, reason) in cases {
      let (status, _, errors) = try PreviewProcess.run(["--screenshot", path], display: xvfb.display)
      #expect(status == 2, "\(path)")
      #expect(Self.lines(errors) == ["motion-preview: cannot write \"\(path)\": \(reason)"])
    }
    #expect(folder.names.isEmpty)
  }

  /// A screenshot writes PNG only: another extension is one line and status 2, and no file;
  /// `.PNG` and a name without an extension are fine.
  @Test func aNameForAnotherFormatIsRefused() throws {
    guard let xvfb = try server() else { return }
    let folder = try TemporaryDirectory()
    for name in ["x.jpg", "x.gif", "shot.png.webp"] {
      let path = folder.path + "/" + name
      let (status, _, errors) = try PreviewProcess.run(["--screenshot", path], display: xvfb.display)
      #expect(status == 2, "\(name)")
      let ext = name.split(separator: ".").last ?? ""
      #expect(
        Self.lines(errors) == [
          "motion-preview: --screenshot writes PNG: name it .png, not .\(ext) (\"\(path)\"); "
            + "motion-preview export writes GIF, WebP and MP4"
        ])
    }
    #expect(folder.names.isEmpty)
    for name in ["x.PNG", "shot"] {
      let (status, _, errors) = try PreviewProcess.run(["--screenshot", folder.path + "/" + name], display: xvfb.display)
      #expect(status == 0, "\(name): \(errors)")
    }
    #expect(folder.names == ["shot", "x.PNG"])
  }

  /// Without a DISPLAY a screenshot renders on a private Xvfb, as export does: the same PNG,
  /// byte for byte, as on the test's server.
  @Test func aScreenshotNeedsNoDisplay() throws {
    guard let xvfb = try server() else { return }
    let folder = try TemporaryDirectory()
    let arguments = ["--screenshot-at", "0.4", "--geometry", "500x300"]
    let (status, _, errors) = try PreviewProcess.run(
      ["--screenshot", folder.path + "/private.png"] + arguments, display: nil)
    #expect(status == 0, "\(errors)")
    #expect(errors.isEmpty)
    let (shown, _, _) = try PreviewProcess.run(
      ["--screenshot", folder.path + "/shown.png"] + arguments, display: xvfb.display)
    #expect(shown == 0)
    let bytes = fileBytes(at: folder.path + "/private.png")
    #expect(bytes.count > 1000)
    #expect(bytes == fileBytes(at: folder.path + "/shown.png"))
  }

  /// Class 9 (with robust): `-` is standard output, never a file named `-`.
  @Test func aDashWritesTheScreenshotToStandardOutput() throws {
    guard let xvfb = try server() else { return }
    let folder = try TemporaryDirectory()
    let process = try ChildProcess(
      "/bin/sh", ["-c", "cd \"$1\" && exec \"$0\" --screenshot - > out.png", PreviewProcess.executable, folder.path],
      environment: ["DISPLAY": xvfb.display], error: .pipe)
    let errors = String(decoding: process.readError(), as: UTF8.self)
    #expect(process.wait() == 0, "\(errors)")
    #expect(folder.names == ["out.png"])
    let file = try #require(fopen(folder.path + "/out.png", "rb"))
    defer { fclose(file) }
    var signature = [UInt8](repeating: 0, count: 8)
    #expect(fread(&signature, 1, 8, file) == 8)
    #expect(signature == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
  }

  /// Class 3: a screenshot of more than 2 GiB (23200 × 23200 × 4 bytes on the server) is read
  /// back in strips and written, instead of reporting a lost connection. It needs about 4 GB of
  /// memory and a minute, so it runs only with MOTION_PREVIEW_LARGE_TESTS=1; the strips
  /// themselves are checked at every run by PixelReaderTests.
  @Test(.enabled(if: getenv("MOTION_PREVIEW_LARGE_TESTS").map { String(cString: $0) } == "1"))
  func aScreenshotBeyond2GiBIsWritten() throws {
    guard let xvfb = try server() else { return }
    let folder = try TemporaryDirectory()
    let path = folder.path + "/big.png"
    let (status, _, errors) = try PreviewProcess.run(
      ["--geometry", "23200x23200", "--screenshot", path], display: xvfb.display)
    #expect(status == 0)
    #expect(errors.isEmpty)
    // The PNG header's width and height (big-endian, bytes 16...23).
    let file = try #require(fopen(path, "rb"))
    defer { fclose(file) }
    var header = [UInt8](repeating: 0, count: 24)
    #expect(fread(&header, 1, 24, file) == 24)
    let width = header[16..<20].reduce(0) { $0 << 8 | Int($1) }
    let height = header[20..<24].reduce(0) { $0 << 8 | Int($1) }
    #expect(width == 23200 && height == 23200)
  }
}
