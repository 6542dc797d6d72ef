#if canImport(Glibc)
  import Glibc
#endif

/// CPU time used by a process: the benchmark's measure of the window, a local X server, an agent
/// and the GTK peer.
enum CPUTime {
  /// User plus system CPU seconds used so far by process `pid` and all its threads, live and
  /// ended, or nil when it cannot be read (no such process).
  ///
  /// Read from the process's CPU-time clock (`clock_getcpuclockid(3)`), in nanoseconds. Else
  /// from `/proc/PID/stat` (fields 14 `utime` and 15 `stime`, proc(5)), in clock ticks of 10 ms:
  /// over a 10 s run the X server spends about 0.2 s for the examples, so a tick at each end
  /// was up to a tenth of the server's share.
  static func seconds(ofProcess pid: Int32) -> Double? {
    // (Not 0 or below: glibc's clock for -1 is its own process's.)
    guard pid > 0 else { return nil }
    var clock = clockid_t()
    var now = timespec()
    if clock_getcpuclockid(pid, &clock) == 0, clock_gettime(clock, &now) == 0 {
      return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
    return ticks(ofProcess: pid)
  }

  /// `utime + stime` of `/proc/PID/stat`, in seconds (clock-tick resolution).
  static func ticks(ofProcess pid: Int32) -> Double? {
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
