import Foundation

/// An affine transform of the plane, as Core Graphics' `CGAffineTransform` (which Foundation
/// lacks on Linux). A point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty): row vectors, the
/// same convention and the same operation order as Core Graphics.
public struct CGAffineTransform: Hashable, Sendable {
  public var a: CGFloat
  public var b: CGFloat
  public var c: CGFloat
  public var d: CGFloat
  public var tx: CGFloat
  public var ty: CGFloat

  /// The transform with the six coefficients.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  /// The transform with the six coefficients, unlabelled.
  public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) {
    self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
  }

  /// The identity.
  public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

  /// The identity transform.
  public static let identity = CGAffineTransform()

  /// A translation by (tx, ty) points.
  public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

  /// A scale by sx horizontally and sy vertically.
  public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

  /// A rotation by `angle` radians; positive angles turn clockwise on a y-down screen.
  public init(rotationAngle angle: CGFloat) {
    let (sine, cosine) = (sin(angle), cos(angle))
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// True for the identity.
  public var isIdentity: Bool { self == .identity }

  /// `self` followed by `t2`.
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
      c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
      tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
  }

  /// A translation, then `self` (Core Graphics' `translatedBy`).
  public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: x, y: y).concatenating(self)
  }

  /// A scale, then `self`.
  public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: x, y: y).concatenating(self)
  }

  /// A rotation by `angle` radians, then `self`.
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// The inverse, or `self` when the transform is singular (as Core Graphics returns).
  public func inverted() -> CGAffineTransform {
    let determinant = a * d - b * c
    guard determinant != 0 else { return self }
    let ia = d / determinant
    let ib = -b / determinant
    let ic = -c / determinant
    let id = a / determinant
    return CGAffineTransform(
      a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
  }
}

extension CGPoint {
  /// The point mapped by `t`.
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGSize {
  /// The size mapped by `t`'s linear part (no translation), as Core Graphics does.
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension CGRect {
  /// The smallest rectangle containing the four corners mapped by `t`.
  public func applying(_ t: CGAffineTransform) -> CGRect {
    guard !isNull else { return self }
    // The corners' coordinates, min and max taken pairwise: no arrays (this runs for every
    // drawn view, every frame).
    let p0 = CGPoint(x: minX, y: minY).applying(t)
    let p1 = CGPoint(x: maxX, y: minY).applying(t)
    let p2 = CGPoint(x: minX, y: maxY).applying(t)
    let p3 = CGPoint(x: maxX, y: maxY).applying(t)
    let x0 = Swift.min(Swift.min(p0.x, p1.x), Swift.min(p2.x, p3.x))
    let x1 = Swift.max(Swift.max(p0.x, p1.x), Swift.max(p2.x, p3.x))
    let y0 = Swift.min(Swift.min(p0.y, p1.y), Swift.min(p2.y, p3.y))
    let y1 = Swift.max(Swift.max(p0.y, p1.y), Swift.max(p2.y, p3.y))
    return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
}
