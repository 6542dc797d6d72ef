import Scenes
import Testing

@testable import MotionUI

/// Stacks by SwiftUI's rules, worked by hand: the least flexible child is offered its even
/// share first, the spacer takes what is left.
@MainActor
struct StackLayoutTests {
  /// The gallery's switch (`CustomToggle`): a 64 × 36 capsule and a knob, not flexible.
  struct Knob: View {
    var body: some View {
      ZStack {
        Capsule().fill(Color.green).frame(width: 64, height: 36)
        Circle().fill(.white).frame(width: 30, height: 30)
          .shadow(color: .black.opacity(0.2), radius: 2, x: 0, y: 1)
          .offset(x: 14)
      }
      .onTapGesture {}
    }
  }

  private func texts(_ graph: ViewGraph) -> [TextRun] {
    graph.frame(at: 0).commands.compactMap { command in
      if case .text(let run) = command { return run }
      return nil
    }
  }

  private func rects(_ graph: ViewGraph) -> [Rect] {
    graph.frame(at: 0).commands.compactMap { command in
      if case .fill(let shape, _) = command { return shape.bounds }
      return nil
    }
  }

  /// The gallery's toggle row on a 400-point canvas, with text 0.6 of its size a character
  /// ("Notifications" is 13 × 10.2 = 132.6 points): the row is 400 − 2 · 24 = 352 wide. The
  /// spacer yields to the other views (it takes what they leave, at least its 8 points); of
  /// those, the least flexible, the 64-point switch, takes 64; the text is offered the 280
  /// left after the spacer's minimum and takes 133 on one line; the spacer takes the remaining
  /// 155, so the switch ends at the row's right edge (376).
  @Test func aLabelBesideASpacerKeepsItsLineAndTheSpacerTakesTheRest() {
    let view = HStack {
      Text("Notifications")
      Spacer()
      Knob()
    }
    .padding(24)
    let graph = ViewGraph(root: AnyView(view), size: CGSize(width: 400, height: 300), metrics: FixedTextMetrics(advanceFactor: 0.6))
    #expect(texts(graph).map(\.text) == ["Notifications"])
    #expect(texts(graph).first?.origin.x == 24)
    // The capsule: 64 wide, its right edge at 400 − 24.
    let capsule = rects(graph).first { $0.width == 64 }
    #expect(capsule?.maxX == 376)
  }

  /// The same row on narrower canvases. At 300 points the text is offered 252 − 64 − 8 = 180
  /// and keeps its line: a spacer takes only what the other views leave, as an iPhone shows
  /// (a real file's recording, `AnimatedGraph-SwiftUI`: five "Week n" labels between spacers
  /// in a 290-point row, each on one line, where an even split of the row would offer each
  /// label 32 points). At 200 points it is offered 152 − 64 − 8 = 80, less than its 132.6, and
  /// wraps; `.fixedSize()` keeps its line.
  @Test func aLabelBesideASpacerWrapsOnlyWhenWhatTheOthersLeaveIsTooNarrow() {
    func lines(_ label: some View, width: CGFloat) -> [String] {
      let view = HStack {
        label
        Spacer()
        Knob()
      }
      .padding(24)
      let graph = ViewGraph(root: AnyView(view), size: CGSize(width: width, height: 300), metrics: FixedTextMetrics(advanceFactor: 0.6))
      return texts(graph).map(\.text)
    }
    #expect(lines(Text("Notifications"), width: 300) == ["Notifications"])
    #expect(lines(Text("Notifications"), width: 200).count == 2)
    #expect(lines(Text("Notifications").fixedSize(), width: 200) == ["Notifications"])
  }

  /// Five labels between four spacers in a 290-point row (the real file above): each label
  /// is offered an even share of what the spacers' minimums leave, (290 − 4 · 8) / 5 = 51.6,
  /// and keeps its line ("Week n" is 6 × 8 = 48 points at 0.6 of its size a character); the
  /// spacers share the rest evenly.
  @Test func labelsBetweenSpacersKeepTheirLinesAndTheSpacersShareTheRest() {
    let view = HStack {
      ForEach(1...5, id: \.self) { index in
        Text("Week \(index)").font(.system(size: 13 + 1 / 3))
        if index != 5 { Spacer() }
      }
    }
    .frame(width: 290)
    let graph = ViewGraph(root: AnyView(view), size: CGSize(width: 400, height: 300), metrics: FixedTextMetrics(advanceFactor: 0.6))
    let runs = texts(graph)
    #expect(runs.map(\.text) == (1...5).map { "Week \($0)" })
    // The row starts at (400 − 290) / 2 = 55; each gap is (290 − 5 · 48) / 4 = 12.5.
    let starts = runs.map(\.origin.x)
    for (index, start) in starts.enumerated() {
      #expect(abs(start - (55 + Double(index) * 60.5)) < 1e-6, "label \(index + 1) at \(start)")
    }
  }

  /// SwiftUI's published behaviour (The SwiftUI Field Guide, "HStack": `HStack { Color.purple;
  /// Text("Hello, world"); Color.pink }` at 200 points renders the text on two lines): the text,
  /// least flexible, is offered a third of what the spacing leaves, (200 − 16) / 3 ≈ 61.3 points,
  /// less than its 12 × 8.5 = 102, and wraps after "Hello, ". Stacks split space evenly, least
  /// flexible first (OpenSwiftUI `StackLayout.sizeChildrenGenerallyWithConcreteMajorProposal`),
  /// so a label is not given its ideal width when the even split is narrower.
  @Test func aTextBetweenTwoColoursIsOfferedAThirdAndWraps() {
    let view = HStack {
      Color.purple
      Text("Hello, world")
      Color.pink
    }
    .frame(width: 200, height: 100)
    let graph = ViewGraph(root: AnyView(view), size: CGSize(width: 400, height: 300), metrics: FixedTextMetrics())
    #expect(texts(graph).map(\.text) == ["Hello,", "world"])
  }
}

/// Modifiers on several views (`ForEach`, `Group`) apply to each, as SwiftUI's do, and several
/// views at the root stand in a column.
@MainActor
struct ViewListModifierTests {
  @Test func aModifierOnAForEachAppliesToEachOfItsViews() {
    // Each 10-point square padded by 5: three 20-point rows, and the 1-point bar below, 61 in
    // all, from y = 119.5; the squares 5 in. Each appears once: three appearances, drawn as
    // the bar, 30 wide.
    let rects = ViewGraph.probe(Padded()).filledRects(at: 0)
    #expect(
      rects == [
        Rect(x: 195, y: 124.5, width: 10, height: 10), Rect(x: 195, y: 144.5, width: 10, height: 10),
        Rect(x: 195, y: 164.5, width: 10, height: 10), Rect(x: 185, y: 179.5, width: 30, height: 1),
      ])
  }

  @Test func aModifierOnAGroupAppliesToEachChildAndRootViewsStandInAColumn() {
    // The group's two squares each framed 20 × 20 (not the two in one frame): at the root, in
    // a column 8 apart (48 high, from y = 126), each square centred in its frame.
    let rects = ViewGraph.probe(
      Group {
        Color.blue.frame(width: 10, height: 10)
        Color.blue.frame(width: 10, height: 10)
      }
      .frame(width: 20, height: 20)
    ).filledRects(at: 0)
    #expect(rects == [Rect(x: 195, y: 131, width: 10, height: 10), Rect(x: 195, y: 159, width: 10, height: 10)])
  }
}

private struct Padded: View {
  @State private var appeared = 0
  var body: some View {
    VStack(spacing: 0) {
      ForEach(0..<3, id: \.self) { _ in Color.blue.frame(width: 10, height: 10) }
        .padding(5)
        .onAppear { appeared += 1 }
      Color.blue.frame(width: CGFloat(appeared) * 10, height: 1)
    }
  }
}
