import Glibc

/// The system's processes as /proc shows them, for tests that check what a run of the program
/// left running (its private Xvfb, an encoder): an observer independent of the program.
package enum ProcessTable {
  /// The text of a /proc file, or nil when it cannot be read (the process is gone).
  package static func text(_ path: String) -> String? {
    let bytes = fileBytes(at: path)
    return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
  }

  /// Every process ID in /proc.
  private static var all: [Int32] {
    guard let directory = opendir("/proc") else { return [] }
    defer { closedir(directory) }
    var result: [Int32] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) {
        String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
      }
      if let pid = Int32(name) { result.append(pid) }
    }
    return result
  }

  /// The fields of /proc/PID/stat after the command's closing parenthesis: state, parent, …
  private static func statFields(_ pid: Int32) -> [Substring]? {
    guard let stat = text("/proc/\(pid)/stat"), let close = stat.lastIndex(of: ")") else { return nil }
    return stat[stat.index(after: close)...].split(separator: " ")
  }

  /// The process IDs whose parent is `pid`.
  package static func children(of pid: Int32) -> [Int32] {
    all.filter { child in statFields(child).map { $0.count > 1 && Int32($0[1]) == pid } ?? false }
  }

  /// Whether `pid` runs: it exists and is not a zombie (a process that ended and whose parent,
  /// such as a container's init, has not reaped it yet).
  package static func isRunning(_ pid: Int32) -> Bool {
    guard let state = statFields(pid)?.first else { return false }
    return state != "Z" && state != "X"
  }

  /// The environment variable that marks a run (see `running(marked:)`).
  package static let marker = "MOTION_PREVIEW_TEST_RUN"

  /// The running processes whose environment sets `marker` to `run`: a run of the program given
  /// `[ProcessTable.marker: run]` in its environment marks every process it starts, which
  /// inherit it, so they can be found after the run ended, even when they were reparented.
  package static func running(marked run: String) -> [Int32] {
    let wanted = Array("\(marker)=\(run)".utf8)
    return all.filter { pid in
      guard pid != getpid(), isRunning(pid) else { return false }
      return fileBytes(at: "/proc/\(pid)/environ").split(separator: 0).contains { $0.elementsEqual(wanted) }
    }
  }
}
