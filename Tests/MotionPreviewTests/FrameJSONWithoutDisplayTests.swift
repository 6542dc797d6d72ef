import Testing

/// `--frame-json` measures text with fontconfig, FreeType and HarfBuzz directly: it runs where
/// there is no X server at all, and says exactly what it says with one.
@Suite struct FrameJSONWithoutDisplayTests {
  /// Runs `motion-preview ARGUMENTS` under `env -u DISPLAY` (no display to fall back on).
  private func runWithoutDisplay(_ arguments: [String]) throws -> (Int32, String, String) {
    let process = try Subprocess(
      "/usr/bin/env", ["-u", "DISPLAY", PreviewProcess.executable] + arguments,
      captureOutput: true, captureError: true)
    let output = process.readOutput()
    let errors = process.readError()
    return (
      process.wait(), String(decoding: output, as: UTF8.self),
      String(decoding: errors, as: UTF8.self)
    )
  }

  @Test(arguments: [
    ["--frame-json", "0.6"],
    ["--frame-json", "1.2", "--toggle-at", "0.8", "--geometry", "640x400"],
    ["--frame-json", "2", "--text", "مرحبا بالعالم — שלום world — 你好，世界 — Ship it 🚀", "--scale", "2"],
  ])
  func byteIdenticalWithAndWithoutAnXServer(_ arguments: [String]) throws {
    guard let xvfb = try XvfbServer.forTests("--frame-json without a display") else { return }
    let (withStatus, withX, withErrors) = try PreviewProcess.run(arguments, display: xvfb.display)
    let (status, withoutX, errors) = try runWithoutDisplay(arguments)
    #expect(withStatus == 0 && status == 0)
    #expect(withErrors.isEmpty && errors.isEmpty)
    #expect(withoutX.hasPrefix("{\"time\": "))
    #expect(withoutX == withX)
  }
}
