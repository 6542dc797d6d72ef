#if canImport(Glibc)
  import Glibc
#endif
import ChildProcesses
import Scenes
import X11Canvas

/// The GTK peer (`motion-preview-gtk-peer`, built from `Sources/GTKPeer`): the default window's
/// scene drawn by a plain GTK 3 + cairo + Pango program at its frame clock's rate. `bench` runs
/// it on the same display and measures its CPU as it measures its own: the peer's CPU-time
/// clock and the X server's (`ServerCPU`) over the same seconds.
///
/// Animating, the peer runs in slices (`Slices`) that `bench` alternates with its own window's,
/// so that the two are measured over the same stretch of time: on a shared machine the CPU a
/// frame costs drifts by half or more over tens of seconds, and one program's ten seconds after
/// the other's compared the drift more than the programs. At rest it runs on its own.
///
/// The peer says `ready` a quarter of a second after its first frame and `done frames=N
/// seconds=T` at the end; with `--hold` it then waits for its standard input to close, so that
/// its `/proc/PID/stat` is read while it still runs.
enum GTKPeer {
  /// The peer's executable's name, beside `motion-preview`.
  static let executableName = "motion-preview-gtk-peer"

  /// One run of the peer: animating, or at rest (nothing moves; GTK draws nothing per frame).
  struct Run {
    /// Seconds measured (wall, between `ready` and `done`).
    var seconds: Double
    /// Frames the peer drew in them.
    var frames: Int
    var clientCPUPercent: Double
    var serverCPUPercent: Double?
    var totalCPUPercent: Double { clientCPUPercent + (serverCPUPercent ?? 0) }
    var fps: Double { seconds > 0 ? Double(frames) / seconds : 0 }
  }

  /// What `bench` reports: both runs, or why there are none.
  enum Outcome {
    case measured(animating: Run, atRest: Run)
    /// One line: the peer is not built, or it failed.
    case skipped(String)
  }

  /// The line for a peer that is not beside this executable.
  static let notBuilt = "GTK peer: not built (no \(executableName) beside this executable), skipped"

  /// Runs the peer at rest for `restSeconds` on `display`, after `animating`, the slices that
  /// alternated with the window's (nil: the peer did not run; `failure` says why).
  static func measure(
    display: String, server: ServerCPU, animating: Run?, failure: String?, restSeconds: Double
  ) throws -> Outcome {
    guard let path = executablePath() else { return .skipped(notBuilt) }
    guard let animating else { return .skipped("GTK peer: \(failure ?? "it did not run"), skipped") }
    do {
      let atRest = try run(path, display: display, server: server, seconds: restSeconds, atRest: true)
      return .measured(animating: animating, atRest: atRest)
    } catch let failure as PeerFailure {
      return .skipped("GTK peer: \(failure.description), skipped")
    }
  }

  /// The peer animating in slices (`--slices`): each `slice` animates it for so many seconds,
  /// going on with its scene from where the last slice left it, and measures it; between
  /// slices nothing in it ticks.
  final class Slices {
    private let child: ChildProcess
    private let server: ServerCPU
    /// Why the peer stopped, if it did: no more slices are asked of it.
    private(set) var failure: String?
    /// The slices so far, summed.
    private(set) var total = Run(seconds: 0, frames: 0, clientCPUPercent: 0, serverCPUPercent: 0)
    private var clientSeconds = 0.0
    private var serverSeconds: Double? = 0

    /// Starts the peer on `display` and waits for its first frame; nil when it is not built.
    init?(display: String, server: ServerCPU) throws {
      guard let path = GTKPeer.executablePath() else { return nil }
      // A peer that died makes the next slice's write fail with EPIPE, not end this process.
      signal(SIGPIPE, SIG_IGN)
      child = try GTKPeer.start(path, ["--slices"], display: display)
      self.server = server
      guard try GTKPeer.readLine(child, within: 20) == "ready" else { throw stopped("it did not start") }
    }

    deinit { GTKPeer.end(child) }

    private func stopped(_ what: String) -> PeerFailure { GTKPeer.stopped(child, what) }

    /// Animates the peer for `seconds` and adds what it cost to `total`; a failure is kept in
    /// `failure`. A termination signal is thrown.
    func slice(_ seconds: Double) throws {
      guard failure == nil else { return }
      do {
        try measureSlice(seconds)
      } catch let stopped as PeerFailure {
        failure = stopped.description
      }
    }

    private func measureSlice(_ seconds: Double) throws {
      let client0 = CPUTime.seconds(ofProcess: child.pid)
      let server0 = server.cpuSeconds()
      let start = ChildProcess.monotonicNow()
      do {
        try Array("slice \(seconds)\n".utf8).withUnsafeBytes { try child.writeInput($0) }
      } catch {
        throw stopped("it stopped taking slices (\(error))")
      }
      let done = try GTKPeer.readLine(child, within: seconds + 20)
      let wall = ChildProcess.monotonicNow() - start
      let client1 = CPUTime.seconds(ofProcess: child.pid)
      let server1 = server.cpuSeconds()
      guard done?.hasPrefix("slice ") == true, let client0, let client1 else {
        throw stopped("it stopped before the end of a slice")
      }
      let frames = done?.split(separator: " ").first { $0.hasPrefix("frames=") }.flatMap { Int($0.dropFirst(7)) }
      clientSeconds += client1 - client0
      serverSeconds = serverSeconds.flatMap { sum in server0.flatMap { before in server1.map { sum + $0 - before } } }
      let seconds = total.seconds + wall
      total = Run(
        seconds: seconds, frames: total.frames + (frames ?? 0), clientCPUPercent: clientSeconds / seconds * 100,
        serverCPUPercent: serverSeconds.map { $0 / seconds * 100 })
    }
  }

  /// The peer beside this executable (`/proc/self/exe`'s folder), or nil when it is not there.
  fileprivate static func executablePath() -> String? {
    guard let resolved = realpath("/proc/self/exe", nil) else { return nil }
    defer { free(resolved) }
    let executable = String(cString: resolved)
    guard let slash = executable.lastIndex(of: "/") else { return nil }
    let path = String(executable[...slash]) + executableName
    return access(path, X_OK) == 0 ? path : nil
  }

  /// Why a run of the peer gave no figures.
  struct PeerFailure: Error {
    let description: String
  }

  /// Starts the peer at `path` with `arguments` on `display`, its standard streams piped.
  private static func start(_ path: String, _ arguments: [String], display: String) throws -> ChildProcess {
    do {
      return try ChildProcess(
        path, arguments, environment: ["DISPLAY": display], input: .pipe, output: .pipe, error: .pipe, diesWithParent: true)
    } catch {
      throw PeerFailure(description: error.description)
    }
  }

  /// Ends the peer: its input closed, it exits; one that does not within 5 s is killed.
  private static func end(_ child: ChildProcess) {
    child.closeInput()
    if child.wait(timeout: 5) == nil { child.terminate() }
  }

  /// Stops the peer at once, with `what` went wrong and the first line it wrote to standard
  /// error.
  private static func stopped(_ child: ChildProcess, _ what: String) -> PeerFailure {
    child.closeInput()
    child.terminate()
    let errors = String(decoding: child.readError(), as: UTF8.self).split(separator: "\n").first
    return PeerFailure(description: what + (errors.map { ": \($0)" } ?? ""))
  }

  private static func run(_ path: String, display: String, server: ServerCPU, seconds: Double, atRest: Bool)
    throws -> Run
  {
    let child = try start(path, ["--seconds", String(seconds), "--hold"] + (atRest ? ["--at-rest"] : []), display: display)
    defer { end(child) }
    func failure(_ what: String) -> PeerFailure { stopped(child, what) }
    // GTK's start, the window's mapping and the first frame: a few seconds at most.
    guard try readLine(child, within: 20) == "ready" else { throw failure("it did not start") }
    let client0 = CPUTime.seconds(ofProcess: child.pid)
    let server0 = server.cpuSeconds()
    let start = ChildProcess.monotonicNow()
    let done = try readLine(child, within: seconds + 20)
    let wall = ChildProcess.monotonicNow() - start
    let client1 = CPUTime.seconds(ofProcess: child.pid)
    let server1 = server.cpuSeconds()
    guard done?.hasPrefix("done ") == true, let client0, let client1 else {
      throw failure("it stopped before the end of its run")
    }
    let frames = done?.split(separator: " ").first { $0.hasPrefix("frames=") }.flatMap { Int($0.dropFirst(7)) }
    let serverSeconds = server0.flatMap { before in server1.map { $0 - before } }
    return Run(
      seconds: wall, frames: frames ?? 0, clientCPUPercent: (client1 - client0) / wall * 100,
      serverCPUPercent: serverSeconds.map { $0 / wall * 100 })
  }

  /// The child's next line of standard output, or nil when it ends or `seconds` pass first. A
  /// termination signal stops the wait (the caller's `defer` ends the peer).
  fileprivate static func readLine(_ child: ChildProcess, within seconds: Double) throws -> String? {
    guard let descriptor = child.outputDescriptor else { return nil }
    let deadline = ChildProcess.monotonicNow() + seconds
    var bytes: [UInt8] = []
    while true {
      try TerminationSignals.checkpoint()
      let remaining = deadline - ChildProcess.monotonicNow()
      if remaining <= 0 { return nil }
      var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let ready = poll(&poller, 1, Int32(min(remaining, 0.1) * 1000))
      if ready <= 0 { continue }
      var byte: UInt8 = 0
      let count = read(descriptor, &byte, 1)
      if count < 0 && errno == EINTR { continue }
      if count <= 0 { return nil }
      if byte == 0x0A { return String(decoding: bytes, as: UTF8.self) }
      bytes.append(byte)
    }
  }
}

extension GTKPeer.Outcome {
  /// The table's rows: the peer's two runs and the ratios the performance goals name, against
  /// this program's paced and paused CPU (percent of one core); `f` formats a figure to so many
  /// digits after the point, as the rest of the table does.
  func rows(paced: Double?, paused: Double, _ format: (Double?, Int) -> String) -> [String] {
    switch self {
    case .skipped(let line): return [line]
    case .measured(let animating, let atRest):
      func f(_ value: Double?, _ digits: Int = 2) -> String { format(value, digits) }
      return [
        "GTK peer (GTK 3 + cairo + Pango, the same scene), same display",
        "  GTK peer at 60 fps  \(f(animating.clientCPUPercent)) % + \(f(animating.serverCPUPercent)) % = "
          + "\(f(animating.totalCPUPercent)) % of one core (\(animating.frames) frames, \(f(animating.fps, 1)) per s)",
        "  GTK peer at rest    \(f(atRest.clientCPUPercent)) % + \(f(atRest.serverCPUPercent)) % = "
          + "\(f(atRest.totalCPUPercent)) % (no tick callback: GTK draws nothing)",
        "  motion-preview / GTK at 60 fps       \(f(ratio(paced, animating), 4)) (goal ≤ 0.333)",
        "  motion-preview paused / GTK at 60 fps \(f(ratio(paused, animating), 4)) (goal ≤ 0.1)",
      ]
    }
  }

  /// The JSON keys: the peer's figures and the two ratios; or `gtk_peer_skipped` with the reason.
  func write(into writer: inout JSONWriter, paced: Double?, paused: Double) {
    switch self {
    case .skipped(let line): writer.string(line, key: "gtk_peer_skipped")
    case .measured(let animating, let atRest):
      writer.integer(animating.frames, key: "gtk_peer_frames")
      writer.number(animating.fps, key: "gtk_peer_fps")
      writer.number(animating.clientCPUPercent, key: "gtk_peer_cpu_client_percent")
      writer.number(animating.serverCPUPercent ?? .nan, key: "gtk_peer_cpu_server_percent")
      writer.number(animating.totalCPUPercent, key: "gtk_peer_cpu_total_percent")
      writer.number(atRest.clientCPUPercent, key: "gtk_peer_at_rest_cpu_client_percent")
      writer.number(atRest.serverCPUPercent ?? .nan, key: "gtk_peer_at_rest_cpu_server_percent")
      writer.number(atRest.totalCPUPercent, key: "gtk_peer_at_rest_cpu_total_percent")
      writer.number(ratio(paced, animating) ?? .nan, key: "paced_cpu_vs_gtk")
      writer.number(ratio(paused, animating) ?? .nan, key: "idle_cpu_vs_gtk")
    }
  }

  /// Our CPU over the animating peer's, or nil when either is missing or the peer's is 0.
  private func ratio(_ ours: Double?, _ gtk: GTKPeer.Run) -> Double? {
    guard let ours, gtk.totalCPUPercent > 0 else { return nil }
    return ours / gtk.totalCPUPercent
  }
}
