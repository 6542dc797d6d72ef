// The `Transition` protocol (SwiftUI, iOS 17): a transition written as a body of modifiers for
// each phase. Its body is resolved like any view, and its modifiers' values animate from the
// `willAppear` phase to `identity` on insertion and from `identity` to `didDisappear` on
// removal, with the inserting or removing transaction (which the body may change, as with
// `.transaction(_:body:)`). The graph's `AnyTransition` machinery keeps a removed view drawing
// while that runs. Semantics follow Apple's documentation of `Transition` and `TransitionPhase`
// (developer.apple.com/documentation/swiftui/transitionphase).

/// A description of view changes to apply when a view is added to and removed from the view
/// hierarchy, as SwiftUI's `Transition`.
@MainActor @preconcurrency
public protocol Transition {
  /// The type of view the body returns.
  associatedtype Body: View
  /// The content view type passed to `body(content:phase:)`.
  typealias Content = PlaceholderContentView<Self>
  /// The view `content` becomes in `phase`: at `.identity` it should look as it does when no
  /// transition runs; at `.willAppear` and `.didDisappear` it is the state animated from and to.
  @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
  /// What the transition does, for features such as Reduce Motion. Defaults to
  /// `TransitionProperties()`.
  static var properties: TransitionProperties { get }
}

extension Transition {
  /// `TransitionProperties()`: a transition with motion.
  public static var properties: TransitionProperties { TransitionProperties() }

  /// `content` as the transition shows it in `phase`.
  public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
    // The placeholder stands for `content`: resolve the body with it as the modifier content.
    TransitionBodyView(content: content, modified: body(content: PlaceholderContentView(), phase: phase))
  }
}

extension Transition {
  /// This transition and `other` at once: `other`'s body around this one's.
  public func combined<T: Transition>(with other: T) -> some Transition {
    CombinedTransition(first: self, second: other)
  }

  /// This transition, animated with `animation` instead of the transaction's animation.
  public func animation(_ animation: Animation?) -> some Transition {
    AnimatedTransition(base: self, animation: animation)
  }
}

/// Two transitions at once (`combined(with:)`): it has motion when either has.
struct CombinedTransition<First: Transition, Second: Transition>: Transition {
  let first: First
  let second: Second
  static var properties: TransitionProperties {
    TransitionProperties(hasMotion: First.properties.hasMotion || Second.properties.hasMotion)
  }
  func body(content: Content, phase: TransitionPhase) -> some View {
    second.apply(content: first.apply(content: content, phase: phase), phase: phase)
  }
}

/// `AnyTransition.modifier(active:identity:)`: the modifier's active state outside the
/// identity phase.
struct ModifierTransition<Modifier: ViewModifier>: Transition {
  let active: Modifier
  let identity: Modifier
  func body(content: Content, phase: TransitionPhase) -> some View {
    content.modifier(phase.isIdentity ? identity : active)
  }
}

/// A transition that carries its own animation.
protocol OwnAnimation {
  var animation: Animation? { get }
}

/// A transition with its own animation (`animation(_:)`).
struct AnimatedTransition<Base: Transition>: Transition, OwnAnimation {
  let base: Base
  let animation: Animation?
  static var properties: TransitionProperties { Base.properties }
  func body(content: Content, phase: TransitionPhase) -> some View {
    base.apply(content: content, phase: phase)
  }
}

/// The stage of a transition, as SwiftUI's `TransitionPhase`.
@frozen public enum TransitionPhase: Hashable, Sendable {
  /// The view is about to be inserted: the state insertion animates from.
  case willAppear
  /// The view is shown as it is.
  case identity
  /// The view has been removed: the state removal animates to.
  case didDisappear

  /// True in the `identity` phase only.
  public var isIdentity: Bool { self == .identity }

  /// −1 for `willAppear`, 0 for `identity`, +1 for `didDisappear`: a value to scale an effect by.
  public var value: Double {
    switch self {
    case .willAppear: -1
    case .identity: 0
    case .didDisappear: 1
    }
  }
}

/// The properties a `Transition` can have, as SwiftUI's `TransitionProperties`.
public struct TransitionProperties: Sendable {
  /// Whether the transition moves things (true by default): with Reduce Motion, SwiftUI replaces
  /// a transition with motion by an opacity transition.
  public var hasMotion: Bool

  /// Properties with `hasMotion` (true unless told otherwise).
  public init(hasMotion: Bool = true) {
    self.hasMotion = hasMotion
  }
}

extension AnyTransition {
  /// A type-erased `Transition`: its body runs for each phase.
  public init<T: Transition>(_ transition: T) {
    self.init { _, _, _ in }
    phasedBody = { phase, content in transition.apply(content: content, phase: phase) }
    phasedType = T.self
    if let animated = transition as? any OwnAnimation { animation = animated.animation }
  }

  /// `.opacity` in place of a transition with motion when Reduce Motion is on, as
  /// `TransitionProperties.hasMotion` documents (a `Transition` value's properties, or a
  /// built-in part that moves or resizes: `hasMotion`); otherwise this transition.
  @MainActor
  func replacedUnderReduceMotion(_ environment: EnvironmentValues) -> AnyTransition {
    guard environment.accessibilityReduceMotion else { return self }
    func typeHasMotion<T: Transition>(_ type: T.Type) -> Bool { type.properties.hasMotion }
    let moves = hasMotion || phasedType.map { typeHasMotion($0) } == true
    return moves ? AnyTransition.opacity.animation(animation) : self
  }
}

extension View {
  /// How this view comes in and goes out when an animated transaction inserts or removes it,
  /// as a `Transition` value.
  public func transition<T: Transition>(_ transition: T) -> some View {
    self.transition(AnyTransition(transition))
  }
}

/// A `Transition`'s body with `content` standing for its placeholder.
struct TransitionBodyView<Content: View, Modified: View>: View, PrimitiveView {
  let content: Content
  let modified: Modified
  typealias Body = Never

  func resolve(id: ViewID, context: ResolveContext, graph: ViewGraph, into list: inout [Node], reuse: [ViewID: Node]) {
    var inner = context
    inner.modifierContent = ModifierContent(view: content, context: context, id: id.appending(.content))
    graph.resolve(modified, id: id.appending(.body), context: inner, into: &list, reuse: reuse)
  }
}

// MARK: The graph's side

/// Where a `Transition`'s body stands in the tree: it resolves the body for the current phase,
/// and again when its element is inserted or removed. It has no layout or drawing of its own.
final class TransitionSiteNode: Node {
  /// The phase the body was last resolved in.
  private(set) var phase = TransitionPhase.identity
  /// The element (outermost node of the inserted or removed view) whose insertion and removal
  /// run this body.
  weak var element: Node?
  private var makeBody: (@MainActor (TransitionPhase, any View) -> any View)?
  private var contentView: any View = EmptyView()
  private var context: ResolveContext?

  /// Takes the body and its content from the update in `context`, and resolves them in the
  /// current phase.
  func update(body: @escaping @MainActor (TransitionPhase, any View) -> any View, content: any View, element: Node, context: ResolveContext, graph: ViewGraph) {
    makeBody = body
    contentView = content
    self.element = element
    self.context = context
    resolve(phase: phase, transaction: context.transaction, graph: graph)
  }

  /// Resolves the body in `phase` with `transaction`: its modifiers' values move from what the
  /// last phase gave them as any change does.
  func resolve(phase: TransitionPhase, transaction: Transaction, graph: ViewGraph) {
    guard let makeBody, var context else { return }
    self.phase = phase
    context.transaction = transaction
    context.transition = nil
    context.element = ElementChain(root: element ?? self, tip: self)
    graph.resolveChildren(of: self, content: makeBody(phase, contentView), context: context)
  }
}

/// The outermost node of a view being resolved through unary modifiers, and the innermost so
/// far: a `.transition` inside modifiers belongs to the outermost, as a trait does in SwiftUI
/// (`Text("a").transition(.opacity).padding()` fades the padded view).
///
/// Unowned, as `ResolveContext.host` is: every modifier's node is a chain's tip while its
/// content resolves, and a weak reference would give each of them a side table.
struct ElementChain {
  unowned var root: Node?
  unowned var tip: Node?
}

extension ResolveContext {
  /// The node a transition resolved here belongs to, when it is not the next node made: the
  /// outermost node of the chain of modifiers whose content this is.
  var transitionElement: Node? {
    guard let chain = element, let tip = chain.tip, tip === host else { return nil }
    return chain.root
  }

  /// The context for the content of `node`, a modifier's node: the chain grows by it.
  func continuingElement(with node: Node) -> ResolveContext {
    var inner = self
    inner.element = ElementChain(root: transitionElement ?? node, tip: node)
    return inner
  }
}

extension Node {
  /// Gives this node `transition`, as the view's trait, unless it has appeared with one.
  func adoptTransition(_ transition: AnyTransition) {
    if self.transition == nil || !hasAppeared { self.transition = transition }
  }

  /// Runs the `Transition` bodies of this element for an insertion (`willAppear` at once, then
  /// `identity` with `transaction`) or a removal (`didDisappear` with `transaction`). The
  /// transition's own animation, if any, replaces the transaction's.
  func runTransitionPhases(inserting: Bool, transaction: Transaction, graph: ViewGraph) {
    guard let transition, transition.phasedBody != nil else { return }
    var animated = transaction
    if let animation = transition.animation { animated.animation = animation }
    var still = transaction
    still.disablesAnimations = true
    for site in transitionSites() {
      if inserting {
        site.resolve(phase: .willAppear, transaction: still, graph: graph)
        site.resolve(phase: .identity, transaction: animated, graph: graph)
      } else {
        site.resolve(phase: .didDisappear, transaction: animated, graph: graph)
      }
    }
  }

  /// Whether a removed node still runs its removal: its presence animates, or, for a
  /// `Transition` body, anything in it still moves.
  func isRunningRemoval(at time: Double) -> Bool {
    if presence.isAnimating(at: time) { return true }
    return transition?.phasedBody != nil && subtreeIsAnimating(at: time)
  }

  /// The transition sites in this subtree that belong to this element.
  private func transitionSites() -> [TransitionSiteNode] {
    var sites: [TransitionSiteNode] = []
    var stack: [Node] = [self]
    while let node = stack.popLast() {
      if let site = node as? TransitionSiteNode, site.element === self { sites.append(site) }
      stack.append(contentsOf: node.children.reversed())
    }
    return sites
  }
}
