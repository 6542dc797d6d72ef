// `.animation(_:value:)`, `.animation(_:)`, `.animation(_:body:)`, `.transaction(_:)` and
// `.id(_:)`: they change the transaction (or identity) their content resolves with. The
// innermost `.animation` wins for what it covers, as in SwiftUI.

extension View {
  /// Animates this view's changes with `animation` in the transactions where `value` changed.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    modifier(ValueAnimationModifier(animation: animation, value: value))
  }

  /// Animates every change of this view with `animation` (deprecated in SwiftUI).
  public func animation(_ animation: Animation?) -> some View {
    modifier(TransactionModifier(change: { transaction in
      if !transaction.disablesAnimations { transaction.animation = animation }
    }))
  }

  /// Animates the changes of the modifiers `body` applies with `animation`.
  public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
    modifier(TransactionModifier(change: { transaction in
      if !transaction.disablesAnimations { transaction.animation = animation }
    }))
  }

  /// Changes the transaction this view's changes use.
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
    modifier(TransactionModifier(change: transform))
  }

  /// Changes the transaction of the modifiers `body` applies.
  public func transaction<V: View>(_ transform: @escaping (inout Transaction) -> Void, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
    TransactionBodyView(content: self, transform: transform, body: body(PlaceholderContentView()))
  }

  /// A view whose identity is `id`: a new id is a new view, with fresh state.
  public func id<ID: Hashable>(_ id: ID) -> some View {
    modifier(IdentityModifier(value: AnyHashable(id)))
  }
}

/// The content a `.transaction(_:body:)` body modifies.
public struct PlaceholderContentView<Value>: View {
  public typealias Body = Never
}

extension PlaceholderContentView: PrimitiveView {
  func resolve(id: ViewID, context: ResolveContext, graph: ViewGraph, into list: inout [Node], reuse: [ViewID: Node]) {
    // The content keeps the transaction it had outside `.transaction(_:body:)`.
    context.modifierContent?.resolve(from: context, keepingTransaction: true, graph: graph, into: &list, reuse: reuse)
  }
}

/// `.transaction(_:body:)`: the body's modifiers resolve with the changed transaction, the
/// content inside them with the original one.
struct TransactionBodyView<Content: View, Modified: View>: View, PrimitiveView {
  let content: Content
  let transform: (inout Transaction) -> Void
  let body: Modified

  func resolve(id: ViewID, context: ResolveContext, graph: ViewGraph, into list: inout [Node], reuse: [ViewID: Node]) {
    var inner = context
    transform(&inner.transaction)
    inner.modifierContent = ModifierContent(view: content, context: context, id: id.appending(.content))
    graph.resolve(body, id: id.appending(.body), context: inner, into: &list, reuse: reuse)
  }
}

struct ValueAnimationModifier<V: Equatable>: ViewModifier, PrimitiveModifier {
  let animation: Animation?
  let value: V
  typealias Body = Never

  func resolve(content: any View, id: ViewID, context: ResolveContext, graph: ViewGraph, into list: inout [Node], reuse: [ViewID: Node]) {
    var inner = context
    let key = id.appending(.animationValue)
    let previous = graph.valueMemory[key] as? V
    if let previous, previous != value, !context.isFrameUpdate, !context.transaction.disablesAnimations {
      inner.transaction.animation = animation
    }
    graph.valueMemory[key] = value
    graph.resolve(content, id: id, context: inner, into: &list, reuse: reuse)
  }
}

struct TransactionModifier: ViewModifier, ContextModifier {
  let change: (inout Transaction) -> Void
  typealias Body = Never
  func adjust(_ context: inout ResolveContext, id: inout ViewID, graph: ViewGraph) {
    guard !context.isFrameUpdate else { return }
    change(&context.transaction)
  }
}

struct IdentityModifier: ViewModifier, ContextModifier {
  let value: AnyHashable
  typealias Body = Never
  func adjust(_ context: inout ResolveContext, id: inout ViewID, graph: ViewGraph) {
    id = id.appending(.explicit(value))
  }
}
