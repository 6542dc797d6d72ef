import CPNG

/// Writes images as PNG files with libpng's simplified API.
package enum PNGFile {
  /// Writes `image` (8-bit RGB) to `path`, replacing any file there.
  ///
  /// - Throws: `PNGFile.WriteError` with libpng's own message (for example a missing folder).
  package static func write(_ image: RGBImage, to path: String) throws {
    var png = png_image()
    png.version = UInt32(PNG_IMAGE_VERSION)
    png.width = UInt32(image.width)
    png.height = UInt32(image.height)
    png.format = UInt32(PNG_FORMAT_RGB)
    let ok = image.bytes.withUnsafeBytes { bytes in
      png_image_write_to_file(&png, path, 0, bytes.baseAddress, Int32(image.width * 3), nil)
    }
    if ok == 0 {
      let message = withUnsafeBytes(of: png.message) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      png_image_free(&png)
      throw WriteError(path: path, reason: message)
    }
  }

  /// A PNG file that could not be written.
  package struct WriteError: Error, CustomStringConvertible {
    /// The path that was to be written.
    package var path: String
    /// libpng's explanation.
    package var reason: String
    /// One line for the user.
    package var description: String { "cannot write PNG \"\(path)\": \(reason)" }
  }
}
