import Glibc

/// An empty file in /tmp, removed when released.
package final class TemporaryFile {
  package let path: String

  package init() throws {
    var template = Array("/tmp/motion-preview-test-XXXXXX".utf8CString)
    let descriptor = mkstemp(&template)
    guard descriptor >= 0 else { throw TestFailure("mkstemp failed") }
    close(descriptor)
    path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  deinit { unlink(path) }

  /// The file's text now.
  package func contents() -> String {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return "" }
    defer { close(descriptor) }
    var data: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = read(descriptor, &chunk, chunk.count)
      guard count > 0 else { break }
      data += chunk.prefix(count)
    }
    return String(decoding: data, as: UTF8.self)
  }
}

/// A fresh folder under /tmp, removed with everything in it when released.
package final class TemporaryDirectory {
  package let path: String

  package init() throws {
    var template = Array("/tmp/motion-preview-test-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else { throw TestFailure("mkdtemp failed") }
    path = String(cString: made)
  }

  deinit { Self.remove(path) }

  /// The names in the folder (not `.` and `..`), sorted.
  package var names: [String] {
    guard let dir = opendir(path) else { return [] }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }

  /// Removes `path` and, for a folder, everything below it (without following links).
  private static func remove(_ path: String) {
    var info = stat()
    guard lstat(path, &info) == 0 else { return }
    if info.st_mode & S_IFMT == S_IFDIR {
      if let dir = opendir(path) {
        var children: [String] = []
        while let entry = readdir(dir) {
          let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
          }
          if name != "." && name != ".." { children.append(path + "/" + name) }
        }
        closedir(dir)
        children.forEach(remove)
      }
      rmdir(path)
    } else {
      unlink(path)
    }
  }
}

/// The whole file at `path`, read to its end (so /proc files, whose size reads as 0, work too);
/// empty when it cannot be opened.
package func fileBytes(at path: String) -> [UInt8] {
  let fd = open(path, O_RDONLY | O_CLOEXEC)
  guard fd >= 0 else { return [] }
  defer { close(fd) }
  var bytes: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 1 << 16)
  while true {
    let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
    if count < 0 && errno == EINTR { continue }
    if count <= 0 { break }
    bytes += chunk[0..<count]
  }
  return bytes
}

/// Puts an executable script with `text` at `path` (in a test's own folder), for tests that make
/// a tool run slowly or fail. The text is written to a side file and `install` copies it into
/// place, so no thread of this process ever holds the script open for writing: the suites run
/// in parallel, and a child forked by another test while this process had the script open would
/// keep it "busy", and running it would fail with ETXTBSY ("Text file busy"), as CI once saw.
package func writeScript(_ text: String, to path: String) throws {
  let source = path + ".text"
  guard let file = fopen(source, "wbe") else { throw TestFailure("cannot write \(source)") }
  let bytes = Array(text.utf8)
  let written = fwrite(bytes, 1, bytes.count, file)
  guard fclose(file) == 0, written == bytes.count else { throw TestFailure("short write to \(source)") }
  let installed = try Tool.run("install", ["-m", "755", source, path])
  guard installed.status == 0 else { throw TestFailure("install \(path): \(installed.text)") }
}

/// A folder in which this process cannot create a file, and the system's reason (`strerror`)
/// for refusing, for the tests of "an unwritable folder is bad input". For a user it is a fresh
/// folder of its own with mode 0555. Root writes there anyway, so root gets the first special
/// folder that refuses even root: /sys (sysfs: EACCES, or EROFS where a container mounts it
/// read-only), then /dev/pts (devpts: EACCES). Where nothing refuses (root in a bare chroot with
/// neither mounted) `forTests` says so and returns nil, and the caller skips that case.
package final class UnwritableFolder {
  package let path: String
  package let errno: Int32
  package var reason: String { String(cString: strerror(errno)) }
  /// The fresh folder, kept (and removed when released) when it is the one that refuses.
  private let own: TemporaryDirectory?

  /// The folder, or nil after saying why `what` is skipped.
  package static func forTests(_ what: String) throws -> UnwritableFolder? {
    if let folder = try UnwritableFolder() { return folder }
    print("skipping \(what): running as root with neither /sys nor /dev/pts mounted, so no folder refuses a new file")
    return nil
  }

  private init?() throws {
    let fresh = try TemporaryDirectory()
    chmod(fresh.path, 0o555)
    for candidate in [fresh.path, "/sys", "/dev/pts"] {
      if let refusal = Self.refusal(in: candidate) {
        path = candidate
        errno = refusal
        own = candidate == fresh.path ? fresh : nil
        return
      }
    }
    return nil
  }

  deinit { if let own { chmod(own.path, 0o755) } }

  /// The errno of creating a new file in `folder`, or nil when that succeeds (the probe's own
  /// file is removed again) or fails for another reason (no such folder).
  private static func refusal(in folder: String) -> Int32? {
    let probe = folder + "/motion-preview-probe-\(getpid())"
    let fd = open(probe, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    if fd >= 0 {
      close(fd)
      unlink(probe)
      return nil
    }
    return Glibc.errno == EACCES || Glibc.errno == EROFS || Glibc.errno == EPERM ? Glibc.errno : nil
  }
}
