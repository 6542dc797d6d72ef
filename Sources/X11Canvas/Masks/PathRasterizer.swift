import CCairo
import Export
import Scenes

/// Rasterises strokes of outlines (their caps, joins, miter limits and dashes) into
/// `CoverageMask`s on the client, with cairo's image backend: an A8 surface over the caller's
/// bytes, cairo's stroker and antialiased scan conversion, curves flattened to
/// `ShapeOutline.flatteningTolerance` pixels. Nothing here talks to X.
enum PathRasterizer {
  /// The coverage of `outline` (pixels) stroked with `stroke` (pixels) within `box` (pixels).
  /// Nil for an empty or oversized box (beyond 16 384 pixels a side) or an unusable width (not
  /// more than 0, or not finite).
  static func rasterize(_ outline: Outline, stroke: StrokeParameters, in box: PixelRect) -> CoverageMask? {
    guard !box.isEmpty, box.width <= 16_384, box.height <= 16_384, stroke.width > 0, stroke.width.isFinite
    else { return nil }
    let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(box.width)))
    guard stride >= box.width else { return nil }
    var alpha = [UInt8](repeating: 0, count: stride * box.height)
    let drawn = alpha.withUnsafeMutableBytes { bytes -> Bool in
      guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self),
        let surface = cairo_image_surface_create_for_data(
          base, CAIRO_FORMAT_A8, Int32(box.width), Int32(box.height), Int32(stride))
      else { return false }
      // The context holds a reference to the surface: destroy it first, then the surface,
      // both before the bytes go.
      defer { cairo_surface_destroy(surface) }
      guard let cr = cairo_create(surface) else { return false }
      defer { cairo_destroy(cr) }
      cairo_translate(cr, -Double(box.x), -Double(box.y))
      cairo_set_tolerance(cr, ShapeOutline.flatteningTolerance)
      append(outline, to: cr)
      configure(cr, for: stroke)
      cairo_stroke(cr)
      cairo_surface_flush(surface)
      return cairo_status(cr) == CAIRO_STATUS_SUCCESS
    }
    guard drawn else { return nil }
    if stride != box.width {
      // Rows are padded to cairo's stride: close them up in place, first row to last.
      for row in 1..<box.height {
        for column in 0..<box.width { alpha[row * box.width + column] = alpha[row * stride + column] }
      }
      alpha.removeLast(alpha.count - box.width * box.height)
    }
    return CoverageMask(x: box.x, y: box.y, width: box.width, height: box.height, alpha: alpha)
  }

  /// Adds `outline`'s elements to the context's path; quadratic curves become the cubics that
  /// trace them exactly (control points two thirds of the way to the quadratic's). A path that
  /// draws before its first move starts at (0, 0), as `ShapeOutline.subpaths(of:)` does for
  /// fills (cairo alone would start it at the first element's point).
  private static func append(_ outline: Outline, to cr: OpaquePointer) {
    var current = Point.zero
    var start = Point.zero
    if let first = outline.elements.first {
      if case .move = first {} else { cairo_move_to(cr, 0, 0) }
    }
    for element in outline.elements {
      switch element {
      case .move(let p):
        cairo_move_to(cr, p.x, p.y)
        (current, start) = (p, p)
      case .line(let p):
        cairo_line_to(cr, p.x, p.y)
        current = p
      case .quadCurve(let p, let c):
        cairo_curve_to(
          cr, current.x + 2 / 3 * (c.x - current.x), current.y + 2 / 3 * (c.y - current.y),
          p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y), p.x, p.y)
        current = p
      case .curve(let p, let c1, let c2):
        cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
        current = p
      case .closeSubpath:
        cairo_close_path(cr)
        current = start
      }
    }
  }

  /// Sets the line width, cap, join, miter limit and dash pattern. A pattern cairo would refuse
  /// (a negative or non-finite length, or none above 0) strokes solid.
  private static func configure(_ cr: OpaquePointer, for stroke: StrokeParameters) {
    cairo_set_line_width(cr, stroke.width)
    switch stroke.cap {
    case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
    case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
    case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
    }
    switch stroke.join {
    case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
    case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
    case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
    }
    if stroke.miterLimit.isFinite { cairo_set_miter_limit(cr, max(1, stroke.miterLimit)) }
    let dash = stroke.dash
    guard !dash.isEmpty, dash.allSatisfy({ $0 >= 0 && $0.isFinite }), dash.contains(where: { $0 > 0 }),
      stroke.dashPhase.isFinite
    else { return }
    cairo_set_dash(cr, dash, Int32(dash.count), stroke.dashPhase)
  }
}
