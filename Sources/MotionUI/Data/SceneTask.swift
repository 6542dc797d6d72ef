import Synchronization

// `.task`, `Task { }`, `Task.detached`, `Task.sleep` and `Task.yield` on the scene clock, so that
// a frame stays a pure function of the events and the scene time (pause, slow motion, scrubbing,
// stepping and export see a task's steps where the window does). The standard clocks are in
// Clocks.swift. Continuations need no declaration of ours: a task of the scene executor that
// awaits one (isolated to the main actor or not) is resumed through the task executor, so a
// `withCheckedContinuation` resumed by `asyncAfter` or a timer continues in that update
// (checked in SceneTaskTests).
//
// Which mechanism, and why (measured here with Swift 6.3.1):
// - Not the runtime's global-executor hooks. `swift_task_enqueueGlobal_hook` and
//   `swift_task_enqueueMainExecutor_hook` are exported by libswift_Concurrency.so, but a hook
//   set before `Task { }` did not see that task's first job (jobs went straight to the
//   Swift-implemented executors); the hooks are process-wide, so they would also take the jobs
//   of the test runner and of the agent itself; and `swift_task_enqueueGlobalWithDeadline_hook`
//   receives an absolute wall-clock deadline, from which `Task.sleep(for:)`'s duration cannot
//   be recovered exactly.
// - Chosen: the library's own `Task.sleep` declarations, which shadow the standard library's
//   for code that imports SwiftUI (a module's declaration shadows a same-signature one of a
//   module it imports; checked with a compile of `Task.sleep(nanoseconds:)`,
//   `Task.sleep(for: .seconds(0.5))` and the `clock:`/`tolerance:` forms), plus an executor of
//   ours: `.task` starts its work with this executor as its task executor, and the graph runs
//   the executor's jobs, in order, inside its update, isolated to the main actor. A sleep is a
//   scene-clock timer that resumes the task; the graph runs the resumed job in the update at
//   that timer's scene time. The sleeps are nonisolated, so their continuations resume through
//   the task executor even when the task's body is main-actor isolated (as `.task`'s closure
//   is, inheriting the view's isolation); the hop back to the main actor is then inline, since
//   the job already runs isolated to it.

/// The executor `.task` work runs on: its jobs wait here until the graph's next update runs
/// them on the main thread, isolated to the main actor, in the order they came.
final class SceneExecutor: TaskExecutor, @unchecked Sendable {
  static let shared = SceneExecutor()

  private let jobs = Mutex<[UnownedJob]>([])

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    jobs.withLock { $0.append(job) }
  }

  /// Whether jobs wait.
  var hasJobs: Bool { jobs.withLock { !$0.isEmpty } }

  /// At most this many jobs run per drain: a task that loops without suspending on the scene
  /// clock (a cancelled task calling `Task.sleep` in `while true`) cannot hang an update.
  static let jobsPerDrain = 100_000

  /// Runs the waiting jobs, and the ones they enqueue, in order; false when it stopped at
  /// `jobsPerDrain` with jobs left.
  @MainActor
  @discardableResult
  func drain() -> Bool {
    for _ in 0..<Self.jobsPerDrain {
      guard let job = jobs.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) else { return true }
      job.runSynchronously(isolatedTo: MainActor.sharedUnownedExecutor, taskExecutor: asUnownedTaskExecutor())
    }
    return !hasJobs
  }
}

/// `.task`'s work: a task on the scene executor, started when the view appears.
enum SceneTask {
  @MainActor
  static func start(priority: TaskPriority, _ action: @escaping @Sendable () async -> Void) -> Task<Void, Never> {
    Task(executorPreference: SceneExecutor.shared, priority: priority) { await action() }
  }

  /// Suspends the calling task for `seconds` of scene time: a timer of the graph running now
  /// resumes it. Outside a graph's update (no preview runs on this thread), it sleeps on the
  /// continuous clock, as the standard library's `Task.sleep` does.
  static func sleep(seconds: Double) async throws {
    try Task.checkCancellation()
    guard let graph = ViewGraph.updatingOnThisThread() else {
      // Off the scene (no update on this thread), the shadowed clock sleeps in its own time.
      try await ContinuousClock().sleep(for: .seconds(seconds))
      return
    }
    let waiter = SleepWaiter()
    try await withTaskCancellationHandler {
      try await withUnsafeThrowingContinuation { continuation in
        waiter.wait(continuation)
        MainActor.assumeIsolated {
          _ = graph.schedule(after: seconds) { waiter.finish(throwing: nil) }
        }
      }
    } onCancel: {
      waiter.finish(throwing: CancellationError())
    }
  }
}

extension SceneTask {
  /// Suspends the calling task behind the jobs that are ready now. A task of the scene executor
  /// resumes in the same drain, at the same scene time (the standard library's `Task.yield`
  /// would queue a main-actor task on the main queue, which the preview never runs); any other
  /// task resumes on the global executor.
  static func yield() async {
    let sceneExecutor = SceneExecutor.shared.asUnownedTaskExecutor()
    let onScene = withUnsafeCurrentTask { $0?.unownedTaskExecutor == sceneExecutor }
    await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
      // A task that only resumes this one: its first job waits behind the jobs ready now.
      Task.detached(name: nil, executorPreference: onScene ? SceneExecutor.shared : globalConcurrentExecutor, priority: nil) {
        continuation.resume()
      }
    }
  }
}

/// One sleeping task: the timer or a cancellation resumes it, whichever comes first.
private final class SleepWaiter: Sendable {
  private let continuation = Mutex<UnsafeContinuation<Void, any Error>?>(nil)
  private let cancelled = Mutex(false)

  func wait(_ continuation: UnsafeContinuation<Void, any Error>) {
    // A cancellation that came first resumes at once.
    if cancelled.withLock({ $0 }) {
      continuation.resume(throwing: CancellationError())
    } else {
      self.continuation.withLock { $0 = continuation }
    }
  }

  func finish(throwing error: (any Error)?) {
    if error != nil { cancelled.withLock { $0 = true } }
    guard let continuation = continuation.withLock({ value in defer { value = nil }; return value }) else { return }
    if let error { continuation.resume(throwing: error) } else { continuation.resume() }
  }
}

// The standard library's `Task.sleep`, on the scene clock (these shadow `_Concurrency`'s for
// code that imports SwiftUI; see above).
extension Task where Success == Never, Failure == Never {
  /// Suspends the task for `duration` nanoseconds of scene time, as the standard library's
  /// `Task.sleep(nanoseconds:)`; throws `CancellationError` when the task is cancelled.
  public static func sleep(nanoseconds duration: UInt64) async throws {
    try await SceneTask.sleep(seconds: Double(duration) / 1e9)
  }

  /// Suspends the task for `duration` of scene time, as the standard library's
  /// `Task.sleep(for:)`; throws `CancellationError` when the task is cancelled.
  public static func sleep(for duration: Duration) async throws {
    try await SceneTask.sleep(seconds: duration.seconds)
  }

  /// Suspends the task for `duration` nanoseconds of scene time, as the standard library's
  /// deprecated `Task.sleep(_:)`: a cancelled task resumes at once, without throwing.
  @available(*, deprecated, renamed: "Task.sleep(nanoseconds:)")
  public static func sleep(_ duration: UInt64) async {
    try? await SceneTask.sleep(seconds: Double(duration) / 1e9)
  }

  /// Suspends the task and lets the other tasks that are ready run first, as the standard
  /// library's `Task.yield()`; in a preview the task resumes at the same scene time, after the
  /// scene executor's jobs that were waiting.
  public static func yield() async {
    await SceneTask.yield()
  }
}

// `Task.sleep(until:tolerance:clock:)` and `Task.sleep(for:tolerance:clock:)` are with the clocks
// they sleep on, in Clocks.swift.

// The standard library's `Task.init`, on the scene executor (shadowing `_Concurrency`'s as
// above): a `Task { }` that previewed code starts, in a button's action for instance, runs in
// the graph's updates like `.task`'s work, so its `Task.sleep` ends at an exact scene time.
// Without this, a main-actor task would wait for the main queue, which the agent never runs.
extension Task where Failure == Never {
  /// Runs `operation` as a new top-level task, as the standard library's
  /// `Task.init(name:priority:operation:)`, on the preview's scene clock.
  @discardableResult
  public init(
    name: String? = nil, priority: TaskPriority? = nil,
    @_inheritActorContext @_implicitSelfCapture operation: sending @escaping @isolated(any) () async -> Success
  ) {
    self.init(name: name, executorPreference: SceneExecutor.shared, priority: priority) { await operation() }
  }
}

extension Task where Failure == any Error {
  /// Runs the throwing `operation` as a new top-level task, as the standard library's
  /// `Task.init(name:priority:operation:)`, on the preview's scene clock.
  @discardableResult
  public init(
    name: String? = nil, priority: TaskPriority? = nil,
    @_inheritActorContext @_implicitSelfCapture operation: sending @escaping @isolated(any) () async throws -> Success
  ) {
    self.init(name: name, executorPreference: SceneExecutor.shared, priority: priority) { try await operation() }
  }
}

// The standard library's `Task.detached`, on the scene executor (shadowing `_Concurrency`'s as
// above): the task inherits neither the actor, the priority nor the task-local values of the
// code that starts it, as the standard library's does, but its jobs run in the graph's updates,
// so its `Task.sleep` ends at an exact scene time, and its hop to the main actor
// (`await MainActor.run { … }`) happens inside the update.
extension Task where Failure == Never {
  /// Runs `operation` as a new detached task, as the standard library's
  /// `Task.detached(name:priority:operation:)`, on the preview's scene clock.
  @discardableResult
  public static func detached(
    name: String? = nil, priority: TaskPriority? = nil, operation: sending @escaping @isolated(any) () async -> Success
  ) -> Task<Success, Never> {
    Task.detached(name: name, executorPreference: SceneExecutor.shared, priority: priority) { await operation() }
  }
}

extension Task where Failure == any Error {
  /// Runs the throwing `operation` as a new detached task, as the standard library's
  /// `Task.detached(name:priority:operation:)`, on the preview's scene clock.
  @discardableResult
  public static func detached(
    name: String? = nil, priority: TaskPriority? = nil, operation: sending @escaping @isolated(any) () async throws -> Success
  ) -> Task<Success, any Error> {
    Task.detached(name: name, executorPreference: SceneExecutor.shared, priority: priority) { try await operation() }
  }
}

extension Duration {
  /// The duration in seconds.
  var seconds: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) * 1e-18
  }
}
