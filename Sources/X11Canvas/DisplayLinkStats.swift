/// Counters a display link keeps while it runs.
public struct DisplayLinkStats: Hashable, Sendable {
  /// Frames drawn and copied to the window.
  public var framesPresented = 0
  /// Frame deadlines skipped because the loop woke up late (or stalled).
  public var framesDropped = 0
  /// Times the loop returned from `poll` (a deadline, an X event, or an exit timer).
  public var wakeUps = 0

  /// Zeroed counters.
  public init() {}
}
