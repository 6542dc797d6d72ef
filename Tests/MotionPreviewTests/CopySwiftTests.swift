import Testing
import TestSupport

/// C: the running scene as SwiftUI, on the CLIPBOARD for an editor to paste.
@Suite(.serialized) struct CopySwiftTests {
  /// A second X client pastes, after a real C key press, exactly what `--print-swift` prints for
  /// the same scene: the seed's spelling of the lines' spring included.
  @Test func cPutsTheSceneOnTheClipboardAsSwiftUI() throws {
    guard let xvfb = try XvfbServer.forTests("copy tests") else { return }
    let (status, printed, errors) = try PreviewProcess.run(["--print-swift"], display: nil)
    try #require(status == 0, "--print-swift failed: \(errors)")
    #expect(printed.contains(".snappy(duration: elementDuration - 0.05, extraBounce: 0.4)"))

    let app = try PreviewProcess(display: xvfb.display, arguments: ["--paused"])
    let client = try TestClient(displayName: xvfb.display)
    #expect(client.pasteClipboard(timeout: 1) == nil, "nobody owns the clipboard before C")
    try app.press(["c"])
    var pasted: String?
    _ = waitUntil(timeout: 30) {
      pasted = client.pasteClipboard(timeout: 1)
      return pasted != nil
    }
    #expect(pasted == printed)
    try app.press(["q"])
    #expect(app.waitForExit() == 0)
  }
}
