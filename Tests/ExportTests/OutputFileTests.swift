import Glibc
import Testing
import TestSupport

@testable import Export

/// `OutputFile` against the file system itself: what is on disk after each path, read back with
/// plain POSIX calls.
@Suite struct OutputFileTests {
  /// A fresh folder under /tmp, removed afterwards.
  private final class Folder {
    let path: String
    init() throws {
      var template = Array("/tmp/output-file-tests-XXXXXX".utf8CString)
      guard let made = mkdtemp(&template) else { throw TestFailure("mkdtemp failed") }
      path = String(cString: made)
    }
    deinit { _ = system("rm -rf '\(path)'") }
    func contents() -> [String] {
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
  }

  private struct TestFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }

  private static func read(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let n = fread(&buffer, 1, buffer.count, file)
      if n <= 0 { break }
      bytes += buffer[..<n]
    }
    return bytes
  }

  @Test func writesANewFileAndLeavesNoTemporary() throws {
    let folder = try Folder()
    try OutputFile.write(Array("hello".utf8), to: folder.path + "/a.txt")
    #expect(Self.read(folder.path + "/a.txt") == Array("hello".utf8))
    #expect(folder.contents() == ["a.txt"])
  }

  /// A new file that must not replace anything: refused at once when the path is taken, and at
  /// commit when a file appeared there meanwhile (that file untouched, no temporary left).
  @Test func aNewFileNeverReplacesOne() throws {
    let folder = try Folder()
    let path = folder.path + "/a.gif"
    let file = try OutputFile(path: path, replacing: false)
    try file.write(Array("mine".utf8))
    try OutputFile.write(Array("theirs".utf8), to: path)
    #expect(throws: OutputFileError(path: path, errno: EEXIST)) { try file.commit() }
    #expect(Self.read(path) == Array("theirs".utf8))
    #expect(folder.contents() == ["a.gif"])
    #expect(throws: OutputFileError(path: path, errno: EEXIST)) {
      _ = try OutputFile(path: path, replacing: false)
    }

    let fresh = try OutputFile(path: folder.path + "/b.gif", replacing: false)
    try fresh.write(Array("new".utf8))
    try fresh.commit()
    #expect(Self.read(folder.path + "/b.gif") == Array("new".utf8))
    #expect(folder.contents() == ["a.gif", "b.gif"])
  }

  @Test func replacesAFileKeepingItsPermissions() throws {
    let folder = try Folder()
    let path = folder.path + "/a.txt"
    try OutputFile.write(Array("old".utf8), to: path)
    chmod(path, 0o640)
    try OutputFile.write(Array("new".utf8), to: path)
    var status = stat()
    stat(path, &status)
    #expect(status.st_mode & 0o7777 == 0o640)
    #expect(Self.read(path) == Array("new".utf8))
  }

  @Test func theOldFileStaysWholeUntilCommit() throws {
    let folder = try Folder()
    let path = folder.path + "/a.txt"
    try OutputFile.write(Array("old".utf8), to: path)
    let file = try OutputFile(path: path)
    try file.write(Array("partial".utf8))
    #expect(Self.read(path) == Array("old".utf8))
    #expect(folder.contents().count == 2)
    file.discard()
    #expect(Self.read(path) == Array("old".utf8))
    #expect(folder.contents() == ["a.txt"])
  }

  /// W's compare-before-replace: the file is replaced only while it holds what was read.
  @Test func replacingOnlyWhatWasReadKeepsTheModeAndRefusesAConcurrentEdit() throws {
    let folder = try Folder()
    let path = folder.path + "/a.swift"
    try OutputFile.write(Array("let a = 0.4\n".utf8), to: path)
    chmod(path, 0o750)
    let file = try OutputFile(path: path)
    try file.write(Array("let a = 0.45\n".utf8))
    try file.commit(replacingOnly: Array("let a = 0.4\n".utf8))
    var status = stat()
    stat(path, &status)
    #expect(status.st_mode & 0o7777 == 0o750)
    #expect(Self.read(path) == Array("let a = 0.45\n".utf8))

    // An editor saves (in place) between the read and the commit: refused, its edit stays.
    let late = try OutputFile(path: path)
    try late.write(Array("let a = 0.5\n".utf8))
    let editor = fopen(path, "w")
    fputs("let a = 0.45 // edited\n", editor)
    fclose(editor)
    var error: OutputFileError?
    do { try late.commit(replacingOnly: Array("let a = 0.45\n".utf8)) } catch let failure { error = failure }
    #expect(error?.changedOnDisk == true)
    #expect(error?.description == "cannot write \"\(path)\": it changed on disk since it was read; nothing was written")
    #expect(Self.read(path) == Array("let a = 0.45 // edited\n".utf8))
    // A file that grew by a byte, or that is gone, is not what was read either.
    for change in ["let a = 0.45 // edited\n\n", nil] {
      if let change { try OutputFile.write(Array(change.utf8), to: path) } else { unlink(path) }
      let again = try OutputFile(path: path)
      try again.write(Array("x".utf8))
      #expect(throws: OutputFileError.self) { try again.commit(replacingOnly: Array("let a = 0.45 // edited\n".utf8)) }
      #expect(Self.read(path) == change.map { Array($0.utf8) })
    }
    #expect(folder.contents() == [])
  }

  /// `init(path:readAs:)` (W): the file is locked from the checks to the rename (another
  /// descriptor cannot lock it meanwhile, and can after), a second writer that read the old
  /// bytes is refused as changed, and a read-only or hard-linked file is refused at once, with
  /// nothing left behind.
  @Test func aReplacementLocksAndRefusesWhatItMayNotReplace() throws {
    let folder = try Folder()
    let path = folder.path + "/a.swift"
    let old = Array("let a = 0.4\n".utf8)
    try OutputFile.write(old, to: path)
    let file = try OutputFile(path: path, readAs: old)
    let other = open(path, O_RDONLY)
    defer { close(other) }
    #expect(flock(other, LOCK_EX | LOCK_NB) != 0 && errno == EWOULDBLOCK)
    try file.write(Array("let a = 0.45\n".utf8))
    try file.commit()
    // Released with the rename. (A child process that another test spawns at that moment holds
    // a copy of the descriptor until it execs, which closes it: the lock is tried again for up
    // to two seconds, the full suite having seen it held for a moment once.)
    var released = flock(other, LOCK_EX | LOCK_NB) == 0
    for _ in 0..<200 where !released {
      usleep(10_000)
      released = flock(other, LOCK_EX | LOCK_NB) == 0
    }
    #expect(released, "the lock outlived the rename")
    #expect(Self.read(path) == Array("let a = 0.45\n".utf8))
    // The loser of a race read the old bytes: refused before anything is written.
    var error: OutputFileError?
    do { _ = try OutputFile(path: path, readAs: old) } catch let failure { error = failure }
    #expect(error?.changedOnDisk == true)

    let now = Array("let a = 0.45\n".utf8)
    chmod(path, 0o444)
    error = nil
    do { _ = try OutputFile(path: path, readAs: now) } catch let failure { error = failure }
    #expect(error?.errno == EACCES && error?.description.hasSuffix("mode 444") == true, "\(String(describing: error))")
    chmod(path, 0o644)
    link(path, folder.path + "/b.swift")
    error = nil
    do { _ = try OutputFile(path: path, readAs: now) } catch let failure { error = failure }
    #expect(error?.errno == EMLINK)
    #expect(folder.contents() == ["a.swift", "b.swift"])
    #expect(Self.read(path) == now)
  }

  @Test func droppingAnUncommittedFileRemovesOnlyTheTemporary() throws {
    let folder = try Folder()
    do {
      let file = try OutputFile(path: folder.path + "/b.txt")
      try file.write(Array("x".utf8))
    }
    #expect(folder.contents().isEmpty)
  }

  @Test func aSymbolicLinkKeepsPointingAtTheNewContents() throws {
    let folder = try Folder()
    try OutputFile.write(Array("old".utf8), to: folder.path + "/target.txt")
    symlink("target.txt", folder.path + "/link.txt")
    try OutputFile.write(Array("new".utf8), to: folder.path + "/link.txt")
    var status = stat()
    lstat(folder.path + "/link.txt", &status)
    #expect(status.st_mode & S_IFMT == S_IFLNK)
    #expect(Self.read(folder.path + "/target.txt") == Array("new".utf8))
  }

  @Test func aFullDeviceReportsStrerrorAndSurvives() throws {
    // /dev/full fails every write with ENOSPC, like a disk that has filled up.
    let error = #expect(throws: OutputFileError.self) {
      try OutputFile.write([UInt8](repeating: 1, count: 100_000), to: "/dev/full")
    }
    #expect(error?.description == "cannot write \"/dev/full\": No space left on device")
    var status = stat()
    #expect(stat("/dev/full", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
  }

  @Test func badPathsSayWhy() throws {
    let folder = try Folder()
    let missing = #expect(throws: OutputFileError.self) {
      try OutputFile.write([1], to: folder.path + "/no/such/folder/x.png")
    }
    #expect(missing?.errno == ENOENT)
    #expect(missing?.description.hasSuffix("No such file or directory") == true)
    let long = #expect(throws: OutputFileError.self) {
      try OutputFile.write([1], to: folder.path + "/" + String(repeating: "n", count: 300))
    }
    #expect(long?.errno == ENAMETOOLONG)
    let directory = #expect(throws: OutputFileError.self) {
      try OutputFile.write([1], to: folder.path)
    }
    #expect(directory?.errno == EISDIR)
    // A name of 255 bytes is allowed; its temporary name is shortened to fit.
    let longest = folder.path + "/" + String(repeating: "m", count: 255)
    try OutputFile.write([7], to: longest)
    #expect(Self.read(longest) == [7])
  }

  @Test func aDashIsNamedStandardOutput() {
    #expect(OutputFileError(path: "-", errno: ENOTTY, detail: "it is a terminal").description
      == "cannot write to standard output: it is a terminal")
  }

  @Test func anUnwritableFolderIsRefused() throws {
    guard let folder = try UnwritableFolder.forTests("anUnwritableFolderIsRefused") else { return }
    let error = #expect(throws: OutputFileError.self) {
      try OutputFile.write([1], to: folder.path + "/motion-preview-test.png")
    }
    #expect(error?.errno == folder.errno)
    // The message names the folder, not only the file.
    #expect(error?.description.hasSuffix("(this user may not make files in its folder \"\(folder.path)\")") == true, "\(String(describing: error))")
  }

  @Test func aFileOnAReadOnlyMountIsRefusedForItsFileSystem() throws {
    // A folder bound read-only over another (root can; elsewhere the test says it skips): W's
    // refusal names the file system, where it said the file was read-only for this user.
    let source = try TemporaryDirectory()
    let mounted = try TemporaryDirectory()
    let text = Array("let a = 1\n".utf8)
    try OutputFile.write(text, to: source.path + "/a.swift")
    guard mount(source.path, mounted.path, nil, UInt(MS_BIND), nil) == 0 else {
      print("skipping aFileOnAReadOnlyMountIsRefusedForItsFileSystem: no bind mount here")
      return
    }
    defer { umount(mounted.path) }
    guard mount(nil, mounted.path, nil, UInt(MS_REMOUNT | MS_BIND | MS_RDONLY), nil) == 0 else {
      print("skipping aFileOnAReadOnlyMountIsRefusedForItsFileSystem: the mount stays writable")
      return
    }
    let error = #expect(throws: OutputFileError.self) { try OutputFile(path: mounted.path + "/a.swift", readAs: text) }
    #expect(error?.errno == EROFS)
    #expect(error?.description == "cannot write \"\(mounted.path)/a.swift\": its file system is mounted read-only")
  }
}
