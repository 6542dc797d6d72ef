import Scenes
import Testing

@testable import MotionUI

/// `.task` and `Task.sleep` on the scene clock: a sleep ends at an exact scene time, whatever
/// the wall clock did, and the animation it starts is where the closed form puts it.
@MainActor
struct SceneTaskTests {
  @Test func aTaskSleepingForADurationStartsItsAnimationAtTheSceneTime() {
    let graph = ViewGraph.probe(SleepThenMove(form: .duration))
    // Sleeps 0.5 s from the appearance at 0, then moves 0 → 100 linearly over 1 s:
    // x = 100 · (t − 0.5) for 0.5 ≤ t ≤ 1.5.
    #expect(graph.squareOffset(at: 0) == 0)
    #expect(graph.squareOffset(at: 0.4999) == 0)
    #expect(graph.squareOffset(at: 0.5) == 0)
    #expect(graph.squareOffset(at: 1.0) == 50)
    #expect(graph.squareOffset(at: 1.25) == 75)
    #expect(graph.squareOffset(at: 2) == 100)
  }

  @Test func aTaskSleepingNanosecondsStartsItsAnimationAtTheSceneTime() {
    let graph = ViewGraph.probe(SleepThenMove(form: .nanoseconds))
    // 500,000,000 ns = 0.5 s, then the same linear second.
    #expect(graph.squareOffset(at: 0.5) == 0)
    #expect(graph.squareOffset(at: 0.75) == 25)
    #expect(graph.squareOffset(at: 1.0) == 50)
  }

  @Test func aFrameLongAfterTheSleepSeesTheAnimationWhereItStartedOnTheSceneClock() {
    // No frame before 1.0: the timer at 0.5 still runs at 0.5, not at the advance's time.
    let graph = ViewGraph.probe(SleepThenMove(form: .clock))
    #expect(graph.squareOffset(at: 1.0) == 50)
  }

  @Test func tasksRunOnlyAsTheSceneClockAdvances() {
    let log = TaskLog()
    let graph = ViewGraph.probe(TaskTicker(log: log))
    // One tick a second from the appearance at 0; the task ran up to its first sleep at 0.
    #expect(log.ticks == [0])
    graph.advance(to: 2.5)
    #expect(log.ticks == [0, 1, 2])
    graph.advance(to: 3)
    #expect(log.ticks == [0, 1, 2, 3])
  }

  @Test func restartingRunsTheTaskAgainAndCancelsTheOldOne() {
    let log = TaskLog()
    let first = ViewGraph.probe(TaskTicker(log: log))
    first.advance(to: 1.5)
    #expect(log.ticks == [0, 1])
    // R: the agent tears the graph down and makes a fresh one at the scene time of the press.
    first.tearDown()
    #expect(log.cancelled == 1)
    let second = ViewGraph(root: AnyView(TaskTicker(log: log)), size: CGSize(width: 400, height: 300), metrics: FixedTextMetrics(), time: 3)
    #expect(log.ticks == [0, 1, 3])
    second.advance(to: 4)
    first.advance(to: 10)
    #expect(log.ticks == [0, 1, 3, 4], "only the new graph's task ticks")
  }

  @Test func aTaskStartedByAButtonSleepsOnTheSceneClock() {
    let graph = ViewGraph.probe(ButtonStartsATask())
    graph.pressPrimaryControl(at: 1)
    // Pressed at 1 s: the task sleeps 0.5 s, then moves 0 → 100 linearly over 1 s from 1.5 s.
    #expect(graph.squareOffset(at: 1.5) == 0)
    #expect(graph.squareOffset(at: 2) == 50)
    #expect(graph.squareOffset(at: 3) == 100)
  }

  @Test func aTaskIsCancelledWhenItsViewDisappears() {
    let log = TaskLog()
    let graph = ViewGraph.probe(RemovableTaskTicker(log: log))
    graph.advance(to: 1)
    #expect(log.ticks == [0, 1])
    graph.pressPrimaryControl(at: 1.5)
    #expect(log.cancelled == 1)
    graph.advance(to: 5)
    #expect(log.ticks == [0, 1])
  }
}

private struct SleepThenMove: View {
  enum Form { case duration, nanoseconds, clock }
  let form: Form
  @State private var x = 0.0
  var body: some View {
    Color.red.frame(width: 10, height: 10)
      .offset(x: x)
      .task {
        switch form {
        case .duration: try? await Task.sleep(for: .seconds(0.5))
        case .nanoseconds: try? await Task.sleep(nanoseconds: 500_000_000)
        case .clock: try? await Task.sleep(for: .milliseconds(500), tolerance: .zero, clock: .continuous)
        }
        withAnimation(.linear(duration: 1)) { x = 100 }
      }
  }
}

/// The scene times a ticking task saw, and how often it was cancelled.
@MainActor
private final class TaskLog {
  var ticks: [Double] = []
  var cancelled = 0
}

private struct TaskTicker: View {
  let log: TaskLog
  var body: some View {
    Color.red.frame(width: 10, height: 10)
      .task {
        while true {
          log.ticks.append(DispatchTime.now().seconds)
          do {
            try await Task.sleep(for: .seconds(1))
          } catch {
            log.cancelled += 1
            return
          }
        }
      }
  }
}

private struct RemovableTaskTicker: View {
  let log: TaskLog
  @State private var shown = true
  var body: some View {
    VStack {
      Button("Remove") { shown = false }
      if shown { TaskTicker(log: log) }
    }
  }
}

/// A button whose action starts a `Task` that sleeps, then animates.
private struct ButtonStartsATask: View {
  @State private var x = 0.0
  var body: some View {
    VStack {
      Button("Go") {
        Task {
          try await Task.sleep(for: .seconds(0.5))
          withAnimation(.linear(duration: 1)) { x = 100 }
        }
      }
      Color.red.frame(width: 10, height: 10).offset(x: x)
    }
  }
}
