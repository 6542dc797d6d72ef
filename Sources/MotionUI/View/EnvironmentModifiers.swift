// Modifiers that set what descendants inherit: fonts, foreground styles, tint, text settings.

extension View {
  /// The font of text in this view.
  public func font(_ font: Font?) -> some View { environment(\.font, font) }
  /// The style shapes and text use when they are given none.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    modifier(EnvironmentWriter { $0.foregroundStyle = AnyShapeStyle(NestedForegroundStyle(style: AnyShapeStyle(style), outer: $0.foregroundStyle)) })
  }
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
    foregroundStyle(primary)
  }
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
    foregroundStyle(primary)
  }
  /// The colour of text and shapes in this view.
  public func foregroundColor(_ color: Color?) -> some View {
    modifier(EnvironmentWriter { $0.foregroundStyle = color.map { AnyShapeStyle($0) } })
  }
  /// The tint of controls in this view.
  public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
    modifier(EnvironmentWriter { $0.tint = tint.map { AnyShapeStyle($0) } })
  }
  public func tint(_ tint: Color?) -> some View {
    modifier(EnvironmentWriter { $0.tint = tint.map { AnyShapeStyle($0) } })
  }
  public func accentColor(_ color: Color?) -> some View { tint(color) }
  /// At most `number` lines of text (nil: no limit).
  public func lineLimit(_ number: Int?) -> some View { environment(\.lineLimit, number) }
  /// How lines of text align.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { environment(\.multilineTextAlignment, alignment) }
  /// Bold text.
  public func bold(_ isActive: Bool = true) -> some View {
    modifier(EnvironmentWriter { $0.textStyling.isBold = isActive })
  }
  /// Italic text.
  public func italic(_ isActive: Bool = true) -> some View {
    modifier(EnvironmentWriter { $0.textStyling.isItalic = isActive })
  }
  /// Text of `weight`.
  public func fontWeight(_ weight: Font.Weight?) -> some View {
    modifier(EnvironmentWriter { $0.textStyling.weight = weight })
  }
  public func fontDesign(_ design: Font.Design?) -> some View {
    modifier(EnvironmentWriter { $0.font = ($0.font ?? .body).designed(design ?? .default) })
  }
  /// Whether controls in this view respond.
  public func disabled(_ disabled: Bool) -> some View {
    modifier(EnvironmentWriter { $0.isEnabled = $0.isEnabled && !disabled })
  }
  /// Light or dark appearance for the whole preview, as SwiftUI's `preferredColorScheme(_:)`
  /// sets it for the presentation the view is in: the canvas's background and every view take
  /// it (`ViewGraph.prefer`); nil asks for nothing, and with no view asking the preview is in
  /// the system's appearance, light.
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    modifier(PreferredColorScheme(colorScheme: colorScheme)).modifier(SchemePreference(colorScheme: colorScheme))
  }
  public func colorScheme(_ colorScheme: ColorScheme) -> some View { environment(\.colorScheme, colorScheme) }
  /// Lets text shrink to `factor` of its size (0 to 1) to fit where it is placed.
  public func minimumScaleFactor(_ factor: CGFloat) -> some View {
    environment(\.minimumScaleFactor, min(1, max(0.01, factor)))
  }
  public func lineSpacing(_ spacing: CGFloat) -> some View { self }
  public func truncationMode(_ mode: Text.TruncationMode) -> some View { self }
  /// The letter case of the text in this view (nil: as written).
  public func textCase(_ textCase: Text.Case?) -> some View { environment(\.textCase, textCase) }
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
  /// The title of the navigation container this view is in, drawn in its bar: passed up to
  /// the container from any view of its root, as SwiftUI's preference (`NavigationBarPreference`).
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(Text(titleKey)) }
  /// The title of the navigation container this view is in.
  @_disfavoredOverload
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(Text(title)) }
  /// The title of the navigation container this view is in.
  public func navigationTitle(_ title: Text) -> some View {
    transformPreference(NavigationBarPreference.self) { $0.title = title }
  }
  /// A title the user may rename (iOS 16, in an inline bar's title menu): drawn as the bound
  /// text; the preview has no rename menu.
  public func navigationTitle(_ title: Binding<String>) -> some View {
    navigationTitle(Text(title.wrappedValue))
  }
  /// The older spelling of `navigationTitle`.
  public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(titleKey) }
  @_disfavoredOverload
  public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(title) }
  public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }
  /// The older spelling of `navigationTitle` with `navigationBarTitleDisplayMode`.
  public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    navigationTitle(titleKey).navigationBarTitleDisplayMode(displayMode)
  }
  @_disfavoredOverload
  public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
  }
  public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
  }
  /// How the navigation bar of the container this view is in shows its title: `.inline` in the
  /// bar, otherwise large below it. Passed up to the container as the title is (and, written
  /// around the container, down to it).
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    environment(\.navigationTitleDisplayMode, displayMode)
      .transformPreference(NavigationBarPreference.self) { $0.displayMode = displayMode }
  }
  /// Hides or shows the navigation bar, as SwiftUI's `navigationBarHidden(_:)` (deprecated
  /// there for `toolbar(.hidden, for: .navigationBar)`): hidden, the bar of the container this
  /// view is in is not drawn, title and all, and the content takes its place. Passed up to the
  /// container from any view of its root, as SwiftUI's preference is, wherever the title is
  /// set (and, written around the container, down to it).
  public func navigationBarHidden(_ hidden: Bool) -> some View {
    environment(\.navigationBarHidden, hidden)
      .transformPreference(NavigationBarPreference.self) { $0.isHidden = hidden }
      .transformPreference(NavigationBarItemsKey.self) { $0.barHidden = hidden }
  }
  /// Hides the back button of the pushed page this view is in, as SwiftUI's
  /// Applies a text scale to the text inside (iOS 17): see `Text.textScale(_:isEnabled:)`.
  public func textScale(
    _ scale: Text.Scale, isEnabled: Bool = true, file: StaticString = #fileID, line: UInt = #line
  ) -> some View {
    Text.warnAboutScale(scale, isEnabled: isEnabled, file: file, line: line)
    return self
  }
  /// `navigationBarBackButtonHidden(_:)` (a page that draws its own in its toolbar, say).
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    transformPreference(NavigationBarItemsKey.self) { $0.backButtonHidden = hidesBackButton }
  }
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }
  public func allowsHitTesting(_ enabled: Bool) -> some View { self }
  /// Hides the view, which keeps its place in the layout, as SwiftUI's `hidden()`.
  public func hidden() -> some View { opacity(0) }
  // Accessibility: kept, and nothing drawn (the preview has no assistive technologies).
  public func accessibilityLabel(_ label: String) -> some View { self }
  public func accessibilityLabel(_ label: Text) -> some View { self }
  public func accessibilityHidden(_ hidden: Bool) -> some View { self }
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }
  public func accessibilityHint(_ hint: String) -> some View { self }
  public func accessibilityHint(_ hint: Text) -> some View { self }
  public func accessibilityValue(_ value: String) -> some View { self }
  public func accessibilityValue(_ value: Text) -> some View { self }
  public func accessibilityIdentifier(_ identifier: String) -> some View { self }
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
  public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
  public func imageScale(_ scale: Image.Scale) -> some View { self }
}

/// How an accessibility element treats its children, as SwiftUI's
/// `AccessibilityChildBehavior` (accepted).
public struct AccessibilityChildBehavior: Hashable, Sendable {
  private let kind: Int
  public static let ignore = AccessibilityChildBehavior(kind: 0)
  public static let contain = AccessibilityChildBehavior(kind: 1)
  public static let combine = AccessibilityChildBehavior(kind: 2)
}

/// What an accessibility element is, as SwiftUI's `AccessibilityTraits` (accepted).
public struct AccessibilityTraits: SetAlgebra, Sendable {
  private var bits: Set<Int>
  private init(bit: Int) { bits = [bit] }
  public init() { bits = [] }
  public static let isButton = AccessibilityTraits(bit: 0)
  public static let isHeader = AccessibilityTraits(bit: 1)
  public static let isSelected = AccessibilityTraits(bit: 2)
  public static let isLink = AccessibilityTraits(bit: 3)
  public static let isSearchField = AccessibilityTraits(bit: 4)
  public static let isImage = AccessibilityTraits(bit: 5)
  public static let playsSound = AccessibilityTraits(bit: 6)
  public static let isKeyboardKey = AccessibilityTraits(bit: 7)
  public static let isStaticText = AccessibilityTraits(bit: 8)
  public static let isSummaryElement = AccessibilityTraits(bit: 9)
  public static let updatesFrequently = AccessibilityTraits(bit: 10)
  public static let startsMediaSession = AccessibilityTraits(bit: 11)
  public static let allowsDirectInteraction = AccessibilityTraits(bit: 12)
  public static let causesPageTurn = AccessibilityTraits(bit: 13)
  public static let isModal = AccessibilityTraits(bit: 14)
  public static let isToggle = AccessibilityTraits(bit: 15)
  public func union(_ other: Self) -> Self { var copy = self; copy.bits.formUnion(other.bits); return copy }
  public func intersection(_ other: Self) -> Self { var copy = self; copy.bits.formIntersection(other.bits); return copy }
  public func symmetricDifference(_ other: Self) -> Self { var copy = self; copy.bits.formSymmetricDifference(other.bits); return copy }
  public func contains(_ member: Self) -> Bool { member.bits.isSubset(of: bits) }
  @discardableResult public mutating func insert(_ newMember: Self) -> (inserted: Bool, memberAfterInsert: Self) {
    let inserted = !contains(newMember)
    bits.formUnion(newMember.bits)
    return (inserted, newMember)
  }
  @discardableResult public mutating func remove(_ member: Self) -> Self? {
    guard contains(member) else { return nil }
    bits.subtract(member.bits)
    return member
  }
  @discardableResult public mutating func update(with newMember: Self) -> Self? {
    let had = contains(newMember)
    bits.formUnion(newMember.bits)
    return had ? newMember : nil
  }
  public mutating func formUnion(_ other: Self) { bits.formUnion(other.bits) }
  public mutating func formIntersection(_ other: Self) { bits.formIntersection(other.bits) }
  public mutating func formSymmetricDifference(_ other: Self) { bits.formSymmetricDifference(other.bits) }
}

/// A navigation bar's items, as SwiftUI's `NavigationBarItem`: its title's display modes.
public struct NavigationBarItem: Sendable {
  /// How the title is shown, as SwiftUI's `NavigationBarItem.TitleDisplayMode`.
  public enum TitleDisplayMode: Hashable, Sendable {
    case automatic, inline, large
  }
}

/// The regions `ignoresSafeArea` names (the preview has no safe area).
public struct SafeAreaRegions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let all = SafeAreaRegions(rawValue: 3)
  public static let container = SafeAreaRegions(rawValue: 1)
  public static let keyboard = SafeAreaRegions(rawValue: 2)
}

/// How symbols use colour (accepted; symbols draw in one colour here).
public struct SymbolRenderingMode: Hashable, Sendable {
  let name: String
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
  public static let palette = SymbolRenderingMode(name: "palette")
}

extension Text {
  /// Where a truncated line is cut, as SwiftUI's `Text.TruncationMode` (lines are cut at the tail here).
  public enum TruncationMode: Hashable, Sendable { case head, tail, middle }
  /// Letter case, as SwiftUI's `Text.Case` (`textCase`).
  public enum Case: Hashable, Sendable { case uppercase, lowercase }
}

extension Font {
  func designed(_ design: Design) -> Font {
    var copy = self
    copy.design = design
    return copy
  }
}

/// Why content is redacted, as SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  /// A reason from its raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The content is a placeholder for data still loading.
  public static let placeholder = RedactionReasons(rawValue: 1 << 0)
  /// The content is private (a locked screen).
  public static let privacy = RedactionReasons(rawValue: 1 << 1)
  /// The content is stale and will update.
  public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

extension EnvironmentValues {
  /// The reasons the views in this environment are redacted (empty: none).
  public var redactionReasons: RedactionReasons {
    get { self[RedactionReasonsKey.self] }
    set { self[RedactionReasonsKey.self] = newValue }
  }
}

private struct RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }

extension View {
  /// Adds `reason` to the redaction reasons of this view's descendants, which they read from
  /// `\.redactionReasons`. The preview records the reasons; it does not yet draw text as the
  /// rounded placeholder bars SwiftUI draws for `.placeholder`.
  public func redacted(reason: RedactionReasons) -> some View {
    modifier(EnvironmentWriter { $0.redactionReasons.formUnion(reason) })
  }
  /// Clears the redaction reasons of this view's descendants.
  public func unredacted() -> some View {
    modifier(EnvironmentWriter { $0.redactionReasons = [] })
  }
}

/// `preferredColorScheme(_:)`'s content takes the scheme at once; the graph takes it for the
/// rest (`SchemePreference`).
struct PreferredColorScheme: ViewModifier, ContextModifier {
  let colorScheme: ColorScheme?
  func body(content: Content) -> Never { fatalError("primitive") }
  func adjust(_ context: inout ResolveContext, id: inout ViewID, graph: ViewGraph) {
    guard let colorScheme, context.environment.colorScheme != colorScheme else { return }
    context.environment.colorScheme = colorScheme
  }
}

/// `preferredColorScheme(_:)`'s preference, held by a node of its own so that it is withdrawn
/// when the view leaves the tree (`ViewGraph.prefer`).
struct SchemePreference: ViewModifier, NodeModifier {
  let colorScheme: ColorScheme?
  typealias Body = Never
  func makeNode(id: ViewID) -> SchemePreferenceNode { SchemePreferenceNode(id: id) }
  func update(_ node: SchemePreferenceNode, context: ResolveContext, graph: ViewGraph) {
    graph.prefer(colorScheme, from: node.id)
  }
}

final class SchemePreferenceNode: Node {
  override func didDisappear(graph: ViewGraph) {
    super.didDisappear(graph: graph)
    graph.prefer(nil, from: id)
  }
}
