import CX11
import ChildProcesses
import Export
import Glibc

/// A private Xvfb server that lives as long as this value: for `bench` and `export` when there
/// is no display, and for every test that needs an X server. The one launcher in the package.
///
/// Xvfb picks a free display number itself (`-displayfd`) and reports it once it listens, so
/// parallel servers never race for a number the way "probe /tmp/.X11-unix/XN, then start"
/// would. `-noreset` keeps it from resetting (and refusing connections for a moment) whenever
/// its last client, such as the readiness probe, disconnects. The server is terminated and
/// reaped on every path: a failed start, `stop()`, and release; a signal that ends the program
/// kills it first (`InterruptCleanup`, from the moment it is started); and it gets SIGTERM
/// from the kernel when this process ends in any other way, even by SIGKILL
/// (`ChildProcess`'s `diesWithParent`), so it is never left running. Close every connection
/// to it first: Xlib treats a vanished server as fatal. An `XDisplay` opened with `server:`
/// holds it, and so closes first.
package final class PrivateXServer {
  /// Why a server could not be started: one line, with what to install when Xvfb is missing.
  package struct StartError: Error, CustomStringConvertible, Sendable {
    package let description: String
  }

  /// The display name, for example ":3".
  package let displayName: String
  /// The server's process ID.
  package var pid: Int32 { process.pid }
  private let process: ChildProcess

  /// True when an `Xvfb` executable is on `PATH`.
  package static var isInstalled: Bool { ChildProcess.executablePath("Xvfb") != nil }

  /// Starts `Xvfb -screen 0 WxHx24 -nolisten tcp -noreset` and waits (up to `timeout` seconds)
  /// until a client can connect.
  package init(width: Int = 1280, height: Int = 800, timeout: Double = 60) throws(StartError) {
    guard let path = ChildProcess.executablePath("Xvfb") else {
      throw StartError(description: "no X display and no Xvfb to start one: install xvfb (apt-get install xvfb) or set DISPLAY")
    }
    do {
      process = try ChildProcess(
        path,
        ["-displayfd", "1", "-screen", "0", "\(width)x\(height)x24", "-nolisten", "tcp", "-noreset"],
        output: .pipe, diesWithParent: true)
    } catch {
      throw StartError(description: error.description)
    }
    InterruptCleanup.addChild(process.pid)
    // Xvfb writes "N\n" to the -displayfd descriptor once it listens; end of file means it died.
    let number = process.readOutputLine()
    guard !number.isEmpty, number.allSatisfy(\.isNumber) else {
      InterruptCleanup.removeChild(process.pid)
      let status = process.terminate()
      throw StartError(description: "Xvfb did not start (exit status \(status))")
    }
    displayName = ":\(number)"
    // Belt and braces: wait until a connection really succeeds.
    let deadline = ChildProcess.monotonicNow() + timeout
    while true {
      if let display = XOpenDisplay(displayName) {
        XCloseDisplay(display)
        break
      }
      guard ChildProcess.monotonicNow() < deadline, process.isRunning else {
        InterruptCleanup.removeChild(process.pid)
        process.terminate()
        throw StartError(description: "Xvfb on \(displayName) accepted no connection within \(Int(timeout)) s")
      }
      usleep(20_000)
    }
  }

  deinit { stop() }

  /// Terminates the server and reaps it (idempotent).
  package func stop() {
    InterruptCleanup.removeChild(process.pid)
    process.terminate(grace: 10)
  }
}
