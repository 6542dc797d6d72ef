/// A window geometry request in X11's `[=][<width>{xX}<height>][{+-}<xoffset>{+-}<yoffset>]`
/// syntax, parsed the way `XParseGeometry(3)` parses it. Sizes and offsets are in pixels.
///
/// Every part is optional. A `-` before an offset measures it from the right (or bottom) edge of
/// the screen to the right (or bottom) edge of the window, so `-0-0` is the bottom-right corner.
package struct Geometry: Hashable, Sendable {
  /// Requested width in pixels (more than 0), if given.
  package var width: Int?
  /// Requested height in pixels (more than 0), if given.
  package var height: Int?
  /// Horizontal offset in pixels (0 or more), if given; see `xFromRight`.
  package var x: Int?
  /// Vertical offset in pixels (0 or more), if given; see `yFromBottom`.
  package var y: Int?
  /// True when `x` was written with `-`: it is the gap between the window's right edge and the
  /// screen's right edge.
  package var xFromRight: Bool
  /// True when `y` was written with `-`: it is the gap between the window's bottom edge and the
  /// screen's bottom edge.
  package var yFromBottom: Bool

  /// Creates a geometry from its parts (pixels).
  package init(
    width: Int? = nil, height: Int? = nil, x: Int? = nil, y: Int? = nil,
    xFromRight: Bool = false, yFromBottom: Bool = false
  ) {
    self.width = width
    self.height = height
    self.x = x
    self.y = y
    self.xFromRight = xFromRight
    self.yFromBottom = yFromBottom
  }

  /// The largest width, height or offset accepted, in pixels: X's coordinates are 16-bit signed
  /// and sizes 16-bit unsigned, and servers refuse pixmaps beyond 32767 pixels a side.
  package static let maximumSize = 32_767

  /// Parses `text` as `XParseGeometry` does: an optional `=`, then an optional width, an optional
  /// `x` or `X` and height, then an optional signed x offset and, only after it, an optional signed
  /// y offset. Unlike Xlib it rejects a width or height of 0 or less and signs inside a size.
  ///
  /// - Throws: `X11Error.invalidGeometry` naming the first thing that is wrong.
  package static func parse(_ text: String) throws -> Geometry {
    var scanner = Scanner(Array(text.utf8))
    var result = Geometry()
    func fail(_ reason: String) -> X11Error { .invalidGeometry(text, reason: reason) }

    if scanner.peek == UInt8(ascii: "=") { scanner.advance() }
    if let c = scanner.peek, c != UInt8(ascii: "+"), c != UInt8(ascii: "-"), !isX(c) {
      guard let width = scanner.readNumber() else { throw fail("the width is not a number") }
      guard width > 0 else { throw fail("the width must be more than 0") }
      guard width <= maximumSize else { throw fail("the width must be at most \(maximumSize)") }
      result.width = width
    }
    if let c = scanner.peek, isX(c) {
      scanner.advance()
      guard let height = scanner.readNumber() else { throw fail("the height is not a number") }
      guard height > 0 else { throw fail("the height must be more than 0") }
      guard height <= maximumSize else { throw fail("the height must be at most \(maximumSize)") }
      result.height = height
    }
    if let sign = scanner.readSign() {
      guard let x = scanner.readNumber() else { throw fail("the x offset is not a number") }
      guard x <= maximumSize else { throw fail("the x offset must be at most \(maximumSize)") }
      result.x = x
      result.xFromRight = sign < 0
      if let sign = scanner.readSign() {
        guard let y = scanner.readNumber() else { throw fail("the y offset is not a number") }
        guard y <= maximumSize else { throw fail("the y offset must be at most \(maximumSize)") }
        result.y = y
        result.yFromBottom = sign < 0
      }
    }
    guard scanner.isAtEnd else { throw fail("unexpected text after the geometry") }
    guard result != Geometry() else { throw fail("it is empty") }
    return result
  }

  /// The window's frame on a screen of `screenWidth`×`screenHeight` pixels, in pixels: missing
  /// sizes come from `defaultWidth`/`defaultHeight`, a missing offset is 0, and right/bottom
  /// offsets are resolved against the screen (the `XWMGeometry` rule, with no border).
  package func frame(
    defaultWidth: Int, defaultHeight: Int, screenWidth: Int, screenHeight: Int
  ) -> (x: Int, y: Int, width: Int, height: Int) {
    let w = width ?? defaultWidth
    let h = height ?? defaultHeight
    let left = xFromRight ? screenWidth - w - (x ?? 0) : (x ?? 0)
    let top = yFromBottom ? screenHeight - h - (y ?? 0) : (y ?? 0)
    return (left, top, w, h)
  }

  private static func isX(_ c: UInt8) -> Bool { c == UInt8(ascii: "x") || c == UInt8(ascii: "X") }
}

extension Geometry {
  /// A cursor over ASCII bytes for `parse(_:)`.
  private struct Scanner {
    let bytes: [UInt8]
    var index = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var peek: UInt8? { index < bytes.count ? bytes[index] : nil }
    var isAtEnd: Bool { index == bytes.count }
    mutating func advance() { index += 1 }

    /// Consumes `+` (returns 1) or `-` (returns -1).
    mutating func readSign() -> Int? {
      switch peek {
      case UInt8(ascii: "+"): advance(); return 1
      case UInt8(ascii: "-"): advance(); return -1
      default: return nil
      }
    }

    /// Consumes one or more decimal digits; nil when there are none or the value overflows Int32.
    mutating func readNumber() -> Int? {
      var value = 0
      let start = index
      while let c = peek, c >= UInt8(ascii: "0"), c <= UInt8(ascii: "9") {
        value = value * 10 + Int(c - UInt8(ascii: "0"))
        if value > Int(Int32.max) { return nil }
        advance()
      }
      return index > start ? value : nil
    }
  }
}
