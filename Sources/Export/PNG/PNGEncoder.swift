import CPNG

/// Encodes images as PNG with libpng's simplified API (`png_image_write_to_memory`, which
/// reports errors in `png_image.message` instead of `longjmp`-ing, which Swift cannot survive).
///
/// Encoding is separate from writing: the bytes go through `OutputFile`, never through
/// `png_image_write_to_file`, which deletes its path when a write fails.
package enum PNGEncoder {
  /// The PNG bytes of `image` (8-bit RGB, no alpha, no metadata: the same pixels give the same
  /// bytes).
  ///
  /// - Throws: `PNGEncoder.Failure` with libpng's message (an image beyond libpng's limits).
  package static func encode(_ image: RGBImage) throws(PNGEncoder.Failure) -> [UInt8] {
    var png = png_image()
    png.version = UInt32(PNG_IMAGE_VERSION)
    png.width = UInt32(image.width)
    png.height = UInt32(image.height)
    png.format = UInt32(PNG_FORMAT_RGB)
    let stride = Int32(image.width * 3)
    var size = 0
    let result: [UInt8]? = image.bytes.withUnsafeBytes { pixels in
      // First the size, then the bytes into a buffer of that size.
      guard png_image_write_to_memory(&png, nil, &size, 0, pixels.baseAddress, stride, nil) != 0
      else { return nil }
      var bytes = [UInt8](repeating: 0, count: size)
      let ok = bytes.withUnsafeMutableBytes { buffer in
        png_image_write_to_memory(&png, buffer.baseAddress, &size, 0, pixels.baseAddress, stride, nil)
      }
      guard ok != 0 else { return nil }
      bytes.removeLast(bytes.count - size)
      return bytes
    }
    guard let result else {
      let message = withUnsafeBytes(of: png.message) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      png_image_free(&png)
      throw Failure(reason: message)
    }
    return result
  }

  /// libpng could not encode an image.
  package struct Failure: Error, CustomStringConvertible {
    /// libpng's explanation.
    package var reason: String
    /// One line for the user.
    package var description: String { "cannot encode PNG: \(reason)" }
  }
}
