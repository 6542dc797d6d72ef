/// The display link's deadline arithmetic, free of clocks and X so it can be tested directly.
///
/// Deadlines lie on a grid `anchor + n × period` (seconds). A frame is due when the clock reaches
/// the next deadline; its time is the grid time, not the clock. When the loop wakes late it skips
/// whole periods and counts them as dropped; when it is more than `stallLimit` late (a suspend, a
/// debugger) it re-anchors the grid at the present instead of racing through the missed frames.
package struct FrameSchedule: Hashable, Sendable {
  /// Seconds between frames (more than 0).
  package let period: Double
  /// Lateness in seconds beyond which the grid is re-anchored (SDL uses 1 s).
  package let stallLimit: Double
  /// The grid's origin in seconds.
  package private(set) var anchor: Double
  /// The grid index of the next deadline.
  package private(set) var nextIndex: Int
  /// Grid deadlines passed without a frame so far.
  package private(set) var dropped = 0

  /// A grid with its first deadline at `start` (seconds).
  package init(period: Double, start: Double, stallLimit: Double = 1) {
    precondition(period > 0, "a frame period must be positive")
    self.period = period
    self.stallLimit = stallLimit
    anchor = start
    nextIndex = 0
  }

  /// The time of the next deadline, in seconds.
  package var nextDeadline: Double { anchor + Double(nextIndex) * period }

  /// Asks at time `now` (seconds) whether a frame is due. Returns the frame's grid time and
  /// advances past it, or nil when the next deadline is still ahead.
  package mutating func frameTime(at now: Double) -> Double? {
    let deadline = nextDeadline
    guard now >= deadline else { return nil }
    let late = now - deadline
    if late > stallLimit {
      dropped += Int(late / period)
      anchor = now
      nextIndex = 1
      return now
    }
    let skipped = Int((late / period).rounded(.down))
    dropped += skipped
    let index = nextIndex + skipped
    nextIndex = index + 1
    return anchor + Double(index) * period
  }

  /// Re-anchors the grid at `now` with a frame due at once, without counting anything as
  /// dropped: used when animation starts again after the loop slept idle.
  package mutating func restart(at now: Double) {
    anchor = now
    nextIndex = 0
  }
}
