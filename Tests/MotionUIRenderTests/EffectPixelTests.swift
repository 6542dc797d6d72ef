import Export
import MotionUI
import Testing
import TestSupport

/// Effects as SwiftUI composes them, read back as pixels at scale 1 and 2: a shadow after a
/// clip is the clipped shape's, a masked row shows through its mask, the common SF Symbols are
/// drawn where they stand.
@MainActor
@Suite(.serialized) struct EffectPixelTests {
  /// A 60-point blue square clipped to a circle, then shadowed 70 points below in black with a
  /// 1-point blur, centred on a 200 × 240 canvas: the circle is at (100, 120) with radius 30 and
  /// its shadow at (100, 190). SwiftUI shadows what the clip left, so the corners of the square
  /// under the shadow (more than 3σ outside the shadow's circle) stay white; the shadow's centre
  /// is black. Before the fix the square's shadow filled those corners.
  @Test(arguments: [1.0, 2.0])
  func aShadowAfterAClipShadowsTheClippedShape(scale: Double) throws {
    let view = Rectangle().fill(Color.blue).frame(width: 60, height: 60)
      .clipShape(Circle())
      .shadow(color: .black, radius: 1, x: 0, y: 70)
    let drawn = try RenderedView.with(width: 200, height: 240, scale: scale) { render in render(AnyView(view)) }
    guard let image = drawn else { return }
    // The clip itself: blue in the middle, white in the square's corner.
    #expect(image.at(100, 120, scale: scale).distance(to: 0, 122, 255) < 3, "\(image.at(100, 120, scale: scale))")
    #expect(image.at(73, 93, scale: scale).isWhite)
    // The shadow: black at its centre and 25 points out, white in the square's corners.
    #expect(image.at(100, 190, scale: scale).distance(to: 0, 0, 0) < 3)
    #expect(image.at(100, 165, scale: scale).distance(to: 0, 0, 0) < 3)
    for (x, y) in [(72.0, 162.0), (127.0, 162.0), (72.0, 217.0), (127.0, 217.0)] {
      #expect(image.at(x, y, scale: scale).isWhite, "(\(x), \(y)): \(image.at(x, y, scale: scale))")
    }
    // Ink: the shadow's disc (π · 30² ≈ 2827 pt²), not the square (3600 pt²), give or take the
    // blurred rim (a ring of 2πr · 1 pt ≈ 190 pt² either way).
    let dark = Double(image.count(x: 60, y: 150, width: 80, height: 80, scale: scale) { $0.red < 128 }) / (scale * scale)
    #expect(abs(dark - 2827) < 200, "dark area \(dark) pt²")
  }

  /// A ring, `Circle().stroke(lineWidth: 10)`, of radius 40 centred on a 200 × 240 canvas, its
  /// shadow 100 points below in black with a 1-point blur: the shadow is a ring too, black on
  /// the circle of radius 40 about (100, 220), white at its centre (a filled shadow, or none,
  /// fails one of the two), and its ink is the ring's area, 2π · 40 · 10 ≈ 2513 pt².
  @Test(arguments: [1.0, 2.0])
  func aStrokedShapesShadowIsItsStrokesShadow(scale: Double) throws {
    let view = Circle().stroke(Color.blue, lineWidth: 10).frame(width: 80, height: 80)
      .shadow(color: .black, radius: 1, x: 0, y: 100)
      .offset(y: -50)
    let drawn = try RenderedView.with(width: 200, height: 240, scale: scale) { render in render(AnyView(view)) }
    guard let image = drawn else { return }
    // The ring itself at (100, 70), and its shadow's ring at (100, 170).
    #expect(image.at(140, 70, scale: scale).distance(to: 0, 122, 255) < 3, "\(image.at(140, 70, scale: scale))")
    #expect(image.at(140, 170, scale: scale).distance(to: 0, 0, 0) < 3, "\(image.at(140, 170, scale: scale))")
    #expect(image.at(100, 210, scale: scale).distance(to: 0, 0, 0) < 3)
    #expect(image.at(100, 170, scale: scale).isWhite, "the shadow's centre: \(image.at(100, 170, scale: scale))")
    let dark = Double(image.count(x: 40, y: 115, width: 120, height: 110, scale: scale) { $0.red < 128 }) / (scale * scale)
    #expect(abs(dark - 2513) < 200, "dark area \(dark) pt²")
  }

  /// A skeleton row: grey rounded rectangles in an `HStack`, masked by a gradient that is opaque
  /// at its ends and 30 % in the middle. The rectangles show through, and the mask's alpha is
  /// what reaches the canvas: at the left end the grey is full, in the middle it is about 30 %
  /// of the way from white; between the rectangles the canvas stays white.
  @Test(arguments: [1.0, 2.0])
  func aSkeletonRowShowsThroughAGradientMask(scale: Double) throws {
    let row = HStack(spacing: 10) {
      RoundedRectangle(cornerRadius: 6).fill(Color(white: 0.5)).frame(width: 50, height: 50)
      VStack(alignment: .leading, spacing: 10) {
        RoundedRectangle(cornerRadius: 4).fill(Color(white: 0.5)).frame(width: 140, height: 14)
        RoundedRectangle(cornerRadius: 4).fill(Color(white: 0.5)).frame(width: 90, height: 14)
      }
    }
    let view = row.mask {
      LinearGradient(colors: [.black, .black.opacity(0.3), .black], startPoint: .leading, endPoint: .trailing)
    }
    let drawn = try RenderedView.with(width: 300, height: 100, scale: scale) { render in render(AnyView(view)) }
    guard let image = drawn else { return }
    // The row is 50 + 10 + 140 = 200 wide and 50 high, centred: x 50…250, y 25…75. The square
    // is at x 50…100; the bars at x 110…250 (y 31…45) and 110…200 (y 55…69).
    let grey = 127.5
    let square = image.at(53, 50, scale: scale)
    #expect(abs(Double(square.red) - grey) < 20, "left end: \(square)")
    // At the row's middle (x = 150) the mask's alpha is 0.3: 255 − 0.3 · (255 − 127.5) ≈ 217.
    let middle = image.at(150, 38, scale: scale)
    #expect(abs(Double(middle.red) - 216.75) < 20, "middle: \(middle)")
    #expect(image.at(105, 50, scale: scale).isWhite)
    #expect(image.at(225, 62, scale: scale).isWhite)
    let ink = image.count(x: 50, y: 25, width: 200, height: 50, scale: scale) { !$0.isWhite }
    #expect(Double(ink) > 0.9 * (50 * 50 + 140 * 14 + 90 * 14) * scale * scale, "\(ink) pixels drawn")
  }

  /// A masked view inside `.opacity(0.5)` is drawn at half opacity once: black at 50 % over
  /// white is 127.5 grey, whether the mask is a plain shape or a gradient of one colour's alphas
  /// (the mask is drawn under the same opacity and must not apply it a second time).
  @Test(arguments: [1.0, 2.0])
  func aMaskUnderOpacityAppliesItOnce(scale: Double) throws {
    let plain = Color.black.frame(width: 60, height: 60).mask { Rectangle() }.opacity(0.5)
    let graded = Color.black.frame(width: 60, height: 60)
      .mask { LinearGradient(colors: [.black, .black], startPoint: .leading, endPoint: .trailing) }.opacity(0.5)
    let drawn = try RenderedView.with(width: 100, height: 100, scale: scale) { render in
      [render(AnyView(plain)), render(AnyView(graded))]
    }
    guard let images = drawn else { return }
    for image in images {
      #expect(abs(Double(image.at(50, 50, scale: scale).red) - 127.5) < 3, "\(image.at(50, 50, scale: scale))")
    }
  }

  /// The reverse skeleton: a gradient masked by a row of rounded rectangles is drawn inside
  /// them only (their union), and nothing between them.
  @Test(arguments: [1.0, 2.0])
  func aGradientMaskedByARowOfShapesIsDrawnInTheShapes(scale: Double) throws {
    let row = HStack(spacing: 20) {
      RoundedRectangle(cornerRadius: 6).frame(width: 60, height: 40)
      RoundedRectangle(cornerRadius: 6).frame(width: 60, height: 40)
    }
    let view = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
      .frame(width: 140, height: 40)
      .mask { row }
    let drawn = try RenderedView.with(width: 200, height: 80, scale: scale) { render in render(AnyView(view)) }
    guard let image = drawn else { return }
    // The gradient spans x 30…170, y 20…60; the shapes are x 30…90 and 110…170.
    #expect(image.at(40, 40, scale: scale).red > 180, "left shape: \(image.at(40, 40, scale: scale))")
    #expect(image.at(160, 40, scale: scale).blue > 180, "right shape: \(image.at(160, 40, scale: scale))")
    #expect(image.at(100, 40, scale: scale).isWhite, "gap: \(image.at(100, 40, scale: scale))")
    let ink = image.count(x: 25, y: 15, width: 150, height: 50, scale: scale) { !$0.isWhite }
    #expect(abs(Double(ink) / (scale * scale) - 2 * 60 * 40) < 2 * 60 * 40 * 0.05, "\(ink) pixels")
  }
}
