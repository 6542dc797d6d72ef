import Glibc

/// What an export writes, chosen by the output path: `.gif`, `.webp`, `.mp4`, or a folder of
/// PNG frames (a path that ends in `/`, names an existing folder, or has no extension).
package enum ExportFormat: String, Equatable, Sendable {
  case gif
  case webp
  case mp4
  case pngFrames = "PNG frames"

  /// The format for `path`.
  ///
  /// - Throws: `ExportUsageError` for an extension that is none of these.
  package static func forPath(_ path: String) throws(ExportUsageError) -> ExportFormat {
    var status = stat()
    if path.hasSuffix("/") || (stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR) {
      return .pngFrames
    }
    let name = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return .pngFrames }
    switch name[name.index(after: dot)...].lowercased() {
    case "gif": return .gif
    case "webp": return .webp
    case "mp4": return .mp4
    case let other:
      throw ExportUsageError(
        "cannot export to \"\(path)\": unknown extension .\(other) "
          + "(use .gif, .webp, .mp4, or a folder for PNG frames)")
    }
  }
}

/// An export asked for something that cannot be done, in one line (bad input: status 2).
package struct ExportUsageError: Error, CustomStringConvertible, Equatable {
  package var description: String
  package init(_ description: String) { self.description = description }
}
