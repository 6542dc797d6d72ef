// `DisclosureGroup` and its styles, as SwiftUI's: a label and content shown or hidden by the
// group's expansion state (the caller's binding, or the group's own state). The style in the
// environment (`.disclosureGroupStyle(_:)`) draws it from a `DisclosureGroupStyleConfiguration`;
// the default draws iOS's row. Followed: Apple's documentation of `DisclosureGroup`,
// `DisclosureGroupStyle`, `DisclosureGroupStyleConfiguration` and `View.disclosureGroupStyle(_:)`
// for the declarations and the behaviour they describe.

/// A view that shows or hides another content view, based on the state of a disclosure
/// control, as SwiftUI's `DisclosureGroup`.
public struct DisclosureGroup<Label: View, Content: View>: View {
  let label: Label
  let content: () -> Content
  let isExpanded: Binding<Bool>?
  /// The group's own state, when it is given no binding: collapsed at first.
  @State private var ownExpansion = false
  @Environment(\.disclosureGroupStyle) private var style

  /// A disclosure group with `label` and `content`, collapsed at first.
  public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content
    isExpanded = nil
  }
  /// A disclosure group with `label` and `content`, expanded while `isExpanded` is true.
  public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content
    self.isExpanded = isExpanded
  }

  public var body: some View {
    let configuration = DisclosureGroupStyleConfiguration(
      label: .init(content: AnyView(label)), content: .init(content: AnyView(content())),
      isExpanded: isExpanded ?? $ownExpansion)
    return Group {
      if let style {
        style.makeBody(configuration)
      } else {
        AutomaticDisclosureGroupStyle().makeBody(configuration: configuration)
      }
    }
  }
}

extension DisclosureGroup where Label == Text {
  /// A disclosure group titled `titleKey`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
  /// A disclosure group titled `titleKey`, expanded while `isExpanded` is true.
  public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }
  /// A disclosure group titled `label`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content) { Text(label) }
  }
  /// A disclosure group titled `label`, expanded while `isExpanded` is true.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
    self.init(isExpanded: isExpanded, content: content) { Text(label) }
  }
}

/// How disclosure groups look and behave, as SwiftUI's `DisclosureGroupStyle`.
@MainActor @preconcurrency
public protocol DisclosureGroupStyle {
  /// A view that represents the body of a disclosure group.
  associatedtype Body: View
  /// The properties of a disclosure group instance.
  typealias Configuration = DisclosureGroupStyleConfiguration
  /// The body of a disclosure group in this style.
  @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The properties of a disclosure group instance, as SwiftUI's
/// `DisclosureGroupStyleConfiguration`.
public struct DisclosureGroupStyleConfiguration {
  /// A type-erased label of a disclosure group.
  public struct Label: View {
    let content: AnyView
    public var body: some View { content }
  }
  /// A type-erased content of a disclosure group.
  public struct Content: View {
    let content: AnyView
    public var body: some View { content }
  }
  /// The label for the disclosure group.
  public let label: DisclosureGroupStyleConfiguration.Label
  /// The content of the disclosure group.
  public let content: DisclosureGroupStyleConfiguration.Content
  /// A binding to a Boolean that indicates whether the disclosure group is expanded.
  @Binding public var isExpanded: Bool

  init(label: Label, content: Content, isExpanded: Binding<Bool>) {
    self.label = label
    self.content = content
    _isExpanded = isExpanded
  }
}

/// The disclosure group style of the context, as SwiftUI's `AutomaticDisclosureGroupStyle`: on
/// iOS, the label on the leading side of a row and a chevron in the tint on the trailing side,
/// pointing right when collapsed and turned a quarter down when expanded; the content below the
/// row, leading-aligned, when expanded. A tap anywhere on the row toggles the expansion in
/// `withAnimation` (the default animation): Apple's documentation does not say how the change
/// is animated; iOS's group slides its content in and turns the chevron, which this follows with
/// the library's default transition (a fade) and rotation.
public struct AutomaticDisclosureGroupStyle: DisclosureGroupStyle {
  /// The style.
  public init() {}
  /// A disclosure group drawn in this style.
  public func makeBody(configuration: Configuration) -> some View {
    let isExpanded = configuration.$isExpanded
    return VStack(alignment: .leading) {
      HStack {
        configuration.label
        Spacer()
        Image(systemName: "chevron.right")
          .foregroundStyle(TintShapeStyle())
          .rotationEffect(.degrees(isExpanded.wrappedValue ? 90 : 0))
      }
      .contentShape(Rectangle())
      .modifier(TapModifier(name: "DisclosureGroup") { withAnimation { isExpanded.wrappedValue.toggle() } })
      if isExpanded.wrappedValue {
        configuration.content
      }
    }
  }
}

extension DisclosureGroupStyle where Self == AutomaticDisclosureGroupStyle {
  /// The disclosure group style of the context.
  public static var automatic: AutomaticDisclosureGroupStyle { AutomaticDisclosureGroupStyle() }
}

/// A style as the environment carries it: the configuration in, the group's look out.
struct AnyDisclosureGroupStyle {
  let makeBody: @MainActor (DisclosureGroupStyleConfiguration) -> AnyView
}

private struct DisclosureGroupStyleKey: EnvironmentKey { static let defaultValue: AnyDisclosureGroupStyle? = nil }

extension EnvironmentValues {
  /// The style disclosure groups draw with (`.disclosureGroupStyle(_:)`); nil for the default.
  var disclosureGroupStyle: AnyDisclosureGroupStyle? {
    get { self[DisclosureGroupStyleKey.self] }
    set { self[DisclosureGroupStyleKey.self] = newValue }
  }
}

extension View {
  /// Draws the disclosure groups in this view with `style`.
  public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> some View {
    environment(\.disclosureGroupStyle, AnyDisclosureGroupStyle { configuration in AnyView(style.makeBody(configuration: configuration)) })
  }
}
