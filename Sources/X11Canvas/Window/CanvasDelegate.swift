import Scenes

/// The application side of the run loop: it handles input, describes frames and says whether
/// anything moves. All times are seconds since `run` started, on the monotonic clock.
package protocol CanvasDelegate: AnyObject {
  /// Handles an input event that happened at `time` (seconds, the clock when it was read).
  func handle(_ event: InputEvent, at time: Double) -> LoopAction
  /// The frame to show at `time` (seconds; a point of the display link's grid while animating)
  /// for a canvas of `size` points.
  func frame(at time: Double, size: Size) -> Frame
  /// True while something animates at `time` (seconds). While false, and nothing asked for a
  /// redraw, the loop sleeps without waking until an event arrives.
  func isAnimating(at time: Double) -> Bool
  /// Called after each frame is presented and the server has processed it (after `XSync`), with
  /// the time of that moment in seconds since `run` started: the place to publish "this frame
  /// is on screen". Optional.
  func didPresent(at time: Double)
  /// File descriptors the loop waits on beside the X connection (an inotify watch, a signal
  /// pipe), read at each turn. Optional; none by default.
  var wakeDescriptors: [Int32] { get }
  /// Called when one of `wakeDescriptors` is readable, at `time` (seconds since `run` started).
  /// The delegate must read what is there, or the loop spins. A redraw follows. Optional.
  func descriptorReadable(_ descriptor: Int32, at time: Double) -> LoopAction
  /// Work done between frames in short slices (an export from the window): called at each
  /// turn of the loop before it sleeps, at `time` (seconds since `run` started), drawn or
  /// hidden. Return true while work remains: the loop then sleeps at most
  /// `DisplayLink.workInterval`. Keep a slice well inside a frame period. Optional; none by
  /// default.
  func doPendingWork(at time: Double) -> Bool
  /// Called once a frame has gone to the server for its vblank, with the time (seconds since
  /// `run` started) of the next frame, due one refresh later if the animation keeps pace: the
  /// place to start making that frame while the server waits for the vblank (the agent builds
  /// it on the other core, the graph walks its tree before the window sleeps). The loop asks
  /// for it with `frame(at:size:)` at exactly this time when it comes, and at another time when
  /// a frame was late; what `frame(at:size:)` returns must not depend on whether this was
  /// called. Return the frame when it is made at once (in this process), so the renderer can
  /// work out its damage while the server waits too; nil when it comes later. `following` is
  /// the time of the frame after it, if that keeps pace too: the loop then asks for that one at
  /// exactly that time (a delegate may start on both at once). Optional.
  func prepareFrame(at time: Double, then following: Double, size: Size) -> Frame?
}

extension CanvasDelegate {
  /// Called after each frame is presented and the server has processed it (after `XSync`), with
  /// the time of that moment in seconds since `run` started. Does nothing unless implemented.
  package func didPresent(at time: Double) {}
  /// No descriptors beside the X connection.
  package var wakeDescriptors: [Int32] { [] }
  /// Does nothing unless implemented.
  package func descriptorReadable(_ descriptor: Int32, at time: Double) -> LoopAction { .continue }
  /// No work between frames.
  package func doPendingWork(at time: Double) -> Bool { false }
  /// Makes nothing ahead of time.
  package func prepareFrame(at time: Double, then following: Double, size: Size) -> Frame? { nil }
}

/// What the run loop should do after the delegate handled an event.
package enum LoopAction: Hashable, Sendable {
  /// Keep running.
  case `continue`
  /// Stop, and return this exit status from `DisplayLink.run(delegate:exitAfter:)`.
  case exit(Int32)
}

/// Something the user or the window system did, as the run loop hands it to its delegate.
package enum InputEvent: Hashable, Sendable {
  /// A key went down (or auto-repeated while held; see `KeyEvent.isRepeat`).
  case key(KeyEvent)
  /// A mouse button went down at a position in points from the window's top-left corner.
  /// `button` is X's number: 1 left, 2 middle, 3 right, 4/5 wheel up/down.
  case buttonPress(Point, button: Int)
  /// The pointer moved to a position in points while button 1 was held (a drag).
  case pointerDragged(Point)
  /// A mouse button went up at a position in points (see `buttonPress` for the numbers).
  case buttonRelease(Point, button: Int)
  /// The window's size changed (several resizes in one batch of events are coalesced; the last
  /// size wins). The size is in points.
  case resized(Size)
  /// The window manager asked the window to close (`WM_DELETE_WINDOW`). The run loop ends with
  /// status 0 after the delegate has seen it, unless the delegate returns `.exit` with another.
  case closeRequested
}
