import Glibc

/// The preview libraries built so far, by content: `KEY.so` and its compiler log `KEY.log`
/// in `folder`, where KEY is the SHA-256 of everything the library depends on (the compiled
/// sources, the library modules' stamp, the compiler's version and the flags). Both files
/// are written to a temporary name and renamed into place, the log first, so that a library
/// found is whole and has its log; concurrent previews that build one key both rename a
/// whole, identical file. Nothing here is ever deleted.
package struct LibraryCache: Hashable, Sendable {
  /// The folder (made when the first library is written).
  package let folder: String

  /// A cache in `folder`.
  package init(folder: String) {
    self.folder = folder
  }

  /// `$XDG_CACHE_HOME/motion-preview`, else `$HOME/.cache/motion-preview` (the home from the
  /// password database when HOME is unset).
  package static func standard() -> LibraryCache {
    if let cache = getenv("XDG_CACHE_HOME").map({ String(cString: $0) }), cache.hasPrefix("/") {
      return LibraryCache(folder: cache + "/motion-preview")
    }
    var home = getenv("HOME").map { String(cString: $0) } ?? ""
    if home.isEmpty, let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir {
      home = String(cString: directory)
    }
    return LibraryCache(folder: (home.isEmpty ? "/tmp" : home) + "/.cache/motion-preview")
  }

  /// The library's path for `key`.
  func library(_ key: String) -> String { folder + "/" + key + ".so" }

  private func log(_ key: String) -> String { folder + "/" + key + ".log" }

  /// The log of the library built for `key`, when that library is in the cache.
  func cachedLog(_ key: String) -> [UInt8]? {
    guard let status = BuildFiles.status(library(key)), status.st_mode & S_IFMT == S_IFREG, status.st_size > 0
    else { return nil }
    return try? BuildFiles.read(log(key))
  }

  /// Moves the freshly built `built` (a file in a folder of the build's own, on the cache's
  /// disk) into the cache as `key`'s library, after its `log`.
  func install(_ built: String, log bytes: [UInt8], as key: String) throws(PreviewBuildError) {
    try BuildFiles.replace(log(key), with: bytes)
    try BuildFiles.rename(built, to: library(key))
  }

  /// A new folder of the build's own in the cache's folder (hidden: `.build.XXXXXX`), on the
  /// same disk as the libraries, so that a built library is renamed into place.
  func makeWorkFolder() throws(PreviewBuildError) -> String {
    try BuildFiles.makeFolders(folder)
    return try BuildFiles.makeTemporaryFolder(in: folder, prefix: ".build")
  }
}
