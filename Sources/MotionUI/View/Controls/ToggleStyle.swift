// Toggle styles, as SwiftUI's `ToggleStyle`: `.toggleStyle(_:)` puts a style in the
// environment and each `Toggle` below draws through it, with its label and its binding. A custom
// style draws and handles taps itself (it toggles `configuration.isOn`), as in SwiftUI; the
// built-in switch and button styles take taps on the whole toggle. Followed: Apple's
// documentation of `ToggleStyle`, `ToggleStyleConfiguration`, `View.toggleStyle(_:)`,
// `View.labelsHidden()` and the built-in styles (`.automatic`, `.switch`, `.button`).

/// How a toggle looks and behaves, as SwiftUI's `ToggleStyle`.
@MainActor @preconcurrency
public protocol ToggleStyle {
  /// The view that draws a toggle.
  associatedtype Body: View
  /// The properties of the toggle being drawn.
  typealias Configuration = ToggleStyleConfiguration
  /// The toggle drawn from its configuration.
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a `ToggleStyle` draws a toggle from, as SwiftUI's `ToggleStyleConfiguration`.
public struct ToggleStyleConfiguration {
  /// The toggle's label, as the toggle was given it (empty under `labelsHidden()`).
  public struct Label: View {
    let content: AnyView
    public var body: some View { content }
  }
  /// The label.
  public let label: ToggleStyleConfiguration.Label
  /// Whether the toggle is on; the style sets it to toggle.
  @Binding public var isOn: Bool
  /// Whether the toggle stands for several values that differ (never, in the preview).
  public var isMixed: Bool
  /// Whether the label is hidden (`labelsHidden()`): the switch then stands alone.
  var isLabelHidden = false
}

/// The platform's default toggle style: the switch on iOS.
public struct DefaultToggleStyle: ToggleStyle {
  /// The style.
  public init() {}
  /// The toggle drawn in this style.
  public func makeBody(configuration: Configuration) -> some View {
    SwitchToggleStyle().makeBody(configuration: configuration)
  }
}

/// iOS's switch: the label on the leading side, the switch (51 × 31 points, the tint or green
/// when on) on the trailing side; the knob slides with the binding's transaction. With its
/// label hidden the toggle is the switch alone.
public struct SwitchToggleStyle: ToggleStyle {
  let tint: Color?
  /// The style, green when on.
  public init() { tint = nil }
  /// The style, `tint` when on.
  public init(tint: Color) { self.tint = tint }
  /// The toggle drawn in this style.
  public func makeBody(configuration: Configuration) -> some View {
    SwitchToggle(label: configuration.label, isOn: configuration.$isOn, tint: tint, isLabelHidden: configuration.isLabelHidden)
  }
}

/// The switch itself, for `SwitchToggleStyle` and for a `Toggle` in the default style, which
/// draws it from its own label and binding: through a configuration, whose label is a type-erased
/// view and whose binding holds closures, every change of the toggle's state compared and
/// resolved its whole subtree again (a third more work for each toggle of the examples' switch).
struct SwitchToggle<Label: View>: View {
  let label: Label
  let isOn: Binding<Bool>
  let tint: Color?
  let isLabelHidden: Bool
  var body: some View {
    let isOn = isOn.wrappedValue
    let knob = ZStack(alignment: isOn ? .trailing : .leading) {
      Capsule().fill(isOn ? (tint ?? Color.green) : Color(red: 0.471, green: 0.471, blue: 0.502, opacity: 0.16))
        .frame(width: 51, height: 31)
      Circle().fill(Color.white).frame(width: 27, height: 27).padding(2)
        .shadow(color: Color(white: 0, opacity: 0.15), radius: 2, y: 1)
    }
    // An iPhone's switch is a UISwitch, which slides its knob and fades its track on its own
    // whatever the transaction (with or without `withAnimation`, the knob never jumps). UIKit
    // does not document its timing; a quarter of a second, easing in and out, is what a
    // recording of iOS 17 shows.
    .animation(.easeInOut(duration: 0.25), value: isOn)
    return Group {
      if isLabelHidden {
        knob
      } else {
        HStack {
          label
          Spacer()
          knob
        }
      }
    }
    .modifier(TapModifier(name: "Toggle", action: { self.isOn.wrappedValue.toggle() }))
  }
}

/// A toggle drawn as a button with its label as the title, as SwiftUI's `ButtonToggleStyle`
/// shows it on iOS: bordered when off, filled with the tint when on.
public struct ButtonToggleStyle: ToggleStyle {
  /// The style.
  public init() {}
  /// The toggle drawn in this style.
  public func makeBody(configuration: Configuration) -> some View {
    // The bordered buttons' own looks, the label as their label.
    let button = PrimitiveButtonStyleConfiguration(role: nil, label: .init(content: AnyView(configuration.label)), action: {})
    return Group {
      if configuration.isOn {
        BorderedProminentButtonStyle().makeBody(configuration: button)
      } else {
        BorderedButtonStyle().makeBody(configuration: button)
      }
    }
    .modifier(TapModifier(name: "Toggle", action: { configuration.$isOn.wrappedValue.toggle() }))
  }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  /// The default style.
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
extension ToggleStyle where Self == SwitchToggleStyle {
  /// The switch.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
  /// The button style.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// A style as the environment carries it: the configuration in, the toggle's look out.
struct AnyToggleStyle {
  let makeBody: @MainActor (ToggleStyleConfiguration) -> AnyView
}

private struct ToggleStyleKey: EnvironmentKey { static let defaultValue: AnyToggleStyle? = nil }
private struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// The style `Toggle`s draw with (`.toggleStyle(_:)`); nil for the default.
  var toggleStyle: AnyToggleStyle? {
    get { self[ToggleStyleKey.self] }
    set { self[ToggleStyleKey.self] = newValue }
  }
  /// Whether controls hide their labels (`labelsHidden()`).
  var labelsHidden: Bool {
    get { self[LabelsHiddenKey.self] }
    set { self[LabelsHiddenKey.self] = newValue }
  }
}

extension View {
  /// Draws the toggles in this view with `style`.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    environment(\.toggleStyle, AnyToggleStyle { configuration in AnyView(style.makeBody(configuration: configuration)) })
  }
  /// Hides the labels of the controls in this view: a toggle is then its switch alone.
  public func labelsHidden() -> some View { environment(\.labelsHidden, true) }
}
