import Motion
import Testing

@testable import MotionUI

/// What the graph reports as in flight, per animated value, for the window's timeline and
/// inspector: the animation each value moves with (as the view's code wrote it) and the scene
/// time it started at (the event's), and nothing at rest.
@MainActor
struct AnimationsInFlightTests {
  /// A square that moves right and fades under one spring, and a circle that pulses for ever
  /// from its appearance.
  struct Moving: View {
    @State private var moved = false
    var body: some View {
      VStack {
        Rectangle().frame(width: 10, height: 10)
          .offset(x: moved ? 100 : 0)
          .opacity(moved ? 0.5 : 1)
          .animation(.spring(duration: 0.6, bounce: 0.3), value: moved)
        Button("Move") { moved.toggle() }
      }
    }
  }

  struct Pulsing: View {
    @State private var big = false
    var body: some View {
      Circle().frame(width: 10, height: 10)
        .scaleEffect(big ? 2 : 1)
        .onAppear { withAnimation(.easeInOut(duration: 1).repeatForever(autoreverses: true)) { big = true } }
    }
  }

  @Test func aSpringChangeListsEachValueItMovesFromThePressUntilItSettles() throws {
    let graph = ViewGraph.probe(Moving())
    graph.advance(to: 1)
    #expect(graph.animationsInFlight(at: 1).isEmpty, "nothing moves before the press")
    graph.pressPrimaryControl(at: 2)
    graph.advance(to: 2.1)
    let moving = graph.animationsInFlight(at: 2.1)
    let names = Set(moving.map(\.name))
    #expect(names == ["offset", "opacity"], "\(moving.map(\.name))")
    for value in moving {
      #expect(value.animation == .spring(duration: 0.6, bounce: 0.3))
      #expect(value.start == 2)
    }
    // The offset moves 100 points right; the opacity from 1 to 0.5.
    #expect(moving.first { $0.name == "offset" }?.distance == 100)
    #expect(moving.first { $0.name == "opacity" }?.distance == 0.5)
    // A spring of duration 0.6 and bounce 0.3 settles within a few seconds: at 10 s nothing moves.
    graph.advance(to: 10)
    #expect(graph.animationsInFlight(at: 10).isEmpty)
  }

  @Test func aRepeatingAnimationStartedOnAppearStaysInFlight() throws {
    let graph = ViewGraph.probe(Pulsing())
    graph.advance(to: 7.3)
    let moving = graph.animationsInFlight(at: 7.3)
    let transform = try #require(moving.first { $0.name == "scaleEffect" }, "\(moving.map(\.name))")
    #expect(transform.animation == .easeInOut(duration: 1).repeatForever(autoreverses: true))
    #expect(transform.start == 0)
    // One cycle of an autoreversing 1 s leg is 2 s.
    #expect(transform.animation.repeatCycle == 2)
  }
}
