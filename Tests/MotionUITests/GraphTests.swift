import Scenes
import Testing

@testable import MotionUI

/// The graph against SwiftUI's documented rules, worked by hand: a stack is as big as its
/// children plus its spacing and is centred on the canvas; a fixed frame is its size whatever
/// its content; padding adds 16 points a side by default; a linear animation is at half its
/// change halfway through; state lives as long as its identity.
@MainActor
struct GraphTests {
  private func graph(_ view: some View, width: Double = 400, height: Double = 300) -> ViewGraph {
    ViewGraph(root: AnyView(view), size: CGSize(width: width, height: height), metrics: FixedTextMetrics())
  }

  /// The rectangles filled, in drawing order.
  private func rects(_ frame: Frame) -> [Rect] {
    frame.commands.compactMap { command in
      if case .fill(.rect(let rect), _) = command { return rect }
      return nil
    }
  }

  @Test func aColumnIsCentredAndSpaced() {
    let view = VStack(spacing: 10) {
      Color.red.frame(width: 100, height: 50)
      Color.blue.frame(width: 60, height: 30)
    }
    // The stack is 100 × (50 + 10 + 30) = 100 × 90, centred in 400 × 300: at (150, 105); the
    // narrower child is centred across: x = 150 + (100 − 60) / 2 = 170.
    let drawn = rects(graph(view).frame(at: 0))
    #expect(drawn == [Rect(x: 150, y: 105, width: 100, height: 50), Rect(x: 170, y: 165, width: 60, height: 30)])
  }

  @Test func aRowUsesDefaultSpacingAndAlignment() {
    let view = HStack(alignment: .top) {
      Color.red.frame(width: 40, height: 40)
      Color.blue.frame(width: 20, height: 10)
    }
    // 40 + 8 (SwiftUI's default spacing) + 20 = 68 wide, 40 high: origin (166, 130).
    let drawn = rects(graph(view).frame(at: 0))
    #expect(drawn == [Rect(x: 166, y: 130, width: 40, height: 40), Rect(x: 214, y: 130, width: 20, height: 10)])
  }

  @Test func paddingAndBackgroundWrapTheContent() {
    let view = Color.red.frame(width: 20, height: 20).padding().background(Color.blue)
    // 20 + 2 × 16 = 52 square, centred: (174, 124); the background fills it, the red sits 16 in.
    let drawn = rects(graph(view).frame(at: 0))
    #expect(drawn == [Rect(x: 174, y: 124, width: 52, height: 52), Rect(x: 190, y: 140, width: 20, height: 20)])
  }

  @Test func spacerPushesToTheEdges() {
    let view = VStack {
      Color.red.frame(width: 10, height: 10)
      Spacer()
      Color.blue.frame(width: 10, height: 10)
    }
    let drawn = rects(graph(view).frame(at: 0))
    #expect(drawn == [Rect(x: 195, y: 0, width: 10, height: 10), Rect(x: 195, y: 290, width: 10, height: 10)])
  }

  @Test func aFlexibleFrameTakesTheProposal() {
    let view = Color.red.frame(width: 10, height: 10).frame(maxWidth: .infinity, alignment: .leading)
    let drawn = rects(graph(view).frame(at: 0))
    #expect(drawn == [Rect(x: 0, y: 145, width: 10, height: 10)])
  }

  /// A flexible frame's width in a 400 × 300 canvas, worked from Apple's documentation of
  /// `frame(minWidth:idealWidth:maxWidth:…)`, around a 10-point square (the content) with a
  /// background that shows the frame: with both bounds, the proposal (400) clamped to them;
  /// with a maximum alone, the proposal clamped to it where the proposal is more than the
  /// content; with a minimum alone, the content's width unless the minimum is more.
  @Test func aFlexibleFrameFollowsAppleDocumentedSizing() {
    func width(min lo: CGFloat? = nil, max hi: CGFloat? = nil) -> Double? {
      let view = Color.red.frame(width: 10, height: 10).frame(minWidth: lo, maxWidth: hi).background(Color.blue)
      return rects(graph(view).frame(at: 0)).first?.width
    }
    #expect(width(max: 200) == 200)  // 400 clamped to 200 (it was the content's 10)
    #expect(width(max: 500) == 400)  // 400, within the maximum
    #expect(width(min: 0, max: 200) == 200)  // both bounds: 400 clamped to 0…200
    #expect(width(min: 50, max: 100) == 100)
    #expect(width(min: 200) == 200)  // the minimum, over the content's 10
    #expect(width(min: 5) == 10)  // the content's, over the minimum
  }

  @Test func aViewModifierPlacesItsContent() {
    let view = Color.red.frame(width: 20, height: 10).modifier(Boxed())
    // Boxed pads by 5 and puts a blue background behind: 30 × 20 centred at (185, 140).
    let drawn = rects(graph(view).frame(at: 0))
    #expect(drawn == [Rect(x: 185, y: 140, width: 30, height: 20), Rect(x: 190, y: 145, width: 20, height: 10)])
  }

  @Test func withAnimationMovesLinearlyOnTheSceneClock() {
    let graph = graph(Mover())
    graph.pressPrimaryControl(at: 1)
    // linear(duration: 2) from offset 0 to 100, started at scene time 1.
    for (time, expected) in [(1.0, 0.0), (1.5, 25.0), (2.0, 50.0), (3.0, 100.0), (4.0, 100.0)] {
      let x = rects(graph.frame(at: time)).first.map(\.origin.x)
      #expect(x.map { abs($0 - (195 + expected)) < 1e-9 } == true, "at \(time): \(String(describing: x))")
    }
  }

  @Test func anAnimationStartedOnAppearRepeatsForeverWithItsPeaks() {
    let graph = graph(Pulse())
    // linear(duration: 1).repeatForever(autoreverses: true) from scale 0.5 to 1, started at 0:
    // the circle's width is 20 × scale, peaking at odd seconds and back at even ones.
    for (time, scale) in [(0.0, 0.5), (0.5, 0.75), (1.0, 1.0), (1.5, 0.75), (2.0, 0.5), (3.25, 0.875)] {
      let width = polygonWidths(graph.frame(at: time)).first ?? -1
      #expect(abs(width - 20 * scale) < 1e-6, "at \(time): width \(width)")
    }
    #expect(graph.isAnimating(at: 100))
  }

  /// Two `withAnimation` calls in one `onAppear` each animate their own change: SwiftUI runs
  /// each mutation in its own transaction, one after another (OpenSwiftUI's
  /// `GraphHost.flushTransactions`). The circle pulses forever on the first; the bar grows over
  /// 1.5 s on the second and stays.
  @Test func twoWithAnimationCallsInOneHandlerEachAnimateTheirOwnChange() {
    let graph = graph(PulseAndGrow())
    let expected: [(time: Double, scale: Double, bar: Double)] = [
      (0.5, 0.75, 100.0 / 3), (1.0, 1.0, 200.0 / 3), (1.5, 0.75, 100), (2.0, 0.5, 100), (3.25, 0.875, 100),
    ]
    for (time, scale, bar) in expected {
      graph.advance(to: time)
      let frame = graph.frame(at: time)
      let width = polygonWidths(frame).first ?? -1
      let barWidth = rects(frame).first?.size.width ?? -1
      #expect(abs(width - 20 * scale) < 1e-6, "at \(time): circle \(width)")
      #expect(abs(barWidth - bar) < 1e-6, "at \(time): bar \(barWidth)")
    }
    #expect(graph.isAnimating(at: 100))
  }

  /// The widths of the outlines filled (a circle's is its diameter: its control points
  /// reach exactly its extreme points).
  private func polygonWidths(_ frame: Frame) -> [Double] {
    frame.commands.compactMap { command in
      if case .fill(.outline(let outline), _) = command { return outline.bounds.size.width }
      return nil
    }
  }

  @Test func asyncAfterStartsAnAnimationAtItsSceneTime() {
    let graph = graph(Delayed())
    // onAppear at 0 schedules the change at 1; it animates linearly over 1 s, 0 → 100.
    for (time, expected) in [(0.5, 0.0), (1.0, 0.0), (1.5, 50.0), (2.0, 100.0)] {
      graph.advance(to: time)
      let x = rects(graph.frame(at: time)).first?.origin.x ?? -1
      #expect(abs(x - (195 + expected)) < 1e-9, "at \(time): \(x)")
    }
  }

  /// A tree found still is not walked again at later times until it changes
  /// (`subtreeIsAnimating(at:generation:)`): a tap after it was found still starts a delayed
  /// slide, which keeps the display link awake through its delay and its second of motion, and
  /// the next tap starts one again.
  @Test func aTreeFoundStillMovesAgainAfterATap() {
    let graph = graph(DelayedSlide())
    for time in [0.5, 1.0, 2.0] {
      graph.advance(to: time)
      _ = graph.frame(at: time)
      #expect(!graph.isAnimating(at: time), "at \(time), before any tap")
    }
    graph.tap(at: CGPoint(x: 200, y: 150), time: 3)
    for (time, moving) in [(3.0, true), (3.5, true), (4.5, true), (5.5, false), (6.0, false)] {
      graph.advance(to: time)
      let x = rects(graph.frame(at: time)).first?.origin.x ?? -1
      #expect(graph.isAnimating(at: time) == moving, "at \(time), x \(x)")
    }
    // The slide: still through the delay (3 to 4), then linear over a second, 0 → 100.
    #expect(rects(graph.frame(at: 4.5)).first.map { abs($0.origin.x - 245) < 1e-9 } == true)
    graph.tap(at: CGPoint(x: 200, y: 150), time: 7)
    graph.advance(to: 8.5)
    #expect(graph.isAnimating(at: 8.5))
  }

  @Test func strokesAndGradientsReachTheRendererAsSwiftUIDrawsThem() {
    let view = VStack(spacing: 0) {
      Circle().stroke(Color.red, style: StrokeStyle(lineWidth: 3, lineCap: .round, dash: [4, 2]))
        .frame(width: 40, height: 40).scaleEffect(2)
      RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 10)
        .frame(width: 20, height: 20)
    }
    let commands = graph(view).frame(at: 0).commands
    // The stroke, scaled by 2 about the circle's centre: width, dashes and the circle's reach
    // grow with it (the circle's frame is 40 wide at (180, 120); scaled, it spans 160…240).
    let stroke = commands.compactMap { command -> (Outline, StrokeParameters)? in
      if case .stroke(let outline, let parameters, _) = command { return (outline, parameters) }
      return nil
    }
    #expect(stroke.count == 1)
    #expect(stroke.first?.1 == StrokeParameters(width: 6, cap: .round, join: .miter, miterLimit: 10, dash: [8, 4], dashPhase: 0))
    #expect(stroke.first.map { abs($0.0.bounds.minX - 160) < 1e-9 && abs($0.0.bounds.maxX - 240) < 1e-9 } == true)
    // The gradient fills its 20-point frame, centred under the circle's 40: at (190, 160).
    let radial = commands.compactMap { command -> Scenes.RadialGradient? in
      if case .fill(_, .radialGradient(let gradient)) = command { return gradient }
      return nil
    }
    #expect(radial.map(\.center) == [Point(x: 200, y: 170)])
    #expect(radial.map(\.endRadius) == [10])
  }

  /// SwiftUI's `stroke(lineWidth:)` is a shape, the outline of the stroke, and `.rotation`,
  /// `.offset` and `.scale` transform that outline: what is drawn is still a stroke, of the
  /// transformed line, its width scaled by a scale only. A 60-point circle in the 400 × 300
  /// canvas has its centre at (200, 150) and radius 30; trimmed to its first fifth it is the
  /// arc from its right-hand point (30, 0) from the centre clockwise through 72° to
  /// 30 · (cos 72°, sin 72°), with cos 72° = (√5 − 1) / 4 and sin 72° = √(10 + 2√5) / 4.
  @Test func aStrokedShapeMovedScaledOrTurnedIsStillItsStroke() {
    let root5 = 5.0.squareRoot()
    let (cos72, sin72) = ((root5 - 1) / 4, (10 + 2 * root5).squareRoot() / 4)
    let arc = Circle().trim(from: 0, to: 0.2).stroke(lineWidth: 3)
    let cases: [(name: String, view: AnyView, centre: Point, radius: Double, start: Point, end: Point, width: Double)] = [
      // −90° about the centre takes (x, y) from it to (y, −x): the arc runs from the top, (0, −30),
      // to (30 sin 72°, −30 cos 72°).
      ("rotation", AnyView(arc.rotation(.degrees(-90)).frame(width: 60, height: 60)),
       Point(x: 200, y: 150), 30, Point(x: 200, y: 120), Point(x: 200 + 30 * sin72, y: 150 - 30 * cos72), 3),
      ("rotation, type-erased", AnyView(AnyShape(arc.rotation(.degrees(-90))).frame(width: 60, height: 60)),
       Point(x: 200, y: 150), 30, Point(x: 200, y: 120), Point(x: 200 + 30 * sin72, y: 150 - 30 * cos72), 3),
      ("offset", AnyView(arc.offset(x: 10, y: -5).frame(width: 60, height: 60)),
       Point(x: 210, y: 145), 30, Point(x: 240, y: 145), Point(x: 210 + 30 * cos72, y: 145 + 30 * sin72), 3),
      // Twice the size about the centre: radius 60, and the line twice as wide.
      ("scale", AnyView(arc.scale(2).frame(width: 60, height: 60)),
       Point(x: 200, y: 150), 60, Point(x: 260, y: 150), Point(x: 200 + 60 * cos72, y: 150 + 60 * sin72), 6),
    ]
    for test in cases {
      let commands = graph(test.view).frame(at: 0).commands
      let strokes = commands.compactMap { command -> (Outline, StrokeParameters)? in
        if case .stroke(let outline, let parameters, _) = command { return (outline, parameters) }
        return nil
      }
      let fills = commands.filter { if case .fill = $0 { return true } else { return false } }
      #expect(fills.isEmpty, "\(test.name): nothing is filled")
      #expect(strokes.count == 1, "\(test.name)")
      guard let (outline, parameters) = strokes.first else { continue }
      #expect(parameters == StrokeParameters(width: test.width, cap: .butt, join: .miter, miterLimit: 10, dash: [], dashPhase: 0), "\(test.name)")
      // One open run of short lines on the circle (the trim flattens it to within 0.05 of the
      // curve), from the arc's start to its end.
      func near(_ p: Point, _ q: Point) -> Bool { hypot(p.x - q.x, p.y - q.y) < 0.05 * test.radius / 30 }
      guard case .move(let first) = outline.elements.first, case .line(let last) = outline.elements.last else {
        Issue.record("\(test.name): \(outline.elements)")
        continue
      }
      #expect(near(first, test.start), "\(test.name): starts at \(first)")
      #expect(near(last, test.end), "\(test.name): ends at \(last)")
      #expect(!outline.elements.contains(.closeSubpath), "\(test.name)")
      let off = outline.points.map { abs(hypot($0.x - test.centre.x, $0.y - test.centre.y) - test.radius) }.max() ?? 0
      #expect(off < 0.05 * test.radius / 30, "\(test.name): \(off) off the circle")
    }
  }

  @Test func anAnimatableModifiersBodyRunsPerFrameWithItsPresentedData() {
    let graph = graph(Growing())
    graph.pressPrimaryControl(at: 0)
    // linear(duration: 1) from width 0 to 100: the modifier's body runs at each frame's time;
    // the bar grows from the left, and stays at 100 once done.
    for (time, width) in [(0.25, 25.0), (0.5, 50.0), (1.0, 100.0), (2.0, 100.0)] {
      let bar = rects(graph.frame(at: time)).first { $0.size.height == 10 }
      #expect(bar.map { abs($0.size.width - width) < 1e-9 } == true, "at \(time): \(String(describing: bar))")
    }
    let evaluations = graph.bodyEvaluations
    _ = graph.frame(at: 3)
    #expect(graph.bodyEvaluations == evaluations, "at rest, a frame runs no body")
  }

  /// A frame is a function of the scene time, not of the frames drawn before it: the first
  /// frame drawn after the animation ended (a screenshot, an export's frame) shows the
  /// modifier's end value, not the value its body last ran with (the start, at the change).
  /// Seen in real files: a card inserted with an `Animatable` modifier as its transition
  /// vanished at the transition's end; a trimmed ring stroked without a colour snapped back.
  @Test func theFirstFrameAfterAnAnimatableModifiersAnimationShowsItsEnd() {
    for time in [1.5, 0.5] {
      let graph = graph(Growing())
      graph.pressPrimaryControl(at: 0)
      // linear(duration: 1) from width 0 to 100, no frame drawn in between.
      let bar = rects(graph.frame(at: time)).first { $0.size.height == 10 }
      let width = min(time, 1) * 100
      #expect(bar.map { abs($0.size.width - width) < 1e-9 } == true, "at \(time): \(String(describing: bar))")
    }
  }

  @Test func anOpacityKeepsAnimatingUnderAModifierThatRunsItsBodyEachFrame() {
    let graph = graph(FadingBar())
    graph.pressPrimaryControl(at: 0)
    // One linear(duration: 1) transaction grows the bar (its modifier's body runs per frame)
    // and fades the square in: halfway, the square is half opaque.
    for (time, alpha) in [(0.5, 0.5), (0.75, 0.75)] {
      let square = graph.frame(at: time).commands.compactMap { command -> Double? in
        if case .fill(.rect(let rect), .solid(let color)) = command, rect.width == 5 { return color.alpha }
        return nil
      }
      #expect(square.count == 1 && abs((square.first ?? -1) - alpha) < 1e-9, "at \(time): \(square)")
    }
  }

  @Test func stateResetsWhenItsIdentityChanges() {
    let graph = graph(Branches())
    #expect(Branches.seen.last == 0)
    graph.pressPrimaryControl(at: 0)  // counter 1 in the first branch
    graph.pressPrimaryControl(at: 0.1)  // and 2
    #expect(Branches.seen.last == 2)
    Branches.flag.wrappedValue = false
    graph.advance(to: 0.2)
    #expect(Branches.seen.last == 0, "the other branch is another view, with fresh state")
  }

  @Test func textCutShortByItsHeightEndsInAnEllipsis() {
    // Two lines at 80 points wide ("aaaa bbbb", "cccc dddd"; 17 pt: 8.5 points a character,
    // 20.4 a line) in 25 points of height: one line shows, ending in "…" as SwiftUI's tail
    // truncation ends it (the second line was dropped silently), and no wider than the frame.
    let graph = ViewGraph.probe(Text("aaaa bbbb cccc dddd").frame(width: 80, height: 25))
    let runs = graph.frame(at: 0).commands.compactMap { command -> TextRun? in
      if case .text(let run) = command { return run }
      return nil
    }
    #expect(runs.count == 1 && runs.first?.text.hasSuffix("…") == true && runs.first?.text.hasPrefix("aaaa") == true, "\(runs.map(\.text))")
    #expect(Double(runs.first?.text.count ?? 99) * 8.5 <= 80)
  }

  @Test func aForEachRowAnimatesAChangeWrittenInWithAnimationAfterOneWithout() {
    // A tap writes a count without animation, then, in withAnimation(.linear(duration: 1)),
    // the flag the rows' offsets read: the rows (10-point squares centred at x = 195) are half
    // way to +50 at 1.5 s. They jumped there: a row, made from the ForEach's closure after the
    // body ran, read the flag's newest value in the first, unanimated update.
    let graph = ViewGraph.probe(OffsetRows())
    graph.pressPrimaryControl(at: 1)
    #expect(graph.filledRects(at: 1.5).map(\.origin.x) == [220, 220])
    #expect(graph.filledRects(at: 2).map(\.origin.x) == [245, 245])
  }

  @Test func aStateChangeRunsOnlyTheBodiesThatReadIt() {
    let graph = graph(Parent())
    let before = graph.bodyEvaluations
    graph.pressPrimaryControl(at: 0)
    // The counter's body ran; the parent and the static sibling did not.
    #expect(graph.bodyEvaluations - before == 1)
  }

  @Test func aChildGivenTheSameValuesAgainRunsNoBody() throws {
    // SwiftUI runs a child's body again only when the view value its parent makes differs
    // from the last one. AttributeGraph compares the value's bytes first (OpenSwiftUI's
    // `PropertyKey.valuesEqual` falls back to OpenGraph's `compareValues`), so a closure that
    // captures nothing, made the same at each run, is the same closure.
    let runs = BodyRuns()
    let ran = try #require(bodiesRunAtTwoPresses(of: TappedParent(runs: runs), runs))
    // Only the child whose closure captures the tap count is a new value.
    #expect(ran.first == ["captures the count"])
    #expect(ran.both == ["captures the count", "captures the count"])
  }

  @Test func aChildUnderTheSameEnvironmentValuesRunsNoBody() throws {
    // SwiftUI runs a child's body again when an environment value it gets changed; a modifier
    // that writes the same value at each run of the parent's body (`.font(.title)`) changes
    // nothing. The child whose font follows the count runs.
    let runs = BodyRuns()
    let ran = try #require(bodiesRunAtTwoPresses(of: WritingParent(runs: runs), runs))
    #expect(ran.first == ["under a size from the count"])
    #expect(ran.both == ["under a size from the count", "under a size from the count"])
  }

  /// The bodies that `runs` saw run at the first press of `view`'s primary control (at scene
  /// time 0), and after a second (at 1); nil when a press found no control.
  private func bodiesRunAtTwoPresses(of view: some View, _ runs: BodyRuns) -> (first: [String], both: [String])? {
    let graph = graph(view)
    runs.names.removeAll()
    guard graph.pressPrimaryControl(at: 0) != nil else { return nil }
    let first = runs.names
    guard graph.pressPrimaryControl(at: 1) != nil else { return nil }
    return (first, runs.names)
  }

  @Test func aButtonThatRepeatsWhenHeldActsOncePerPress() {
    // SwiftUI repeats a held button's action under `.buttonRepeatBehavior(.enabled)`; a press
    // (a click, or Space) is one action either way.
    let presses = BodyRuns()
    let graph = graph(Button("−") { presses.names.append("pressed") }.buttonRepeatBehavior(.enabled))
    #expect(graph.pressPrimaryControl(at: 0) != nil)
    #expect(presses.names == ["pressed"])
    #expect(graph.pressPrimaryControl(at: 1) != nil)
    #expect(presses.names == ["pressed", "pressed"])
  }

  @Test func aViewWithItsOwnAnimationMovesOnScreenFromWhereItWas() {
    // `.animation(.linear(duration: 1), value:)` on a bar whose width goes 60 → 300 in a stack
    // that hugs it: the stack resizes without animation, but SwiftUI animates the bar's place
    // on screen with the bar's transaction (its frame, origin and size), so it grows about the
    // centre: half way, 180 wide at x = (400 − 180) / 2 = 110. It kept its final left edge,
    // 50, and grew rightwards. The same from a tap on the stack, outside the animated view.
    for tapsOutside in [false, true] {
      let graph = ViewGraph.probe(Widening(tapsOutside: tapsOutside))
      graph.tap(at: CGPoint(x: 200, y: 150), time: 1)
      #expect(graph.filledRects(at: 1.5) == [Rect(x: 110, y: 125, width: 180, height: 50)], "tap outside: \(tapsOutside)")
      #expect(graph.filledRects(at: 2.5) == [Rect(x: 50, y: 125, width: 300, height: 50)], "tap outside: \(tapsOutside)")
    }
  }

  @Test func anOptionalFieldComparesByWhatItHolds() {
    // How a type's values compare is found once per type, except for an `Optional`: an `Any?`
    // that held state once (always the same identity's) must still tell 1 from 2 later.
    #expect(ViewEquality.equal(Holder(payload: State(initialValue: 0)), Holder(payload: State(initialValue: 1))))
    #expect(!ViewEquality.equal(Holder(payload: 1), Holder(payload: 2)))
    #expect(ViewEquality.equal(Holder(payload: 2), Holder(payload: 2)))
    #expect(!ViewEquality.equal(Holder(payload: nil), Holder(payload: 2)))
    #expect(ViewEquality.equal(Holder(payload: nil), Holder(payload: nil)))
    // Characters stored anew each time, equal by `==`.
    #expect(ViewEquality.equal(Holder(payload: String(repeating: "ab", count: 20)), Holder(payload: String(repeating: "ab", count: 20))))
    #expect(!ViewEquality.equal(Holder(payload: String(repeating: "ab", count: 20)), Holder(payload: String(repeating: "ba", count: 20))))
  }
}

private struct Widening: View {
  let tapsOutside: Bool
  @State private var wide = false
  var body: some View {
    if tapsOutside {
      VStack { bar }.onTapGesture { wide.toggle() }
    } else {
      VStack { bar.onTapGesture { wide.toggle() }.animation(.linear(duration: 1), value: wide) }
    }
  }
  @ViewBuilder private var bar: some View {
    if tapsOutside {
      Rectangle().fill(Color.blue).frame(width: wide ? 300 : 60, height: 50).animation(.linear(duration: 1), value: wide)
    } else {
      Rectangle().fill(Color.blue).frame(width: wide ? 300 : 60, height: 50)
    }
  }
}

private struct FadingBar: View {
  @State private var on = false
  var body: some View {
    Color.blue.frame(width: 5, height: 5).opacity(on ? 1 : 0)
      .modifier(Bar(width: on ? 100 : 0))
      .onTapGesture { withAnimation(.linear(duration: 1)) { on = true } }
  }
}

private struct Delayed: View {
  @State private var moved = false
  var body: some View {
    Color.red.frame(width: 10, height: 10)
      .offset(x: moved ? 100 : 0)
      .onAppear {
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
          withAnimation(.linear(duration: 1)) { moved = true }
        }
      }
  }
}

/// A square that a tap slides 100 points, after a delay of 1 s, over 1 s (and back).
private struct DelayedSlide: View {
  @State private var moved = false
  var body: some View {
    Color.red.frame(width: 10, height: 10)
      .offset(x: moved ? 100 : 0)
      .frame(width: 400, height: 300)
      .contentShape(Rectangle())
      .onTapGesture { withAnimation(.linear(duration: 1).delay(1)) { moved.toggle() } }
  }
}

/// A circle pulsing from scale 0.5 to 1 and back, linear(duration: 1), forever from its appearance.
struct Pulse: View {
  @State private var on = false
  var body: some View {
    Circle().fill(Color.blue).frame(width: 20, height: 20)
      .scaleEffect(on ? 1 : 0.5)
      .animation(.linear(duration: 1).repeatForever(autoreverses: true), value: on)
      .onAppear { on = true }
  }
}

/// A circle that pulses forever and a bar that grows once, both started in one `onAppear`.
private struct PulseAndGrow: View {
  @State private var on = false
  @State private var wide = false
  var body: some View {
    VStack {
      Circle().fill(Color.blue).frame(width: 20, height: 20).scaleEffect(on ? 1 : 0.5)
      Color.red.frame(width: wide ? 100 : 0, height: 10)
    }
    .onAppear {
      withAnimation(.linear(duration: 1).repeatForever(autoreverses: true)) { on = true }
      withAnimation(.linear(duration: 1.5)) { wide = true }
    }
  }
}

private struct Growing: View {
  @State private var wide = false
  var body: some View {
    Color.clear.frame(width: 100, height: 20)
      .modifier(Bar(width: wide ? 100 : 0))
      .onTapGesture { withAnimation(.linear(duration: 1)) { wide = true } }
  }
}

private struct Bar: AnimatableModifier {
  var width: CGFloat
  var animatableData: CGFloat {
    get { width }
    set { width = newValue }
  }
  func body(content: Content) -> some View {
    content.overlay(alignment: .leading) { Color.red.frame(width: width, height: 10) }
  }
}

private struct Boxed: ViewModifier {
  func body(content: Content) -> some View {
    content.padding(5).background(Color.blue)
  }
}

private struct Mover: View {
  @State private var moved = false
  var body: some View {
    Color.red.frame(width: 10, height: 10)
      .offset(x: moved ? 100 : 0)
      .onTapGesture { withAnimation(.linear(duration: 2)) { moved.toggle() } }
  }
}

@MainActor
private struct Branches: View {
  static var seen: [Int] = []
  static var flag = Binding<Bool>.constant(true)
  @State private var first = true
  var body: some View {
    let _ = { Branches.flag = $first }()
    if first { Counter { Branches.seen.append($0) } } else { Counter { Branches.seen.append($0) } }
  }
}

extension GraphTests {
  /// The bounds of every filled shape, in drawing order, as (x, y, width, height).
  private func filledBounds(_ view: some View) -> [[Double]] {
    graph(view).frame(at: 0).commands.compactMap { command in
      guard case .fill(let shape, _) = command else { return nil }
      let b = shape.bounds
      return [b.origin.x, b.origin.y, b.size.width, b.size.height]
    }
  }

  private func near(_ a: [[Double]], _ b: [[Double]]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { pair in zip(pair.0, pair.1).allSatisfy { abs($0 - $1) < 1e-9 } }
  }

  /// An image keeps its own size, as SwiftUI's does, whatever its parent offers; `resizable()`
  /// makes it take its frame. The "square.fill" symbol is a square at 0.1 … 0.9 of its box.
  @Test func anImageKeepsItsSizeUntilItIsResizable() {
    // At the body font a symbol is 17 points square, centred in 400 × 300: box at (191.5, 141.5);
    // the square is 0.1 × 17 = 1.7 in and 0.8 × 17 = 13.6 wide.
    let body = filledBounds(VStack { Image(systemName: "square.fill") })
    #expect(near(body, [[193.2, 143.2, 13.6, 13.6]]), "\(body)")
    // At a 40-point font: box at (180, 130), the square 4 in and 32 wide.
    let large = filledBounds(Image(systemName: "square.fill").font(.system(size: 40)))
    #expect(near(large, [[184, 134, 32, 32]]), "\(large)")
    // Resizable in a 100 × 50 frame: fitted to 50 × 50 at (175, 125); the square 5 in, 40 wide.
    let resized = filledBounds(Image(systemName: "square.fill").resizable().frame(width: 100, height: 50))
    #expect(near(resized, [[180, 130, 40, 40]]), "\(resized)")
    // An asset image (a placeholder) is 20 points square: (190, 140).
    let asset = filledBounds(HStack { Image("photo") })
    #expect(near(asset, [[190, 140, 20, 20]]), "\(asset)")
  }
}

extension GraphTests {
  /// The colours of the text runs drawn, as 0 ... 255 RGB.
  private func textColors(_ view: some View) -> [[Int]] {
    graph(view).frame(at: 0).commands.compactMap { command in
      guard case .text(let run) = command, case .solid(let c) = run.paint else { return nil }
      return [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) }
    }
  }

  /// UIKit's system colours as SwiftUI files name them (`Color(.systemGray6)`), in the sRGB
  /// values of Apple's Human Interface Guidelines (light appearance).
  @Test func uiKitSystemColoursHaveTheGuidelinesValues() {
    let expected: [(UIColor, [Int])] = [
      (.systemGray2, [174, 174, 178]), (.systemGray3, [199, 199, 204]), (.systemGray4, [209, 209, 214]),
      (.systemGray5, [229, 229, 234]), (.systemGray6, [242, 242, 247]), (.systemYellow, [255, 204, 0]),
      (.systemMint, [0, 199, 190]), (.systemTeal, [48, 176, 199]), (.systemCyan, [50, 173, 230]),
      (.systemIndigo, [88, 86, 214]), (.systemBrown, [162, 132, 94]),
    ]
    for (color, rgb) in expected {
      #expect(textColors(Text("A").foregroundColor(Color(color))) == [rgb])
    }
  }

  /// The same greys and backgrounds in dark appearance: the dark column of the Guidelines' tables.
  @Test func uiKitSystemColoursTakeTheirDarkValuesInDarkAppearance() {
    let expected: [(UIColor, [Int])] = [
      (.systemGray2, [99, 99, 102]), (.systemGray6, [28, 28, 30]), (.systemBackground, [0, 0, 0]),
      (.secondarySystemBackground, [28, 28, 30]), (.label, [255, 255, 255]), (.systemBlue, [10, 132, 255]),
    ]
    for (color, rgb) in expected {
      #expect(textColors(Text("A").foregroundColor(Color(color)).environment(\.colorScheme, .dark)) == [rgb])
    }
  }

  struct PulsingOverBar: View {
    @State private var big = false
    var body: some View {
      VStack(spacing: 0) {
        Rectangle().frame(width: 10, height: 10).scaleEffect(big ? 2 : 1)
        Rectangle().frame(width: 20, height: 4)
      }
      .onAppear { withAnimation(.easeInOut(duration: 1).repeatForever()) { big = true } }
    }
  }

  /// A new canvas size puts the content in its new place at once, while a repeating animation
  /// started on appear runs: SwiftUI animates a change with the transaction that made it, and
  /// a resize is made by none. The 20-point bar is centred in the 200-point canvas, x = 90, at
  /// every frame after the resize (it used to swing between 190 and 90 with the pulse).
  @Test func aResizeMovesTheContentAtOnceWhileARepeatingAnimationRuns() {
    let graph = graph(PulsingOverBar())
    graph.advance(to: 0.5)
    graph.resize(to: CGSize(width: 200, height: 300))
    for time in [0.5, 0.9, 1.4, 2.2] {
      graph.advance(to: time)
      let bars = graph.frame(at: time).commands.compactMap { command -> Double? in
        if case .fill(.rect(let rect), _) = command, rect.width == 20 { return rect.origin.x }
        return nil
      }
      #expect(bars == [90], "at \(time) s")
    }
  }

  struct Recolouring: View {
    @State private var on = false
    var body: some View {
      VStack {
        Rectangle().fill(on ? Color.blue : Color.green).frame(width: 30, height: 30)
        Rectangle().stroke(on ? Color.red : Color.black, lineWidth: 2).frame(width: 40, height: 10)
        Button("Go") { withAnimation(.linear(duration: 1)) { on.toggle() } }
      }
    }
  }

  /// A shape's solid fill and stroke move to their new colour with the change's animation, as
  /// SwiftUI's do: halfway through a linear second, each component is halfway (green (52, 199,
  /// 89) to blue (0, 122, 255): (26, 160.5, 172); black to red (255, 59, 48): (127.5, 29.5,
  /// 24)), and the inspector lists the fills in flight.
  @Test func aShapesColourMovesWithTheAnimation() throws {
    let graph = graph(Recolouring())
    graph.pressPrimaryControl(at: 1)
    graph.advance(to: 1.5)
    var fills: [[Double]] = []
    var strokes: [[Double]] = []
    for command in graph.frame(at: 1.5).commands {
      if case .fill(_, .solid(let c)) = command { fills.append([c.red, c.green, c.blue].map { $0 * 255 }) }
      if case .stroke(_, _, .solid(let c)) = command { strokes.append([c.red, c.green, c.blue].map { $0 * 255 }) }
    }
    let fill = try #require(fills.first)
    for (value, expected) in zip(fill, [26, 160.5, 172.0]) { #expect(abs(value - expected) < 0.2, "\(fill)") }
    let stroke = try #require(strokes.first)
    for (value, expected) in zip(stroke, [127.5, 29.5, 24.0]) { #expect(abs(value - expected) < 0.2, "\(stroke)") }
    #expect(graph.animationsInFlight(at: 1.5).map(\.name).filter { $0 == "fill" }.count == 2)
    // At the end, the new colours exactly.
    graph.advance(to: 2.5)
    let end = graph.frame(at: 2.5).commands.compactMap { command -> Scenes.Color? in
      if case .fill(_, .solid(let c)) = command { return c }
      return nil
    }
    #expect(end.first == Color.blue.scenes)
  }

  /// The one text run of `view`'s frame: its font size and the transform of its glyphs.
  private func textRun(_ view: some View) throws -> (size: Double, transform: TextTransform?) {
    let runs = graph(view).frame(at: 0).commands.compactMap { command -> TextRun? in
      if case .text(let run) = command { return run }
      return nil
    }
    let run = try #require(runs.first)
    #expect(runs.count == 1)
    return (run.font.size, run.transform)
  }

  /// Text takes the effects around it as its glyphs: a uniform scale in its size (in steps of
  /// 2^(1/16), rounded up), the rest as the transform of its glyphs about its origin. A quarter turn is (cos, sin, −sin, cos) =
  /// (0, 1, −1, 0); a mirror (−1, 0, 0, 1); a scale of 0.5 across and 2 down draws at twice the
  /// size (the largest stretch, 17 × 2 = 34) and halves that across (0.25, 0, 0, 1).
  @Test func textTakesTheTransformAroundIt() throws {
    let plain = try textRun(Text("A"))
    #expect(plain.size == 17 && plain.transform == nil)
    let doubled = try textRun(Text("A").scaleEffect(2))
    #expect(doubled.size == 34 && doubled.transform == nil)
    let turned = try textRun(Text("A").rotationEffect(.degrees(90)))
    let t = try #require(turned.transform)
    #expect(turned.size == 17)
    for (got, want) in [(t.a, 0.0), (t.b, 1), (t.c, -1), (t.d, 0)] { #expect(abs(got - want) < 1e-12, "\(t)") }
    let mirrored = try textRun(Text("A").scaleEffect(x: -1, y: 1))
    #expect(mirrored.size == 17 && mirrored.transform == TextTransform(a: -1, b: 0, c: 0, d: 1))
    let squeezed = try textRun(Text("A").scaleEffect(x: 0.5, y: 2))
    #expect(squeezed.size == 34 && squeezed.transform == TextTransform(a: 0.25, b: 0, c: 0, d: 1))
    // A scale between steps: drawn at the step above, 17 × 2^(10/16) for 1.5, and shrunk by the rest.
    let step = pow(2, 10.0 / 16)
    let half = try textRun(Text("A").scaleEffect(1.5))
    let rest = try #require(half.transform)
    #expect(abs(half.size - 17 * step) < 1e-9 && abs(rest.a - 1.5 / step) < 1e-12 && abs(rest.d - 1.5 / step) < 1e-12)
    #expect(rest.b == 0 && rest.c == 0 && rest.isAffine)
    // A flip come full circle (sin 2π is −2.4e−16) is upright again, not foreshortened by rounding.
    let flipped = try textRun(Text("A").rotation3DEffect(.degrees(360), axis: (x: 0, y: 1, z: 0)))
    #expect(flipped.size == 17 && flipped.transform == nil)
  }

  /// A 100-point square turned 45° about y with SwiftUI's default perspective (a viewer d =
  /// 100 points away, the longer side) is a trapezoid, worked by hand: a corner at (u, v) from
  /// the centre turns to (u·cos θ, v) at depth −u·sin θ, and is seen at (u·cos θ, v) / w with
  /// w = 1 + u·sin θ / d. The left edge (u = −50, w = 1 − 0.3536) comes nearer, from
  /// y = −27.35 to 127.35 at x = −4.69; the right edge (w = 1.3536) goes away, 13.06 … 86.94 at
  /// x = 76.12. The square sits at (150, 100) in the 400 × 300 canvas.
  @Test func aRotation3DEffectIsSeenInPerspective() throws {
    let view = Color.red.frame(width: 100, height: 100).rotation3DEffect(.degrees(45), axis: (x: 0, y: 1, z: 0))
    let frame = graph(view).frame(at: 0)
    var points: [Point] = []
    for command in frame.commands {
      if case .fill(.outline(let outline), _) = command {
        for element in outline.elements {
          if case .move(let p) = element { points.append(p) }
          if case .line(let p) = element { points.append(p) }
        }
      }
    }
    let s = 0.5.squareRoot()
    func seen(_ u: Double, _ v: Double) -> Point {
      let w = 1 + u * s / 100
      return Point(x: 200 + u * s / w, y: 150 + v / w)
    }
    let expected = [seen(-50, -50), seen(50, -50), seen(50, 50), seen(-50, 50)]
    #expect(abs(expected[0].x - 145.31) < 0.01 && abs(expected[0].y - 72.65) < 0.01)  // (−4.69, −27.35) + (150, 100)
    #expect(points.count == 4, "\(points)")
    for (got, want) in zip(points, expected) {
      #expect(abs(got.x - want.x) < 1e-9 && abs(got.y - want.y) < 1e-9, "\(got) ≠ \(want)")
    }
  }

  /// Text under a perspective is drawn through its local form about its origin: each point of
  /// its glyphs lands where the view's projection puts it (a point 30 points right and 10 up of
  /// the origin, of a label turned 60° about y), and its size holds the largest stretch there.
  @Test func textUnderAPerspectiveLandsWhereTheProjectionPutsIt() throws {
    let turned = Text("Flip").frame(width: 100, height: 40)
      .rotation3DEffect(.degrees(60), axis: (x: 0, y: 1, z: 0), perspective: 0.8)
    let frame = graph(turned).frame(at: 0)
    let run = try #require(frame.commands.compactMap { command -> TextRun? in
      if case .text(let run) = command { return run }
      return nil
    }.first)
    let local = try #require(run.transform)
    #expect(!local.isAffine)
    // The same points through the node's own matrix, on the text as drawn unturned: the
    // 100 × 40 frame is centred in the 400 × 300 canvas.
    let plain = try #require(graph(Text("Flip").frame(width: 100, height: 40)).frame(at: 0).commands.compactMap {
      command -> TextRun? in
      if case .text(let run) = command { return run }
      return nil
    }.first)
    let box = CGRect(x: 150, y: 130, width: 100, height: 40)
    let m = TransformNode.rotation3D(
      angle: .pi / 3, Rotation3D(axis: (0, 1, 0), anchorZ: 0, perspective: 0.8),
      anchor: CGPoint(x: box.width / 2, y: box.height / 2), size: box.size)
    func project(_ p: Point) -> Point {
      let (x, y) = (p.x - box.minX, p.y - box.minY)
      let w = x * m.m13 + y * m.m23 + m.m33
      return Point(x: box.minX + (x * m.m11 + y * m.m21 + m.m31) / w, y: box.minY + (x * m.m12 + y * m.m22 + m.m32) / w)
    }
    let origin = project(plain.origin)
    #expect(abs(run.origin.x - origin.x) < 1e-9 && abs(run.origin.y - origin.y) < 1e-9)
    let glyphPoint = Point(x: plain.origin.x + 30, y: plain.origin.y - 10)
    let want = project(glyphPoint)
    // The glyphs are drawn at `run.font.size`: a point 30 points along at 17 points is that
    // many times further along at the drawn size.
    let k = run.font.size / 17
    let got = local.apply(to: Point(x: run.origin.x + 30 * k, y: run.origin.y - 10 * k), about: run.origin)
    #expect(abs(got.x - want.x) < 1e-9 && abs(got.y - want.y) < 1e-9, "\(got) ≠ \(want)")
  }

  /// A label turned in perspective through a quarter of a flip, one degree at a time, is drawn
  /// at few font sizes: each is 17 × 2^(k/16) for a whole k, at or above the stretch it stands
  /// for, the transform shrinking the rest (so a motion does not open a font a frame).
  @Test func aFlipsLabelTakesFontSizesInSteps() throws {
    var sizes: Set<Double> = []
    for degrees in 0...90 {
      let view = Text("Flip").frame(width: 100, height: 40)
        .rotation3DEffect(.degrees(Double(degrees)), axis: (x: 0, y: 1, z: 0))
      let (size, transform) = try textRun(view)
      let k = log2(size / 17) * 16
      #expect(abs(k - k.rounded()) < 1e-6, "\(degrees)°: \(size)")
      if let transform {
        let linear = CGAffineTransform(a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: 0, ty: 0)
        #expect(linear.largestStretch <= 1 + 1e-9, "\(degrees)°: \(transform)")
      }
      sizes.insert(size)
    }
    #expect(sizes.count > 1 && sizes.count <= 6, "\(sizes.sorted())")
  }

  /// Reads the colour scheme from the environment and draws a square that says which it is:
  /// 10 points wide in dark appearance, 20 in light.
  struct SchemeSquare: View {
    @Environment(\.colorScheme) private var colorScheme
    var body: some View {
      Rectangle().fill(Color.blue).frame(width: colorScheme == .dark ? 10 : 20, height: 10)
    }
  }

  /// The colours of the rectangles a frame fills and of its text runs, 0 ... 255 RGB and alpha
  /// in hundredths, and its background.
  private func colours(_ graph: ViewGraph) -> (fills: [[Int]], texts: [[Int]], background: [Int], widths: [Double]) {
    func rgba(_ c: Scenes.Color) -> [Int] { [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) } + [Int((c.alpha * 100).rounded())] }
    let frame = graph.frame(at: 0)
    var fills: [[Int]] = []
    var texts: [[Int]] = []
    var widths: [Double] = []
    for command in frame.commands {
      if case .fill(.rect(let rect), .solid(let c)) = command {
        fills.append(rgba(c))
        widths.append(rect.width)
      }
      if case .text(let run) = command, case .solid(let c) = run.paint { texts.append(rgba(c)) }
    }
    return (fills, texts, rgba(frame.background), widths)
  }

  /// `.preferredColorScheme(.dark)` on one view darkens the whole preview, as SwiftUI's
  /// preference does the presentation it reaches and Xcode's canvas shows it: the canvas's
  /// background is iOS's dark system background (black); text before the modifier, outside it,
  /// is the dark label colour (white) and `Color.secondary` the dark secondary label (235, 235,
  /// 245, at 60 %); system blue is its dark value (10, 132, 255); and a view reading the scheme
  /// reads dark. Without it, the light values.
  @Test func aPreferredDarkSchemeDarkensTheWholePreview() {
    let content = VStack {
      Text("Before")
      Text("Quiet").foregroundColor(.secondary)
      SchemeSquare().preferredColorScheme(.dark)
    }
    let dark = colours(graph(content))
    #expect(dark.background == [0, 0, 0, 100])
    #expect(dark.texts == [[255, 255, 255, 100], [235, 235, 245, 60]])
    #expect(dark.fills == [[10, 132, 255, 100]])
    #expect(dark.widths == [10])

    let light = colours(graph(VStack { Text("Before"); Text("Quiet").foregroundColor(.secondary); SchemeSquare() }))
    #expect(light.background == [255, 255, 255, 100])
    #expect(light.texts == [[0, 0, 0, 100], [60, 60, 67, 60]])
    #expect(light.fills == [[0, 122, 255, 100]])
    #expect(light.widths == [20])
  }

  /// A preference withdrawn gives the preview back its system appearance, light, as Xcode's
  /// canvas does: a `.preferredColorScheme(dark ? .dark : nil)` turned to nil, and a view that
  /// prefers dark removed by its `if`. Each is pressed from dark to light and back.
  @Test func aWithdrawnSchemePreferenceLightensThePreviewAgain() {
    for view in [AnyView(SchemeByNil()), AnyView(SchemeByRemoval())] {
      let graph = graph(view)
      let first = colours(graph)
      #expect(first.background == [0, 0, 0, 100] && first.fills.last == [10, 132, 255, 100], "\(view)")
      graph.pressPrimaryControl(at: 0)
      let pressed = colours(graph)
      #expect(pressed.background == [255, 255, 255, 100], "\(view)")
      #expect(pressed.fills.last == [0, 122, 255, 100], "\(view)")
      #expect(pressed.widths.last == 20, "\(view)")
      graph.pressPrimaryControl(at: 0)
      #expect(colours(graph).background == [0, 0, 0, 100], "\(view)")
    }
  }

  struct SchemeByNil: View {
    @State private var dark = true
    var body: some View {
      VStack {
        Color.clear.frame(width: 5, height: 5).onTapGesture { dark.toggle() }
        SchemeSquare()
      }
      .preferredColorScheme(dark ? .dark : nil)
    }
  }

  struct SchemeByRemoval: View {
    @State private var dark = true
    var body: some View {
      VStack {
        Color.clear.frame(width: 5, height: 5).onTapGesture { dark.toggle() }
        if dark { Color.clear.frame(width: 1, height: 1).preferredColorScheme(.dark) }
        SchemeSquare()
      }
    }
  }

  /// The foreground's levels: with no foreground style set, iOS's label colours (secondary
  /// (60, 60, 67) at 60 %, tertiary at 30 %; in dark (235, 235, 245)); under
  /// `.foregroundStyle(.orange)`, the orange (255, 149, 0) at 50 and 25 %, as OpenSwiftUI reads
  /// SwiftUI's level opacities.
  @Test func hierarchicalStylesAreTheLabelColoursOrLevelsOfTheForegroundStyle() {
    let levels = VStack {
      Text("2").foregroundStyle(.secondary)
      Text("3").foregroundStyle(.tertiary)
    }
    #expect(colours(graph(levels)).texts == [[60, 60, 67, 60], [60, 60, 67, 30]])
    #expect(colours(graph(levels.preferredColorScheme(.dark))).texts == [[235, 235, 245, 60], [235, 235, 245, 30]])
    #expect(colours(graph(levels.foregroundStyle(.orange))).texts == [[255, 149, 0, 50], [255, 149, 0, 25]])
    // Set on a container, a level is that of the style outside it (it named itself, and
    // resolving it recursed until the stack ran out): the label colours with none outside,
    // the orange's levels under an orange, and `.foreground` is the style outside.
    let plain = VStack { Text("1"); Text("2") }
    #expect(colours(graph(plain.foregroundStyle(.secondary))).texts == [[60, 60, 67, 60], [60, 60, 67, 60]])
    #expect(colours(graph(plain.foregroundStyle(.primary))).texts == [[0, 0, 0, 100], [0, 0, 0, 100]])
    #expect(colours(graph(plain.foregroundStyle(.secondary).foregroundStyle(.orange))).texts == [[255, 149, 0, 50], [255, 149, 0, 50]])
    #expect(colours(graph(plain.foregroundStyle(.foreground).foregroundStyle(.orange))).texts == [[255, 149, 0, 100], [255, 149, 0, 100]])
    #expect(colours(graph(levels.foregroundStyle(.secondary))).texts == [[60, 60, 67, 30], [60, 60, 67, 15]])
  }

  /// `.colorScheme(.dark)` sets the environment of its content only: the square inside reads
  /// dark and takes dark blue; the text beside it and the canvas stay light.
  @Test func anEnvironmentSchemeDarkensItsContentOnly() {
    let mixed = colours(graph(VStack { Text("Light"); SchemeSquare().colorScheme(.dark) }))
    #expect(mixed.background == [255, 255, 255, 100])
    #expect(mixed.texts == [[0, 0, 0, 100]])
    #expect(mixed.fills == [[10, 132, 255, 100]])
    #expect(mixed.widths == [10])
  }

  /// A default (borderless) button's label is in the accent colour, system blue (0, 122, 255);
  /// a foreground colour or a tint set around the button replaces it, as on iOS.
  @Test func aBorderlessButtonTakesTheForegroundStyleSetAroundIt() {
    #expect(textColors(Button("Go") {}) == [[0, 122, 255]])
    #expect(textColors(Button("Go") {}.background(Color.green).foregroundColor(.white)) == [[255, 255, 255]])
    #expect(textColors(Button("Go") {}.tint(.black)) == [[0, 0, 0]])
  }
}

/// Two rows of a `ForEach` offset by a flag that a tap sets in an animated transaction, after
/// writing a count in none.
private struct OffsetRows: View {
  @State private var moved = false
  @State private var count = 0
  var body: some View {
    VStack {
      ForEach(0..<2, id: \.self) { _ in
        Rectangle().frame(width: 10, height: 10).offset(x: moved ? 50 : 0)
      }
    }
    .frame(width: 120, height: 120)
    .contentShape(Rectangle())
    .onTapGesture {
      count += 1
      withAnimation(.linear(duration: 1)) { moved = true }
    }
  }
}

private struct Counter: View {
  let report: (Int) -> Void
  @State private var count = 0
  var body: some View {
    let _ = report(count)
    Color.red.frame(width: 10, height: 10).onTapGesture { count += 1 }
  }
}

private struct Parent: View {
  var body: some View {
    VStack {
      Counter { _ in }
      Color.blue.frame(width: 5, height: 5)
    }
  }
}

private final class BodyRuns {
  var names: [String] = []
}

private struct Reporter: View {
  let name: String
  let runs: BodyRuns
  let action: () -> Void
  var body: some View {
    let _ = runs.names.append(name)
    Color.red.frame(width: 1, height: 1)
  }
}

private struct TappedParent: View {
  let runs: BodyRuns
  @State private var taps = 0
  var body: some View {
    VStack {
      Color.blue.frame(width: 10, height: 10).onTapGesture { taps += 1 }
      Reporter(name: "the same closure", runs: runs, action: {})
      // Characters stored anew at each run, equal by `==`.
      Reporter(name: String(repeating: "equal text ", count: 3), runs: runs, action: {})
      Reporter(name: "captures the count", runs: runs, action: { [taps] in _ = taps })
    }
  }
}

private struct Holder {
  let payload: Any?
}

/// Children under environment writers: the same values written again at each run of the
/// parent's body, and a value that follows the tap count.
private struct WritingParent: View {
  let runs: BodyRuns
  @State private var taps = 0
  var body: some View {
    VStack {
      Color.blue.frame(width: 10, height: 10).onTapGesture { taps += 1 }
      Reporter(name: "under the same font", runs: runs, action: {}).font(.title)
      Reporter(name: "under the same scheme and tint", runs: runs, action: {}).environment(\.colorScheme, .dark).tint(.red)
      Reporter(name: "under a size from the count", runs: runs, action: {}).font(.system(size: 10 + Double(taps)))
    }
  }
}

/// Modifiers a real file carries for VoiceOver, and a link opened through UIKit: accepted, and
/// they change nothing drawn.
@MainActor
struct AccessibilityAndAppTests {
  @Test func accessibilityModifiersAndUIApplicationLeaveTheDrawingAsItIs() {
    let plain = ViewGraph.probe(Text("Home"))
    let marked = ViewGraph.probe(
      Button("Home") { UIApplication.shared.open(URL(string: "https://example.com")!) { opened in #expect(!opened) } }
        .buttonStyle(.plain)
        .accessibilityElement(children: .combine)
        .accessibilityLabel(Text("Home"))
        .accessibilityHint("Opens the home page")
        .accessibilityValue("selected")
        .accessibilityAddTraits([.isButton, .isHeader])
        .accessibilityRemoveTraits(.isImage)
        .accessibilityIdentifier("home")
        .accessibilitySortPriority(1))
    #expect(marked.frame(at: 0).commands == plain.frame(at: 0).commands)
    #expect(marked.pressPrimaryControl(at: 0.1) != nil)
    #expect(AccessibilityTraits([.isButton, .isHeader]).contains(.isHeader) && !AccessibilityTraits.isButton.contains(.isHeader))
  }
}
