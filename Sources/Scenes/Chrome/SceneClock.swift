/// Maps the display link's time (seconds since launch, monotonic) to scene time, the time every
/// animation is evaluated at. It is what makes speed changes, pausing and frame stepping exact:
/// the scene never sees the wall clock, only the value this returns.
///
/// Scene time advances at `speed` scene seconds per wall second, stands still while paused, and
/// moves by whole frames when stepped. Changing the speed or pausing re-anchors the mapping at the
/// moment of the change, so scene time is continuous: it never jumps when the speed changes.
package struct SceneClock: Hashable, Sendable {
  /// The speeds the S key cycles through, fastest first: 1×, 0.5×, 0.25× and 0.1×.
  package static let speeds: [Double] = [1, 0.5, 0.25, 0.1]

  /// Scene seconds per wall second, more than 0.
  package private(set) var speed: Double
  /// True while scene time stands still.
  package private(set) var isPaused: Bool
  /// The wall time (seconds) at which the current mapping started.
  private var anchorWall: Double
  /// The scene time (seconds) at `anchorWall`.
  private var anchorScene: Double

  /// Creates a clock whose scene time is `sceneTime` at wall time `wallTime`.
  ///
  /// - Parameters:
  ///   - speed: scene seconds per wall second, more than 0 (default 1).
  ///   - isPaused: whether scene time starts out standing still.
  ///   - wallTime: the wall time of the anchor, in seconds.
  ///   - sceneTime: the scene time at the anchor, in seconds (default 0).
  package init(speed: Double = 1, isPaused: Bool = false, wallTime: Double = 0, sceneTime: Double = 0)
  {
    self.speed = speed
    self.isPaused = isPaused
    self.anchorWall = wallTime
    self.anchorScene = sceneTime
  }

  /// The scene time, in seconds, at wall time `wallTime` (seconds, not before the last change).
  package func sceneTime(at wallTime: Double) -> Double {
    isPaused ? anchorScene : anchorScene + (wallTime - anchorWall) * speed
  }

  /// Sets the speed from `wallTime` on; scene time stays continuous.
  ///
  /// - Parameter speed: scene seconds per wall second, more than 0.
  package mutating func setSpeed(_ speed: Double, at wallTime: Double) {
    reanchor(at: wallTime)
    self.speed = speed
  }

  /// Moves to the next speed in `speeds` (after 0.1× comes 1× again) and returns it.
  @discardableResult
  package mutating func cycleSpeed(at wallTime: Double) -> Double {
    let index = Self.speeds.firstIndex(of: speed) ?? -1
    let next = Self.speeds[(index + 1) % Self.speeds.count]
    setSpeed(next, at: wallTime)
    return next
  }

  /// Pauses when running and resumes when paused; scene time is continuous either way.
  package mutating func togglePause(at wallTime: Double) {
    reanchor(at: wallTime)
    isPaused.toggle()
  }

  /// Moves scene time by `seconds` (negative steps back) while paused; does nothing while running.
  /// Scene time never goes below 0.
  package mutating func step(by seconds: Double, at wallTime: Double) {
    guard isPaused else { return }
    reanchor(at: wallTime)
    anchorScene = max(0, anchorScene + seconds)
  }

  /// Pauses and moves scene time to `sceneTime` (seconds, clamped to 0 or more): a scrub.
  package mutating func seek(to sceneTime: Double, at wallTime: Double) {
    guard sceneTime.isFinite else { return }
    isPaused = true
    anchorWall = wallTime
    anchorScene = max(0, sceneTime)
  }

  /// Starts the mapping afresh at `wallTime`, keeping the current scene time.
  private mutating func reanchor(at wallTime: Double) {
    anchorScene = sceneTime(at: wallTime)
    anchorWall = wallTime
  }
}
