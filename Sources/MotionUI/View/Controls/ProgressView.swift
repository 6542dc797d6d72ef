// `ProgressView`, as iOS draws it: without a value, the activity indicator (eight spokes whose
// brightness turns round, a step every eighth of a second on the scene clock); with one, a bar
// 4 points high whose filled part is the fraction done in the tint. A label goes above the bar,
// below the indicator, in the secondary colour. Measures: UIKit's medium
// `UIActivityIndicatorView` (20 points) and `UIProgressView` (4 points, rounded), by eye against
// Apple's Human Interface Guidelines pictures.

/// A view of a task's progress, as SwiftUI's `ProgressView`.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  let fraction: Double?
  let label: Label?
  let currentValueLabel: CurrentValueLabel?
  @Environment(\.progressViewStyleKind) private var style

  public var body: some View {
    let showsBar = fraction != nil && style != .circular
    VStack(alignment: showsBar ? .leading : .center, spacing: showsBar ? 4 : 8) {
      if showsBar, let label { label }
      if showsBar, let fraction {
        ProgressBar(fraction: fraction)
      } else {
        ActivityIndicator()
      }
      if !showsBar, let label { label.foregroundStyle(Color.secondary) }
      if let currentValueLabel { currentValueLabel.font(.caption).foregroundStyle(Color.secondary) }
    }
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// An indeterminate progress view: the activity indicator.
  public init() {
    fraction = nil
    label = nil
    currentValueLabel = nil
  }
  /// A bar `value` of `total` done (nil: indeterminate).
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    fraction = value.map { total > 0 ? min(max(Double($0) / Double(total), 0), 1) : 0 }
    label = nil
    currentValueLabel = nil
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// An indeterminate progress view with `label`.
  public init(@ViewBuilder label: () -> Label) {
    fraction = nil
    self.label = label()
    currentValueLabel = nil
  }
  /// A bar `value` of `total` done, with `label`.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
    fraction = value.map { total > 0 ? min(max(Double($0) / Double(total), 0), 1) : 0 }
    self.label = label()
    currentValueLabel = nil
  }
}

extension ProgressView where CurrentValueLabel == EmptyView, Label == Text {
  /// An indeterminate progress view titled `title`.
  public init(_ title: LocalizedStringKey) { self.init(label: { Text(title) }) }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) { self.init(label: { Text(title) }) }
  /// A bar `value` of `total` done, titled `title`.
  public init<V: BinaryFloatingPoint>(_ title: LocalizedStringKey, value: V?, total: V = 1.0) {
    self.init(value: value, total: total, label: { Text(title) })
  }
  @_disfavoredOverload
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    self.init(value: value, total: total, label: { Text(title) })
  }
}

extension ProgressView {
  /// A bar `value` of `total` done, with `label` and `currentValueLabel`.
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    fraction = value.map { total > 0 ? min(max(Double($0) / Double(total), 0), 1) : 0 }
    self.label = label()
    self.currentValueLabel = currentValueLabel()
  }
}

/// The bar of a determinate progress view: a 4-point track, its filled part in the tint.
private struct ProgressBar: View {
  let fraction: Double
  @Environment(\.self) private var environment
  var body: some View {
    Capsule().fill(Color.systemFill)
      .frame(height: 4)
      .frame(maxWidth: .infinity)
      .overlay(alignment: .leading) {
        GeometryReader { proxy in
          Capsule().fill(environment.tint ?? AnyShapeStyle(Color.accentColor)).frame(width: proxy.size.width * fraction, height: 4)
        }
      }
  }
}

/// iOS's activity indicator: eight spokes, the brightest stepping round eight times a second,
/// grey, or in the tint when one is set (`.tint(.white)` on iOS 15 and later, as
/// UIActivityIndicatorView's `color`).
private struct ActivityIndicator: View {
  @Environment(\.self) private var environment
  var body: some View {
    let spokes = environment.tint ?? AnyShapeStyle(Color.secondary)
    return TimelineView(.periodic(from: ViewGraph.sceneEpoch, by: 0.125)) { context in
      let step = Int((ViewGraph.sceneTime(of: context.date) / 0.125).rounded(.down))
      ZStack {
        ForEach(0..<8, id: \.self) { spoke in
          // The spoke at `step` is the brightest; those behind it fade to a quarter.
          let behind = ((step - spoke) % 8 + 8) % 8
          Capsule()
            .fill(spokes.opacity(1 - Double(behind) * 0.1))
            .frame(width: 2.5, height: 6)
            .offset(y: -6.5)
            .rotationEffect(.degrees(Double(spoke) * 45))
        }
      }
      .frame(width: 20, height: 20)
    }
  }
}

/// A progress view's style, as SwiftUI's `ProgressViewStyle` (the built-in ones).
public protocol ProgressViewStyle {}

/// The style of iOS's activity indicator.
public struct CircularProgressViewStyle: ProgressViewStyle {
  public init() {}
  public init(tint: Color) {}
}

/// The style of iOS's progress bar.
public struct LinearProgressViewStyle: ProgressViewStyle {
  public init() {}
  public init(tint: Color) {}
}

/// The platform's style: a bar with a value, the indicator without.
public struct DefaultProgressViewStyle: ProgressViewStyle {
  public init() {}
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

enum ProgressViewStyleKind: Hashable, Sendable {
  case automatic, circular, linear
}

private struct ProgressViewStyleKey: EnvironmentKey {
  static let defaultValue = ProgressViewStyleKind.automatic
}

extension EnvironmentValues {
  var progressViewStyleKind: ProgressViewStyleKind {
    get { self[ProgressViewStyleKey.self] }
    set { self[ProgressViewStyleKey.self] = newValue }
  }
}

extension View {
  /// Draws the progress views inside in `style` (`.circular`: the indicator even with a value,
  /// as iOS does; `.linear`: the bar).
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    let kind: ProgressViewStyleKind = style is CircularProgressViewStyle ? .circular : style is LinearProgressViewStyle ? .linear : .automatic
    return environment(\.progressViewStyleKind, kind)
  }
}
