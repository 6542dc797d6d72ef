// `@Namespace` and `.matchedGeometryEffect(id:in:properties:anchor:isSource:)`.
//
// What the preview does (Apple's documentation of `matchedGeometryEffect`: "if inserting a view
// in the same transaction that another view with the same key is removed, the system will
// interpolate their frame rectangles in window space to make it appear that there is a single
// view moving from its old position to its new position"):
// - a source's frame is recorded at every layout, in canvas coordinates;
// - a view inserted with the key of a source that left the tree in the same update starts at
//   that source's frame (its presented frame at that time) and animates to its own, with the
//   transaction's animation; its content is laid out at the start size first, so that its
//   size animates too;
// - a view with `isSource: false` is laid out at the source's frame while a source is present.
// - a removed source that still runs its removal transition travels to the inserted one's frame.
// `properties` picks the position (the anchor point's), the size, or both.

/// A dynamic property that gives a view a namespace for `matchedGeometryEffect`, as SwiftUI's
/// `@Namespace`: one identifier for as long as the view's identity lives.
@propertyWrapper
public struct Namespace: DynamicProperty {
  let box: NamespaceBox

  /// A new namespace (the graph keeps the first one it sees at a view's identity).
  public init() {
    box = NamespaceBox()
  }

  /// The namespace's identifier.
  public var wrappedValue: Namespace.ID { box.storage.id }

  /// The identifier of a namespace.
  public struct ID: Hashable, Sendable {
    let value: Int
  }
}

/// The reference a `Namespace` holds; relinked to its identity's storage by the graph.
final class NamespaceBox {
  var storage = NamespaceStorage()
}

/// One namespace of one view identity.
final class NamespaceStorage {
  nonisolated(unsafe) private static var count = 0
  let id: Namespace.ID

  /// A namespace with an identifier no other has (made on the main actor, in bodies).
  init() {
    Self.count += 1
    id = Namespace.ID(value: Self.count)
  }
}

extension Namespace: GraphProperty {
  var graphStorage: AnyObject { box.storage }
  func link(to storage: AnyObject, node: CompositeNode) {
    guard let storage = storage as? NamespaceStorage else { return }
    box.storage = storage
  }
}

/// The geometry `matchedGeometryEffect` takes from its source, as SwiftUI's
/// `MatchedGeometryProperties`.
public struct MatchedGeometryProperties: OptionSet, Sendable {
  /// The set's bits: 1 position, 2 size.
  public let rawValue: UInt32
  /// The properties of `rawValue`'s bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  /// The position of the view's anchor point.
  public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
  /// The view's size.
  public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
  /// Position and size.
  public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
  /// Matches this view's geometry with the other views of `id` in `namespace`: a view inserted
  /// as a source of the key is removed moves from the removed one's frame to its own, and a
  /// view with `isSource` false takes the source's `properties`, placed by `anchor` (a unit
  /// point of the frame).
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center,
    isSource: Bool = true
  ) -> some View {
    modifier(
      MatchedGeometryEffect(
        key: MatchedGeometryKey(namespace: namespace, id: AnyHashable(id)), properties: properties, anchor: anchor,
        isSource: isSource))
  }
}

/// A namespace and an id: what matches views.
struct MatchedGeometryKey: Hashable {
  let namespace: Namespace.ID
  let id: AnyHashable
}

/// Where a source was at the last layout that placed it. The node is kept through the next
/// layout (the graph drops older entries) so that a view inserted as it leaves can start from
/// its frame.
struct MatchedGeometrySource {
  let node: MatchedGeometryNode
  /// The canvas origin of the source's parent, at that layout.
  let parentOrigin: CGPoint
  /// That layout's number.
  let layout: Int

  /// The source's frame in canvas coordinates, as presented at `time`.
  @MainActor
  func frame(at time: Double) -> CGRect {
    let frame = node.frame(at: time)
    return frame.offsetBy(dx: parentOrigin.x, dy: parentOrigin.y)
  }
}

struct MatchedGeometryEffect: ViewModifier, NodeModifier {
  let key: MatchedGeometryKey
  let properties: MatchedGeometryProperties
  let anchor: UnitPoint
  let isSource: Bool
  typealias Body = Never
  func makeNode(id: ViewID) -> MatchedGeometryNode { MatchedGeometryNode(id: id) }
  func update(_ node: MatchedGeometryNode, context: ResolveContext, graph: ViewGraph) {
    node.key = key
    node.properties = properties
    node.anchor = anchor
    node.isSource = isSource
  }
}

final class MatchedGeometryNode: Node {
  var key: MatchedGeometryKey?
  var properties = MatchedGeometryProperties.frame
  var anchor = UnitPoint.center
  var isSource = true
  /// The frame the content is first laid out in, when the node takes over a removed source's.
  private var startFrame: CGRect?

  override func insertionFrame(for frame: CGRect, graph: ViewGraph) -> CGRect {
    guard isSource, let key, let source = graph.matchedGeometry[key], source.node !== self,
      source.layout == graph.layoutCount - 1, !source.node.isInTree
    else { return frame }
    let sourceFrame = source.frame(at: graph.time)
    let parentOrigin = parentNode?.canvasOrigin ?? .zero
    let start = taking(sourceFrame.offsetBy(dx: -parentOrigin.x, dy: -parentOrigin.y), into: frame)
    startFrame = start
    if source.node.isStillDrawn {
      // The removed view still runs its removal transition: it travels to this one's frame,
      // in its parent's coordinates by this layout (its containers may have moved).
      let sourceParent = source.node.parentNode?.canvasOrigin ?? source.parentOrigin
      let target = frame.offsetBy(dx: parentOrigin.x - sourceParent.x, dy: parentOrigin.y - sourceParent.y)
      source.node.place(source.node.taking(target, into: source.node.placed ?? target), graph: graph)
    }
    return start
  }

  override func placeChildren(in size: CGSize, graph: ViewGraph) {
    if let start = startFrame {
      // The content starts laid out at the size it takes over, and animates to its own.
      startFrame = nil
      super.placeChildren(in: start.size, graph: graph)
    }
    guard let key else { return super.placeChildren(in: size, graph: graph) }
    let origin = parentNode?.canvasOrigin ?? .zero
    if isSource {
      if isInTree {
        graph.matchedGeometry[key] = MatchedGeometrySource(node: self, parentOrigin: origin, layout: graph.layoutCount)
      }
      super.placeChildren(in: size, graph: graph)
      return
    }
    // Not a source: while a source is in the tree, the content is laid out at its frame.
    guard let source = graph.matchedGeometry[key], source.node.isInTree, let placed
    else { return super.placeChildren(in: size, graph: graph) }
    let sourceFrame = CGRect(origin: source.node.canvasOrigin, size: source.node.placedSize ?? .zero)
    let mine = CGRect(origin: CGPoint(x: origin.x + placed.minX, y: origin.y + placed.minY), size: size)
    let target = taking(sourceFrame, into: mine).offsetBy(dx: -mine.minX, dy: -mine.minY)
    for child in layoutChildren {
      let childSize = child.sizeThatFits(ProposedViewSize(target.size))
      let inBox = Alignment.center.offset(of: childSize, in: target.size)
      child.place(CGRect(origin: CGPoint(x: target.minX + inBox.x, y: target.minY + inBox.y), size: childSize), graph: graph)
    }
  }

  /// `own` with the matched properties of `other` (both in one coordinate space): the size, and
  /// the position of the anchor point.
  func taking(_ other: CGRect, into own: CGRect) -> CGRect {
    let size = properties.contains(.size) ? other.size : own.size
    let reference = properties.contains(.position) ? other : own
    let anchorX = reference.minX + anchor.x * reference.width
    let anchorY = reference.minY + anchor.y * reference.height
    return CGRect(x: anchorX - anchor.x * size.width, y: anchorY - anchor.y * size.height, width: size.width, height: size.height)
  }
}

extension Node {
  /// Whether the node is in the tree and not leaving it: no ancestor was detached or runs its
  /// removal.
  var isInTree: Bool {
    var node: Node? = self
    while let current = node {
      if !current.isAttached || current.isRemoving { return false }
      if current is RootNode { return true }
      node = current.parentNode
    }
    return false
  }

  /// Whether the node is still drawn: in the tree, or running its removal transition (no
  /// ancestor was detached).
  var isStillDrawn: Bool {
    var node: Node? = self
    while let current = node {
      if !current.isAttached { return false }
      if current is RootNode { return true }
      node = current.parentNode
    }
    return false
  }

  /// The node's origin in canvas coordinates: the sum of its and its ancestors' laid-out
  /// origins and of the ancestors' `.offset`s (at their model values).
  ///
  /// An offset is a geometry effect, which "redefines the coordinate transform to and from"
  /// the views inside it (Apple's documentation of `GeometryEffect`), and matched views
  /// "interpolate their frame rectangles in window space" (of `matchedGeometryEffect`): a hero
  /// placed with `.offset` started from its layout place, not from where it was drawn.
  var canvasOrigin: CGPoint {
    var point = placed?.origin ?? .zero
    var ancestor = parentNode
    while let node = ancestor {
      let origin = node.placed?.origin ?? .zero
      let shift = (node as? OffsetNode)?.modelOffset ?? .zero
      point.x += origin.x + shift.x
      point.y += origin.y + shift.y
      ancestor = node.parentNode
    }
    return point
  }
}
