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

  @Test func restartingCancelsATaskInsideAnotherTasksView() {
    let log = TaskLog()
    // R tears the graph down: the ticker's task, inside a view that has a `.task(id:)` of its
    // own, is cancelled too, and ticks no more.
    let graph = ViewGraph.probe(TaskTicker(log: log).task(id: 1) {})
    graph.advance(to: 1)
    graph.tearDown()
    #expect(log.cancelled == 1)
    graph.advance(to: 3)
    #expect(log.ticks == [0, 1])
  }

  @Test func aTaskStartedByAButtonSleepsOnTheSceneClock() {
    let graph = ViewGraph.probe(ButtonStartsATask())
    graph.pressPrimaryControl(at: 1)
    // Pressed at 1 s: the task sleeps 0.5 s, then moves 0 → 100 linearly over 1 s from 1.5 s.
    #expect(graph.squareOffset(at: 1.5) == 0)
    #expect(graph.squareOffset(at: 2) == 50)
    #expect(graph.squareOffset(at: 3) == 100)
  }

  /// Each way previewed code waits half a second before it animates: on the scene clock, the
  /// linear second that follows puts the square at x = 100 · (t − 0.5) for 0.5 ≤ t ≤ 1.5, and
  /// nothing moves before 0.5.
  @Test(arguments: SleepThenMove.Form.allCases)
  func everyWayOfWaitingEndsAtTheSceneTime(form: SleepThenMove.Form) {
    let graph = ViewGraph.probe(SleepThenMove(form: form))
    #expect(graph.squareOffset(at: 0) == 0)
    #expect(graph.squareOffset(at: 0.25) == 0)
    #expect(graph.squareOffset(at: 0.4999) == 0)
    #expect(graph.squareOffset(at: 0.5) == 0)
    #expect(graph.squareOffset(at: 1.0) == 50)
    #expect(graph.squareOffset(at: 1.25) == 75)
    #expect(graph.squareOffset(at: 2) == 100)
  }

  @Test func sleepingUntilDeadlinesFromOneStartTicksWithoutDrift() {
    let log = TaskLog()
    let graph = ViewGraph.probe(DeadlineTicker(log: log))
    // Deadlines start + 0.75 s · n from the appearance at 0: ticks at 0.75, 1.5 and 2.25 exactly.
    #expect(log.ticks.isEmpty)
    graph.advance(to: 0.7499)
    #expect(log.ticks.isEmpty)
    graph.advance(to: 3)
    #expect(log.ticks == [0.75, 1.5, 2.25])
    // `ContinuousClock.now` read at each tick is the scene time since the start.
    #expect(log.elapsed == [.milliseconds(750), .milliseconds(1500), .milliseconds(2250)])
  }

  @Test func aClocksNowInAPreviewIsTheSceneTimeAfterItsEpoch() {
    let log = TaskLog()
    _ = ViewGraph(root: AnyView(NowReader(log: log)), size: CGSize(width: 400, height: 300), metrics: FixedTextMetrics(), time: 3)
    // The body ran at scene time 3 s: every way of reading `now` gives the epoch plus 3 s.
    let continuous = ContinuousClock().systemEpoch.duration(to: log.continuousNow.first ?? ContinuousClock().systemEpoch)
    let suspending = SuspendingClock().systemEpoch.duration(to: log.suspendingNow.first ?? SuspendingClock().systemEpoch)
    #expect(log.continuousNow.count == 3 && Set(log.continuousNow).count == 1)
    #expect(continuous == .seconds(3))
    #expect(log.suspendingNow.count == 2 && Set(log.suspendingNow).count == 1)
    #expect(suspending == .seconds(3))
  }

  @Test func aClockOfTheUsersOwnSleepsOnItself() {
    let clock = NotingClock()
    let graph = ViewGraph.probe(SleepsOnItsOwnClock(clock: clock))
    // The clock was asked for its deadlines (2 s, then 3 s from its own zero) and returned at
    // once, so the linear second started at 0: x = 100 · t.
    #expect(clock.deadlines == [.seconds(2), .seconds(3)])
    #expect(graph.squareOffset(at: 0.5) == 50)
    #expect(graph.squareOffset(at: 1) == 100)
  }

  @Test func yieldingTasksTakeTurnsAtOneSceneTime() {
    let log = TaskLog()
    let graph = ViewGraph.probe(YieldingPair(log: log))
    // Both tasks start at 0; each yield lets the other run, in the order they were started, and
    // no scene time passes.
    #expect(log.steps == ["a1", "b1", "a2", "b2", "a3", "b3"])
    #expect(log.ticks == [0, 0, 0, 0, 0, 0])
    graph.advance(to: 1)
    #expect(log.steps.count == 6)
  }

  @Test func aButtonsTaskThatYieldsAnimatesAtThePressTime() {
    let graph = ViewGraph.probe(ButtonYieldsThenMoves())
    graph.pressPrimaryControl(at: 1)
    // Pressed at 1 s: after the yield the square moves 0 → 100 linearly over 1 s from 1 s.
    #expect(graph.squareOffset(at: 1) == 0)
    #expect(graph.squareOffset(at: 1.5) == 50)
    #expect(graph.squareOffset(at: 2) == 100)
  }

  @Test func aDetachedTaskHopsToTheMainActorAtTheSceneTime() {
    let graph = ViewGraph.probe(ButtonStartsADetachedTask())
    graph.pressPrimaryControl(at: 1)
    // Pressed at 1 s: the detached task sleeps until 1.5 s, then on the main actor moves the
    // square 0 → 100 linearly over 1 s: x = 100 · (t − 1.5).
    #expect(graph.squareOffset(at: 1.4999) == 0)
    #expect(graph.squareOffset(at: 1.5) == 0)
    #expect(graph.squareOffset(at: 1.75) == 25)
    #expect(graph.squareOffset(at: 2.5) == 100)
  }

  @Test func aTaskWithAnIDRestartsWhenTheIDChangesAndSleepsOnTheSceneClock() {
    let graph = ViewGraph.probe(TaskWithID())
    // The task for id 0 returns at once. Pressed at 1 s, the task for id 1 sleeps 0.5 s; pressed
    // again at 1.25 s, that task is cancelled and the one for id 2 sleeps until 1.75 s, then
    // moves 0 → 100 linearly over 1 s: x = 100 · (t − 1.75).
    graph.pressPrimaryControl(at: 1)
    #expect(graph.squareOffset(at: 1.2) == 0)
    graph.pressPrimaryControl(at: 1.25)
    #expect(graph.squareOffset(at: 1.5) == 0)
    #expect(graph.squareOffset(at: 1.7499) == 0)
    #expect(graph.squareOffset(at: 1.75) == 0)
    #expect(graph.squareOffset(at: 2.25) == 50)
    #expect(graph.squareOffset(at: 3) == 100)
  }

  @Test func theSameEventsGiveTheSameFramesTwice() {
    // Every way of waiting at once, and two presses; two fresh graphs see the same history.
    let times = stride(from: 0.0, through: 4, by: 0.125).map { $0 }
    #expect(times.count == 33)
    func frames() -> [Frame] {
      let graph = ViewGraph.probe(EveryWait())
      var frames: [Frame] = []
      for time in times {
        if time == 1 || time == 1.375 { graph.pressPrimaryControl(at: time) }
        graph.advance(to: time)
        frames.append(graph.frame(at: time))
      }
      return frames
    }
    let first = frames()
    let second = frames()
    #expect(first == second)
    // The history moves things, on the scene clock: one still picture until 0.5 s, a new one at
    // each of the 8 frames from 0.625 to 1.5 s (the waits' squares move), still again until the
    // `.task(id:)` square moves from 1.875 s, a new one at each of the 8 frames from 2 to 2.875 s,
    // then still: 1 + 8 + 8 pictures.
    #expect(Set(first).count == 17)
    #expect(first[4] == first[0] && first[5] != first[4])
    #expect(first[15] == first[12] && first[16] != first[15])
    #expect(first[32] == first[23] && first[23] != first[22])
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

struct SleepThenMove: View {
  /// The ways of waiting, written as previewed code writes them.
  enum Form: CaseIterable, Sendable {
    case duration, nanoseconds, clock
    case continuousDeadline, suspendingDeadline, clockSleepFor, clockSleepUntil
    case detached, detachedThrowing
    case checkedContinuation, checkedThrowingContinuation, unsafeContinuation, unsafeThrowingContinuation
    case yieldThenSleep, timerResumesContinuation
    case actorMethod, taskGroup, asyncLet, measuredSleep
  }
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
        case .continuousDeadline: try? await Task.sleep(until: .now + .seconds(0.5), clock: .continuous)
        case .suspendingDeadline:
          try? await Task.sleep(until: SuspendingClock.now + .milliseconds(500), tolerance: nil, clock: .suspending)
        case .clockSleepFor: try? await ContinuousClock().sleep(for: .seconds(0.5))
        case .clockSleepUntil:
          let clock = SuspendingClock()
          try? await clock.sleep(until: clock.now.advanced(by: .seconds(0.5)))
        case .detached:
          await Task.detached { try? await Task.sleep(for: .seconds(0.5)) }.value
        case .detachedThrowing:
          try? await Task.detached { try await Task.sleep(nanoseconds: 500_000_000) }.value
        case .checkedContinuation:
          await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { done.resume() }
          }
        case .checkedThrowingContinuation:
          try? await withCheckedThrowingContinuation { (done: CheckedContinuation<Void, any Error>) in
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { done.resume() }
          }
        case .unsafeContinuation:
          await withUnsafeContinuation { (done: UnsafeContinuation<Void, Never>) in
            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(500)) { done.resume() }
          }
        case .unsafeThrowingContinuation:
          try? await withUnsafeThrowingContinuation { (done: UnsafeContinuation<Void, any Error>) in
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { done.resume() }
          }
        case .yieldThenSleep:
          await Task.yield()
          try? await Task.sleep(for: .seconds(0.5))
          await Task.yield()
        case .timerResumesContinuation:
          await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in done.resume() }
          }
        case .actorMethod: await Napper().nap(seconds: 0.5)
        case .taskGroup:
          await withTaskGroup(of: Void.self) { group in
            group.addTask { try? await Task.sleep(for: .seconds(0.25)) }
            group.addTask { try? await Task.sleep(until: .now + .seconds(0.5)) }
          }
        case .asyncLet:
          async let nap: Void? = try? await SuspendingClock().sleep(for: .seconds(0.5))
          _ = await nap
        case .measuredSleep:
          // A quarter second measured on the scene clock, then slept again: half a second.
          let quarter = await ContinuousClock().measure { try? await Task.sleep(for: .seconds(0.25)) }
          try? await Task.sleep(for: quarter + SuspendingClock().measure { _ = 1 + 1 })
        }
        withAnimation(.linear(duration: 1)) { x = 100 }
      }
  }
}

/// An actor of the user's, whose method sleeps.
private actor Napper {
  func nap(seconds: Double) async {
    try? await Task.sleep(nanoseconds: UInt64(seconds * 1e9))
  }
}

/// A body that reads the standard clocks' `now` in every spelling.
private struct NowReader: View {
  let log: TaskLog
  var body: some View {
    log.continuousNow += [ContinuousClock.now, ContinuousClock().now, .now]
    log.suspendingNow += [SuspendingClock.now, SuspendingClock().now]
    return Color.red.frame(width: 10, height: 10)
  }
}

/// A clock of the user's own, whose instants count from its own zero: its sleep notes the
/// deadline and returns at once.
private final class NotingClock: Clock, @unchecked Sendable {
  struct Instant: InstantProtocol {
    var offset: Duration
    func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    func duration(to other: Instant) -> Duration { other.offset - offset }
    static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
  }
  /// The deadlines asked for (only the preview's thread touches them).
  var deadlines: [Duration] = []
  var now: Instant { Instant(offset: .zero) }
  var minimumResolution: Duration { .zero }
  func sleep(until deadline: Instant, tolerance: Duration?) async throws { deadlines.append(deadline.offset) }
}

private struct SleepsOnItsOwnClock: View {
  let clock: NotingClock
  @State private var x = 0.0
  var body: some View {
    Color.red.frame(width: 10, height: 10)
      .offset(x: x)
      .task {
        try? await Task.sleep(until: clock.now.advanced(by: .seconds(2)), clock: clock)
        try? await Task.sleep(for: .seconds(3), clock: clock)
        withAnimation(.linear(duration: 1)) { x = 100 }
      }
  }
}

/// A task that sleeps until deadlines counted from one start, as a drift-free ticker does.
private struct DeadlineTicker: View {
  let log: TaskLog
  var body: some View {
    Color.red.frame(width: 10, height: 10)
      .task {
        let start = ContinuousClock.now
        for n in 1...3 {
          do {
            try await Task.sleep(until: start + .milliseconds(750 * n))
          } catch {
            return
          }
          log.ticks.append(DispatchTime.now().seconds)
          log.elapsed.append(ContinuousClock.now - start)
        }
      }
  }
}

/// Two tasks that log a step, yield, and log again.
private struct YieldingPair: View {
  let log: TaskLog
  var body: some View {
    VStack {
      Color.red.frame(width: 10, height: 10).task { await steps("a") }
      Color.blue.frame(width: 10, height: 10).task { await steps("b") }
    }
  }
  private func steps(_ name: String) async {
    for step in 1...3 {
      log.steps.append("\(name)\(step)")
      log.ticks.append(DispatchTime.now().seconds)
      if step < 3 { await Task.yield() }
    }
  }
}

/// A button that starts a detached task, which sleeps, then animates on the main actor.
private struct ButtonStartsADetachedTask: View {
  @State private var x = 0.0
  var body: some View {
    VStack {
      Button("Go") {
        Task.detached {
          try await Task.sleep(until: .now + .milliseconds(500), clock: .suspending)
          await MainActor.run { withAnimation(.linear(duration: 1)) { x = 100 } }
        }
      }
      Color.red.frame(width: 10, height: 10).offset(x: x)
    }
  }
}

/// A button whose task yields once, then animates.
private struct ButtonYieldsThenMoves: View {
  @State private var x = 0.0
  var body: some View {
    VStack {
      Button("Go") {
        Task {
          await Task.yield()
          withAnimation(.linear(duration: 1)) { x = 100 }
        }
      }
      Color.red.frame(width: 10, height: 10).offset(x: x)
    }
  }
}

/// `.task(id:)`: each press changes the id, which restarts the task.
private struct TaskWithID: View {
  @State private var presses = 0
  @State private var x = 0.0
  var body: some View {
    VStack {
      Button("Go") { presses += 1 }
      Color.red.frame(width: 10, height: 10).offset(x: x)
    }
    .task(id: presses) {
      guard presses > 0 else { return }
      do {
        try await Task.sleep(for: .seconds(0.5))
      } catch {
        return
      }
      withAnimation(.linear(duration: 1)) { x = 100 }
    }
  }
}

/// Every way of waiting in one scene, below a `.task(id:)` square whose button is the primary
/// control.
private struct EveryWait: View {
  var body: some View {
    VStack {
      TaskWithID()
      ForEach(SleepThenMove.Form.allCases, id: \.self) { form in SleepThenMove(form: form) }
    }
  }
}

/// The scene times a ticking task saw, and how often it was cancelled.
@MainActor
private final class TaskLog {
  var ticks: [Double] = []
  var cancelled = 0
  /// Scene durations read off `ContinuousClock`.
  var elapsed: [Duration] = []
  /// Named steps, in the order they ran.
  var steps: [String] = []
  /// The standard clocks' `now`, as a body read them.
  var continuousNow: [ContinuousClock.Instant] = []
  var suspendingNow: [SuspendingClock.Instant] = []
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
