import Glibc
import Testing

/// A private Xvfb server for one test, on a display number it picks itself.
///
/// When Xvfb is not installed the tests skip with a message, unless `MOTION_PREVIEW_REQUIRE_X=1`
/// (set by `.ci/run`), in which case they fail.
final class XvfbServer {
  /// The display name, for example `":140"`.
  let display: String
  private let process: Subprocess

  /// True when the X tests must run (CI) rather than skip.
  static var isRequired: Bool {
    getenv("MOTION_PREVIEW_REQUIRE_X").map { String(cString: $0) } == "1"
  }

  /// The path of an executable on PATH, or nil.
  static func which(_ tool: String) -> String? {
    let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/\(tool)"
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return nil
  }

  /// Whether the tools the end-to-end tests drive are installed.
  static var toolsAvailable: Bool {
    ["Xvfb", "xdotool", "xwd", "xprop"].allSatisfy { which($0) != nil }
  }

  /// A server for a suite of window tests, or nil (after saying so) when the X tools are
  /// missing and not required; throws when they are required (`MOTION_PREVIEW_REQUIRE_X=1`).
  static func forTests(
    _ suite: String, width: Int = 1280, height: Int = 800
  ) throws -> XvfbServer? {
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
  ///
  /// Xvfb picks a free display number itself (`-displayfd`) and reports it once it is ready,
  /// so test suites running in parallel never race for the same number. `-noreset` keeps it from
  /// resetting (and refusing connections for a moment) when its last client, such as the
  /// readiness check below, disconnects.
  init(width: Int = 1280, height: Int = 800) throws {
    process = try Subprocess(
      Self.which("Xvfb") ?? "/usr/bin/Xvfb",
      ["-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp", "-noreset"],
      captureOutput: true)
    let number = process.readOutputLine()
    guard !number.isEmpty, number.allSatisfy(\.isNumber) else {
      throw TestFailure("Xvfb did not start (it reported \"\(number)\")")
    }
    display = ":\(number)"
    let ready = Self.waitUntil(timeout: 30) {
      (try? Tool.run("xprop", ["-display", self.display, "-root", "-len", "0", "_XKB_RULES_NAMES"]))?
        .status == 0
    }
    if !ready { throw TestFailure("Xvfb \(display) did not accept clients") }
  }

  /// Polls `condition` every 20 ms until it holds or `timeout` seconds pass; returns whether it held.
  static func waitUntil(timeout: Double, _ condition: () -> Bool) -> Bool {
    let deadline = monotonicNow() + timeout
    while monotonicNow() < deadline {
      if condition() { return true }
      usleep(20_000)
    }
    return condition()
  }
}

/// Seconds on the monotonic clock.
func monotonicNow() -> Double {
  var now = timespec()
  clock_gettime(CLOCK_MONOTONIC, &now)
  return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

/// A test-harness failure with a message.
struct TestFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
