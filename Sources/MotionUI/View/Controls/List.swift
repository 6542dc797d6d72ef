// List, Form and Section, drawn as an iPhone draws them under iOS 17, without scrolling.
//
// Each view a list's content stands for (a `ForEach`'s, a `Group`'s, a view builder's, an
// `if`'s: `ViewList`, as a stack enumerates them, and a `Section`'s header, rows and footer)
// is a part of its own (`ListRowNode`), and the list's node (`ListNode`) puts the parts in a
// column, section by section, and draws the sections' groups and the separators between rows.
//
// The measures, in points, for an iPhone with a 390-point-wide screen; where they come from:
// - rows: at least 44 high (Apple's Human Interface Guidelines, the minimum hit target, and
//   SwiftUI's `defaultMinListRowHeight`), their content 11 above and below and 20 from the
//   leading and trailing edges (the insets this library used for rows before; 20 is the
//   layout margin of a 390-point iPhone), centred vertically, leading;
// - a separator between two rows of a section, none after the last: one pixel of the
//   separator grey (`UIColor.separator`, as `Divider`), from the leading edge of the row's
//   text (past a `Label`'s icon; the row's leading inset when the text is there or the row has
//   none; moved by the `listRowSeparatorLeading` guide) to the trailing edge of the group
//   (`listRowSeparatorTrailing`): see `ListRowNode.separatorEnds`;
// - `.insetGrouped` (iOS's default for `List` and `Form`): on the grouped background
//   (`systemGroupedBackground`, #F2F2F7; black in dark appearance), each section a rounded
//   rectangle of radius 10 in `secondarySystemGroupedBackground` (white; #1C1C1E in dark),
//   20 from the list's sides; 35 above a section with no header (and 35 below the last),
//   UIKit's grouped table's spacing; a header's text 30 below what is above it and 7 above its
//   group, so that a header of one line of `.footnote` (18 on iOS) makes UIKit's 55-point band;
//   a footer's text 7 below its group. The header is in `.footnote`, uppercase, in the
//   secondary colour, as UIKit's grouped headers until iOS 18; the footer in `.footnote`, in
//   the secondary colour, as written;
// - `.grouped`: the same, the groups as wide as the list, square;
// - `.plain`: no grouped background and no groups, the rows as wide as the list, sections
//   with no space between them, a header 6 below what is above it and 6 above its first row
//   (not measured: iOS draws plain headers on a bar that pins while scrolling);
// - `.inset`: as `.plain`, the rows 20 from the list's sides; `.sidebar` on an iPhone: as
//   `.insetGrouped`.
// - `listRowSpacing(_:)`: that many points more between two adjacent rows of a section
//   ("sets the vertical spacing between two adjacent rows in a List", Apple's documentation of
//   `View.listRowSpacing(_:)`, its only description); not between a header or footer and a
//   row, nor between sections. The section stays one group with the space inside it, and the
//   separator stays in the upper row's last pixel: iOS 17 may instead draw each row of an
//   inset grouped list as a card of its own, without separators, but no description of that
//   could be found (Apple's documentation and forums), so it is not drawn so.

// MARK: List styles

/// How a list draws its rows and sections, as SwiftUI's `ListStyle` (the built-in styles only).
public protocol ListStyle {}

/// The list styles this library draws.
enum ListStyleKind: Hashable, Sendable {
  case plain, grouped, insetGrouped, inset, sidebar
}

/// A built-in style: which one it is.
protocol BuiltInListStyle: ListStyle {
  var kind: ListStyleKind { get }
}

/// The platform's default: on an iPhone, `InsetGroupedListStyle`.
public struct DefaultListStyle: ListStyle, BuiltInListStyle {
  public init() {}
  var kind: ListStyleKind { .insetGrouped }
}

/// Rows across the whole list, with no grouped background.
public struct PlainListStyle: ListStyle, BuiltInListStyle {
  public init() {}
  var kind: ListStyleKind { .plain }
}

/// Sections as groups as wide as the list, on the grouped background.
public struct GroupedListStyle: ListStyle, BuiltInListStyle {
  public init() {}
  var kind: ListStyleKind { .grouped }
}

/// Sections as rounded groups inset from the list's sides, on the grouped background.
public struct InsetGroupedListStyle: ListStyle, BuiltInListStyle {
  public init() {}
  var kind: ListStyleKind { .insetGrouped }
}

/// Rows inset from the list's sides, with no grouped background.
public struct InsetListStyle: ListStyle, BuiltInListStyle {
  public init() {}
  var kind: ListStyleKind { .inset }
}

/// A sidebar's list: on an iPhone, drawn as the inset grouped style.
public struct SidebarListStyle: ListStyle, BuiltInListStyle {
  public init() {}
  var kind: ListStyleKind { .sidebar }
}

extension ListStyle where Self == DefaultListStyle {
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}
extension ListStyle where Self == PlainListStyle {
  public static var plain: PlainListStyle { PlainListStyle() }
}
extension ListStyle where Self == GroupedListStyle {
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}
extension ListStyle where Self == InsetGroupedListStyle {
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}
extension ListStyle where Self == InsetListStyle {
  public static var inset: InsetListStyle { InsetListStyle() }
}
extension ListStyle where Self == SidebarListStyle {
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

private struct ListStyleKindKey: EnvironmentKey { static let defaultValue = ListStyleKind.insetGrouped }
private struct ListRowContentKey: EnvironmentKey { static let defaultValue = false }
private struct ListRowSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }

extension EnvironmentValues {
  /// The style of the lists here (`listStyle`).
  var listStyleKind: ListStyleKind {
    get { self[ListStyleKindKey.self] }
    set { self[ListStyleKindKey.self] = newValue }
  }
  /// The space between two adjacent rows of the lists here (`listRowSpacing`; nil: none).
  var listRowSpacing: CGFloat? {
    get { self[ListRowSpacingKey.self] }
    set { self[ListRowSpacingKey.self] = newValue }
  }
  /// Whether the views here are the content of a list's or form's row (where controls draw
  /// their labels as a form does: a picker's at the leading edge, its option trailing).
  var isListRowContent: Bool {
    get { self[ListRowContentKey.self] }
    set { self[ListRowContentKey.self] = newValue }
  }
}

extension View {
  /// The style of the lists in this view.
  public func listStyle<S: ListStyle>(_ style: S) -> some View {
    environment(\.listStyleKind, (style as? any BuiltInListStyle)?.kind ?? .insetGrouped)
  }

  /// Sets the vertical space, in points, between two adjacent rows of the lists in this view
  /// (nil: the default, no space), as SwiftUI's `listRowSpacing(_:)` ("sets the vertical
  /// spacing between two adjacent rows in a List", iOS 15). The rows of a section are still one
  /// group, with the space inside it (see the top of this file).
  public func listRowSpacing(_ spacing: CGFloat?) -> some View {
    environment(\.listRowSpacing, spacing)
  }

  /// The insets of this row's content in its list (nil: the list's default, 11 above and
  /// below, 20 on the sides).
  public func listRowInsets(_ insets: EdgeInsets?) -> some View {
    modifier(ListRowTrait { $0.insets = insets })
  }

  /// What is drawn behind this row in its list: a `Color` fills the row; another view is
  /// not drawn (one warning, at the caller's line).
  public func listRowBackground<V: View>(_ view: V?, file: StaticString = #fileID, line: UInt = #line) -> some View {
    let color = view.flatMap { $0 as? Color }
    if view != nil, color == nil {
      PreviewWarnings.once("a `listRowBackground` other than a `Color` is not drawn", file: file, line: line)
    }
    return modifier(ListRowTrait { $0.background = color })
  }

  /// Whether the separators at `edges` of this row are drawn (a separator between two rows is
  /// drawn unless either hides it).
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
    modifier(ListRowTrait { $0.hiddenSeparators.set(edges, hidden: visibility == .hidden) })
  }

  /// The colour of this row's separators at `edges` (nil: the separator grey).
  public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
    modifier(ListRowTrait { $0.separatorTint = color })
  }

  /// Whether the separators at `edges` of this section are drawn: the grouped style draws
  /// one across the list above and below each section.
  public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
    modifier(ListRowTrait { $0.hiddenSectionSeparators.set(edges, hidden: visibility == .hidden) })
  }
}

extension VerticalEdge.Set {
  fileprivate mutating func set(_ edges: VerticalEdge.Set, hidden: Bool) {
    if hidden { formUnion(edges) } else { subtract(edges) }
  }
}

// MARK: List, Form, Section

/// A list of rows in sections, as an iPhone draws one in its style (`listStyle`; by default
/// `.insetGrouped`), without scrolling: the preview says so once, at the user's line.
public struct List<Content: View>: View {
  let content: Content
  let site: (file: StaticString, line: UInt)
  /// What the warning calls it: `List`, or the `Form` made of it.
  var name = "List"
  /// A list of the rows `content` makes.
  public init(@ViewBuilder content: () -> Content, file: StaticString = #fileID, line: UInt = #line) {
    self.content = content()
    site = (file, line)
  }
  public var body: some View {
    PreviewWarnings.once("`\(name)` is drawn as a column of its rows, without scrolling", file: site.file, line: site.line)
    // As a scroll view is (a long list was as tall as its rows, centred, its first rows and the
    // views beside it pushed off the canvas), on the style's background.
    return ListRows(content: content)
      .scrollViewport(.vertical, clipped: true)
      .background(ListBackground())
      .modifier(ListBackdropReporter())
  }
}

/// Tells the navigation page a list is in where the list is and whether its style is grouped,
/// so that the page can run the grouped background up under its bar (`PageBackdrop`).
private struct ListBackdropReporter: ViewModifier {
  @Environment(\.listStyleKind) private var style
  func body(content: Content) -> some View {
    let isGrouped = !(style == .plain || style == .inset)
    return content.transformAnchorPreference(key: PageBackdrop.self, value: .bounds) { value, anchor in
      if value.list == nil {
        value.list = anchor
        value.isGrouped = isGrouped
      }
    }
  }
}

/// Where a navigation page's content starts and where the first list in it is: a grouped list
/// at the very top of the page's content has its grey background run up under the bar, as iOS
/// shows it (the bar is transparent at the top of a list, and a grouped list's background fills
/// the screen); anything above the list, and the page keeps its own background there.
struct PageBackdrop: PreferenceKey {
  struct Value {
    var page: Anchor<CGRect>?
    var list: Anchor<CGRect>?
    var isGrouped = false
  }
  static let defaultValue = Value()
  static func reduce(value: inout Value, nextValue: () -> Value) {
    guard value.list == nil else { return }
    let next = nextValue()
    value.list = next.list
    value.isGrouped = next.isGrouped
  }
}

/// The grouped background under a page's bars: under its navigation bar when its content begins
/// with a grouped list, under its bottom toolbar when the list ends the content, as iOS runs a
/// grouped list's background under both.
struct PageBackdropView: View {
  let value: PageBackdrop.Value
  var body: some View {
    GeometryReader { proxy in
      if let page = value.page, let list = value.list, value.isGrouped {
        let above = abs(proxy[list].minY - proxy[page].minY) < 0.5 ? max(0, proxy[page].minY) : 0
        let below = abs(proxy[list].maxY - proxy[page].maxY) < 0.5 ? max(0, proxy.size.height - proxy[page].maxY) : 0
        if above > 0 || below > 0 {
          VStack(spacing: 0) {
            ListNode.groupedBackground.frame(height: above)
            Spacer(minLength: 0)
            ListNode.groupedBackground.frame(height: below)
          }
          .frame(height: proxy.size.height)
        }
      }
    }
  }
}

extension List {
  /// A list of one row per element of `data`.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent, file: StaticString = #fileID, line: UInt = #line
  )
  where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(content: { ForEach(data, content: rowContent) }, file: file, line: line)
  }
  /// A list of one row per element of `data`, identified by `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent,
    file: StaticString = #fileID, line: UInt = #line
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(content: { ForEach(data, id: id, content: rowContent) }, file: file, line: line)
  }
  /// A list of one row per element of the bound collection, each given a binding to its
  /// element (`ForEach.init(_:content:)` with a binding).
  public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent,
    file: StaticString = #fileID, line: UInt = #line
  )
  where
    Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
    Data.Element: Identifiable, Data.Index: Hashable
  {
    self.init(content: { ForEach(data, content: rowContent) }, file: file, line: line)
  }
  /// A list of one row per element of the bound collection, identified by `id`, each given a
  /// binding to its element.
  public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent, file: StaticString = #fileID,
    line: UInt = #line
  ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>, Data.Index: Hashable {
    self.init(content: { ForEach(data, id: id, content: rowContent) }, file: file, line: line)
  }
  /// A list of one row per integer of a constant range.
  public init<RowContent: View>(
    _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent, file: StaticString = #fileID, line: UInt = #line
  ) where Content == ForEach<Range<Int>, Int, RowContent> {
    self.init(content: { ForEach(data, content: rowContent) }, file: file, line: line)
  }
}

/// A form: on an iPhone, a list in the inset grouped style whatever the list style around it
/// (and said so once, at the user's line).
public struct Form<Content: View>: View {
  let content: Content
  let site: (file: StaticString, line: UInt)
  /// A form of the rows `content` makes.
  public init(@ViewBuilder content: () -> Content, file: StaticString = #fileID, line: UInt = #line) {
    self.content = content()
    site = (file, line)
  }
  public var body: some View {
    var list = List(content: { content }, file: site.file, line: site.line)
    list.name = "Form"
    return list.environment(\.listStyleKind, .insetGrouped)
  }
}

/// A section of a list or form, as SwiftUI's `Section`: its header, its rows and its footer.
/// In a list, each of its views is a row of its group; elsewhere (a stack), its header, content
/// and footer are views of the container, one after the other, as in SwiftUI.
public struct Section<Parent, Content, Footer> {
  let header: Parent
  let content: Content
  let footer: Footer
}

extension Section: View where Parent: View, Content: View, Footer: View {
  public typealias Body = Never
}

extension Section where Parent: View, Content: View, Footer: View {
  /// A section of `content`, with a header and a footer.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
    self.init(header: header(), content: content(), footer: footer())
  }
  /// A section of `content`, with a header and a footer.
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(header: header, content: content(), footer: footer)
  }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
  /// A section of `content` with a header.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(header: header(), content: content(), footer: EmptyView())
  }
  /// A section of `content` with a header.
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(header: header, content: content(), footer: EmptyView())
  }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
  /// A section of `content` with a footer.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(header: EmptyView(), content: content(), footer: footer())
  }
  /// A section of `content` with a footer.
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), content: content(), footer: footer)
  }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
  /// A section of `content`, with no header or footer.
  public init(@ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), content: content(), footer: EmptyView())
  }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
  /// A section of `content` headed by a text.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(header: Text(titleKey), content: content(), footer: EmptyView())
  }
  /// A section of `content` headed by a text.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(header: Text(title), content: content(), footer: EmptyView())
  }
}

extension Section: PrimitiveView where Parent: View, Content: View, Footer: View {
  func resolve(id: ViewID, context: ResolveContext, graph: ViewGraph, into list: inout [Node], reuse: [ViewID: Node]) {
    resolveElements(id: id, context: context, graph: graph, into: &list, reuse: reuse)
  }
}

extension Section: ViewList where Parent: View, Content: View, Footer: View {
  /// The header's views, the content's and the footer's, each marked with its part of this
  /// section (`ResolveContext.listPart`), which a list reads.
  func forEachElement(id: ViewID, context: ResolveContext, _ body: (any View, ViewID, ResolveContext) -> Void) {
    var context = context
    context.listPart = ListPart(section: id, role: .header)
    Self.elements(of: header, id: id.appending(.header), context: context, body)
    context.listPart?.role = .row
    Self.elements(of: content, id: id.appending(.content), context: context, body)
    context.listPart?.role = .footer
    Self.elements(of: footer, id: id.appending(.footer), context: context, body)
  }
}

/// Which part of which section of a list a view is.
struct ListPart {
  enum Role: Hashable { case header, row, footer }
  /// The section's identity.
  var section: ViewID
  var role: Role
}

// MARK: Resolution

/// A list's rows: one node that lays its parts out (`ListNode`).
struct ListRows<Content: View>: View, NodeView {
  typealias Body = Never
  let content: Content

  func makeNode(id: ViewID) -> ListNode { ListNode(id: id) }
  func update(_ node: ListNode, context: ResolveContext, graph: ViewGraph) {
    node.style = context.environment.listStyleKind
    node.rowSpacing = max(0, context.environment.listRowSpacing ?? 0)
    var inner = context
    inner.listPart = nil
    graph.resolveLayoutChildren(of: node, content: ListParts(content: content), context: inner)
  }
}

/// The views a list's content stands for, flattened as a stack flattens its content
/// (`ViewList`), each made a part of the list (`ListRowModifier`) at its identity.
struct ListParts<Content: View>: View, PrimitiveView {
  typealias Body = Never
  let content: Content

  func resolve(id: ViewID, context: ResolveContext, graph: ViewGraph, into list: inout [Node], reuse: [ViewID: Node]) {
    EmptyView.elements(of: content, id: id, context: context) { view, childID, context in
      let part = context.listPart
      var context = context
      context.listPart = nil
      graph.resolve(Self.part(view, of: part), id: childID, context: context, into: &list, reuse: reuse)
    }
  }

  private static func part(_ view: any View, of part: ListPart?) -> any View {
    func wrap<V: View>(_ view: V) -> any View {
      view.modifier(ListRowModifier(section: part?.section, role: part?.role ?? .row))
    }
    return wrap(view)
  }
}

/// Makes its content one part of a list: a row, or a section's header or footer (in
/// `.footnote`, the secondary colour, a header uppercase).
struct ListRowModifier: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let section: ViewID?
  let role: ListPart.Role

  func resolve(content: any View, id: ViewID, context: ResolveContext, graph: ViewGraph, into list: inout [Node], reuse: [ViewID: Node]) {
    let node = (reuse[id] as? ListRowNode) ?? ListRowNode(id: id)
    node.begin(context: context, graph: graph)
    node.section = section
    node.role = role
    // Set again by the row's modifiers (`ListRowTrait`) as its content resolves.
    node.options = ListRowOptions()
    var inner = context.continuingElement(with: node)
    inner.transition = nil
    inner.environment.isListRowContent = role == .row
    if role != .row {
      inner.environment.font = .footnote
      inner.environment.foregroundStyle = AnyShapeStyle(Color.secondary)
      if role == .header { inner.environment.textCase = .uppercase }
    } else {
      inner.environment.isListRow = true
    }
    graph.resolveChildren(of: node, content: content, context: inner)
    list.append(node)
  }
}

/// What a row's modifiers ask of its list.
struct ListRowOptions {
  var insets: EdgeInsets?
  var background: Color?
  var separatorTint: Color?
  var hiddenSeparators: VerticalEdge.Set = []
  var hiddenSectionSeparators: VerticalEdge.Set = []
}

/// A row's modifier for its list (`listRowInsets`, `listRowBackground`, `listRowSeparator`,
/// `listSectionSeparator`): sets it on the row whose content this is, the outermost node of
/// the chain of modifiers around it (`ResolveContext.transitionElement`), if it is a list's
/// row; elsewhere nothing.
struct ListRowTrait: ViewModifier, PrimitiveModifier {
  typealias Body = Never
  let apply: (inout ListRowOptions) -> Void

  func resolve(content: any View, id: ViewID, context: ResolveContext, graph: ViewGraph, into list: inout [Node], reuse: [ViewID: Node]) {
    if let row = context.transitionElement as? ListRowNode { apply(&row.options) }
    graph.resolve(content, id: id, context: context, into: &list, reuse: reuse)
  }
}

// MARK: Layout and drawing

/// One part of a list: a row (at least 44 high, its content inset, centred vertically) or a
/// section's header or footer (its content 20 from the sides).
final class ListRowNode: Node {
  var section: ViewID?
  var role = ListPart.Role.row
  var options = ListRowOptions()

  static let defaultInsets = EdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
  static let minimumHeight: CGFloat = 44

  /// The insets of the content.
  var insets: EdgeInsets {
    role == .row ? options.insets ?? Self.defaultInsets : EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
  }

  private func contentSizes(width: CGFloat?) -> [CGSize] {
    let proposal = ProposedViewSize(width: width.map { max(0, $0 - insets.horizontal) }, height: nil)
    return layoutChildren.map { $0.sizeThatFits(proposal) }
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
    let sizes = contentSizes(width: width)
    let contentHeight = sizes.reduce(0) { $0 + $1.height }
    let minimum = role == .row ? Self.minimumHeight : 0
    return CGSize(
      width: width ?? (sizes.map(\.width).max() ?? 0) + insets.horizontal,
      height: max(minimum, contentHeight + insets.vertical))
  }

  /// The content's views one under the other (a row is usually one), leading, the whole
  /// centred between the insets.
  override func placeChildren(in size: CGSize, graph: ViewGraph) {
    let sizes = contentSizes(width: size.width)
    let contentHeight = sizes.reduce(0) { $0 + $1.height }
    var y = insets.top + max(0, (size.height - insets.vertical - contentHeight) / 2)
    for (child, childSize) in zip(layoutChildren, sizes) {
      child.place(CGRect(origin: CGPoint(x: insets.leading, y: y), size: childSize), graph: graph)
      y += childSize.height
    }
  }

  /// Where the separator under this row starts and ends, in the row's coordinates at `time`.
  ///
  /// Since iOS 16 a row's separator starts at the leading edge of its text, past a `Label`'s
  /// icon or an image before the text, and views move its ends with the guides
  /// `listRowSeparatorLeading` and `listRowSeparatorTrailing` ("use this guide to align the
  /// leading end of the bottom List row separator with any other horizontal guide of a view that
  /// is part of the cell content", Apple's documentation of
  /// `HorizontalAlignment.listRowSeparatorLeading`; "SwiftUI adjusts list row insets so that
  /// the separator aligns with the text's leading edge", a write-up of the iOS 16 change at
  /// zenn.dev/m1k50118/articles/22583c6b5f883b). Here: the first explicit guide of each in the
  /// row's views (depth first, in order), else for the start the leading edge of the row's first
  /// text, else the content's leading inset, and for the end the row's trailing edge.
  func separatorEnds(at time: Double) -> (leading: CGFloat, trailing: CGFloat) {
    var leading: CGFloat?
    var trailing: CGFloat?
    var firstText: CGFloat?
    func visit(_ node: Node, origin: CGPoint) {
      if let guide = node as? AlignmentGuideNode {
        let x = origin.x + guide.guideValue(in: node.frame(at: time).size)
        switch guide.guide.guide {
        case .listRowSeparatorLeading where leading == nil: leading = x
        case .listRowSeparatorTrailing where trailing == nil: trailing = x
        default: break
        }
      }
      if node is TextNode, firstText == nil { firstText = origin.x }
      for child in node.layoutChildren {
        let frame = child.frame(at: time)
        visit(child, origin: CGPoint(x: origin.x + frame.minX, y: origin.y + frame.minY))
      }
    }
    for child in layoutChildren {
      let frame = child.frame(at: time)
      visit(child, origin: frame.origin)
    }
    let width = frame(at: time).width
    return (leading ?? firstText ?? insets.leading, trailing ?? width)
  }

  override func draw(in size: CGSize, into list: inout DisplayListBuilder, at time: Double) {
    if let background = options.background {
      list.fill(rect: CGRect(origin: .zero, size: size), with: .color(background.resolved(in: environment)))
    }
    drawChildren(into: &list, at: time)
  }
}

/// A list's node: its parts in a column, section by section, as wide as it is offered and
/// as tall as they are (the scroll viewport around it takes the height offered); it draws the
/// sections' groups and the separators between their rows under the parts, where the rows are
/// drawn at each frame (so they follow rows that move).
final class ListNode: Node {
  var style = ListStyleKind.insetGrouped
  /// The space between two adjacent rows of a section (`listRowSpacing`).
  var rowSpacing: CGFloat = 0

  /// iOS's `secondarySystemGroupedBackground`: white, #1C1C1E in dark appearance.
  static let groupColor = Color(red: 1, green: 1, blue: 1, dark: (28, 28, 30))
  /// iOS's `systemGroupedBackground`: #F2F2F7, black in dark appearance.
  static let groupedBackground = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255, dark: (0, 0, 0))

  /// The style's measures (see the top of this file).
  struct Metrics {
    var sideInset: CGFloat = 0
    var cornerRadius: CGFloat = 0
    var drawsGroups = false
    var sectionSpacing: CGFloat = 0
    var headerAbove: CGFloat = 6
    var headerBelow: CGFloat = 6
    var footerAbove: CGFloat = 7
    var bottom: CGFloat = 0
  }

  var metrics: Metrics {
    switch style {
    case .insetGrouped, .sidebar:
      Metrics(sideInset: 20, cornerRadius: 10, drawsGroups: true, sectionSpacing: 35, headerAbove: 30, headerBelow: 7, bottom: 35)
    case .grouped:
      Metrics(drawsGroups: true, sectionSpacing: 35, headerAbove: 30, headerBelow: 7, bottom: 35)
    case .plain:
      Metrics()
    case .inset:
      Metrics(sideInset: 20)
    }
  }

  private var parts: [ListRowNode] { layoutChildren.compactMap { $0 as? ListRowNode } }

  /// The parts in runs of one section each: a new section starts at another section's part,
  /// at a header after its section's rows, or at a row after a footer (rows outside any
  /// section, one after another, are one section).
  private static func sections(_ parts: [ListRowNode]) -> [ArraySlice<ListRowNode>] {
    var runs: [ArraySlice<ListRowNode>] = []
    var start = 0
    for index in parts.indices.dropFirst() {
      let (previous, part) = (parts[index - 1], parts[index])
      let starts =
        part.section != previous.section || (part.role == .header && previous.role != .header)
        || (part.role == .row && previous.role == .footer)
      if starts {
        runs.append(parts[start..<index])
        start = index
      }
    }
    if !parts.isEmpty { runs.append(parts[start...]) }
    return runs
  }

  /// The parts' frames, in order, and the list's height, for a list `width` wide (nil: the
  /// parts at their ideal widths).
  private func plan(width: CGFloat?) -> (frames: [CGRect], height: CGFloat) {
    let m = metrics
    let parts = self.parts
    let partWidth = width.map { max(0, $0 - 2 * m.sideInset) }
    let proposal = ProposedViewSize(width: partWidth, height: nil)
    var frames: [CGRect] = []
    var y: CGFloat = 0
    for section in Self.sections(parts) {
      y += section.first?.role == .header ? m.headerAbove : m.sectionSpacing
      var previous: ListPart.Role?
      for part in section {
        if previous == .header, part.role != .header { y += m.headerBelow }
        if part.role == .footer, previous != .footer { y += m.footerAbove }
        if part.role == .row, previous == .row { y += rowSpacing }
        let size = part.sizeThatFits(proposal)
        frames.append(CGRect(x: m.sideInset, y: y, width: partWidth ?? size.width, height: size.height))
        y += size.height
        previous = part.role
      }
    }
    return (frames, y + (parts.isEmpty ? 0 : m.bottom))
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
    let plan = plan(width: width)
    return CGSize(width: width ?? (plan.frames.map(\.maxX).max() ?? 0) + metrics.sideInset, height: plan.height)
  }

  override func placeChildren(in size: CGSize, graph: ViewGraph) {
    for (part, frame) in zip(parts, plan(width: size.width).frames) { part.place(frame, graph: graph) }
  }

  override func draw(in size: CGSize, into list: inout DisplayListBuilder, at time: Double) {
    let m = metrics
    let group = Self.groupColor.resolved(in: environment)
    let separator = DividerNode.separator.resolved(in: environment)
    let hairline = 1 / max(environment.displayScale, 1)
    for section in Self.sections(parts) {
      let rows = section.filter { $0.role == .row }
      guard let first = rows.first, let last = rows.last else { continue }
      let top = first.frame(at: time).minY
      let bottom = last.frame(at: time).maxY
      let groupRect = CGRect(x: m.sideInset, y: top, width: max(0, size.width - 2 * m.sideInset), height: max(0, bottom - top))
      if m.drawsGroups {
        if m.cornerRadius > 0 {
          list.fill(Path(roundedRect: groupRect, cornerRadius: m.cornerRadius), with: .color(group), bounds: groupRect)
        } else {
          list.fill(rect: groupRect, with: .color(group))
        }
      }
      // Between two rows, unless either hides it; from the upper row's text (or its guide) to
      // the group's trailing edge (or its guide), in the row's last pixel.
      for (upper, lower) in zip(rows, rows.dropFirst())
      where !upper.options.hiddenSeparators.contains(.bottom) && !lower.options.hiddenSeparators.contains(.top) {
        let frame = upper.frame(at: time)
        let ends = upper.separatorEnds(at: time)
        let x = frame.minX + ends.leading
        let tint = upper.options.separatorTint?.resolved(in: environment) ?? separator
        list.fill(rect: CGRect(x: x, y: frame.maxY - hairline, width: max(0, frame.minX + ends.trailing - x), height: hairline), with: .color(tint))
      }
      // The grouped style's section separators, across the list.
      if style == .grouped {
        let hidden = rows.reduce(into: VerticalEdge.Set()) { $0.formUnion($1.options.hiddenSectionSeparators) }
        if !hidden.contains(.top) {
          list.fill(rect: CGRect(x: 0, y: top, width: size.width, height: hairline), with: .color(separator))
        }
        if !hidden.contains(.bottom) {
          list.fill(rect: CGRect(x: 0, y: bottom - hairline, width: size.width, height: hairline), with: .color(separator))
        }
      }
    }
    drawChildren(into: &list, at: time)
  }
}

/// What is behind a list: the grouped background in the grouped styles, nothing in the others.
struct ListBackground: View, NodeView {
  typealias Body = Never
  func makeNode(id: ViewID) -> ListBackgroundNode { ListBackgroundNode(id: id) }
  func update(_ node: ListBackgroundNode, context: ResolveContext, graph: ViewGraph) {
    let style = context.environment.listStyleKind
    node.color = style == .plain || style == .inset ? nil : ListNode.groupedBackground.resolved(in: context.environment)
  }
}

final class ListBackgroundNode: Node {
  var color: Color?

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions(by: .zero)
  }

  override func draw(in size: CGSize, into list: inout DisplayListBuilder, at time: Double) {
    if let color { list.fill(rect: CGRect(origin: .zero, size: size), with: .color(color)) }
  }
}
