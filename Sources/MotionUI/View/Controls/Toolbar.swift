// The toolbar, links and label styles, as SwiftUI declares them. A toolbar's items are drawn in
// the bar of the navigation page they are declared in, as iOS places them (Apple's
// documentation of `ToolbarItemPlacement`: `.automatic` and a plain view go to the trailing end
// of the navigation bar on iOS; `.principal` in its centre; `.bottomBar` in the bottom
// toolbar): see `NavigationBarItemsOverlay`. Outside a navigation container a toolbar draws
// nothing, as on iOS, where a toolbar needs a `NavigationStack` (or `NavigationView`) around it.
// `.keyboard` items are not drawn (there is no keyboard). A `Link` draws as a borderless button
// whose tap opens nothing. Followed: Apple's documentation of `View.toolbar(content:)`,
// `ToolbarItem`, `ToolbarItemGroup`, `ToolbarItemPlacement`, `View.toolbarBackground(_:for:)`,
// `Link`, `LabelStyle` and `View.buttonBorderShape(_:)`.

import Foundation

/// Where a toolbar item goes, as SwiftUI's `ToolbarItemPlacement`.
public struct ToolbarItemPlacement: Hashable, Sendable {
  let name: String

  /// Where iOS puts an item of this placement on an iPhone (Apple's documentation of each
  /// placement): the navigation bar's leading or trailing end, its centre, or the bottom
  /// toolbar; nil for the keyboard's bar, which is not drawn.
  var slot: ToolbarSlot? {
    switch name {
    case "navigationBarLeading", "topBarLeading", "cancellationAction", "navigation": return .leading
    case "principal": return .principal
    case "bottomBar", "status": return .bottom
    case "keyboard": return nil
    default: return .trailing
    }
  }
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

/// One item of a toolbar, as SwiftUI's `ToolbarItem`: drawn where its placement puts it in the
/// bar of the navigation page it is declared in (see `ToolbarItems`); elsewhere nothing.
public struct ToolbarItem<ID, Content: View>: View {
  let placement: ToolbarItemPlacement
  let content: Content
  public var body: some View { EmptyView() }
}

extension ToolbarItem where ID == () {
  /// An item at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

extension ToolbarItem where ID == String {
  /// An item a user may customise (iOS lets them on an iPad only): drawn as any item.
  public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
  /// An item a user may customise, shown or not by default: drawn as any item.
  public init(
    id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool, @ViewBuilder content: () -> Content
  ) {
    self.placement = placement
    self.content = content()
  }
}

/// Items of a toolbar at one placement, as SwiftUI's `ToolbarItemGroup`: its views side by side
/// where the placement puts them (a `Spacer` among them pushes the next to the far end, as in
/// a bottom toolbar).
public struct ToolbarItemGroup<Content: View>: View {
  let placement: ToolbarItemPlacement
  let content: Content
  /// Items at `placement`.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
  public var body: some View { EmptyView() }
}

/// Where an item of a toolbar is drawn on an iPhone.
enum ToolbarSlot: Hashable {
  case leading, trailing, principal, bottom
}

/// A toolbar's items by where they are drawn, in the order they are declared.
struct ToolbarItems {
  var leading: [AnyView] = []
  var trailing: [AnyView] = []
  var principal: [AnyView] = []
  var bottom: [AnyView] = []

  var isEmpty: Bool { leading.isEmpty && trailing.isEmpty && principal.isEmpty && bottom.isEmpty }

  mutating func add(_ view: AnyView, to slot: ToolbarSlot?) {
    switch slot {
    case .leading: leading.append(view)
    case .trailing: trailing.append(view)
    case .principal: principal.append(view)
    case .bottom: bottom.append(view)
    case nil: break
    }
  }

  mutating func append(_ other: ToolbarItems) {
    leading += other.leading
    trailing += other.trailing
    principal += other.principal
    bottom += other.bottom
  }

  /// The items of a toolbar's content, as SwiftUI's toolbar builder takes them apart: each
  /// `ToolbarItem` and `ToolbarItemGroup` at its placement, through the builder's tuples,
  /// conditions and groups; a view that is no item at `.automatic` (the trailing end).
  init(_ content: some View) {
    collect(content)
  }

  init() {}

  private mutating func collect(_ view: any View) {
    if let parts = view as? any ToolbarContentParts {
      parts.collectToolbarItems(into: &self)
    } else {
      add(AnyView(view), to: .trailing)
    }
  }

  fileprivate mutating func collectAll(_ views: [any View]) {
    for view in views { collect(view) }
  }
}

/// A view that a toolbar's content is taken apart through: an item, or a part of the builder
/// holding items.
protocol ToolbarContentParts {
  func collectToolbarItems(into items: inout ToolbarItems)
}

extension ToolbarItem: ToolbarContentParts {
  func collectToolbarItems(into items: inout ToolbarItems) { items.add(AnyView(content), to: placement.slot) }
}

extension ToolbarItemGroup: ToolbarContentParts {
  func collectToolbarItems(into items: inout ToolbarItems) {
    items.add(AnyView(HStack(spacing: ToolbarItems.spacing) { content }), to: placement.slot)
  }
}

extension TupleView: ToolbarContentParts {
  func collectToolbarItems(into items: inout ToolbarItems) {
    items.collectAll(Mirror(reflecting: value).children.compactMap { $0.value as? any View })
  }
}

extension _ConditionalContent: ToolbarContentParts {
  func collectToolbarItems(into items: inout ToolbarItems) {
    switch storage {
    case .trueContent(let view): items.collectAll([view])
    case .falseContent(let view): items.collectAll([view])
    }
  }
}

extension Optional: ToolbarContentParts where Wrapped: View {
  func collectToolbarItems(into items: inout ToolbarItems) {
    if let self { items.collectAll([self]) }
  }
}

extension Group: ToolbarContentParts where Content: View {
  func collectToolbarItems(into items: inout ToolbarItems) { items.collectAll([content]) }
}

extension EmptyView: ToolbarContentParts {
  func collectToolbarItems(into items: inout ToolbarItems) {}
}

extension ToolbarItems {
  /// Points between bar items side by side (UIKit's bar button items, about 16 points apart
  /// in a navigation bar on an iPhone; measured from screenshots, not documented).
  static let spacing: CGFloat = 16
}

extension View {
  /// Adds items to the bars of the navigation page this view is in: each at its placement
  /// (`ToolbarItems`), drawn by the page (`NavigationBarItemsOverlay`). Outside a navigation
  /// container nothing is drawn, as on iOS.
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    let items = ToolbarItems(content())
    return transformPreference(NavigationBarItemsKey.self) { $0.toolbar.append(items) }
      .transformPreference(NavigationBarPreference.self) { value in
        if !items.principal.isEmpty { value.hasPrincipalItem = true }
      }
  }
  /// Adds items to a toolbar a user may customise (iOS lets them on an iPad only): drawn as
  /// `toolbar(content:)` draws them.
  public func toolbar<Content: View>(id: String, @ViewBuilder content: () -> Content) -> some View {
    toolbar(content: content)
  }
  /// Hides or shows bars: `.hidden` for `.tabBar` hides the tab bar of the tab view this view is
  /// a tab of; for `.navigationBar`, the navigation bar of the page it is in, as
  /// `navigationBarHidden` does; `.visible` shows it again.
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    let navigationBar = bars.contains(.navigationBar) || bars.contains(.automatic)
    return preference(key: TabBarHiddenPreference.self, value: visibility == .hidden && bars.contains(.tabBar))
      .transformPreference(NavigationBarPreference.self) { value in
        if navigationBar, visibility != .automatic { value.isHidden = visibility == .hidden }
      }
      .transformPreference(NavigationBarItemsKey.self) { value in
        if navigationBar, visibility != .automatic { value.barHidden = visibility == .hidden }
      }
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
