// The `Layout` protocol (iOS 16): containers that size and place their subviews by code of your
// own, with `HStackLayout`, `VStackLayout`, `ZStackLayout` and `AnyLayout` (switching between
// them moves the same subviews, with the animation in force), and `layoutValue(key:value:)`.
//
// What the preview does (Apple's documentation of `Layout`, `LayoutSubview` and `AnyLayout`): a
// layout used as a container (`MyLayout { … }`) is asked `sizeThatFits` for each proposal and
// `placeSubviews` once per layout, with bounds at the container's own origin; a subview placed
// by `place(at:anchor:proposal:)` takes the size it chooses for that proposal. The cache is made
// when the layout is first used and made again (`updateCache`) at each layout. A layout's own
// `animatableData` is not animated: its subviews move from frame to frame as any view does.
// `spacing` and explicit alignments are not asked (subviews' spacing is SwiftUI's default).

/// A container's way of sizing and placing its subviews, as SwiftUI's `Layout` (on the main
/// actor, as `View`).
@MainActor @preconcurrency
public protocol Layout: Animatable {
  associatedtype Cache = Void
  typealias Subviews = LayoutSubviews
  /// The layout's properties (a stack's orientation).
  static var layoutProperties: LayoutProperties { get }
  /// The container's size for `proposal`.
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
  /// Places each subview in `bounds`.
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
  /// The layout's cache for `subviews`.
  func makeCache(subviews: Subviews) -> Cache
  /// Brings `cache` up to date after the subviews changed.
  func updateCache(_ cache: inout Cache, subviews: Subviews)
  /// The container's spacing preferences.
  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
  func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) -> CGFloat?
  func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) -> CGFloat?
}

extension Layout {
  public static var layoutProperties: LayoutProperties { LayoutProperties() }
  public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }
  public func explicitAlignment(
    of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) -> CGFloat? { nil }
  public func explicitAlignment(
    of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
  ) -> CGFloat? { nil }

  /// A container of `content`'s views laid out by this layout.
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    LayoutContainer(layout: AnyLayout(self), content: content())
  }
}

extension Layout where Cache == () {
  public func makeCache(subviews: Subviews) -> Cache { () }
}

/// A layout's properties, as SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Sendable {
  /// The axis a stack layout stacks along (a `Spacer` in it grows along it); nil for others.
  public var stackOrientation: Axis?
  public init() {}
}

/// Spacing preferences of a view, as SwiftUI's `ViewSpacing`: SwiftUI's default 8 points
/// between views here, none for `.zero`.
public struct ViewSpacing: Sendable {
  let isZero: Bool
  public init() { isZero = false }
  private init(isZero: Bool) { self.isZero = isZero }
  public static let zero = ViewSpacing(isZero: true)
  /// The distance to `next` along `axis`.
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    isZero && next.isZero ? 0 : defaultStackSpacing
  }
  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {}
  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing { self }
}

/// A view's size and alignment guides, as SwiftUI's `ViewDimensions`.
public struct ViewDimensions: Equatable {
  public let width: CGFloat
  public let height: CGFloat
  public subscript(guide: HorizontalAlignment) -> CGFloat { width * guide.fraction }
  public subscript(guide: VerticalAlignment) -> CGFloat { height * guide.fraction }
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}

/// A key for a value that a subview gives its layout, as SwiftUI's `LayoutValueKey`.
public protocol LayoutValueKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

extension View {
  /// Gives this view's layout `value` for `key` (`subview[key]`).
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    modifier(LayoutTrait(value: .layoutValue(ObjectIdentifier(key), value)))
  }
}

/// One subview of a custom layout, as SwiftUI's `LayoutSubview`. (A layout's methods run on the
/// main actor, as the graph does: its nodes are read there.)
public struct LayoutSubview: Equatable {
  let node: Node
  /// Where `place` puts the subview: its frame in the container, set while the container places.
  let placed: PlacementBox

  /// The size the subview chooses for `proposal`.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { MainActor.assumeIsolated { node.sizeThatFits(proposal) } }
  /// The subview's size for `proposal`, with its alignment guides.
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    let size = sizeThatFits(proposal)
    return ViewDimensions(width: size.width, height: size.height)
  }
  /// Places the subview with its `anchor` at `position` (in the bounds' coordinates), at the
  /// size it chooses for `proposal`.
  public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
    let size = sizeThatFits(proposal)
    placed.frames[ObjectIdentifier(node)] = CGRect(
      x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height, width: size.width, height: size.height)
  }
  /// The subview's `layoutPriority`.
  public var priority: Double { MainActor.assumeIsolated { node.layoutPriority } }
  /// The subview's spacing preferences.
  public var spacing: ViewSpacing { MainActor.assumeIsolated { node is SpacerNode ? .zero : ViewSpacing() } }
  /// The value the subview gives for `key` (`layoutValue`), or the key's default.
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    MainActor.assumeIsolated { (node.elementTraits?.layoutValues[ObjectIdentifier(key)] as? K.Value) } ?? K.defaultValue
  }

  public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.node === b.node }
}

/// The frames a container's `place` calls gave, by subview.
final class PlacementBox {
  var frames: [ObjectIdentifier: CGRect] = [:]
}

/// A custom layout's subviews, as SwiftUI's `LayoutSubviews`.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
  let storage: ArraySlice<LayoutSubview>
  public var startIndex: Int { storage.startIndex }
  public var endIndex: Int { storage.endIndex }
  public subscript(index: Int) -> LayoutSubview { storage[index] }
  public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(storage: storage[bounds]) }
  /// The layout direction of the container.
  public var layoutDirection: LayoutDirection {
    MainActor.assumeIsolated { storage.first?.node.environment.layoutDirection } ?? .leftToRight
  }
}

// MARK: Built-in layouts

/// The layout of an `HStack`, as SwiftUI's `HStackLayout`.
public struct HStackLayout: Layout {
  public var alignment: VerticalAlignment
  public var spacing: CGFloat?
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .horizontal
    return properties
  }
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    StackRule(axis: .horizontal, alignment: alignment.fraction, spacing: spacing).size(for: proposal, children: subviews.map(\.node))
  }
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    StackRule(axis: .horizontal, alignment: alignment.fraction, spacing: spacing).place(subviews, in: bounds)
  }
}

/// The layout of a `VStack`, as SwiftUI's `VStackLayout`.
public struct VStackLayout: Layout {
  public var alignment: HorizontalAlignment
  public var spacing: CGFloat?
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .vertical
    return properties
  }
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    StackRule(axis: .vertical, alignment: alignment.fraction, spacing: spacing).size(for: proposal, children: subviews.map(\.node))
  }
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    StackRule(axis: .vertical, alignment: alignment.fraction, spacing: spacing).place(subviews, in: bounds)
  }
}

/// The layout of a `ZStack`, as SwiftUI's `ZStackLayout`: as big as its largest subview, each
/// aligned in it.
public struct ZStackLayout: Layout {
  public var alignment: Alignment
  public init(alignment: Alignment = .center) { self.alignment = alignment }
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    subviews.reduce(CGSize.zero) { size, subview in
      let child = subview.sizeThatFits(proposal)
      return CGSize(width: max(size.width, child.width), height: max(size.height, child.height))
    }
  }
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    for subview in subviews {
      let size = subview.sizeThatFits(ProposedViewSize(bounds.size))
      let offset = alignment.offset(of: size, in: bounds.size)
      subview.place(at: CGPoint(x: bounds.minX + offset.x, y: bounds.minY + offset.y), proposal: ProposedViewSize(size))
    }
  }
}

extension StackRule {
  /// Places `subviews` as the stack places its children in `bounds`.
  func place(_ subviews: LayoutSubviews, in bounds: CGRect) {
    for (subview, frame) in zip(subviews, frames(in: bounds.size, children: subviews.map(\.node))) {
      subview.placed.frames[ObjectIdentifier(subview.node)] = frame.offsetBy(dx: bounds.minX, dy: bounds.minY)
    }
  }
}

/// A type-erased layout, as SwiftUI's `AnyLayout`: a container of one keeps its subviews when
/// the layout changes, so they move to their new places with the animation in force.
public struct AnyLayout: Layout {
  let storage: any LayoutStorage
  public init<L: Layout>(_ layout: L) {
    storage = (layout as? AnyLayout)?.storage ?? LayoutBox(layout: layout)
  }
  public typealias Cache = Void
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    storage.size(for: proposal, subviews: subviews)
  }
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
    storage.place(in: bounds, proposal: proposal, subviews: subviews)
  }
}

/// A layout with its cache, behind `AnyLayout`.
protocol LayoutStorage: AnyObject {
  var stackOrientation: Axis? { get }
  @MainActor func size(for proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize
  @MainActor func place(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews)
  /// Starts a new layout pass: the cache is brought up to date before the layout is asked.
  func beginLayout()
}

final class LayoutBox<L: Layout>: LayoutStorage {
  let layout: L
  private var cache: L.Cache?
  private var isCurrent = false
  init(layout: L) { self.layout = layout }

  var stackOrientation: Axis? { L.layoutProperties.stackOrientation }
  func beginLayout() { isCurrent = false }

  private func currentCache(_ subviews: LayoutSubviews) -> L.Cache {
    if var cache {
      if !isCurrent { layout.updateCache(&cache, subviews: subviews) }
      isCurrent = true
      self.cache = cache
      return cache
    }
    let made = layout.makeCache(subviews: subviews)
    cache = made
    isCurrent = true
    return made
  }

  func size(for proposal: ProposedViewSize, subviews: LayoutSubviews) -> CGSize {
    var cache = currentCache(subviews)
    defer { self.cache = cache }
    return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
  }

  func place(in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews) {
    var cache = currentCache(subviews)
    defer { self.cache = cache }
    layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
  }
}

/// A custom layout used as a container.
struct LayoutContainer<Content: View>: View {
  let layout: AnyLayout
  let content: Content
  typealias Body = Never
}

extension LayoutContainer: NodeView {
  func makeNode(id: ViewID) -> LayoutNode { LayoutNode(id: id) }
  func update(_ node: LayoutNode, context: ResolveContext, graph: ViewGraph) {
    if node.storage !== layout.storage {
      node.storage = layout.storage
      // A new layout (AnyLayout switched, or a layout of new values): its cache is made anew.
    }
    graph.resolveLayoutChildren(of: node, content: content, context: context)
  }
}

/// A custom layout's node: asks its layout for its size and its subviews' frames.
final class LayoutNode: Node {
  var storage: (any LayoutStorage)?
  private var layoutPass = -1

  override var stackAxis: Axis? { storage?.stackOrientation }

  private func subviews(_ box: PlacementBox) -> LayoutSubviews {
    LayoutSubviews(storage: ArraySlice(layoutChildren.map { LayoutSubview(node: $0, placed: box) }))
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    guard let storage else { return .zero }
    return storage.size(for: proposal, subviews: subviews(PlacementBox()))
  }

  override func placeChildren(in size: CGSize, graph: ViewGraph) {
    guard let storage else { return }
    if layoutPass != graph.layoutCount {
      layoutPass = graph.layoutCount
      storage.beginLayout()
    }
    let box = PlacementBox()
    let subviews = subviews(box)
    storage.place(in: CGRect(origin: .zero, size: size), proposal: ProposedViewSize(size), subviews: subviews)
    for subview in subviews {
      // A subview its layout did not place is at the container's centre, at its size for the
      // container's size (as SwiftUI places an unplaced subview).
      let frame =
        box.frames[ObjectIdentifier(subview.node)]
        ?? {
          let childSize = subview.node.sizeThatFits(ProposedViewSize(size))
          return CGRect(x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2, width: childSize.width, height: childSize.height)
        }()
      subview.node.place(frame, graph: graph)
    }
  }
}
