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

extension ExportFormat {
  /// The most pixels an exported frame has: 16384 × 16384. A frame is held several times over
  /// as 4-byte pixels while it is rendered and encoded, so a larger one took gigabytes before
  /// failing (32767 × 32767 to a GIF: 11.6 GB, then libimagequant 2's "image too large", which
  /// stops at 2³¹ bytes of pixels).
  package static let largestFramePixels = 16384 * 16384
  /// The longest side of a WebP image: libwebp's `WEBP_MAX_DIMENSION`.
  package static let largestWebPSide = 16383

  /// Refuses a frame of `width` × `height` pixels that this format cannot take, or that is
  /// larger than `largestFramePixels`, in one line.
  package func check(width: Int, height: Int) throws(ExportUsageError) {
    if self == .webp, max(width, height) > Self.largestWebPSide {
      throw ExportUsageError(
        "cannot export \(width)×\(height) pixels to WebP: its sides are at most \(Self.largestWebPSide) pixels")
    }
    if width.multipliedReportingOverflow(by: height).partialValue > Self.largestFramePixels {
      throw ExportUsageError(
        "cannot export \(width)×\(height) pixels: an exported frame is at most 16384×16384 (268,435,456 pixels)")
    }
  }
}

/// An export asked for something that cannot be done, in one line (bad input: status 2).
package struct ExportUsageError: Error, CustomStringConvertible, Equatable {
  package var description: String
  package init(_ description: String) { self.description = description }
}
