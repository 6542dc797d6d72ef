import Scenes
import Testing

@testable import MotionUI

/// `matchedGeometryEffect` at exact times: a 20 × 20 box centred at (100, 100) is replaced, in
/// one linearly animated transaction, by a 60 × 40 box of the same id centred at (300, 200); the
/// new box starts on the old one's frame, (90, 90, 20, 20), and moves and grows linearly to its
/// own, (270, 180, 60, 40).
@MainActor
struct MatchedGeometryTests {
  private func boxes(_ graph: ViewGraph, at time: Double) -> [Rect] { graph.filledRects(at: time) }

  private func near(_ a: Rect, _ b: Rect) -> Bool {
    abs(a.origin.x - b.origin.x) < 1e-9 && abs(a.origin.y - b.origin.y) < 1e-9 && abs(a.size.width - b.size.width) < 1e-9
      && abs(a.size.height - b.size.height) < 1e-9
  }

  @Test func anInsertedViewMovesFromTheRemovedOnesFrameToItsOwn() {
    let graph = ViewGraph.probe(Swap())
    #expect(boxes(graph, at: 0) == [Rect(x: 90, y: 90, width: 20, height: 20)])
    graph.pressPrimaryControl(at: 1)
    let expected: [(Double, Rect)] = [
      (1, Rect(x: 90, y: 90, width: 20, height: 20)),
      (1.5, Rect(x: 180, y: 135, width: 40, height: 30)),
      (2, Rect(x: 270, y: 180, width: 60, height: 40)),
      (3, Rect(x: 270, y: 180, width: 60, height: 40)),
    ]
    for (time, rect) in expected {
      let drawn = boxes(graph, at: time)
      #expect(drawn.count == 1 && drawn.first.map { near($0, rect) } == true, "at \(time): \(drawn)")
    }
  }

  @Test func matchingOnlyThePositionKeepsTheInsertedViewsSize() {
    let graph = ViewGraph.probe(Swap(properties: .position))
    graph.pressPrimaryControl(at: 1)
    // The 60 × 40 box starts centred where the old box's centre was, (100, 100): at (70, 80);
    // halfway to (270, 180) it is at (170, 130), its size unchanged.
    #expect(boxes(graph, at: 1) == [Rect(x: 70, y: 80, width: 60, height: 40)])
    #expect(boxes(graph, at: 1.5) == [Rect(x: 170, y: 130, width: 60, height: 40)])
  }

  @Test func aRemovedViewWithATransitionTravelsToTheInsertedOnesFrame() {
    let graph = ViewGraph.probe(Swap(fades: true))
    graph.pressPrimaryControl(at: 1)
    // Both boxes draw (the old one fading out, the new one fading in) on one frame moving from
    // the old frame to the new one.
    let halfway = Rect(x: 180, y: 135, width: 40, height: 30)
    let drawn = boxes(graph, at: 1.5)
    #expect(drawn.count == 2 && drawn.allSatisfy { near($0, halfway) }, "\(drawn)")
    #expect(boxes(graph, at: 2) == [Rect(x: 270, y: 180, width: 60, height: 40)], "the old box is gone once its removal ends")
  }

  @Test func aViewThatIsNotTheSourceTakesTheSourcesFrame() {
    let graph = ViewGraph.probe(Follower())
    // The source's frame is (90, 90, 20, 20); the follower is laid out there instead of its
    // own (295, 195, 10, 10).
    #expect(boxes(graph, at: 0) == [Rect(x: 90, y: 90, width: 20, height: 20), Rect(x: 90, y: 90, width: 20, height: 20)])
  }

  @Test func withoutAMatchTheInsertedViewAppearsInPlace() {
    let graph = ViewGraph.probe(Swap(matched: false))
    graph.pressPrimaryControl(at: 1)
    #expect(boxes(graph, at: 1.5) == [Rect(x: 270, y: 180, width: 60, height: 40)])
  }
}

private struct Follower: View {
  @Namespace private var space
  var body: some View {
    ZStack {
      Color.red.matchedGeometryEffect(id: 1, in: space).frame(width: 20, height: 20).position(x: 100, y: 100)
      Color.green.matchedGeometryEffect(id: 1, in: space, isSource: false).frame(width: 10, height: 10).position(x: 300, y: 200)
    }
  }
}

private struct Swap: View {
  var matched = true
  var fades = false
  var properties = MatchedGeometryProperties.frame
  @Namespace private var space
  @State private var moved = false
  var body: some View {
    ZStack {
      if moved {
        Color.blue.matchedGeometryEffect(id: matched ? "box" : "other", in: space, properties: properties)
          .frame(width: 60, height: 40).position(x: 300, y: 200)
          .fading(fades)
      } else {
        Color.blue.matchedGeometryEffect(id: "box", in: space)
          .frame(width: 20, height: 20).position(x: 100, y: 100)
          .fading(fades)
      }
    }
    .onTapGesture {
      withAnimation(.linear(duration: 1)) { moved.toggle() }
    }
  }
}

extension View {
  /// The view with an opacity transition when `fades`, as is otherwise.
  @ViewBuilder fileprivate func fading(_ fades: Bool) -> some View {
    if fades { transition(.opacity) } else { self }
  }
}
