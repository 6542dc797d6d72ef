import CImageQuant

/// Reduces an RGBA picture to at most 256 colours with libimagequant (the library behind
/// pngquant and gifski): a palette chosen for this picture, and the picture remapped to it with
/// Floyd–Steinberg dithering, so the veil's gradient and the note's shadow show no bands.
package enum PaletteQuantizer {
  /// A paletted picture.
  package struct Paletted: Sendable {
    /// The colours, 3 bytes each (R, G, B), 1...256 of them.
    package var palette: [UInt8]
    /// One palette index per pixel, row by row.
    package var indices: [UInt8]
  }

  /// libimagequant's speed setting (1 slowest and best … 10 fastest). 8 keeps the palette's
  /// quality (its k-means refinement) while sampling the histogram, which is what makes a
  /// 1000 × 600 frame take milliseconds instead of tens of them.
  package static let speed: Int32 = 8

  /// Quantizes `rgba` (`width × height × 4` bytes, alpha 255). Pure: the same pixels give the
  /// same palette and indices. Returns nil only when libimagequant fails (out of memory).
  package static func quantize(rgba: [UInt8], width: Int, height: Int) -> Paletted? {
    guard let attr = liq_attr_create() else { return nil }
    defer { liq_attr_destroy(attr) }
    liq_set_speed(attr, speed)
    liq_set_max_colors(attr, 256)
    return rgba.withUnsafeBytes { pixels -> Paletted? in
      guard
        let image = liq_image_create_rgba(attr, pixels.baseAddress!, Int32(width), Int32(height), 0)
      else { return nil }
      defer { liq_image_destroy(image) }
      var result: OpaquePointer?
      guard liq_image_quantize(image, attr, &result) == LIQ_OK, let result else { return nil }
      defer { liq_result_destroy(result) }
      liq_set_dithering_level(result, 1.0)
      var indices = [UInt8](repeating: 0, count: width * height)
      let remapped = indices.withUnsafeMutableBytes { buffer in
        liq_write_remapped_image(result, image, buffer.baseAddress!, buffer.count)
      }
      guard remapped == LIQ_OK, let palette = liq_get_palette(result) else { return nil }
      let count = Int(palette.pointee.count)
      var colours: [UInt8] = []
      colours.reserveCapacity(count * 3)
      withUnsafeBytes(of: palette.pointee.entries) { raw in
        let entries = raw.bindMemory(to: liq_color.self)
        for i in 0..<count { colours += [entries[i].r, entries[i].g, entries[i].b] }
      }
      return Paletted(palette: colours, indices: indices)
    }
  }
}
