import Foundation
import Scenes
import Testing

@testable import MotionUI

/// Toggle styles, hidden labels, `LabeledContent`, `Button(_:systemImage:action:)`, symbol
/// placeholders and symbol effects, in the graph of a 400 × 300 canvas, against frames worked by
/// hand from iOS's measures: the switch is 51 × 31 points, green (52, 199, 89) when on.
@MainActor
struct ControlStyleTests {
  private let green = Scenes.Color(red: 52 / 255.0, green: 199 / 255.0, blue: 89 / 255.0)

  /// The fills of the frame at `time`: each shape's bounds and its solid colour.
  private func fills(_ graph: ViewGraph, at time: Double = 0) -> [(bounds: Rect, color: Scenes.Color)] {
    graph.advance(to: time)
    return graph.frame(at: time).commands.compactMap { command in
      if case .fill(let shape, .solid(let color)) = command { return (shape.bounds, color) }
      return nil
    }
  }

  private func close(_ a: Scenes.Color, _ b: Scenes.Color) -> Bool {
    abs(a.red - b.red) < 1e-3 && abs(a.green - b.green) < 1e-3 && abs(a.blue - b.blue) < 1e-3 && abs(a.alpha - b.alpha) < 1e-3
  }

  @Test func aProgressViewWithAValueIsABarFilledByItsFraction() throws {
    // A 200-point bar, 4 high, centred: its track at (100, 148); 0.3 of it in the tint, blue.
    let bar = fills(ViewGraph.probe(ProgressView(value: 0.3).frame(width: 200)))
    try #require(bar.count == 2, "\(bar)")
    #expect(bar[0].bounds == Rect(x: 100, y: 148, width: 200, height: 4))
    #expect(bar[1].bounds == Rect(x: 100, y: 148, width: 60, height: 4))
    #expect(close(bar[1].color, Color.blue.resolved(in: EnvironmentValues()).scenes))
    // A value over its total is a full bar; the tint colours it.
    let full = fills(ViewGraph.probe(ProgressView(value: 150, total: 100).frame(width: 200).tint(.orange)))
    #expect(full.last?.bounds.width == 200)
    #expect(full.last.map { close($0.color, Color.orange.resolved(in: EnvironmentValues()).scenes) } == true)
  }

  @Test func anIndeterminateProgressViewIsTheActivityIndicatorTurningEightStepsASecond() throws {
    // Eight spokes in a 20-point indicator centred at (200, 150); the brightest (opacity 1 ×
    // the secondary colour's 0.6) is the one at the step: straight up at 0 s, the next one
    // clockwise (45°, up and right) an eighth of a second later.
    let graph = ViewGraph.probe(ProgressView())
    func brightest(at time: Double) throws -> Rect {
      let spokes = fills(graph, at: time)
      try #require(spokes.count == 8, "\(spokes)")
      return try #require(spokes.max { $0.color.alpha < $1.color.alpha }).bounds
    }
    let up = try brightest(at: 0)
    #expect(up.midY < 150 && abs(up.midX - 200) < 0.01, "\(up)")
    let next = try brightest(at: 0.13)
    #expect(next.midY < 150 && next.midX > 200, "\(next)")
    #expect(graph.isAnimating(at: 0.2) || graph.hasWork(by: 0.25))
  }

  @Test func aTextFieldShowsItsTextOrItsPlaceholderAndFocusIsAStateCodeSets() throws {
    // Empty: the prompt in the placeholder grey (30 % of the label colour); with text, the
    // text; a secure field dots; a tap on the button sets the focus, which turns the square
    // from grey to blue.
    let graph = ViewGraph.probe(Fields())
    func texts() -> [(String, Double)] {
      graph.frame(at: graph.time).commands.compactMap { command in
        if case .text(let run) = command, case .solid(let color) = run.paint { return (run.text, color.alpha * run.opacity) }
        return nil
      }
    }
    graph.advance(to: 0)
    let before = texts()
    #expect(before.map(\.0) == ["Email", "•••", "Go"])
    #expect(abs(before[0].1 - 0.3) < 1e-3 && before[1].1 == 1)
    #expect(fills(graph).contains { close($0.color, Color.gray.resolved(in: EnvironmentValues()).scenes) })
    _ = graph.pressPrimaryControl(at: 1)
    #expect(fills(graph, at: 1).contains { close($0.color, Color.blue.resolved(in: EnvironmentValues()).scenes) })
  }

  /// "xmark.circle.fill" is a disc with the cross cut out of it (a real file's close button):
  /// one even-odd fill, the disc 0.96 of the 20-point symbol across and the cross inside it;
  /// "xmark.circle" is a ring round the cross; a plus is one cross, so that cut out of its disc
  /// its middle stays open.
  @Test func aCircledSymbolIsAGlyphCutOutOfADiscOrInARing() {
    func outlines(_ name: String) -> [Outline] {
      ViewGraph.probe(Image(systemName: name).font(.system(size: 20))).frame(at: 0).commands.compactMap { command in
        if case .fill(.outline(let outline), _) = command { return outline }
        return nil
      }
    }
    for name in ["xmark.circle.fill", "plus.circle.fill", "checkmark.circle.fill"] {
      let disc = outlines(name)
      #expect(disc.count == 1 && disc.first?.isEvenOdd == true, "\(name)")
      // The canvas is 400 × 300: the 20-point symbol is centred at (200, 150).
      let bounds = disc.first?.bounds
      #expect(bounds.map { abs($0.width - 19.2) < 0.01 && abs($0.midX - 200) < 0.01 } == true, "\(name): \(String(describing: bounds))")
      // The disc's subpath, then the glyph's (or glyphs').
      #expect((disc.first?.elements.filter { $0 == .closeSubpath }.count ?? 0) >= 2, "\(name)")
    }
    let ring = outlines("xmark.circle")
    #expect(ring.count == 1 && ring.first?.isEvenOdd == false)
    #expect((ring.first?.elements.filter { $0 == .closeSubpath }.count ?? 0) == 3, "outer circle, inner circle, cross")
    let plus = outlines("plus")
    #expect(plus.count == 1 && plus.first?.elements.filter { $0 == .closeSubpath }.count == 1, "one cross")
  }

  @Test func aChevronIsABentBarWithNoShaft() {
    // SF Symbols' "chevron.right" is the head of "arrow.right" without its shaft: six corners
    // (the arrow has seven), about half as wide as high, its point at mid-height on the side it
    // points to; "chevron.left" points the other way, "chevron.backward" is it in left to right.
    func outline(_ name: String) -> Outline? {
      ViewGraph.probe(Image(systemName: name).font(.system(size: 20))).frame(at: 0).commands.compactMap { command in
        if case .fill(.outline(let outline), _) = command { return outline }
        return nil
      }.first
    }
    func corners(_ outline: Outline?) -> [Point] {
      (outline?.elements ?? []).compactMap { element in
        switch element {
        case .move(let point), .line(let point): point
        default: nil
        }
      }
    }
    let right = corners(outline("chevron.right"))
    #expect(right.count == 6, "\(right)")
    #expect(corners(outline("arrow.right")).count == 7)
    func bounding(_ points: [Point]) -> (width: Double, height: Double, midY: Double) {
      let xs = points.map(\.x)
      let ys = points.map(\.y)
      return ((xs.max() ?? 0) - (xs.min() ?? 0), (ys.max() ?? 0) - (ys.min() ?? 0), ((ys.max() ?? 0) + (ys.min() ?? 0)) / 2)
    }
    let bounds = bounding(right)
    #expect(bounds.width / bounds.height > 0.45 && bounds.width / bounds.height < 0.65, "\(bounds)")
    let tip = right.max { $0.x < $1.x }
    #expect(tip.map { abs($0.y - bounds.midY) < 0.01 } == true, "\(right)")
    let left = corners(outline("chevron.left"))
    let leftTip = left.min { $0.x < $1.x }
    #expect(leftTip.map { abs($0.y - bounding(left).midY) < 0.01 } == true, "\(left)")
    #expect(corners(outline("chevron.backward")) == left)
  }

  /// "house.fill", the commonest tab-bar icon, and "flag.fill", "person.fill" and
  /// "bookmark.fill" are drawn as shapes, not placeholders (no warning): the house has its roof
  /// at the top middle, walls either side of a door cut up from the bottom; the bookmark a
  /// notch in its foot; the flag waves from the top of its pole, empty below the flag.
  @Test func commonAppSymbolsAreShapes() throws {
    var warnings: [String] = []
    let saved = PreviewWarnings.sink
    PreviewWarnings.sink = { warnings.append($0) }
    defer { PreviewWarnings.sink = saved }
    let unit = CGRect(x: 0, y: 0, width: 100, height: 100)
    func path(_ name: String) throws -> Path {
      _ = ViewGraph.probe(Image(systemName: name)).frame(at: 0)
      return try #require(SymbolShape(name: name)).path(in: unit)
    }
    let house = try path("house.fill")
    #expect(house.contains(CGPoint(x: 50, y: 20)) && house.contains(CGPoint(x: 25, y: 80)) && house.contains(CGPoint(x: 75, y: 80)))
    #expect(!house.contains(CGPoint(x: 50, y: 85)) && !house.contains(CGPoint(x: 5, y: 80)))
    let bookmark = try path("bookmark.fill")
    #expect(bookmark.contains(CGPoint(x: 50, y: 50)) && !bookmark.contains(CGPoint(x: 50, y: 85)))
    let flag = try path("flag.fill")
    #expect(flag.contains(CGPoint(x: 18, y: 80)) && flag.contains(CGPoint(x: 60, y: 30)) && !flag.contains(CGPoint(x: 60, y: 80)))
    let person = try path("person.fill")
    #expect(person.contains(CGPoint(x: 50, y: 24)) && person.contains(CGPoint(x: 50, y: 85)) && !person.contains(CGPoint(x: 10, y: 30)))
    #expect(SymbolShape(name: "house")?.isOutlined == true && SymbolShape(name: "house.fill")?.isOutlined == false)
    #expect(warnings.isEmpty, "\(warnings)")
  }

  @Test func theMediaSymbolsAreTwoTrianglesOrATriangleAndABarMirroredBackwards() {
    // "forward.fill": two triangles point to point (two subpaths); "backward.fill" the same
    // mirrored about the symbol's centre, x = 200 on the canvas; "forward.end.fill" a triangle
    // against a bar at the trailing side.
    func outline(_ name: String) -> Outline? {
      ViewGraph.probe(Image(systemName: name).font(.system(size: 20))).frame(at: 0).commands.compactMap { command in
        if case .fill(.outline(let outline), _) = command { return outline }
        return nil
      }.first
    }
    func points(_ outline: Outline?) -> [Point] {
      (outline?.elements ?? []).compactMap { element in
        switch element {
        case .move(let point), .line(let point): point
        default: nil
        }
      }
    }
    let forward = points(outline("forward.fill"))
    #expect(outline("forward.fill")?.elements.filter { $0 == .closeSubpath }.count == 2)
    let backward = points(outline("backward.fill"))
    #expect(forward.count == backward.count && forward.count == 6)
    for (a, b) in zip(forward, backward) {
      #expect(abs((a.x - 200) + (b.x - 200)) < 1e-6 && abs(a.y - b.y) < 1e-6, "\(a) \(b)")
    }
    // The triangle's three corners, then the bar's four, all right of the triangle's tip.
    let end = points(outline("forward.end.fill"))
    #expect(end.count == 7, "\(end)")
    if end.count == 7 { #expect(end[3...].allSatisfy { $0.x > end[1].x }, "\(end)") }
  }

  /// An outline symbol's edge is 0.08 of the size it is drawn at, resized or set by its font:
  /// a heart framed 72 points wide and one in a 72-point font both have a 5.76-point edge (a
  /// real file's resized heart had the body font's 1.36).
  @Test func aResizedOutlineSymbolsEdgeScalesWithIt() {
    func widths(_ view: some View) -> [Double] {
      ViewGraph.probe(view).frame(at: 0).commands.compactMap { command in
        if case .stroke(_, let stroke, _) = command { return stroke.width }
        return nil
      }
    }
    let resized = widths(Image(systemName: "heart").resizable().aspectRatio(contentMode: .fit).frame(width: 72, height: 72))
    let sized = widths(Image(systemName: "heart").font(.system(size: 72)))
    #expect(resized.count == 1 && abs(resized[0] - 5.76) < 1e-9, "\(resized)")
    #expect(sized.count == 1 && abs(sized[0] - 5.76) < 1e-9, "\(sized)")
  }

  @Test func symbolVariantFillDrawsTheFilledFormAndTheBackgroundStyleIsTheSystemBackground() {
    // "heart" is an outline (a stroke); under `.symbolVariant(.fill)`, "heart.fill" (a fill).
    let outline = ViewGraph.probe(Image(systemName: "heart")).frame(at: 0).commands
    let filled = ViewGraph.probe(Image(systemName: "heart").symbolVariant(.fill)).frame(at: 0).commands
    #expect(outline.count == 1 && filled.count == 1)
    if case .stroke = outline.first {} else { Issue.record("the outline is not a stroke: \(outline)") }
    if case .fill = filled.first {} else { Issue.record("the filled form is not a fill: \(filled)") }
    // `.background` is white in the light appearance, black in the dark.
    let light = fills(ViewGraph.probe(Circle().fill(.background).frame(width: 10, height: 10)))
    #expect(light.map(\.color) == [Scenes.Color(red: 1, green: 1, blue: 1)])
    let dark = fills(ViewGraph.probe(Circle().fill(.background).frame(width: 10, height: 10).environment(\.colorScheme, .dark)))
    #expect(dark.map(\.color) == [Scenes.Color(red: 0, green: 0, blue: 0)])
    // Angles add in place, as SwiftUI's do.
    var angle = Angle.degrees(10)
    angle += .degrees(20)
    angle *= 2
    #expect(abs(angle.degrees - 60) < 1e-9)
  }

  @Test func aToggleWithItsLabelHiddenIsTheSwitchAlone() throws {
    // Centred: the 51 × 31 switch at ((400 − 51) / 2, (300 − 31) / 2). With its label shown,
    // the toggle takes the width offered and the switch sits at the trailing edge instead.
    let hidden = fills(ViewGraph.probe(Toggle(isOn: .constant(true)) { Text("Wi-Fi") }.labelsHidden()))
    let track = try #require(hidden.first)
    #expect(track.bounds == Rect(x: 174.5, y: 134.5, width: 51, height: 31), "\(hidden)")
    #expect(close(track.color, green))
    let shown = fills(ViewGraph.probe(Toggle(isOn: .constant(true)) { Text("Wi-Fi") }))
    #expect(shown.first?.bounds == Rect(x: 349, y: 134.5, width: 51, height: 31), "\(shown)")
  }

  @Test func aStepperStepsItsValueWithinItsBoundsAndDimsTheHalfThatCannot() {
    // The 94 × 32 pill centred at (153, 134): − is its left half (centre x 176.25), + its
    // right (223.75). The count, 1 in 1...3, is drawn as a bar 10 points a unit wide.
    let graph = ViewGraph.probe(SteppedCount())
    let dim = Scenes.Color(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.3)
    func count() -> Double? { graph.filledBounds(of: Scenes.Color(red: 0, green: 0, blue: 0), at: graph.time).first?.size.width }
    func dimBars() -> Int { graph.filledBounds(of: dim, at: graph.time).count }
    #expect(fills(graph).contains { $0.bounds == Rect(x: 153, y: 134, width: 94, height: 32) }, "\(fills(graph))")
    #expect(count() == 10 && dimBars() == 1, "at its lower bound the − is dimmed")
    #expect(graph.tap(at: CGPoint(x: 176.25, y: 150), time: 1) == nil, "− does nothing at the lower bound")
    #expect(count() == 10)
    #expect(graph.tap(at: CGPoint(x: 223.75, y: 150), time: 2) == "Stepper +")
    #expect(count() == 20 && dimBars() == 0)
    _ = graph.tap(at: CGPoint(x: 223.75, y: 150), time: 3)
    #expect(count() == 30 && dimBars() == 2, "at the upper bound both bars of the + are dimmed")
    #expect(graph.tap(at: CGPoint(x: 223.75, y: 150), time: 4) == nil)
    #expect(graph.tap(at: CGPoint(x: 176.25, y: 150), time: 5) == "Stepper −")
    #expect(count() == 20)
  }

  @Test func aSliderFollowsThePointerAlongItsTrackOnItsStepsGrid() {
    // A 228-point slider centred in 400: its knob's centre runs from x = 100 to 300 (14 points
    // in from each end), on 0...10 in steps of 1. The value is drawn as a black bar 10 points
    // a unit wide.
    SlidingValue.edits = []
    let graph = ViewGraph.probe(SlidingValue())
    func value() -> Double? { graph.filledBounds(of: Scenes.Color(red: 0, green: 0, blue: 0), at: graph.time).first.map { $0.size.width / 10 } }
    #expect(value() == 5)
    #expect(graph.pointerDown(at: CGPoint(x: 160, y: 150), time: 1))
    #expect(value() == 3, "pressed 0.3 of the way along")
    graph.pointerMoved(to: CGPoint(x: 240, y: 150), time: 1.1)
    #expect(value() == 7)
    graph.pointerMoved(to: CGPoint(x: 263, y: 150), time: 1.2)
    #expect(value() == 8, "8.15 on the grid of whole steps")
    graph.pointerMoved(to: CGPoint(x: 390, y: 150), time: 1.3)
    #expect(value() == 10, "clamped at the end")
    graph.pointerUp(at: CGPoint(x: 390, y: 150), time: 1.4)
    #expect(SlidingValue.edits == [true, false])
  }

  @Test func aLongListTakesTheSpaceOfferedAndStartsAtItsFirstRow() {
    // Forty 20-point rows (44 with their insets: 42, under the 44-point minimum) in a
    // 300-point canvas, a 30-point square pinned to the bottom trailing corner over them: the
    // list is as tall as the canvas, its first row's content where iOS's inset grouped list puts
    // it, 35 + 12 = 47 points from the top (the section's 35 above, then the 20 points centred
    // in 44) and 20 + 20 = 40 in (the group's inset and the row's), 400 − 80 = 320 wide (it was
    // as tall as its rows, 1,680 points, centred: its first rows and the square off the canvas).
    let red = Scenes.Color(red: 1, green: 0, blue: 0)
    let blue = Scenes.Color(red: 0, green: 0, blue: 1)
    let graph = ViewGraph.probe(
      ZStack(alignment: .bottomTrailing) {
        List(0..<40) { _ in Color(red: 1, green: 0, blue: 0).frame(height: 20) }
        Color(red: 0, green: 0, blue: 1).frame(width: 30, height: 30)
      })
    #expect(graph.filledBounds(of: red, at: 0).first == Rect(x: 40, y: 47, width: 320, height: 20))
    #expect(graph.filledBounds(of: blue, at: 0) == [Rect(x: 370, y: 270, width: 30, height: 30)])
  }

  @Test func aGaugeFillsItsTrackInTheTintUpToItsValue() {
    // 30 in 0...120 on a 200-point gauge in the default style (iOS's linear capacity): the
    // 6-point track is 200 wide, the tint's part a quarter of it, 50.
    let blue = Scenes.Color(red: 0, green: 122 / 255.0, blue: 1)
    let bars = fills(ViewGraph.probe(Gauge(value: 30, in: 0...120) { Text("Speed") }.frame(width: 200)))
      .filter { $0.bounds.size.height == 6 }
    #expect(bars.count == 2, "\(bars)")
    #expect(bars.first?.bounds.size.width == 200)
    #expect(bars.last?.bounds.size.width == 50 && bars.last.map { close($0.color, blue) } == true, "\(bars)")
  }

  @Test func aSafeAreaInsetTakesItsHeightFromTheViewAtItsEdge() {
    // A 50-point bar inset at the bottom of a red canvas, no spacing: red above, the bar below.
    let red = Scenes.Color(red: 1, green: 0, blue: 0)
    let blue = Scenes.Color(red: 0, green: 0, blue: 1)
    let graph = ViewGraph.probe(
      Color(red: 1, green: 0, blue: 0).safeAreaInset(edge: .bottom, spacing: 0) { Color(red: 0, green: 0, blue: 1).frame(height: 50) })
    #expect(graph.filledBounds(of: red, at: 0) == [Rect(x: 0, y: 0, width: 400, height: 250)])
    #expect(graph.filledBounds(of: blue, at: 0) == [Rect(x: 0, y: 250, width: 400, height: 50)])
    // At the leading edge, 10 points apart, a 40-point column.
    let side = ViewGraph.probe(
      Color(red: 1, green: 0, blue: 0).safeAreaInset(edge: .leading, spacing: 10) { Color(red: 0, green: 0, blue: 1).frame(width: 40) })
    #expect(side.filledBounds(of: blue, at: 0) == [Rect(x: 0, y: 0, width: 40, height: 300)])
    #expect(side.filledBounds(of: red, at: 0) == [Rect(x: 50, y: 0, width: 350, height: 300)])
  }

  @Test func theSwitchStyleSpelledOutIsTheDefaultAndTakesATint() {
    let plain = fills(ViewGraph.probe(Toggle("Wi-Fi", isOn: .constant(true))))
    let spelled = fills(ViewGraph.probe(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(.switch)))
    #expect(plain.map(\.bounds) == spelled.map(\.bounds) && !plain.isEmpty)
    let tinted = fills(ViewGraph.probe(Toggle("Wi-Fi", isOn: .constant(true)).toggleStyle(SwitchToggleStyle(tint: .orange))))
    // iOS's orange, (255, 149, 0).
    #expect(tinted.first.map { close($0.color, Scenes.Color(red: 1, green: 149 / 255.0, blue: 0)) } == true, "\(tinted)")
  }

  @Test func aCustomToggleStyleDrawsTheToggleAndTogglesItOnce() {
    let graph = ViewGraph.probe(CheckboxToggle())
    // Off: the red square, 20 points, centred.
    #expect(fills(graph).map(\.bounds) == [Rect(x: 190, y: 140, width: 20, height: 20)])
    #expect(fills(graph).first.map { close($0.color, Scenes.Color(red: 1, green: 0.231, blue: 0.188)) } == true)
    // One press of the primary control, the style's tap: on, green. (The toggle adds no tap of
    // its own, which would toggle it back.)
    #expect(graph.pressPrimaryControl(at: 1) != nil)
    #expect(fills(graph, at: 1).first.map { close($0.color, green) } == true, "\(fills(graph, at: 1))")
  }

  @Test func theButtonStyleFillsWithTheTintWhenOn() {
    // iOS's blue tint (0, 122, 255): 15 % behind the label when off, whole when on.
    let blue = Scenes.Color(red: 0, green: 0.478, blue: 1)
    let off = fills(ViewGraph.probe(Toggle("Bold", isOn: .constant(false)).toggleStyle(.button)))
    let on = fills(ViewGraph.probe(Toggle("Bold", isOn: .constant(true)).toggleStyle(.button)))
    #expect(off.first.map { close($0.color, Scenes.Color(red: 0, green: 0.478, blue: 1, alpha: 0.15)) } == true, "\(off)")
    #expect(on.first.map { close($0.color, blue) } == true, "\(on)")
  }

  @Test func labeledContentPutsTheLabelLeadingAndATextValueTrailingInTheSecondaryStyle() throws {
    let commands = ViewGraph.probe(LabeledContent("Speed", value: "Fast")).frame(at: 0).commands
    let runs = commands.compactMap { command -> TextRun? in
      if case .text(let run) = command { return run }
      return nil
    }
    try #require(runs.count == 2, "\(commands)")
    #expect(runs[0].text == "Speed" && runs[1].text == "Fast")
    // The label starts at the leading edge, the value ends at the trailing one.
    #expect(runs[0].origin.x == 0)
    #expect(runs[1].origin.x > 200)
    // iOS's secondary label: (60, 60, 67) at 60 %.
    guard case .solid(let value) = runs[1].paint else {
      Issue.record("not solid: \(runs[1].paint)")
      return
    }
    #expect(close(value, Scenes.Color(red: 60 / 255.0, green: 60 / 255.0, blue: 67 / 255.0, alpha: 0.6)), "\(value)")
  }

  @Test func aButtonWithASystemImageShowsTheSymbolBesideItsTitleInTheTint() {
    let commands = ViewGraph.probe(Button("Animate", systemImage: "play.fill") {}).frame(at: 0).commands
    let title = commands.compactMap { command -> TextRun? in
      if case .text(let run) = command { return run }
      return nil
    }
    #expect(title.map(\.text) == ["Animate"])
    // The play symbol is a filled shape in the tint, before the title.
    let symbol = fills(ViewGraph.probe(Button("Animate", systemImage: "play.fill") {}))
    #expect(symbol.count == 1 && symbol.first.map { close($0.color, Scenes.Color(red: 0, green: 0.478, blue: 1)) } == true, "\(symbol)")
    #expect(symbol.first.map { $0.bounds.maxX <= (title.first?.origin.x ?? 0) } == true)
  }

  /// An iPhone's switch slides its knob on its own, without `withAnimation` (UISwitch): over a
  /// quarter of a second, easing in and out, so half way at 0.125 s (a symmetric curve is at
  /// half its change at half its time). The knob, 27 points inside a 51-point track with 2 of
  /// padding, travels 51 − 27 − 4 = 20 points.
  @Test func aSwitchSlidesItsKnobOnItsOwn() {
    let binding = ViewGraph.probe(SwitchOnly())
    func knobX(_ graph: ViewGraph, at time: Double) -> Double? {
      fills(graph, at: time).first { close($0.color, Scenes.Color(red: 1, green: 1, blue: 1)) }?.bounds.minX
    }
    let off = knobX(binding, at: 0)
    #expect(binding.pressPrimaryControl(at: 0.5) == "Toggle")
    let half = knobX(binding, at: 0.625)
    let on = knobX(binding, at: 0.75)
    #expect(off != nil && on.map { abs($0 - off! - 20) < 1e-6 } == true, "\(String(describing: off)) → \(String(describing: on))")
    #expect(half.map { abs($0 - off! - 10) < 1e-6 } == true, "half way: \(String(describing: half))")
  }

  /// iOS 15's `.tint` colours the activity indicator's spokes (a real file's white spinner on a
  /// green button); without a tint they are grey (the secondary label colour).
  @Test func theActivityIndicatorTakesTheTint() {
    let white = Scenes.Color(red: 1, green: 1, blue: 1)
    let tinted = fills(ViewGraph.probe(ProgressView().tint(.white)))
    let plain = fills(ViewGraph.probe(ProgressView()))
    #expect(tinted.count == 8 && plain.count == 8)
    // The brightest spoke is opaque; the others fade.
    #expect(tinted.contains { close($0.color, white) })
    #expect(tinted.allSatisfy { abs($0.color.red - 1) < 1e-9 && abs($0.color.blue - 1) < 1e-9 })
    #expect(!plain.contains { abs($0.color.red - 1) < 1e-9 })
  }

  /// `buttonBorderShape(_:)` gives a bordered button its shape (a real file's round button):
  /// the background is the shape's own outline at the button's frame, a 40 × 40 label padded
  /// 12 × 7, 64 × 54, centred like the shape drawn alone; without it, iOS's 6-point corners.
  @Test func aBorderedButtonTakesItsBorderShape() {
    func outlines(_ view: some View) -> [Outline] {
      ViewGraph.probe(view).frame(at: 0).commands.compactMap { command in
        if case .fill(.outline(let outline), _) = command { return outline }
        return nil
      }
    }
    func button(_ shape: ButtonBorderShape?) -> some View {
      Button {} label: { Text("A").frame(width: 40, height: 40) }
        .buttonStyle(.borderedProminent)
        .buttonBorderShape(shape ?? .automatic)
    }
    #expect(outlines(button(.capsule)) == outlines(Capsule().fill(.blue).frame(width: 64, height: 54)))
    #expect(outlines(button(.circle)) == outlines(Circle().fill(.blue).frame(width: 64, height: 54)))
    #expect(outlines(button(nil)) == outlines(RoundedRectangle(cornerRadius: 6).fill(.blue).frame(width: 64, height: 54)))
    #expect(outlines(button(.roundedRectangle(radius: 12))) == outlines(RoundedRectangle(cornerRadius: 12).fill(.blue).frame(width: 64, height: 54)))
    #expect(outlines(button(.capsule)).count == 1)
  }

  /// A prominent button's label is white unless a foreground style is set (a real file: tinted
  /// white, `.foregroundStyle(.black)` on the button, a black label on a white capsule; the
  /// label was drawn white on white). On the button, around it, with `foregroundColor`, or on the
  /// label itself: black. A bordered button's label is the tint unless one is set.
  @Test func anExplicitForegroundStyleReplacesAProminentButtonsWhiteLabel() {
    func labelColours(_ view: some View) -> [Scenes.Color] {
      ViewGraph.probe(view).frame(at: 0).commands.compactMap { command in
        if case .text(let run) = command, case .solid(let color) = run.paint { return color }
        return nil
      }
    }
    let black = Scenes.Color(red: 0, green: 0, blue: 0)
    let white = Scenes.Color(red: 1, green: 1, blue: 1)
    func prominent() -> some View { Button("Get Started") {}.buttonStyle(.borderedProminent).tint(.white) }
    #expect(labelColours(prominent()) == [white])
    #expect(labelColours(prominent().foregroundStyle(.black)) == [black])
    #expect(labelColours(prominent().foregroundColor(.black)) == [black])
    #expect(labelColours(VStack { prominent() }.foregroundStyle(.black)) == [black])
    #expect(labelColours(Button {} label: { Text("Go").foregroundStyle(.black) }.buttonStyle(.borderedProminent)) == [black])
    // Bordered: the tint (blue, (0, 122, 255)) by default, black when asked.
    let bordered = labelColours(Button("Go") {}.buttonStyle(.bordered))
    #expect(bordered.count == 1 && abs(bordered[0].blue - 1) < 1e-3 && abs(bordered[0].green - 0.478) < 1e-2, "\(bordered)")
    #expect(labelColours(Button("Go") {}.buttonStyle(.bordered).foregroundStyle(.black)) == [black])
  }

  @Test func spacePressesAToggleAfterATapGesture() {
    // The README's rule: the first Button or Toggle in layout order, else the first tap
    // gesture. The tap comes first in the stack, and the Toggle is pressed.
    let graph = ViewGraph.probe(TapThenToggle())
    #expect(graph.primaryControl == "Toggle")
    #expect(graph.pressPrimaryControl(at: 1) == "Toggle")
    #expect(fills(graph, at: 1.25).contains { close($0.color, green) }, "the switch is on")
    // With no control at all, the tap gesture is pressed.
    #expect(ViewGraph.probe(Text("tap").onTapGesture {}).primaryControl == "tap gesture")
  }

  @Test func aLabelStyleShowsTheIconOrTheTitleAlone() {
    func texts(_ view: some View) -> [String] {
      ViewGraph.probe(view).frame(at: 0).commands.compactMap { command in
        if case .text(let run) = command { return run.text }
        return nil
      }
    }
    // The play symbol is a shape (one fill); the title a text run.
    #expect(texts(Label("Play", systemImage: "play.fill")) == ["Play"])
    #expect(fills(ViewGraph.probe(Label("Play", systemImage: "play.fill"))).count == 1)
    #expect(texts(Label("Play", systemImage: "play.fill").labelStyle(.iconOnly)).isEmpty)
    #expect(fills(ViewGraph.probe(Label("Play", systemImage: "play.fill").labelStyle(.iconOnly))).count == 1)
    #expect(texts(Label("Play", systemImage: "play.fill").labelStyle(.titleOnly)) == ["Play"])
    #expect(fills(ViewGraph.probe(Label("Play", systemImage: "play.fill").labelStyle(.titleOnly))).isEmpty)
  }

  @Test func aToolbarOutsideANavigationContainerDrawsNothingAndALinkIsTintedText() throws {
    var warnings: [String] = []
    let saved = PreviewWarnings.sink
    PreviewWarnings.sink = { warnings.append($0) }
    defer { PreviewWarnings.sink = saved }
    let plain = ViewGraph.probe(Color.red.frame(width: 40, height: 40)).frame(at: 0).commands
    let withToolbar = ViewGraph.probe(
      Color.red.frame(width: 40, height: 40).toolbar {
        ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
      }.toolbarBackground(.hidden, for: .navigationBar)
    ).frame(at: 0).commands
    #expect(withToolbar == plain && !plain.isEmpty)
    #expect(warnings.isEmpty, "\(warnings)")
    let link = ViewGraph.probe(Link("Swift", destination: try #require(URL(string: "https://swift.org")))).frame(at: 0).commands
    guard link.count == 1, case .text(let run) = link[0], case .solid(let color) = run.paint else {
      Issue.record("not one solid text run: \(link)")
      return
    }
    #expect(run.text == "Swift" && close(color, Scenes.Color(red: 0, green: 0.478, blue: 1)))
  }

  @Test func aNavigationTitleDrawsItsContainersBarAboveTheRootView() throws {
    func layout(_ view: some View) -> (title: TextRun?, square: Rect?) {
      let commands = ViewGraph.probe(view).frame(at: 0).commands
      let title = commands.compactMap { command -> TextRun? in
        if case .text(let run) = command { return run }
        return nil
      }.first
      let square = commands.compactMap { command -> Rect? in
        if case .fill(.rect(let rect), _) = command, rect.width == 40 { return rect }
        return nil
      }.first
      return (title, square)
    }
    let square = Color.red.frame(width: 40, height: 40)
    // Large: a 44-point bar, then the title, 34-point bold, 16 points in, in a 52-point area;
    // the 40-point square centred in the 204 points left: y = 96 + 82.
    let large = layout(NavigationStack { square.navigationTitle("Title") })
    let title = try #require(large.title)
    #expect(title.text == "Title" && title.origin.x == 16 && title.font.size == 34 && title.font.weight == .bold)
    #expect(large.square == Rect(x: 180, y: 178, width: 40, height: 40))
    // Inline: the title centred in the bar, 17-point semibold (8.5 points a character with the
    // probe's metrics: 42.5, sized up to the whole point, 43, as text is: at x = 178.5); the
    // square centred in the 256 points below.
    let inline = layout(NavigationView { square.navigationTitle("Title").navigationBarTitleDisplayMode(.inline) })
    #expect(inline.title?.font.size == 17 && inline.title?.font.weight == .semibold)
    #expect(inline.title.map { abs($0.origin.x - 178.5) < 1e-9 } == true, "\(String(describing: inline.title?.origin))")
    #expect(inline.square == Rect(x: 180, y: 152, width: 40, height: 40))
    // Outside a navigation container: nothing drawn, the square centred in the whole canvas.
    let bare = layout(square.navigationTitle("Title"))
    #expect(bare.title == nil && bare.square == Rect(x: 180, y: 130, width: 40, height: 40))
  }

  /// A title set on a view inside the root (a real file: NavigationView › VStack { Text, List
  /// .navigationTitle }) is the container's, as SwiftUI's preference is: the bar at the top and
  /// the whole root view below it, not the title where the inner view is. Worked by hand: the
  /// large title's 52-point area is 44 below the top, its 40.8-point line centred in it (top
  /// 49.6), the baseline 3.4 of half-leading and 27.2 of ascent lower: 80.2, 16 points in. The
  /// root view is in the 204 points below the bar (y 96): the padded text's line (16 of padding,
  /// 20.4 high) has its baseline at 96 + 16 + 1.7 + 13.6 = 127.3; the list below it.
  @Test func aTitleOnAViewInsideTheRootIsTheContainersBarAtTheTop() throws {
    let commands = ViewGraph.probe(
      NavigationView {
        VStack {
          Text("Row above the list").padding()
          List {
            Text("One")
            Text("Two")
          }
          .navigationTitle("Tasks")
        }
      }
    ).frame(at: 0).commands
    let runs = commands.compactMap { command -> TextRun? in
      if case .text(let run) = command { return run }
      return nil
    }
    let title = try #require(runs.first { $0.text == "Tasks" }, "\(runs.map(\.text))")
    #expect(abs(title.origin.x - 16) < 1e-6 && abs(title.origin.y - 80.2) < 1e-6, "\(title.origin)")
    let above = try #require(runs.first { $0.text == "Row above the list" })
    #expect(abs(above.origin.y - 127.3) < 1e-6, "\(above.origin)")
    let one = try #require(runs.first { $0.text == "One" })
    #expect(one.origin.y > 127.3 + 20, "\(one.origin)")
    #expect(runs.filter { $0.text == "Tasks" }.count == 1, "the title once")
  }

  /// The bar is in front of the content, as iOS's: a card moved up under the large title (a
  /// real file's flip card) is drawn before the title, which stays readable over it.
  @Test func theNavigationBarIsInFrontOfTheContent() {
    let commands = ViewGraph.probe(NavigationStack {
      Color.red.frame(width: 200, height: 200).offset(y: -150).navigationTitle("Title")
    }).frame(at: 0).commands
    let red = commands.firstIndex { command in
      if case .fill(_, .solid(let color)) = command { return color.red > 0.9 && color.green < 0.3 }
      return false
    }
    let title = commands.firstIndex { command in
      if case .text(let run) = command { return run.text == "Title" }
      return false
    }
    #expect(red != nil && title != nil && red! < title!, "\(commands)")
    #expect(commands.filter { if case .text = $0 { true } else { false } }.count == 1, "the title once")
  }

  @Test func sensoryFeedbackCompilesAndChangesNothingDrawn() {
    let plain = ViewGraph.probe(Color.red.frame(width: 40, height: 40)).frame(at: 0).commands
    let felt = ViewGraph.probe(
      Color.red.frame(width: 40, height: 40)
        .sensoryFeedback(.success, trigger: 1)
        .sensoryFeedback(.impact(weight: .heavy, intensity: 0.5), trigger: 2)
        .sensoryFeedback(trigger: 3) { old, new in new > old ? .increase : nil }
    ).frame(at: 0).commands
    #expect(felt == plain && !plain.isEmpty)
  }

  @Test func aSymbolPlaceholderTakesTheForegroundStyle() {
    var warnings: [String] = []
    let saved = PreviewWarnings.sink
    PreviewWarnings.sink = { warnings.append($0) }
    defer { PreviewWarnings.sink = saved }
    let red = fills(ViewGraph.probe(Image(systemName: "suit.club.fill").foregroundColor(.red)))
    // iOS's red, (255, 59, 48), at the placeholder's 35 %.
    #expect(red.count == 1 && red.first.map { close($0.color, Scenes.Color(red: 1, green: 0.231, blue: 0.188, alpha: 0.35)) } == true, "\(red)")
    #expect(warnings.count == 1 && warnings.first?.contains("suit.club.fill") == true)
  }

  @Test func aSymbolEffectCompilesDrawsTheSymbolAndWarnsOnceAtItsLine() {
    var warnings: [String] = []
    let saved = PreviewWarnings.sink
    PreviewWarnings.sink = { warnings.append($0) }
    defer { PreviewWarnings.sink = saved }
    let plain = fills(ViewGraph.probe(Image(systemName: "heart.fill")))
    let line: UInt = #line + 1
    let graph = ViewGraph.probe(Image(systemName: "heart.fill").symbolEffect(.variableColor.iterative.reversing, options: .repeating))
    let bouncing = ViewGraph.probe(Image(systemName: "heart.fill").symbolEffect(.bounce.up.byLayer, value: 3))
    #expect(fills(graph).map(\.bounds) == plain.map(\.bounds) && !plain.isEmpty)
    #expect(fills(bouncing).map(\.bounds) == plain.map(\.bounds))
    _ = fills(graph, at: 1)
    #expect(warnings.filter { $0.contains(":\(line): warning: the symbol effect is not drawn") }.count == 1, "\(warnings)")
  }
}

/// A checkbox style, as user files write them: a square, red when off and green when on, that
/// toggles on a tap.
/// A value in 0...10 (5 at first) under a 228-point slider in whole steps, drawn as a black
/// bar 10 points a unit wide behind it; the slider's editing reports kept in order.
private struct SlidingValue: View {
  nonisolated(unsafe) static var edits: [Bool] = []
  @State private var value = 5.0
  var body: some View {
    Slider(value: $value, in: 0...10, step: 1) { Self.edits.append($0) }
      .frame(width: 228)
      .background(alignment: .topLeading) { Color(red: 0, green: 0, blue: 0).frame(width: value * 10, height: 1) }
  }
}

/// A count from 1 to 3 under a stepper with its label hidden, drawn as a black bar 10 points a
/// unit wide behind it.
private struct SteppedCount: View {
  @State private var count = 1
  var body: some View {
    Stepper("Count", value: $count, in: 1...3).labelsHidden()
      .background(alignment: .topLeading) { Color(red: 0, green: 0, blue: 0).frame(width: Double(count) * 10, height: 1) }
  }
}

private struct CheckboxStyle: ToggleStyle {
  func makeBody(configuration: Configuration) -> some View {
    Rectangle().fill(configuration.isOn ? Color.green : Color.red).frame(width: 20, height: 20)
      .onTapGesture { configuration.isOn.toggle() }
  }
}

private struct CheckboxToggle: View {
  @State private var isOn = false
  var body: some View {
    Toggle(isOn: $isOn) { EmptyView() }.toggleStyle(CheckboxStyle())
  }
}

private struct SwitchOnly: View {
  @State private var isOn = false
  var body: some View { Toggle("Wi-Fi", isOn: $isOn).labelsHidden() }
}

private struct TapThenToggle: View {
  @State private var isOn = false
  @State private var taps = 0
  var body: some View {
    VStack {
      Text("tapped \(taps)").onTapGesture { taps += 1 }
      Toggle("Wi-Fi", isOn: $isOn)
    }
  }
}

private struct Fields: View {
  @State private var email = ""
  @FocusState private var isFocused: Bool
  var body: some View {
    VStack {
      TextField("Email", text: $email).focused($isFocused).textFieldStyle(.roundedBorder)
      SecureField("Password", text: .constant("abc"))
      (isFocused ? Color.blue : Color.gray).frame(width: 10, height: 10)
      Button("Go") { isFocused = true }
    }
    .frame(width: 200)
  }
}
