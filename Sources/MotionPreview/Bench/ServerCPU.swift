/// The X server's CPU time, when it is a local process.
struct ServerCPU {
  /// The server's process ID, or nil when unknown (a remote server).
  let pid: Int32?

  /// The server's CPU seconds so far, or nil when they cannot be read.
  func cpuSeconds() -> Double? {
    pid.flatMap { CPUTime.seconds(ofProcess: $0) }
  }
}
