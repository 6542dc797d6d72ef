import Foundation
import Scenes
import Testing

@testable import MotionUI

/// Preferences and anchors in the graph of a 400 × 300 canvas, against geometry worked by hand:
/// an underline that follows the selected tab through an anchor and moves with the selection's
/// animation, values combined by `reduce` in view order and only between views that give one,
/// and a geometry reader's frame in the canvas and in a named space, read by
/// `onPreferenceChange`.
@MainActor
struct PreferenceTests {
  /// The rectangles filled with `color` at `time`.
  private func rects(_ graph: ViewGraph, of color: Scenes.Color, at time: Double) -> [Rect] {
    graph.advance(to: time)
    return graph.frame(at: time).commands.compactMap { command in
      if case .fill(.rect(let rect), .solid(color)) = command { return rect }
      return nil
    }
  }

  /// The underline's rectangles (pure red) at `time`.
  private func reds(_ graph: ViewGraph, at time: Double) -> [Rect] {
    rects(graph, of: Scenes.Color(red: 1, green: 0, blue: 0), at: time)
  }

  /// The widths of the black bars that draw the values read.
  private func readValues(_ graph: ViewGraph) -> [Double] {
    rects(graph, of: Scenes.Color(red: 0, green: 0, blue: 0), at: 0).map(\.width)
  }

  @Test func anUnderlineFollowsTheSelectedTabThroughItsAnchorAndMovesWithTheAnimation() throws {
    let graph = ViewGraph.probe(Tabs())
    // Tabs 40, 60 and 80 wide, 10 apart, padded by 10: 220 × 40, centred at (90, 130). The
    // underline is at the overlay's bottom, under tab 0: x = 90 + 10, 2 high.
    #expect(reds(graph, at: 0) == [Rect(x: 100, y: 168, width: 40, height: 2)])
    // A tap on tab 2 (x 220…300) selects it with a 1-second linear animation: half way, the
    // underline is half way in place (x 100 → 220) and in width (40 → 80).
    #expect(graph.tap(at: CGPoint(x: 260, y: 150), time: 1) != nil)
    let half = try #require(reds(graph, at: 1.5).first)
    #expect(abs(half.minX - 160) < 1e-6 && abs(half.width - 60) < 1e-6 && half.minY == 168, "\(half)")
    #expect(reds(graph, at: 2.5) == [Rect(x: 220, y: 168, width: 80, height: 2)])
  }

  @Test func valuesAreReducedInViewOrderBetweenTheViewsThatGiveOne() {
    let graph = ViewGraph.probe(Reduced())
    // The observers' values drawn as widths: [1, 2, 3] in order (1·100 + 2·10 + 3 = 123; the
    // default, [9], is not among them); transformPreference appends 4 to its content's [5]
    // (54); a subtree that gives none has the default (9).
    #expect(readValues(graph) == [123, 54, 9])
  }

  @Test func anActionThatKeepsChangingWhatItReadsStopsAndSaysSo() {
    // A bar that grows by 1 each time its width changes: it would grow for ever. The observer
    // runs 32 times at that moment (the width from 0 to 32) and stops, with one warning.
    var said: [String] = []
    let saved = PreviewWarnings.sink
    PreviewWarnings.sink = { said.append($0) }
    defer { PreviewWarnings.sink = saved }
    let graph = ViewGraph.probe(Growing())
    #expect(readValues(graph) == [32])
    #expect(said.count == 1 && said.first?.contains("`onPreferenceChange` changed the value it reads 32 times") == true, "\(said)")
  }

  @Test func aGeometryReaderKnowsItsFrameInTheCanvasAndInANamedSpace() {
    let graph = ViewGraph.probe(Located())
    // A 100 × 50 reader padded by 20 inside a named 140 × 90 box, centred: the box at
    // (130, 105), the reader at (150, 125). Drawn as widths: the global minX, the named
    // space's minX, and minY in it.
    #expect(readValues(graph) == [150, 20, 20])
    // Moved by `.offset(x: 30)` inside the named box: 30 further in both (an offset is a
    // geometry effect, which changes the coordinate transform of the views inside it).
    #expect(readValues(ViewGraph.probe(Located(shift: 30))) == [180, 50, 20])
  }
}

private struct TabBounds: PreferenceKey {
  static let defaultValue: Anchor<CGRect>? = nil
  static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
    value = value ?? nextValue()
  }
}

private struct Tabs: View {
  @State private var selected = 0
  let widths: [CGFloat] = [40, 60, 80]
  var body: some View {
    HStack(spacing: 10) {
      ForEach(0..<3, id: \.self) { index in
        Color.blue.frame(width: widths[index], height: 20)
          .onTapGesture { withAnimation(.linear(duration: 1)) { selected = index } }
          .anchorPreference(key: TabBounds.self, value: .bounds) { selected == index ? $0 : nil }
      }
    }
    .padding(10)
    .overlayPreferenceValue(TabBounds.self) { anchor in
      GeometryReader { proxy in
        if let anchor {
          Color(red: 1, green: 0, blue: 0)
            .frame(width: proxy[anchor].width, height: 2)
            .offset(x: proxy[anchor].minX)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .bottomLeading)
        }
      }
    }
  }
}

private struct Width: PreferenceKey {
  static let defaultValue = 0.0
  static func reduce(value: inout Double, nextValue: () -> Double) { value = nextValue() }
}

private struct Growing: View {
  @State private var width = 0.0
  var body: some View {
    Color.black.frame(width: width, height: 1)
      .preference(key: Width.self, value: width)
      .onPreferenceChange(Width.self) { width = $0 + 1 }
  }
}

private struct Digits: PreferenceKey {
  static let defaultValue = [9]
  static func reduce(value: inout [Int], nextValue: () -> [Int]) { value += nextValue() }
}

private struct Reduced: View {
  @State private var all: [Int] = []
  @State private var transformed: [Int] = []
  @State private var none: [Int] = []
  var body: some View {
    VStack(spacing: 0) {
      VStack {
        Color.green.frame(width: 1, height: 1).preference(key: Digits.self, value: [1])
        Color.green.frame(width: 1, height: 1)
        HStack {
          Color.green.frame(width: 1, height: 1).preference(key: Digits.self, value: [2])
          Color.green.frame(width: 1, height: 1).preference(key: Digits.self, value: [3])
        }
      }
      .onPreferenceChange(Digits.self) { all = $0 }
      Color.green.frame(width: 1, height: 1)
        .preference(key: Digits.self, value: [5])
        .transformPreference(Digits.self) { $0.append(4) }
        .onPreferenceChange(Digits.self) { transformed = $0 }
      Color.green.frame(width: 1, height: 1).onPreferenceChange(Digits.self) { none = $0 }
      Color.black.frame(width: width(all), height: 1)
      Color.black.frame(width: width(transformed), height: 1)
      Color.black.frame(width: width(none), height: 1)
    }
  }

  /// The digits as a decimal number.
  func width(_ digits: [Int]) -> CGFloat { CGFloat(digits.reduce(0) { $0 * 10 + $1 }) }
}

private struct Place: PreferenceKey {
  static let defaultValue = CGRect.zero
  static func reduce(value: inout CGRect, nextValue: () -> CGRect) { value = nextValue() }
}

private struct NamedPlace: PreferenceKey {
  static let defaultValue = CGRect.zero
  static func reduce(value: inout CGRect, nextValue: () -> CGRect) { value = nextValue() }
}

private struct Located: View {
  /// How far `.offset` moves the reader.
  var shift = 0.0
  @State private var global = CGRect.zero
  @State private var named = CGRect.zero
  var body: some View {
    GeometryReader { proxy in
      Color.clear
        .preference(key: Place.self, value: proxy.frame(in: .global))
        .preference(key: NamedPlace.self, value: proxy.frame(in: .named("box")))
    }
    .frame(width: 100, height: 50)
    .offset(x: shift)
    .padding(20)
    .coordinateSpace(name: "box")
    .onPreferenceChange(Place.self) { global = $0 }
    .onPreferenceChange(NamedPlace.self) { named = $0 }
    // Behind, so that they move nothing: the values read, as widths.
    .background(alignment: .topLeading) {
      VStack(spacing: 0) {
        Color.black.frame(width: global.minX, height: 1)
        Color.black.frame(width: named.minX, height: 1)
        Color.black.frame(width: named.minY, height: 1)
      }
    }
  }
}

/// `.visualEffect` and a long `ScrollView` in a 400 × 300 canvas: effects made from the view's
/// own frame in the canvas, which move nothing else.
@MainActor
struct VisualEffectTests {
  @Test func effectsFollowEachViewsFrameAndLeaveTheLayoutAlone() {
    let graph = ViewGraph.probe(Shifted())
    // Three 20-point squares in a column, centred: x = 190, y = 120, 140 and 160. Each is
    // moved right by its own minY; the column's layout is as without the effect.
    let squares = graph.filledRects(at: 0)
    #expect(
      squares == [
        Rect(x: 310, y: 120, width: 20, height: 20), Rect(x: 330, y: 140, width: 20, height: 20),
        Rect(x: 350, y: 160, width: 20, height: 20),
      ])
  }

  @Test func scrollTransitionsGiveTheRowsInsideTheIdentityPhaseAndTheOthersTheEdgesPhase() {
    // Rows of 80 in a 300-point scroll view: rows 0–2 inside, row 3 (240…320) three quarters
    // inside, row 4 below. Beyond the edge a row is drawn at half scale about its centre.
    let half = { (top: Double) in Rect(x: 100, y: top + 20, width: 200, height: 40) }
    let anyPart = ViewGraph.probe(Rows(configuration: .interactive)).filledRects(at: 0)
    #expect(anyPart.count == 5)
    #expect(Array(anyPart.prefix(4)) == (0..<4).map { Rect(x: 0, y: Double($0) * 80, width: 400, height: 80) })
    #expect(anyPart.last == half(320))
    let most = ViewGraph.probe(Rows(configuration: .animated.threshold(.visible(0.9)))).filledRects(at: 0)
    #expect(most.count == 5)
    #expect(Array(most.suffix(2)) == [half(240), half(320)])
  }

  @Test func containerRelativeFramesDivideTheScrollViewsLength() {
    // Cards of half the 400-point scroll view, 10 apart: (400 − 10) ÷ 2 = 195 wide, at x = 0 and
    // 205; the row 50 high, centred (y = 125). A span of 2 of 3 parts: (400 − 20) ÷ 3 × 2 + 10.
    let cards = ViewGraph.probe(
      ScrollView(.horizontal) {
        HStack(spacing: 10) {
          ForEach(0..<3, id: \.self) { _ in Color.blue.frame(height: 50).containerRelativeFrame(.horizontal, count: 2, spacing: 10) }
        }
        .scrollTargetLayout()
      }
      .scrollTargetBehavior(.viewAligned)
      .scrollIndicators(.hidden)
    ).filledRects(at: 0)
    #expect(Array(cards.prefix(2)) == [Rect(x: 0, y: 125, width: 195, height: 50), Rect(x: 205, y: 125, width: 195, height: 50)])
    let wide = ViewGraph.probe(Color.blue.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10).frame(height: 10)).filledRects(at: 0)
    let width = 380.0 / 3 * 2 + 10
    #expect(wide.count == 1 && abs((wide.first?.width ?? 0) - width) < 1e-9, "\(wide)")
  }

  @Test func contentMarginsInsetTheContentAndTheScrollViewClipsAtItsOwnBounds() {
    // A real file's carousel: 100-point cards 10 apart, moved 60 left, in a horizontal scroll
    // view 300 wide with margins of 40. The scroll view is as tall as its content and the
    // margins (100 + 80 = 180), centred: at (50, 60). The first card is 40 in from its leading
    // edge and 40 down, less the offset: x = 50 + 40 − 60 = 30, y = 100. The clip is the scroll
    // view's bounds (50, 60, 300, 180), not the margins' (90, 100, 220, 100), so the part of the
    // card moved into the margin shows.
    let graph = ViewGraph.probe(
      ScrollView(.horizontal) {
        HStack(spacing: 10) {
          ForEach(0..<6, id: \.self) { _ in Color.blue.frame(width: 100, height: 100) }
        }
        .offset(x: -60)
      }
      .contentMargins(.all, 40)
      .frame(width: 300)
    )
    #expect(graph.filledRects(at: 0).first == Rect(x: 30, y: 100, width: 100, height: 100))
    let clips = graph.frame(at: 0).commands.compactMap { command -> Rect? in
      if case .pushClip(let rect) = command { return rect }
      return nil
    }
    #expect(clips == [Rect(x: 50, y: 60, width: 300, height: 180)], "\(clips)")
  }

  @Test func aScrollViewLongerThanTheCanvasStartsAtItsStart() {
    // Ten rows of 100 in a 300-point canvas: the first at the top (it was centred, at −350).
    let graph = ViewGraph.probe(ScrollView { VStack(spacing: 0) { ForEach(0..<10, id: \.self) { _ in Color.blue.frame(height: 100) } } })
    #expect(graph.filledRects(at: 0).first == Rect(x: 0, y: 0, width: 400, height: 100))
    // A horizontal one is as tall as its content, centred as any view is, its content from
    // its leading edge.
    let row = ViewGraph.probe(ScrollView(.horizontal) { HStack(spacing: 0) { ForEach(0..<10, id: \.self) { _ in Color.blue.frame(width: 50, height: 50) } } })
    #expect(row.filledRects(at: 0).first == Rect(x: 0, y: 125, width: 50, height: 50))
    // It clips its content to its bounds, unless `scrollClipDisabled`.
    let clips = { (graph: ViewGraph) in graph.frame(at: 0).commands.contains { if case .pushClip = $0 { true } else { false } } }
    #expect(clips(row))
    #expect(!clips(ViewGraph.probe(ScrollView(.horizontal) { Color.blue.frame(width: 50, height: 50) }.scrollClipDisabled())))
  }
}

private struct Rows: View {
  let configuration: ScrollTransitionConfiguration
  var body: some View {
    ScrollView {
      VStack(spacing: 0) {
        ForEach(0..<5, id: \.self) { _ in
          Color.blue.frame(height: 80)
            .scrollTransition(configuration) { content, phase in content.scaleEffect(phase.isIdentity ? 1 : 0.5) }
        }
      }
    }
  }
}

private struct Shifted: View {
  var body: some View {
    VStack(spacing: 0) {
      ForEach(0..<3, id: \.self) { _ in
        Color.blue.frame(width: 20, height: 20)
          .visualEffect { content, proxy in content.offset(x: proxy.frame(in: .global).minY) }
      }
    }
  }
}

/// `onGeometryChange(for:of:action:)` on a 400 × 300 canvas, against frames worked by hand.
@MainActor
struct GeometryChangeTests {
  /// A 120 × 40 rectangle reports its size at once, and its new size when it changes: a bar
  /// drawn as wide as the width read shows it.
  @Test func aViewsSizeIsReportedWhenItAppearsAndWhenItChanges() {
    let graph = ViewGraph.probe(SizeReporter())
    // The bar, 1 point high, below the rectangle: as wide as the width read.
    func barWidth(at time: Double) -> Double? { graph.filledRects(at: time).first { $0.height == 1 }?.width }
    #expect(barWidth(at: 0) == 120)
    #expect(graph.tap(at: CGPoint(x: 200, y: 150), time: 0.5) != nil)
    #expect(barWidth(at: 0.6) == 200)
  }

  /// The two-value form is given the old value with the new one.
  @Test func theTwoValueFormIsGivenTheOldValue() {
    let graph = ViewGraph.probe(SizeReporter(twoValues: true))
    _ = graph.filledRects(at: 0)
    #expect(graph.tap(at: CGPoint(x: 200, y: 150), time: 0.5) != nil)
    _ = graph.filledRects(at: 0.6)
    #expect(SizeReporter.changes.last.map { $0.old == 120 && $0.new == 200 } == true, "\(SizeReporter.changes)")
  }
}

private struct SizeReporter: View {
  var twoValues = false
  @MainActor static var changes: [(old: Double, new: Double)] = []
  @State private var wide = false
  @State private var width = 0.0

  var body: some View {
    VStack(spacing: 0) {
      if twoValues {
        Color.blue.frame(width: wide ? 200 : 120, height: 40)
          .onGeometryChange(for: Double.self) { $0.size.width } action: { old, new in
            Self.changes.append((old, new))
            width = new
          }
      } else {
        Color.blue.frame(width: wide ? 200 : 120, height: 40)
          .onGeometryChange(for: Double.self) { $0.size.width } action: { width = $0 }
      }
      Color.red.frame(width: width, height: 1)
    }
    .onTapGesture { wide = true }
  }
}
