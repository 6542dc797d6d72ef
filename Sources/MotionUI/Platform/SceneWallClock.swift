import Foundation

// The wall clock (`Date()`, `Date.now`, `Date().timeIntervalSince1970`, `CFAbsoluteTimeGetCurrent`,
// `time(nil)`) as code in a preview reads it: the scene's date, Foundation's reference date plus
// the scene time, as a `TimelineView`'s `context.date` and a timer's `Date` are.
//
// MotionUI reads no clock itself. It tells the process which scene time the code it runs sees,
// each time that changes: the graph's time in an update (events, timers, delayed work, tasks,
// completions), a body's own time while the body runs (a body run at every frame, as a
// `TimelineView(.animation)`'s, runs at the frame's time), and the frame's time while a frame is
// laid out and drawn (a `Canvas`'s renderer, a shape's `path(in:)`). The agent
// (PreviewAgent) turns its graph thread's wall clock into the scene clock and listens here
// (`sceneTimeListener`); with no listener (MotionUI's own tests, a program of its own) the
// wall clock stays the kernel's, and telling costs one comparison.
//
// Foundation's `Date()` cannot be shadowed as `Task.sleep` and the clocks are (SceneTask.swift,
// Clocks.swift): a `Date.init()` declared here beside FoundationEssentials' makes every
// `Date()` ambiguous. So the clock underneath is changed instead, in the agent only.

/// The scene time that the preview's code reads as the wall clock's, told to whoever listens
/// (the agent).
@MainActor
package enum SceneWallClock {
  /// Called on the graph's thread with the scene time (seconds, ≥ 0) that the preview's code
  /// runs at from then on, each time that changes; nil: no one listens, and the process's wall
  /// clock is the kernel's.
  package nonisolated(unsafe) static var sceneTimeListener: (@convention(c) (Double) -> Void)?

  /// Whether the wall clock that the preview's code reads is the scene's (someone listens).
  nonisolated static var isSceneClock: Bool { sceneTimeListener != nil }

  /// The scene time last told, in seconds.
  private(set) static var time: Double = 0

  /// Tells the listener that the preview's code runs at `time` from now on.
  static func show(_ time: Double) {
    guard let listener = sceneTimeListener else { return }
    self.time = time
    listener(time)
  }

  /// Runs `work` with the preview's code at `time`, then at the time before again.
  static func showing<Result>(_ time: Double, _ work: () throws -> Result) rethrows -> Result {
    guard sceneTimeListener != nil, time != self.time else { return try work() }
    let outer = self.time
    show(time)
    defer { show(outer) }
    return try work()
  }
}

/// Seconds, as Core Foundation's `CFTimeInterval` and `CFAbsoluteTime` (which Foundation on
/// Linux lacks).
public typealias CFTimeInterval = Double
public typealias CFAbsoluteTime = CFTimeInterval

/// The current absolute time, as Core Foundation's `CFAbsoluteTimeGetCurrent`: seconds since
/// the reference date, 2001-01-01 00:00:00 UTC. In a preview it is the scene's date, as
/// `Date()` is, so it counts the scene time.
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime {
  Date().timeIntervalSinceReferenceDate
}

/// The current Core Animation time, as QuartzCore's `CACurrentMediaTime`: seconds on a clock
/// that only moves forward (the device's host time). In a preview it is the scene time, the
/// clock every frame is drawn at, so a motion timed with it draws the same at each replay.
public func CACurrentMediaTime() -> CFTimeInterval {
  Date().timeIntervalSinceReferenceDate
}
