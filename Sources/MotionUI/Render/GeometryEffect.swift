import Scenes

// `GeometryEffect` and `ProjectionTransform`, as SwiftUI's: an `Animatable` modifier whose
// `effectValue(size:)` transforms how its content is drawn, sampled each frame with its
// `animatableData` where it is while it animates. Followed: Apple's documentation of
// `GeometryEffect` and `ProjectionTransform` (a 3 × 3 matrix acting on row vectors
// (x, y, 1), as `CGAffineTransform` does).

/// An effect that changes how a view is drawn through a transform of its coordinates, as
/// SwiftUI's `GeometryEffect`: layout is unchanged.
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
  /// The transform of the content, in a box of `size` points at the origin.
  func effectValue(size: CGSize) -> ProjectionTransform
}

/// A projective transform of the plane, as SwiftUI's `ProjectionTransform`: points are row
/// vectors (x, y, 1) multiplied on the left of the matrix, then divided by their third term.
public struct ProjectionTransform: Hashable, Sendable {
  /// The first row: x's weights in the new x, y and w (m13 is a perspective term).
  public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
  /// The second row: y's weights in the new x, y and w (m23 is a perspective term).
  public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
  /// The third row: the translation in points (m31, m32) and w's constant (m33).
  public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

  /// The identity.
  public init() {}

  /// The transform that `transform` is.
  public init(_ transform: CGAffineTransform) {
    m11 = transform.a
    m12 = transform.b
    m21 = transform.c
    m22 = transform.d
    m31 = transform.tx
    m32 = transform.ty
  }

  /// True for the identity.
  public var isIdentity: Bool { self == ProjectionTransform() }

  /// True when the transform keeps parallel lines parallel (no perspective terms).
  public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

  /// This transform followed by `rhs`.
  public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
    var m = ProjectionTransform()
    m.m11 = m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31
    m.m12 = m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32
    m.m13 = m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33
    m.m21 = m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31
    m.m22 = m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32
    m.m23 = m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33
    m.m31 = m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31
    m.m32 = m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32
    m.m33 = m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33
    return m
  }

  /// The affine part (the perspective terms dropped, the rest divided by m33).
  var affine: CGAffineTransform {
    let w = m33 == 0 ? 1 : m33
    return CGAffineTransform(a: m11 / w, b: m12 / w, c: m21 / w, d: m22 / w, tx: m31 / w, ty: m32 / w)
  }
}

extension View {
  /// Draws the content through `transform`.
  public func projectionEffect(_ transform: ProjectionTransform) -> some View {
    modifier(TransformEffect(kind: .projection(transform), anchor: .topLeading))
  }
}

extension ViewGraph {
  /// Resolves a user's `GeometryEffect` as a node that draws its content through the effect's
  /// value, its `animatableData` animated by the transaction.
  func resolveGeometryEffect<E: GeometryEffect>(
    _ effect: E, content: any View, id: ViewID, context: ResolveContext, into list: inout [Node], reuse: [ViewID: Node]
  ) {
    let node = (reuse[id] as? GeometryEffectNode) ?? GeometryEffectNode(id: id)
    node.begin(context: context, graph: self)
    node.configure(effect, context: context, graph: self)
    var inner = context
    inner.transition = nil
    resolveChildren(of: node, content: content, context: inner)
    list.append(node)
  }
}

/// Draws its content through a `GeometryEffect` sampled at the frame's time.
final class GeometryEffectNode: EffectNode {
  private var effect: (any GeometryEffect)?
  private var data: AnimatedData?

  func configure<E: GeometryEffect>(_ effect: E, context: ResolveContext, graph: ViewGraph) {
    if var data, data.holds(effect), !context.isFrameUpdate {
      data.set(to: effect, animation: context.transaction.effectiveAnimation, at: graph.time)
      self.data = data
    } else if data == nil || data?.holds(effect) == false {
      data = AnimatedData(effect)
    }
    self.effect = effect
  }

  /// The effect's transform at `time`, in a box of `size`.
  func projection(in size: CGSize, at time: Double) -> ProjectionTransform {
    guard let effect else { return ProjectionTransform() }
    func sample<E: GeometryEffect>(_ e: E) -> ProjectionTransform {
      (data?.applied(to: e, at: time) ?? e).effectValue(size: size)
    }
    return sample(effect)
  }

  /// Its affine part (what hit-testing follows).
  func transform(in size: CGSize, at time: Double) -> CGAffineTransform { projection(in: size, at: time).affine }

  override func apply(in size: CGSize, to list: inout DisplayListBuilder, at time: Double) {
    let projection = projection(in: size, at: time)
    list.concatenate(projection: projection, approximately: projection.affine)
  }

  override func isAnimating(at time: Double) -> Bool {
    super.isAnimating(at: time) || (data?.isAnimating(at: time) ?? false)
  }
}
