import Scenes

extension _ShapeView: NodeView {
  func makeNode(id: ViewID) -> ShapeNode { ShapeNode(id: id) }
  func update(_ node: ShapeNode, context: ResolveContext, graph: ViewGraph) {
    node.configure(shape: shape, style: style.resolved(in: context.environment), eoFill: fillStyle.isEOFilled, context: context, graph: graph)
  }
}

/// A shape's node: takes the size the shape chooses, and draws its path in its box each frame,
/// with the shape's `animatableData` as presented at that time.
final class ShapeNode: Node {
  private var shape: any Shape = Rectangle()
  private var data: AnimatedData?
  private(set) var style = ResolvedStyle.color(.primary)
  private var eoFill = false
  /// Whether the shape is a stroke (`StrokedShape`), found when the shape is set: a presented
  /// shape is of the same type, and asking the runtime at each frame whether it conforms cost
  /// 2,000 instructions a shape.
  private var isStroked = false

  func configure(shape: some Shape, style: ResolvedStyle, eoFill: Bool, context: ResolveContext, graph: ViewGraph) {
    if var data, data.holds(shape), !context.isFrameUpdate {
      data.set(to: shape, animation: context.transaction.effectiveAnimation, at: graph.time)
      self.data = data
    } else {
      data = AnimatedData(shape)
    }
    self.shape = shape
    isStroked = shape is any StrokedShapeProtocol
    self.style = style
    self.eoFill = eoFill
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    shape.sizeThatFits(proposal)
  }

  /// The shape as presented at `time`.
  func presentedShape(at time: Double) -> any Shape {
    guard let data else { return shape }
    func open<S: Shape>(_ s: S) -> any Shape { data.applied(to: s, at: time) }
    return open(shape)
  }

  override func draw(in size: CGSize, into list: inout DisplayListBuilder, at time: Double) {
    let rect = CGRect(origin: .zero, size: size)
    let shape = presentedShape(at: time)
    let path = shape.path(in: rect)
    if isStroked, let stroked = shape as? any StrokedShapeProtocol {
      list.stroke(path, style: stroked.strokeStyle, with: style, bounds: rect)
    } else {
      list.fill(path, with: style, bounds: rect, eoFill: eoFill)
    }
  }

  override func isAnimating(at time: Double) -> Bool {
    super.isAnimating(at: time) || (data?.isAnimating(at: time) ?? false)
  }

  override func hitTest(_ point: CGPoint, at time: Double) -> TapTarget? { nil }
}

/// Colours and gradients as views: they fill the space they are offered.
final class StyleFillNode: Node {
  var style = ResolvedStyle.color(.clear)
  private var color = AnimatedProperty<AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>>()

  func configure(_ style: ResolvedStyle, context: ResolveContext, graph: ViewGraph) {
    self.style = style
    if case .color(let c) = style {
      color.update(to: AnimatablePair(AnimatablePair(c.red, c.green), AnimatablePair(c.blue, c.alpha)), context: context, graph: graph)
    }
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  override func draw(in size: CGSize, into list: inout DisplayListBuilder, at time: Double) {
    let rect = CGRect(origin: .zero, size: size)
    var style = style
    if case .color = style, let v = color.value?.value(at: time) {
      style = .color(Color(red: v.first.first, green: v.first.second, blue: v.second.first, opacity: v.second.second))
    }
    list.fill(rect: rect, with: style)
  }

  override func isAnimating(at time: Double) -> Bool { super.isAnimating(at: time) || color.isAnimating(at: time) }
}

@MainActor
protocol StyleView: NodeView where NodeType == StyleFillNode {
  func resolvedStyle(in environment: EnvironmentValues) -> ResolvedStyle
}

extension StyleView {
  func makeNode(id: ViewID) -> StyleFillNode { StyleFillNode(id: id) }
  func update(_ node: StyleFillNode, context: ResolveContext, graph: ViewGraph) {
    node.configure(resolvedStyle(in: context.environment), context: context, graph: graph)
  }
}

extension Color: StyleView {
  func resolvedStyle(in environment: EnvironmentValues) -> ResolvedStyle { .color(resolved(in: environment)) }
}
extension LinearGradient: StyleView {
  func resolvedStyle(in environment: EnvironmentValues) -> ResolvedStyle { resolve(in: environment) }
}
extension RadialGradient: StyleView {
  func resolvedStyle(in environment: EnvironmentValues) -> ResolvedStyle { resolve(in: environment) }
}
extension EllipticalGradient: StyleView {
  func resolvedStyle(in environment: EnvironmentValues) -> ResolvedStyle { resolve(in: environment) }
}
extension AngularGradient: StyleView {
  func resolvedStyle(in environment: EnvironmentValues) -> ResolvedStyle { resolve(in: environment) }
}
