import Foundation
import Testing
import TestSupport

/// Other X clients cannot break the window (issue 22, item 5): the real binary on Xvfb, and a
/// second raw Xlib connection (`TestClient`) that destroys the window, sends it a forged
/// `ConfigureNotify`, holds a key before it opens and resizes it, as any client may.
@Suite(.serialized) struct ForeignClientTests {
  /// The preview's top-level window on `client`'s display.
  static func window(_ client: TestClient) throws -> UInt {
    var found: UInt?
    _ = waitUntil(timeout: 30) {
      found = client.window(named: "motion-preview")
      return found != nil
    }
    return try #require(found)
  }

  /// Presses `keys` and waits until the window shows the agent's frame for what they did: the
  /// state says `condition`, and the agent has drawn a frame since the press.
  static func press(_ app: PreviewProcess, _ keys: [String], until condition: @escaping ([String: String]) -> Bool) throws {
    // The keys go to the window under the pointer, so only once it is mapped: its first frame
    // says so. (Found by name, it may not be yet: the built-in previews load before it maps.)
    let shown = LiveReloadEndToEndTests.waitForFields(app) { _ in true }
    let drawn = Int(shown?["agentFrames"] ?? "") ?? 0
    try app.press(keys)
    try #require(
      LiveReloadEndToEndTests.waitForFields(app) { condition($0) && Int($0["agentFrames"] ?? "") ?? 0 > drawn } != nil,
      "no frame after \(keys)")
  }

  /// Standard error's lines.
  static func lines(_ errors: String) -> [Substring] {
    errors.split(separator: "\n")
  }

  /// Another client destroys the window while it animates: the program ends at once with
  /// status 1 and one line, and no X error lines (before, it ran on headless and printed two
  /// BadWindow lines at SIGTERM).
  @Test func aWindowDestroyedByAnotherClientEndsWithOneLine() throws {
    guard let xvfb = try XvfbServer.forTests("foreign client tests") else { return }
    let client = try TestClient(displayName: xvfb.display)
    // Not paused: the crease animates for ever, so frames are being drawn when it goes.
    let app = try PreviewProcess(display: xvfb.display, arguments: ["--fps", "30", "--geometry", "800x600+0+0"])
    client.destroy(try Self.window(client))
    let status = app.waitForExit()
    if status == nil { app.send(SIGTERM) }
    #expect(status == 1)
    #expect(app.terminatingSignal == nil)
    #expect(Self.lines(app.readError()) == ["motion-preview: the window was closed by another client"])
  }

  /// A forged ConfigureNotify of 65535×65535 changes nothing: no X errors, and the window
  /// still draws at its size (I shows the inspector, a second I takes it away again: the
  /// screen first changes, then comes back pixel for pixel).
  @Test func aForgedConfigureNotifyIsIgnored() throws {
    guard let xvfb = try XvfbServer.forTests("foreign client tests") else { return }
    let client = try TestClient(displayName: xvfb.display)
    let app = try PreviewProcess(
      display: xvfb.display, arguments: ["--paused", "--fps", "20", "--geometry", "1000x700+0+0"])
    let window = try Self.window(client)
    try Self.press(app, ["t"]) { $0["timeline"] == "1" }
    let before = try Screenshot(display: xvfb.display)
    client.sendConfigureNotify(to: window, width: 65535, height: 65535)
    try Self.press(app, ["i"]) { $0["inspector"] == "1" }
    let inspector = try Screenshot(display: xvfb.display)
    try Self.press(app, ["i"]) { $0["inspector"] == "0" }
    let after = try Screenshot(display: xvfb.display)
    func differing(_ a: Screenshot, _ b: Screenshot) -> Int {
      var n = 0
      for y in 0..<700 { for x in 0..<1000 where a.rgb(x, y) != b.rgb(x, y) { n += 1 } }
      return n
    }
    #expect(differing(before, inspector) > 1000, "the inspector did not show")
    #expect(differing(before, after) == 0)
    try app.press(["q"])
    #expect(app.waitForExit() == 0)
    let errors = app.readError()
    #expect(!errors.contains("X protocol error"), "\(errors)")
  }

  /// A real resize to 30000×30000 (no window manager refuses it) allocates no back buffer past
  /// the screen's size: no X errors (before: BadAlloc from a 3.6 GB pixmap), and the window
  /// still answers keys.
  @Test func aResizePastTheScreenAllocatesNoMore() throws {
    guard let xvfb = try XvfbServer.forTests("foreign client tests") else { return }
    let client = try TestClient(displayName: xvfb.display)
    let app = try PreviewProcess(
      display: xvfb.display, arguments: ["--paused", "--fps", "20", "--geometry", "800x600+0+0"])
    client.resize(try Self.window(client), width: 30000, height: 30000)
    try Self.press(app, ["i"]) { $0["inspector"] == "1" }
    try Self.press(app, ["i"]) { $0["inspector"] == "0" }
    try app.press(["q"])
    #expect(app.waitForExit() == 0)
    let errors = app.readError()
    #expect(!errors.contains("X protocol error"), "\(errors)")
  }

  /// Q held down before the window opens (its auto-repeats reach the window once it has the
  /// focus) does not quit; released and pressed anew, it does.
  @Test func aKeyHeldBeforeTheWindowOpensDoesNothing() throws {
    guard let xvfb = try XvfbServer.forTests("foreign client tests") else { return }
    let client = try TestClient(displayName: xvfb.display)
    let q: Int32 = 0x71  // XK_q
    client.setKey(q, down: true)
    let app = try PreviewProcess(
      display: xvfb.display, arguments: ["--paused", "--fps", "20", "--geometry", "800x600+0+0"])
    // Longer than the server's auto-repeat delay (660 ms), so repeats have arrived.
    usleep(1_500_000)
    client.setKey(q, down: false)
    try Self.press(app, ["t"]) { $0["timeline"] == "1" }
    #expect(app.state() != nil, "the window quit on a key held before it opened")
    client.setKey(q, down: true)
    client.setKey(q, down: false)
    #expect(app.waitForExit() == 0)
  }

  /// With no window manager, a resize from 600×400 to 900×600 shows no black in the new area,
  /// read straight after the server applied it (before, 558‰ of the window was black until
  /// the next frame): the window's background is the canvas's.
  @Test func aResizeShowsNoBlack() throws {
    guard let xvfb = try XvfbServer.forTests("foreign client tests") else { return }
    let client = try TestClient(displayName: xvfb.display)
    let app = try PreviewProcess(
      display: xvfb.display, arguments: ["--paused", "--fps", "20", "--geometry", "600x400+0+0"])
    let window = try Self.window(client)
    client.resize(window, width: 900, height: 600)
    let right = try #require(client.count(0, in: window, x: 600, y: 0, width: 300, height: 600))
    let below = try #require(client.count(0, in: window, x: 0, y: 400, width: 600, height: 200))
    // Text may be drawn there by then, but no glyphs cover a twentieth of it.
    #expect(right + below < (300 * 600 + 600 * 200) / 20, "\(right + below) black pixels in the new area")
    try app.press(["q"])
    #expect(app.waitForExit() == 0)
  }
}
