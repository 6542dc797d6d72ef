import Foundation

/// Runs the X command-line tools (xdotool, xprop, xwd) that act as an independent user and
/// observer in the end-to-end tests.
enum Tool {
  /// What a finished tool printed, and its exit status.
  struct Result {
    var status: Int32
    var output: Data
    var text: String { String(decoding: output, as: UTF8.self) }
  }

  /// Runs `tool` (looked up on PATH) with `arguments` to completion.
  static func run(_ tool: String, _ arguments: [String]) throws -> Result {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: XvfbServer.which(tool) ?? "/usr/bin/\(tool)")
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(status: process.terminationStatus, output: output)
  }
}
