// The standard library's `ContinuousClock` and `SuspendingClock`, read and slept on through the
// scene clock, so that `Task.sleep(until: .now + .seconds(1), clock: .continuous)`,
// `ContinuousClock().sleep(for:)`, `clock.sleep(until:)` and the `now` a deadline is counted from
// all see the preview's time: a frame stays a pure function of the events and the scene time.
//
// These declarations shadow `_Concurrency`'s for code that imports SwiftUI, as `Task.sleep`'s do
// (see SceneTask.swift); checked with `swiftc` 6.3.1 on `.now + .seconds(1)` (which resolves to
// `ContinuousClock.Instant.now`), `ContinuousClock.now`, `clock.now`, `clock.sleep(for:)`,
// `clock.sleep(until:)` and `Task.sleep(until:tolerance:clock:)`. Signatures follow the Swift
// 6.3.1 `_Concurrency` interface (`Clock`, `ContinuousClock`, `SuspendingClock`, `Task.sleep`).
//
// In a preview's update (and in the scene executor's jobs, which run inside it), an instant is
// the scene time after the clock's `systemEpoch`: the same scene time gives the same instant on
// every run, and the duration between two instants is exactly the scene time between them.
// Elsewhere (a thread of the program's own, or no preview), the clocks are the standard ones.
// A clock of the user's own sleeps on itself, as the standard library's `Task.sleep` does.

/// The standard clocks that read the scene clock in a preview. Only `ContinuousClock` and
/// `SuspendingClock` conform (the protocol is internal).
protocol SceneReadableClock: Clock where Duration == Swift.Duration {
  /// The clock's zero instant (the standard library's `systemEpoch`).
  var systemEpoch: Instant { get }
}

extension ContinuousClock: SceneReadableClock {}
extension SuspendingClock: SceneReadableClock {}

extension SceneReadableClock {
  /// The instant now: the scene time after `systemEpoch` in a preview's update on this thread,
  /// else the clock's own (in this generic context `now` is the standard library's).
  var sceneNow: Instant {
    guard let time = ViewGraph.sceneTimeOnThisThread() else { return now }
    return systemEpoch.advanced(by: .seconds(time))
  }

  /// Suspends until `deadline`: on the scene clock in a preview's update on this thread (a
  /// deadline already past resumes at the scene time now), else on the clock itself.
  func sceneSleep(until deadline: Instant, tolerance: Duration?) async throws {
    guard let time = ViewGraph.sceneTimeOnThisThread() else {
      try await sleep(until: deadline, tolerance: tolerance)
      return
    }
    try await SceneTask.sleep(seconds: max(0, systemEpoch.advanced(by: .seconds(time)).duration(to: deadline).seconds))
  }

  /// How long `work` took, from `sceneNow` before to `sceneNow` after: scene time in a preview
  /// (a sleep inside counts its scene duration; synchronous work takes none).
  func sceneMeasure(isolation: isolated (any Actor)?, _ work: () async throws -> Void) async rethrows -> Duration {
    let start = sceneNow
    try await work()
    return start.duration(to: sceneNow)
  }

  /// How long the synchronous `work` took: none in a preview's update, where no scene time
  /// passes while it runs.
  func sceneMeasure(_ work: () throws -> Void) rethrows -> Duration {
    let start = sceneNow
    try work()
    return start.duration(to: sceneNow)
  }

  /// Suspends for `duration`: on the scene clock in a preview's update on this thread, else on
  /// the clock itself.
  func sceneSleep(for duration: Duration, tolerance: Duration?) async throws {
    guard ViewGraph.sceneTimeOnThisThread() != nil else {
      try await sleep(until: now.advanced(by: duration), tolerance: tolerance)
      return
    }
    try await SceneTask.sleep(seconds: duration.seconds)
  }
}

extension SceneTask {
  /// `clock.sleep(until:tolerance:)`: on the scene clock when `clock` is a standard clock, else on
  /// the clock itself (in this generic context, its own `sleep`).
  static func sleep<C: Clock>(on clock: C, until deadline: C.Instant, tolerance: C.Instant.Duration?) async throws {
    func scene<S: SceneReadableClock>(_ clock: S) async throws -> Bool {
      guard let deadline = deadline as? S.Instant else { return false }
      try await clock.sceneSleep(until: deadline, tolerance: tolerance.flatMap { $0 as? Duration })
      return true
    }
    if let standard = clock as? any SceneReadableClock, try await scene(standard) { return }
    try await clock.sleep(until: deadline, tolerance: tolerance)
  }

  /// `clock.sleep(for:tolerance:)`: on the scene clock when `clock` is a standard clock, else on
  /// the clock itself.
  static func sleep<C: Clock>(on clock: C, for duration: C.Instant.Duration, tolerance: C.Instant.Duration?) async throws {
    if let standard = clock as? any SceneReadableClock, let duration = duration as? Duration {
      try await standard.sceneSleep(for: duration, tolerance: tolerance.flatMap { $0 as? Duration })
    } else {
      try await clock.sleep(for: duration, tolerance: tolerance)
    }
  }
}

extension ContinuousClock {
  /// The instant now: in a preview, the scene time (seconds since the scene began) after
  /// `systemEpoch`; as the standard library's `ContinuousClock.now`.
  public static var now: Instant { ContinuousClock().sceneNow }
  /// The instant now, on the scene clock in a preview (see `ContinuousClock.now`).
  public var now: Instant { sceneNow }

  /// Suspends until `deadline` on the scene clock in a preview, as the standard library's
  /// `sleep(until:tolerance:)` (the tolerance is not needed: the scene clock is exact); throws
  /// `CancellationError` when the task is cancelled.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try await sceneSleep(until: deadline, tolerance: tolerance)
  }

  /// Suspends for `duration` of scene time in a preview, as the standard library's
  /// `Clock.sleep(for:tolerance:)`; throws `CancellationError` when the task is cancelled.
  public func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
    try await sceneSleep(for: duration, tolerance: tolerance)
  }

  /// How long `work` took on the scene clock in a preview, as the standard library's
  /// `Clock.measure(_:)` (synchronous work takes no scene time).
  public func measure(_ work: () throws -> Void) rethrows -> Duration { try sceneMeasure(work) }

  /// How long the asynchronous `work` took on the scene clock in a preview (a `Task.sleep`
  /// inside counts its scene duration), as the standard library's `Clock.measure(isolation:_:)`.
  public func measure(isolation: isolated (any Actor)? = #isolation, _ work: () async throws -> Void) async rethrows -> Duration {
    try await sceneMeasure(isolation: isolation, work)
  }
}

extension ContinuousClock.Instant {
  /// The instant now, on the scene clock in a preview (see `ContinuousClock.now`): what
  /// `.now + .seconds(1)` counts from.
  public static var now: ContinuousClock.Instant { ContinuousClock().sceneNow }
}

extension SuspendingClock {
  /// The instant now: in a preview, the scene time (seconds since the scene began) after
  /// `systemEpoch`; as the standard library's `SuspendingClock.now`.
  public static var now: Instant { SuspendingClock().sceneNow }
  /// The instant now, on the scene clock in a preview (see `SuspendingClock.now`).
  public var now: Instant { sceneNow }

  /// Suspends until `deadline` on the scene clock in a preview, as the standard library's
  /// `sleep(until:tolerance:)`; throws `CancellationError` when the task is cancelled.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try await sceneSleep(until: deadline, tolerance: tolerance)
  }

  /// Suspends for `duration` of scene time in a preview, as the standard library's
  /// `Clock.sleep(for:tolerance:)`; throws `CancellationError` when the task is cancelled.
  public func sleep(for duration: Duration, tolerance: Duration? = nil) async throws {
    try await sceneSleep(for: duration, tolerance: tolerance)
  }

  /// How long `work` took on the scene clock in a preview, as the standard library's
  /// `Clock.measure(_:)` (synchronous work takes no scene time).
  public func measure(_ work: () throws -> Void) rethrows -> Duration { try sceneMeasure(work) }

  /// How long the asynchronous `work` took on the scene clock in a preview (a `Task.sleep`
  /// inside counts its scene duration), as the standard library's `Clock.measure(isolation:_:)`.
  public func measure(isolation: isolated (any Actor)? = #isolation, _ work: () async throws -> Void) async rethrows -> Duration {
    try await sceneMeasure(isolation: isolation, work)
  }
}

extension SuspendingClock.Instant {
  /// The instant now, on the scene clock in a preview (see `SuspendingClock.now`).
  public static var now: SuspendingClock.Instant { SuspendingClock().sceneNow }
}

extension Task where Success == Never, Failure == Never {
  /// Suspends the task until `deadline` on `clock`, as the standard library's
  /// `Task.sleep(until:tolerance:clock:)`: on the scene clock in a preview for
  /// `ContinuousClock` and `SuspendingClock` (their `now` is the scene's there, so
  /// `.now + .seconds(1)` is one second of scene time away); a clock of the user's own sleeps
  /// on itself. Throws `CancellationError` when the task is cancelled.
  public static func sleep<C: Clock>(
    until deadline: C.Instant, tolerance: C.Instant.Duration? = nil, clock: C = .continuous
  ) async throws {
    try await SceneTask.sleep(on: clock, until: deadline, tolerance: tolerance)
  }

  /// Suspends the task for `duration` on `clock`, as the standard library's
  /// `Task.sleep(for:tolerance:clock:)`: scene time in a preview for `ContinuousClock` and
  /// `SuspendingClock` (the tolerance is not needed: the scene clock is exact); a clock of the
  /// user's own sleeps on itself. Throws `CancellationError` when the task is cancelled.
  public static func sleep<C: Clock>(
    for duration: C.Instant.Duration, tolerance: C.Instant.Duration? = nil, clock: C = .continuous
  ) async throws {
    try await SceneTask.sleep(on: clock, for: duration, tolerance: tolerance)
  }
}
