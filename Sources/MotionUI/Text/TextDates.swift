import Foundation

// Dates in text: `Text(date, style:)`, `"\(date, style: .timer)"` in a string literal, and
// `Text(value, format:)` / `"\(value, format: …)"` with a Foundation `FormatStyle`.
//
// The styles' strings follow the examples of Apple's documentation of `Text.DateStyle`
// ("June 3, 2019", "11:23 PM", "2 hours, 23 minutes", "+2 hours", "2:32" and "36:59:01"), in
// US English and the time zone of the machine the preview runs on.
//
// "Now" is the scene's. In the agent, where `Date()` in your code is the scene's date too
// (SceneWallClock.swift), every date is measured against the scene's date (a date of your own
// such as 2024's is 23 years after it). Elsewhere (MotionUI in a process of its own, where
// `Date()` is the kernel's wall clock), a date near the scene's epoch (a `TimelineView`'s
// `context.date`) is measured against the scene's date, and any other against the wall clock's
// date when the preview first showed such a date plus the scene time since. Either way a timer
// counts with the scene clock, frame by frame and in an exported video. The string is
// made when the text is, and a timer, relative or offset text has the body that made it run
// again when its string next changes (the next whole second of the interval), so it ticks by
// itself, as SwiftUI's do; it counts whole seconds, a countdown's rounded up and a count up's
// down.

extension Text {
  /// A predefined style used to display a `Date`, as SwiftUI's `Text.DateStyle`.
  public struct DateStyle: Hashable, Sendable {
    let kind: Kind
    enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }
    /// Only the time: "11:23 PM".
    public static let time = DateStyle(kind: .time)
    /// The date: "June 3, 2019".
    public static let date = DateStyle(kind: .date)
    /// The date relative to now, in its two largest units: "2 hours, 23 minutes".
    public static let relative = DateStyle(kind: .relative)
    /// The date's offset from now, in its largest unit: "+2 hours", "-3 months".
    public static let offset = DateStyle(kind: .offset)
    /// A timer counting from now: "2:32", "36:59:01".
    public static let timer = DateStyle(kind: .timer)

    /// `date` in this style now, the body being evaluated set to run again when it changes
    /// for a style that counts (timer, relative, offset).
    func liveString(for date: Date) -> String {
      let now = ViewGraph.textNow(for: date)
      guard kind == .timer || kind == .relative || kind == .offset else { return string(for: date, now: now) }
      ViewGraph.tickText(showing: date, now: now)
      // Whole seconds: a countdown's rounded up (it reads "1:05" for the first second of 65,
      // and "0:00" only at its end), a count up's rounded down.
      let interval = date.timeIntervalSince(now)
      let whole = interval > 0 ? interval.rounded(.up) : interval.rounded(.towardZero)
      return string(for: date, now: date.addingTimeInterval(-whole))
    }

    /// `date` in this style, `now` being the scene's now for it.
    func string(for date: Date, now: Date) -> String {
      switch kind {
      case .date: return Self.formatted(date, "MMMM d, y")
      case .time: return Self.formatted(date, "h:mm a")
      case .timer:
        let seconds = Int(abs(date.timeIntervalSince(now)).rounded(.down))
        let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(rest))" : "\(seconds / 60):\(two(rest))"
      case .relative:
        return Self.units(between: date, and: now).prefix(2).joined(separator: ", ")
      case .offset:
        let largest = Self.units(between: date, and: now).first ?? "0 seconds"
        return (date >= now ? "+" : "-") + largest
      }
    }

    /// The whole years, months, days, hours, minutes and seconds between two dates, the
    /// largest first, those that are zero left out ("2 hours", "23 minutes").
    private static func units(between a: Date, and b: Date) -> [String] {
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = TimeZone.current
      let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: min(a, b), to: max(a, b))
      let named: [(Int?, String)] = [
        (parts.year, "year"), (parts.month, "month"), (parts.day, "day"), (parts.hour, "hour"), (parts.minute, "minute"),
        (parts.second, "second"),
      ]
      return named.compactMap { value, unit in
        guard let value, value != 0 else { return nil }
        return "\(value) \(unit)\(value == 1 ? "" : "s")"
      }
    }

    private static func formatted(_ date: Date, _ pattern: String) -> String {
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.timeZone = TimeZone.current
      formatter.dateFormat = pattern
      return formatter.string(from: date)
    }
  }

  /// A date in a predefined style, as SwiftUI's `init(_:style:)` ("now" is the scene's: see
  /// TextDates.swift).
  public init(_ date: Date, style: Text.DateStyle) {
    self.init(verbatim: style.liveString(for: date))
  }

  /// A value formatted by a Foundation format style, as SwiftUI's `init(_:format:)`
  /// (`Text(price, format: .currency(code: "EUR"))`, `Text(date, format: .dateTime.hour())`).
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(verbatim: format.format(input))
  }
}

extension LocalizedStringKey.StringInterpolation {
  /// A date in a predefined style, in a string literal: `"Ends in \(end, style: .timer)"`.
  public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
    insert(.string(style.liveString(for: date)))
  }
  /// A value formatted by a Foundation format style, in a string literal:
  /// `"\(progress, format: .percent)"`.
  public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    insert(.string(format.format(input)))
  }
}

extension ViewGraph {
  /// Has the body being evaluated run again when a counting text of `date` next changes: at
  /// the next whole second of the interval from `now` (a countdown's fraction of a second, a
  /// count up's remainder). One tick is pending per body at a time.
  nonisolated static func tickText(showing date: Date, now: Date) {
    guard updatingOnThisThread() != nil else { return }
    MainActor.assumeIsolated {
      guard let composite = evaluating else { return }
      let graph = composite.graph
      let interval = date.timeIntervalSince(now)
      let fraction = abs(interval) - abs(interval).rounded(.down)
      var delay = interval > 0 ? fraction : 1 - fraction
      if delay < 1e-6 { delay = 1 }
      let key = ObjectIdentifier(composite)
      let deadline = graph.time + delay
      if let pending = graph.textTicks[key], pending > graph.time, pending <= deadline + 1e-9 { return }
      graph.textTicks[key] = deadline
      _ = graph.schedule(after: delay) { [weak composite] in
        guard let composite, composite.graph.textTicks[key] == deadline else { return }
        composite.graph.textTicks[key] = nil
        composite.invalidate(transaction: nil)
      }
    }
  }

  /// The scene's "now" for a date shown in text: the scene's date where the wall clock is the
  /// scene's (in the agent, see SceneWallClock.swift) or for a date near the scene's epoch
  /// (within ten years: scene time never runs so long), else the wall clock's date when the graph
  /// first showed one plus the scene time since; the wall clock outside a preview's update.
  nonisolated static func textNow(for date: Date) -> Date {
    guard let graph = updatingOnThisThread() else { return Date() }
    return MainActor.assumeIsolated {
      if SceneWallClock.isSceneClock || abs(sceneTime(of: date)) < 10 * 365 * 86_400 {
        return sceneDate(at: graph.time)
      }
      let zero = graph.wallDateAtSceneZero ?? Date().addingTimeInterval(-graph.time)
      graph.wallDateAtSceneZero = zero
      return zero.addingTimeInterval(graph.time)
    }
  }
}
