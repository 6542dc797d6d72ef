import Scenes
import Testing

@testable import MotionUI

/// `matchedGeometryEffect` at exact times: a 20 × 20 box centred at (100, 100) is replaced, in
/// one linearly animated transaction, by a 60 × 40 box of the same id centred at (300, 200); the
/// new box starts on the old one's frame, (90, 90, 20, 20), and moves and grows linearly to its
/// own, (270, 180, 60, 40). Both fade (SwiftUI's default transition, `.opacity`): the old box
/// travels with the new one while it fades out.
@MainActor
struct MatchedGeometryTests {
  private func boxes(_ graph: ViewGraph, at time: Double) -> [Rect] { graph.filledRects(at: time) }

  private func near(_ a: Rect, _ b: Rect) -> Bool {
    abs(a.origin.x - b.origin.x) < 1e-9 && abs(a.origin.y - b.origin.y) < 1e-9 && abs(a.size.width - b.size.width) < 1e-9
      && abs(a.size.height - b.size.height) < 1e-9
  }

  @Test func anInsertedViewMovesFromTheRemovedOnesFrameToItsOwnAndTheyCrossFade() {
    let graph = ViewGraph.probe(Swap())
    #expect(boxes(graph, at: 0) == [Rect(x: 90, y: 90, width: 20, height: 20)])
    graph.pressPrimaryControl(at: 1)
    // At the start only the old box shows (the new one at opacity 0); half way both, on one
    // frame; at the end the new one alone.
    let expected: [(Double, Rect, Int)] = [
      (1, Rect(x: 90, y: 90, width: 20, height: 20), 1),
      (1.5, Rect(x: 180, y: 135, width: 40, height: 30), 2),
      (2, Rect(x: 270, y: 180, width: 60, height: 40), 1),
      (3, Rect(x: 270, y: 180, width: 60, height: 40), 1),
    ]
    for (time, rect, count) in expected {
      let drawn = boxes(graph, at: time)
      #expect(drawn.count == count && drawn.allSatisfy { near($0, rect) }, "at \(time): \(drawn) \(count)")
    }
    // Half way, each is drawn at half opacity: the old fading out, the new fading in.
    graph.advance(to: 1.5)
    let alphas = graph.frame(at: 1.5).commands.compactMap { command -> Double? in
      if case .fill(_, .solid(let color)) = command { return color.alpha }
      return nil
    }
    #expect(alphas.count == 2 && alphas.allSatisfy { abs($0 - 0.5) < 1e-9 }, "alphas \(alphas)")
  }

  @Test func aMatchedViewStartsAtItsSourcesFrameOnScreenWhileItsContainerMoves() {
    // A column in a 200-point frame centred in the canvas (at (100, 50)) holds a 40-point box,
    // so the column sits at (180, 130); a tap replaces it by a 200-point box of the same id, and
    // the column, now 200 points, moves to (100, 50) with the same linear second. Half way the
    // new box (and the old one travelling with it) is half way between the old box's frame on
    // screen and its own: (140, 90, 120, 120).
    let graph = ViewGraph.probe(Growing())
    graph.pressPrimaryControl(at: 1)
    let drawn = boxes(graph, at: 1.5)
    let halfway = Rect(x: 140, y: 90, width: 120, height: 120)
    #expect(drawn.count == 2 && drawn.allSatisfy { near($0, halfway) }, "\(drawn)")
    #expect(boxes(graph, at: 2) == [Rect(x: 100, y: 50, width: 200, height: 200)])
  }

  @Test func matchingOnlyThePositionKeepsTheInsertedViewsSize() {
    let graph = ViewGraph.probe(Swap(properties: .position))
    graph.pressPrimaryControl(at: 1)
    // The 60 × 40 box starts centred where the old box's centre was, (100, 100): at (70, 80);
    // a quarter of the way to (270, 180) it is at (120, 105), half way at (170, 130), its size
    // unchanged. (It is drawn last, over the old box fading out.)
    #expect(boxes(graph, at: 1.25).last == Rect(x: 120, y: 105, width: 60, height: 40))
    #expect(boxes(graph, at: 1.5).last == Rect(x: 170, y: 130, width: 60, height: 40))
  }

  @Test func aViewThatIsNotTheSourceTakesTheSourcesFrame() {
    let graph = ViewGraph.probe(Follower())
    // The source's frame is (90, 90, 20, 20); the follower is laid out there instead of its
    // own (295, 195, 10, 10).
    #expect(boxes(graph, at: 0) == [Rect(x: 90, y: 90, width: 20, height: 20), Rect(x: 90, y: 90, width: 20, height: 20)])
  }

  @Test func aSourcePlacedByAnOffsetIsMatchedWhereItIsDrawn() {
    // The 20-point box offset by (100, 50) in a ZStack centred in the 400 × 300 canvas is
    // drawn at (290, 190); a tap replaces it by a 60 × 40 box at (170, 130). An offset is a
    // geometry effect, and matched frames are in window space (Apple's documentation): half
    // way both boxes are at (230, 160, 40, 30) (from the box's layout place, (190, 140), they
    // were at (180, 135)).
    let graph = ViewGraph.probe(OffsetSwap())
    #expect(boxes(graph, at: 0) == [Rect(x: 290, y: 190, width: 20, height: 20)])
    graph.pressPrimaryControl(at: 1)
    let drawn = boxes(graph, at: 1.5)
    let halfway = Rect(x: 230, y: 160, width: 40, height: 30)
    #expect(drawn.count == 2 && drawn.allSatisfy { near($0, halfway) }, "\(drawn)")
    #expect(boxes(graph, at: 2) == [Rect(x: 170, y: 130, width: 60, height: 40)])
  }

  @Test func withoutAMatchTheInsertedViewAppearsInPlace() {
    let graph = ViewGraph.probe(Swap(matched: false))
    graph.pressPrimaryControl(at: 1)
    // The old box fades out where it was; the new one fades in at its own place.
    #expect(boxes(graph, at: 1.5) == [Rect(x: 90, y: 90, width: 20, height: 20), Rect(x: 270, y: 180, width: 60, height: 40)])
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
  var properties = MatchedGeometryProperties.frame
  @Namespace private var space
  @State private var moved = false
  var body: some View {
    ZStack {
      if moved {
        Color.blue.matchedGeometryEffect(id: matched ? "box" : "other", in: space, properties: properties)
          .frame(width: 60, height: 40).position(x: 300, y: 200)
      } else {
        Color.blue.matchedGeometryEffect(id: "box", in: space)
          .frame(width: 20, height: 20).position(x: 100, y: 100)
      }
    }
    .onTapGesture {
      withAnimation(.linear(duration: 1)) { moved.toggle() }
    }
  }
}

/// A small box placed with `.offset`, replaced by a larger one at the ZStack's centre.
private struct OffsetSwap: View {
  @Namespace private var space
  @State private var open = false
  var body: some View {
    ZStack {
      if open {
        Color.blue.matchedGeometryEffect(id: "box", in: space).frame(width: 60, height: 40)
      } else {
        Color.blue.matchedGeometryEffect(id: "box", in: space).frame(width: 20, height: 20).offset(x: 100, y: 50)
      }
    }
    .onTapGesture { withAnimation(.linear(duration: 1)) { open.toggle() } }
  }
}

private struct Growing: View {
  @Namespace private var space
  @State private var large = false
  var body: some View {
    VStack {
      if large {
        Color.blue.matchedGeometryEffect(id: "box", in: space).frame(width: 200, height: 200)
      } else {
        Color.blue.matchedGeometryEffect(id: "box", in: space).frame(width: 40, height: 40)
      }
    }
    .frame(width: 200, height: 200)
    .onTapGesture { withAnimation(.linear(duration: 1)) { large.toggle() } }
  }
}
