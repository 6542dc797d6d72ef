import Glibc

/// How a display link puts frames on screen.
package enum Presentation: String, Hashable, Sendable {
  /// The X Present extension: each frame is copied at a vblank chosen by MSC (so it never
  /// tears), and the loop is paced by the server's PresentCompleteNotify events.
  case present
  /// A timer on a monotonic grid, each frame copied at once with `XCopyArea` (the fallback
  /// where Present is missing, or when `MOTION_PREVIEW_PRESENT=0`).
  case timer

  /// What the environment asks for: `.timer` when `MOTION_PREVIEW_PRESENT` is `0`, else
  /// `.present` (used when the server has the extension).
  package static var requested: Presentation {
    guard let value = getenv("MOTION_PREVIEW_PRESENT") else { return .present }
    return String(cString: value) == "0" ? .timer : .present
  }
}
