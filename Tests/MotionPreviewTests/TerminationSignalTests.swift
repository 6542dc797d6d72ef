import ChildProcesses
import Glibc
import Testing
import TestSupport

/// SIGINT, SIGTERM, SIGHUP and SIGQUIT end every command cleanly (issue 14, class 4): the real
/// binary exits by itself with status 128 + the signal's number, is not killed by the signal,
/// and prints nothing (before, SIGQUIT printed a 50-line crash report and the preview ran on).
@Suite(.serialized) struct TerminationSignalTests {
  static let signals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

  /// Whether the kernel reports a handler installed for `signal` in process `pid` (the SigCgt
  /// mask of /proc/PID/status): proof that the program is past start-up and catches it.
  private static func catches(_ signal: Int32, pid: Int32) -> Bool {
    guard let status = ProcessTable.text("/proc/\(pid)/status"),
      let line = status.split(separator: "\n").first(where: { $0.hasPrefix("SigCgt:") }),
      let mask = UInt64(line.dropFirst(7).filter { !$0.isWhitespace }, radix: 16)
    else { return false }
    return mask & (1 << UInt64(signal - 1)) != 0
  }

  @Test(arguments: signals)
  func theAnimatingWindowExitsCleanly(signal: Int32) throws {
    guard let xvfb = try XvfbServer.forTests("the signal tests") else { return }
    let app = try PreviewProcess(display: xvfb.display, arguments: ["--autoplay", "0.5"])
    app.send(signal)
    #expect(app.waitForExit() == 128 + signal)
    #expect(app.terminatingSignal == nil, "killed by signal \(app.terminatingSignal ?? 0)")
    #expect(app.readError() == "")
  }

  @Test(arguments: signals)
  func thePausedWindowExitsCleanly(signal: Int32) throws {
    guard let xvfb = try XvfbServer.forTests("the signal tests") else { return }
    let app = try PreviewProcess(display: xvfb.display, arguments: ["--paused"])
    app.send(signal)
    #expect(app.waitForExit() == 128 + signal)
    #expect(app.terminatingSignal == nil, "killed by signal \(app.terminatingSignal ?? 0)")
    #expect(app.readError() == "")
  }

  /// Blocked reading `animations -` (the file from standard input): no run loop, and no X
  /// connection.
  @Test(arguments: signals)
  func aBlockedReadOfStandardInputExitsCleanly(signal: Int32) throws {
    let process = try ChildProcess(
      PreviewProcess.executable, ["animations", "-"], input: .pipe,
      output: .pipe, error: .pipe)
    // The Swift runtime's backtracer catches SIGQUIT from the start, so wait for the three it
    // leaves alone: the program installs SIGQUIT's handler before them.
    #expect(waitUntil(timeout: 30) { [SIGINT, SIGTERM, SIGHUP].allSatisfy { Self.catches($0, pid: process.pid) } })
    process.send(signal)
    #expect(process.wait(timeout: 30) == 128 + signal)
    #expect(process.terminatingSignal == nil, "killed by signal \(process.terminatingSignal ?? 0)")
    #expect(process.readError() == [])
    #expect(process.readOutput() == [])
  }

  /// bench with no display starts its own Xvfb: a signal stops the measurement and the Xvfb is
  /// reaped, not orphaned.
  @Test(arguments: [SIGINT, SIGTERM])
  func benchReapsItsServer(signal: Int32) throws {
    guard XvfbServer.shouldRun else { return }
    let process = try ChildProcess(
      PreviewProcess.executable, ["bench", "--quick"], environment: ["DISPLAY": nil],
      output: .pipe, error: .pipe)
    var server: Int32?
    #expect(waitUntil(timeout: 60) {
      server = ProcessTable.children(of: process.pid).first
      return server != nil
    })
    let xvfb = try #require(server)
    process.send(signal)
    #expect(process.wait(timeout: 60) == 128 + signal)
    #expect(process.terminatingSignal == nil, "killed by signal \(process.terminatingSignal ?? 0)")
    #expect(process.readError() == [])
    // The Xvfb was the bench's child: reaped by it, so the process ID is gone.
    #expect(kill(xvfb, 0) != 0 && errno == ESRCH, "Xvfb \(xvfb) outlived the bench")
  }
}
