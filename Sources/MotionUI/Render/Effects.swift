import Scenes

/// A value a node animates: the model value it was given last, and the presented one.
@MainActor
struct AnimatedProperty<Value: VectorArithmetic & Sendable> {
  private(set) var value: AnimatedValue<Value>?

  /// Takes `target` from the update in `context`: the first value is presented at once, later
  /// ones animate with the transaction's animation (none in a per-frame update, which jumps to
  /// a changed value and leaves an unchanged one moving).
  mutating func update(to target: Value, context: ResolveContext, graph: ViewGraph) {
    guard var current = value else {
      value = AnimatedValue(target)
      return
    }
    if context.isFrameUpdate, current.target == target { return }
    current.set(target, animation: context.isFrameUpdate ? nil : context.transaction.effectiveAnimation, at: graph.time)
    value = current
  }

  func presented(at time: Double, default fallback: Value) -> Value {
    guard let value else { return fallback }
    // At rest it is the target: no finished animation to walk through.
    return value.isAnimating(at: time) ? value.value(at: time) : value.target
  }

  func isAnimating(at time: Double) -> Bool { value?.isAnimating(at: time) ?? false }
}

/// A node that draws its content through an effect (transform, opacity, clip, shadow): its
/// layout is its content's.
class EffectNode: Node {
  /// Applies the effect before the content draws, in a box of `size`.
  func apply(in size: CGSize, to list: inout DisplayListBuilder, at time: Double) {}

  override func draw(in size: CGSize, into list: inout DisplayListBuilder, at time: Double) {
    list.save()
    apply(in: size, to: &list, at: time)
    if list.isVisible { drawContent(in: size, into: &list, at: time) }
    list.restore()
  }

  func drawContent(in size: CGSize, into list: inout DisplayListBuilder, at time: Double) {
    drawChildren(into: &list, at: time)
  }
}

/// `transform` about the point `anchor` of a box of `size` at the origin.
func anchored(_ transform: CGAffineTransform, anchor: UnitPoint, size: CGSize) -> CGAffineTransform {
  anchored(transform, anchor: anchor, in: CGRect(origin: .zero, size: size))
}

/// `transform` about the point `anchor` of `rect`.
func anchored(_ transform: CGAffineTransform, anchor: UnitPoint, in rect: CGRect) -> CGAffineTransform {
  let ax = rect.minX + anchor.x * rect.width
  let ay = rect.minY + anchor.y * rect.height
  return CGAffineTransform(translationX: -ax, y: -ay).concatenating(transform).concatenating(CGAffineTransform(translationX: ax, y: ay))
}

// MARK: Opacity

extension View {
  /// The content drawn at `opacity` (0…1).
  public func opacity(_ opacity: Double) -> some View {
    modifier(OpacityEffect(opacity: opacity))
  }
}

struct OpacityEffect: ViewModifier, NodeModifier {
  let opacity: Double
  typealias Body = Never
  func makeNode(id: ViewID) -> OpacityNode { OpacityNode(id: id) }
  func update(_ node: OpacityNode, context: ResolveContext, graph: ViewGraph) {
    node.opacity.update(to: opacity, context: context, graph: graph)
  }
}

final class OpacityNode: EffectNode {
  var opacity = AnimatedProperty<Double>()
  override func apply(in size: CGSize, to list: inout DisplayListBuilder, at time: Double) {
    list.multiplyOpacity(opacity.presented(at: time, default: 1))
  }
  override func isAnimating(at time: Double) -> Bool { super.isAnimating(at: time) || opacity.isAnimating(at: time) }
}

// MARK: Offset

struct OffsetEffect: ViewModifier, NodeModifier {
  let offset: CGSize
  typealias Body = Never
  func makeNode(id: ViewID) -> OffsetNode { OffsetNode(id: id) }
  func update(_ node: OffsetNode, context: ResolveContext, graph: ViewGraph) {
    let x = context.environment.layoutDirection == .rightToLeft ? -offset.width : offset.width
    node.offset.update(to: AnimatablePair(Double(x), Double(offset.height)), context: context, graph: graph)
  }
}

final class OffsetNode: EffectNode {
  var offset = AnimatedProperty<AnimatablePair<Double, Double>>()
  /// The offset the view was last given (where its content is once any animation ends).
  var modelOffset: CGPoint {
    guard let target = offset.value?.target else { return .zero }
    return CGPoint(x: target.first, y: target.second)
  }
  override func apply(in size: CGSize, to list: inout DisplayListBuilder, at time: Double) {
    let value = offset.presented(at: time, default: .zero)
    list.translate(by: CGPoint(x: value.first, y: value.second))
  }
  override func isAnimating(at time: Double) -> Bool { super.isAnimating(at: time) || offset.isAnimating(at: time) }
  override func hitTest(_ point: CGPoint, at time: Double) -> TapTarget? {
    let value = offset.presented(at: time, default: .zero)
    return super.hitTest(CGPoint(x: point.x - value.first, y: point.y - value.second), at: time)
  }
}

// MARK: Scale and rotation

extension View {
  /// The content drawn scaled by `scale` about `anchor`.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    modifier(TransformEffect(kind: .scale(scale.width, scale.height), anchor: anchor))
  }
  public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View {
    scaleEffect(CGSize(width: s, height: s), anchor: anchor)
  }
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
    scaleEffect(CGSize(width: x, height: y), anchor: anchor)
  }
  /// The content drawn rotated by `angle` (clockwise on screen) about `anchor`.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    modifier(TransformEffect(kind: .rotation(angle.radians), anchor: anchor))
  }
  /// The content drawn rotated in 3D by `angle` about `axis` through `anchor` at depth
  /// `anchorZ`, and projected with `perspective` (SwiftUI's default 1: a viewer as far away as
  /// the content's longer side; 0: none), as `TransformNode.rotation3D` works it out.
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
    perspective: CGFloat = 1
  ) -> some View {
    modifier(
      TransformEffect(
        kind: .rotation3D(angle.radians, Rotation3D(axis: (axis.x, axis.y, axis.z), anchorZ: anchorZ, perspective: perspective)),
        anchor: anchor))
  }
  /// The content drawn through `transform`.
  public func transformEffect(_ transform: CGAffineTransform) -> some View {
    modifier(TransformEffect(kind: .affine(transform), anchor: .topLeading))
  }
}

/// A `rotation3DEffect`'s axis, depth of its anchor and perspective (its angle animates apart).
struct Rotation3D: Equatable {
  var axis: (CGFloat, CGFloat, CGFloat)
  var anchorZ: CGFloat
  var perspective: CGFloat
  static func == (a: Rotation3D, b: Rotation3D) -> Bool {
    a.axis == b.axis && a.anchorZ == b.anchorZ && a.perspective == b.perspective
  }
}

struct TransformEffect: ViewModifier, NodeModifier {
  enum Kind: Equatable {
    case scale(CGFloat, CGFloat)
    case rotation(Double)
    case rotation3D(Double, Rotation3D)
    case affine(CGAffineTransform)
    case projection(ProjectionTransform)
  }
  let kind: Kind
  let anchor: UnitPoint
  typealias Body = Never
  func makeNode(id: ViewID) -> TransformNode { TransformNode(id: id) }
  func update(_ node: TransformNode, context: ResolveContext, graph: ViewGraph) {
    node.anchor = anchor
    switch kind {
    case .scale(let x, let y):
      node.kind = .scale
      node.values.update(to: AnimatablePair(x, y), context: context, graph: graph)
    case .rotation(let angle):
      node.kind = .rotation
      node.values.update(to: AnimatablePair(angle, 0), context: context, graph: graph)
    case .rotation3D(let angle, let rotation):
      node.kind = .rotation3D(rotation)
      node.values.update(to: AnimatablePair(angle, 0), context: context, graph: graph)
    case .affine(let transform):
      node.kind = .affine(transform)
    case .projection(let projection):
      node.kind = .projection(projection)
    }
  }
}

final class TransformNode: EffectNode {
  enum Kind {
    case scale, rotation, affine(CGAffineTransform), projection(ProjectionTransform)
    case rotation3D(Rotation3D)
  }
  var kind = Kind.scale
  var anchor = UnitPoint.center
  var values = AnimatedProperty<AnimatablePair<Double, Double>>()

  func transform(in size: CGSize, at time: Double) -> CGAffineTransform {
    let v = values.presented(at: time, default: AnimatablePair(1, 1))
    switch kind {
    case .scale: return anchored(CGAffineTransform(scaleX: v.first, y: v.second), anchor: anchor, size: size)
    case .rotation: return anchored(CGAffineTransform(rotationAngle: v.first), anchor: anchor, size: size)
    case .affine(let t): return t
    case .projection(let p): return p.affine
    case .rotation3D(let rotation):
      return anchored(Self.projection(angle: v.first, axis: rotation.axis), anchor: anchor, size: size)
    }
  }

  /// The matrix that turns a point by `angle` about `axis` (Rodrigues' formula, for column
  /// vectors, in the screen's coordinates: x right, y down, z towards the viewer), rows first;
  /// nil for an axis of no length.
  static func rotationMatrix(angle: Double, axis: (CGFloat, CGFloat, CGFloat)) -> [[Double]]? {
    let length = (axis.0 * axis.0 + axis.1 * axis.1 + axis.2 * axis.2).squareRoot()
    guard length > 0 else { return nil }
    let (x, y, z) = (axis.0 / length, axis.1 / length, axis.2 / length)
    let c = cos(angle)
    let s = sin(angle)
    let t = 1 - c
    return [
      [t * x * x + c, t * x * y - s * z, t * x * z + s * y],
      [t * x * y + s * z, t * y * y + c, t * y * z - s * x],
      [t * x * z - s * y, t * y * z + s * x, t * z * z + c],
    ]
  }

  /// The affine part of a 3D rotation seen from the front, without its perspective: the rotated
  /// plane's x and y axes projected flat (what hit-testing and the builder's stand-in for the
  /// exact projection, `rotation3D`, use).
  static func projection(angle: Double, axis: (CGFloat, CGFloat, CGFloat)) -> CGAffineTransform {
    guard let r = rotationMatrix(angle: angle, axis: axis) else { return .identity }
    return CGAffineTransform(a: r[0][0], b: r[1][0], c: r[0][1], d: r[1][1], tx: 0, ty: 0)
  }

  /// SwiftUI's projection of a 3D rotation, as Core Animation composes it (followed:
  /// OpenSwiftUI's `_Rotation3DEffect.Data.transform`, the matrix product T(−a)·R·P·T(a) of
  /// `CATransform3D`s): a point is taken about the anchor a = (x, y, anchorZ), rotated by
  /// `angle` about the axis (`rotationMatrix`), seen from
  /// d = max(width, height) / perspective away (a point at depth z is scaled by 1 / (1 − z/d),
  /// Core Animation's m34 = −1/d), and put back about the anchor. The result as a plane
  /// `ProjectionTransform`, with the depth of a point of the content 0.
  static func rotation3D(angle: Double, _ rotation: Rotation3D, anchor: CGPoint, size: CGSize) -> ProjectionTransform {
    guard let r = rotationMatrix(angle: angle, axis: rotation.axis) else { return ProjectionTransform() }
    // Each of the rotated point's terms as weights of x and y and a constant: the point is
    // (x − anchor.x, y − anchor.y, −anchorZ).
    func term(_ row: [Double]) -> (x: Double, y: Double, k: Double) {
      (row[0], row[1], -row[0] * anchor.x - row[1] * anchor.y - row[2] * rotation.anchorZ)
    }
    let (nx, ny, nz) = (term(r[0]), term(r[1]), term(r[2]))
    let distance = rotation.perspective == 0 ? Double.infinity : max(size.width, size.height) / rotation.perspective
    let w = distance.isFinite && distance != 0 ? (x: -nz.x / distance, y: -nz.y / distance, k: 1 - nz.k / distance) : (x: 0, y: 0, k: 1)
    // Back about the anchor: X = nx + anchor.x·w, Y = ny + anchor.y·w (homogeneous).
    var m = ProjectionTransform()
    m.m11 = nx.x + anchor.x * w.x
    m.m21 = nx.y + anchor.x * w.y
    m.m31 = nx.k + anchor.x * w.k
    m.m12 = ny.x + anchor.y * w.x
    m.m22 = ny.y + anchor.y * w.y
    m.m32 = ny.k + anchor.y * w.k
    m.m13 = w.x
    m.m23 = w.y
    m.m33 = w.k
    return m
  }

  override func apply(in size: CGSize, to list: inout DisplayListBuilder, at time: Double) {
    switch kind {
    case .rotation3D(let rotation):
      let angle = values.presented(at: time, default: AnimatablePair(1, 1)).first
      let anchorPoint = CGPoint(x: anchor.x * size.width, y: anchor.y * size.height)
      list.concatenate(
        projection: Self.rotation3D(angle: angle, rotation, anchor: anchorPoint, size: size),
        approximately: transform(in: size, at: time))
    case .projection(let projection):
      list.concatenate(projection: projection, approximately: projection.affine)
    default:
      list.concatenate(transform(in: size, at: time))
    }
  }
  override func isAnimating(at time: Double) -> Bool { super.isAnimating(at: time) || values.isAnimating(at: time) }
}

// MARK: Clipping

extension View {
  /// Clips the content to its frame.
  public func clipped(antialiased: Bool = false) -> some View {
    modifier(ClipEffect(shape: nil, eoFill: false))
  }
  /// Clips the content to `shape` laid out in its frame, under `style`'s fill rule (text is
  /// clipped to the shape's bounds: the renderer draws glyphs without a mask).
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    modifier(ClipEffect(shape: AnyShape(shape), eoFill: style.isEOFilled))
  }
  /// Clips the content to a rounded rectangle of its frame.
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))
  }
}

struct ClipEffect: ViewModifier, NodeModifier {
  let shape: AnyShape?
  let eoFill: Bool
  /// False for a scroll view under `scrollClipDisabled`: the content is not clipped.
  var isEnabled = true
  typealias Body = Never
  static func == (lhs: ClipEffect, rhs: ClipEffect) -> Bool { false }
  func makeNode(id: ViewID) -> ClipNode { ClipNode(id: id) }
  func update(_ node: ClipNode, context: ResolveContext, graph: ViewGraph) {
    node.shape = shape
    node.eoFill = eoFill
    node.isEnabled = isEnabled
  }
}

/// Clips its content to its frame, or to a shape laid out in its frame.
final class ClipNode: EffectNode {
  var shape: AnyShape?
  var eoFill = false
  var isEnabled = true
  override func apply(in size: CGSize, to list: inout DisplayListBuilder, at time: Double) {
    guard isEnabled else { return }
    let frame = CGRect(origin: .zero, size: size)
    guard let shape else {
      list.clip(to: frame)
      return
    }
    list.clip(to: shape.path(in: frame), eoFill: eoFill)
  }
}

// MARK: Shadow

extension View {
  /// A blurred, offset copy of the content's silhouette behind it, as SwiftUI's `.shadow`
  /// (radius is the blur's standard deviation; the default colour is black at 33 %).
  public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
    modifier(ShadowEffect(color: color, radius: radius, offset: CGSize(width: x, height: y)))
  }
}

struct ShadowEffect: ViewModifier, NodeModifier {
  let color: Color
  let radius: CGFloat
  let offset: CGSize
  typealias Body = Never
  func makeNode(id: ViewID) -> ShadowNode { ShadowNode(id: id) }
  func update(_ node: ShadowNode, context: ResolveContext, graph: ViewGraph) {
    node.color = color
    node.values.update(to: AnimatablePair(AnimatablePair(radius, offset.width), offset.height), context: context, graph: graph)
  }
}

/// Draws the content once into a list of its own, then each filled shape's shadow under the
/// content: SwiftUI shadows the content's alpha (what is drawn, after the content's own clips),
/// and this is the same where fills do not overlap.
final class ShadowNode: EffectNode {
  var color = Color.black
  var values = AnimatedProperty<AnimatablePair<AnimatablePair<Double, Double>, Double>>()

  override func drawContent(in size: CGSize, into list: inout DisplayListBuilder, at time: Double) {
    let v = values.presented(at: time, default: AnimatablePair(AnimatablePair(0, 0), 0))
    list.drawWithShadow(color: color.scenes, radius: v.first.first, offset: CGSize(width: v.first.second, height: v.second)) { inner in
      drawChildren(into: &inner, at: time)
    }
  }
  override func isAnimating(at time: Double) -> Bool { super.isAnimating(at: time) || values.isAnimating(at: time) }
}

extension DisplayListBuilder {
  /// Runs `body`, then puts a shadow of each shape it filled before what it drew: of the part
  /// of the shape inside the clips `body` pushed (`.clipShape` before `.shadow` shadows the
  /// clipped picture, as SwiftUI does).
  mutating func drawWithShadow(color: Scenes.Color, radius: Double, offset: CGSize, _ body: (inout DisplayListBuilder) -> Void) {
    let start = commands.count
    body(&self)
    let color = colorFilter.apply(color)
    let alpha = color.alpha * opacity
    let shadow = Shadow(color: color.opacity(alpha / max(color.alpha, 1e-9)), radius: radius, offset: Point(x: offset.width, y: offset.height))
    // The clips the content pushed (in canvas points), innermost last.
    var clips: [Outline] = []
    var shadows: [DrawCommand] = []
    for command in commands[start...] {
      switch command {
      case .pushClip(let rect): clips.append(Scenes.Shape.rect(rect).outline)
      case .pushClipPath(let outline): clips.append(outline)
      case .popClip: _ = clips.popLast()
      case .fill(let shape, _):
        var visible: Scenes.Shape? = shape
        for clip in clips { visible = visible?.clipped(to: clip) }
        if let visible { shadows.append(.shadow(visible, shadow)) }
      case .stroke(let outline, let stroke, _) where clips.isEmpty:
        // A stroke's shadow: its outline blurred (a clipped stroke casts none yet).
        var stroked = shadow
        stroked.stroke = stroke
        shadows.append(.shadow(.outline(outline), stroked))
      case .stroke, .shadow, .text, .pushOpacity, .popOpacity: break
      }
    }
    insertCommands(shadows, at: start)
  }
}

extension Scenes.Shape {
  /// The part of the shape inside `clip` (canvas points), nil when nothing is. Exact for a
  /// convex clip (a rectangle, rounded rectangle, capsule, circle or ellipse: what `.clipShape`
  /// is given in practice): each subpath, flattened within 0.05 pt, is cut by the clip's
  /// edges (Sutherland–Hodgman). A concave clip leaves the shape as it is.
  func clipped(to clip: Outline) -> Scenes.Shape? {
    let window = Path(clip).polylines(transform: .identity, tolerance: 0.05).filter(\.isClosed).map(\.points)
    guard window.count == 1, let convex = ConvexPolygon(window[0]) else { return self }
    let bounds = self.bounds
    let corners = [
      CGPoint(x: bounds.minX, y: bounds.minY), CGPoint(x: bounds.maxX, y: bounds.minY),
      CGPoint(x: bounds.maxX, y: bounds.maxY), CGPoint(x: bounds.minX, y: bounds.maxY),
    ]
    if corners.allSatisfy(convex.contains) { return self }
    if case .rect(let rect) = self,
      convex.points.allSatisfy({ $0.x >= rect.minX - 1e-9 && $0.x <= rect.maxX + 1e-9 && $0.y >= rect.minY - 1e-9 && $0.y <= rect.maxY + 1e-9 })
    {
      // The whole clip lies inside a filled rectangle: the clip's own (curved) outline is exact.
      return .outline(Outline(clip.elements))
    }
    let subject = self.outline
    let pieces = Path(subject).polylines(transform: .identity, tolerance: 0.05).map { convex.cut($0.points) }.filter { $0.count >= 3 }
    guard !pieces.isEmpty else { return nil }
    var elements: [Outline.Element] = []
    for piece in pieces {
      elements.append(.move(to: Point(piece[0])))
      elements += piece.dropFirst().map { .line(to: Point($0)) }
      elements.append(.closeSubpath)
    }
    return .outline(Outline(elements, isEvenOdd: subject.isEvenOdd))
  }
}

/// A convex polygon, counter-clockwise or clockwise, as a clip window.
private struct ConvexPolygon {
  let points: [CGPoint]
  /// +1 when the points turn left (y down: clockwise on screen), −1 when they turn right.
  let turn: Double

  /// Nil unless `points` (a closed polyline, the first point possibly repeated at the end) is
  /// convex with some area.
  init?(_ polyline: [CGPoint]) {
    var points = polyline
    if points.count > 1, let first = points.first, let last = points.last, abs(first.x - last.x) < 1e-9, abs(first.y - last.y) < 1e-9 {
      points.removeLast()
    }
    guard points.count >= 3 else { return nil }
    var sign = 0.0
    for index in points.indices {
      let a = points[index]
      let b = points[(index + 1) % points.count]
      let c = points[(index + 2) % points.count]
      let cross = (b.x - a.x) * (c.y - b.y) - (b.y - a.y) * (c.x - b.x)
      guard abs(cross) > 1e-9 else { continue }
      if sign == 0 { sign = cross > 0 ? 1 : -1 } else if (cross > 0 ? 1 : -1) != sign { return nil }
    }
    guard sign != 0 else { return nil }
    self.points = points
    turn = sign
  }

  /// How far `p` is on the inner side of the edge a → b (positive inside).
  private func side(_ p: CGPoint, _ a: CGPoint, _ b: CGPoint) -> Double {
    turn * ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x))
  }

  func contains(_ p: CGPoint) -> Bool {
    points.indices.allSatisfy { side(p, points[$0], points[($0 + 1) % points.count]) >= -1e-9 }
  }

  /// The part of the closed polygon `subject` inside this one (Sutherland–Hodgman).
  func cut(_ subject: [CGPoint]) -> [CGPoint] {
    var output = subject
    for index in points.indices {
      let a = points[index]
      let b = points[(index + 1) % points.count]
      let input = output
      output = []
      guard let last = input.last else { break }
      var previous = last
      for current in input {
        let sp = side(previous, a, b)
        let sc = side(current, a, b)
        if sc >= 0 {
          if sp < 0 { output.append(crossing(previous, current, sp, sc)) }
          output.append(current)
        } else if sp >= 0 {
          output.append(crossing(previous, current, sp, sc))
        }
        previous = current
      }
    }
    return output
  }

  private func crossing(_ p: CGPoint, _ q: CGPoint, _ sp: Double, _ sq: Double) -> CGPoint {
    let t = sp / (sp - sq)
    return CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
  }
}

extension Path {
  /// The path of a renderer outline (canvas points).
  init(_ outline: Outline) {
    self.init { path in
      for element in outline.elements {
        switch element {
        case .move(let to): path.move(to: CGPoint(to))
        case .line(let to): path.addLine(to: CGPoint(to))
        case .quadCurve(let to, let control): path.addQuadCurve(to: CGPoint(to), control: CGPoint(control))
        case .curve(let to, let c1, let c2): path.addCurve(to: CGPoint(to), control1: CGPoint(c1), control2: CGPoint(c2))
        case .closeSubpath: path.closeSubpath()
        }
      }
    }
  }
}

// MARK: Effects drawn in part

extension View {
  /// Composites the content as one layer (opacity groups already do here).
  public func compositingGroup() -> some View { self }
  /// Renders the content offscreen first (the same picture here).
  public func drawingGroup(opaque: Bool = false) -> some View { self }
}

/// Warnings about what the preview draws only in part, each said once, at the user's line, in
/// the format editors jump to.
public enum PreviewWarnings {
  nonisolated(unsafe) private static var said: Set<String> = []
  nonisolated(unsafe) static var sink: (String) -> Void = { line in
    FileHandle.standardError.write(Data((line + "\n").utf8))
  }

  /// Says `message` once for `file`:`line`.
  public static func once(_ message: String, file: StaticString, line: UInt) {
    say("\(file):\(line): warning: \(message) in the preview")
  }

  /// Says the whole line `text` once.
  public static func say(_ text: String) {
    guard said.insert(text).inserted else { return }
    sink(text)
  }
}
