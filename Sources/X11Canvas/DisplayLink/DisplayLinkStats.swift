/// Counters a display link keeps while it runs.
package struct DisplayLinkStats: Hashable, Sendable {
  /// Frames drawn and copied to the window.
  package var framesPresented = 0
  /// Frame deadlines skipped because the loop woke up late (or stalled).
  package var framesDropped = 0
  /// Times the loop returned from `poll` (a deadline, an X event, or an exit timer).
  package var wakeUps = 0

  /// Zeroed counters.
  package init() {}
}
