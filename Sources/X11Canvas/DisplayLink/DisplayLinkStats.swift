/// Counters a display link keeps while it runs.
package struct DisplayLinkStats: Hashable, Sendable {
  /// Frames drawn and copied to the window.
  package var framesPresented = 0
  /// Frames whose deadline (timer) or vblank (Present) passed without them, because the loop
  /// woke up late, a frame was slow, or the server skipped it.
  package var framesDropped = 0
  /// With Present: vblanks from the first frame's completion to the last's (0 with the timer).
  package var vblanks = 0
  /// Times the loop returned from `poll` (a deadline, an X event, or an exit timer).
  package var wakeUps = 0

  /// Zeroed counters.
  package init() {}
}
