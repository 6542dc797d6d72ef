import Glibc

/// The file system calls the build makes: reading sources, listing folders, and writing only
/// through a temporary file renamed into place, or inside a folder of its own that it removes
/// again. Failures are `PreviewBuildError.file` with `strerror`'s reason.
package enum BuildFiles {
  /// The bytes of the file at `path`.
  package static func read(_ path: String) throws(PreviewBuildError) -> [UInt8] {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw .file(path: path, action: "read", reason: reason()) }
    defer { close(fd) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if count < 0 && errno == EINTR { continue }
      if count < 0 { throw .file(path: path, action: "read", reason: reason()) }
      if count == 0 { break }
      bytes += chunk[0..<count]
    }
    return bytes
  }

  /// Writes `bytes` to a new file `path` in a folder of the build's own (a fresh name: no
  /// other process knows it).
  static func create(_ path: String, _ bytes: [UInt8]) throws(PreviewBuildError) {
    let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw failure(writing: path) }
    defer { close(fd) }
    try writeAll(fd, bytes, path: path)
  }

  /// Makes `bytes` the file at `path`: written to a temporary file beside it
  /// (`.NAME.XXXXXX`, made by `mkstemp`), then renamed over it in one step, so a reader sees
  /// the old file or the whole new one. On failure only the temporary file is removed.
  static func replace(_ path: String, with bytes: [UInt8]) throws(PreviewBuildError) {
    let (folder, name) = split(path)
    var template = Array("\(folder)/.\(name).XXXXXX".utf8CString)
    let fd = mkstemp(&template)
    guard fd >= 0 else { throw failure(writing: path) }
    let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    do {
      try writeAll(fd, bytes, path: path)
    } catch {
      close(fd)
      unlink(temporary)
      throw error
    }
    // mkstemp makes the file 0600; a cached library is read by other processes of the user.
    let changed = fchmod(fd, 0o644) == 0
    guard close(fd) == 0, changed else {
      let error = failure(writing: path)
      unlink(temporary)
      throw error
    }
    try rename(temporary, to: path)
  }

  /// Renames `source` (a file the build made) to `target`, replacing what is there.
  static func rename(_ source: String, to target: String) throws(PreviewBuildError) {
    guard Glibc.rename(source, target) == 0 else {
      let error = failure(writing: target)
      unlink(source)
      throw error
    }
  }

  /// Makes the folder `path` and its missing parents (mode 0755).
  static func makeFolders(_ path: String) throws(PreviewBuildError) {
    var status = stat()
    if stat(path, &status) == 0 {
      guard status.st_mode & S_IFMT == S_IFDIR else {
        throw .file(path: path, action: "make the folder", reason: String(cString: strerror(ENOTDIR)))
      }
      return
    }
    let parent = split(path).folder
    if parent != path && !parent.isEmpty { try makeFolders(parent) }
    guard mkdir(path, 0o755) == 0 || errno == EEXIST else { throw failure(making: path) }
  }

  /// `$TMPDIR`, else /tmp.
  package static var systemTemporaryFolder: String {
    getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
  }

  /// A new, empty folder `folder/PREFIX.XXXXXX` of the build's own (made by `mkdtemp`).
  package static func makeTemporaryFolder(in folder: String, prefix: String) throws(PreviewBuildError) -> String {
    var template = Array("\(folder)/\(prefix).XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else { throw failure(making: folder + "/" + prefix) }
    return String(cString: made)
  }

  /// Removes `path`, a folder the build made, and everything in it (its own files and what
  /// the compiler it ran wrote there), without following links.
  package static func removeTree(_ path: String) {
    var status = stat()
    guard lstat(path, &status) == 0 else { return }
    if status.st_mode & S_IFMT == S_IFDIR {
      for entry in entries(of: path) { removeTree(path + "/" + entry.name) }
      rmdir(path)
    } else {
      unlink(path)
    }
  }

  /// The names in `folder` (not `.` and `..`, not hidden ones when `hidden` is false), sorted,
  /// each with whether it is a folder (links followed).
  package static func entries(of folder: String, hidden: Bool = true) -> [(name: String, isFolder: Bool)] {
    guard let directory = opendir(folder) else { return [] }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      if name != "." && name != ".." && (hidden || !name.hasPrefix(".")) { names.append(name) }
    }
    return names.sorted().map { name in
      var status = stat()
      let isFolder = stat(folder + "/" + name, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
      return (name, isFolder)
    }
  }

  /// `path`'s status, or nil when there is nothing there.
  static func status(_ path: String) -> stat? {
    var status = stat()
    return stat(path, &status) == 0 ? status : nil
  }

  /// `path` made absolute, links resolved; nil when it does not exist.
  package static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The folder and the last name of `path` (`.` for a bare name).
  package static func split(_ path: String) -> (folder: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let folder = String(path[..<slash])
    return (folder.isEmpty ? "/" : folder, String(path[path.index(after: slash)...]))
  }

  private static func writeAll(_ fd: Int32, _ bytes: [UInt8], path: String) throws(PreviewBuildError) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else { throw failure(writing: path) }
      offset += written
    }
  }

  /// The error for a failed write of `path`: a full disk is its own case.
  private static func failure(writing path: String) -> PreviewBuildError {
    if errno == ENOSPC || errno == EDQUOT { return .diskFull(path: path, reason: reason()) }
    return .file(path: path, action: "write", reason: reason())
  }

  private static func failure(making path: String) -> PreviewBuildError {
    if errno == ENOSPC || errno == EDQUOT { return .diskFull(path: path, reason: reason()) }
    return .file(path: path, action: "make the folder", reason: reason())
  }

  private static func reason() -> String { String(cString: strerror(errno)) }
}
