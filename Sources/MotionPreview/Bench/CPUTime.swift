#if canImport(Glibc)
  import Glibc
#endif

/// CPU time used by a process, read from `/proc/PID/stat` (fields 14 `utime` and 15 `stime`, in
/// clock ticks; proc(5)). Used by the benchmark for our own process and for a local X server.
enum CPUTime {
  /// User plus system CPU seconds used so far by process `pid`, or nil when it cannot be read
  /// (no such process, or no /proc).
  static func seconds(ofProcess pid: Int32) -> Double? {
    guard let text = readSmallFile("/proc/\(pid)/stat") else { return nil }
    return parseStat(text)
  }

  /// CPU seconds used so far by this process (`CLOCK_PROCESS_CPUTIME_ID`, nanosecond resolution).
  static func ofThisProcess() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
  }

  /// The utime + stime of a `/proc/PID/stat` line, in seconds. The command name (field 2) is in
  /// parentheses and may itself hold spaces and parentheses, so fields are counted after the
  /// last `)`.
  static func parseStat(_ text: String, ticksPerSecond: Double = Double(sysconf(Int32(_SC_CLK_TCK))))
    -> Double?
  {
    guard let close = text.lastIndex(of: ")") else { return nil }
    let fields = text[text.index(after: close)...].split(separator: " ")
    // After the name come field 3 (state) onwards, so utime (14) and stime (15) are at 11 and 12.
    guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else {
      return nil
    }
    return (user + system) / ticksPerSecond
  }

  private static func readSmallFile(_ path: String) -> String? {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
    guard count > 0 else { return nil }
    return String(decoding: buffer[0..<count], as: UTF8.self)
  }
}
