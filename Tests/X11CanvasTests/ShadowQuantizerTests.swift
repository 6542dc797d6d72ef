import Scenes
import Testing
import TestSupport
import X11Canvas

/// The snapped shadow outline against its promises: every vertex within half a step of the exact
/// one, moves and tiny changes share a key, and the blurred masks of a whole crease cycle stay
/// within one 8-bit level of the exact outline's (at the shadow's 0.33 alpha).
@Suite struct ShadowQuantizerTests {
  /// The note's outline in pixels, as `Renderer` hands it to the shadow: `FoldedNote.outline`
  /// through `ShapeOutline`.
  func noteOutline(crease: Double, scale: Double, frame: Rect = Rect(x: 20.3, y: 10.7, width: 150, height: 80)) -> [Point] {
    ShapeOutline.pixels(of: .polygon(FoldedNote.outline(frame: frame, crease: crease)), scale: scale)
  }

  @Test func theStepIsAFortiethOfSigmaOrLess() {
    #expect(ShadowQuantizer.step(sigma: 10) == 0.25)
    #expect(ShadowQuantizer.step(sigma: 20) == 0.5)
    for sigma in [0.5, 1.5, 3, 6.7, 10, 13, 39, 40, 120] {
      let step = ShadowQuantizer.step(sigma: sigma)
      #expect(step <= max(sigma / 40, 1e-9) || step == 1 && sigma >= 40, "σ \(sigma): q \(step)")
      #expect(step > 0 && step <= 1)
    }
  }

  @Test(arguments: [1.0, 2.0])
  func snappedVerticesStayWithinHalfAStepOfTheExactOnes(scale: Double) throws {
    let sigma = 10 * scale
    let q = ShadowQuantizer.step(sigma: sigma)
    for crease in stride(from: 0.0, through: 50, by: 0.77) {
      let exact = noteOutline(crease: crease, scale: scale)
      let snapped = try #require(ShadowQuantizer.snap(exact, sigma: sigma))
      for (e, s) in zip(exact, snapped.outline) {
        #expect(abs(Double(snapped.x) + s.x - e.x) <= q / 2 + 1e-9)
        #expect(abs(Double(snapped.y) + s.y - e.y) <= q / 2 + 1e-9)
      }
    }
  }

  @Test func movesAndTinyChangesShareAKey() throws {
    let sigma = 10.0
    let base = noteOutline(crease: 20.13, scale: 1)
    let snapped = try #require(ShadowQuantizer.snap(base, sigma: sigma))
    // Moved by whole pixels: the same shape, the origin moves.
    let moved = base.map { Point(x: $0.x + 7, y: $0.y - 3) }
    let movedSnap = try #require(ShadowQuantizer.snap(moved, sigma: sigma))
    #expect(movedSnap.outline == snapped.outline)
    #expect(movedSnap.x == snapped.x + 7 && movedSnap.y == snapped.y - 3)
    // A crease 0.02 pt further (within the same grid cell): the same key.
    let nudged = try #require(ShadowQuantizer.snap(noteOutline(crease: 20.15, scale: 1), sigma: sigma))
    #expect(nudged.outline == snapped.outline && nudged.x == snapped.x && nudged.y == snapped.y)
    // A crease a whole step further: a different key.
    let stepped = try #require(ShadowQuantizer.snap(noteOutline(crease: 20.38, scale: 1), sigma: sigma))
    #expect(stepped.outline != snapped.outline)
    // A round knob sliding by a thousandth of a pixel at a time takes at most 2n positions (keys)
    // per pixel, n = 1/q: a shape that only moves never multiplies its keys by its vertex count.
    let knobSigma = 1.5
    var keys = Set<[Point]>()
    for step in 0..<1000 {
      let knob = Shape.roundedRect(Rect(x: 10 + Double(step) / 1000, y: 2, width: 27, height: 27), cornerRadius: 13.5)
      let snappedKnob = try #require(
        ShadowQuantizer.snap(ShapeOutline.pixels(of: knob, scale: 1), sigma: knobSigma))
      keys.insert(snappedKnob.outline)
    }
    #expect(keys.count <= 2 * ShadowQuantizer.stepsPerPixel(sigma: knobSigma) + 1, "\(keys.count) keys")
  }

  /// The exact outline's blurred mask against the snapped one's, pixel by pixel, for crease
  /// values spread over a cycle: the shadow colour's 0.33 alpha times the difference stays
  /// within one 8-bit level (the bound in `ShadowQuantizer`'s notes is 0.72 of a level, plus the
  /// rounding of each mask to bytes).
  @Test(arguments: [1.0, 2.0])
  func aCreaseCycleOfSnappedShadowsStaysWithinOneLevel(scale: Double) throws {
    let sigma = 10 * scale
    let frame = Rect(x: 20.3, y: 10.7, width: 90, height: 60)
    var worst = 0.0
    for crease in stride(from: 0.0, through: 30, by: 2.61) {
      let exactOutline = noteOutline(crease: crease, scale: scale, frame: frame)
      let exact = GaussianBlur.blur(try #require(CoverageRasterizer.rasterize(exactOutline)), sigma: sigma)
      let snap = try #require(ShadowQuantizer.snap(exactOutline, sigma: sigma))
      var snapped = GaussianBlur.blur(try #require(CoverageRasterizer.rasterize(snap.outline)), sigma: sigma)
      snapped.x += snap.x
      snapped.y += snap.y
      func value(_ mask: CoverageMask, _ x: Int, _ y: Int) -> Double {
        let column = x - mask.x
        let row = y - mask.y
        guard column >= 0, column < mask.width, row >= 0, row < mask.height else { return 0 }
        return Double(mask[column, row])
      }
      let x0 = min(exact.x, snapped.x)
      let y0 = min(exact.y, snapped.y)
      let x1 = max(exact.x + exact.width, snapped.x + snapped.width)
      let y1 = max(exact.y + exact.height, snapped.y + snapped.height)
      for y in y0..<y1 {
        for x in x0..<x1 {
          worst = max(worst, 0.33 * abs(value(exact, x, y) - value(snapped, x, y)))
        }
      }
    }
    #expect(worst <= 1, "largest shadow difference \(worst) levels")
  }
}
