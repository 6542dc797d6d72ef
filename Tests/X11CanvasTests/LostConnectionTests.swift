import CX11
import ChildProcesses
import Glibc
import Scenes
import Testing
import TestSupport
import X11Canvas

extension X11Tests {
  /// Losing the X server must end the process with status 1 and one line, so it runs in a child
  /// process: this test binary itself, re-run (`--filter` on this test) with
  /// `X11CANVAS_TEST_ROLE=lost-connection`, which makes the same test play the child. That needs
  /// no extra target and no timing: the parent waits for the child's "ready" line, kills the
  /// server, and waits for the child to exit.
  @Suite struct LostConnectionTests {
    static let role = "lost-connection"
    static let readyLine = "X11CANVAS-CHILD-READY"

    @Test func losingTheServerExitsWithStatusOneAndOneLine() throws {
      if let role = getenv("X11CANVAS_TEST_ROLE"), String(cString: role) == Self.role {
        try runChild()
        return
      }
      let server = try XvfbServer()
      let output = try TemporaryFile()
      let errors = try TemporaryFile()
      let child = try spawnSelf(display: server.display, stdout: output.path, stderr: errors.path)
      defer { child.terminate() }

      // Wait for the child's loop to be idle in poll, or for it to die early.
      let deadline = monotonicNow() + 300
      while !output.contents().contains(Self.readyLine) {
        try #require(child.isRunning, "the child exited early: \(errors.contents())")
        try #require(monotonicNow() < deadline, "the child never became ready: \(errors.contents())")
        usleep(20_000)
      }
      server.stop()

      let status = child.wait(timeout: 60)
      let stderr = errors.contents()
      #expect(status == 1, "exit status; stderr: \(stderr)")
      #expect(stderr.contains("motion-preview: lost connection to X server \"\(server.display)\"\n"))
      // Protocol errors are logged with the request's name and the program carries on.
      #expect(stderr.contains("motion-preview: X protocol error BadWindow"))
      #expect(stderr.contains("in X_MapWindow"))
      #expect(!stderr.contains("Fatal error") && !stderr.contains("Stack dump"), "no crash: \(stderr)")
    }

    /// The child: a window idling in the display link, after one deliberate protocol error.
    private func runChild() throws {
      let display = try XDisplay(name: nil)
      XMapWindow(display.pointer, 0x7ff_fff0)  // BadWindow: logged, not fatal
      display.sync()
      let window = try XWindow(display: display, title: "child", geometry: Geometry(width: 64, height: 48), scale: 1)
      let renderer = Renderer(window: window, fonts: try FontCache(display: display, scale: 1))
      let link = DisplayLink(window: window, renderer: renderer)
      let delegate = TestDelegate()
      delegate.onFrame = { n in
        guard n == 1 else { return }
        var line = Self.readyLine + "\n"
        line.withUTF8 { _ = write(1, $0.baseAddress, $0.count) }
      }
      let status = link.run(delegate: delegate)
      // Only reached if losing the server did not end the process.
      var line = "child: run returned \(status) instead of exiting\n"
      line.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
      exit(3)
    }

    private func spawnSelf(display: String, stdout: String, stderr: String) throws -> ChildProcess {
      try ChildProcess(
        "/proc/self/exe",
        ["--testing-library", "swift-testing", "--filter", "losingTheServerExitsWithStatusOneAndOneLine"],
        environment: ["DISPLAY": display, "X11CANVAS_TEST_ROLE": Self.role],
        output: .file(stdout), error: .file(stderr))
    }
  }
}
