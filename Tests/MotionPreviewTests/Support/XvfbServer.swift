import Foundation
import Testing

/// A private Xvfb server for one test, on the first free display number from 140 upwards.
///
/// When Xvfb is not installed the tests skip with a message, unless `MOTION_PREVIEW_REQUIRE_X=1`
/// (set by `.ci/run`), in which case they fail.
final class XvfbServer {
  /// The display name, for example `":140"`.
  let display: String
  private let process: Process

  /// True when the X tests must run (CI) rather than skip.
  static var isRequired: Bool {
    ProcessInfo.processInfo.environment["MOTION_PREVIEW_REQUIRE_X"] == "1"
  }

  /// The path of an executable on PATH, or nil.
  static func which(_ tool: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/\(tool)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// Whether the tools the end-to-end tests drive are installed.
  static var toolsAvailable: Bool {
    ["Xvfb", "xdotool", "xwd", "xprop"].allSatisfy { which($0) != nil }
  }

  /// Starts a server with a `width`×`height`×24 screen and waits until it accepts clients.
  init(width: Int = 1280, height: Int = 800) throws {
    var number = 140
    let fileManager = FileManager.default
    while fileManager.fileExists(atPath: "/tmp/.X11-unix/X\(number)")
      || fileManager.fileExists(atPath: "/tmp/.X\(number)-lock")
    {
      number += 1
    }
    display = ":\(number)"
    process = Process()
    process.executableURL = URL(fileURLWithPath: Self.which("Xvfb") ?? "/usr/bin/Xvfb")
    process.arguments = [display, "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    // Ready once a client can query the root window; generous for a loaded 2-core machine.
    let ready = Self.waitUntil(timeout: 30) {
      (try? Tool.run("xprop", ["-display", self.display, "-root", "-len", "0", "_XKB_RULES_NAMES"]))?
        .status == 0
    }
    if !ready {
      process.terminate()
      throw TestFailure("Xvfb \(display) did not start")
    }
  }

  deinit {
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
    }
  }

  /// Polls `condition` every 20 ms until it holds or `timeout` seconds pass; returns whether it held.
  static func waitUntil(timeout: Double, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if condition() { return true }
      usleep(20_000)
    }
    return condition()
  }
}

/// A test-harness failure with a message.
struct TestFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
