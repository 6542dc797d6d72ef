import Scenes

/// A rectangle as animatable data: origin and size, in points.
typealias RectData = AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>

extension CGRect {
  init(_ data: RectData) {
    self.init(x: data.first.first, y: data.first.second, width: data.second.first, height: data.second.second)
  }

  var data: RectData {
    AnimatablePair(AnimatablePair(Double(minX), Double(minY)), AnimatablePair(Double(width), Double(height)))
  }
}

/// One element of the resolved view tree: a primitive view or a built-in modifier, with its
/// children, its place in the parent (animated), and the transition it came in with.
///
/// Nodes persist across updates for as long as their identity does; bodies that did not change
/// leave their nodes untouched, and a frame between transactions only samples the animated
/// values kept here.
@MainActor
class Node {
  let id: ViewID
  /// The children, in order, including removed ones that still run their removal transition.
  var children: [Node] = [] {
    didSet { Node.treeGeneration &+= 1 }
  }
  /// Counts changes to any node's children or z-index: a drawing order computed at the same
  /// count is still right. Frames between state changes change neither, so they reuse it.
  static var treeGeneration = 0
  /// `children.inDrawingOrder` as of `drawingOrderGeneration`.
  private var drawingOrderCache: [Node] = []
  private var drawingOrderGeneration = -1
  /// The environment the node was last resolved with.
  var environment = EnvironmentValues()
  /// The transaction of the update that last touched the node, and that update's number.
  var transaction = Transaction()
  var updatePass = -1
  /// The frame the last layout gave the node, relative to its parent, and the presented one.
  private(set) var placed: CGRect?
  private var frameValue = AnimatedValue(CGRect.zero.data)
  /// The insertion or removal transition: 1 is the identity, 0 the active state.
  var transition: AnyTransition?
  var presence = AnimatedValue(1.0)
  /// True once the node left its parent's content and runs its removal transition.
  var isRemoving = false
  /// Sizes this node chose for proposals in the current layout.
  var sizeCache: [ProposedViewSize: CGSize] = [:]
  /// Layout priority (`.layoutPriority`).
  var layoutPriority: Double = 0
  /// What the view tells its container beside its content (grid cell, layout values, tag);
  /// nil: nothing.
  var traits: ViewTraits?
  /// Whether a modifier made this node around the view it wraps (`NodeModifier`): then the
  /// traits of that view are its own for a container (`elementTraits`).
  var isModifierNode = false

  /// The identities of the composites (views with bodies) whose nodes are among this node's
  /// children: what a re-resolution of the children checks for lost identities.
  var hostedComposites: Set<ViewID> = []
  /// The view the children were last resolved from, and its environment.
  var content: any View = EmptyView()
  var contentEnvironment = EnvironmentValues()
  /// The content of the `ViewModifier` whose body the children were resolved in, if any: the
  /// children's `content` placeholder resolves to it again when they are re-resolved alone.
  var contentModifierContent: ModifierContent?
  /// The node this one is a child of; nil until attached and after removal.
  ///
  /// Unowned, not weak: an object that is ever referenced weakly gets a side table, and every
  /// retain of it then goes through that table (measured: a tenth of a frame of 1,000 animated
  /// views, `bench --views`). A node clears its children's references when it goes (`deinit`),
  /// so this one never outlives its parent.
  unowned var parentNode: Node?
  /// False once the node left the tree for good.
  var isAttached = true

  init(id: ViewID) {
    self.id = id
  }

  isolated deinit {
    for child in children { child.parentNode = nil }
  }

  /// The children that take part in layout.
  var layoutChildren: [Node] { children.filter { !$0.isRemoving } }
  /// The axis along which this node stacks its children, if it is a stack (a `Spacer` grows
  /// along it, a `Divider` crosses it).
  var stackAxis: Axis? { nil }

  // MARK: Layout

  /// The size the node chooses for `proposal`, in points (cached within a layout).
  final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    if let size = sizeCache[proposal] { return size }
    let size = computeSize(proposal)
    sizeCache[proposal] = size
    return size
  }

  /// The node's own sizing rule. By default the node is as big as its first child, or takes
  /// the proposal (a missing dimension: 0) when it has none; several children are stacked.
  func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    let children = layoutChildren
    guard !children.isEmpty else { return proposal.replacingUnspecifiedDimensions(by: .zero) }
    var size = CGSize.zero
    for child in children {
      let childSize = child.sizeThatFits(proposal)
      size.width = max(size.width, childSize.width)
      size.height = max(size.height, childSize.height)
    }
    return size
  }

  /// Places the children in a box of `size` (this node's coordinates). By default each child
  /// gets the whole proposal and is centred.
  func placeChildren(in size: CGSize, graph: ViewGraph) {
    placeChildrenAligned(in: size, proposal: ProposedViewSize(size), alignment: .center, graph: graph)
  }

  /// Gives each layout child the size it chooses for `proposal`, aligned in a box of `size`.
  final func placeChildrenAligned(in size: CGSize, proposal: ProposedViewSize, alignment: Alignment, graph: ViewGraph) {
    for child in layoutChildren {
      let childSize = child.sizeThatFits(proposal)
      child.place(CGRect(origin: alignment.offset(of: childSize, in: size), size: childSize), graph: graph)
    }
  }

  /// Gives the node its frame in the parent; a change animates with the transaction in force.
  ///
  /// Layouts place children from the leading edge; in a right-to-left environment the parent's
  /// layout is mirrored, as SwiftUI's is (Apple, "LayoutDirection"): the first child of an
  /// `HStack` is at the right, `.leading` alignment and padding are on the right.
  final func place(_ frame: CGRect, graph: ViewGraph) {
    var frame = frame
    if let parent = parentNode, parent.environment.layoutDirection == .rightToLeft, let width = parent.placed?.width {
      frame.origin.x = width - frame.maxX
    }
    // How far the parent jumped on screen at this instant, when this layout placed it.
    let parentJump = parentNode.map { $0.jumpPass == graph.layoutCount ? $0.jump : .zero } ?? .zero
    let shown = placed == nil ? nil : self.frame(at: graph.time)
    if placed == nil {
      var start = insertionFrame(for: frame, graph: graph)
      let animation = graph.animation(for: self)
      if animation != nil, parentNode?.hasAppeared == true {
        // Inserted while its containers move to new places with the same animation (a stack
        // that grows to make room for it): it starts where its place is on screen by their
        // presented frames, and its own frame makes up their motion, so that it stays where
        // SwiftUI puts an inserted view, at its final place (its transition runs there), and
        // a matched view starts at its source's frame on screen. Only the top of an inserted
        // subtree does: the nodes below it move with it.
        let lag = ancestorsLag(at: graph.time)
        start = start.offsetBy(dx: lag.x, dy: lag.y)
      }
      frameValue = AnimatedValue(start.data)
      if start != frame { frameValue.set(frame.data, animation: animation, at: graph.time) }
    } else if let animation = graph.animation(for: self), parentJump != .zero {
      // SwiftUI animates where a view is on screen with the view's own transaction: a parent
      // that jumped there under another one (a stack resized without animation around a view
      // with `.animation(_:value:)`) does not carry it along. It moves from where it was shown.
      frameValue.shift(by: CGRect(x: -parentJump.x, y: -parentJump.y, width: 0, height: 0).data)
      frameValue.set(frame.data, animation: animation, at: graph.time)
    } else if placed != frame {
      frameValue.set(frame.data, animation: graph.animation(for: self), at: graph.time)
    }
    placed = frame
    // This node's jump on screen: its parent's, and its own shown frame's.
    if let shown {
      let now = self.frame(at: graph.time)
      jump = CGPoint(x: parentJump.x + now.minX - shown.minX, y: parentJump.y + now.minY - shown.minY)
    } else {
      jump = .zero
    }
    jumpPass = graph.layoutCount
    placeChildren(in: frame.size, graph: graph)
  }

  /// How far the node's origin on screen jumped at the instant of layout `jumpPass` (its
  /// ancestors' jumps and its own; zero where they animate from where they were shown).
  private var jump = CGPoint.zero
  private var jumpPass = -1

  /// How far the ancestors' laid-out origins are from their presented ones at `time`, in all.
  private final func ancestorsLag(at time: Double) -> CGPoint {
    var lag = CGPoint.zero
    var ancestor = parentNode
    while let node = ancestor {
      if let target = node.placed {
        // Sampled even at the instant its animation starts (`frame(at:)` gives the target
        // when its value is not yet moving).
        let presented = CGRect(node.frameValue.value(at: time))
        lag.x += target.minX - presented.minX
        lag.y += target.minY - presented.minY
      }
      ancestor = node.parentNode
    }
    return lag
  }

  /// Where a node placed for the first time at `frame` starts: there, unless it takes over the
  /// geometry of a view it replaces (`matchedGeometryEffect`).
  func insertionFrame(for frame: CGRect, graph: ViewGraph) -> CGRect { frame }

  /// The size of the last layout.
  var placedSize: CGSize? { placed?.size }

  /// The frame in the parent presented at `time`.
  final func frame(at time: Double) -> CGRect {
    // At rest it is the last layout's frame: no animation to sample (most nodes, most frames).
    guard frameValue.isAnimating(at: time) else { return CGRect(frameValue.target) }
    return CGRect(frameValue.value(at: time))
  }

  /// Whether anything of this node itself (not its children) moves at `time`.
  func isAnimating(at time: Double) -> Bool {
    frameValue.isAnimating(at: time) || presence.isAnimating(at: time)
  }

  /// Forgets the cached sizes of this node and its descendants.
  final func invalidateLayout() {
    sizeCache.removeAll(keepingCapacity: true)
    for child in children { child.invalidateLayout() }
  }

  // MARK: Drawing

  /// Draws the node, whose box is `size` at the builder's current origin, then its children.
  func draw(in size: CGSize, into list: inout DisplayListBuilder, at time: Double) {
    drawChildren(into: &list, at: time)
  }

  /// Draws each child at its presented frame, through its transition, in z-index order.
  final func drawChildren(into list: inout DisplayListBuilder, at time: Double) {
    for child in childrenInDrawingOrder { child.drawPlaced(into: &list, at: time) }
  }

  /// The children in drawing order (`inDrawingOrder`), worked out again only after the tree
  /// or a z-index changed (`treeGeneration`), not at every frame.
  final var childrenInDrawingOrder: [Node] {
    if drawingOrderGeneration != Node.treeGeneration {
      drawingOrderCache = children.inDrawingOrder
      drawingOrderGeneration = Node.treeGeneration
    }
    return drawingOrderCache
  }

  /// The drawing generation and the time at which nothing in this subtree moved, when it was
  /// last found so (`subtreeIsAnimating(at:generation:)`).
  final var stillSince: (generation: Int, time: Double)?

  /// What this node and its descendants drew last, while nothing in them moved: drawn again
  /// as is until the next update or layout (see `drawPlaced`).
  private var fragment: DrawnFragment?
  /// How often since the tree last changed (`missGeneration`) a fragment could not be reused
  /// because the drawing state around it had changed (a moving parent): past two, the subtree
  /// keeps none, as each would be thrown away at the next frame.
  private var fragmentMisses = 0
  private var missGeneration = -1

  /// Draws this node at its presented frame in the parent.
  ///
  /// A subtree in which nothing moves at `time` (no node of it `isAnimating`) draws the same
  /// commands at every later time until the graph next resolves or lays out; drawn under the
  /// same transform, opacity and colour effects, they are reused rather than drawn again, so a
  /// view that did not change costs a copy of its commands.
  final func drawPlaced(into list: inout DisplayListBuilder, at time: Double) {
    // A removed view whose removal transition has finished is gone (SwiftUI takes it out of
    // the hierarchy when the transition's animation completes: a view moved or offset away
    // stayed drawn there until the next update).
    if isRemoving, !isRunningRemoval(at: time) { return }
    if missGeneration != list.generation {
      missGeneration = list.generation
      fragmentMisses = 0
    }
    if let fragment {
      if fragment.isReusable(in: list, at: time) {
        list.append(fragment.commands)
        return
      }
      fragmentMisses += 1
      self.fragment = nil
    }
    let start = list.commands.count
    let movingBefore = list.movingNodes.count
    if isAnimating(at: time) { list.movingNodes.count += 1 }
    let state = fragmentMisses < 2 ? DrawnFragment(list, at: time) : nil
    drawUncached(into: &list, at: time)
    if let state, list.movingNodes.count == movingBefore {
      fragment = state.with(Array(list.commands[start...]))
    }
  }

  private final func drawUncached(into list: inout DisplayListBuilder, at time: Double) {
    let frame = frame(at: time)
    list.save()
    list.translate(by: frame.origin)
    let progress = presence.isAnimating(at: time) ? presence.value(at: time) : presence.target
    if let transition, progress < 1 {
      let wasRemoving = list.isRemoving
      list.isRemoving = isRemoving
      transition.apply(progress: progress, size: frame.size, to: &list)
      list.isRemoving = wasRemoving
    }
    if list.isVisible {
      draw(in: frame.size, into: &list, at: time)
    }
    list.restore()
  }

  // MARK: Events

  /// The node that handles a tap at `point` (this node's coordinates) at `time`, if any.
  func hitTest(_ point: CGPoint, at time: Double) -> TapTarget? {
    for child in childrenInDrawingOrder.reversed() where !child.isRemoving {
      let frame = child.frame(at: time)
      let local = CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
      if let target = child.hitTest(local, at: time) { return target }
    }
    return nil
  }

  /// The controls (buttons, toggles, tap gestures) in layout order, for Space.
  func collectControls(into controls: inout [TapTarget]) {
    for child in children where !child.isRemoving { child.collectControls(into: &controls) }
  }

  /// Called once when the node appears (after the first layout that includes it).
  func didAppear(graph: ViewGraph) {}
  /// Called once when the node is gone for good.
  func didDisappear(graph: ViewGraph) {
    for child in children { child.didDisappear(graph: graph) }
  }
  /// Cancels the `.task`s of this node and its descendants (the graph is torn down).
  func cancelTasks() {
    for child in children { child.cancelTasks() }
  }
  var hasAppeared = false
}

/// The commands a still subtree drew, and the drawing state and moment they were drawn for.
struct DrawnFragment {
  private(set) var commands: [DrawCommand] = []
  private let transform: CGAffineTransform
  private let projection: DisplayListBuilder.ProjectionBox?
  private let opacity: Double
  private let colorFilter: ColorFilter
  private let isRemoving: Bool
  private let generation: Int
  private let time: Double

  /// The state `list` draws in now, at `time`, with no commands yet.
  init(_ list: DisplayListBuilder, at time: Double) {
    transform = list.transform
    projection = list.projectionBox
    opacity = list.opacity
    colorFilter = list.colorFilter
    isRemoving = list.isRemoving
    generation = list.generation
    self.time = time
  }

  func with(_ commands: [DrawCommand]) -> DrawnFragment {
    var copy = self
    copy.commands = commands
    return copy
  }

  /// Whether these commands are what the subtree draws into `list` at `time`: the tree has not
  /// changed since (same generation), the time is not earlier (the subtree was still then, so
  /// it is at any later time), and the drawing state is the same.
  func isReusable(in list: DisplayListBuilder, at time: Double) -> Bool {
    generation > 0 && generation == list.generation && time >= self.time && transform == list.transform && opacity == list.opacity
      && isRemoving == list.isRemoving && colorFilter == list.colorFilter
      && DisplayListBuilder.ProjectionBox.same(projection, list.projectionBox)
  }
}

/// Something a click or Space can press: its action and a description for the window.
struct TapTarget {
  let name: String
  let action: @MainActor () -> Void
  /// The state the pointer held down on the target sets (a `Button`'s `isPressed`), if any.
  var pressed: Binding<Bool>? = nil
  /// A control (a `Button`, a `Toggle` or a `NavigationLink`), which Space presses before any
  /// tap gesture.
  var isControl: Bool { name == "Button" || name == "Toggle" || name == "NavigationLink" }
  /// The name of a text field's target: a click focuses it, Space never does.
  static let textField = ViewGraph.textFieldControl
  /// The name of a text editor's target: as a field's, and Return types a new line.
  static let textEditor = ViewGraph.textEditorControl
}
