// Foundation's `Timer`, as SwiftUI code uses it, on the scene clock: `Timer.publish(every:…)`
// with `.autoconnect()` (Combine's, which Linux lacks) and `Timer.scheduledTimer(withTimeInterval:
// repeats:block:)`. Their ticks run in the graph's update at exact scene times, so pausing,
// scrubbing and export see them where the window does. Followed: Apple's documentation of
// `Timer.publish(every:tolerance:on:in:options:)`, `Timer.TimerPublisher` and
// `Publisher.autoconnect()`.
//
// `scheduledTimer` here has Foundation's signature: for a file that imports SwiftUI, MotionUI's
// declaration shadows Foundation's (a module's declaration wins over the same one of a module
// it re-exports). A file that also writes `import Foundation` sees both (ambiguous), so the
// preview's source rewrite imports SwiftUI for Foundation (`PreviewImports.replaced`).

extension Timer {
  /// A publisher of the scene's date every `interval` seconds (> 0) of scene time, as Combine's
  /// `Timer.publish`: it starts when connected (`autoconnect()` connects on the first
  /// subscriber), and ticks at the connection time plus each whole multiple of `interval`.
  /// `tolerance`, `runLoop`, `mode` and `options` are accepted; the scene clock is exact.
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
    options: RunLoop.SchedulerOptions? = nil
  ) -> Timer.TimerPublisher {
    TimerPublisher(interval: interval, runLoop: runLoop, mode: mode, options: options)
  }

  /// A timer that calls `block` after `interval` seconds of scene time, and every `interval`
  /// seconds after that when `repeats`, until invalidated; as Foundation's, on the scene clock.
  /// Outside a preview's update (no scene), the timer never fires.
  @discardableResult
  public static func scheduledTimer(
    withTimeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void
  ) -> Timer {
    SceneTimer(interval: interval, repeats: repeats, block: block)
  }

  /// The publisher of a scene timer's ticks, as Combine's `Timer.TimerPublisher`: a connectable
  /// publisher of `Date`s (the scene's date at each tick).
  public final class TimerPublisher: ConnectablePublisher {
    /// The scene's date at each tick.
    public typealias Output = Date
    /// A timer never fails.
    public typealias Failure = Never

    /// The seconds between ticks.
    public let interval: TimeInterval
    /// Accepted: the scene clock is exact.
    public let tolerance: TimeInterval? = nil
    /// The run loop named (ticks run in the graph's update whatever it is).
    public let runLoop: RunLoop
    /// The run-loop mode named.
    public let mode: RunLoop.Mode
    /// The scheduler options named.
    public let options: RunLoop.SchedulerOptions?

    private var subscribers: [Int: (Date) -> Void] = [:]
    private var nextToken = 0
    /// The running connection's scene timer, while connected.
    private var connection: (graph: ViewGraph, token: SceneTimers.Token)?

    init(interval: TimeInterval, runLoop: RunLoop, mode: RunLoop.Mode, options: RunLoop.SchedulerOptions?) {
      self.interval = interval
      self.runLoop = runLoop
      self.mode = mode
      self.options = options
    }

    /// Starts the ticks at the scene time now (in the current graph's update); cancelling the
    /// result stops them. Connecting again while connected returns the running connection.
    public func connect() -> any Cancellable {
      if connection == nil {
        MainActor.assumeIsolated {
          guard let graph = ViewGraph.current else { return }
          let token = graph.repeating(every: interval) { [weak self, weak graph] in
            guard let self, let graph else { return }
            let date = ViewGraph.sceneDate(at: graph.time)
            for subscriber in subscribers.sorted(by: { $0.key < $1.key }) { subscriber.value(date) }
          }
          connection = (graph, token)
        }
      }
      return Connection(publisher: self)
    }

    /// A connection: cancelling it stops the ticks (releasing it does not, as in Combine).
    private struct Connection: Cancellable {
      weak var publisher: TimerPublisher?
      func cancel() { publisher?.disconnect() }
    }

    private func disconnect() {
      guard let connection else { return }
      MainActor.assumeIsolated { connection.graph.cancel(connection.token) }
      self.connection = nil
    }

    /// Calls `receiveValue` with the scene's date at each tick, once connected.
    public func sink(receiveValue: @escaping (Date) -> Void) -> AnyCancellable {
      let token = nextToken
      nextToken += 1
      subscribers[token] = receiveValue
      return AnyCancellable { [weak self] in self?.subscribers[token] = nil }
    }
  }
}

/// A `Timer.scheduledTimer` timer: a Foundation `Timer` never added to a run loop, whose ticks
/// come from the scene clock instead.
final class SceneTimer: Timer {
  private let block: @Sendable (Timer) -> Void
  private var scheduled: (graph: ViewGraph, token: SceneTimers.Token)?
  private let repeats: Bool
  private var valid = true

  init(interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void) {
    self.block = block
    self.repeats = repeats
    super.init(fire: ViewGraph.sceneEpoch, interval: interval, repeats: repeats, block: block)
    MainActor.assumeIsolated {
      guard let graph = ViewGraph.current else { return }
      let fire: @MainActor () -> Void = { [weak self] in
        guard let self else { return }
        if !repeats { invalidate() }
        self.block(self)
      }
      let token = repeats ? graph.repeating(every: interval, fire) : graph.schedule(after: interval, fire)
      scheduled = (graph, token)
    }
  }

  override var isValid: Bool { valid }

  /// Calls the block now; a timer that does not repeat is then invalidated, as Foundation's.
  override func fire() {
    guard valid else { return }
    if !repeats { invalidate() }
    block(self)
  }

  /// Stops the timer: its scene timer is cancelled.
  override func invalidate() {
    valid = false
    guard let scheduled else { return }
    self.scheduled = nil
    MainActor.assumeIsolated { scheduled.graph.cancel(scheduled.token) }
  }
}

extension RunLoop {
  /// Options for scheduling on a run loop, as Combine's (none are needed on the scene clock).
  public struct SchedulerOptions: Sendable {}
}
