import Scenes

/// The outline of a 2D shape, as SwiftUI's `Path`: subpaths of lines and Bézier curves, in points.
public struct Path: Equatable, Sendable {
  /// One step of a path, as SwiftUI's `Path.Element`.
  public enum Element: Equatable, Sendable {
    case move(to: CGPoint)
    case line(to: CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case closeSubpath
  }

  private(set) var elements: [Element] = []
  /// The exact rectangle this path is, when it was made as one (a cheaper fill).
  private(set) var rectangle: CGRect?

  /// An empty path.
  public init() {}

  /// A rectangle.
  public init(_ rect: CGRect) {
    addRect(rect)
    rectangle = rect.standardized
  }

  /// A rounded rectangle with circular corners.
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
  }

  /// A rounded rectangle with elliptical corners.
  public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
  }

  /// An ellipse inscribed in `rect`.
  public init(ellipseIn rect: CGRect) {
    addEllipse(in: rect)
  }

  /// A path built by `callback`.
  public init(_ callback: (inout Path) -> Void) {
    callback(&self)
  }

  /// True when the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// The current point: the end of the last element, or nil in an empty path.
  public var currentPoint: CGPoint? {
    var start: CGPoint?
    var current: CGPoint?
    for element in elements {
      switch element {
      case .move(let p):
        start = p
        current = p
      case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): current = p
      case .closeSubpath: current = start
      }
    }
    return current
  }

  /// The bounding box of the path's points and control points.
  public var boundingRect: CGRect {
    var points: [CGPoint] = []
    for element in elements {
      switch element {
      case .move(let p), .line(let p): points.append(p)
      case .quadCurve(let p, let c): points += [p, c]
      case .curve(let p, let c1, let c2): points += [p, c1, c2]
      case .closeSubpath: break
      }
    }
    guard let first = points.first else { return .null }
    var box = CGRect(origin: first, size: .zero)
    for point in points.dropFirst() { box = box.union(CGRect(origin: point, size: .zero)) }
    return box
  }

  /// Calls `body` with each element in order.
  public func forEach(_ body: (Element) -> Void) {
    elements.forEach(body)
  }

  // MARK: Building

  public mutating func move(to point: CGPoint) {
    rectangle = nil
    elements.append(.move(to: point))
  }

  public mutating func addLine(to point: CGPoint) {
    rectangle = nil
    if currentPoint == nil { elements.append(.move(to: point)) }
    elements.append(.line(to: point))
  }

  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    rectangle = nil
    if currentPoint == nil { elements.append(.move(to: control)) }
    elements.append(.quadCurve(to: point, control: control))
  }

  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    rectangle = nil
    if currentPoint == nil { elements.append(.move(to: control1)) }
    elements.append(.curve(to: point, control1: control1, control2: control2))
  }

  public mutating func closeSubpath() {
    rectangle = nil
    elements.append(.closeSubpath)
  }

  public mutating func addLines(_ lines: [CGPoint]) {
    guard let first = lines.first else { return }
    // Room for them all at once (and the usual close), not an allocation per doubling; still
    // at least doubling, so that many short calls stay linear.
    let needed = elements.count + lines.count + 1
    if elements.capacity < needed { elements.reserveCapacity(max(needed, 2 * elements.capacity)) }
    move(to: first)
    for point in lines.dropFirst() { addLine(to: point) }
  }

  public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    addLines([
      CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY),
      CGPoint(x: r.minX, y: r.maxY),
    ].map { $0.applying(transform) })
    closeSubpath()
  }

  public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  /// A rounded rectangle. Circular corners (as wide as high) are clamped to half the shorter
  /// side, so a radius too large gives a capsule, as in SwiftUI; elliptical ones to half the
  /// width and half the height. `.continuous` corners are drawn as circular ones here.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) {
    let r = rect.standardized
    var rx = max(0, min(cornerSize.width, r.width / 2))
    var ry = max(0, min(cornerSize.height, r.height / 2))
    if cornerSize.width == cornerSize.height {
      rx = min(rx, ry)
      ry = rx
    }
    guard rx > 0, ry > 0 else { return addRect(r, transform: transform) }
    // A quarter ellipse as one cubic: control points at κ of the radius (κ = 4(√2 − 1)/3).
    let k = 0.5522847498307936
    func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(transform) }
    move(to: p(r.minX + rx, r.minY))
    addLine(to: p(r.maxX - rx, r.minY))
    addCurve(to: p(r.maxX, r.minY + ry), control1: p(r.maxX - rx + rx * k, r.minY), control2: p(r.maxX, r.minY + ry - ry * k))
    addLine(to: p(r.maxX, r.maxY - ry))
    addCurve(to: p(r.maxX - rx, r.maxY), control1: p(r.maxX, r.maxY - ry + ry * k), control2: p(r.maxX - rx + rx * k, r.maxY))
    addLine(to: p(r.minX + rx, r.maxY))
    addCurve(to: p(r.minX, r.maxY - ry), control1: p(r.minX + rx - rx * k, r.maxY), control2: p(r.minX, r.maxY - ry + ry * k))
    addLine(to: p(r.minX, r.minY + ry))
    addCurve(to: p(r.minX + rx, r.minY), control1: p(r.minX, r.minY + ry - ry * k), control2: p(r.minX + rx - rx * k, r.minY))
    closeSubpath()
  }

  /// An ellipse inscribed in `rect`, starting at its right-hand point and going clockwise on
  /// screen, as four cubic quarter arcs.
  public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    let r = rect.standardized
    let (cx, cy, rx, ry) = (r.midX, r.midY, r.width / 2, r.height / 2)
    let k = 0.5522847498307936
    func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y).applying(transform) }
    move(to: p(cx + rx, cy))
    addCurve(to: p(cx, cy + ry), control1: p(cx + rx, cy + ry * k), control2: p(cx + rx * k, cy + ry))
    addCurve(to: p(cx - rx, cy), control1: p(cx - rx * k, cy + ry), control2: p(cx - rx, cy + ry * k))
    addCurve(to: p(cx, cy - ry), control1: p(cx - rx, cy - ry * k), control2: p(cx - rx * k, cy - ry))
    addCurve(to: p(cx + rx, cy), control1: p(cx + rx * k, cy - ry), control2: p(cx + rx, cy - ry * k))
    closeSubpath()
  }

  /// A circular arc around `center` from `startAngle` to `endAngle`; `clockwise` as Core
  /// Graphics reads it in a y-up space, so on SwiftUI's y-down screen `clockwise: false` turns
  /// clockwise, as in SwiftUI. A line joins the current point to the arc's start.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    let start = startAngle.radians
    var end = endAngle.radians
    // In screen coordinates (y down), angles grow clockwise; `clockwise: true` decreases them.
    if clockwise {
      while end > start { end -= 2 * .pi }
    } else {
      while end < start { end += 2 * .pi }
    }
    func point(_ angle: Double) -> CGPoint {
      CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)).applying(transform)
    }
    if currentPoint == nil { move(to: point(start)) } else { addLine(to: point(start)) }
    let pieces = max(1, Int((abs(end - start) / (.pi / 2)).rounded(.up)))
    let step = (end - start) / Double(pieces)
    let k = 4.0 / 3.0 * tan(step / 4)
    for index in 0..<pieces {
      let a0 = start + Double(index) * step
      let a1 = a0 + step
      let c1 = CGPoint(x: center.x + radius * (cos(a0) - k * sin(a0)), y: center.y + radius * (sin(a0) + k * cos(a0)))
      let c2 = CGPoint(x: center.x + radius * (cos(a1) + k * sin(a1)), y: center.y + radius * (sin(a1) - k * cos(a1)))
      addCurve(to: point(a1), control1: c1.applying(transform), control2: c2.applying(transform))
    }
  }

  /// An arc of `radius` tangent to the lines from the current point to `tangent1End` and from
  /// there to `tangent2End`, as Core Graphics' `addArc(tangent1End:tangent2End:radius:)`.
  public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
    guard let p0 = currentPoint else { return move(to: tangent1End.applying(transform)) }
    let v1 = CGPoint(x: p0.x - tangent1End.x, y: p0.y - tangent1End.y)
    let v2 = CGPoint(x: tangent2End.x - tangent1End.x, y: tangent2End.y - tangent1End.y)
    let l1 = hypot(v1.x, v1.y)
    let l2 = hypot(v2.x, v2.y)
    let angle = acos(max(-1, min(1, (v1.x * v2.x + v1.y * v2.y) / (l1 * l2))))
    guard l1 > 0, l2 > 0, angle > 1e-9, angle < .pi - 1e-9 else { return addLine(to: tangent1End.applying(transform)) }
    let distance = radius / tan(angle / 2)
    let start = CGPoint(x: tangent1End.x + v1.x / l1 * distance, y: tangent1End.y + v1.y / l1 * distance)
    let end = CGPoint(x: tangent1End.x + v2.x / l2 * distance, y: tangent1End.y + v2.y / l2 * distance)
    // The centre lies on the bisector of the corner, radius / sin(angle / 2) from it.
    let bisector = CGPoint(x: v1.x / l1 + v2.x / l2, y: v1.y / l1 + v2.y / l2)
    let length = hypot(bisector.x, bisector.y)
    let reach = radius / sin(angle / 2)
    let center = CGPoint(x: tangent1End.x + bisector.x / length * reach, y: tangent1End.y + bisector.y / length * reach)
    let startAngle = atan2(start.y - center.y, start.x - center.x)
    let endAngle = atan2(end.y - center.y, end.x - center.x)
    // The short way round: in y-down screen terms the sign of the cross product picks it.
    let cross = v1.x * v2.y - v1.y * v2.x
    addLine(to: start.applying(transform))
    addArc(
      center: center, radius: radius, startAngle: .radians(startAngle), endAngle: .radians(endAngle),
      clockwise: cross > 0, transform: transform)
  }

  /// Appends `path`'s elements.
  public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
    let wasEmpty = isEmpty
    elements += path.applying(transform).elements
    rectangle = wasEmpty && transform.isIdentity ? path.rectangle : nil
  }

  /// The path with every point mapped by `transform`.
  public func applying(_ transform: CGAffineTransform) -> Path {
    guard !transform.isIdentity else { return self }
    var copy = Path()
    copy.elements = elements.map { element in
      switch element {
      case .move(let p): .move(to: p.applying(transform))
      case .line(let p): .line(to: p.applying(transform))
      case .quadCurve(let p, let c): .quadCurve(to: p.applying(transform), control: c.applying(transform))
      case .curve(let p, let c1, let c2):
        .curve(to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
      case .closeSubpath: .closeSubpath
      }
    }
    return copy
  }

  /// The path moved by (dx, dy).
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
    applying(CGAffineTransform(translationX: dx, y: dy))
  }

  /// Whether `point` is inside the path (non-zero winding, or even-odd).
  public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
    var winding = 0
    var crossings = 0
    for line in polylines(transform: .identity, tolerance: 0.1) where line.points.count > 2 {
      let polygon = line.points
      for index in polygon.indices {
        let a = polygon[index]
        let b = polygon[(index + 1) % polygon.count]
        if (a.y <= point.y) != (b.y <= point.y) {
          let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
          if x > point.x {
            crossings += 1
            winding += b.y > a.y ? 1 : -1
          }
        }
      }
    }
    return eoFill ? crossings % 2 == 1 : winding != 0
  }

  /// The part of the path between fractions `from` and `to` of its length (SwiftUI's
  /// `trimmedPath(from:to:)`), measured along the flattened outline.
  public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
    let start = max(0, min(1, from))
    let end = max(0, min(1, to))
    guard end > start else { return Path() }
    if start == 0, end == 1 { return self }
    let lines = polylines(transform: .identity, tolerance: 0.05)
    let total = lines.reduce(0.0) { $0 + Self.length(of: $1.points) }
    guard total > 0 else { return Path() }
    let a = start * total
    let b = end * total
    var result = Path()
    var travelled = 0.0
    for line in lines {
      var drawing = false
      for index in line.points.indices.dropLast() {
        let p = line.points[index]
        let q = line.points[index + 1]
        let segment = hypot(q.x - p.x, q.y - p.y)
        let s0 = travelled
        let s1 = travelled + segment
        travelled = s1
        guard s1 > a, s0 < b, segment > 0 else { continue }
        let t0 = max(0, (a - s0) / segment)
        let t1 = min(1, (b - s0) / segment)
        let from = CGPoint(x: p.x + (q.x - p.x) * t0, y: p.y + (q.y - p.y) * t0)
        let to = CGPoint(x: p.x + (q.x - p.x) * t1, y: p.y + (q.y - p.y) * t1)
        if !drawing {
          result.move(to: from)
          drawing = true
        }
        result.addLine(to: to)
      }
    }
    return result
  }

  private static func length(of points: [CGPoint]) -> Double {
    zip(points, points.dropFirst()).reduce(0.0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
  }

  // MARK: Flattening

  /// Each subpath as a polyline in canvas points after `transform`, curves split until they
  /// are within `tolerance` points of the curve; `isClosed` for subpaths that end in a close.
  func polylines(transform: CGAffineTransform, tolerance: Double) -> [(points: [CGPoint], isClosed: Bool)] {
    var result: [(points: [CGPoint], isClosed: Bool)] = []
    var current: [CGPoint] = []
    func finish(closed: Bool) {
      if current.count > 1 { result.append((current, closed)) }
      current = []
    }
    for element in elements {
      switch element {
      case .move(let p):
        finish(closed: false)
        current = [p.applying(transform)]
      case .line(let p):
        current.append(p.applying(transform))
      case .quadCurve(let p, let c):
        guard let last = current.last else { continue }
        let control = c.applying(transform)
        let end = p.applying(transform)
        // A quadratic as the cubic with controls two thirds of the way to its control point.
        Self.flattenCubic(
          last, CGPoint(x: last.x + 2 / 3 * (control.x - last.x), y: last.y + 2 / 3 * (control.y - last.y)),
          CGPoint(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y)), end,
          tolerance: tolerance, into: &current)
      case .curve(let p, let c1, let c2):
        guard let last = current.last else { continue }
        Self.flattenCubic(
          last, c1.applying(transform), c2.applying(transform), p.applying(transform),
          tolerance: tolerance, into: &current)
      case .closeSubpath:
        let first = current.first
        finish(closed: true)
        if let first { current = [first] }
      }
    }
    finish(closed: false)
    return result
  }

  /// The renderer's outline of the path through `projection`, which has a perspective: a
  /// projected Bézier curve is not the curve of its projected control points, so curves are
  /// made polylines within 0.05 points first and their points projected. Points at or behind
  /// the viewer's plane (w ≤ 0) are left out.
  func outline(projection m: ProjectionTransform, eoFill: Bool) -> Outline {
    var elements: [Outline.Element] = []
    for (points, isClosed) in polylines(transform: .identity, tolerance: 0.05) {
      var started = false
      for point in points {
        let w = point.x * m.m13 + point.y * m.m23 + m.m33
        guard w > 1e-6 else { continue }
        let projected = Point(
          x: (point.x * m.m11 + point.y * m.m21 + m.m31) / w, y: (point.x * m.m12 + point.y * m.m22 + m.m32) / w)
        elements.append(started ? .line(to: projected) : .move(to: projected))
        started = true
      }
      if started, isClosed { elements.append(.closeSubpath) }
    }
    return Outline(elements, isEvenOdd: eoFill)
  }

  /// The renderer's outline of the path after `transform`: the same elements, mapped (an
  /// affine map of a Bézier curve is the curve of the mapped control points).
  func outline(transform: CGAffineTransform, eoFill: Bool) -> Outline {
    func p(_ point: CGPoint) -> Point { Point(point.applying(transform)) }
    return Outline(
      elements.map { element in
        switch element {
        case .move(let to): .move(to: p(to))
        case .line(let to): .line(to: p(to))
        case .quadCurve(let to, let control): .quadCurve(to: p(to), control: p(control))
        case .curve(let to, let c1, let c2): .curve(to: p(to), control1: p(c1), control2: p(c2))
        case .closeSubpath: .closeSubpath
        }
      }, isEvenOdd: eoFill)
  }

  /// Appends points along the cubic p0…p3 (p0 excluded), splitting it in halves until the
  /// control points lie within `tolerance` of the chord.
  private static func flattenCubic(
    _ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, tolerance: Double, into points: inout [CGPoint],
    depth: Int = 0
  ) {
    let dx = p3.x - p0.x
    let dy = p3.y - p0.y
    let chord = max(hypot(dx, dy), 1e-12)
    let d1 = abs((p1.x - p3.x) * dy - (p1.y - p3.y) * dx) / chord
    let d2 = abs((p2.x - p3.x) * dy - (p2.y - p3.y) * dx) / chord
    let flatEnough = chord > 1e-9 ? d1 + d2 <= tolerance : hypot(p1.x - p0.x, p1.y - p0.y) + hypot(p2.x - p0.x, p2.y - p0.y) <= tolerance
    if flatEnough || depth >= 16 {
      points.append(p3)
      return
    }
    func mid(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2) }
    let p01 = mid(p0, p1)
    let p12 = mid(p1, p2)
    let p23 = mid(p2, p3)
    let p012 = mid(p01, p12)
    let p123 = mid(p12, p23)
    let m = mid(p012, p123)
    flattenCubic(p0, p01, p012, m, tolerance: tolerance, into: &points, depth: depth + 1)
    flattenCubic(m, p123, p23, p3, tolerance: tolerance, into: &points, depth: depth + 1)
  }
}

/// How a rounded rectangle's corners are drawn, as SwiftUI's `RoundedCornerStyle`.
public enum RoundedCornerStyle: Hashable, Sendable {
  /// Quarter circles.
  case circular
  /// Apple's continuous-curvature corners (drawn as quarter circles here).
  case continuous
}

/// An angle, as SwiftUI's `Angle`.
public struct Angle: Hashable, Comparable, Sendable, Animatable {
  /// The angle in radians.
  public var radians: Double
  /// The angle in degrees.
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }

  public init() { radians = 0 }
  public init(radians: Double) { self.radians = radians }
  public init(degrees: Double) { radians = degrees * .pi / 180 }
  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
  public static let zero = Angle()

  public var animatableData: Double {
    get { radians }
    set { radians = newValue }
  }

  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
  public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
  public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
  public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
  public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
  public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
  public static func += (lhs: inout Angle, rhs: Angle) { lhs = lhs + rhs }
  public static func -= (lhs: inout Angle, rhs: Angle) { lhs = lhs - rhs }
  public static func *= (lhs: inout Angle, rhs: Double) { lhs = lhs * rhs }
  public static func /= (lhs: inout Angle, rhs: Double) { lhs = lhs / rhs }
}
