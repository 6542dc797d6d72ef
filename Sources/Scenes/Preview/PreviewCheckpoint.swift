/// The preview's state right after an event, and when the event happened.
struct PreviewCheckpoint: Sendable {
  /// The event's scene time, in seconds.
  var time: Double
  /// The state from `time` until the next checkpoint.
  var state: PreviewState
}
