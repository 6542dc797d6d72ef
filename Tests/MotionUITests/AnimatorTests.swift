import Scenes
import Testing

@testable import MotionUI

/// Phase and keyframe animators in the graph, at exact scene times, against positions worked by
/// hand: a 10-point square centred in 400 × 300 sits at x = 195, and each animator moves it with
/// `.offset(x:)`; linear animations and keyframes make the offsets straight-line interpolations.
@MainActor
struct AnimatorTests {
  private func expectOffsets(_ graph: ViewGraph, _ expected: [(Double, Double)], sourceLocation: SourceLocation = #_sourceLocation) {
    for (time, x) in expected {
      let seen = graph.squareOffset(at: time)
      #expect(seen.map { abs($0 - x) < 1e-9 } == true, "at \(time): \(String(describing: seen)), expected \(x)", sourceLocation: sourceLocation)
    }
  }

  @Test func theEnvironmentAnAnimatorsClosureGivesItsContentReachesIt() {
    // `.foregroundStyle(.red)` on the placeholder inside `phaseAnimator` and `keyframeAnimator`
    // colours the content (it was drawn in the primary colour).
    let red = Color.red.resolved(in: EnvironmentValues()).scenes
    for view in [
      AnyView(Rectangle().frame(width: 10, height: 10).phaseAnimator([0.0, 1.0]) { content, _ in content.foregroundStyle(.red) }),
      AnyView(Rectangle().frame(width: 10, height: 10).keyframeAnimator(initialValue: 0.0) { content, _ in content.foregroundStyle(.red) } keyframes: { _ in LinearKeyframe(1.0, duration: 1) }),
    ] {
      let colors = ViewGraph.probe(view).frame(at: 0).commands.compactMap { command -> Scenes.Color? in
        if case .fill(_, .solid(let color)) = command { return color }
        return nil
      }
      #expect(colors == [red])
    }
  }

  @Test func aTriggeredPhaseAnimatorVisitsEachPhaseOnceAndEndsOnTheFirst() {
    let log = PhaseLog()
    let graph = ViewGraph.probe(TriggeredPhases(log: log))
    #expect(log.phases == [0])
    graph.pressPrimaryControl(at: 1)
    // Between changes of phase, frames run no content closure: the modifiers animate alone.
    _ = graph.squareOffset(at: 1)
    let calls = log.calls
    for time in [1.25, 1.5, 1.75] { _ = graph.squareOffset(at: time) }
    #expect(log.calls == calls, "frames within a phase run no content closure")
    // Phase 100 is entered at 1 s with linear(1 s); it is logically complete at 2 s, when
    // phase 40 is entered with linear(2 s); at 4 s the pass goes back to 0 with linear(2 s).
    expectOffsets(graph, [(1, 0), (1.5, 50), (2, 100), (3, 70), (4, 40), (5, 20), (6, 0), (8, 0)])
    #expect(log.phases == [0, 100, 40, 0], "each phase once, in order, ending on the first")
    #expect(graph.isAnimating(at: 5))
    #expect(!graph.isAnimating(at: 7), "a pass ends: nothing keeps the display link awake")
  }

  @Test func aRepeatingPhaseAnimatorCyclesFromItsAppearance() {
    let graph = ViewGraph.probe(CyclingPhases())
    // At 0 the view shows phase 0 and at once animates to 100 over 1 s, back to 0 over the
    // next, and so on: a triangle wave.
    expectOffsets(graph, [(0, 0), (0.5, 50), (1, 100), (1.25, 75), (2, 0), (2.5, 50), (10.75, 75)])
    #expect(graph.isAnimating(at: 100))
  }

  @Test func aSpringPhaseIsLogicallyCompleteAfterItsDuration() {
    let log = PhaseLog()
    let graph = ViewGraph.probe(SpringPhases(log: log))
    // `.spring(duration: 0.4)` is a fluid spring of response 0.4 s: SwiftUI marks it logically
    // complete then (long before it settles), and the animator enters the next phase.
    for time in stride(from: 0.0, through: 1.3, by: 0.05) { graph.advance(to: time) }
    #expect(log.entries.map(\.phase) == [0, 100, 0, 100, 0])
    let times = log.entries.map(\.time)
    #expect(zip(times, [0, 0, 0.4, 0.8, 1.2]).allSatisfy { abs($0 - $1) < 1e-9 } && times.count == 5, "\(times)")
  }

  @Test func withAnimationCompletesWhenItsCriteriaAreMet() {
    // A spring of duration 0.5 s is a fluid spring of response 0.5 s: logically complete at
    // 0.5 s; it is removed only once it has come to rest, later. The completion moves the
    // square to 200 at once.
    let logical = ViewGraph.probe(Completing(criteria: .logicallyComplete))
    logical.pressPrimaryControl(at: 0)
    #expect(logical.squareOffset(at: 0.49) != 200)
    #expect(logical.squareOffset(at: 0.5) == 200)
    let removed = ViewGraph.probe(Completing(criteria: .removed))
    removed.pressPrimaryControl(at: 0)
    #expect(removed.squareOffset(at: 0.5) != 200)
    #expect(removed.squareOffset(at: 2) == 200)
  }

  @Test func aTriggeredKeyframeAnimatorPlaysOncePerChange() {
    let graph = ViewGraph.probe(TriggeredKeyframes())
    expectOffsets(graph, [(0, 0), (0.5, 0)])
    graph.pressPrimaryControl(at: 1)
    // 0 → 100 over 1 s, then back to 0 over 1 s, from the press at 1 s.
    expectOffsets(graph, [(1, 0), (1.25, 25), (2, 100), (2.5, 50)])
    #expect(graph.isAnimating(at: 2.5))
    expectOffsets(graph, [(3, 0), (4, 0)])
    #expect(!graph.isAnimating(at: 4))
    let evaluations = graph.bodyEvaluations
    _ = graph.frame(at: 5)
    _ = graph.frame(at: 6)
    #expect(graph.bodyEvaluations == evaluations, "at rest, a frame runs no body")
  }

  @Test func aRepeatingKeyframeAnimatorLoopsOnTheSceneClock() {
    let log = PhaseLog()
    let graph = ViewGraph.probe(LoopingKeyframes(log: log))
    // 0 → 100 over 2 s, again and again: x = 50·(t mod 2).
    expectOffsets(graph, [(0, 0), (0.5, 25), (1.5, 75), (2.5, 25), (7, 50)])
    #expect(graph.isAnimating(at: 1000))
    // Each frame runs the keyframe content's body alone: not the modifier's that hosts it
    // (its closures never compare equal), nor the body of the view that applied the modifier.
    let before = (graph.bodyEvaluations, log.calls)
    for frame in 1...60 { _ = graph.frame(at: 7 + Double(frame) / 60) }
    #expect(graph.bodyEvaluations - before.0 == 60)
    #expect(log.calls == before.1, "the outer view's body ran no more")
  }

  @Test func aKeyframeFrameRunsNoBodyBesideOrAboveTheAnimator() {
    let log = PhaseLog()
    let graph = ViewGraph.probe(KeyframesBesideAButton(log: log))
    // The square's x = 50·(t mod 2) as above; the button beside it holds a closure, so any
    // re-resolution of their stack would run the button row's body again.
    #expect(graph.filledRects(at: 0.5).contains { $0.size.width == 10 })
    let before = (graph.bodyEvaluations, log.calls)
    for frame in 1...30 { _ = graph.frame(at: 1 + Double(frame) / 60) }
    #expect(graph.bodyEvaluations - before.0 == 30, "one body a frame: the keyframe content's")
    #expect(log.calls == before.1, "the row beside it and the view above ran no body")
    let square = graph.filledRects(at: 1.5).filter { $0.size.width == 10 }
    let rest = graph.filledRects(at: 0.5).filter { $0.size.width == 10 }
    // From 0.5 s (x = 25) to 1.5 s (x = 75): 50 points further right.
    #expect(square.count == 1 && rest.count == 1 && square[0].origin.x - rest[0].origin.x == 50)
  }

  @Test func aKeyframeAnimatorThatStopsRepeatingRestsOnItsInitialValue() {
    let graph = ViewGraph.probe(SwitchableLoop())
    expectOffsets(graph, [(1, 50)])
    graph.pressPrimaryControl(at: 1.5)
    // "If false, the value at the beginning of the keyframe timeline will be provided."
    expectOffsets(graph, [(1.5, 0), (3, 0)])
    #expect(!graph.isAnimating(at: 3))
  }
}

/// The phases a content closure was given, in order, without repeats, with the scene time each
/// was first given at.
@MainActor
final class PhaseLog {
  private(set) var entries: [(phase: Double, time: Double)] = []
  /// How many times the closure ran.
  private(set) var calls = 0
  var phases: [Double] { entries.map(\.phase) }
  func note(_ phase: Double) {
    calls += 1
    if entries.last?.phase != phase { entries.append((phase, DispatchTime.now().seconds)) }
  }
}

private struct TriggeredPhases: View {
  let log: PhaseLog
  @State private var taps = 0
  var body: some View {
    Color.red.frame(width: 10, height: 10)
      .phaseAnimator([0.0, 100.0, 40.0], trigger: taps) { content, x in
        let _ = log.note(x)
        content.offset(x: x)
      } animation: { x in
        .linear(duration: x == 100 ? 1 : 2)
      }
      .onTapGesture { taps += 1 }
  }
}

private struct SpringPhases: View {
  let log: PhaseLog
  var body: some View {
    Color.red.frame(width: 10, height: 10)
      .phaseAnimator([0.0, 100.0]) { content, x in
        let _ = log.note(x)
        content.offset(x: x)
      } animation: { _ in
        .spring(duration: 0.4)
      }
  }
}

private struct Completing: View {
  let criteria: AnimationCompletionCriteria
  @State private var moved = false
  @State private var done = false
  var body: some View {
    Color.red.frame(width: 10, height: 10)
      .offset(x: done ? 200 : (moved ? 100 : 0))
      .onTapGesture {
        withAnimation(.spring(duration: 0.5), completionCriteria: criteria) {
          moved = true
        } completion: {
          done = true
        }
      }
  }
}

private struct CyclingPhases: View {
  var body: some View {
    Color.red.frame(width: 10, height: 10)
      .phaseAnimator([0.0, 100.0]) { content, x in
        content.offset(x: x)
      } animation: { _ in
        .linear(duration: 1)
      }
  }
}

private struct TriggeredKeyframes: View {
  @State private var taps = 0
  var body: some View {
    Color.red.frame(width: 10, height: 10)
      .keyframeAnimator(initialValue: 0.0, trigger: taps) { content, x in
        content.offset(x: x)
      } keyframes: { _ in
        LinearKeyframe(100.0, duration: 1)
        LinearKeyframe(0.0, duration: 1)
      }
      .onTapGesture { taps += 1 }
  }
}

private struct LoopingKeyframes: View {
  let log: PhaseLog
  var body: some View {
    let _ = log.note(-1)
    Color.red.frame(width: 10, height: 10)
      .keyframeAnimator(initialValue: 0.0) { content, x in
        content.offset(x: x)
      } keyframes: { _ in
        LinearKeyframe(100.0, duration: 2)
      }
  }
}

private struct KeyframesBesideAButton: View {
  let log: PhaseLog
  var body: some View {
    let _ = log.note(-1)
    VStack {
      ButtonRow(log: log)
      LoopingKeyframes(log: log)
    }
  }
}

private struct ButtonRow: View {
  let log: PhaseLog
  let action: () -> Void = {}
  var body: some View {
    let _ = log.note(-2)
    Button("Tap", action: action)
  }
}

private struct SwitchableLoop: View {
  @State private var looping = true
  var body: some View {
    Color.red.frame(width: 10, height: 10)
      .keyframeAnimator(initialValue: 0.0, repeating: looping) { content, x in
        content.offset(x: x)
      } keyframes: { _ in
        LinearKeyframe(100.0, duration: 2)
      }
      .onTapGesture { looping = false }
  }
}
