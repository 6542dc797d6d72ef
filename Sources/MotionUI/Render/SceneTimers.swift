/// Work scheduled on the scene clock: `asyncAfter`, timers and `Task.sleep` in previewed code
/// run here, at exact scene times, so pausing, scrubbing and export see them as the window does.
struct SceneTimers {
  /// Identifies a scheduled action, to cancel it.
  struct Token: Hashable {
    fileprivate let value: Int
  }

  private struct Entry {
    let token: Token
    var deadline: Double
    let interval: Double?
    let action: @MainActor () -> Void
    /// Scheduling order, so that actions due at one time run in the order they were scheduled.
    var sequence: Int
  }

  private var entries: [Entry] = []
  private var nextToken = 0
  private var nextSequence = 0

  /// The earliest deadline, if anything is scheduled.
  var nextDeadline: Double? { entries.map(\.deadline).min() }

  mutating func schedule(at deadline: Double, every interval: Double? = nil, _ action: @escaping @MainActor () -> Void) -> Token {
    nextToken += 1
    nextSequence += 1
    let token = Token(value: nextToken)
    entries.append(Entry(token: token, deadline: deadline, interval: interval.map { max($0, 1e-3) }, action: action, sequence: nextSequence))
    return token
  }

  mutating func cancel(_ token: Token) {
    entries.removeAll { $0.token == token }
  }

  /// Removes and returns the actions due at `time`, in deadline then scheduling order;
  /// repeating timers are rescheduled one interval later.
  mutating func takeDue(at time: Double) -> [@MainActor () -> Void] {
    let due = entries.filter { $0.deadline <= time }.sorted { ($0.deadline, $0.sequence) < ($1.deadline, $1.sequence) }
    entries.removeAll { $0.deadline <= time && $0.interval == nil }
    for index in entries.indices where entries[index].deadline <= time {
      if let interval = entries[index].interval {
        entries[index].deadline += interval
        nextSequence += 1
        entries[index].sequence = nextSequence
      }
    }
    return due.map(\.action)
  }
}
