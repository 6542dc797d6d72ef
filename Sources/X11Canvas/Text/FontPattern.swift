import CX11

/// Checks the sizes a `--font` fontconfig pattern asks for, before any font is opened.
///
/// A size in the pattern replaces the preview's own text sizes, so it is held to what `--scale`
/// allows them: the body text is 17 pt, drawn at 17 × 0.25 = 4.25 to 17 × 8 = 136 pixels across
/// the scale range. Without this, `Inter:pixelsize=100000` made 745 MB of glyphs and X errors,
/// and `Inter:size=-12` or `Inter-nan` laid every line out as one.
package enum FontPattern {
  /// The sizes a pattern may give in `size` (points) or `pixelsize` (pixels): the body text's
  /// 17 pt at each end of the `--scale` range.
  package static let sizeRange = (17 * XDisplay.minimumScale)...(17 * XDisplay.maximumScale)
  /// The pattern's `dpi`: 72 dpi (1 pixel per point) times the `--scale` range, up to 96 × 8.
  package static let dpiRange = (72 * XDisplay.minimumScale)...(96 * XDisplay.maximumScale)
  /// The most pixels the pattern's size, scale and dpi together may ask for (`size × scale ×
  /// dpi / 72`): the largest size at the largest scale.
  package static let maximumPixels = sizeRange.upperBound * XDisplay.maximumScale

  /// Checks `pattern`'s `size`, `pixelsize`, `scale`, `dpi` and `matrix`.
  ///
  /// - Throws: `FontPattern.LimitError`, one line naming the pattern, the property and the range.
  package static func check(_ pattern: String) throws(LimitError) {
    guard let parsed = FcNameParse(pattern) else {
      throw LimitError(pattern: pattern, problem: "is not a fontconfig pattern")
    }
    defer { FcPatternDestroy(parsed) }
    let sizes = try numbers(FC_SIZE, in: parsed, pattern: pattern)
    let pixels = try numbers(FC_PIXEL_SIZE, in: parsed, pattern: pattern)
    let scales = try numbers(FC_SCALE, in: parsed, pattern: pattern)
    let dpis = try numbers(FC_DPI, in: parsed, pattern: pattern)
    for (name, values, range) in [
      ("size", sizes, sizeRange), ("pixelsize", pixels, sizeRange),
      ("scale", scales, XDisplay.minimumScale...XDisplay.maximumScale), ("dpi", dpis, dpiRange),
    ] {
      for value in values where !range.contains(value) {
        throw LimitError(
          pattern: pattern,
          problem: "\(name) must be between \(format(range.lowerBound)) and "
            + "\(format(range.upperBound)), not \(format(value))")
      }
    }
    // Xft turns size into pixels as size × scale × dpi / 72 (dpi defaulting to the display's,
    // usually 96): the product must stay within what the largest --scale gives.
    if let size = sizes.max() {
      let asked = size * (scales.max() ?? 1) * (dpis.max() ?? 96) / 72
      if asked > maximumPixels {
        throw LimitError(
          pattern: pattern,
          problem: "size × scale × dpi / 72 is \(format(asked)) pixels, more than "
            + "\(format(maximumPixels))")
      }
    }
    try checkMatrices(in: parsed, pattern: pattern)
  }

  /// Every value of `object` in `pattern` as numbers (both ends of a range).
  private static func numbers(
    _ object: UnsafePointer<CChar>, in parsed: OpaquePointer, pattern: String
  ) throws(LimitError) -> [Double] {
    var result: [Double] = []
    var value = FcValue()
    var index: Int32 = 0
    while FcPatternGet(parsed, object, index, &value) == FcResultMatch {
      index += 1
      switch value.type {
      case FcTypeDouble: result.append(value.u.d)
      case FcTypeInteger: result.append(Double(value.u.i))
      case FcTypeRange:
        var begin = 0.0
        var end = 0.0
        if FcRangeGetDouble(value.u.r, &begin, &end) != 0 { result += [begin, end] }
      default:
        throw LimitError(
          pattern: pattern, problem: "\(String(cString: object)) must be a number")
      }
    }
    return result
  }

  /// A `matrix` must scale glyphs within the `--scale` range along both axes, and not flatten
  /// them.
  private static func checkMatrices(in parsed: OpaquePointer, pattern: String) throws(LimitError) {
    var value = FcValue()
    var index: Int32 = 0
    let range = XDisplay.minimumScale...XDisplay.maximumScale
    while FcPatternGet(parsed, FC_MATRIX, index, &value) == FcResultMatch {
      index += 1
      guard value.type == FcTypeMatrix, let m = value.u.m?.pointee else { continue }
      let columns = [(m.xx * m.xx + m.yx * m.yx).squareRoot(), (m.xy * m.xy + m.yy * m.yy).squareRoot()]
      let determinant = abs(m.xx * m.yy - m.xy * m.yx)
      guard columns.allSatisfy(range.contains),
        determinant >= range.lowerBound * range.lowerBound
      else {
        throw LimitError(
          pattern: pattern,
          problem: "matrix must scale by \(format(range.lowerBound)) to "
            + "\(format(range.upperBound)) along each axis")
      }
    }
  }

  private static func format(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
    return String((value * 1000).rounded() / 1000)
  }

  /// A pattern whose size is out of bounds; the program exits with status 2.
  package struct LimitError: Error, CustomStringConvertible {
    /// The pattern as given.
    package var pattern: String
    /// What is wrong with it.
    package var problem: String
    /// One line for the user.
    package var description: String { "--font \"\(pattern)\": \(problem)" }
  }
}
