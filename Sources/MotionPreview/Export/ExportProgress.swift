#if canImport(Glibc)
  import Glibc
#endif

/// An export's progress on standard error: while it is a terminal, a bar redrawn in place at
/// most 10 times a second (frames done of total, frames a second, time left); otherwise
/// nothing. `finish` replaces the bar with the one closing line either way.
struct ExportProgress {
  /// The frames to render.
  let total: Int
  /// The output's name, shown on the bar.
  let name: String
  private let isTerminal = isatty(STDERR_FILENO) != 0
  private let start = Self.now()
  private var lastDrawn = -1.0

  init(total: Int, name: String) {
    self.total = total
    self.name = name
  }

  /// Seconds since the export started.
  var elapsed: Double { Self.now() - start }

  /// Redraws the bar for `done` frames (on a terminal, at most 10 times a second).
  mutating func update(done: Int) {
    guard isTerminal else { return }
    let now = Self.now()
    guard done == total || now - lastDrawn >= 0.1 else { return }
    lastDrawn = now
    let elapsed = max(now - start, 1e-6)
    let rate = Double(done) / elapsed
    let width = 24
    let filled = total > 0 ? width * done / total : width
    let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
    let left = rate > 0 ? Double(total - done) / rate : 0
    let line = "\r\(name) \(bar) \(done)/\(total) frames · \(Int(rate.rounded())) fps · ETA \(Self.seconds(left))\u{1B}[K"
    var bytes = Array(line.utf8)
    _ = write(STDERR_FILENO, &bytes, bytes.count)
  }

  /// Clears the bar and prints `line` (on a terminal or not).
  func finish(_ line: String) {
    if isTerminal {
      var clear = Array("\r\u{1B}[K".utf8)
      _ = write(STDERR_FILENO, &clear, clear.count)
    }
    Console.error(line)
  }

  /// Clears the bar, if any, before an error message.
  func clear() {
    guard isTerminal else { return }
    var clear = Array("\r\u{1B}[K".utf8)
    _ = write(STDERR_FILENO, &clear, clear.count)
  }

  /// `1.9 s`.
  static func seconds(_ value: Double) -> String {
    "\((value * 10).rounded() / 10) s"
  }

  /// A number without a needless `.0`: `60`, `29.97`, `3.25`.
  static func number(_ value: Double) -> String {
    let hundredths = (value * 100).rounded() / 100
    return hundredths == hundredths.rounded() && abs(hundredths) < 1e15
      ? String(Int(hundredths)) : String(hundredths)
  }

  /// Bytes as people read them: 812 B, 45.3 KB, 2.4 MB (powers of 1000).
  static func size(_ bytes: Int) -> String {
    if bytes < 1000 { return "\(bytes) B" }
    let units = ["KB", "MB", "GB", "TB"]
    var value = Double(bytes) / 1000
    var unit = 0
    while value >= 1000 && unit < units.count - 1 {
      value /= 1000
      unit += 1
    }
    return "\((value * 10).rounded() / 10) \(units[unit])"
  }

  private static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
