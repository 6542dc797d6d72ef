import CX11
import Glibc

extension XDisplay {
  /// The process ID of the X server at the other end of a local (Unix-socket) connection, from
  /// the socket's peer credentials (`SO_PEERCRED`, unix(7)); nil over TCP or when unknown.
  /// The benchmark reads the server's CPU time through it.
  package var serverProcessID: Int32? {
    // `struct ucred` needs _GNU_SOURCE, which Swift's Glibc does not define; this tuple has its
    // layout (pid_t pid, uid_t uid, gid_t gid).
    var credentials: (pid: Int32, uid: UInt32, gid: UInt32) = (0, 0, 0)
    var length = socklen_t(MemoryLayout.size(ofValue: credentials))
    let fd = XConnectionNumber(pointer)
    guard getsockopt(fd, SOL_SOCKET, SO_PEERCRED, &credentials, &length) == 0,
      credentials.pid > 0
    else { return nil }
    return credentials.pid
  }
}
