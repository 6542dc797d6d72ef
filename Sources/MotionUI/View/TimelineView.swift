// `TimelineView` and its schedules, on the scene clock: `context.date` is the scene's date (a
// fixed epoch plus scene time, never the wall clock), so every frame is reproducible.
//
// - `.animation` (no minimum interval, not paused): the content is built at every frame with the
//   frame's date, and the display link stays awake.
// - Every other schedule (`.animation(minimumInterval:paused:)`, `.periodic(from:by:)`,
//   `.everyMinute`, `.explicit`, custom ones): the content is built with the latest entry at or
//   before the time, and rebuilt by a scene timer at the next entry; between entries nothing runs.
//   Before a schedule's first entry the content shows the date it appeared at.

extension ViewGraph {
  /// The scene's date at scene time 0: Foundation's reference date, 2001-01-01 00:00:00 UTC
  /// (whole minutes and seconds fall on whole multiples of 60 and 1 s of scene time).
  package nonisolated static let sceneEpoch = Date(timeIntervalSinceReferenceDate: 0)

  /// The scene's date at scene time `time` (seconds).
  nonisolated static func sceneDate(at time: Double) -> Date { sceneEpoch.addingTimeInterval(time) }

  /// The scene time (seconds) of `date`.
  nonisolated static func sceneTime(of date: Date) -> Double { date.timeIntervalSince(sceneEpoch) }
}

/// How often a schedule's entries come, as SwiftUI's `TimelineScheduleMode`.
public enum TimelineScheduleMode: Sendable {
  /// The schedule's own rate (the preview always uses this).
  case normal
  /// A reduced rate, for a dimmed always-on display.
  case lowFrequency
}

/// A type that provides a sequence of dates for use as a schedule, as SwiftUI's
/// `TimelineSchedule`.
public protocol TimelineSchedule {
  /// The mode the schedule is asked for.
  typealias Mode = TimelineScheduleMode
  /// The sequence of dates the schedule produces.
  associatedtype Entries: Sequence where Self.Entries.Element == Date
  /// The dates, in ascending order, at which a timeline view starting at `startDate` updates.
  func entries(from startDate: Date, mode: Self.Mode) -> Self.Entries
}

/// A schedule that updates at the rate of the display, as SwiftUI's `AnimationTimelineSchedule`.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
  let minimumInterval: Double?
  let paused: Bool

  /// Updates at every frame, or at most once per `minimumInterval` seconds; `paused` stops
  /// the updates.
  public init(minimumInterval: Double? = nil, paused: Bool = false) {
    self.minimumInterval = minimumInterval
    self.paused = paused
  }

  /// The start date, then one date per interval (per 60 Hz frame without a minimum interval);
  /// only the start date when paused.
  public func entries(from start: Date, mode: TimelineScheduleMode) -> Entries {
    Entries(upcoming: start, interval: paused ? nil : max(minimumInterval ?? 1.0 / 60, 1e-3))
  }

  /// The dates of an animation schedule.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    var upcoming: Date?
    let interval: Double?
    /// The next date, or nil once a paused schedule gave its only one.
    public mutating func next() -> Date? {
      defer { upcoming = interval.flatMap { interval in upcoming?.addingTimeInterval(interval) } }
      return upcoming
    }
  }
}

/// A schedule that updates at regular intervals, as SwiftUI's `PeriodicTimelineSchedule`.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
  let start: Date
  let interval: TimeInterval

  /// Entries at `startDate` and every `interval` seconds (> 0) before and after it.
  public init(from startDate: Date, by interval: TimeInterval) {
    start = startDate
    self.interval = max(interval, 1e-3)
  }

  /// Equally spaced dates, in phase with the schedule's start ("the schedule defines its
  /// periodicity and phase alignment", Apple's documentation), from the last one at or before
  /// `startDate`. A start after `startDate` (`.periodic(from: .now, by:)` outside the agent,
  /// where `.now` is the kernel's wall clock, ahead of the scene's dates) only sets the phase.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
    let periods = (startDate.timeIntervalSince(start) / interval).rounded(.down)
    return Entries(upcoming: start.addingTimeInterval(periods * interval), interval: interval)
  }

  /// The dates of a periodic schedule.
  public struct Entries: Sequence, IteratorProtocol, Sendable {
    var upcoming: Date
    let interval: TimeInterval
    /// The next date.
    public mutating func next() -> Date? {
      defer { upcoming = upcoming.addingTimeInterval(interval) }
      return upcoming
    }
  }
}

/// A schedule that updates at the start of every minute, as SwiftUI's
/// `EveryMinuteTimelineSchedule`.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
  /// The schedule.
  public init() {}

  /// The start of the minute containing `startDate` (the date itself when it is on a whole
  /// minute), then the start of each minute after.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> PeriodicTimelineSchedule.Entries {
    let seconds = startDate.timeIntervalSinceReferenceDate
    let minute = Date(timeIntervalSinceReferenceDate: (seconds / 60).rounded(.down) * 60)
    return PeriodicTimelineSchedule(from: minute, by: 60).entries(from: minute, mode: mode)
  }
}

/// A schedule of the dates it is given, as SwiftUI's `ExplicitTimelineSchedule`.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
  private let dates: Entries
  /// The schedule of `dates` (ascending).
  public init(_ dates: Entries) { self.dates = dates }
  /// The dates given, whatever the start.
  public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  /// Updates at every frame.
  public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

  /// Updates at every frame, or at most once per `minimumInterval` seconds, unless `paused`.
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
    AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
  }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  /// Updates at `startDate` and every `interval` seconds.
  public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
    PeriodicTimelineSchedule(from: startDate, by: interval)
  }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  /// Updates at the start of every minute.
  public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
  /// Updates at the given dates.
  public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S>, S.Element == Date {
    ExplicitTimelineSchedule(dates)
  }
}

/// A view that updates according to a schedule, as SwiftUI's `TimelineView`.
public struct TimelineView<Schedule: TimelineSchedule, Content> {
  let schedule: Schedule
  let content: (TimelineViewDefaultContext) -> Content
  @State private var clock = TimelineClock()
  @State private var tick = 0

  /// What the content is built with: the date of the update, and its cadence.
  public struct Context {
    /// How often the content is updated.
    public enum Cadence: Comparable, Sendable {
      /// As often as the schedule asks (always, in the preview).
      case live
      /// About once a second.
      case seconds
      /// About once a minute.
      case minutes
    }
    /// The date the content shows: the scene's date of the entry being shown.
    public let date: Date
    /// The rate of updates (always `.live` in the preview, which never dims).
    public let cadence: Cadence
    /// Accepted for source compatibility: the preview keeps no pre-rendered content.
    public func invalidateTimelineContent() {}
  }
}

/// The context every `TimelineView` content closure receives, as in SwiftUI.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension TimelineView: View where Content: View {
  /// A view whose content is rebuilt at each date of `schedule`.
  public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
    self.schedule = schedule
    self.content = content
  }

  /// The content for the current entry.
  @MainActor public var body: Content {
    content(TimelineViewDefaultContext(date: currentDate(), cadence: .live))
  }

  /// The updates of an `.animation` schedule: a 60 Hz display's frames.
  private static var animationTicks: AnimationTimelineSchedule { .animation(minimumInterval: 1.0 / 60, paused: false) }

  @MainActor private func currentDate() -> Date {
    _ = tick
    guard let composite = ViewGraph.evaluating else { return ViewGraph.sceneEpoch }
    let now = composite.bodyTime
    if let animation = schedule as? AnimationTimelineSchedule, animation.minimumInterval == nil {
      guard !animation.paused else {
        composite.framesUntil = nil
        return clock.shown ?? ViewGraph.sceneDate(at: now)
      }
      composite.runBodyEachFrame(until: .infinity)
      // Drawn at every frame with the frame's date, and updated 60 times a second of scene
      // time besides, as a 60 Hz display's frames are: an `onChange(of: context.date)` in the
      // content (state stepped once a frame) runs at each, in an update as in SwiftUI, and as
      // often whatever the frames drawn (a frame of an export or a screenshot long after the
      // start counts every tick before it). Frames alone ran it never: they are not updates.
      let ticks = _tick.box.storage
      _ = clock.date(at: now, schedule: Self.animationTicks, graph: composite.graph) {
        ticks.write(ticks.read() + 1)
      }
      clock.shown = ViewGraph.sceneDate(at: now)
      return ViewGraph.sceneDate(at: now)
    }
    let storage = _tick.box.storage
    return clock.date(at: now, schedule: schedule, graph: composite.graph) {
      storage.write(storage.read() + 1)
    }
  }
}

/// The entries of one timeline view: those still to come, the one shown, and the timer for the
/// next.
@MainActor
final class TimelineClock {
  private var upcoming: AnyIterator<Date>?
  private var next: Date?
  var shown: Date?
  private var timer: (time: Double, token: SceneTimers.Token)?

  nonisolated init() {}

  /// The most entries one update steps over (a schedule denser than this per update is thinned).
  static let maximumSteps = 100_000

  /// The latest entry at or before `now` (the start date before the first), with a timer set
  /// to call `update` at the next entry.
  func date<S: TimelineSchedule>(at now: Double, schedule: S, graph: ViewGraph, update: @escaping @MainActor () -> Void) -> Date {
    if upcoming == nil {
      var iterator = schedule.entries(from: ViewGraph.sceneDate(at: now), mode: .normal).makeIterator()
      upcoming = AnyIterator { iterator.next() }
      next = upcoming?.next()
      shown = ViewGraph.sceneDate(at: now)
    }
    var steps = 0
    while let entry = next, ViewGraph.sceneTime(of: entry) <= now, steps < Self.maximumSteps {
      shown = entry
      next = upcoming?.next()
      steps += 1
    }
    if let entry = next {
      let time = ViewGraph.sceneTime(of: entry)
      if timer?.time != time {
        if let timer { graph.cancel(timer.token) }
        timer = (time, graph.schedule(after: time - graph.time, update))
      }
    }
    return shown ?? ViewGraph.sceneDate(at: now)
  }
}
