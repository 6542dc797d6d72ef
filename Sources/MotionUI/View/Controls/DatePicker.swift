// `DatePicker`, as iOS 17 draws its default (compact) style: the label on the leading side and,
// on the trailing side, the date ("Dec 5, 2026") and the time ("9:41 AM") each in a grey rounded
// pill (iOS's `tertiarySystemFill` behind body text, corners of 6; by eye against Apple's
// pictures). The preview opens no calendar: a click on it does nothing. Dates are shown in the
// en_US format, in UTC, so that a frame is the same on every machine. Followed: Apple's
// documentation of `DatePicker`, `DatePickerComponents` and `DatePickerStyle`.

import Foundation

/// A control that picks a date, as SwiftUI's `DatePicker`.
public struct DatePicker<Label: View>: View {
  let selection: Binding<Date>
  let components: DatePickerComponents
  let label: Label
  @Environment(\.labelsHidden) private var labelsHidden

  /// A picker of `selection`'s date or time, or both, with `label`.
  public init(
    selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    components = displayedComponents
    self.label = label()
  }

  /// A picker of dates within `range`.
  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
  }

  /// A picker of dates from `range`'s start on.
  public init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
  }

  /// A picker of dates up to `range`'s end.
  public init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
  }

  public var body: some View {
    let date = selection.wrappedValue
    return HStack {
      if !labelsHidden {
        label
        Spacer(minLength: 8)
      }
      if components.contains(.date) { Self.pill(DatePickerFormats.date.string(from: date)) }
      if components.contains(.hourAndMinute) { Self.pill(DatePickerFormats.time.string(from: date)) }
    }
  }

  private static func pill(_ text: String) -> some View {
    Text(text)
      .padding(.horizontal, 11)
      .padding(.vertical, 6)
      .background(RoundedRectangle(cornerRadius: 6).fill(Color.tertiarySystemFill))
  }

}

/// The pickers' formats, en_US, UTC, made once (a formatter is costly to make, and a body runs
/// at each change of what it reads).
private enum DatePickerFormats {
  static let date = formatter("MMM d, yyyy")
  static let time = formatter("h:mm a")

  private static func formatter(_ pattern: String) -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = pattern
    return formatter
  }
}

extension DatePicker where Label == Text {
  /// A picker with a title.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }
  /// A picker with a title, of dates within `range`.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }
  /// A picker with a title, of dates from `range`'s start on.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }
  /// A picker with a title, of dates up to `range`'s end.
  public init(
    _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }
}

/// What a date picker shows, as SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  /// The hour and minute.
  public static let hourAndMinute = DatePickerComponents(rawValue: 1)
  /// The day, month and year.
  public static let date = DatePickerComponents(rawValue: 2)
}

/// A date picker's look, as SwiftUI's `DatePickerStyle`: the preview draws every style as the
/// compact one.
public protocol DatePickerStyle {}
/// The platform's default: compact on iOS.
public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
/// The label and the value in pills.
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
/// A calendar (drawn compact in the preview).
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
/// Wheels (drawn compact in the preview).
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension View {
  /// How the date pickers inside are drawn (every style as the compact one in the preview).
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self }
}
