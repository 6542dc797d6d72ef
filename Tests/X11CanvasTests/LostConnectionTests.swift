import CX11
import Glibc
import Scenes
import Testing
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
      let child = try spawnSelf(display: server.displayName, stdout: output.path, stderr: errors.path)
      defer { child.reap() }

      // Wait for the child's loop to be idle in poll, or for it to die early.
      let deadline = XvfbServer.now() + 300
      while !output.contents().contains(Self.readyLine) {
        try #require(child.exitStatus() == nil, "the child exited early: \(errors.contents())")
        try #require(XvfbServer.now() < deadline, "the child never became ready: \(errors.contents())")
        usleep(20_000)
      }
      server.stop()

      var status: Int32?
      let exitDeadline = XvfbServer.now() + 60
      while status == nil, XvfbServer.now() < exitDeadline {
        status = child.exitStatus()
        usleep(10_000)
      }
      let stderr = errors.contents()
      #expect(status == 1, "exit status; stderr: \(stderr)")
      #expect(stderr.contains("motion-preview: lost connection to X server \"\(server.displayName)\"\n"))
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
      var environment = [String]()
      var entry = environ
      while let pointer = entry.pointee {
        let text = String(cString: pointer)
        if !text.hasPrefix("DISPLAY="), !text.hasPrefix("X11CANVAS_TEST_ROLE=") { environment.append(text) }
        entry += 1
      }
      environment += ["DISPLAY=\(display)", "X11CANVAS_TEST_ROLE=\(Self.role)"]
      let arguments = [
        "/proc/self/exe", "--testing-library", "swift-testing", "--filter",
        "losingTheServerExitsWithStatusOneAndOneLine",
      ]
      var actions = posix_spawn_file_actions_t()
      posix_spawn_file_actions_init(&actions)
      defer { posix_spawn_file_actions_destroy(&actions) }
      posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
      posix_spawn_file_actions_addopen(&actions, 1, stdout, O_WRONLY | O_TRUNC, 0)
      posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_TRUNC, 0)
      var pid: pid_t = 0
      let status = XvfbServer.spawn(
        &pid, path: "/proc/self/exe", arguments: arguments, environment: environment,
        actions: &actions)
      guard status == 0 else {
        throw XvfbServer.StartError(description: "cannot re-run the test binary (errno \(status))")
      }
      return ChildProcess(pid: pid)
    }
  }
}
