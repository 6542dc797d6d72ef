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
}
