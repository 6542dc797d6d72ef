/// A failure of the X11 canvas, with a one-line message that says what went wrong and what to do.
///
/// The executable prints `motion-preview: \(error)` and exits with status 2 for
/// `cannotOpenDisplay`, as issue 3 asks.
package enum X11Error: Error, Equatable, CustomStringConvertible {
  /// `XOpenDisplay` failed. `name` is the display asked for, or nil when `DISPLAY` was not set.
  case cannotOpenDisplay(name: String?)
  /// The X server lacks an extension the canvas cannot work without (for example `RENDER`).
  case missingExtension(String)
  /// The screen's default visual is not a 24- or 32-bit TrueColor visual that X Render can draw on.
  case unsupportedVisual(depth: Int)
  /// A `--geometry` string that is not `[=][W[xH]][{+-}X[{+-}Y]]`.
  case invalidGeometry(String, reason: String)
  /// No installed font matches the fontconfig pattern, and no fallback font could be opened.
  case noFont(pattern: String)

  /// The message, without a program-name prefix.
  package var description: String {
    switch self {
    case .cannotOpenDisplay(let name?):
      return "cannot open X display \"\(name)\" "
        + "(is an X server running? set DISPLAY or run under xvfb-run)"
    case .cannotOpenDisplay(nil):
      return "cannot open X display: DISPLAY is not set "
        + "(is an X server running? set DISPLAY or run under xvfb-run)"
    case .missingExtension(let name):
      return "the X server has no \(name) extension (motion-preview needs it; use Xorg or Xvfb)"
    case .unsupportedVisual(let depth):
      return "the X screen's default visual is \(depth)-bit; motion-preview needs a 24- or 32-bit "
        + "TrueColor screen (for Xvfb pass -screen 0 WxHx24)"
    case .invalidGeometry(let text, let reason):
      return "invalid geometry \"\(text)\": \(reason) (expected WxH+X+Y, for example 800x600+0+0)"
    case .noFont(let pattern):
      return "no font matches \"\(pattern)\" and no fallback font could be opened "
        + "(install fonts-inter or fonts-dejavu-core)"
    }
  }
}
