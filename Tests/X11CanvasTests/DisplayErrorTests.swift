import Testing
import X11Canvas

/// Failing to connect needs no server.
@Suite struct DisplayErrorTests {
  @Test func openingAMissingDisplayThrowsWhatToDo() {
    #expect(throws: X11Error.cannotOpenDisplay(name: ":9876")) { try XDisplay(name: ":9876") }
    #expect(
      X11Error.cannotOpenDisplay(name: ":99").description
        == "cannot open X display \":99\" (is an X server running? set DISPLAY or run under xvfb-run)")
    #expect(X11Error.cannotOpenDisplay(name: nil).description.contains("DISPLAY is not set"))
  }
}
