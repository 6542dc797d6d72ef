import Scenes

/// Snaps a shadow's outline to a grid finer than the blur can show, so that shapes which differ
/// by less than the grid share one blurred mask: the animated crease repeats its shapes only
/// approximately, and a cache keyed by the exact outline would never hit.
///
/// ## Step
/// The step is q = 1/n pixels with n = ⌈40/σ⌉ (σ in pixels), so q ≤ σ/40 (q = σ/40 exactly
/// when 40/σ is a whole number, as for the note's σ = 10 px at scale 1 or 20 px at scale 2),
/// and at most 1 pixel (σ ≥ 40 px). The outline is snapped in two parts, each to a grid of q/2
/// whose lines fall on pixel boundaries: the corner of its bounds (its position), and each
/// vertex relative to that corner (its shape). A shape that only moves (the switch's knob) keeps
/// its snapped shape and takes at most 2n positions per pixel; a shape that deforms (the crease)
/// changes key each time a vertex crosses a grid line. Snapping each vertex directly to the grid
/// would make a moving shape's vertices cross grid lines one after another, hundreds of keys a
/// pixel.
///
/// ## Error bound
/// Each part moves a vertex by at most q/4 per axis, together q/2, so every point of every
/// edge moves by at most δ = q/√2 across its edge (both vertices move by at most (q/2, q/2)).
/// The blurred coverage at a pixel is the Gaussian-weighted area of the shape, so snapping
/// changes it by at most the Gaussian's weight over the thin strip between the exact and the
/// snapped outline. For a straight edge shifted by δ that weight is at most δ times the peak of
/// the one-dimensional Gaussian, δ / (σ√(2π)); the shadow colour's alpha a (SwiftUI's 0.33)
/// scales it to a·δ / (σ√(2π)). For a full shift δ = q = σ/40:
/// 0.33 / (40 · √(2π)) = 0.33 / 100.3 = 0.0033 of full scale, 0.84 of one 8-bit level; for the
/// actual δ ≤ q/√2 it is 0.0023, 0.59 of a level. Near a corner both edges' strips count: for a
/// right angle the two half-edges weigh at most 2·φ(t)·Φ(t) ≈ 0.49 (at t ≈ 0.51σ inside)
/// against a single edge's φ(0) ≈ 0.40, 1.22 times as much, still 0.72 of a level; the note's
/// other corners are obtuse and weigh less. Very sharp corners or slivers thinner than σ could
/// exceed one level. `ShadowQuantizerTests` checks the blurred masks of a crease cycle against
/// the exact outline's.
package enum ShadowQuantizer {
  /// n = ⌈40/σ⌉ (1...1024) for a blur of `sigma` pixels (more than 0): the step q is 1/n pixels.
  package static func stepsPerPixel(sigma: Double) -> Int {
    guard sigma > 0, sigma.isFinite else { return 1 }
    return Int(min(1024, max(1, (40 / sigma).rounded(.up))))
  }

  /// The step q = 1/n in pixels for a blur of `sigma` pixels; q ≤ σ/40 while σ ≤ 40.
  package static func step(sigma: Double) -> Double {
    1 / Double(stepsPerPixel(sigma: sigma))
  }

  /// `outline` (pixels) snapped for a blur of `sigma` pixels (see the type's notes), relative to
  /// its whole-pixel origin, and that origin. Outlines that snap alike give bit-identical
  /// relative points. Returns nil for an empty outline or coordinates beyond ±1 000 000 pixels
  /// (or not finite).
  package static func snap(_ outline: [Point], sigma: Double) -> (outline: [Point], x: Int, y: Int)? {
    guard let snapped = snap(.polygon(outline), sigma: sigma), case .polygon(let points) = snapped.geometry else {
      return nil
    }
    return (points, snapped.x, snapped.y)
  }

  /// `geometry` (pixels) snapped as `snap(_:sigma:)` snaps a polygon: for an outline every
  /// point and control point (a curve moves no further than its control points do), relative
  /// to the whole-pixel origin of its bounds' snapped corner.
  static func snap(_ geometry: MaskGeometry, sigma: Double) -> (geometry: MaskGeometry, x: Int, y: Int)? {
    guard let bounds = geometry.bounds else { return nil }
    let (minX, minY) = (bounds.minX, bounds.minY)
    // Grid lines every q/2 = 1/(2n) pixel.
    let cellsPerPixel = 2 * stepsPerPixel(sigma: sigma)
    let cells = Double(cellsPerPixel)
    // The position: the bounds' corner on the grid, split into a whole pixel and the grid
    // lines past it.
    let cornerX = Int((minX * cells).rounded())
    let cornerY = Int((minY * cells).rounded())
    let originX = floorDivide(cornerX, cellsPerPixel)
    let originY = floorDivide(cornerY, cellsPerPixel)
    let offsetX = cornerX - originX * cellsPerPixel
    let offsetY = cornerY - originY * cellsPerPixel
    // The shape: each point relative to the exact corner, on the grid.
    func snapped(_ point: Point) -> Point {
      Point(
        x: Double(offsetX + Int(((point.x - minX) * cells).rounded())) / cells,
        y: Double(offsetY + Int(((point.y - minY) * cells).rounded())) / cells)
    }
    switch geometry {
    case .polygon(let points): return (.polygon(points.map(snapped)), originX, originY)
    case .path(let outline): return (.path(outline.mapped(snapped)), originX, originY)
    // Shadows are cast by shapes, never strokes; a stroke is placed but not snapped.
    case .stroke:
      return (geometry.moved(dx: -Double(originX), dy: -Double(originY)), originX, originY)
    }
  }

  /// ⌊a / b⌋ for b > 0.
  private static func floorDivide(_ a: Int, _ b: Int) -> Int {
    a >= 0 ? a / b : -((-a + b - 1) / b)
  }
}
