import X11Canvas

/// What one uncapped measurement found.
struct UncappedResult {
  var fps: Double
  /// Wall-clock milliseconds per frame, client and server together.
  var wallMs: Double
  var clientMs: Double
  var serverMs: Double?

  /// Times `draw` for the frames `range` (each call draws, presents and syncs one): frames per
  /// wall second, and wall, client CPU and `server` CPU milliseconds per frame. The client is
  /// this process and, when given, the `agent` that draws its frames.
  static func measure(
    _ range: Range<Int>, server: ServerCPU, agent: ServerCPU? = nil, draw: (Int) throws -> Void
  ) rethrows -> UncappedResult {
    let count = Double(range.count)
    let wall0 = MonotonicClock.now()
    let client0 = CPUTime.ofThisProcess()
    let agent0 = agent?.cpuSeconds()
    let server0 = server.cpuSeconds()
    for index in range { try draw(index) }
    let wall = MonotonicClock.now() - wall0
    let agentCPU = agent?.cpuSeconds().flatMap { now in agent0.map { now - $0 } } ?? 0
    let client = CPUTime.ofThisProcess() - client0 + agentCPU
    let serverCPU = server.cpuSeconds().flatMap { now in server0.map { now - $0 } }
    return UncappedResult(
      fps: count / wall, wallMs: wall * 1000 / count, clientMs: client * 1000 / count,
      serverMs: serverCPU.map { $0 * 1000 / count })
  }
}

extension UncappedResult {
  /// The result of `parts`, runs of equally many frames measured one after another: the mean
  /// of their times per frame (nil server time when any part lacks one).
  init(combining parts: [UncappedResult]) {
    let count = Double(max(1, parts.count))
    wallMs = parts.map(\.wallMs).reduce(0, +) / count
    clientMs = parts.map(\.clientMs).reduce(0, +) / count
    let servers = parts.compactMap(\.serverMs)
    serverMs = servers.count == parts.count && !parts.isEmpty ? servers.reduce(0, +) / count : nil
    fps = wallMs > 0 ? 1000 / wallMs : 0
  }
}
