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
    #expect(transform.animation?.repeatCycle == 2)
  }

  struct Values {
    var scale = 1.0
    var y = 0.0
    var point = CGPoint.zero
  }

  /// Looping keyframes on three tracks: a scale up and back, a move up that comes back past its
  /// start, and a point moved along a diagonal.
  struct Looping: View {
    var body: some View {
      Rectangle().frame(width: 10, height: 10)
        .keyframeAnimator(initialValue: Values()) { content, value in
          content.scaleEffect(value.scale).offset(x: value.point.x, y: value.y + value.point.y)
        } keyframes: { _ in
          KeyframeTrack(\.scale) {
            LinearKeyframe(2.0, duration: 0.5)
            LinearKeyframe(1.0, duration: 0.5)
          }
          KeyframeTrack(\.y) {
            LinearKeyframe(-30.0, duration: 0.25)
            LinearKeyframe(15.0, duration: 0.25)
          }
          KeyframeTrack(\.point) {
            LinearKeyframe(CGPoint(x: 30, y: 40), duration: 1)
          }
        }
    }
  }

  /// Keyframes played once at each press.
  struct Triggered: View {
    @State private var presses = 0
    var body: some View {
      VStack {
        Rectangle().frame(width: 10, height: 10)
          .keyframeAnimator(initialValue: 1.0, trigger: presses) { content, scale in
            content.scaleEffect(scale)
          } keyframes: { _ in
            SpringKeyframe(1.5, duration: 0.3, spring: .bouncy)
            CubicKeyframe(1.0, duration: 0.45)
          }
        Button("Press") { presses += 1 }
      }
    }
  }

  @Test func aKeyframeAnimatorListsEachTrackWithItsPath() throws {
    let graph = ViewGraph.probe(Looping())
    graph.advance(to: 2.3)
    let moving = graph.animationsInFlight(at: 2.3, keyframeSamples: 5)
    #expect(moving.map(\.name) == ["\\.scale", "\\.y", "\\.point"])
    var tracks: [String: KeyframesInFlight] = [:]
    for value in moving {
      guard case .keyframes(let keyframes) = value.motion else { continue }
      tracks[value.name] = keyframes
      // The loop started when the view appeared, and runs as long as its longest track.
      #expect(value.start == 0)
      #expect(keyframes.duration == 1)
      #expect(keyframes.repeats)
    }
    #expect(tracks["\\.scale"]?.spelling == "Linear 0.5 s · Linear 0.5 s")
    #expect(tracks["\\.y"]?.spelling == "Linear 0.25 s · Linear 0.25 s")
    // At 0, ¼, ½, ¾ and 1 s, along the furthest move from the start: the scale's 1 → 2 → 1 …
    #expect(tracks["\\.scale"]?.samples == [0, 0.5, 1, 0.5, 0])
    // … the y's 0 → −30 → 15, which then holds: past the start the other way, half as far …
    #expect(tracks["\\.y"]?.samples == [0, 1, -0.5, -0.5, -0.5])
    // … and the point's diagonal, (30, 40) at 1 s, a quarter of the way at ¼ s.
    let point = try #require(tracks["\\.point"]?.samples)
    for (sample, expected) in zip(point, [0, 0.25, 0.5, 0.75, 1.0]) { #expect(abs(sample - expected) < 1e-12) }
    #expect(point.count == 5)
  }

  @Test func triggeredKeyframesAreInFlightFromThePressUntilTheyEnd() throws {
    let graph = ViewGraph.probe(Triggered())
    graph.advance(to: 1)
    #expect(graph.animationsInFlight(at: 1).isEmpty, "nothing plays before the press")
    graph.pressPrimaryControl(at: 2)
    graph.advance(to: 2.5)
    let moving = graph.animationsInFlight(at: 2.5)
    let track = try #require(moving.first)
    #expect(moving.count == 1)
    // Keyframes written straight in the builder animate the whole value.
    #expect(track.name == "keyframes")
    #expect(track.start == 2)
    guard case .keyframes(let keyframes) = track.motion else { return #expect(Bool(false), "\(track.motion)") }
    #expect(keyframes.spelling == "Spring 0.3 s · Cubic 0.45 s")
    #expect(abs(keyframes.duration - 0.75) < 1e-12)
    #expect(!keyframes.repeats)
    // 0.75 s after the press it has ended.
    graph.advance(to: 2.8)
    #expect(graph.animationsInFlight(at: 2.8).isEmpty)
  }
}
