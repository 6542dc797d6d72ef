// Navigation: `NavigationStack` and `NavigationView`, `NavigationLink`, `navigationDestination`,
// `PresentationMode`, `navigationBarItems` and the navigation view styles.
//
// A container keeps the views pushed on it (`NavigationEntry`) in a state of its own, over its
// root, as a `UINavigationController` keeps its view controllers: the root stays in the tree
// (its state is kept) and the top view is drawn over it on the system background. A push, as
// UIKit's, slides the new view in from the trailing edge over the one below, which moves a
// third of the width towards the leading edge; a pop plays it backwards. UIKit's push takes
// about 0.35 s and eases out (`UINavigationController`'s transition; the duration is the one
// commonly measured, Apple does not document it), here a critically damped spring of response
// 0.35 s (`Animation.spring(response: 0.35, dampingFraction: 1)`), whatever the transaction
// that pushed, as UIKit animates its pushes itself. The pushed view has a navigation bar of
// 44 points (UIKit's `UINavigationBar`) with its own `navigationTitle` and, at its leading edge,
// the back button: a chevron and "Back" in the tint, which pops it, as do `dismiss` and
// `presentationMode.wrappedValue.dismiss()` inside it.

/// A view pushed on a navigation container.
struct NavigationEntry: Identifiable {
  let id: Int
  let view: AnyView
  /// Run when the entry is popped (a link's `isActive` or `selection` binding is cleared).
  let onPop: (@MainActor () -> Void)?
}

/// The destinations `navigationDestination(for:destination:)` declared in a container, by the
/// type of the value they present.
final class NavigationDestinations {
  var byType: [ObjectIdentifier: (Any) -> AnyView] = [:]
}

/// What a navigation container gives the views inside it: how to push and pop, and the views
/// pushed now. Used on the main actor only (the environment's values are made and read there).
struct NavigationContext: @unchecked Sendable {
  let push: @MainActor (NavigationEntry) -> Void
  /// Pops the entry with this id and the ones above it.
  let pop: @MainActor (Int) -> Void
  let destinations: NavigationDestinations
  let pushed: [Int]
  /// A new entry's id.
  @MainActor static func nextID() -> Int {
    lastID += 1
    return lastID
  }
  @MainActor private static var lastID = 0
}

private struct NavigationContextKey: EnvironmentKey { static let defaultValue: NavigationContext? = nil }
private struct IsListRowKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// The navigation container the view is in, nil outside one.
  var navigationContext: NavigationContext? {
    get { self[NavigationContextKey.self] }
    set { self[NavigationContextKey.self] = newValue }
  }
  /// Whether the view is in a row of a `List` or a `Form` (a link there draws a chevron).
  var isListRow: Bool {
    get { self[IsListRowKey.self] }
    set { self[IsListRowKey.self] = newValue }
  }
}

/// How a container pushes: UIKit's push, a critically damped spring of response 0.35 s.
let navigationPushAnimation = Animation.spring(response: 0.35, dampingFraction: 1)

// MARK: Containers

/// A navigation container, as SwiftUI's `NavigationStack`: its root under the navigation bar
/// a `navigationTitle` in its root asks for (`NavigationPageBar`), and the views its links push
/// over it. It takes the space it is offered, its root centred in it.
public struct NavigationStack<Root: View>: View {
  let root: Root
  public init(@ViewBuilder root: () -> Root) { self.root = root() }
  public var body: some View { NavigationContainer(root: root) }
}

/// A navigation container, as SwiftUI's `NavigationView` (deprecated there for
/// `NavigationStack`), drawn as `NavigationStack` draws one: on an iPhone it is a stack.
public struct NavigationView<Content: View>: View {
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: some View { NavigationContainer(root: content) }
}

/// A container's root and the views pushed over it.
struct NavigationContainer<Root: View>: View {
  let root: Root
  @State private var pushed: [NavigationEntry] = []
  @State private var destinations = NavigationDestinations()

  var body: some View {
    let stack = $pushed
    let context = NavigationContext(
      push: { entry in withAnimation(navigationPushAnimation) { stack.wrappedValue.append(entry) } },
      pop: { id in
        guard let index = stack.wrappedValue.firstIndex(where: { $0.id == id }) else { return }
        let popped = stack.wrappedValue[index...]
        withAnimation(navigationPushAnimation) { stack.wrappedValue.removeSubrange(index...) }
        for entry in popped.reversed() { entry.onPop?() }
      },
      destinations: destinations, pushed: pushed.map(\.id))
    let count = pushed.count
    return ZStack {
      root.frame(maxWidth: .infinity, maxHeight: .infinity)
        .modifier(NavigationPageBar())
        .modifier(NavigationBarItemsOverlay())
        .modifier(NavigationPage(isCovered: count > 0))
      ForEach(Array(pushed.enumerated()), id: \.element.id) { index, entry in
        PushedView(entry: entry, pop: context.pop)
          .modifier(NavigationPage(isCovered: index < count - 1))
          .transition(.move(edge: .trailing))
      }
    }
    .environment(\.navigationContext, context)
  }
}

/// A page of a container: covered by a page pushed over it, it has moved a third of its width
/// towards the leading edge and takes no taps (nor Space).
struct NavigationPage: ViewModifier {
  let isCovered: Bool
  func body(content: Content) -> some View {
    content.modifier(NavigationRecede(amount: isCovered ? 1 : 0)).modifier(CoveredModifier(isCovered: isCovered))
  }
}

/// Moves a page by `amount` thirds of its width towards the leading edge (UIKit's parallax of
/// the view under a push).
struct NavigationRecede: GeometryEffect {
  var amount: Double
  var animatableData: Double {
    get { amount }
    set { amount = newValue }
  }
  func effectValue(size: CGSize) -> ProjectionTransform {
    ProjectionTransform(CGAffineTransform(translationX: -Double(size.width) / 3 * amount, y: 0))
  }
}

/// A page under another: its controls take no taps and Space does not press them.
struct CoveredModifier: ViewModifier, NodeModifier {
  let isCovered: Bool
  typealias Body = Never
  func makeNode(id: ViewID) -> CoveredNode { CoveredNode(id: id) }
  func update(_ node: CoveredNode, context: ResolveContext, graph: ViewGraph) { node.isCovered = isCovered }
}

final class CoveredNode: Node {
  var isCovered = false
  override func hitTest(_ point: CGPoint, at time: Double) -> TapTarget? {
    isCovered ? nil : super.hitTest(point, at: time)
  }
  override func collectControls(into controls: inout [TapTarget]) {
    if !isCovered { super.collectControls(into: &controls) }
  }
}

/// A pushed view on the system background, under its navigation bar: the back button at the
/// leading edge, its own title (drawn by its `navigationTitle`); with no title, the bar is empty
/// but for the back button and the view is below it.
struct PushedView: View {
  let entry: NavigationEntry
  let pop: @MainActor (Int) -> Void

  var body: some View {
    let id = entry.id
    let pop = self.pop
    let dismiss = DismissAction(action: { MainActor.assumeIsolated { pop(id) } })
    return entry.view
      .environment(\.dismiss, dismiss)
      .environment(\.isPresented, true)
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .modifier(NavigationPageBar(minimumInset: NavigationBarLayoutNode.barHeight))
      .modifier(NavigationBarItemsOverlay(back: { pop(id) }))
      .background(Color.systemBackground)
  }
}

/// The back button of a pushed view, as UIKit draws it: a chevron and "Back" in the tint, 8
/// points from the leading edge, centred in the 44-point bar.
struct BackButton: View {
  let action: @MainActor () -> Void
  var body: some View {
    HStack(spacing: 3) {
      Image(systemName: "chevron.left").font(.system(size: 17, weight: .semibold))
      Text("Back")
    }
    .padding(.horizontal, 8)
    .frame(height: 44)
    .modifier(EnvironmentWriter.foregroundOrTint)
    .modifier(TapModifier(name: "Back button", action: { MainActor.assumeIsolated { action() } }))
  }
}

// MARK: NavigationLink

/// A view that pushes a destination on the navigation container it is in, as SwiftUI's
/// `NavigationLink`. Outside a list its label is drawn as a button's, in the tint; in a row of
/// a `List` or `Form`, in the primary colour with a grey chevron (`chevron.right`) at the
/// trailing edge, as iOS draws a row that navigates. A tap or Space pushes the destination
/// (see the top of this file); outside a navigation container it does nothing, with one
/// warning at the link's line. The destination is the one the link had when it was pushed.
public struct NavigationLink<Label: View, Destination: View>: View {
  let label: Label
  /// The view pushed, or nil for a link to a value.
  let destination: (() -> AnyView)?
  /// The value presented by a `navigationDestination(for:)`, and its type.
  let value: (any Hashable)?
  /// A binding that pushes when true and pops when cleared (`isActive`, `tag`/`selection`).
  let activation: Binding<Bool>?
  let site: (file: StaticString, line: UInt)
  @Environment(\.navigationContext) private var context
  @Environment(\.isListRow) private var isListRow
  @State private var entryID: Int?

  init(
    label: Label, destination: (() -> AnyView)?, value: (any Hashable)?, activation: Binding<Bool>?, file: StaticString,
    line: UInt
  ) {
    self.label = label
    self.destination = destination
    self.value = value
    self.activation = activation
    site = (file, line)
  }

  public var body: some View {
    let isActive = activation?.wrappedValue ?? false
    return Group {
      if isListRow {
        HStack {
          label.frame(maxWidth: .infinity, alignment: .leading)
          Image(systemName: "chevron.right").font(.system(size: 14, weight: .semibold)).foregroundStyle(Color.tertiaryLabel)
        }
      } else {
        label.modifier(EnvironmentWriter.foregroundOrTint)
      }
    }
    .modifier(TapModifier(name: "NavigationLink", action: { MainActor.assumeIsolated { activate() } }))
    .onChange(of: isActive, initial: true) { _, active in MainActor.assumeIsolated { follow(active) } }
  }

  /// A tap: sets the binding, which pushes, or pushes at once.
  @MainActor private func activate() {
    if let activation {
      activation.wrappedValue = true
    } else {
      push()
    }
  }

  /// The binding changed: push when it became true, pop when it was cleared.
  @MainActor private func follow(_ active: Bool) {
    guard activation != nil else { return }
    let isPushed = entryID.map { context?.pushed.contains($0) ?? false } ?? false
    if active && !isPushed {
      push()
    } else if !active, isPushed, let entryID {
      context?.pop(entryID)
    }
  }

  @MainActor private func push() {
    guard let context else {
      PreviewWarnings.once("a `NavigationLink` outside a `NavigationStack` or `NavigationView` pushes nothing", file: site.file, line: site.line)
      activation?.wrappedValue = false
      return
    }
    let view: AnyView
    if let destination {
      view = destination()
    } else if let value {
      guard let made = context.destinations.byType[ObjectIdentifier(type(of: value))]?(value) else {
        PreviewWarnings.once(
          "no `navigationDestination(for: \(type(of: value)).self)` in the container: the link pushes nothing", file: site.file,
          line: site.line)
        return
      }
      view = made
    } else {
      return
    }
    let id = NavigationContext.nextID()
    entryID = id
    let activation = self.activation
    context.push(NavigationEntry(id: id, view: view, onPop: activation.map { binding in { binding.wrappedValue = false } }))
  }
}

extension NavigationLink {
  /// A link that pushes the destination the closure makes.
  public init(
    @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label, file: StaticString = #fileID, line: UInt = #line
  ) {
    let made = destination()
    self.init(label: label(), destination: { AnyView(made) }, value: nil, activation: nil, file: file, line: line)
  }
  /// A link that pushes `destination` (deprecated in SwiftUI for the closure's form).
  public init(destination: Destination, @ViewBuilder label: () -> Label, file: StaticString = #fileID, line: UInt = #line) {
    self.init(label: label(), destination: { AnyView(destination) }, value: nil, activation: nil, file: file, line: line)
  }
  /// A link that pushes `destination` while `isActive` is true, and pops it when it is cleared
  /// (deprecated in SwiftUI). A tap sets it to true; a pop, to false.
  public init(
    destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label, file: StaticString = #fileID,
    line: UInt = #line
  ) {
    self.init(label: label(), destination: { AnyView(destination) }, value: nil, activation: isActive, file: file, line: line)
  }
  /// A link that pushes `destination` while `selection` equals `tag`, and pops it when it
  /// changes (deprecated in SwiftUI). A tap sets `selection` to `tag`; a pop, to nil.
  public init<V: Hashable>(
    destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label, file: StaticString = #fileID,
    line: UInt = #line
  ) {
    let active = Binding<Bool>(
      get: { selection.wrappedValue == tag },
      set: { on in
        if on {
          selection.wrappedValue = tag
        } else if selection.wrappedValue == tag {
          selection.wrappedValue = nil
        }
      })
    self.init(label: label(), destination: { AnyView(destination) }, value: nil, activation: active, file: file, line: line)
  }
  /// A link whose binding pushes the destination the closure makes (deprecated in SwiftUI).
  public init(
    isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label,
    file: StaticString = #fileID, line: UInt = #line
  ) {
    self.init(destination: destination(), isActive: isActive, label: label, file: file, line: line)
  }
  /// A link whose selection pushes the destination the closure makes (deprecated in SwiftUI).
  public init<V: Hashable>(
    tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label,
    file: StaticString = #fileID, line: UInt = #line
  ) {
    self.init(destination: destination(), tag: tag, selection: selection, label: label, file: file, line: line)
  }
}

extension NavigationLink where Label == Text {
  /// A link titled `titleKey` to the destination the closure makes.
  public init(
    _ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination, file: StaticString = #fileID, line: UInt = #line
  ) {
    self.init(destination: destination, label: { Text(titleKey) }, file: file, line: line)
  }
  /// A link titled `title` to the destination the closure makes.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, @ViewBuilder destination: () -> Destination, file: StaticString = #fileID, line: UInt = #line
  ) {
    self.init(destination: destination, label: { Text(title) }, file: file, line: line)
  }
  /// A link titled `titleKey` to `destination` (deprecated in SwiftUI).
  public init(_ titleKey: LocalizedStringKey, destination: Destination, file: StaticString = #fileID, line: UInt = #line) {
    self.init(destination: destination, label: { Text(titleKey) }, file: file, line: line)
  }
  /// A link titled `title` to `destination` (deprecated in SwiftUI).
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: Destination, file: StaticString = #fileID, line: UInt = #line) {
    self.init(destination: destination, label: { Text(title) }, file: file, line: line)
  }
  /// A link titled `titleKey` bound to `isActive` (deprecated in SwiftUI).
  public init(
    _ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>, file: StaticString = #fileID,
    line: UInt = #line
  ) {
    self.init(destination: destination, isActive: isActive, label: { Text(titleKey) }, file: file, line: line)
  }
  /// A link titled `title` bound to `isActive` (deprecated in SwiftUI).
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, destination: Destination, isActive: Binding<Bool>, file: StaticString = #fileID, line: UInt = #line
  ) {
    self.init(destination: destination, isActive: isActive, label: { Text(title) }, file: file, line: line)
  }
  /// A link titled `titleKey` pushed while `selection` equals `tag` (deprecated in SwiftUI).
  public init<V: Hashable>(
    _ titleKey: LocalizedStringKey, destination: Destination, tag: V, selection: Binding<V?>, file: StaticString = #fileID,
    line: UInt = #line
  ) {
    self.init(destination: destination, tag: tag, selection: selection, label: { Text(titleKey) }, file: file, line: line)
  }
  /// A link titled `title` pushed while `selection` equals `tag` (deprecated in SwiftUI).
  @_disfavoredOverload
  public init<S: StringProtocol, V: Hashable>(
    _ title: S, destination: Destination, tag: V, selection: Binding<V?>, file: StaticString = #fileID, line: UInt = #line
  ) {
    self.init(destination: destination, tag: tag, selection: selection, label: { Text(title) }, file: file, line: line)
  }
}

extension NavigationLink where Destination == Never {
  /// A link that presents `value` through the container's `navigationDestination(for:)` of its
  /// type; a nil value makes a link that does nothing.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label, file: StaticString = #fileID, line: UInt = #line) {
    self.init(label: label(), destination: nil, value: value, activation: nil, file: file, line: line)
  }
}

extension NavigationLink where Label == Text, Destination == Never {
  /// A link titled `titleKey` that presents `value`.
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?, file: StaticString = #fileID, line: UInt = #line) {
    self.init(value: value, label: { Text(titleKey) }, file: file, line: line)
  }
  /// A link titled `title` that presents `value`.
  @_disfavoredOverload
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?, file: StaticString = #fileID, line: UInt = #line) {
    self.init(value: value, label: { Text(title) }, file: file, line: line)
  }
}

extension View {
  /// The view a link to a value of type `data` pushes in the enclosing navigation container,
  /// as SwiftUI's `navigationDestination(for:destination:)`.
  public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
    modifier(NavigationDestinationDeclaration(type: ObjectIdentifier(data)) { value in AnyView(destination(value as! D)) })
  }

  /// Pushes the destination while `isPresented` is true, as SwiftUI's
  /// `navigationDestination(isPresented:destination:)`: a pop sets it to false.
  public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View {
    background(NavigationLink(destination: destination(), isActive: isPresented) { EmptyView() }.hidden())
  }
}

/// Records a destination in the container the view is in.
struct NavigationDestinationDeclaration: ViewModifier {
  let type: ObjectIdentifier
  let make: (Any) -> AnyView
  @Environment(\.navigationContext) private var context
  func body(content: Content) -> some View {
    context?.destinations.byType[type] = make
    return content
  }
}

// MARK: PresentationMode

/// Whether a view is presented, and how to dismiss it, as SwiftUI's `PresentationMode`
/// (deprecated there for `isPresented` and `dismiss`), read with
/// `@Environment(\.presentationMode)`: a sheet's or a pushed view's.
public struct PresentationMode {
  /// Whether the view is presented (in a sheet, a cover, or pushed on a navigation container).
  public let isPresented: Bool
  let dismissAction: DismissAction

  /// Dismisses the view: closes its sheet or pops it; outside any, nothing, with one warning.
  @MainActor
  public mutating func dismiss() {
    dismissAction()
  }
}

extension EnvironmentValues {
  /// A binding to the presentation mode of the view: what `isPresented` and `dismiss` say.
  public var presentationMode: Binding<PresentationMode> {
    let mode = PresentationMode(isPresented: isPresented, dismissAction: dismiss)
    return Binding(get: { mode }, set: { _ in })
  }
}

// MARK: Navigation bar items and styles

/// What the views of a page put in its bars: the items of `navigationBarItems(leading:trailing:)`
/// (an outer one replaces an inner one's), the items of its toolbars (all of them, in the order
/// they are declared) and whether `navigationBarBackButtonHidden` hides the back button.
struct NavigationBarItemsKey: PreferenceKey {
  struct Items {
    var leading: AnyView?
    var trailing: AnyView?
    var toolbar = ToolbarItems()
    var backButtonHidden: Bool?
    /// `navigationBarHidden` or `toolbar(.hidden, for: .navigationBar)` in the page: the bar's
    /// items go with it.
    var barHidden: Bool?

    /// Whether anything is drawn in the navigation bar itself (not the bottom toolbar).
    var hasBarItems: Bool {
      leading != nil || trailing != nil || !toolbar.leading.isEmpty || !toolbar.trailing.isEmpty
        || !toolbar.principal.isEmpty
    }
  }
  static let defaultValue = Items()
  static func reduce(value: inout Items, nextValue: () -> Items) {
    let next = nextValue()
    if let leading = next.leading { value.leading = leading }
    if let trailing = next.trailing { value.trailing = trailing }
    value.toolbar.append(next.toolbar)
    value.backButtonHidden = value.backButtonHidden ?? next.backButtonHidden
    value.barHidden = value.barHidden ?? next.barHidden
  }
}

/// Draws a page's bar items, in its 44-point navigation bar and its bottom toolbar, as UIKit
/// places bar button items on an iPhone: the leading ones 16 points from the leading edge (after
/// the back button of a pushed page, unless `navigationBarBackButtonHidden` hides it), the
/// trailing ones 16 points from the trailing edge, 16 points apart, a principal item centred in
/// the bar, and the bottom items in a 44-point toolbar at the bottom of the page, from its
/// leading edge (a `Spacer` spreads them). The page is laid out above the bottom toolbar
/// (`NavigationBarLayoutNode`).
struct NavigationBarItemsOverlay: ViewModifier {
  /// The back button's action on a pushed page; nil on a container's root.
  var back: (@MainActor () -> Void)?

  func body(content: Content) -> some View {
    content.overlayPreferenceValue(NavigationBarItemsKey.self, alignment: .top) { items in
      NavigationBarItemsView(items: items, back: back)
    }
  }
}

/// The items of `NavigationBarItemsOverlay`, in the bars of a page; none in a hidden
/// navigation bar (`navigationBarHidden` in the page, or around its container).
private struct NavigationBarItemsView: View {
  let items: NavigationBarItemsKey.Items
  let back: (@MainActor () -> Void)?
  @Environment(\.navigationBarHidden) private var outerHidden

  var body: some View {
    let barShown = !(items.barHidden ?? outerHidden)
    let showsBack = barShown && back != nil && !(items.backButtonHidden ?? false)
    let leading = barShown ? items.toolbar.leading + (items.leading.map { [$0] } ?? []) : []
    let trailing = barShown ? (items.trailing.map { [$0] } ?? []) + items.toolbar.trailing : []
    let principal = barShown ? items.toolbar.principal : []
    if showsBack || !leading.isEmpty || !trailing.isEmpty || !principal.isEmpty || !items.toolbar.bottom.isEmpty {
      VStack(spacing: 0) {
        HStack(spacing: 0) {
          if showsBack, let back { BackButton(action: back) }
          BarItems(views: leading).padding(.leading, showsBack ? 0 : 16)
          Spacer(minLength: 0)
          BarItems(views: trailing).padding(.trailing, 16)
        }
        .frame(height: NavigationBarLayoutNode.barHeight)
        .overlay { BarItems(views: principal) }
        Spacer(minLength: 0)
        if !items.toolbar.bottom.isEmpty {
          BarItems(views: items.toolbar.bottom)
            .padding(.horizontal, 16)
            .frame(maxWidth: .infinity, minHeight: NavigationBarLayoutNode.barHeight, alignment: .leading)
        }
      }
    }
  }
}

/// Bar items side by side, `ToolbarItems.spacing` apart.
private struct BarItems: View {
  let views: [AnyView]
  var body: some View {
    if !views.isEmpty {
      HStack(spacing: ToolbarItems.spacing) {
        ForEach(views.indices, id: \.self) { index in views[index] }
      }
    }
  }
}

extension View {
  /// Items in the navigation bar's leading and trailing ends, as SwiftUI's
  /// `navigationBarItems(leading:trailing:)` (deprecated there for `toolbar`): drawn in the bar.
  public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
    preference(key: NavigationBarItemsKey.self, value: .init(leading: AnyView(leading), trailing: AnyView(trailing)))
  }
  /// An item at the bar's leading end.
  public func navigationBarItems<L: View>(leading: L) -> some View {
    preference(key: NavigationBarItemsKey.self, value: .init(leading: AnyView(leading), trailing: nil))
  }
  /// An item at the bar's trailing end.
  public func navigationBarItems<T: View>(trailing: T) -> some View {
    preference(key: NavigationBarItemsKey.self, value: .init(leading: nil, trailing: AnyView(trailing)))
  }
  /// How a `NavigationView` shows its views, as SwiftUI's `navigationViewStyle(_:)`: accepted;
  /// on an iPhone every style is a stack, which is how the preview draws one.
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}

/// How a `NavigationView` shows its views, as SwiftUI's `NavigationViewStyle` (deprecated there).
public protocol NavigationViewStyle {}

/// The platform's default: a stack on an iPhone.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
  public init() {}
}

/// One view at a time, each pushed over the one before.
public struct StackNavigationViewStyle: NavigationViewStyle {
  public init() {}
}

/// Columns side by side on a large screen; on an iPhone, a stack.
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
  public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
  public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
  public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}
