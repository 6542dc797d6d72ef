// Controls: Button, Toggle (the switch, as iOS draws it), Image, and containers that the
// preview lays out as plain stacks (ScrollView, GroupBox) and the navigation bar; List, Form
// and Section are in List.swift, NavigationStack and NavigationLink in Navigation.swift.

/// A control that runs an action when pressed, as SwiftUI's `Button` (drawn as its label in
/// the tint colour, as the default borderless style on iOS).
public struct Button<Label: View>: View {
  let action: () -> Void
  let label: Label
  let role: ButtonRole?
  @Environment(\.buttonStyle) private var style
  /// Whether the pointer is held down on the button (the style's `isPressed`).
  @State private var isPressed = false
  /// A button that runs `action` when pressed and shows `label`.
  public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.init(role: nil, action: action, label: label)
  }
  /// A button with a role (given to its style), an action and a label.
  public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
    self.role = role
  }
  /// The label through the button style in the environment (by default borderless: the
  /// foreground style set around the button, else the tint), pressable.
  public var body: some View {
    Group {
      if let style {
        style.makeBody(AnyView(label), role, isPressed)
      } else {
        label.modifier(EnvironmentWriter.foregroundOrTint)
      }
    }
    .modifier(TapModifier(name: "Button", action: action, pressed: $isPressed))
  }
}

extension Button where Label == Text {
  public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
    self.init(action: action) { Text(titleKey) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
    self.init(action: action) { Text(title) }
  }
  public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { Text(titleKey) }
  }
}

extension Button where Label == MotionUI.Label<Text, Image> {
  /// A button whose label is `titleKey` beside the SF Symbol `systemImage`.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
    self.init(action: action) { MotionUI.Label(titleKey, systemImage: systemImage) }
  }
  /// A button whose label is `title` beside the SF Symbol `systemImage`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
    self.init(action: action) { MotionUI.Label(title, systemImage: systemImage) }
  }
  /// A button with a role whose label is `titleKey` beside the SF Symbol `systemImage`.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
    self.init(role: role, action: action) { MotionUI.Label(titleKey, systemImage: systemImage) }
  }
}

/// A button's role, as SwiftUI's `ButtonRole`.
public struct ButtonRole: Hashable, Sendable {
  let name: String
  public static let destructive = ButtonRole(name: "destructive")
  public static let cancel = ButtonRole(name: "cancel")
}

/// Whether a held button repeats its action, as SwiftUI's `ButtonRepeatBehavior`.
public struct ButtonRepeatBehavior: Hashable, Sendable {
  let name: String
  public static let automatic = ButtonRepeatBehavior(name: "automatic")
  public static let enabled = ButtonRepeatBehavior(name: "enabled")
  public static let disabled = ButtonRepeatBehavior(name: "disabled")
}

extension View {
  /// Whether held buttons repeat their action (accepted: the preview presses a button once for
  /// each click or Space, and a held button does not repeat).
  public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> some View { self }
}

/// A control bound to a Boolean, as SwiftUI's `Toggle`, drawn by the toggle style in the
/// environment (`ToggleStyle`; iOS's switch by default, `SwitchToggleStyle`).
public struct Toggle<Label: View>: View {
  let isOn: Binding<Bool>
  let label: Label
  @Environment(\.toggleStyle) private var style
  @Environment(\.labelsHidden) private var labelsHidden
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }
  public var body: some View {
    if let style {
      style.makeBody(
        ToggleStyleConfiguration(
          label: .init(content: labelsHidden ? AnyView(EmptyView()) : AnyView(label)), isOn: isOn, isMixed: false,
          isLabelHidden: labelsHidden))
    } else {
      // The default style, the switch, straight from the label and the binding.
      SwitchToggle(label: label, isOn: isOn, tint: nil, isLabelHidden: labelsHidden)
    }
  }
}

extension Toggle where Label == Text {
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

/// A label beside a value or a control, as SwiftUI's `LabeledContent` in its iOS style: the
/// label on the leading side, the content on the trailing side, a text value in the secondary
/// style.
public struct LabeledContent<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }
  public var body: some View {
    HStack(alignment: .firstTextBaseline) {
      label
      Spacer()
      content
    }
  }
}

extension LabeledContent where Label == Text {
  /// `titleKey` beside `content`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
  /// `title` beside `content`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// `titleKey` beside the text `value`, in the secondary style.
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    self.init(content: { Text(value).foregroundStyle(HierarchicalShapeStyle.secondary) }) { Text(titleKey) }
  }
  /// `title` beside the text `value`, in the secondary style.
  @_disfavoredOverload
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    self.init(content: { Text(value).foregroundStyle(HierarchicalShapeStyle.secondary) }) { Text(title) }
  }
}

/// A box around content, as SwiftUI's `GroupBox` in iOS's default style: 16 points of padding
/// on the secondary grouped background, corner radius 8, and the label, when it has one, above
/// the content in `.headline` (Apple's `DefaultGroupBoxStyle` on iOS: the label at the top
/// leading corner inside the box; the spacing is a stack's, by eye against Apple's pictures).
public struct GroupBox<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  /// A box of `content` headed by `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }
  /// A box of `content` headed by `label` (deprecated in SwiftUI for the closures' form).
  public init(label: Label, @ViewBuilder content: () -> Content) {
    self.init(content: content) { label }
  }
  public var body: some View {
    VStack(alignment: .leading) {
      if !(label is EmptyView) {
        label.font(.headline)
      }
      content
    }
    .padding(16)
    .background(RoundedRectangle(cornerRadius: 8, style: .continuous).fill(Color.secondarySystemBackground))
  }
}

extension GroupBox where Label == EmptyView {
  /// A box of `content` with no label.
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content) { EmptyView() }
  }
}

extension GroupBox where Label == Text {
  /// A box of `content` headed by `titleKey`.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
  /// A box of `content` headed by `title`.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }
}

/// A scrollable view, laid out here as a stack that is never scrolled, offered unlimited
/// length along its axes as SwiftUI's is. The preview says so once, at the user's line.
public struct ScrollView<Content: View>: View {
  let axes: Axis.Set
  let content: Content
  let site: (file: StaticString, line: UInt)
  @Environment(\.scrollClipDisabled) private var clipDisabled
  @Environment(\.scrollContentMargins) private var margins
  /// A view scrolled along `axes` (indicators are not drawn).
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content,
    file: StaticString = #fileID, line: UInt = #line
  ) {
    self.axes = axes
    self.content = content()
    site = (file, line)
  }
  public var body: some View {
    PreviewWarnings.once("`ScrollView` is drawn at its start, without scrolling", file: site.file, line: site.line)
    return Group {
      // The content margins inset the content inside the clip, as UIKit's `contentInset`.
      if axes.contains(.horizontal) {
        HStack { content }.padding(margins).fixedSize(horizontal: true, vertical: false)
      } else {
        VStack { content }.padding(margins).fixedSize(horizontal: false, vertical: true)
      }
    }
    .scrollViewport(axes.contains(.horizontal) ? .horizontal : .vertical, clipped: !clipDisabled)
  }
}

extension View {
  /// This view (a scroll view's content at its ideal length along `axis`) as a scroll view at
  /// its start shows it: along `axis` as long as it is offered, however long the content (which
  /// starts at its leading or top edge: a longer one was centred, its start cut off); across, as
  /// the content (the SwiftUI Field Guide's "ScrollView": a horizontal one is as tall as its
  /// content); clipped to that when `clipped`, and a scroll view to the geometry inside.
  func scrollViewport(_ axis: Axis, clipped: Bool) -> some View {
    frame(
      minWidth: axis == .horizontal ? 0 : nil, maxWidth: axis == .horizontal ? .infinity : nil,
      minHeight: axis == .vertical ? 0 : nil, maxHeight: axis == .vertical ? .infinity : nil,
      alignment: .topLeading
    )
    .modifier(ClipEffect(shape: nil, eoFill: false, isEnabled: clipped))
    .modifier(SpaceMarker(space: .scrollView(axis)))
  }
}

/// What the views of a navigation page ask of its bar, as SwiftUI passes a `navigationTitle`,
/// `navigationBarTitleDisplayMode` and `navigationBarHidden` up to the enclosing
/// `NavigationStack` or `NavigationView` from any view of its root (or of a pushed view): each
/// modifier sets its part of its content's value (a modifier outside another replaces its part);
/// between siblings, the first that sets a part gives it.
struct NavigationBarPreference: PreferenceKey {
  struct Value {
    var title: Text?
    var displayMode: NavigationBarItem.TitleDisplayMode?
    var isHidden: Bool?
    /// A toolbar item at `.principal` takes the inline title's place.
    var hasPrincipalItem: Bool?
  }
  static let defaultValue = Value()
  static func reduce(value: inout Value, nextValue: () -> Value) {
    let next = nextValue()
    value.title = value.title ?? next.title
    value.displayMode = value.displayMode ?? next.displayMode
    value.isHidden = value.isHidden ?? next.isHidden
    value.hasPrincipalItem = value.hasPrincipalItem ?? next.hasPrincipalItem
  }
}

/// A navigation page's bar: the page below the bar its views ask for (`NavigationBarLayout`),
/// the bar in front of it, as iOS's is (content drawn up into it, an offset or a rotation,
/// passes behind the title). A page inside gives its own bar, not its title, to this one. A
/// pushed page keeps `minimumInset` at the top for its back button even without a title.
struct NavigationPageBar: ViewModifier {
  var minimumInset: CGFloat = 0
  func body(content: Content) -> some View {
    content
      .transformAnchorPreference(key: PageBackdrop.self, value: .bounds) { value, anchor in value.page = anchor }
      .modifier(NavigationBarLayout(minimumInset: minimumInset))
      .backgroundPreferenceValue(PageBackdrop.self, alignment: .top) { PageBackdropView(value: $0) }
      .overlayPreferenceValue(NavigationBarPreference.self, alignment: .top) { NavigationBar(value: $0) }
      .transformPreference(NavigationBarPreference.self) { $0 = NavigationBarPreference.defaultValue }
      .transformPreference(PageBackdrop.self) { $0 = PageBackdrop.defaultValue }
  }
}

/// The navigation bar of a page, as iOS shows one at the top of its root view: a 44-point bar,
/// then the title in a 52-point large-title area (34-point bold, 16 points from the leading
/// edge); or, with `.navigationBarTitleDisplayMode(.inline)`, the title centred in the bar
/// (`.headline`). Measures: UIKit's `UINavigationBar` and Apple's Human Interface Guidelines
/// (typography: Large Title 34 pt, Headline 17 pt semibold). No title, or
/// `navigationBarHidden(true)` (in the page or around the container): no bar.
private struct NavigationBar: View {
  let value: NavigationBarPreference.Value
  @Environment(\.navigationTitleDisplayMode) private var outerMode
  @Environment(\.navigationBarHidden) private var outerHidden

  var body: some View {
    if let title = value.title, !(value.isHidden ?? outerHidden) {
      VStack(spacing: 0) {
        if (value.displayMode ?? outerMode) == .inline {
          // A principal toolbar item is drawn there instead (`NavigationBarItemsOverlay`).
          title.font(.headline).opacity(value.hasPrincipalItem == true ? 0 : 1).lineLimit(1).frame(maxWidth: .infinity, minHeight: NavigationBarLayoutNode.barHeight)
        } else {
          Spacer().frame(height: NavigationBarLayoutNode.barHeight)
          title.font(.largeTitle.bold()).lineLimit(1).padding(.horizontal, 16)
            .frame(maxWidth: .infinity, minHeight: NavigationBarLayoutNode.largeTitleHeight, alignment: .leading)
        }
      }
    }
  }
}

/// Lays a page out below the bar its views ask for, read from their preference at each layout:
/// with a bar, the page is centred in the space below it, as iOS gives the content the rest of
/// the screen; without one, the page as it is (below `minimumInset`).
private struct NavigationBarLayout: ViewModifier, NodeModifier {
  let minimumInset: CGFloat
  typealias Body = Never
  func makeNode(id: ViewID) -> NavigationBarLayoutNode { NavigationBarLayoutNode(id: id) }
  func update(_ node: NavigationBarLayoutNode, context: ResolveContext, graph: ViewGraph) {
    node.outerMode = context.environment.navigationTitleDisplayMode
    node.outerHidden = context.environment.navigationBarHidden
    node.minimumInset = minimumInset
  }
}

final class NavigationBarLayoutNode: Node {
  static let barHeight: CGFloat = 44
  static let largeTitleHeight: CGFloat = 52
  var outerMode = NavigationBarItem.TitleDisplayMode.automatic
  var outerHidden = false
  var minimumInset: CGFloat = 0

  /// How much of the bottom a bottom toolbar takes (`NavigationBarItemsOverlay`).
  private var bottomInset: CGFloat {
    preferenceValue(NavigationBarItemsKey.self).toolbar.bottom.isEmpty ? 0 : Self.barHeight
  }

  /// How much of the top the bar takes.
  private var inset: CGFloat {
    let value = preferenceValue(NavigationBarPreference.self)
    guard !(value.isHidden ?? outerHidden) else { return minimumInset }
    guard value.title != nil else {
      // Without a title, bar items still need the bar (iOS shows it for them).
      return preferenceValue(NavigationBarItemsKey.self).hasBarItems ? max(minimumInset, Self.barHeight) : minimumInset
    }
    return max(minimumInset, (value.displayMode ?? outerMode) == .inline ? Self.barHeight : Self.barHeight + Self.largeTitleHeight)
  }

  private func below(_ proposal: ProposedViewSize, inset: CGFloat) -> ProposedViewSize {
    ProposedViewSize(width: proposal.width, height: proposal.height.map { max(0, $0 - inset) })
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let inset = inset
    let insets = inset + bottomInset
    let sizes = layoutChildren.map { $0.sizeThatFits(below(proposal, inset: insets)) }
    let width = sizes.map(\.width).max() ?? 0
    let height = sizes.map(\.height).max() ?? 0
    guard insets > 0 else { return CGSize(width: width, height: height) }
    return CGSize(width: proposal.width ?? width, height: proposal.height ?? height + insets)
  }

  override func placeChildren(in size: CGSize, graph: ViewGraph) {
    let inset = inset
    let area = CGSize(width: size.width, height: max(0, size.height - inset - bottomInset))
    for child in layoutChildren {
      let childSize = child.sizeThatFits(ProposedViewSize(area))
      let origin = CGPoint(x: (area.width - childSize.width) / 2, y: inset + (area.height - childSize.height) / 2)
      child.place(CGRect(origin: origin, size: childSize), graph: graph)
    }
  }
}

private struct NavigationBarHiddenKey: EnvironmentKey { static let defaultValue = false }
private struct NavigationTitleDisplayModeKey: EnvironmentKey {
  static let defaultValue = NavigationBarItem.TitleDisplayMode.automatic
}

extension EnvironmentValues {
  /// Whether the navigation bar a title here would draw is hidden (`navigationBarHidden`).
  var navigationBarHidden: Bool {
    get { self[NavigationBarHiddenKey.self] }
    set { self[NavigationBarHiddenKey.self] = newValue }
  }
  /// How a navigation title here is shown (`navigationBarTitleDisplayMode`).
  var navigationTitleDisplayMode: NavigationBarItem.TitleDisplayMode {
    get { self[NavigationTitleDisplayModeKey.self] }
    set { self[NavigationTitleDisplayModeKey.self] = newValue }
  }
}

/// A label with an icon and a title, as SwiftUI's `Label`.
public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon
  @Environment(\.labelStyle) private var style
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }
  /// The icon beside the title, or what the label style in the environment makes of them.
  public var body: some View {
    if let style {
      style.makeBody(LabelStyleConfiguration(title: .init(content: AnyView(title)), icon: .init(content: AnyView(icon))))
    } else {
      HStack { icon; title }
    }
  }
}

extension Label where Title == Text, Icon == Image {
  /// (A symbol drawn as a placeholder is named at the caller's line.)
  public init(_ titleKey: LocalizedStringKey, systemImage name: String, file: StaticString = #fileID, line: UInt = #line) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name, file: file, line: line) })
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage name: String, file: StaticString = #fileID, line: UInt = #line) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name, file: file, line: line) })
  }
}

/// A slider bound to a value, as SwiftUI's `Slider`: a 4-point track in the tint colour up to
/// the value, and a 28-point white knob. A press on it and a drag set the value to the place
/// under the pointer along the track (as a Mac slider does: on iOS only the knob drags), on
/// `step`'s grid when it has one; `onEditingChanged` hears true at the press and false at the
/// release.
public struct Slider: View {
  let value: Binding<Double>
  let range: ClosedRange<Double>
  let step: Double
  let onEditingChanged: (Bool) -> Void
  /// The labels at the track's ends (`minimumValueLabel`, `maximumValueLabel`), which iOS draws.
  var ends: (minimum: AnyView, maximum: AnyView)?
  public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 0, onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
    self.value = Binding(get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) })
    range = Double(bounds.lowerBound)...Double(bounds.upperBound)
    self.step = Double(step)
    self.onEditingChanged = onEditingChanged
  }
  /// With a label (not drawn: iOS uses it for accessibility only).
  public init<V: BinaryFloatingPoint, L: View>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 0, @ViewBuilder label: () -> L,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged)
  }
  /// With a label (not drawn) and labels at the track's ends, drawn beside it.
  public init<V: BinaryFloatingPoint, L: View, Minimum: View, Maximum: View>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 0, @ViewBuilder label: () -> L,
    @ViewBuilder minimumValueLabel: () -> Minimum, @ViewBuilder maximumValueLabel: () -> Maximum,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged)
    ends = (AnyView(minimumValueLabel()), AnyView(maximumValueLabel()))
  }
  /// The iOS 13 spelling (deprecated in SwiftUI, which still has it): the action before the
  /// label, which comes last. Disfavoured, so that a trailing closure is the current spelling's
  /// label.
  @_disfavoredOverload
  public init<V: BinaryFloatingPoint, L: View>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 0,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> L
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged)
  }
  /// The iOS 13 spelling with labels at the track's ends (deprecated in SwiftUI, which still has
  /// it): the end labels as values, the label last.
  @_disfavoredOverload
  public init<V: BinaryFloatingPoint, L: View, ValueLabel: View>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 0,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel,
    @ViewBuilder label: () -> L
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged)
    ends = (AnyView(minimumValueLabel), AnyView(maximumValueLabel))
  }
  public var body: some View {
    if let ends {
      HStack {
        ends.minimum
        track
        ends.maximum
      }
    } else {
      track
    }
  }

  private var track: some View {
    GeometryReader { proxy in
      let span = range.upperBound - range.lowerBound
      let fraction = span > 0 ? min(1, max(0, (value.wrappedValue - range.lowerBound) / span)) : 0
      let x = 14 + (proxy.size.width - 28) * fraction
      ZStack(alignment: .topLeading) {
        Capsule().fill(Color.systemFill).frame(width: max(0, proxy.size.width - 28), height: 4).offset(x: 14, y: 12)
        Capsule().fill(TintShapeStyle()).frame(width: max(0, x - 14), height: 4).offset(x: 14, y: 12)
        Circle().fill(Color.white).frame(width: 28, height: 28).shadow(color: Color(white: 0, opacity: 0.15), radius: 4, y: 2).offset(x: x - 14)
      }
      .frame(width: proxy.size.width, height: 28, alignment: .topLeading)
      .contentShape(Rectangle())
      .gesture(
        DragGesture(minimumDistance: 0)
          .onChanged { drag in
            if drag.location == drag.startLocation { onEditingChanged(true) }
            value.wrappedValue = self.value(at: drag.location.x, width: proxy.size.width)
          }
          .onEnded { _ in onEditingChanged(false) })
    }
    .frame(height: 28)
  }

  /// The value under x (points from the slider's leading edge) in a slider `width` wide: along
  /// the track between the knob's centres at each end, clamped, on `step`'s grid.
  private func value(at x: Double, width: Double) -> Double {
    let span = range.upperBound - range.lowerBound
    let fraction = width > 28 ? min(1, max(0, (x - 14) / (width - 28))) : 0
    var value = range.lowerBound + fraction * span
    if step > 0 { value = min(range.upperBound, range.lowerBound + ((value - range.lowerBound) / step).rounded() * step) }
    return value
  }
}

/// A control that steps a value up and down, as SwiftUI's `Stepper` on iOS: the label on the
/// leading side and, on the trailing side, a 94 × 32-point rounded pill in the tertiary fill,
/// split into − and + halves by a hairline. A half that can do nothing (its bound reached, or
/// no action) is dimmed and takes no taps. The value steps by `step`, clamped to `bounds`.
public struct Stepper<Label: View>: View {
  let label: Label
  let increment: (() -> Void)?
  let decrement: (() -> Void)?
  @Environment(\.labelsHidden) private var labelsHidden

  public init(
    @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.label = label()
    increment = onIncrement
    decrement = onDecrement
  }

  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(
      label: label, onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
      onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) }, onEditingChanged: onEditingChanged)
  }

  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    let current = value.wrappedValue
    self.init(
      label: label,
      onIncrement: current < bounds.upperBound ? { value.wrappedValue = min(value.wrappedValue.advanced(by: step), bounds.upperBound) } : nil,
      onDecrement: current > bounds.lowerBound ? { value.wrappedValue = max(value.wrappedValue.advanced(by: -step), bounds.lowerBound) } : nil,
      onEditingChanged: onEditingChanged)
  }

  public var body: some View {
    let pill = HStack(spacing: 0) {
      StepperHalf(name: "Stepper −", isPlus: false, action: decrement)
      Rectangle().fill(DividerNode.separator).frame(width: 1, height: 18)
      StepperHalf(name: "Stepper +", isPlus: true, action: increment)
    }
    .frame(width: 94, height: 32)
    .background(RoundedRectangle(cornerRadius: 8).fill(Color.tertiarySystemFill))
    return HStack {
      if !labelsHidden {
        label
        Spacer()
      }
      pill
    }
  }
}

/// One half of a stepper's pill: a − or + glyph (bars of 14 × 2 points) over a tap area.
private struct StepperHalf: View {
  let name: String
  let isPlus: Bool
  let action: (() -> Void)?
  var body: some View {
    let ink = action == nil ? Color.tertiaryLabel : Color.primary
    ZStack {
      Color.clear
      Capsule().fill(ink).frame(width: 14, height: 2)
      if isPlus { Capsule().fill(ink).frame(width: 2, height: 14) }
    }
    .frame(width: 46.5, height: 32)
    .contentShape(Rectangle())
    .modifier(TapModifier(name: name, action: action ?? {}))
    .disabled(action == nil)
  }
}

extension Stepper where Label == Text {
  public init(
    _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
  }
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
  }
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
  }
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
  }
  public init<V: Strideable>(
    _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: bounds, step: step, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
  }
  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
  }
}
