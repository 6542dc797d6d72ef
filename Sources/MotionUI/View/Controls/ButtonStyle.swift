// Button styles, as SwiftUI's `ButtonStyle` and `PrimitiveButtonStyle`: `.buttonStyle(_:)` puts
// a style in the environment and each `Button` below draws its label through it. `isPressed` is
// true while the pointer is held down on the button in the window ("whether the user is
// currently pressing the button", Apple's documentation); Space and `--toggle-at` press and
// release at one instant, so they never show it. Followed: Apple's documentation of
// `ButtonStyle`, `ButtonStyleConfiguration` and the built-in styles (`.plain`, `.bordered`,
// `.borderedProminent`, `.borderless`, `.automatic`).

/// How a button looks, as SwiftUI's `ButtonStyle`.
@MainActor @preconcurrency
public protocol ButtonStyle {
  /// The view that draws a button.
  associatedtype Body: View
  /// The properties of the button being drawn.
  typealias Configuration = ButtonStyleConfiguration
  /// The button drawn from its configuration.
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// How a button looks and what it does, as SwiftUI's `PrimitiveButtonStyle`.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
  /// The view that draws a button.
  associatedtype Body: View
  /// The properties of the button being drawn.
  typealias Configuration = PrimitiveButtonStyleConfiguration
  /// The button drawn from its configuration.
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a `ButtonStyle` draws a button from, as SwiftUI's `ButtonStyleConfiguration`.
public struct ButtonStyleConfiguration {
  /// The button's label, as a view.
  public struct Label: View {
    let content: AnyView
    /// The label as the button was given it.
    public var body: some View { content }
  }
  /// The button's role, if any.
  public let role: ButtonRole?
  /// The label.
  public let label: ButtonStyleConfiguration.Label
  /// True while the button is pressed: while the pointer is held down on it.
  public let isPressed: Bool
}

/// What a `PrimitiveButtonStyle` draws a button from, as SwiftUI's
/// `PrimitiveButtonStyleConfiguration`.
public struct PrimitiveButtonStyleConfiguration {
  /// The button's label, as a view.
  public struct Label: View {
    let content: AnyView
    /// The label as the button was given it.
    public var body: some View { content }
  }
  /// The button's role, if any.
  public let role: ButtonRole?
  /// The label.
  public let label: PrimitiveButtonStyleConfiguration.Label
  let action: () -> Void
  /// Runs the button's action.
  public func trigger() { action() }
}

/// The platform's default button style: borderless on iOS (see `BorderlessButtonStyle`).
public struct DefaultButtonStyle: PrimitiveButtonStyle {
  /// The style.
  public init() {}
  /// The button drawn in this style.
  public func makeBody(configuration: Configuration) -> some View {
    configuration.label.modifier(EnvironmentWriter.foregroundOrTint)
  }
}

extension EnvironmentWriter {
  /// A borderless label's colour: the foreground style set around the button, else the tint.
  /// As on iOS, `Button("Start") {}.background(.green).foregroundColor(.white)` draws white
  /// text, and a button with no foreground style is in the accent colour (Hacking with Swift,
  /// "How to create a tappable button"; Apple's `BorderlessButtonStyle`).
  static var foregroundOrTint: EnvironmentWriter { foreground(or: TintShapeStyle()) }
  /// A label's colour: the foreground style set around the button (`.foregroundStyle(.black)` or
  /// `.foregroundColor` on the button or its container), else the style's own, `style`.
  static func foreground(or style: some ShapeStyle) -> EnvironmentWriter {
    EnvironmentWriter { $0.foregroundStyle = $0.foregroundStyle ?? AnyShapeStyle(style) }
  }
}

/// A button drawn as its label, in the foreground style set around it, else the tint.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  /// The style.
  public init() {}
  /// The button drawn in this style.
  public func makeBody(configuration: Configuration) -> some View {
    configuration.label.modifier(EnvironmentWriter.foregroundOrTint)
  }
}

/// A button drawn as its label, in the foreground style.
public struct PlainButtonStyle: PrimitiveButtonStyle {
  /// The style.
  public init() {}
  /// The button drawn in this style.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button on a light tinted background (iOS: 15 % tint, corner radius 6 unless
/// `buttonBorderShape` says otherwise, 12 × 7 points of padding), its label in the tint unless a
/// foreground style is set around the button.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
  /// The style.
  public init() {}
  /// The button drawn in this style.
  public func makeBody(configuration: Configuration) -> some View {
    configuration.label.modifier(EnvironmentWriter.foreground(or: TintShapeStyle()))
      .padding(.horizontal, 12).padding(.vertical, 7)
      .background(ButtonBorderFill(style: TintShapeStyle()).opacity(0.15))
  }
}

/// A button in white on a tint-filled background (iOS's prominent style). An explicit foreground
/// style, set on the button or around it (`.tint(.white).foregroundStyle(.black)`: a black label
/// on a white capsule) or on its label, replaces the white, as SwiftUI's does.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  /// The style.
  public init() {}
  /// The button drawn in this style.
  public func makeBody(configuration: Configuration) -> some View {
    configuration.label.modifier(EnvironmentWriter.foreground(or: Color.white))
      .padding(.horizontal, 12).padding(.vertical, 7)
      .background(ButtonBorderFill(style: TintShapeStyle()))
  }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The default style.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// The borderless style.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// The plain style.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// The bordered style.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// The bordered prominent style.
  public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// A style as the environment carries it: the label (and role) in, the button's look out.
struct AnyButtonStyle {
  /// The look of a button with this label and role, pressed or not.
  let makeBody: @MainActor (AnyView, ButtonRole?, Bool) -> AnyView
}

private struct ButtonStyleKey: EnvironmentKey { static let defaultValue: AnyButtonStyle? = nil }

extension EnvironmentValues {
  /// The style `Button`s draw with (`.buttonStyle(_:)`); nil for the default.
  var buttonStyle: AnyButtonStyle? {
    get { self[ButtonStyleKey.self] }
    set { self[ButtonStyleKey.self] = newValue }
  }
}

extension View {
  /// Draws the buttons in this view with `style`.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    environment(\.buttonStyle, AnyButtonStyle { label, role, _ in
      AnyView(style.makeBody(configuration: PrimitiveButtonStyleConfiguration(role: role, label: .init(content: label), action: {})))
    })
  }

  /// Draws the buttons in this view with `style`.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    environment(\.buttonStyle, AnyButtonStyle { label, role, isPressed in
      AnyView(style.makeBody(configuration: ButtonStyleConfiguration(role: role, label: .init(content: label), isPressed: isPressed)))
    })
  }
}
