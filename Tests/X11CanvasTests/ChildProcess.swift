import Glibc

/// A spawned child process: polls for its exit and makes sure it is reaped.
final class ChildProcess {
  let pid: pid_t
  private var status: Int32?

  init(pid: pid_t) { self.pid = pid }

  /// The exit status once the child has exited normally (−1 when it was killed by a signal),
  /// nil while it runs. Never blocks.
  func exitStatus() -> Int32? {
    if let status { return status }
    var raw: Int32 = 0
    guard waitpid(pid, &raw, WNOHANG) == pid else { return nil }
    // WIFEXITED / WEXITSTATUS are macros Swift cannot import: the low 7 bits are the signal.
    status = raw & 0x7f == 0 ? (raw >> 8) & 0xff : -1
    return status
  }

  /// Kills the child if it still runs and waits for it.
  func reap() {
    guard exitStatus() == nil else { return }
    kill(pid, SIGKILL)
    var raw: Int32 = 0
    waitpid(pid, &raw, 0)
    status = -1
  }
}
