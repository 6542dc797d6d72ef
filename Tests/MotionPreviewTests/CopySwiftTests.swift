import Foundation
import Testing
import TestSupport

/// C: the previewed file with the tuned literals, on the CLIPBOARD for an editor to paste and
/// on standard output.
@Suite(.serialized) struct CopySwiftTests {
  /// A second X client pastes, after real key presses (Tab Tab ↑ tunes the spring's extra
  /// bounce 0.4 → 0.41, C copies), exactly the file as saved with that one token changed; the
  /// same text is on standard output, and the file on disk is untouched.
  @Test func cPutsTheFileWithTheTunedLiteralOnTheClipboardAndStandardOutput() throws {
    guard let xvfb = try XvfbServer.forTests("copy tests") else { return }
    let (directory, path, original) = try WriteBackEndToEndTests.copyOfTheCard()
    let source = String(decoding: original, as: UTF8.self)
    let expected = source.replacingFirst("extraBounce: 0.4)", with: "extraBounce: 0.41)")
    #expect(expected != source)

    let app = try WriteBackEndToEndTests.launch(xvfb.display, path, output: .pipe)
    let client = try TestClient(displayName: xvfb.display)
    #expect(client.pasteClipboard(timeout: 1) == nil, "nobody owns the clipboard before C")
    try app.press(["Tab", "Tab", "Up"])
    try #require(LiveReloadEndToEndTests.waitForFields(app) { $0["tuned"] == "1" } != nil)
    try app.press(["c"])
    var pasted: String?
    _ = waitUntil(timeout: 30) {
      pasted = client.pasteClipboard(timeout: 1)
      return pasted != nil
    }
    #expect(pasted == expected)
    try app.press(["q"])
    #expect(app.waitForExit() == 0)
    #expect(app.readOutput() == expected)
    #expect(fileBytes(at: path) == original && directory.names == ["Card.swift"])
  }
  /// The built-in previews have no file: C says so and puts nothing on standard output (it
  /// printed an empty line, "Copied 0 files as saved") nor on the clipboard, and B's label says
  /// where to tune rather than inviting Tab.
  @Test func cAndBOnTheBuiltInPreviewsPointToTheirFiles() throws {
    guard let xvfb = try XvfbServer.forTests("copy tests") else { return }
    let app = try PreviewProcess(
      display: xvfb.display, arguments: ["--paused", "--fps", "20", "--geometry", "600x300+0+0"], output: .pipe)
    let client = try TestClient(displayName: xvfb.display)
    try app.press(["c", "b"])
    let report = try #require(
      CompiledPanelsEndToEndTests.report(app) { ($0["split"] as? [String: Any])?["shown"] as? Bool == true })
    #expect(((report["split"] as? [String: Any])?["labels"] as? [String]) == ["A · as saved", "B · built in: open the file to tune"])
    #expect(client.pasteClipboard(timeout: 1) == nil)
    try app.press(["q"])
    #expect(app.waitForExit() == 0)
    #expect(app.readOutput() == "")
  }
}
