// `TabView`, as iOS draws it: the selected tab's view above a 49-point tab bar whose items are the
// tabs' `tabItem` labels (the icon over a 10-point title, the selected one in the tint, the others
// grey, on the bar's light grey behind a hairline); a click on an item selects its tab. With
// `.tabViewStyle(.page)` the tabs are pages side by side, the selected one in view, and a change
// of selection slides them with the transaction's animation; its dots are white, as iOS draws
// them. A tab's tag (`.tag`) is its selection value; an untagged tab is selected by its index.
// `.toolbar(.hidden, for: .tabBar)` hides the bar. Measures: UIKit's `UITabBar` (49 points,
// without the home indicator's inset, which the preview has not), by eye against Apple's
// pictures.

/// Tabs, one shown at a time, as SwiftUI's `TabView`.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>?
  let content: Content
  @State private var own: AnyHashable?

  /// Tabs whose selection is `selection`'s value (nil: the view keeps its own).
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  public var body: some View {
    TabViewCore(
      selected: selection.map { AnyHashable($0.wrappedValue) } ?? own,
      select: { [selection] tag in
        if let selection, let value = tag.base as? SelectionValue { selection.wrappedValue = value } else { own = tag }
      },
      content: content)
  }
}

extension TabView where SelectionValue == Int {
  /// Tabs that keep their own selection, the first selected.
  public init(@ViewBuilder content: () -> Content) {
    selection = nil
    self.content = content()
  }
}

extension View {
  /// This view's item in its tab view's bar.
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    modifier(LayoutTrait(value: .tabItem(AnyView(label()))))
  }
  /// How the tab views inside are drawn (`.page`: pages side by side).
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
    environment(\.tabViewStyleKind, (style as? PageTabViewStyle).map { .page(showsDots: $0.indexDisplayMode.shows) } ?? .automatic)
  }
}

/// A tab view's style, as SwiftUI's `TabViewStyle` (the built-in ones).
public protocol TabViewStyle {}
/// The tab bar (iOS's default).
public struct DefaultTabViewStyle: TabViewStyle { public init() {} }
/// Pages side by side, with dots.
public struct PageTabViewStyle: TabViewStyle {
  let indexDisplayMode: IndexDisplayMode
  public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
  /// Whether the page dots show.
  public struct IndexDisplayMode: Sendable {
    let shows: Bool
    public static let automatic = IndexDisplayMode(shows: true)
    public static let always = IndexDisplayMode(shows: true)
    public static let never = IndexDisplayMode(shows: false)
  }
}
extension TabViewStyle where Self == DefaultTabViewStyle {
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}
extension TabViewStyle where Self == PageTabViewStyle {
  public static var page: PageTabViewStyle { PageTabViewStyle() }
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle { PageTabViewStyle(indexDisplayMode: indexDisplayMode) }
}

enum TabViewStyleKind: Hashable, Sendable {
  case automatic
  case page(showsDots: Bool)
  var isPaged: Bool { self != .automatic }
}

private struct TabViewStyleKey: EnvironmentKey {
  static let defaultValue = TabViewStyleKind.automatic
}

extension EnvironmentValues {
  var tabViewStyleKind: TabViewStyleKind {
    get { self[TabViewStyleKey.self] }
    set { self[TabViewStyleKey.self] = newValue }
  }
}

/// The tab view's node maker: the tabs and the bar.
struct TabViewCore<Content: View>: View {
  let selected: AnyHashable?
  let select: @MainActor (AnyHashable) -> Void
  let content: Content
  typealias Body = Never
}

extension TabViewCore: NodeView {
  func makeNode(id: ViewID) -> TabViewNode { TabViewNode(id: id) }
  func update(_ node: TabViewNode, context: ResolveContext, graph: ViewGraph) {
    node.selected = selected
    node.select = select
    node.style = context.environment.tabViewStyleKind
    node.context = context
    graph.resolveLayoutChildren(of: node.pages, content: content, context: context)
    node.children = [node.pages, node.bar]
    node.pages.parentNode = node
    node.bar.parentNode = node
    // The pages slide with the tab view's own transaction: an `.animation(_:value:)` on the tab
    // view animates a change of page as SwiftUI's does, not only a `withAnimation`.
    node.pages.begin(context: context, graph: graph)
    node.bar.environment = context.environment
  }
}

/// A tab view's node: the pages (all laid out; one drawn, or a row of them slid into view) and
/// the bar, made again at each layout from the tabs' items.
final class TabViewNode: Node {
  var selected: AnyHashable?
  var select: (@MainActor (AnyHashable) -> Void)?
  var style = TabViewStyleKind.automatic
  var context: ResolveContext?
  lazy var pages = TabPagesNode(id: id.appending(.primary))
  lazy var bar = ZStackNode(id: id.appending(.secondary))
  static let barHeight: CGFloat = 49

  /// The tabs, and the index of the selected one (by tag, else by index; the first by default).
  private func tabs() -> (tabs: [Node], selected: Int) {
    let tabs = pages.layoutChildren
    let index = tabs.indices.first { index in
      let tag = tabs[index].elementTraits?.tag ?? AnyHashable(index)
      return tag == selected
    }
    return (tabs, index ?? 0)
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

  override func placeChildren(in size: CGSize, graph: ViewGraph) {
    let (tabs, index) = tabs()
    let hidesBar = tabs.indices.contains(index) && tabs[index].preferenceValue(TabBarHiddenPreference.self)
    let paged = style.isPaged
    let barHeight = !paged && !hidesBar ? Self.barHeight : 0
    let page = CGSize(width: size.width, height: size.height - barHeight)
    pages.selected = index
    pages.isPaged = paged
    pages.page = page
    pages.place(CGRect(x: paged ? -CGFloat(index) * size.width : 0, y: 0, width: page.width * (paged ? CGFloat(max(tabs.count, 1)) : 1), height: page.height), graph: graph)
    // The bar (or the page dots), made from the tabs' items.
    if let context {
      let content: AnyView
      switch style {
      case .page(let showsDots): content = showsDots ? AnyView(PageDots(count: tabs.count, selected: index)) : AnyView(EmptyView())
      case .automatic: content = hidesBar ? AnyView(EmptyView()) : bar(for: tabs, selected: index)
      }
      graph.resolveChildrenAtLayout(of: bar, content: content, context: context)
    }
    let barFrame = paged ? CGRect(x: 0, y: size.height - 40, width: size.width, height: 40) : CGRect(x: 0, y: size.height - barHeight, width: size.width, height: barHeight)
    bar.place(barFrame, graph: graph)
  }

  private func bar(for tabs: [Node], selected: Int) -> AnyView {
    let select = select
    let items = tabs.enumerated().map { index, tab in (index, tab.elementTraits?.tag ?? AnyHashable(index), tab.elementTraits?.tabItem ?? AnyView(EmptyView())) }
    return AnyView(
      VStack(spacing: 0) {
        Rectangle().fill(Color(red: 0, green: 0, blue: 0, opacity: 0.3)).frame(height: 0.33)
        HStack(spacing: 0) {
          ForEach(items, id: \.0) { index, tag, label in
            Button { select?(tag) } label: {
              label
                .labelStyle(TabItemLabelStyle())
                .foregroundStyle(index == selected ? AnyShapeStyle(TintShapeStyle()) : AnyShapeStyle(Color(red: 0.6, green: 0.6, blue: 0.6)))
                .frame(maxWidth: .infinity, maxHeight: .infinity)
            }
            .buttonStyle(.plain)
          }
        }
        .frame(maxHeight: .infinity)
      }
      .background(Color(red: 0.976, green: 0.976, blue: 0.976)))
  }

  override func draw(in size: CGSize, into list: inout DisplayListBuilder, at time: Double) {
    list.save()
    list.clip(to: CGRect(origin: .zero, size: size))
    drawChildren(into: &list, at: time)
    list.restore()
  }
}

/// The pages: each as big as the tab view's page area; with the tab bar only the selected one is
/// drawn, paged they stand side by side.
final class TabPagesNode: Node {
  var selected = 0
  var isPaged = false
  var page = CGSize.zero

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

  override func placeChildren(in size: CGSize, graph: ViewGraph) {
    for (index, tab) in layoutChildren.enumerated() {
      let tabSize = tab.sizeThatFits(ProposedViewSize(page))
      let area = CGRect(x: isPaged ? CGFloat(index) * page.width : 0, y: 0, width: page.width, height: page.height)
      let offset = Alignment.center.offset(of: tabSize, in: page)
      tab.place(CGRect(x: area.minX + offset.x, y: area.minY + offset.y, width: tabSize.width, height: tabSize.height), graph: graph)
    }
  }

  private var shown: [Node] {
    let tabs = layoutChildren
    guard !isPaged else { return tabs }
    return tabs.indices.contains(selected) ? [tabs[selected]] : []
  }

  override func draw(in size: CGSize, into list: inout DisplayListBuilder, at time: Double) {
    for tab in shown { tab.drawPlaced(into: &list, at: time) }
  }

  override func hitTest(_ point: CGPoint, at time: Double) -> TapTarget? {
    for tab in shown.reversed() {
      let frame = tab.frame(at: time)
      if let target = tab.hitTest(CGPoint(x: point.x - frame.minX, y: point.y - frame.minY), at: time) { return target }
    }
    return nil
  }

  /// The selected tab's controls, paged or not (Space presses what is in view).
  override func collectControls(into controls: inout [TapTarget]) {
    let tabs = layoutChildren
    if tabs.indices.contains(selected) { tabs[selected].collectControls(into: &controls) }
  }
}

/// A tab bar item: the icon (22 points) over the title (10 points, medium).
private struct TabItemLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 3) {
      configuration.icon.font(.system(size: 22))
      configuration.title.font(.system(size: 10, weight: .medium))
    }
  }
}

/// A paged tab view's dots: 7 points, 9 apart, white, the selected one opaque.
private struct PageDots: View {
  let count: Int
  let selected: Int
  @Environment(\.indexBackground) private var background
  var body: some View {
    HStack(spacing: 9) {
      ForEach(0..<count, id: \.self) { index in
        Circle().fill(Color.white.opacity(index == selected ? 1 : 0.35)).frame(width: 7, height: 7)
      }
    }
    .padding(.horizontal, background ? 10 : 0)
    .padding(.vertical, background ? 8 : 0)
    .background {
      // `.indexViewStyle(.page(backgroundDisplayMode: .always))`: a dark translucent capsule,
      // so that the white dots show on a light page (UIPageControl's background style).
      if background { Capsule().fill(Color(white: 0, opacity: 0.25)) }
    }
  }
}

/// How a page-style tab view's index shows, as SwiftUI's `IndexViewStyle` (the one iOS has).
public protocol IndexViewStyle {}

/// The page dots, with or without a background behind them, as SwiftUI's `PageIndexViewStyle`.
public struct PageIndexViewStyle: IndexViewStyle {
  let backgroundDisplayMode: BackgroundDisplayMode
  public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) { self.backgroundDisplayMode = backgroundDisplayMode }
  /// When the dots have a background: `.always` (drawn), `.interactive` (while touched, which
  /// the preview never is), `.automatic` and `.never` (not drawn).
  public struct BackgroundDisplayMode: Hashable, Sendable {
    let name: String
    public static let automatic = BackgroundDisplayMode(name: "automatic")
    public static let interactive = BackgroundDisplayMode(name: "interactive")
    public static let always = BackgroundDisplayMode(name: "always")
    public static let never = BackgroundDisplayMode(name: "never")
  }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
  /// The page dots without a background.
  public static var page: PageIndexViewStyle { PageIndexViewStyle() }
  /// The page dots, with a background as `backgroundDisplayMode` says.
  public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
    PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
  }
}

private struct IndexBackgroundKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
  /// Whether page dots have their background (`indexViewStyle(.page(backgroundDisplayMode: .always))`).
  var indexBackground: Bool {
    get { self[IndexBackgroundKey.self] }
    set { self[IndexBackgroundKey.self] = newValue }
  }
}

extension View {
  /// How the page dots of the page-style tab views inside are drawn.
  public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
    environment(\.indexBackground, (style as? PageIndexViewStyle)?.backgroundDisplayMode == .always)
  }
}

/// Whether the tab bar is hidden while this tab shows (`.toolbar(.hidden, for: .tabBar)` inside
/// it): a preference its tab view reads.
struct TabBarHiddenPreference: PreferenceKey {
  static let defaultValue = false
  static func reduce(value: inout Bool, nextValue: () -> Bool) { value = value || nextValue() }
}
