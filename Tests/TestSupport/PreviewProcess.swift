import ChildProcesses
import Glibc

/// The built `motion-preview` executable running as a child process on a test display, driven
/// like a user drives it (xdotool's XTEST key presses and clicks) and observed through its
/// published state property and screenshots.
package final class PreviewProcess {
  /// The published state of a frame presented: the first after a key, a click or another
  /// change, and at least every 0.1 s while frames flow (see `PreviewApp.stateProperty`).
  package struct State: Equatable {
    package var frame: Int
    package var time: Double
    package var visible: Bool
    package var paused: Bool
  }

  package let display: String
  private let process: ChildProcess
  /// The window's id as xdotool prints it, once found.
  private var foundWindow: String?

  /// The `motion-preview` executable the tests drive: `MOTION_PREVIEW_BINARY` when set (CI sets
  /// it to the release build's, `.build/release/motion-preview`, so that what users run is what
  /// the end-to-end tests check), else the one SwiftPM built beside this test bundle.
  package static var executable: String {
    if let binary = getenv("MOTION_PREVIEW_BINARY").map({ String(cString: $0) }), !binary.isEmpty {
      return realpathOrSelf(binary)  // absolute: some tests run it from another folder
    }
    var directory = realpathOrSelf(CommandLine.arguments[0])
    while let slash = directory.lastIndex(of: "/"), !directory.isEmpty {
      directory = String(directory[..<slash])
      let candidate = directory + "/motion-preview"
      if access(candidate, X_OK) == 0 { return candidate }
    }
    return "motion-preview"
  }

  private static func realpathOrSelf(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Runs `motion-preview` with `arguments` on `display` to completion and returns its exit
  /// status, standard output and standard error. `environment` adds to or replaces variables.
  package static func run(
    _ arguments: [String], display: String?, environment: [String: String] = [:]
  ) throws -> (Int32, String, String) {
    let result = try ChildProcess.run(
      executable, arguments, environment: environment.merging(["DISPLAY": display ?? ""]) { $1 })
    return (
      result.status, String(decoding: result.output, as: UTF8.self),
      String(decoding: result.error, as: UTF8.self)
    )
  }

  /// Starts the preview on `display` with `arguments`, in the folder `directory` (nil: this
  /// process's), and waits for its first frame. `launcher` runs it (for example `setpriv
  /// --reuid=nobody …`, which execs the preview as another user); `environment` adds to or
  /// replaces its variables; `output` is where its standard output goes (`.pipe`: read it with
  /// `readOutput()` after it exited).
  package init(
    display: String, arguments: [String], directory: String? = nil, launcher: [String] = [],
    environment: [String: String] = [:], output: ChildProcess.Stream = .null
  ) throws {
    self.display = display
    // env -C changes the folder, then execs the preview in its place (same process ID).
    let command =
      (directory.map { ["/usr/bin/env", "-C", $0] } ?? []) + launcher + [Self.executable, "--display", display]
      + arguments
    process = try ChildProcess(
      command[0], Array(command.dropFirst()), environment: environment, output: output, error: .pipe)
    guard waitForState({ _ in true }) != nil else {
      let running = process.isRunning
      if running { kill(process.pid, SIGTERM) }
      let errors = String(decoding: process.readError(), as: UTF8.self)
      throw TestFailure(
        "motion-preview showed no frame on \(display) (\(running ? "still running" : "exited \(process.wait())"); "
          + "stderr: \(errors))")
    }
  }

  /// Every `key=value` field of the window's state property, or nil before the first frame.
  /// `state()` decodes the common ones; features that publish more read them here.
  package func stateFields() -> [String: String]? {
    guard let text = property("_MOTION_PREVIEW_STATE") else { return nil }
    var fields: [String: String] = [:]
    for pair in text.split(separator: " ") {
      let parts = pair.split(separator: "=", maxSplits: 1)
      if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
    }
    return fields
  }

  /// The state property of the window, or nil before the first frame.
  package func state() -> State? {
    guard let fields = stateFields(), let frame = fields["frame"].flatMap(Int.init),
      let time = fields["time"].flatMap(Double.init)
    else { return nil }
    return State(frame: frame, time: time, visible: fields["visible"] == "1", paused: fields["paused"] == "1")
  }

  /// Waits (up to 30 s, for a loaded machine) until the published state satisfies `condition`.
  @discardableResult
  package func waitForState(_ condition: (State) -> Bool) -> State? {
    var last: State?
    _ = waitUntil(timeout: 30) {
      last = state()
      return last.map(condition) ?? false
    }
    return last.flatMap { condition($0) ? $0 : nil }
  }

  /// Presses and releases keys (X keysym names, e.g. "space", "Right") through XTEST.
  package func press(_ keys: [String]) throws {
    let result = try Tool.run("xdotool", ["key", "--delay", "5"] + keys, display: display)
    guard result.status == 0 else { throw TestFailure("xdotool key \(keys) failed") }
  }

  /// Clicks mouse button 1 at a screen position in pixels.
  package func click(x: Int, y: Int) throws {
    let result = try Tool.run(
      "xdotool", ["mousemove", "\(x)", "\(y)", "click", "1"], display: display)
    guard result.status == 0 else { throw TestFailure("xdotool click failed") }
  }

  /// Moves the pointer to a screen position in pixels and holds mouse button 1 down there.
  package func mouseDown(x: Int, y: Int) throws {
    let result = try Tool.run("xdotool", ["mousemove", "\(x)", "\(y)", "mousedown", "1"], display: display)
    guard result.status == 0 else { throw TestFailure("xdotool mousedown failed") }
  }

  /// Releases mouse button 1 where the pointer is.
  package func mouseUp() throws {
    let result = try Tool.run("xdotool", ["mouseup", "1"], display: display)
    guard result.status == 0 else { throw TestFailure("xdotool mouseup failed") }
  }

  /// The frame report (JSON) the preview published with the first frame after its latest key
  /// or click, or nil before any.
  package func report() -> String? {
    property("_MOTION_PREVIEW_FRAME")
  }

  /// The string property `name` of the preview's window as `xprop` prints it, unescaped, or nil
  /// when the window or the property is missing.
  private func property(_ name: String) -> String? {
    guard let window = windowID(),
      let result = try? Tool.run("xprop", ["-display", display, "-id", window, name]),
      result.status == 0, let open = result.text.firstIndex(of: "\""),
      let close = result.text.lastIndex(of: "\""), open < close
    else { return nil }
    return Self.unescaped(result.text[result.text.index(after: open)..<close])
  }

  /// `quoted` as xprop escapes a string between its quotes read back: `\\` a backslash, `\"` a
  /// quote, `\nnn` an octal byte (a byte that is not printable in its locale, such as each byte
  /// of a UTF-8 "·").
  static func unescaped(_ quoted: Substring) -> String {
    var bytes: [UInt8] = []
    var input = quoted.utf8[...]
    while let byte = input.popFirst() {
      guard byte == UInt8(ascii: "\\"), let next = input.first else {
        bytes.append(byte)
        continue
      }
      var octal = 0
      var digits = 0
      while digits < 3, let digit = input.first, digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "7") {
        octal = octal * 8 + Int(digit - UInt8(ascii: "0"))
        input.removeFirst()
        digits += 1
      }
      if digits > 0 {
        bytes.append(UInt8(truncatingIfNeeded: octal))
      } else {
        bytes.append(next)
        input.removeFirst()
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The preview's window (by its `_NET_WM_PID`: the title names the files and the preview),
  /// found once.
  private func windowID() -> String? {
    if let foundWindow { return foundWindow }
    guard let result = try? Tool.run("xdotool", ["search", "--pid", String(process.pid)], display: display),
      result.status == 0, let first = result.text.split(separator: "\n").first
    else { return nil }
    foundWindow = String(first)
    return foundWindow
  }

  /// Presses `keys`, then waits until the preview publishes a new frame report (each key the
  /// tests press changes it) and returns it.
  package func reportAfter(pressing keys: [String]) throws -> String {
    let before = report()
    try press(keys)
    var after: String?
    _ = waitUntil(timeout: 30) {
      after = report()
      return after != nil && after != before
    }
    guard let after, after != before else { throw TestFailure("no new frame report after \(keys)") }
    return after
  }

  /// Drags with button 1 held from (`x0`, `y`) to (`x1`, `y`) in screen pixels, in steps.
  package func drag(from x0: Int, to x1: Int, y: Int) throws {
    var arguments = ["mousemove", "\(x0)", "\(y)", "mousedown", "1"]
    for step in 1...4 {
      arguments += ["mousemove", "\(x0 + (x1 - x0) * step / 4)", "\(y)"]
    }
    arguments += ["mouseup", "1"]
    let result = try Tool.run("xdotool", arguments, display: display)
    guard result.status == 0 else { throw TestFailure("xdotool drag failed") }
  }

  /// The number after `"key": ` in `json`, or nil.
  package static func number(_ key: String, in json: String) -> Double? {
    guard let range = json.firstRange(of: "\"\(key)\": ") else { return nil }
    let rest = json[range.upperBound...]
    return Double(rest.prefix { "0123456789.-+eE".contains($0) })
  }

  /// The preview's process ID.
  package var pid: Int32 { process.pid }

  /// The signal that ended the preview, once it exited; nil when it exited by itself.
  package var terminatingSignal: Int32? { process.terminatingSignal }

  /// Sends `signal` to the preview, if it still runs.
  package func send(_ signal: Int32) { process.send(signal) }

  /// What the preview wrote to standard error so far, up to its end (call after it exited).
  package func readError() -> String { String(decoding: process.readError(), as: UTF8.self) }

  /// What the preview wrote to standard output, up to its end (call after it exited; only when
  /// it was started with `output: .pipe`).
  package func readOutput() -> String { String(decoding: process.readOutput(), as: UTF8.self) }

  /// Waits (up to 30 s) for the process to exit and returns its status, or nil if it did not.
  package func waitForExit() -> Int32? {
    guard waitUntil(timeout: 30, { !process.isRunning }) else { return nil }
    return process.wait()
  }
}
