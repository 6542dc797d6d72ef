import ChildProcesses
import Glibc
import X11Canvas

/// A private Xvfb server for one test (`PrivateXServer`, the package's one launcher), with the
/// test suite's policy: when Xvfb is not installed the X tests skip with a message, unless
/// `MOTION_PREVIEW_REQUIRE_X=1` (set by CI), which makes a missing Xvfb a failure.
package final class XvfbServer {
  /// The display name, for example ":140".
  package var display: String { server.displayName }
  /// The server's process ID.
  package var pid: Int32 { server.pid }
  private let server: PrivateXServer

  /// True when the environment demands the X tests run (CI sets `MOTION_PREVIEW_REQUIRE_X=1`).
  package static var isRequired: Bool {
    getenv("MOTION_PREVIEW_REQUIRE_X").map { String(cString: $0) } == "1"
  }

  /// Whether the X tests should run: Xvfb is installed, or it is required (then a missing Xvfb
  /// fails the tests instead of skipping them).
  package static var shouldRun: Bool { PrivateXServer.isInstalled || isRequired }

  /// Whether Xvfb and the X tools the end-to-end tests drive (xdotool, xwd, xprop) are installed.
  package static var toolsAvailable: Bool {
    ["Xvfb", "xdotool", "xwd", "xprop"].allSatisfy { ChildProcess.executablePath($0) != nil }
  }

  /// A server for a suite of window tests, or nil (after saying so) when the X tools are
  /// missing and not required; throws when they are required (`MOTION_PREVIEW_REQUIRE_X=1`).
  package static func forTests(_ suite: String, width: Int = 1280, height: Int = 800) throws -> XvfbServer? {
    guard toolsAvailable else {
      if isRequired {
        throw TestFailure("Xvfb, xdotool, xwd or xprop missing and MOTION_PREVIEW_REQUIRE_X=1")
      }
      print("skipping \(suite): install xvfb x11-apps x11-utils xdotool to run them")
      return nil
    }
    return try XvfbServer(width: width, height: height)
  }

  /// Starts a server with a `width`×`height`×24 screen and waits until it accepts clients.
  package init(width: Int = 1280, height: Int = 800) throws {
    do {
      server = try PrivateXServer(width: width, height: height)
    } catch {
      throw TestFailure(error.description)
    }
  }

  /// Terminates the server and reaps it (idempotent).
  package func stop() { server.stop() }
}

/// Polls `condition` every 20 ms until it holds or `timeout` seconds pass; returns whether it
/// held. For waiting on another process (a file event, a published state), never for timing.
package func waitUntil(timeout: Double, _ condition: () -> Bool) -> Bool {
  let deadline = monotonicNow() + timeout
  while monotonicNow() < deadline {
    if condition() { return true }
    usleep(20_000)
  }
  return condition()
}

/// Seconds on the monotonic clock.
package func monotonicNow() -> Double { ChildProcess.monotonicNow() }

/// A test-harness failure with a message.
package struct TestFailure: Error, CustomStringConvertible {
  package var description: String
  package init(_ description: String) { self.description = description }
}
