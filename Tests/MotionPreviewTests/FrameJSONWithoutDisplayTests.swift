import ChildProcesses
import Testing
import TestSupport

/// `--frame-json` measures text with fontconfig, FreeType and HarfBuzz directly: it runs where
/// there is no X server at all, and says exactly what it says with one.
@Suite struct FrameJSONWithoutDisplayTests {
  /// Runs `motion-preview ARGUMENTS` with DISPLAY unset (as `env -u DISPLAY` does): there is
  /// no display to fall back on.
  private func runWithoutDisplay(_ arguments: [String]) throws -> (Int32, String, String) {
    let result = try ChildProcess.run(
      PreviewProcess.executable, arguments, environment: ["DISPLAY": nil])
    return (
      result.status, String(decoding: result.output, as: UTF8.self),
      String(decoding: result.error, as: UTF8.self)
    )
  }

  @Test(arguments: [
    ["--frame-json", "0.6"],
    ["--frame-json", "1.2", "--toggle-at", "0,0.8", "--geometry", "640x400"],
    ["--frame-json", "2", "--toggle-at", "0.1", "--preview", "TextReveal", "--scale", "2"],
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
