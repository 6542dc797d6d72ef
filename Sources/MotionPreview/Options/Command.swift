/// What the user asked for with a key or a click.
enum Command: Equatable, Sendable {
  /// Space, or a click on the switch: show or hide the text.
  case toggleVisibility
  /// R: hide the text at once, reveal it again from the start, and restart the crease at 50.
  case restart
  /// V: switch between the TextRenderer reveal and the seed's first attempt.
  case switchVariant
  /// S: the next animation speed (1×, 0.5×, 0.25×, 0.1×).
  case cycleSpeed
  /// P: pause or resume everything.
  case togglePause
  /// ←: while paused, one frame back.
  case stepBackward
  /// →: while paused, one frame forward.
  case stepForward
  /// Shift+←: while paused, 100 ms back.
  case stepBackwardLong
  /// Shift+→: while paused, 100 ms forward.
  case stepForwardLong
  /// Home: while paused, to the start of the current transition.
  case jumpToStart
  /// End: while paused, to the end of the current transition.
  case jumpToEnd
  /// T: show or hide the scrub bar.
  case toggleTimeline
  /// B: split the text panel into A (as loaded) and B (edited) on one clock, and back.
  case toggleSplit
  /// I: show or hide the inspector.
  case toggleInspector
  /// Tab: select the next live parameter (showing the inspector); Shift+Tab: the previous.
  case nextParameter
  case previousParameter
  /// ↑ / ↓: change the selected parameter by one step (`large`: Shift, a bigger step).
  case increaseParameter(large: Bool)
  case decreaseParameter(large: Bool)
  /// 0: reset the selected parameter to its loaded value.
  case resetParameter
  /// C: print the scene as SwiftUI source to standard output and put it on the CLIPBOARD.
  case copySwift
  /// E: export the last transaction, as the window shows it, to a GIF named with the time in
  /// the current folder.
  case exportTransition
  /// W: write the edited parameters into the Swift files the scene was loaded from.
  case writeSwift
  /// H or ?: show or hide the key help.
  case toggleHelp
  /// Q or Escape: quit with status 0.
  case quit
}
