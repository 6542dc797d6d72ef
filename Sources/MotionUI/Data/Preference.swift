// Preferences: values that views give their ancestors, as SwiftUI's `PreferenceKey`, with
// `.preference`, `.transformPreference`, `.anchorPreference`, `.onPreferenceChange` and
// `.overlayPreferenceValue` / `.backgroundPreferenceValue`, and the anchors they carry.
//
// What the preview does, and which source it follows:
// - A view's value for a key is its subtree's: the values its children give, combined in view
//   order by the key's `reduce`, which is called only between views that give a value (the
//   documentation: "combines the preference value from one tree with that of its next
//   sibling"; fivestars.blog, "PreferenceKey's reduce method demystified", observed that reduce
//   is not called for children that set nothing). A subtree that gives none has the key's
//   `defaultValue`.
// - `.preference(key:value:)` and `.anchorPreference` replace their content's value;
//   `transformPreference` and `transformAnchorPreference` change it.
// - Values are read after layout, so anchors are the frames of that layout. A reader's content
//   is made again at each layout, under the transaction of the update that caused it: the
//   underline that follows a selected tab moves with the selection's animation.
// - `onPreferenceChange` runs its action after the update when the value differs from the one
//   it last saw, and once at the first layout (its value then is new); an action that keeps
//   changing what it reads stops after 32 runs at one moment, with one warning.
// - Removed views that still run their removal transition give no value.

/// A named value that views give their ancestors, as SwiftUI's `PreferenceKey`.
public protocol PreferenceKey {
  associatedtype Value
  /// The value of a subtree in which no view gives one.
  static var defaultValue: Value { get }
  /// Combines `value`, accumulated from the views before, with the next view's value.
  static func reduce(value: inout Value, nextValue: () -> Value)
}

extension View {
  /// Gives `value` for `key` to this view's ancestors, in place of its content's.
  public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
    modifier(PreferenceWriter(key: ObjectIdentifier(key)) { _, _ in value })
  }

  /// Changes this view's value for `key` with `callback`.
  public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
    modifier(
      PreferenceWriter(key: ObjectIdentifier(key)) { inner, _ in
        var value = (inner as? K.Value) ?? K.defaultValue
        callback(&value)
        return value
      })
  }

  /// Gives `transform` of an anchor to this view's geometry, `value`, for `key`.
  public func anchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
  ) -> some View {
    modifier(PreferenceWriter(key: ObjectIdentifier(key)) { _, bounds in transform(Anchor(canvasValue: value.make(bounds))) })
  }

  /// Changes this view's value for `key` with an anchor to its geometry, `value`.
  public func transformAnchorPreference<A, K: PreferenceKey>(
    key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
  ) -> some View {
    modifier(
      PreferenceWriter(key: ObjectIdentifier(key)) { inner, bounds in
        var result = (inner as? K.Value) ?? K.defaultValue
        transform(&result, Anchor(canvasValue: value.make(bounds)))
        return result
      })
  }

  /// Runs `action` with this view's value for `key` when it changes (and at the first layout).
  public func onPreferenceChange<K: PreferenceKey>(
    _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void, file: StaticString = #fileID, line: UInt = #line
  ) -> some View where K.Value: Equatable {
    modifier(
      PreferenceObserver(
        read: { $0.preferenceValue(K.self) }, changed: { $0 as? K.Value != $1 as? K.Value }, action: { action($0 as! K.Value) },
        site: (file, line)))
  }

  /// In front of this view, the view `transform` makes of its value for `key`.
  public func overlayPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(PreferenceReader(make: { AnyView(transform($0.preferenceValue(K.self))) }, alignment: alignment, isOverlay: true))
  }

  /// Behind this view, the view `transform` makes of its value for `key`.
  public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
    _ key: K.Type = K.self, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View {
    modifier(PreferenceReader(make: { AnyView(transform($0.preferenceValue(K.self))) }, alignment: alignment, isOverlay: false))
  }
}

// MARK: Anchors

/// A geometric value of a view, which a `GeometryProxy` turns into its own coordinates
/// (`proxy[anchor]`), as SwiftUI's `Anchor`. It holds the value in the canvas's coordinates, by
/// the layout it was made in.
public struct Anchor<Value> {
  let canvasValue: Value

  /// Where in a view's bounds an anchor points.
  public struct Source {
    /// The value for a view whose frame in the canvas is the argument.
    let make: (CGRect) -> Value
  }
}

extension Anchor: Equatable where Value: Equatable {
  public static func == (a: Anchor, b: Anchor) -> Bool { a.canvasValue == b.canvasValue }
}

extension Anchor: Hashable where Value: Hashable {
  public func hash(into hasher: inout Hasher) { hasher.combine(canvasValue) }
}

extension Anchor.Source where Value == CGRect {
  /// The view's bounds.
  public static var bounds: Anchor<CGRect>.Source { .init { $0 } }
  /// `rect` in the view's coordinates.
  public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source {
    .init { rect.offsetBy(dx: $0.minX, dy: $0.minY) }
  }
}

extension Anchor.Source where Value == CGPoint {
  /// `point` in the view's coordinates.
  public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source {
    .init { CGPoint(x: $0.minX + point.x, y: $0.minY + point.y) }
  }
  /// The point at `unitPoint` of the view's size.
  public static func unitPoint(_ unitPoint: UnitPoint) -> Anchor<CGPoint>.Source {
    .init { CGPoint(x: $0.minX + unitPoint.x * $0.width, y: $0.minY + unitPoint.y * $0.height) }
  }
  public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
  public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
  public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
  public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
  public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
  public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
  public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
  public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
  public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension GeometryProxy {
  /// `anchor`'s value in this proxy's coordinates (its view's frame's top leading corner is
  /// the origin).
  public subscript<T>(anchor: Anchor<T>) -> T {
    switch anchor.canvasValue {
    case let rect as CGRect: rect.offsetBy(dx: -globalOrigin.x, dy: -globalOrigin.y) as! T
    case let point as CGPoint: CGPoint(x: point.x - globalOrigin.x, y: point.y - globalOrigin.y) as! T
    default: anchor.canvasValue
    }
  }
}

// MARK: Nodes

extension Node {
  /// The value for `K` that this node's subtree gives by the last layout, or the key's default
  /// when no view in it gives one.
  final func preferenceValue<K: PreferenceKey>(_ key: K.Type) -> K.Value {
    givenValue(key, id: ObjectIdentifier(key)) ?? K.defaultValue
  }

  /// The value for `K` that this node's subtree gives, nil when no view in it gives one.
  private final func givenValue<K: PreferenceKey>(_ key: K.Type, id: ObjectIdentifier) -> K.Value? {
    var value: K.Value?
    for child in children where !child.isRemoving {
      guard let next = child.givenValue(key, id: id) else { continue }
      if value == nil {
        value = next
      } else {
        K.reduce(value: &value!, nextValue: { next })
      }
    }
    if let writer = self as? PreferenceWriterNode, writer.key == id {
      return writer.write(value, frameInCanvas) as? K.Value
    }
    return value
  }
}

/// `.preference` and the other writers: a node around the content whose value for `key` is
/// `write` of the content's value (nil: none) and the node's frame in the canvas.
struct PreferenceWriter: ViewModifier, NodeModifier {
  let key: ObjectIdentifier
  let write: (Any?, CGRect) -> Any
  typealias Body = Never
  func makeNode(id: ViewID) -> PreferenceWriterNode { PreferenceWriterNode(id: id) }
  func update(_ node: PreferenceWriterNode, context: ResolveContext, graph: ViewGraph) {
    node.key = key
    node.write = write
  }
}

final class PreferenceWriterNode: Node {
  var key = ObjectIdentifier(Never.self)
  var write: (Any?, CGRect) -> Any = { value, _ in value as Any }
}

/// `.onPreferenceChange`: after each layout of its content, compares the content's value with
/// the one it saw last and runs the action after the update when they differ.
struct PreferenceObserver: ViewModifier, NodeModifier {
  let read: (Node) -> Any
  let changed: (Any, Any) -> Bool
  let action: (Any) -> Void
  /// Where it was written, for its warning.
  let site: (file: StaticString, line: UInt)
  typealias Body = Never
  func makeNode(id: ViewID) -> PreferenceObserverNode { PreferenceObserverNode(id: id) }
  func update(_ node: PreferenceObserverNode, context: ResolveContext, graph: ViewGraph) {
    node.observer = self
  }
}

final class PreferenceObserverNode: Node {
  var observer: PreferenceObserver?
  private var seen: Any?
  /// When the action last ran, and how many times in a row at that scene time: an action that
  /// changes what it reads (a size that grows with itself) would run for ever; past
  /// `Self.mostInARow` it stops, as SwiftUI stops "a bound preference that tried to update
  /// multiple times per frame", and says so once.
  private var lastRun: (time: Double, times: Int) = (-.infinity, 0)
  static let mostInARow = 32

  override func placeChildren(in size: CGSize, graph: ViewGraph) {
    super.placeChildren(in: size, graph: graph)
    guard let observer else { return }
    let value = observer.read(self)
    if let seen, !observer.changed(seen, value) { return }
    seen = value
    lastRun = lastRun.time == graph.time ? (graph.time, lastRun.times + 1) : (graph.time, 1)
    guard lastRun.times <= Self.mostInARow else {
      PreviewWarnings.once(
        "`onPreferenceChange` changed the value it reads \(Self.mostInARow) times at one moment: stopped until the next",
        file: observer.site.file, line: observer.site.line)
      return
    }
    graph.afterUpdate { observer.action(value) }
  }
}

/// `.overlayPreferenceValue` and `.backgroundPreferenceValue`: a background or overlay whose
/// content is made from the primary content's value at each layout.
struct PreferenceReader: ViewModifier, PrimitiveModifier {
  let make: (Node) -> AnyView
  let alignment: Alignment
  let isOverlay: Bool
  typealias Body = Never

  func resolve(content: any View, id: ViewID, context: ResolveContext, graph: ViewGraph, into list: inout [Node], reuse: [ViewID: Node]) {
    SecondaryLayout(secondary: AnyView(EmptyView()), alignment: alignment, isOverlay: isOverlay, makeSecondary: make)
      .resolve(content: content, id: id, context: context, graph: graph, into: &list, reuse: reuse)
  }
}

// MARK: Named coordinate spaces

extension View {
  /// Names this view's coordinate space, for `GeometryProxy.frame(in: .named(name))`.
  public func coordinateSpace<T: Hashable>(name: T) -> some View {
    modifier(SpaceMarker(space: .named(AnyHashable(name))))
  }
}

/// Marks a view's node as a space that proxies inside it know: a named coordinate space, or a
/// scroll view (for `scrollTransition`).
struct SpaceMarker: ViewModifier, NodeModifier {
  enum Space {
    case named(AnyHashable)
    case scrollView(Axis)
  }
  let space: Space
  typealias Body = Never
  func makeNode(id: ViewID) -> SpaceNode { SpaceNode(id: id, space: space) }
  func update(_ node: SpaceNode, context: ResolveContext, graph: ViewGraph) { node.space = space }
}

final class SpaceNode: Node {
  var space: SpaceMarker.Space
  init(id: ViewID, space: SpaceMarker.Space) {
    self.space = space
    super.init(id: id)
  }
}

extension Node {
  /// The node's frame in the canvas by the last layout: its place in its parent and theirs in
  /// theirs (layout frames: offsets and other geometry effects are not counted).
  final var frameInCanvas: CGRect { CGRect(origin: canvasOrigin, size: placedSize ?? .zero) }

  /// The geometry a proxy of this node gives: its size, its origin in the canvas, the origins
  /// of the named coordinate spaces around it (the nearest of a name) and its scroll view's
  /// frame.
  final func proxy(size: CGSize) -> GeometryProxy {
    var named: [AnyHashable: CGPoint] = [:]
    var viewport: ScrollViewport?
    var ancestor = parentNode
    while let node = ancestor {
      switch (node as? SpaceNode)?.space {
      case .named(let name) where named[name] == nil: named[name] = node.frameInCanvas.origin
      case .scrollView(let axis) where viewport == nil: viewport = ScrollViewport(frame: node.frameInCanvas, axis: axis)
      default: break
      }
      ancestor = node.parentNode
    }
    return GeometryProxy(size: size, globalOrigin: frameInCanvas.origin, namedOrigins: named, viewport: viewport)
  }
}
