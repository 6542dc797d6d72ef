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
  /// least flexible child, the 64-point switch, is offered a third and takes 64; the text is
  /// offered half of the 288 left, 144, and takes 133 on one line; the spacer (most flexible)
  /// takes the remaining 155, so the switch ends at the row's right edge (376).
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

  /// The same row on a 300-point canvas: the text's share is (252 − 64) / 2 = 94 points, less
  /// than its 132.6, so it wraps, as SwiftUI's even split makes it; `.layoutPriority(1)` offers it
  /// the whole 252 − 64 first (the switch's minimum set aside), and it keeps its line.
  @Test func aNarrowRowWrapsTheLabelUnlessItHasPriority() {
    func lines(_ label: some View) -> [String] {
      let view = HStack {
        label
        Spacer()
        Knob()
      }
      .padding(24)
      let graph = ViewGraph(root: AnyView(view), size: CGSize(width: 300, height: 300), metrics: FixedTextMetrics(advanceFactor: 0.6))
      return texts(graph).map(\.text)
    }
    #expect(lines(Text("Notifications")).count == 2)
    #expect(lines(Text("Notifications").layoutPriority(1)) == ["Notifications"])
    #expect(lines(Text("Notifications").fixedSize()) == ["Notifications"])
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
