import Export
import MotionUI
import Testing
import TestSupport

@testable import X11Canvas

/// A square whose bottom-right corner is cut `cut` points each way (an outline of lines).
private struct CutSquare: Shape {
  var cut: CGFloat
  nonisolated var animatableData: CGFloat {
    get { cut }
    set { cut = newValue }
  }
  nonisolated func path(in rect: CGRect) -> Path {
    var path = Path()
    path.addLines([
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.minX, y: rect.maxY),
      CGPoint(x: rect.maxX - cut, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY - cut),
      CGPoint(x: rect.maxX, y: rect.minY),
    ])
    path.closeSubpath()
    return path
  }
}

/// The square folding its corner forever, over lines that slide down while their clip opens,
/// under a veil that slides down with it.
private struct DamageScene: View {
  @State private var isCut = false
  @State private var isOpen = false
  var body: some View {
    VStack(spacing: 10) {
      CutSquare(cut: isCut ? 40 : 0).fill(Color.green).frame(width: 120, height: 80).shadow(radius: 6)
      VStack(alignment: .leading, spacing: 0) {
        ForEach(0..<6, id: \.self) { index in
          Text("Line \(index) slides down").offset(y: isOpen ? 0 : -8)
        }
      }
      // A veil that slides down over the lines while their clip opens (the examples' reveal).
      .overlay(alignment: .top) { Color.white.opacity(0.8).frame(height: 200).offset(y: isOpen ? 140 : 0) }
      .frame(height: isOpen ? 140 : 20, alignment: .top)
      .clipped()
    }
    .onAppear {
      withAnimation(.easeInOut(duration: 1).repeatForever()) { isCut = true }
      withAnimation(.linear(duration: 1.5)) { isOpen = true }
    }
  }
}

/// The square folding its corner forever, with its shadow, alone.
private struct FoldingSquare: View {
  @State private var isCut = false
  var body: some View {
    CutSquare(cut: isCut ? 40 : 0).fill(Color.green).frame(width: 120, height: 80).shadow(radius: 6)
      .onAppear { withAnimation(.easeInOut(duration: 1).repeatForever()) { isCut = true } }
  }
}

/// Lines that slide 80 points in from the right, rise and fade in one after another, with no
/// clip, further in a step than the margin a line's bounds keep: each changes in place
/// (`Frame.damage` measures a moved or faded line once), over a still line.
private struct FadingLines: View {
  @State private var isShown = false
  var body: some View {
    VStack(alignment: .leading, spacing: 2) {
      Text("A line that stays where it is")
      ForEach(0..<5, id: \.self) { index in
        Text("Line \(index) rises and fades in")
          .offset(x: isShown ? 0 : 80, y: isShown ? 0 : 12)
          .opacity(isShown ? 1 : 0.2)
          .animation(.spring(duration: 0.6).delay(Double(index) * 0.15), value: isShown)
      }
    }
    .onAppear { isShown = true }
  }
}

/// A capsule whose colour and width change, a gradient that grows, and a line whose colour
/// changes: commands that keep their places but change their paint (`Frame.damage` damages
/// each where it was and where it is, without giving up the pass in place).
private struct ChangingPaints: View {
  @State private var isOn = false
  var body: some View {
    VStack(spacing: 8) {
      Capsule().fill(isOn ? Color.green : Color.gray).frame(width: isOn ? 100 : 60, height: 30)
      Rectangle()
        .fill(LinearGradient(colors: [.white, .blue], startPoint: .top, endPoint: .bottom))
        .frame(width: 200, height: isOn ? 80 : 20)
      Text("A line that changes colour").foregroundStyle(isOn ? Color.red : Color.black)
    }
    .onAppear { withAnimation(.easeInOut(duration: 1.5)) { isOn = true } }
  }
}

/// The library's frames redrawn only where they changed (`Frame.damage`) leave the canvas as a
/// full redraw leaves it: a custom `Shape` whose corner folds, with its shadow, and lines of text
/// that slide under a clip that grows; and lines that move and fade without a clip. Each is
/// drawn frame after frame into two canvases.
@MainActor
@Suite(.serialized) struct DamagePixelTests {
  @Test(arguments: [1.0, 2.0])
  func theDamageRedrawMatchesAFullRedraw(scale: Double) throws {
    try compareWithFullRedraws(AnyView(DamageScene()), scale: scale)
  }

  @Test(arguments: [1.0, 2.0])
  func linesThatMoveAndFadeRedrawAsAFullRedrawDoes(scale: Double) throws {
    try compareWithFullRedraws(AnyView(FadingLines()), scale: scale)
  }

  @Test(arguments: [1.0, 2.0])
  func paintsThatChangeInPlaceRedrawAsAFullRedrawDoes(scale: Double) throws {
    try compareWithFullRedraws(AnyView(ChangingPaints()), scale: scale)
  }

  /// Lines that fade and move, and the note-like square's, drawn frame after frame through
  /// their line masks paint exactly the pixels their glyphs drawn each time paint.
  @Test(arguments: [1.0, 2.0])
  func textDrawnThroughLineMasksMatchesItsGlyphsDrawnEachTime(scale: Double) throws {
    try withCanvases(scale: scale) { canvas in
      let masked = try canvas()
      let glyphs = try canvas()
      // Each frame in full, so that only how the text is drawn differs.
      masked.renderer.usesDamage = false
      glyphs.renderer.usesDamage = false
      glyphs.renderer.drawsTextThroughLineMasks = false
      for scene in [AnyView(FadingLines()), AnyView(DamageScene())] {
        var differing: [String] = []
        drawFrames(of: scene, scale: scale, into: masked, and: glyphs) { time, actual, expected in
          var count = 0
          for y in 0..<actual.height {
            for x in 0..<actual.width where actual[x, y] != expected[x, y] { count += 1 }
          }
          if count > 0 { differing.append("t = \(time): \(count) pixels") }
        }
        #expect(differing.isEmpty, "\(differing.prefix(4))")
      }
      // The lines were drawn through masks (each made on a run's second drawing), and the
      // other canvas made none.
      #expect(masked.renderer.lineMasksMade >= 7)
      #expect(glyphs.renderer.lineMasksMade == 0)
    }
  }

  /// The square whose corner folds forever (a 2 s cycle) is rasterised only where it is
  /// redrawn, and those parts come from the cache a cycle later (a few frames' shapes differ in
  /// their last bits from a cycle before, and are rasterised again), and the frames still match
  /// full redraws. Without the parts cached, each cycle after the first rasterised 113,491
  /// pixels; with them, 10,414 and 26,078.
  @Test func aShapeThatChangesEveryFrameIsRasterisedOnlyInItsFirstCycles() throws {
    try withCanvases(scale: 1) { canvas in
      let damaged = try canvas()
      let full = try canvas()
      full.renderer.usesDamage = false
      let graph = ViewGraph(root: AnyView(FoldingSquare()), size: CGSize(width: 300, height: 300), metrics: damaged.metrics)
      var rasterized: [Int] = []
      var worst = 0
      for step in 0..<180 {
        // 30 frames a second, for three cycles.
        let time = Double(step) / 30
        if step % 60 == 0 { rasterized.append(damaged.renderer.stats.maskPixelsRasterized) }
        graph.advance(to: time)
        let frame = graph.frame(at: time)
        let actual = damaged.render(frame)
        guard step > 120 else { continue }
        worst = max(worst, Self.largestDifference(actual, full.render(frame)))
      }
      rasterized.append(damaged.renderer.stats.maskPixelsRasterized)
      // Pixels rasterised in each cycle: the first makes the masks (the shadows' too), the next
      // two take nearly all of them from the cache.
      let perCycle = zip(rasterized.dropFirst(), rasterized).map { $0 - $1 }
      #expect(perCycle.count == 3)
      if perCycle.count == 3 { #expect(perCycle[1] + perCycle[2] < perCycle[0] / 4, "\(perCycle)") }
      #expect(worst <= 1)
      // Each frame after the first was redrawn where the corner changed.
      #expect(damaged.renderer.stats.partialRedraws == 179, "\(damaged.renderer.stats)")
    }
  }

  private func compareWithFullRedraws(_ scene: AnyView, scale: Double) throws {
    try withCanvases(scale: scale) { canvas in
      let damaged = try canvas()
      let full = try canvas()
      full.renderer.usesDamage = false
      drawFrames(of: scene, scale: scale, into: damaged, and: full) { time, actual, expected in
        let worst = Self.largestDifference(actual, expected)
        #expect(worst <= 1, "t = \(time): differs by \(worst)")
      }
      // The frames were drawn through their damage, not in full.
      #expect(damaged.renderer.stats.fullRedraws == 1)
      #expect(damaged.renderer.stats.partialRedraws + damaged.renderer.stats.unchangedFrames == 30)
      #expect(damaged.renderer.stats.partialRedraws >= 10)
    }
  }

  /// The largest difference of a colour channel between two images of one size, 0...255.
  private static func largestDifference(_ actual: RGBImage, _ expected: RGBImage) -> Int {
    var worst = 0
    for y in 0..<actual.height {
      for x in 0..<actual.width {
        let a = actual[x, y]
        let b = expected[x, y]
        worst = max(
          worst, abs(Int(a.red) - Int(b.red)), abs(Int(a.green) - Int(b.green)), abs(Int(a.blue) - Int(b.blue)))
      }
    }
    return worst
  }

  /// Runs `body` with a maker of 300-point canvases at `scale` on the suite's Xvfb (nothing
  /// when there is none).
  private func withCanvases(scale: Double, _ body: (_ canvas: () throws -> OffscreenCanvas) throws -> Void) throws {
    guard let server = try XvfbServer.forTests("MotionUIRenderTests", width: 640, height: 480) else { return }
    try withExtendedLifetime(server) {
      let display = try XDisplay(name: server.display)
      try body { try OffscreenCanvas(display: display, width: Int(300 * scale), height: Int(300 * scale), scale: scale) }
    }
  }

  /// Draws `scene` at times 0 to 2 s in fifteenths into both canvases, and hands `check` each
  /// time with the two images.
  private func drawFrames(
    of scene: AnyView, scale: Double, into first: OffscreenCanvas, and second: OffscreenCanvas,
    check: (_ time: Double, _ first: RGBImage, _ second: RGBImage) -> Void
  ) {
    let graph = ViewGraph(root: scene, size: CGSize(width: 300, height: 300), metrics: first.metrics)
    graph.scale = scale
    for step in 0...30 {
      let time = Double(step) / 15
      graph.advance(to: time)
      let frame = graph.frame(at: time)
      check(time, first.render(frame), second.render(frame))
    }
  }
}
