/// What the run loop should do after the delegate handled an event.
package enum LoopAction: Hashable, Sendable {
  /// Keep running.
  case `continue`
  /// Stop, and return this exit status from `DisplayLink.run(delegate:exitAfter:)`.
  case exit(Int32)
}
