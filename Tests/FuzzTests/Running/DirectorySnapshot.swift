import Glibc

/// What a folder holds, entry by entry (not following links), to tell which files a run
/// created, changed or removed.
struct DirectorySnapshot: Equatable {
  /// One entry's identity and state.
  struct Entry: Equatable {
    var type: mode_t
    var inode: UInt
    var size: Int
    var modified: Int
    var link: String?
  }

  /// Entries by path relative to the folder.
  var entries: [String: Entry] = [:]

  init(of root: String) {
    walk(root, relative: "")
  }

  private mutating func walk(_ path: String, relative: String) {
    guard let directory = opendir(path) else { return }
    defer { closedir(directory) }
    while let item = readdir(directory) {
      let name = withUnsafeBytes(of: item.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      if name == "." || name == ".." { continue }
      let full = path + "/" + name
      let key = relative.isEmpty ? name : relative + "/" + name
      var info = stat()
      guard lstat(full, &info) == 0 else { continue }
      var link: String?
      if info.st_mode & S_IFMT == S_IFLNK {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { readlink(full, $0.baseAddress!.assumingMemoryBound(to: CChar.self), $0.count) }
        if count >= 0 { link = String(decoding: buffer[0..<count], as: UTF8.self) }
      }
      entries[key] = Entry(
        type: info.st_mode & S_IFMT, inode: UInt(info.st_ino), size: Int(info.st_size),
        modified: Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec), link: link)
      if info.st_mode & S_IFMT == S_IFDIR { walk(full, relative: key) }
    }
  }

  /// The paths created, changed or removed between `self` and `after`, sorted.
  func changes(to after: DirectorySnapshot) -> [String] {
    Set(entries.keys).union(after.entries.keys).filter { entries[$0] != after.entries[$0] }.sorted()
  }
}
