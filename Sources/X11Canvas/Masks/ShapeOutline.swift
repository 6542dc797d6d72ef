import Glibc
import Scenes

/// Turns a `Shape` in points into a closed polygon in pixels (arcs flattened), the input of the
/// coverage rasteriser.
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
    }
  }
}
