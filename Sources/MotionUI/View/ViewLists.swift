// The views that stand for zero or several children: they add no node of their own, and give
// each child its structural identity (tuple position, `if` branch) or explicit one (`ForEach`).

extension TupleView: PrimitiveView {
  func resolve(id: ViewID, context: ResolveContext, graph: ViewGraph, into list: inout [Node], reuse: [ViewID: Node]) {
    // Each child at its position (a list among them, its views at theirs: `forEachElement`).
    resolveElements(id: id, context: context, graph: graph, into: &list, reuse: reuse)
  }
}

extension _ConditionalContent: PrimitiveView {
  func resolve(id: ViewID, context: ResolveContext, graph: ViewGraph, into list: inout [Node], reuse: [ViewID: Node]) {
    // Each branch is a view of its own: its transition is not the modifiers' around it.
    var context = context
    context.element = nil
    switch storage {
    case .trueContent(let view): graph.resolve(view, id: id.appending(.branch(true)), context: context, into: &list, reuse: reuse)
    case .falseContent(let view): graph.resolve(view, id: id.appending(.branch(false)), context: context, into: &list, reuse: reuse)
    }
  }
}

extension Optional: PrimitiveView where Wrapped: View {
  func resolve(id: ViewID, context: ResolveContext, graph: ViewGraph, into list: inout [Node], reuse: [ViewID: Node]) {
    guard let view = self else { return }
    var context = context
    context.element = nil
    graph.resolve(view, id: id.appending(.unwrapped), context: context, into: &list, reuse: reuse)
  }
}

extension EmptyView: PrimitiveView {
  func resolve(id: ViewID, context: ResolveContext, graph: ViewGraph, into list: inout [Node], reuse: [ViewID: Node]) {}
}

extension AnyView: PrimitiveView {
  func resolve(id: ViewID, context: ResolveContext, graph: ViewGraph, into list: inout [Node], reuse: [ViewID: Node]) {
    // A different wrapped type is a different view.
    graph.resolve(storage, id: id.appending(.type(ObjectIdentifier(type(of: storage)))), context: context, into: &list, reuse: reuse)
  }
}

/// Several views as one, as SwiftUI's `Group`: modifiers on it apply to each child.
public struct Group<Content> {
  public var content: Content
}

extension Group: View where Content: View {
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public typealias Body = Never
}

extension Group: PrimitiveView where Content: View {
  func resolve(id: ViewID, context: ResolveContext, graph: ViewGraph, into list: inout [Node], reuse: [ViewID: Node]) {
    graph.resolve(content, id: id, context: context, into: &list, reuse: reuse)
  }
}

/// Views made from a collection, one per element, identified by the elements' ids, as SwiftUI's
/// `ForEach`.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  public var data: Data
  public var content: (Data.Element) -> Content
  let idOf: (Data.Element) -> ID
}

extension ForEach: View where Content: View {
  public typealias Body = Never

  /// One view per element, identified by `id`.
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
    idOf = { $0[keyPath: id] }
  }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
  /// One view per `Identifiable` element.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
    idOf = { $0.id }
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  /// One view per integer of a constant range.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
    idOf = { $0 }
  }
}

extension ForEach where Content: View {
  /// One view per element of the bound collection, identified by the elements' ids, each given
  /// a binding to its element, as SwiftUI's `ForEach($items) { $item in … }`. The element's
  /// binding reads and writes it by its index; once the collection no longer has that index (a
  /// row on its way out after a deletion), it reads the element as it was and writes nothing.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Element: Identifiable, ID == C.Element.ID, C.Index: Hashable {
    self.init(data, id: \.id, content: content)
  }

  /// One view per element of the bound collection, identified by `id`, each given a binding to
  /// its element (see `init(_:content:)`).
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Index: Hashable {
    let collection = data.wrappedValue
    let elements = Dictionary(uniqueKeysWithValues: collection.indices.map { ($0, collection[$0]) })
    self.data = collection.indices.lazy.map { ($0, elements[$0]![keyPath: id]) }
    self.content = { element in
      let (index, _) = element
      let initial = elements[index]!
      return content(
        Binding(
          get: {
            let now = data.wrappedValue
            return now.indices.contains(index) ? now[index] : initial
          },
          set: { (value: C.Element, transaction: Transaction?) in
            guard data.wrappedValue.indices.contains(index) else { return }
            var transacted = data
            if let transaction { transacted = data.transaction(transaction) }
            transacted.wrappedValue[index] = value
          }))
    }
    idOf = { $0.1 }
  }
}

extension ForEach: PrimitiveView where Content: View {
  func resolve(id: ViewID, context: ResolveContext, graph: ViewGraph, into list: inout [Node], reuse: [ViewID: Node]) {
    resolveElements(id: id, context: context, graph: graph, into: &list, reuse: reuse)
  }
}

// MARK: Modifiers on several views

/// A view that stands for several (`ForEach`, `Group`, a tuple of a view builder): a modifier
/// on it applies to each of its views, as SwiftUI's do ("modifiers applied to a group apply to
/// each of its children"), so that `ForEach { … }.padding()` pads each row and a stack still
/// lays the rows out one by one.
@MainActor
protocol ViewList {
  /// Whether this view stands for several (a modified view does when its content does).
  var isViewList: Bool { get }
  /// Calls `body` with each view this one stands for, its identity and the context it
  /// resolves in, in order (several levels of lists flattened).
  func forEachElement(id: ViewID, context: ResolveContext, _ body: (any View, ViewID, ResolveContext) -> Void)
}

extension ViewList {
  var isViewList: Bool { true }

  /// Resolves each view this one stands for, at its identity, into `list`.
  func resolveElements(id: ViewID, context: ResolveContext, graph: ViewGraph, into list: inout [Node], reuse: [ViewID: Node]) {
    forEachElement(id: id, context: context) { view, childID, context in
      graph.resolve(view, id: childID, context: context, into: &list, reuse: reuse)
    }
  }

  /// `view`'s elements when it is a list, else `view` itself.
  static func elements(of view: any View, id: ViewID, context: ResolveContext, _ body: (any View, ViewID, ResolveContext) -> Void) {
    if let list = view as? any ViewList, list.isViewList {
      list.forEachElement(id: id, context: context, body)
    } else {
      body(view, id, context)
    }
  }
}

extension ForEach: ViewList where Content: View {
  func forEachElement(id: ViewID, context: ResolveContext, _ body: (any View, ViewID, ResolveContext) -> Void) {
    var context = context
    context.element = nil
    // In a picker, each view is tagged with its element's id when that is of the selection's
    // type, as SwiftUI tags a `ForEach`'s views (an explicit `.tag` inside then stands aside).
    let picker = context.environment.pickerOptions
    for element in data {
      let elementID = AnyHashable(idOf(element))
      let childID = id.appending(.explicit(elementID))
      if let picker, picker.accepts(elementID) {
        Self.elements(of: content(element).modifier(PickerOption(tag: elementID)), id: childID, context: context, body)
      } else {
        Self.elements(of: content(element), id: childID, context: context, body)
      }
    }
  }
}

extension Group: ViewList where Content: View {
  func forEachElement(id: ViewID, context: ResolveContext, _ body: (any View, ViewID, ResolveContext) -> Void) {
    Self.elements(of: content, id: id, context: context, body)
  }
}

extension TupleView: ViewList {
  func forEachElement(id: ViewID, context: ResolveContext, _ body: (any View, ViewID, ResolveContext) -> Void) {
    for (index, child) in Mirror(reflecting: value).children.enumerated() {
      guard let view = child.value as? any View else { continue }
      Self.elements(of: view, id: id.appending(.position(index)), context: context, body)
    }
  }
}

extension EmptyView: ViewList {
  func forEachElement(id: ViewID, context: ResolveContext, _ body: (any View, ViewID, ResolveContext) -> Void) {}
}

extension _ViewModifier_Content: PrimitiveView {
  func resolve(id: ViewID, context: ResolveContext, graph: ViewGraph, into list: inout [Node], reuse: [ViewID: Node]) {
    // The content takes the transaction and environment the modifier's body gives it.
    context.modifierContent?.resolve(from: context, keepingTransaction: false, graph: graph, into: &list, reuse: reuse)
  }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
  func resolve(id: ViewID, context: ResolveContext, graph: ViewGraph, into list: inout [Node], reuse: [ViewID: Node]) {
    // A modifier on several views applies to each (see `ViewList`).
    if isViewList {
      resolveElements(id: id, context: context, graph: graph, into: &list, reuse: reuse)
      return
    }
    if let primitive = modifier as? any PrimitiveModifier {
      primitive.resolve(content: content, id: id, context: context, graph: graph, into: &list, reuse: reuse)
      return
    }
    if let effect = modifier as? any GeometryEffect {
      graph.resolveGeometryEffect(effect, content: content, id: id, context: context, into: &list, reuse: reuse)
      return
    }
    // A modifier with a body: a composite whose body's `content` is this content.
    var inner = context
    inner.modifierContent = ModifierContent(view: content, context: context, id: id.appending(.modified))
    graph.resolveModifier(modifier, id: id, context: inner, into: &list, reuse: reuse)
  }
}

extension ModifiedContent: ViewList where Content: View, Modifier: ViewModifier {
  /// A modifier on several views stands for each of them modified.
  var isViewList: Bool { (content as? any ViewList)?.isViewList ?? false }

  func forEachElement(id: ViewID, context: ResolveContext, _ body: (any View, ViewID, ResolveContext) -> Void) {
    guard let views = content as? any ViewList, views.isViewList else { return body(self, id, context) }
    views.forEachElement(id: id, context: context) { view, childID, context in body(modified(view), childID, context) }
  }

  /// `view` with this modifier.
  private func modified(_ view: any View) -> any View {
    func apply<V: View>(_ view: V) -> any View { ModifiedContent<V, Modifier>(content: view, modifier: modifier) }
    return apply(view)
  }
}

extension ViewGraph {
  /// Resolves a `ViewModifier` with a body, as a composite with state of its own.
  func resolveModifier(_ modifier: some ViewModifier, id: ViewID, context: ResolveContext, into list: inout [Node], reuse: [ViewID: Node]) {
    resolveBodied(modifier, key: id.appending(.modifier), context: context, makeBody: Self.modifierBody) { composite in
      composite.modifierContent = context.modifierContent
      return context
    } into: { body, key, bodyContext in
      resolve(body, id: key, context: bodyContext, into: &list, reuse: reuse)
    }
  }

  static func modifierBody(_ value: Any) -> any View {
    guard let modifier = value as? any ViewModifier else { return EmptyView() }
    return modifierBody(of: modifier)
  }

  private static func modifierBody<M: ViewModifier>(of modifier: M) -> any View {
    modifier.body(content: _ViewModifier_Content<M>())
  }
}

/// The library's own modifiers: resolved by the graph, not through a body.
@MainActor
protocol PrimitiveModifier {
  func resolve(content: any View, id: ViewID, context: ResolveContext, graph: ViewGraph, into list: inout [Node], reuse: [ViewID: Node])
}

/// A primitive modifier that is one node around its content.
@MainActor
protocol NodeModifier: PrimitiveModifier {
  associatedtype NodeType: Node
  func makeNode(id: ViewID) -> NodeType
  func update(_ node: NodeType, context: ResolveContext, graph: ViewGraph)
}

extension NodeModifier {
  func resolve(content: any View, id: ViewID, context: ResolveContext, graph: ViewGraph, into list: inout [Node], reuse: [ViewID: Node]) {
    let node = (reuse[id] as? NodeType) ?? makeNode(id: id)
    node.isModifierNode = true
    node.begin(context: context, graph: graph)
    update(node, context: context, graph: graph)
    var inner = context.continuingElement(with: node)
    inner.transition = nil
    graph.resolveChildren(of: node, content: content, context: inner)
    list.append(node)
  }
}

/// A primitive modifier that changes what its content resolves with (environment,
/// transaction, transition, identity) and adds no node.
@MainActor
protocol ContextModifier: PrimitiveModifier {
  func adjust(_ context: inout ResolveContext, id: inout ViewID, graph: ViewGraph)
}

extension ContextModifier {
  func resolve(content: any View, id: ViewID, context: ResolveContext, graph: ViewGraph, into list: inout [Node], reuse: [ViewID: Node]) {
    var context = context
    var id = id
    adjust(&context, id: &id, graph: graph)
    graph.resolve(content, id: id, context: context, into: &list, reuse: reuse)
  }
}

extension EnvironmentWriter: ContextModifier {
  func adjust(_ context: inout ResolveContext, id: inout ViewID, graph: ViewGraph) {
    context.environment = environment(for: context.environment)
  }
}
