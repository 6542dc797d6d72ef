/// The X server's CPU time, when it is a local process.
struct ServerCPU {
  /// The server's process ID, or nil when unknown (a remote server).
  let pid: Int32?

  /// The server's CPU seconds so far, or nil when they cannot be read.
  func cpuSeconds() -> Double? {
    pid.flatMap { CPUTime.seconds(ofProcess: $0) }
  }

  /// The CPU seconds this process and the server spend while `work` runs (the server's nil
  /// when they cannot be read).
  func spent(_ work: () throws -> Void) rethrows -> (client: Double, server: Double?) {
    let client0 = CPUTime.ofThisProcess()
    let server0 = cpuSeconds()
    try work()
    let client = CPUTime.ofThisProcess() - client0
    return (client, cpuSeconds().flatMap { now in server0.map { now - $0 } })
  }
}
