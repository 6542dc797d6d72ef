import Glibc
import Synchronization

/// A file being written by the program: every output (screenshots, exports, written-back Swift
/// files) goes through this type, so a failure never loses what was at the path before.
///
/// - A regular file, or a path where nothing is yet, is written to a new temporary file in the
///   same folder (`.NAME.PID-N.tmp`, created with `O_EXCL`, so it is ours), which `commit()`
///   flushes to disk (`fsync`) and renames over the path in one step; then the folder is synced
///   too. A replaced file keeps its permission bits. A file the program read and now replaces
///   (`init(path:readAs:)`, W) is locked, checked and refused as `ReplacedFile` says (changed
///   since read, read-only, hard-linked), and keeps its owner and group as well. The folder is held open from the start, and
///   the temporary file is made, renamed and removed through that descriptor (`openat`,
///   `renameat`, `unlinkat`), so it is always found again: a folder renamed or moved while the
///   file is written fails the commit (the path no longer leads there) and the temporary file is
///   still removed.
/// - A symbolic link is followed: its target is replaced as above, the link stays.
/// - A device, FIFO or socket (`/dev/stdout`, `/dev/null`) is written to in place: there is no
///   file to replace, and renaming over it would delete the device node.
/// - `-` is standard output (refused when it is a terminal: binary data would garble it).
/// - Only the temporary file is ever unlinked (on failure, on `discard()`, when dropped without a
///   commit, and by `InterruptCleanup` when a signal ends the program). Nothing else is deleted.
///
/// Errors carry `errno` and read like `cannot write "out.gif": No space left on device`.
package final class OutputFile {
  /// The path the user named.
  package let path: String
  /// The path that `commit()` renames the temporary file to (`path` with symlinks resolved).
  private let target: String
  /// The temporary file, or nil when writing in place into a device or FIFO.
  package let temporaryPath: String?
  /// The folder the temporary file and the target are in, open (-1 for a device).
  private var folderDescriptor: Int32 = -1
  /// The temporary file's name in that folder, and the target's.
  private var temporaryName = ""
  private var targetName = ""
  private var descriptor: Int32
  private var registration: InterruptCleanup.Registration?
  private var isFinished = false
  /// False for a new file that must not replace anything (`init(path:replacing:)`).
  private let replaces: Bool
  /// The file this one replaces, locked until the rename, when it was read first
  /// (`init(path:readAs:)`); its bytes, compared again just before the rename.
  private var original: ReplacedFile?
  private var originalBytes: [UInt8]?
  /// Bytes written so far.
  package private(set) var byteCount = 0

  /// Opens `path` for writing: creates the temporary file next to it, or opens a device.
  ///
  /// With `replacing` false the path must name nothing (not even a dangling link), and
  /// `commit()` refuses, with `EEXIST`, to replace anything that appeared there meanwhile: the
  /// temporary file is hard-linked to the path, which fails rather than replaces (on a file
  /// system without hard links, it is renamed after checking that the path is still free).
  ///
  /// - Throws: `OutputFileError` when the folder is missing or unwritable, the name too long,
  ///   the path a folder or a dangling link, or the temporary file cannot be made.
  package convenience init(path: String, replacing: Bool = true) throws(OutputFileError) {
    try self.init(path: path, replacing: replacing, readAs: nil)
  }

  /// Opens `path` to replace the file there, which the program read as `expected` (W): the file
  /// is locked and checked at once (`ReplacedFile`: changed since read, read-only, hard links),
  /// the new file gets its owner, group and mode, and `commit()` renames only if it still
  /// holds `expected`, releasing the lock after the rename.
  ///
  /// - Throws: `OutputFileError`, with `changedOnDisk` set when the file is gone or differs; the
  ///   file is untouched.
  package convenience init(path: String, readAs expected: [UInt8]) throws(OutputFileError) {
    try self.init(path: path, replacing: true, readAs: expected)
  }

  private init(path: String, replacing: Bool, readAs expected: [UInt8]?) throws(OutputFileError) {
    self.path = path
    replaces = replacing
    originalBytes = expected
    guard !path.isEmpty else { throw OutputFileError(path: path, errno: ENOENT) }
    if !replacing {
      var status = stat()
      guard path != "-", lstat(path, &status) != 0 else { throw OutputFileError(path: path, errno: EEXIST) }
    }
    if path == "-" {
      guard isatty(STDOUT_FILENO) == 0 else {
        throw OutputFileError(path: path, errno: ENOTTY, detail: "it is a terminal (redirect it to a file or a pipe)")
      }
      let fd = dup(STDOUT_FILENO)
      guard fd >= 0 else { throw OutputFileError(path: path, errno: errno) }
      target = path
      temporaryPath = nil
      descriptor = fd
      return
    }
    var status = stat()
    var target = path
    var mode: mode_t? = nil
    var original: ReplacedFile? = nil
    if lstat(path, &status) == 0 {
      if status.st_mode & S_IFMT == S_IFLNK {
        guard let resolved = realpath(path, nil) else {
          throw OutputFileError(path: path, errno: errno, detail: "a symbolic link to nothing")
        }
        target = String(cString: resolved)
        free(resolved)
        guard stat(target, &status) == 0 else { throw OutputFileError(path: path, errno: errno) }
      }
      switch status.st_mode & S_IFMT {
      case S_IFDIR:
        throw OutputFileError(path: path, errno: EISDIR)
      case S_IFREG:
        mode = status.st_mode & 0o7777
        if let expected { original = try ReplacedFile.lock(target, reportedAs: path, holding: expected) }
      default:
        guard expected == nil else {
          throw OutputFileError(path: path, errno: ESTALE, detail: OutputFileError.changedOnDiskDetail)
        }
        // A device, FIFO or socket: write into it, never replace it.
        let fd = open(target, O_WRONLY | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else { throw OutputFileError(path: path, errno: errno) }
        self.target = target
        temporaryPath = nil
        descriptor = fd
        return
      }
    } else if errno != ENOENT {
      throw OutputFileError(path: path, errno: errno)
    } else if expected != nil {
      throw OutputFileError(path: path, errno: ENOENT, detail: OutputFileError.changedOnDiskDetail)
    }
    self.target = target
    self.original = original
    let folder = open(Self.folder(of: target), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard folder >= 0 else { throw OutputFileError(path: path, errno: errno) }
    let name = Self.name(of: target)
    let fd: Int32
    let temporary: String
    let registration: InterruptCleanup.Registration?
    do {
      (fd, temporary, registration) = try Self.createTemporary(in: folder, besides: name, reportedAs: path)
    } catch {
      close(folder)
      throw error
    }
    do throws(OutputFileError) {
      if let original {
        try original.copyOwnership(to: fd, reportedAs: path)
      } else if let mode, fchmod(fd, mode) != 0 {
        throw OutputFileError(path: path, errno: errno)
      }
    } catch {
      close(fd)
      unlinkat(folder, temporary, 0)
      registration?.release()
      close(folder)
      throw error
    }
    descriptor = fd
    folderDescriptor = folder
    temporaryName = temporary
    targetName = name
    temporaryPath = target.lastIndex(of: "/").map { String(target[...$0]) + temporary } ?? temporary
    self.registration = registration
  }

  deinit {
    if !isFinished { discard() }
    if folderDescriptor >= 0 { close(folderDescriptor) }
  }

  /// Writes everything in `bytes`, retrying short writes and interruptions.
  package func write(_ bytes: UnsafeRawBufferPointer) throws(OutputFileError) {
    precondition(!isFinished, "write after commit or discard")
    var offset = 0
    while offset < bytes.count {
      let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        let code = errno
        discard()
        throw OutputFileError(path: path, errno: code)
      }
      offset += written
    }
    byteCount += bytes.count
  }

  /// Writes everything in `bytes`.
  package func write(_ bytes: [UInt8]) throws(OutputFileError) {
    let result = bytes.withUnsafeBytes { raw in
      Result { () throws(OutputFileError) in try write(raw) }
    }
    try result.get()
  }

  /// Tells a tool that writes the file itself (ffmpeg) that it has done so: the bytes count as
  /// written. Only for a temporary file.
  package func adoptContents() {
    var status = stat()
    if fstat(descriptor, &status) == 0 { byteCount = Int(status.st_size) }
  }

  /// Makes the written bytes the file at `path`: `fsync`, then rename over the target (the
  /// old file stays whole until this moment), then `fsync` the folder.
  ///
  /// - Throws: `OutputFileError` (for example `No space left on device` from a delayed
  ///   allocation); the temporary file is then removed and the target is untouched.
  package func commit() throws(OutputFileError) {
    try commit(expecting: originalBytes)
  }

  /// Makes the written bytes the file at `path`, as `commit()` does, only if the file there
  /// still holds exactly `expected` (what the program read from it): the bytes are compared
  /// after the new file is on disk and just before the rename, so an edit saved meanwhile (by
  /// an editor) is never lost.
  ///
  /// - Throws: `OutputFileError` with `changedOnDisk` set (`… changed on disk since it was
  ///   read`) when the file differs or is gone; the temporary file is removed and the file on
  ///   disk is untouched. Other failures as `commit()`.
  package func commit(replacingOnly expected: [UInt8]) throws(OutputFileError) {
    try commit(expecting: expected)
  }

  private func commit(expecting expected: [UInt8]?) throws(OutputFileError) {
    precondition(!isFinished, "commit after commit or discard")
    guard temporaryPath != nil else {
      // A device: flush what can be flushed (a terminal or /dev/null cannot, which is fine).
      let synced = fsync(descriptor) == 0 || errno == EINVAL || errno == EROFS
      let code = errno
      let closed = close(descriptor) == 0
      isFinished = true
      guard synced && closed else { throw OutputFileError(path: path, errno: synced ? errno : code) }
      return
    }
    if fsync(descriptor) != 0 {
      let code = errno
      discard()
      throw OutputFileError(path: path, errno: code)
    }
    if close(descriptor) != 0 {
      let code = errno
      descriptor = -1
      discard()
      throw OutputFileError(path: path, errno: code)
    }
    descriptor = -1
    guard folderIsStillAtItsPath() else {
      discard()
      throw OutputFileError(path: path, errno: ENOENT, detail: OutputFileError.folderMovedDetail)
    }
    if let expected, original.map({ !$0.isStill(at: target) }) ?? false || !Self.holds(target, exactly: expected) {
      discard()
      throw OutputFileError(path: path, errno: ESTALE, detail: OutputFileError.changedOnDiskDetail)
    }
    if !replaces {
      try placeWithoutReplacing()
    } else if renameat(folderDescriptor, temporaryName, folderDescriptor, targetName) != 0 {
      let code = errno
      discard()
      throw OutputFileError(path: path, errno: code)
    }
    isFinished = true
    registration?.release()
    registration = nil
    _ = fsync(folderDescriptor)
    original = nil  // the lock is released after the rename
  }

  /// Whether the target's folder path still leads to the folder the temporary file is in (the
  /// same device and inode): not when it was renamed, moved or deleted meanwhile.
  private func folderIsStillAtItsPath() -> Bool {
    var open = stat()
    var atPath = stat()
    return fstat(folderDescriptor, &open) == 0 && stat(Self.folder(of: target), &atPath) == 0
      && open.st_dev == atPath.st_dev && open.st_ino == atPath.st_ino
  }

  /// Gives the temporary file its name without replacing anything: a hard link (which fails
  /// with `EEXIST` if the name was taken meanwhile), then the temporary name is removed.
  private func placeWithoutReplacing() throws(OutputFileError) {
    let folder = folderDescriptor
    if linkat(folder, temporaryName, folder, targetName, 0) == 0 {
      unlinkat(folder, temporaryName, 0)
      return
    }
    var code = errno
    if code == EPERM || code == EOPNOTSUPP || code == EMLINK {
      // No hard links here (FAT, some network file systems): rename if the name is free.
      var status = stat()
      code =
        fstatat(folder, targetName, &status, AT_SYMLINK_NOFOLLOW) == 0
        ? EEXIST : renameat(folder, temporaryName, folder, targetName) == 0 ? 0 : errno
      if code == 0 { return }
    }
    discard()
    throw OutputFileError(path: path, errno: code)
  }

  /// Abandons the file: closes and removes the temporary file (never the target). Safe to call
  /// more than once.
  package func discard() {
    guard !isFinished else { return }
    isFinished = true
    if descriptor >= 0 { close(descriptor) }
    descriptor = -1
    if folderDescriptor >= 0 { unlinkat(folderDescriptor, temporaryName, 0) }
    registration?.release()
    registration = nil
    original = nil
  }

  /// Writes `bytes` to `path` through a temporary file and a rename.
  package static func write(_ bytes: [UInt8], to path: String) throws(OutputFileError) {
    let file = try OutputFile(path: path)
    try file.write(bytes)
    try file.commit()
  }

  /// Whether the file at `path` holds exactly `bytes` (false when it cannot be read or is not a
  /// regular file): what `commit(replacingOnly:)` checks just before the rename, and what a
  /// caller that writes several files checks for all of them before it writes any.
  package static func holds(_ path: String, exactly bytes: [UInt8]) -> Bool {
    // Without blocking: a FIFO put where the file was would block `open` (and W) for good.
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    var status = stat()
    guard fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return false }
    return ReplacedFile.holds(fd, exactly: bytes)
  }

  /// The folder part of `path` (`.` for a bare name, `/` for a file in the root).
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    let folder = path[..<slash]
    return folder.isEmpty ? "/" : String(folder)
  }

  /// The last part of `path`, its name in `folder(of:)`.
  static func name(of path: String) -> String {
    path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
  }

  /// How many temporary files this process has made (their names' serial number).
  private static let serial = Atomic<Int>(0)

  /// Creates `.NAME.PID-N.tmp` in the open `folder` with `O_EXCL` (mode 0666 less the umask, as
  /// any new file), shortening NAME so the whole name stays within the 255 bytes a name may
  /// have, registered with `InterruptCleanup` from before it exists. Returns the descriptor, the
  /// temporary file's name and its registration.
  private static func createTemporary(in folder: Int32, besides name: String, reportedAs path: String)
    throws(OutputFileError) -> (Int32, String, InterruptCleanup.Registration?)
  {
    for _ in 0..<100 {
      let number = serial.add(1, ordering: .relaxed).newValue
      let suffix = ".\(getpid())-\(number).tmp"
      var stem = "." + name
      while stem.utf8.count + suffix.utf8.count > 255 { stem.removeLast() }
      let temporary = stem + suffix
      let (fd, registration) = InterruptCleanup.create(temporary, in: folder) {
        openat(folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOCTTY, 0o666)
      }
      if fd >= 0 { return (fd, temporary, registration) }
      if errno == EACCES || errno == EPERM {
        // Said with the folder: the file's name alone sent the user to the file.
        let code = errno
        throw OutputFileError(
          path: path, errno: code,
          detail: String(cString: strerror(code)) + " (this user may not make files in its folder \"\(Self.folder(of: path))\")")
      }
      if errno != EEXIST { throw OutputFileError(path: path, errno: errno) }
    }
    throw OutputFileError(path: path, errno: EEXIST)
  }
}

/// An output file that could not be written: bad input (status 2), in one line such as
/// `cannot write "out.gif": No space left on device`.
package struct OutputFileError: Error, CustomStringConvertible, Equatable {
  /// The path the user named.
  package var path: String
  /// The `errno` value of the failed call.
  package var errno: Int32
  /// Replaces `strerror(errno)` when there is something more precise to say.
  package var detail: String?

  package init(path: String, errno: Int32, detail: String? = nil) {
    self.path = path
    self.errno = errno
    self.detail = detail
  }

  /// The `detail` of a refused `commit(replacingOnly:)`.
  package static let changedOnDiskDetail = "it changed on disk since it was read; nothing was written"

  /// The `detail` of a commit whose folder was renamed, moved or deleted meanwhile.
  package static let folderMovedDetail =
    "its folder was renamed, moved or deleted while it was written; nothing was written"

  /// Whether `commit(replacingOnly:)` refused because the file was not what was read.
  package var changedOnDisk: Bool { detail == Self.changedOnDiskDetail }

  /// The message, with `strerror`'s wording.
  package var description: String {
    let name = path == "-" ? "to standard output" : "\"\(path)\""
    return "cannot write \(name): \(detail ?? String(cString: strerror(errno)))"
  }
}
