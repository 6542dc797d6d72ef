import ChildProcesses

/// Runs the X command-line tools (xdotool, xprop, xwd) that act as an independent user and
/// observer in the end-to-end tests.
package enum Tool {
  /// What a finished tool printed, and its exit status.
  package struct Result {
    package var status: Int32
    package var output: [UInt8]
    package var text: String { String(decoding: output, as: UTF8.self) }
  }

  /// Runs `tool` (looked up on PATH) with `arguments` to completion, on `display` if given.
  package static func run(_ tool: String, _ arguments: [String], display: String? = nil) throws -> Result {
    guard let path = ChildProcess.executablePath(tool) else { throw TestFailure("\(tool) is not installed") }
    let result = try ChildProcess.run(path, arguments, environment: display.map { ["DISPLAY": $0] } ?? [:])
    return Result(status: result.status, output: result.output)
  }
}
