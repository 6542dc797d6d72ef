// `DispatchQueue.main.asyncAfter(deadline: .now() + t)` in a previewed file runs on the scene
// clock, so a frame stays a pure function of the events and the time (pause, slow motion,
// scrubbing and export see the delayed work where the window does). These declarations shadow
// Dispatch's for code that imports SwiftUI: a module's own declaration wins over one of a module
// it imports, so the user's unchanged source picks them.

/// A point on the scene clock, as Dispatch's `DispatchTime`, in seconds.
public struct DispatchTime: Comparable, Sendable {
  /// Seconds of scene time.
  let seconds: Double

  /// The scene time now (0 outside an update).
  public static func now() -> DispatchTime {
    DispatchTime(seconds: MainActor.assumeIsolated { ViewGraph.current?.time ?? 0 })
  }

  /// The far future.
  public static let distantFuture = DispatchTime(seconds: .infinity)

  public static func + (time: DispatchTime, seconds: Double) -> DispatchTime {
    DispatchTime(seconds: time.seconds + seconds)
  }
  public static func - (time: DispatchTime, seconds: Double) -> DispatchTime {
    DispatchTime(seconds: time.seconds - seconds)
  }
  public static func + (time: DispatchTime, interval: DispatchTimeInterval) -> DispatchTime {
    DispatchTime(seconds: time.seconds + interval.seconds)
  }
  public static func < (lhs: DispatchTime, rhs: DispatchTime) -> Bool { lhs.seconds < rhs.seconds }
}

/// A wall-clock deadline: the same scene clock in the preview.
public typealias DispatchWallTime = DispatchTime

/// A length of time, as Dispatch's `DispatchTimeInterval`.
public enum DispatchTimeInterval: Equatable, Sendable {
  case seconds(Int), milliseconds(Int), microseconds(Int), nanoseconds(Int), never
  var seconds: Double {
    switch self {
    case .seconds(let n): Double(n)
    case .milliseconds(let n): Double(n) / 1e3
    case .microseconds(let n): Double(n) / 1e6
    case .nanoseconds(let n): Double(n) / 1e9
    case .never: .infinity
    }
  }
}

/// A unit of work, as Dispatch's `DispatchWorkItem`; `cancel()` stops it before it runs.
public final class DispatchWorkItem: @unchecked Sendable {
  let block: () -> Void
  public private(set) var isCancelled = false
  public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], block: @escaping @convention(block) () -> Void) {
    self.block = block
  }
  public func perform() { if !isCancelled { block() } }
  public func cancel() { isCancelled = true }
}

/// Accepted for source compatibility.
public struct DispatchQoS: Sendable {
  public static let unspecified = DispatchQoS()
  public static let userInteractive = DispatchQoS()
  public static let userInitiated = DispatchQoS()
  public static let `default` = DispatchQoS()
  public static let utility = DispatchQoS()
  public static let background = DispatchQoS()
  /// Quality-of-service classes, as Dispatch's.
  public enum QoSClass: Sendable { case userInteractive, userInitiated, `default`, utility, background, unspecified }
}

public struct DispatchWorkItemFlags: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let barrier = DispatchWorkItemFlags(rawValue: 1)
}

/// A queue, as Dispatch's `DispatchQueue`. Every queue runs its work on the preview's main
/// thread, in the graph's update, at the scene time it is due: previewed code sees the order of
/// events it would on a device, and frames stay reproducible.
public final class DispatchQueue: @unchecked Sendable {
  public let label: String
  public init(label: String, qos: DispatchQoS = .unspecified, attributes: Attributes = [], target: DispatchQueue? = nil) {
    self.label = label
  }

  /// The main queue.
  public static let main = DispatchQueue(label: "main")
  /// A global queue (the main one here).
  public static func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue { main }

  /// Runs `work` after the current update, at the same scene time.
  public func async(group: Any? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], execute work: @escaping @convention(block) () -> Void) {
    schedule(after: 0, work)
  }

  public func async(execute item: DispatchWorkItem) { schedule(after: 0) { item.perform() } }

  /// Runs `work` at `deadline` on the scene clock.
  public func asyncAfter(deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], execute work: @escaping @convention(block) () -> Void) {
    schedule(at: deadline, work)
  }

  public func asyncAfter(deadline: DispatchTime, execute item: DispatchWorkItem) {
    schedule(at: deadline) { item.perform() }
  }

  public func asyncAfter(wallDeadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], execute work: @escaping @convention(block) () -> Void) {
    schedule(at: wallDeadline, work)
  }

  /// Runs `work` now and returns its result.
  public func sync<T>(execute work: () throws -> T) rethrows -> T { try work() }

  private func schedule(at deadline: DispatchTime, _ work: @escaping () -> Void) {
    schedule(after: deadline.seconds - DispatchTime.now().seconds, work)
  }

  private func schedule(after delay: Double, _ work: @escaping () -> Void) {
    MainActor.assumeIsolated {
      guard let graph = ViewGraph.current else { return }
      _ = graph.schedule(after: delay) { work() }
    }
  }

  /// Queue attributes, accepted.
  public struct Attributes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let concurrent = Attributes(rawValue: 1)
  }
}
