import Foundation
import Scenes
import Testing

@testable import BuiltInSeeds
@testable import MotionUI

/// The seed's `TextRenderer` reveal, run verbatim (BuiltInSeeds compiles assets/seeds/TextRendererReveal.swift)
/// in the graph, against closed forms worked out here; and a renderer's `GraphicsContext`.
@MainActor
struct TextRendererTests {
  // MARK: Independent closed forms

  /// `Spring.snappy(duration: 0.35, extraBounce: 0.4)` from rest towards 1: bounce 0.15 + 0.4 =
  /// 0.55, so ζ = 1 − 0.55 = 0.45; ω0 = 2π / 0.35, λ = ζ·ω0, ω = ω0·√(1 − ζ²); the underdamped
  /// step x(t) = 1 − e^(−λt)·(cos ωt + (λ/ω)·sin ωt) (swiftui-animation-math.md §1.2, §1.4).
  static func snappyStep(_ t: Double) -> Double {
    let zeta = 0.45
    let omega0 = 2 * Double.pi / 0.35
    let lambda = zeta * omega0
    let omega = omega0 * (1 - zeta * zeta).squareRoot()
    return 1 - exp(-lambda * t) * (cos(omega * t) + lambda / omega * sin(omega * t))
  }

  /// `UnitCurve.easeIn`: the cubic Bézier through (0, 0), (0.42, 0), (1, 1), (1, 1); x solved
  /// for `p` by bisection.
  static func easeIn(_ p: Double) -> Double {
    let p = min(1, max(0, p))
    func bezier(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
      3 * (1 - s) * (1 - s) * s * c1 + 3 * (1 - s) * s * s * c2 + s * s * s
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<60 {
      let middle = (low + high) / 2
      if bezier(middle, 0.42, 1) < p { low = middle } else { high = middle }
    }
    return bezier((low + high) / 2, 0, 1)
  }

  @Test func theClosedFormsMatchTheReferenceVectors() {
    // swiftui-animation-math.md §6, rows 36 and 15.
    for (t, expected) in [(0.05, 0.293839), (0.1, 0.789893), (0.2, 1.204818), (0.3, 1.035850), (0.4, 0.958257)] {
      #expect(abs(Self.snappyStep(t) - expected) < 1e-6, "snappy at \(t)")
    }
    for (p, expected) in [(0.25, 0.093465), (0.5, 0.315357), (0.75, 0.621861)] {
      #expect(abs(Self.easeIn(p) - expected) < 1e-6, "easeIn at \(p)")
    }
  }

  // MARK: The seed's reveal

  /// The seed's text runs drawn in `frame` (the toggle's label left out), by text.
  private func lines(_ frame: Frame) -> [TextRun] {
    frame.commands.compactMap { command in
      if case .text(let run) = command, run.text != "显示文本" { return run }
      return nil
    }
  }

  private func revealGraph() -> ViewGraph {
    ViewGraph(root: AnyView(ContentView()), size: CGSize(width: 400, height: 1200), metrics: FixedTextMetrics())
  }

  /// What the seed's renderer gives line `index` of `count` glyphs when its `elapsedTime` is
  /// `elapsed`: the y offset and the opacity. The seed's own numbers: total 1 s, element 0.4 s,
  /// `.title2` (22 pt; FixedTextMetrics' descent 0.2 × 22 = 4.4 pt).
  static func expected(line index: Int, glyphs count: Int, elapsed: Double) -> (offset: Double, opacity: Double) {
    let total = 1.0
    let element = 0.4
    let n = Double(count)
    let delay = max((total - n * element) / (n + 1), (total - element) / n)
    let time = max(0, min(elapsed - Double(index) * delay, element))
    let descent = 0.2 * 22
    return (-descent * (1 - snappyStep(time)), easeIn(time / element))
  }

  @Test func theSeedsRevealDropsEachLineOnItsSpringAndFadesItIn() throws {
    let graph = revealGraph()
    #expect(lines(graph.frame(at: 0)).isEmpty, "hidden before the press")
    #expect(graph.pressPrimaryControl(at: 1) != nil)
    // At rest, 1.5 s after the press (the linear 1 s drive is over): every line drawn.
    let rest = lines(graph.frame(at: 2.5))
    try #require(rest.count > 3)
    // The lines are the text wrapped, each run's glyphs its characters and the space after it.
    let text = ContentView().text
    #expect(rest.map { $0.text + " " }.joined() == text)
    let counts = rest.map { $0.text.count + 1 }
    for time in [1.0, 1.05, 1.1, 1.2, 1.35, 1.5, 1.75, 2.0] {
      let drawn = Dictionary(lines(graph.frame(at: time)).map { ($0.text, $0) }, uniquingKeysWith: { first, _ in first })
      for (index, line) in rest.enumerated() {
        let now = Self.expected(line: index, glyphs: counts[index], elapsed: time - 1)
        let end = Self.expected(line: index, glyphs: counts[index], elapsed: 1)
        guard now.opacity > 0.0005 else {
          #expect(drawn[line.text] == nil, "line \(index) at \(time) is transparent")
          continue
        }
        let run = try #require(drawn[line.text], "line \(index) at \(time)")
        #expect(abs(run.origin.y - line.origin.y - (now.offset - end.offset)) < 1e-6, "line \(index) at \(time): y \(run.origin.y)")
        #expect(abs(run.origin.x - line.origin.x) < 1e-9)
        #expect(abs(run.opacity - now.opacity) < 1e-5, "line \(index) at \(time): opacity \(run.opacity)")
      }
    }
  }

  @Test func theInsertedTextsHeightAndVeilDoNotAnimate() throws {
    // `.frame(height: isVisible ? .infinity : 0)` and the overlay's `.offset(y: isVisible ? 300
    // : 0)` sit on the view `if isVisible` inserts: it arrives with them at their visible
    // values, so the clip is whole and the veil 300 points down from the first frame on.
    let graph = revealGraph()
    graph.pressPrimaryControl(at: 1)
    var seen: [(clip: Rect, veil: Rect)] = []
    for time in [1.02, 1.2, 2.5] {
      graph.advance(to: time)
      let commands = graph.frame(at: time).commands
      let clips = commands.compactMap { command -> Rect? in
        if case .pushClip(let rect) = command { return rect }
        return nil
      }
      let veils = commands.compactMap { command -> Rect? in
        if case .fill(.rect(let rect), .solid(let color)) = command, color == Scenes.Color(white: 1).opacity(0.8) { return rect }
        return nil
      }
      try #require(clips.count == 1 && veils.count == 1, "at \(time): \(clips), \(veils)")
      seen.append((clips[0], veils[0]))
    }
    for (clip, veil) in seen {
      #expect(clip == seen[2].clip)
      #expect(veil.minY - clip.minY == 300 && veil.size == clip.size)
    }
  }

  @Test func theStaggerCountsEachRunsGlyphsNotTheLines() throws {
    let graph = revealGraph()
    graph.pressPrimaryControl(at: 1)
    let rest = lines(graph.frame(at: 2.5))
    try #require(rest.count > 3)
    // 0.2 s in, by the glyph count (~34 glyphs a line: 0.6 / 34 ≈ 0.018 s a line) the fourth
    // line has run 0.2 − 3 × 0.018 s; by the line count it would have run 0.2 − 3 × 0.6 / lines.
    let index = 3
    let glyphs = rest[index].text.count + 1
    let byGlyphs = Self.expected(line: index, glyphs: glyphs, elapsed: 0.2)
    let byLines = Self.expected(line: index, glyphs: rest.count, elapsed: 0.2)
    #expect(abs(byGlyphs.opacity - byLines.opacity) > 0.05, "the two readings differ here")
    let run = try #require(lines(graph.frame(at: 1.2)).first { $0.text == rest[index].text })
    #expect(abs(run.opacity - byGlyphs.opacity) < 1e-5)
  }

  @Test func theRendererBreaksLinesWhereThePlainTextDoes() {
    let text = ContentView().text
    let plain = ViewGraph(
      root: AnyView(Text(text).font(.title2).bold().frame(width: 368)), size: CGSize(width: 400, height: 1200),
      metrics: FixedTextMetrics())
    let graph = revealGraph()
    graph.pressPrimaryControl(at: 1)
    // The seed's text is 400 − 2 × 16 (padding) = 368 points wide, as the plain one.
    #expect(lines(graph.frame(at: 2.5)).map(\.text) == lines(plain.frame(at: 0)).map(\.text))
  }

  @Test func removalPlaysTheRevealBackwardsThenTheTextIsGone() {
    let graph = revealGraph()
    graph.pressPrimaryControl(at: 1)
    let inserting = lines(graph.frame(at: 1.7))
    graph.pressPrimaryControl(at: 3)
    // The removal drives elapsedTime 1 → 0 linearly over 1 s: at 3.3 it is 0.7, the insertion's
    // value at 1.7, and the frames agree (to the last bits of 1 − 0.3 against 0.7); at 3.9 it
    // is 0.1, as at 1.1.
    let removing = lines(graph.frame(at: 3.3))
    #expect(removing.map(\.text) == inserting.map(\.text))
    let apart = zip(removing, inserting).map {
      max(abs($0.opacity - $1.opacity), abs($0.origin.y - $1.origin.y), abs(($0.rendererOffset?.y ?? 0) - ($1.rendererOffset?.y ?? 0)))
    }
    #expect(apart.filter { $0 > 1e-9 }.isEmpty, "\(apart.max() ?? 0)")
    #expect(inserting.count > 3)
    let late = lines(graph.frame(at: 3.9))
    #expect(late.first.map { abs($0.opacity - Self.easeIn(0.1 / 0.4)) < 1e-5 } == true)
    graph.advance(to: 4.5)
    #expect(lines(graph.frame(at: 4.5)).isEmpty)
  }

  // MARK: GraphicsContext

  @Test func aContextCopyIsIndependentAndRecordsTranslatedFadedText() {
    let graph = ViewGraph(
      root: AnyView(Text("ab cd").textRenderer(Shifted())), size: CGSize(width: 200, height: 100), metrics: FixedTextMetrics())
    let runs = lines(graph.frame(at: 0))
    // Body 17 pt: "ab cd" is 5 × 8.5 = 42.5 wide (43 rounded up), 1.2 × 17 = 20.4 high, centred:
    // (78.5, 39.8); its baseline is 13.6 (ascent) + (20.4 − 13.6 − 3.4) / 2 = 15.3 below the
    // top. The copy draws 10 lower at half opacity, the original after it unchanged; the slice
    // "cd" (glyphs 3..<5) starts 3 × 8.5 in.
    #expect(runs.map(\.text) == ["ab cd", "ab cd", "cd"])
    let expected = [Point(x: 78.5, y: 65.1), Point(x: 78.5, y: 55.1), Point(x: 104, y: 55.1)]
    #expect(runs.count == 3)
    for (run, point) in zip(runs, expected) {
      #expect(abs(run.origin.x - point.x) < 1e-9 && abs(run.origin.y - point.y) < 1e-9, "\(run.origin) is not \(point)")
    }
    #expect(runs.map(\.opacity) == [0.5, 1, 1])
  }

  @Test func aLayoutsLinesRunsAndSlicesMeasureTheirGlyphs() {
    var seen: Text.Layout?
    let graph = ViewGraph(
      root: AnyView(Text("ab cd\nxyz").textRenderer(Capturing { seen = $0 })), size: CGSize(width: 200, height: 100),
      metrics: FixedTextMetrics())
    _ = graph.frame(at: 0)
    guard let layout = seen else {
      Issue.record("the renderer did not draw")
      return
    }
    // Body 17 pt, each glyph 8.5 wide; ascent 13.6, descent 3.4, line height 20.4, so leading
    // 20.4 − 17 = 3.4; baselines 1.7 + 13.6 = 15.3 and 35.7 below the top. The newline is
    // character 5, so the second line's glyphs are characters 6…8.
    #expect(layout.count == 2)
    #expect(layout.map { $0.count } == [1, 1])
    let runs = layout.flatMap { $0 }
    #expect(runs.map(\.count) == [5, 3])
    #expect(runs.map(\.characterIndices) == [[0, 1, 2, 3, 4], [6, 7, 8]])
    func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }
    let bounds = runs[1].typographicBounds
    #expect(close(bounds.origin.x, 0) && close(bounds.origin.y, 35.7) && close(bounds.width, 25.5))
    #expect(close(bounds.ascent, 13.6) && close(bounds.descent, 3.4) && close(bounds.leading, 3.4))
    #expect(close(bounds.rect.minY, 35.7 - 13.6) && close(bounds.rect.height, 17))
    let slice = runs[0][3]
    #expect(slice.count == 1 && close(slice.typographicBounds.origin.x, 25.5) && close(slice.typographicBounds.width, 8.5))
    #expect(Text.Layout.RunSlice(run: runs[0], indices: 1..<9).indices == 1..<5)
  }

  @Test func aContextClipsScalesFillsAndDrawsLayersWithTheirOpacity() {
    var warnings: [String] = []
    let previousSink = PreviewWarnings.sink
    PreviewWarnings.sink = { warnings.append($0) }
    defer { PreviewWarnings.sink = previousSink }
    let graph = ViewGraph(
      root: AnyView(Text("ab cd").textRenderer(Layered())), size: CGSize(width: 200, height: 100), metrics: FixedTextMetrics())
    let commands = graph.frame(at: 0).commands
    // The text view's top-left corner is (78.5, 39.8) (see above). The clip is 10 × 10 there;
    // scaled by 2, the 2 × 3 rectangle at (1, 1) fills 4 × 6 at (2, 2); the layer at half
    // opacity draws the line with its baseline at 2 × 15.3 and the font at 2 × 17 points.
    let clip = Rect(x: 78.5, y: 39.8, width: 10, height: 10)
    #expect(commands.count == 6)
    guard commands.count == 6 else { return }
    #expect(commands[0] == .pushClip(clip))
    if case .fill(.rect(let rect), .solid(let color)) = commands[1] {
      #expect(abs(rect.origin.x - 80.5) < 1e-9 && abs(rect.origin.y - 41.8) < 1e-9 && rect.width == 4 && rect.height == 6)
      #expect(color.alpha == 1)
    } else {
      Issue.record("not a filled rectangle: \(commands[1])")
    }
    #expect(commands[2] == .popClip)
    #expect(commands[3] == .pushClip(clip))
    if case .text(let run) = commands[4] {
      #expect(abs(run.origin.x - 78.5) < 1e-9 && abs(run.origin.y - 70.4) < 1e-9)
      #expect(run.font.size == 34)
      #expect(run.opacity == 0.5)
    } else {
      Issue.record("not text: \(commands[4])")
    }
    #expect(commands[5] == .popClip)
    #expect(warnings.count == 1 && warnings.first?.contains("blur") == true, "\(warnings)")
  }

  @Test func aRenderersDataKeepsMovingUnderAViewThatRunsItsBodyEachFrame() {
    // `Widening`'s animatable modifier re-runs its body at every frame; the renderer inside
    // it still moves linearly from 0 to 1 over the second, and its opacity shows where.
    let graph = ViewGraph(root: AnyView(Widening()), size: CGSize(width: 200, height: 100), metrics: FixedTextMetrics())
    graph.pressPrimaryControl(at: 0)
    for (time, opacity) in [(0.25, 0.25), (0.5, 0.5), (0.75, 0.75), (1.5, 1.0)] {
      let run = lines(graph.frame(at: time)).first
      #expect(run.map { abs($0.opacity - opacity) < 1e-9 } == true, "at \(time): \(String(describing: run?.opacity))")
    }
  }

  @Test func aRendererMadeFromAnAnimatableModifiersDataFollowsItFrameByFrame() {
    // `Leveled` animates its level 0 → 1 linearly and makes the renderer from it in its body,
    // which runs at each frame: the renderer's data is that frame's level.
    let graph = ViewGraph(root: AnyView(Leveling()), size: CGSize(width: 200, height: 100), metrics: FixedTextMetrics())
    graph.pressPrimaryControl(at: 0)
    for (time, opacity) in [(0.25, 0.25), (0.5, 0.5), (1.5, 1.0)] {
      let run = lines(graph.frame(at: time)).first
      #expect(run.map { abs($0.opacity - opacity) < 1e-9 } == true, "at \(time): \(String(describing: run?.opacity))")
    }
  }
}

/// A text whose `Leveled` modifier fades it in.
private struct Leveling: View {
  @State private var on = false
  var body: some View {
    Text("ab")
      .modifier(Leveled(level: on ? 1 : 0))
      .onTapGesture { withAnimation(.linear(duration: 1)) { on = true } }
  }
}

/// Draws its content through `Fader` at its animated level.
private struct Leveled: AnimatableModifier {
  var level: Double
  var animatableData: Double {
    get { level }
    set { level = newValue }
  }
  func body(content: Content) -> some View { content.textRenderer(Fader(level: level)) }
}

/// Draws its lines at the opacity its animated `level` (0…1) says.
private struct Fader: TextRenderer {
  var level: Double
  var animatableData: Double {
    get { level }
    set { level = newValue }
  }
  func draw(layout: Text.Layout, in context: inout GraphicsContext) {
    context.opacity = level
    for line in layout { context.draw(line) }
  }
}

/// A text faded in by `Fader`, inside an animatable modifier that moves with it.
private struct Widening: View {
  @State private var on = false
  var body: some View {
    Text("ab")
      .textRenderer(Fader(level: on ? 1 : 0))
      .modifier(Padded(amount: on ? 10 : 0))
      .onTapGesture { withAnimation(.linear(duration: 1)) { on = true } }
  }
}

/// Pads by its animated `amount`: its body runs at each frame while it moves.
private struct Padded: AnimatableModifier {
  var amount: Double
  var animatableData: Double {
    get { amount }
    set { amount = newValue }
  }
  func body(content: Content) -> some View { content.padding(amount) }
}

/// Hands its layout to `capture`, and draws nothing.
private struct Capturing: TextRenderer {
  let capture: (Text.Layout) -> Void
  func draw(layout: Text.Layout, in context: inout GraphicsContext) { capture(layout) }
}

/// Clips, scales, fills a rectangle, adds a blur, and draws its lines in a half-transparent layer.
private struct Layered: TextRenderer {
  func draw(layout: Text.Layout, in context: inout GraphicsContext) {
    context.clip(to: Path(CGRect(x: 0, y: 0, width: 10, height: 10)))
    context.scaleBy(x: 2, y: 2)
    context.fill(Path(CGRect(x: 1, y: 1, width: 2, height: 3)), with: .color(.red))
    context.addFilter(.blur(radius: 3))
    context.drawLayer { layer in
      layer.opacity = 0.5
      for line in layout { layer.draw(line) }
    }
  }
}

/// Draws its text twice: a copy of the context 10 points lower at half opacity, then the
/// original, and the last two glyphs of the first run.
private struct Shifted: TextRenderer {
  func draw(layout: Text.Layout, in context: inout GraphicsContext) {
    for line in layout {
      var copy = context
      copy.translateBy(x: 0, y: 10)
      copy.opacity = 0.5
      copy.draw(line)
      context.draw(line)
      if let run = line.first { context.draw(Text.Layout.RunSlice(run: run, indices: 3..<5)) }
    }
  }
}
