import Glibc
import Scenes

/// Turns a `Shape` in points into a closed polygon in pixels (arcs flattened), the input of the
/// coverage rasteriser, or an outline into pixels for the path rasteriser.
package enum ShapeOutline {
  /// Largest distance, in pixels, between a rounded corner's arc and the chords that replace it.
  package static let flatteningTolerance = 0.05

  /// The outline of `shape` scaled by `scale` (pixels per point) and moved by `offset` points.
  package static func pixels(of shape: Shape, scale: Double, offset: Point = .zero) -> [Point] {
    let dx = offset.x * scale
    let dy = offset.y * scale
    func map(_ x: Double, _ y: Double) -> Point { Point(x: x * scale + dx, y: y * scale + dy) }
    switch shape {
    case .rect(let rect):
      return [
        map(rect.minX, rect.minY), map(rect.maxX, rect.minY), map(rect.maxX, rect.maxY),
        map(rect.minX, rect.maxY),
      ]
    case .roundedRect(let rect, let cornerRadius):
      let r = max(0, min(cornerRadius, rect.width / 2, rect.height / 2))
      guard r * scale > 0.01 else { return pixels(of: .rect(rect), scale: scale, offset: offset) }
      let rPixels = r * scale
      // Chord sagitta r(1 − cos(θ/2)) ≤ tolerance gives the step angle θ.
      let step = 2 * acos(max(-1, 1 - flatteningTolerance / rPixels))
      let segments = max(2, Int((Double.pi / 2 / step).rounded(.up)))
      var points: [Point] = []
      points.reserveCapacity(4 * (segments + 1))
      // Corner centres and start angles, clockwise in y-down space from the top-right corner.
      let corners: [(cx: Double, cy: Double, start: Double)] = [
        (rect.maxX - r, rect.minY + r, -Double.pi / 2),
        (rect.maxX - r, rect.maxY - r, 0),
        (rect.minX + r, rect.maxY - r, Double.pi / 2),
        (rect.minX + r, rect.minY + r, Double.pi),
      ]
      for corner in corners {
        for i in 0...segments {
          let angle = corner.start + Double(i) / Double(segments) * Double.pi / 2
          points.append(map(corner.cx + r * cos(angle), corner.cy + r * sin(angle)))
        }
      }
      return points
    case .polygon(let points):
      return points.map { map($0.x, $0.y) }
    case .outline(let outline):
      // Flattened, subpath after subpath: the outline itself for a single subpath. The
      // renderer keeps the subpaths apart (`geometry(of:scale:offset:)`).
      return subpaths(of: pixels(of: outline, scale: scale, offset: offset)).flatMap { $0 }
    }
  }

  /// The mask geometry of `shape` in pixels: a polygon (`pixels(of:scale:offset:)`), or for an
  /// outline the outline itself scaled and moved (flattened only when a mask is made of it).
  static func geometry(of shape: Shape, scale: Double, offset: Point = .zero) -> MaskGeometry {
    guard case .outline(let outline) = shape else {
      return .polygon(pixels(of: shape, scale: scale, offset: offset))
    }
    return .path(pixels(of: outline, scale: scale, offset: offset))
  }

  /// The mask geometry of a stroke of `outline` in pixels: the outline and the lengths of
  /// `stroke` (width, dashes, phase) scaled; the miter limit is a ratio and stays.
  static func geometry(of outline: Outline, stroke: StrokeParameters, scale: Double) -> MaskGeometry {
    var scaled = stroke
    scaled.width *= scale
    scaled.dash = stroke.dash.map { $0 * scale }
    scaled.dashPhase *= scale
    return .stroke(pixels(of: outline, scale: scale), scaled)
  }

  /// `outline` (pixels) as closed polygons, one a subpath, its curves flattened into chords
  /// within `flatteningTolerance`: n chords of a cubic stray at most ¾·max|P₀ − 2P₁ + P₂| / n²
  /// (the second derivative's bound over 8n²), of a quadratic ¼·|P₀ − 2C + P₁| / n².
  package static func subpaths(of outline: Outline) -> [[Point]] {
    var result: [[Point]] = []
    var current: [Point] = []
    var point = Point.zero
    func finish() {
      if current.count >= 3 { result.append(current) }
      current = []
    }
    func chords(_ deviation: Double) -> Int {
      guard deviation.isFinite else { return 1 }
      return max(1, min(1000, Int((deviation / flatteningTolerance).squareRoot().rounded(.up))))
    }
    for element in outline.elements {
      switch element {
      case .move(let p):
        finish()
        current = [p]
        point = p
      case .line(let p):
        if current.isEmpty { current = [point] }
        current.append(p)
        point = p
      case .quadCurve(let p, let c):
        if current.isEmpty { current = [point] }
        let a = point
        let n = chords(0.25 * hypot(a.x - 2 * c.x + p.x, a.y - 2 * c.y + p.y))
        for i in 1...n {
          let t = Double(i) / Double(n)
          let u = 1 - t
          current.append(Point(x: u * u * a.x + 2 * u * t * c.x + t * t * p.x, y: u * u * a.y + 2 * u * t * c.y + t * t * p.y))
        }
        point = p
      case .curve(let p, let c1, let c2):
        if current.isEmpty { current = [point] }
        let a = point
        let d = max(hypot(a.x - 2 * c1.x + c2.x, a.y - 2 * c1.y + c2.y), hypot(c1.x - 2 * c2.x + p.x, c1.y - 2 * c2.y + p.y))
        let n = chords(0.75 * d)
        for i in 1...n {
          let t = Double(i) / Double(n)
          let u = 1 - t
          let (b0, b1, b2, b3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
          current.append(Point(x: b0 * a.x + b1 * c1.x + b2 * c2.x + b3 * p.x, y: b0 * a.y + b1 * c1.y + b2 * c2.y + b3 * p.y))
        }
        point = p
      case .closeSubpath:
        let start = current.first ?? point
        finish()
        point = start
      }
    }
    finish()
    return result
  }

  private static func pixels(of outline: Outline, scale: Double, offset: Point = .zero) -> Outline {
    let dx = offset.x * scale
    let dy = offset.y * scale
    return outline.mapped { Point(x: $0.x * scale + dx, y: $0.y * scale + dy) }
  }
}
