/// Runs the X command-line tools (xdotool, xprop, xwd) that act as an independent user and
/// observer in the end-to-end tests.
enum Tool {
  /// What a finished tool printed, and its exit status.
  struct Result {
    var status: Int32
    var output: [UInt8]
    var text: String { String(decoding: output, as: UTF8.self) }
  }

  /// Runs `tool` (looked up on PATH) with `arguments` to completion.
  static func run(_ tool: String, _ arguments: [String], display: String? = nil) throws -> Result {
    let process = try Subprocess(
      XvfbServer.which(tool) ?? "/usr/bin/\(tool)", arguments,
      environment: display.map { ["DISPLAY": $0] } ?? [:], captureOutput: true)
    let output = process.readOutput()
    return Result(status: process.wait(), output: output)
  }
}
