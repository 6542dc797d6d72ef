import Export
import Scenes

/// What a coverage mask is made from, in pixels: a fill's shape, a shadow's silhouette or a
/// stroke, each rasterised on the client by the rasteriser that measured fastest for it.
///
/// Fills of outlines are flattened and go through `CoverageRasterizer` (exact-area): on the
/// bench's 150 moving blobs (eight cubic arcs each, a third of them even-odd rings) it took
/// 7.2–7.3 ms of client CPU a frame where cairo took 10.0–10.8 ms (the same blobs as polygons:
/// 7.4–8.2 ms). Strokes go through cairo (`PathRasterizer`), whose stroker gives caps, joins,
/// miter limits and dashes as one outline.
enum MaskGeometry: Hashable {
  /// A closed polygon, non-zero (rectangles, rounded rectangles with their arcs flattened, and
  /// polygons): `CoverageRasterizer`, exact-area.
  case polygon([Point])
  /// An outline filled under its own rule: flattened (`ShapeOutline.subpaths(of:)`) into
  /// `CoverageRasterizer`.
  case path(Outline)
  /// An outline stroked with the parameters (already in pixels): `PathRasterizer`.
  case stroke(Outline, StrokeParameters)

  /// The smallest pixel rectangle, as its corners, containing what the geometry can cover:
  /// the polygon's points, the outline's points and control points, grown by the stroke's
  /// reach. Nil when there are none, or when one is not finite or beyond ±1 000 000 pixels.
  var bounds: (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
    switch self {
    case .polygon(let polygon): return Self.extent(of: polygon, limit: 1e6)
    case .path(let outline): return Self.extent(of: outline.points, limit: 1e6)
    case .stroke(let outline, let stroke):
      let reach = stroke.reach
      guard reach.isFinite, reach < 1e6, let extent = Self.extent(of: outline.points, limit: 1e6) else { return nil }
      return (extent.minX - reach, extent.minY - reach, extent.maxX + reach, extent.maxY + reach)
    }
  }

  /// The corners of the smallest rectangle containing `points`; nil when there are none, or
  /// when one is not finite or beyond ±`limit`.
  static func extent(
    of points: some Sequence<Point>, limit: Double
  ) -> (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    for point in points {
      guard point.x.isFinite, point.y.isFinite else { return nil }
      minX = min(minX, point.x)
      minY = min(minY, point.y)
      maxX = max(maxX, point.x)
      maxY = max(maxY, point.y)
    }
    guard minX <= maxX, abs(minX) < limit, abs(minY) < limit, abs(maxX) < limit, abs(maxY) < limit else {
      return nil
    }
    return (minX, minY, maxX, maxY)
  }

  /// The geometry moved by (`dx`, `dy`) pixels.
  func moved(dx: Double, dy: Double) -> MaskGeometry {
    func move(_ p: Point) -> Point { Point(x: p.x + dx, y: p.y + dy) }
    switch self {
    case .polygon(let points): return .polygon(points.map(move))
    case .path(let outline): return .path(outline.mapped(move))
    case .stroke(let outline, let stroke): return .stroke(outline.mapped(move), stroke)
    }
  }

  /// A fill's polygons as `CoverageRasterizer` takes them (an outline flattened) and its fill
  /// rule; nil for a stroke.
  var fillPolygons: (subpaths: [[Point]], isEvenOdd: Bool)? {
    switch self {
    case .polygon(let points): ([points], false)
    case .path(let outline): (ShapeOutline.subpaths(of: outline), outline.isEvenOdd)
    case .stroke: nil
    }
  }

  /// The coverage mask, its corner the bounds rounded outwards to whole pixels, cut to
  /// `window` (pixels) when one is given; nil when nothing is left.
  func rasterize(within window: PixelRect? = nil) -> CoverageMask? {
    switch self {
    case .polygon, .path:
      guard let fill = fillPolygons else { return nil }
      return CoverageRasterizer.rasterize(fill.subpaths, isEvenOdd: fill.isEvenOdd, within: window)
    case .stroke(let outline, let stroke):
      guard stroke.width > 0, let bounds else { return nil }
      let x0 = Int(bounds.minX.rounded(.down))
      let y0 = Int(bounds.minY.rounded(.down))
      var box = PixelRect(
        x: x0, y: y0, width: Int(bounds.maxX.rounded(.up)) - x0,
        height: Int(bounds.maxY.rounded(.up)) - y0)
      if let window { box = box.intersection(window) }
      return PathRasterizer.rasterize(outline, stroke: stroke, in: box)
    }
  }
}
