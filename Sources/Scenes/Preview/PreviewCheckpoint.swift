/// The preview's state right after an event, and when the event happened.
struct PreviewCheckpoint: Sendable {
  /// The events a checkpoint follows, as the preview's mutators record them.
  enum Event: Sendable {
    case toggleVisibility, restart, switchVariant
  }

  /// The event's scene time, in seconds.
  var time: Double
  /// The state from `time` until the next checkpoint.
  var state: PreviewState
  /// The event that made it; nil for the first checkpoint (launch, a reload, or the oldest
  /// kept after older ones were dropped).
  var event: Event? = nil
}
