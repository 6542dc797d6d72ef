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
  private var fillColor = AnimatedFillColor()
  private var eoFill = false
  /// Whether the shape may be a stroke (`StrokedShapeProtocol`), found when the shape is set: a
  /// presented shape is of the same type, and asking the runtime at each frame whether it
  /// conforms cost 2,000 instructions a shape.
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
    fillColor.update(to: style, context: context, graph: graph)
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
    let style = fillColor.presented(style, at: time)
    if isStroked, let stroke = (shape as? any StrokedShapeProtocol)?.strokeStyle {
      list.stroke(path, style: stroke, with: style, bounds: rect)
    } else {
      list.fill(path, with: style, bounds: rect, eoFill: eoFill)
    }
  }

  override func isAnimating(at time: Double) -> Bool {
    super.isAnimating(at: time) || (data?.isAnimating(at: time) ?? false) || fillColor.isAnimating(at: time)
  }

  override func hitTest(_ point: CGPoint, at time: Double) -> TapTarget? { nil }
}

/// Colours and gradients as views: they fill the space they are offered.
final class StyleFillNode: Node {
  var style = ResolvedStyle.color(.clear)
  private var fillColor = AnimatedFillColor()

  func configure(_ style: ResolvedStyle, context: ResolveContext, graph: ViewGraph) {
    self.style = style
    fillColor.update(to: style, context: context, graph: graph)
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  override func draw(in size: CGSize, into list: inout DisplayListBuilder, at time: Double) {
    list.fill(rect: CGRect(origin: .zero, size: size), with: fillColor.presented(style, at: time))
  }

  override func isAnimating(at time: Double) -> Bool { super.isAnimating(at: time) || fillColor.isAnimating(at: time) }
}

/// A solid fill's colour, which moves to a new colour with the transaction of the change, as
/// SwiftUI animates `.fill(on ? .blue : .green)`: component by component, here in sRGB. A
/// gradient or another style changes at once.
struct AnimatedFillColor: ReportsAnimationInFlight {
  private typealias Components = AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>
  private var components = AnimatedProperty<Components>()

  mutating func update(to style: ResolvedStyle, context: ResolveContext, graph: ViewGraph) {
    guard case .color(let c) = style else {
      components = AnimatedProperty()
      return
    }
    components.update(to: Components(AnimatablePair(c.red, c.green), AnimatablePair(c.blue, c.alpha)), context: context, graph: graph)
  }

  /// `style` (the target) as presented at `time`: the colour on its way while it moves.
  func presented(_ style: ResolvedStyle, at time: Double) -> ResolvedStyle {
    guard case .color = style, components.isAnimating(at: time), let v = components.value?.value(at: time) else { return style }
    return .color(Color(red: v.first.first, green: v.first.second, blue: v.second.first, opacity: v.second.second))
  }

  func isAnimating(at time: Double) -> Bool { components.isAnimating(at: time) }

  func animationInFlight(at time: Double) -> (animation: Animation, start: Double, distance: Double)? {
    components.animationInFlight(at: time)
  }
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
