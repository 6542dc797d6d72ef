// The toolbar, links and label styles, as SwiftUI declares them. The preview draws no navigation
// bar and no toolbar (a preview is its content, as the canvas of a view without a navigation
// container shows it): `.toolbar` and its items compile and are not drawn, with one warning at
// the line. A `Link` draws as a borderless button whose tap opens nothing. Followed: Apple's
// documentation of `View.toolbar(content:)`, `ToolbarItem`, `ToolbarItemGroup`,
// `ToolbarItemPlacement`, `View.toolbarBackground(_:for:)`, `Link`, `LabelStyle` and
// `View.buttonBorderShape(_:)`.

import Foundation

/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`.
public struct ToolbarItemPlacement: Hashable, Sendable {
  let name: String
  public static let automatic = ToolbarItemPlacement(name: "automatic")
  public static let principal = ToolbarItemPlacement(name: "principal")
  public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
  public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
  public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
  public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
  public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
  public static let navigation = ToolbarItemPlacement(name: "navigation")
  public static let status = ToolbarItemPlacement(name: "status")
  public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
  public static let keyboard = ToolbarItemPlacement(name: "keyboard")
  public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
  public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
  public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
  public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
}

/// A bar that `toolbarBackground` and `toolbar(_:for:)` name, as SwiftUI's `ToolbarPlacement`.
public struct ToolbarPlacement: Hashable, Sendable {
  let name: String
  public static let automatic = ToolbarPlacement(name: "automatic")
  public static let navigationBar = ToolbarPlacement(name: "navigationBar")
  public static let tabBar = ToolbarPlacement(name: "tabBar")
  public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}

/// One item of a toolbar, as SwiftUI's `ToolbarItem` (not drawn in the preview).
public struct ToolbarItem<ID, Content: View>: View {
  let content: Content
  public var body: some View { EmptyView() }
}

extension ToolbarItem where ID == () {
  /// An item at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

/// Items of a toolbar at one placement, as SwiftUI's `ToolbarItemGroup` (not drawn).
public struct ToolbarItemGroup<Content: View>: View {
  let content: Content
  /// Items at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  public var body: some View { EmptyView() }
}

extension View {
  /// Adds items to the navigation bar or toolbar: the preview draws neither (one warning at
  /// this line), and shows the view as it is.
  public func toolbar<Content: View>(
    @ViewBuilder content: () -> Content, file: StaticString = #fileID, line: UInt = #line
  ) -> some View {
    PreviewWarnings.once("the toolbar is not drawn", file: file, line: line)
    return self
  }
  /// Shows or hides a bar (nothing to do: the preview draws no bars).
  /// Hides or shows bars: `.hidden` for `.tabBar` hides the tab bar of the tab view this view is
  /// a tab of; the others are kept.
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    preference(key: TabBarHiddenPreference.self, value: visibility == .hidden && bars.contains(.tabBar))
  }
  /// A bar's background (nothing to do: the preview draws no bars).
  public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { self }
  /// Shows or hides a bar's background (nothing to do: the preview draws no bars).
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
  /// The shape of the bordered buttons inside: a capsule, a circle, or rounded corners.
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
    environment(\.buttonBorderShape, shape)
  }
}

/// Whether a bar or an indicator shows, as SwiftUI's `Visibility`.
public enum Visibility: Hashable, Sendable, CaseIterable {
  case automatic, visible, hidden
}

/// The shape of a bordered button's border, as SwiftUI's `ButtonBorderShape`.
public struct ButtonBorderShape: Hashable, Sendable {
  let name: String
  /// The corner radius of a rounded rectangle (iOS's bordered buttons: 6 points).
  var radius: CGFloat = 6
  public static let automatic = ButtonBorderShape(name: "automatic")
  public static let capsule = ButtonBorderShape(name: "capsule")
  public static let circle = ButtonBorderShape(name: "circle")
  public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(name: "roundedRectangle", radius: radius)
  }
}

private struct ButtonBorderShapeKey: EnvironmentKey { static let defaultValue = ButtonBorderShape.automatic }

extension EnvironmentValues {
  /// The shape bordered buttons are drawn in (`buttonBorderShape(_:)`).
  var buttonBorderShape: ButtonBorderShape {
    get { self[ButtonBorderShapeKey.self] }
    set { self[ButtonBorderShapeKey.self] = newValue }
  }
}

/// A bordered button's background: its border shape (`buttonBorderShape`) filled with `style`.
struct ButtonBorderFill<S: ShapeStyle>: View {
  let style: S
  @Environment(\.buttonBorderShape) private var shape
  var body: some View {
    switch shape.name {
    case "capsule": AnyView(Capsule().fill(style))
    case "circle": AnyView(Circle().fill(style))
    default: AnyView(RoundedRectangle(cornerRadius: shape.radius).fill(style))
    }
  }
}

/// A control that opens a URL, as SwiftUI's `Link`: drawn as a borderless button in the tint;
/// the preview opens nothing when it is tapped.
public struct Link<Label: View>: View {
  let destination: URL
  let label: Label
  /// A link to `destination` showing `label`.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }
  public var body: some View {
    label.modifier(EnvironmentWriter.foregroundOrTint)
  }
}

extension Link where Label == Text {
  /// A link to `destination` titled `titleKey`.
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination) { Text(titleKey) }
  }
  /// A link to `destination` titled `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}

/// How a `Label` shows its title and icon, as SwiftUI's `LabelStyle`.
@MainActor @preconcurrency
public protocol LabelStyle {
  /// The view that draws a label.
  associatedtype Body: View
  /// The parts of the label being drawn.
  typealias Configuration = LabelStyleConfiguration
  /// The label drawn from its configuration.
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// What a `LabelStyle` draws a label from, as SwiftUI's `LabelStyleConfiguration`.
public struct LabelStyleConfiguration {
  /// The label's title, as the label was given it.
  public struct Title: View {
    let content: AnyView
    public var body: some View { content }
  }
  /// The label's icon, as the label was given it.
  public struct Icon: View {
    let content: AnyView
    public var body: some View { content }
  }
  public let title: Title
  public let icon: Icon
}

/// The icon beside the title (iOS's default for a label outside a list).
public struct DefaultLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { HStack { configuration.icon; configuration.title } }
}
/// The title and the icon.
public struct TitleAndIconLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { HStack { configuration.icon; configuration.title } }
}
/// The icon alone.
public struct IconOnlyLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}
/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

extension LabelStyle where Self == DefaultLabelStyle {
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

/// A style as the environment carries it.
struct AnyLabelStyle {
  let makeBody: @MainActor (LabelStyleConfiguration) -> AnyView
}

private struct LabelStyleKey: EnvironmentKey { static let defaultValue: AnyLabelStyle? = nil }

extension EnvironmentValues {
  /// The style `Label`s draw with (`.labelStyle(_:)`); nil for the default.
  var labelStyle: AnyLabelStyle? {
    get { self[LabelStyleKey.self] }
    set { self[LabelStyleKey.self] = newValue }
  }
}

extension View {
  /// Draws the labels in this view with `style`.
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    environment(\.labelStyle, AnyLabelStyle { configuration in AnyView(style.makeBody(configuration: configuration)) })
  }
}
