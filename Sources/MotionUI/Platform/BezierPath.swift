// `UIBezierPath` and `CGPath`, the part of them shape code uses: a path built by UIKit's
// methods (rectangles, ovals, rounded rectangles with some corners rounded, arcs, lines and
// curves), handed to SwiftUI as `Path(bezier.cgPath)`. Followed: Apple's documentation of
// `UIBezierPath` and `UIRectCorner` (UIKit's default coordinates: y down, so `clockwise: true`
// turns clockwise on screen, the opposite of `Path.addArc`'s flag).

/// An immutable graphics path, as Core Graphics' `CGPath`: here a `Path`.
public class CGPath: @unchecked Sendable {
  let path: Path
  init(path: Path) { self.path = path }
  /// The smallest rectangle that contains every point of the path, control points included.
  public var boundingBox: CGRect { path.boundingRect }
}

extension Path {
  /// The path `path` describes, as SwiftUI's `Path(_:)` of a `CGPath`.
  public init(_ path: CGPath) { self = path.path }
  /// This path as a `CGPath`.
  public var cgPath: CGPath { CGPath(path: self) }
}

/// The corners of a rectangle, as UIKit's `UIRectCorner` (its raw values: top left 1, top
/// right 2, bottom left 4, bottom right 8).
public struct UIRectCorner: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let topLeft = UIRectCorner(rawValue: 1 << 0)
  public static let topRight = UIRectCorner(rawValue: 1 << 1)
  public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
  public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
  public static let allCorners = UIRectCorner(rawValue: ~0)
}

/// A path of lines and curves, as UIKit's `UIBezierPath`.
open class UIBezierPath {
  var path = Path()

  public init() {}

  /// A closed rectangle.
  public convenience init(rect: CGRect) {
    self.init()
    path.addRect(rect)
  }

  /// An oval inscribed in `rect`.
  public convenience init(ovalIn rect: CGRect) {
    self.init()
    path.addEllipse(in: rect)
  }

  /// A rectangle with every corner rounded by `cornerRadius`, clamped to half the shorter side
  /// (UIKit rounds them continuously; drawn circular here, as `RoundedRectangle`'s are).
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init()
    path.addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: .continuous)
  }

  /// A rectangle with the `corners` rounded by quarter circles of `cornerRadii.width` (UIKit
  /// uses the width), clamped to half the rectangle's width and height as Apple documents; the
  /// other corners square. It starts at the top edge and turns clockwise on screen.
  public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
    self.init()
    let r = rect.standardized
    let radius = max(0, min(cornerRadii.width, r.width / 2, r.height / 2))
    func round(_ corner: UIRectCorner) -> CGFloat { corners.contains(corner) ? radius : 0 }
    let (tl, tr, br, bl) = (round(.topLeft), round(.topRight), round(.bottomRight), round(.bottomLeft))
    // A quarter circle as one cubic: control points at κ of the radius (κ = 4(√2 − 1)/3).
    let k = 0.5522847498307936
    path.move(to: CGPoint(x: r.minX + tl, y: r.minY))
    path.addLine(to: CGPoint(x: r.maxX - tr, y: r.minY))
    if tr > 0 {
      path.addCurve(
        to: CGPoint(x: r.maxX, y: r.minY + tr), control1: CGPoint(x: r.maxX - tr + tr * k, y: r.minY),
        control2: CGPoint(x: r.maxX, y: r.minY + tr - tr * k))
    }
    path.addLine(to: CGPoint(x: r.maxX, y: r.maxY - br))
    if br > 0 {
      path.addCurve(
        to: CGPoint(x: r.maxX - br, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - br + br * k),
        control2: CGPoint(x: r.maxX - br + br * k, y: r.maxY))
    }
    path.addLine(to: CGPoint(x: r.minX + bl, y: r.maxY))
    if bl > 0 {
      path.addCurve(
        to: CGPoint(x: r.minX, y: r.maxY - bl), control1: CGPoint(x: r.minX + bl - bl * k, y: r.maxY),
        control2: CGPoint(x: r.minX, y: r.maxY - bl + bl * k))
    }
    path.addLine(to: CGPoint(x: r.minX, y: r.minY + tl))
    if tl > 0 {
      path.addCurve(
        to: CGPoint(x: r.minX + tl, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + tl - tl * k),
        control2: CGPoint(x: r.minX + tl - tl * k, y: r.minY))
    }
    path.closeSubpath()
  }

  /// An arc of a circle; `clockwise` as on screen (UIKit's y-down coordinates).
  public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
    self.init()
    addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
  }

  /// A path that draws `cgPath`.
  public convenience init(cgPath: CGPath) {
    self.init()
    path = cgPath.path
  }

  /// The path as a `CGPath`, for `Path(_:)`.
  public var cgPath: CGPath { CGPath(path: path) }
  /// The smallest rectangle that contains the path, control points included.
  public var bounds: CGRect { path.boundingRect }
  /// Whether the path has no elements.
  public var isEmpty: Bool { path.isEmpty }
  /// The line width a stroke would use (kept; the path is drawn by SwiftUI's modifiers).
  public var lineWidth: CGFloat = 1

  public func move(to point: CGPoint) { path.move(to: point) }
  public func addLine(to point: CGPoint) { path.addLine(to: point) }
  public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
  }
  public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    path.addQuadCurve(to: endPoint, control: controlPoint)
  }
  /// An arc; `clockwise` as on screen, which is `Path.addArc`'s `clockwise: false`.
  public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
    path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)), endAngle: .radians(Double(endAngle)), clockwise: !clockwise)
  }
  public func close() { path.closeSubpath() }
  public func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
  public func removeAllPoints() { path = Path() }
  public func apply(_ transform: CGAffineTransform) { path = path.applying(transform) }
}
