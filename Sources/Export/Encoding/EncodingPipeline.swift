import Dispatch
import Synchronization

/// Runs an encoder's work beside the thread that renders: each submitted job is transformed on
/// one of `workers` background threads (in parallel, for work that does not depend on the
/// frame before it, such as quantizing a GIF frame or compressing a PNG), and the results are
/// delivered one at a time in submission order (for work that does, such as writing the GIF
/// stream).
///
/// `submit` blocks while `capacity` jobs are in flight, so memory stays bounded and a slow
/// encoder paces the renderer. The first error thrown by `deliver` stops further deliveries and
/// is rethrown by the next `submit` or by `finish`.
///
/// The closures are kept (strongly) until the pipeline is gone, so what `deliver` writes to
/// must be an object of its own, not the encoder that owns the pipeline; the encoder calls
/// `cancel()` in its `deinit` to wait for work in flight.
package final class EncodingPipeline<Job: Sendable, Output: Sendable>: @unchecked Sendable {
  // @unchecked: `transform` and `deliver` are only called as described above (deliveries under
  // `delivery`'s lock, one at a time), and all mutable state is inside the two Mutexes.
  private let transform: @Sendable (Job) -> Output
  private let deliver: (Output) throws -> Void
  private let slots: DispatchSemaphore
  private let queue: DispatchQueue
  private let group = DispatchGroup()
  private let capacity: Int

  private struct State {
    var submitted = 0
    var nextToDeliver = 0
    /// Jobs delivered (or dropped after an error) whose slot is free again.
    var completed = 0
    var ready: [Int: Output] = [:]
    var error: (any Error)?
  }
  private let state = Mutex(State())
  /// Held while delivering, so deliveries never overlap.
  private let delivery = Mutex(())

  /// - Parameters:
  ///   - workers: How many jobs may be transformed at once (1 keeps everything in order on one
  ///     thread).
  ///   - capacity: How many jobs may be submitted and not yet delivered.
  ///   - transform: Pure work on one job (any thread).
  ///   - deliver: Ordered work on each result (one at a time, on a worker thread).
  package init(
    workers: Int, capacity: Int, transform: @escaping @Sendable (Job) -> Output,
    deliver: @escaping (Output) throws -> Void
  ) {
    self.transform = transform
    self.deliver = deliver
    self.capacity = max(1, capacity)
    slots = DispatchSemaphore(value: max(1, capacity))
    queue = DispatchQueue(
      label: "motion-preview.export", qos: .userInitiated,
      attributes: workers > 1 ? .concurrent : [])
  }

  /// Queues `job`; blocks while the pipeline is full.
  ///
  /// - Throws: The first error a delivery threw.
  package func submit(_ job: Job) throws {
    slots.wait()
    if let error = state.withLock({ $0.error }) {
      slots.signal()
      throw error
    }
    let index = state.withLock { state in
      defer { state.submitted += 1 }
      return state.submitted
    }
    queue.async(group: group) { [self] in
      let output = transform(job)
      state.withLock { $0.ready[index] = output }
      drain()
    }
  }

  /// How many jobs are submitted and not yet delivered, of `capacity`. Never blocks.
  package var load: EncodingLoad {
    EncodingLoad(inFlight: state.withLock { $0.submitted - $0.completed }, capacity: capacity)
  }

  /// Waits until every job is delivered.
  ///
  /// - Throws: The first error a delivery threw.
  package func finish() throws {
    group.wait()
    drain()
    if let error = state.withLock({ $0.error }) { throw error }
  }

  /// Stops delivering (jobs still running finish, their results are dropped) and waits until
  /// no job is left. For an encoder that is abandoned.
  package func cancel() {
    state.withLock { state in
      if state.error == nil { state.error = Cancelled() }
    }
    group.wait()
  }

  /// The error that stops a cancelled pipeline.
  private struct Cancelled: Error {}

  /// Delivers every result that is next in order, one at a time.
  private func drain() {
    delivery.withLock { _ in
      while true {
        let next: Output? = state.withLock { state in
          guard let output = state.ready.removeValue(forKey: state.nextToDeliver) else { return nil }
          state.nextToDeliver += 1
          return output
        }
        guard let next else { return }
        if state.withLock({ $0.error }) == nil {
          do {
            try deliver(next)
          } catch {
            state.withLock { $0.error = error }
          }
        }
        state.withLock { $0.completed += 1 }
        slots.signal()
      }
    }
  }
}

/// How full an encoder's pipeline is: what a caller that must not block (the window's run
/// loop) checks before it adds a frame or finishes.
package struct EncodingLoad: Equatable, Sendable {
  /// Frames added and not yet written.
  package var inFlight: Int
  /// The most frames that may be in flight before `add` waits.
  package var capacity: Int

  package init(inFlight: Int, capacity: Int) {
    self.inFlight = inFlight
    self.capacity = capacity
  }

  /// Whether the next `add` would wait for a background thread.
  package var isFull: Bool { inFlight >= capacity }
  /// Whether every frame added is written (`finish` then only closes the file).
  package var isIdle: Bool { inFlight == 0 }
}
