import Glibc

/// The file an `OutputFile` replaces after the program read it (W writing tuned literals back),
/// held open and locked from the checks until the rename, so that two programs saving it at
/// once cannot both win and a file the user may not write is never replaced.
///
/// On opening it (`lock`), in this order:
/// 1. takes an exclusive `flock` on the file (waiting up to `lockWait` seconds for another
///    writer that holds one: a second preview pressing W at the same moment);
/// 2. checks that the path still names the file locked and that it holds exactly the bytes read
///    (else `changedOnDisk`: the loser of a race, or an editor's save, is never overwritten);
/// 3. refuses a read-only file as vim does without `!` ("readonly"): a mode with no write bit
///    (`& 0o222 == 0`, root included) or one the effective user may not write (`faccessat`);
/// 4. refuses a file with more than one hard link: the rename would give only this name the new
///    bytes and leave the others with the old ones (the links would split).
///
/// The lock is released when the value is dropped, after the rename. Only writers that lock
/// (other previews) wait for it; an editor that does not lock is caught by the byte comparison
/// that `OutputFile` repeats just before the rename.
final class ReplacedFile {
  /// The open, locked file.
  private let descriptor: Int32
  /// Its status when it was locked: owner, group, mode, links, device and inode.
  let status: stat

  /// How long to wait for another writer's lock, in seconds.
  static let lockWait = 3.0

  /// Opens and locks `target` (a regular file, symbolic links already resolved) and checks it
  /// as the type's documentation says. `path` is the name the user gave, for messages.
  ///
  /// - Throws: `OutputFileError` with `changedOnDisk` set when it is gone, replaced or not
  ///   `expected`; with `readOnlyDetail`, `hardLinksDetail` or `lockedDetail` otherwise.
  static func lock(_ target: String, reportedAs path: String, holding expected: [UInt8]) throws(OutputFileError)
    -> ReplacedFile
  {
    let changed = OutputFileError(path: path, errno: ESTALE, detail: OutputFileError.changedOnDiskDetail)
    // Read-only and without blocking: a FIFO put where the file was must not hang the window.
    let fd = open(target, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK)
    guard fd >= 0 else { throw errno == ENOENT ? changed : OutputFileError(path: path, errno: errno) }
    var status = stat()
    guard fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      close(fd)
      throw changed
    }
    // From here the value owns the descriptor and closes it, also when a check below throws.
    let file = ReplacedFile(descriptor: fd, status: status)
    // A non-blocking lock retried, so that a writer that never lets go costs seconds, not the window.
    var waited = 0.0
    while flock(fd, LOCK_EX | LOCK_NB) != 0 {
      guard errno == EWOULDBLOCK || errno == EINTR, waited < lockWait else {
        throw OutputFileError(path: path, errno: EWOULDBLOCK, detail: OutputFileError.lockedDetail)
      }
      usleep(10_000)
      waited += 0.01
    }
    guard file.isStill(at: target), holds(fd, exactly: expected) else { throw changed }
    // Asked once: a mode without write bits is read-only whatever the mount; with them, the
    // mount (EROFS) or the user's rights may refuse.
    let modeAllows = status.st_mode & 0o222 != 0
    let refusal = modeAllows && faccessat(AT_FDCWD, target, W_OK, AT_EACCESS) != 0 ? errno : 0
    if refusal == EROFS {
      throw OutputFileError(path: path, errno: EROFS, detail: OutputFileError.readOnlyFileSystemDetail)
    }
    if !modeAllows || refusal != 0 {
      throw OutputFileError(
        path: path, errno: EACCES,
        detail: OutputFileError.readOnlyDetail + ", mode " + String(status.st_mode & 0o7777, radix: 8))
    }
    if status.st_nlink > 1 {
      throw OutputFileError(
        path: path, errno: EMLINK, detail: "it has \(status.st_nlink) " + OutputFileError.hardLinksDetail)
    }
    return file
  }

  private init(descriptor: Int32, status: stat) {
    self.descriptor = descriptor
    self.status = status
  }

  deinit {
    close(descriptor)  // releases the lock
  }

  /// Whether `target` still names the locked file (same device and inode).
  func isStill(at target: String) -> Bool {
    var now = stat()
    return stat(target, &now) == 0 && now.st_dev == status.st_dev && now.st_ino == status.st_ino
  }

  /// Gives the new file `fd` (the temporary file) this file's owner, group and permission bits:
  /// `fchown` first (a changed owner clears set-user-ID bits), then `fchmod`.
  ///
  /// - Throws: `OutputFileError` with `ownerDetail` when the owner or group cannot be kept (a
  ///   file of another user in a folder this user may write): refused rather than taken over.
  func copyOwnership(to fd: Int32, reportedAs path: String) throws(OutputFileError) {
    var made = stat()
    guard fstat(fd, &made) == 0 else { throw OutputFileError(path: path, errno: errno) }
    if made.st_uid != status.st_uid || made.st_gid != status.st_gid {
      guard fchown(fd, status.st_uid, status.st_gid) == 0 else {
        throw OutputFileError(
          path: path, errno: errno,
          detail: OutputFileError.ownerDetail + " (\(status.st_uid):\(status.st_gid))")
      }
    }
    guard fchmod(fd, status.st_mode & 0o7777) == 0 else { throw OutputFileError(path: path, errno: errno) }
  }

  /// Whether the open file `fd` holds exactly `bytes`, read from its start.
  static func holds(_ fd: Int32, exactly bytes: [UInt8]) -> Bool {
    // One byte more than expected, to see a file that grew.
    var buffer = [UInt8](repeating: 0, count: bytes.count + 1)
    var count = 0
    while count < buffer.count {
      // The buffer holds at least one byte, so its base address is not nil.
      let read = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + count, $0.count - count, off_t(count)) }
      if read < 0 && errno == EINTR { continue }
      guard read > 0 else { break }
      count += read
    }
    return count == bytes.count && buffer.prefix(count).elementsEqual(bytes)
  }
}

extension OutputFileError {
  /// The `detail` of a file refused because it is read-only for this user (vim: "readonly").
  package static let readOnlyDetail = "it is read-only for this user (an editor says \"readonly\")"
  /// The `detail` of a file on a file system mounted read-only (whatever its mode says).
  package static let readOnlyFileSystemDetail = "its file system is mounted read-only"
  /// The end of the `detail` of a file refused for its hard links ("it has 2 …").
  package static let hardLinksDetail =
    "hard links, and replacing it would split them (the other names would keep the old text)"
  /// The `detail` of a file whose owner or group could not be kept.
  package static let ownerDetail = "its owner and group could not be kept (only its owner or root may write it back)"
  /// The `detail` of a file another program kept locked.
  package static let lockedDetail = "another program holds a lock on it (another preview writing it?)"
}
