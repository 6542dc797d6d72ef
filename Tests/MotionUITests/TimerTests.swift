import Scenes
import Testing

@testable import MotionUI

/// Timers on the scene clock, against times worked by hand: a `Timer.publish(every: 1)` view
/// appearing at 0 ticks at 1 s and 2 s with the scene's dates (the reference date plus those
/// seconds), and a linear animation started by a tick is halfway at tick + half its duration; a
/// repeating `scheduledTimer` fires every interval until invalidated.
@MainActor
struct TimerTests {
  @Test func timerPublishTicksEverySecondAndEachTickAnimates() {
    let log = TickLog()
    let graph = ViewGraph.probe(Ticker(log: log))
    // Each tick moves the square 100 to the right with linear(duration: 0.5): tick 1 at 1 s
    // (0 → 100), tick 2 at 2 s (100 → 200); halfway through each, it is 50 along.
    let expected: [(Double, Double)] = [
      (0.5, 0), (0.999, 0), (1.0, 0), (1.25, 50), (1.5, 100), (1.999, 100), (2.25, 150), (2.5, 200),
    ]
    for (time, offset) in expected {
      let drawn = graph.squareOffset(at: time)
      #expect(drawn.map { abs($0 - offset) < 1e-9 } == true, "at \(time): \(String(describing: drawn)), expected \(offset)")
    }
    // The dates delivered: 2001-01-01 00:00:01 and :02 UTC (Foundation's reference date + 1 s, + 2 s).
    #expect(log.dates == [Date(timeIntervalSinceReferenceDate: 1), Date(timeIntervalSinceReferenceDate: 2)])
  }

  @Test func cancellingTheUpstreamConnectionStopsTheTimer() {
    let log = TickLog()
    let graph = ViewGraph.probe(Ticker(log: log, stopAfter: 1))
    graph.advance(to: 5)
    // One tick at 1 s, which cancels the connection: nothing at 2, 3, 4 or 5 s.
    #expect(log.dates == [Date(timeIntervalSinceReferenceDate: 1)])
    #expect(graph.squareOffset(at: 5) == 100)
  }

  @Test func aRepeatingScheduledTimerFiresUntilInvalidated() {
    let log = TickLog()
    let graph = ViewGraph.probe(Scheduler(log: log, repeats: true))
    graph.advance(to: 10)
    // Made at 0 with a 0.5 s interval: 0.5, 1.0, 1.5; the third fire invalidates it.
    #expect(log.times == [0.5, 1.0, 1.5])
  }

  @Test func aOneShotScheduledTimerFiresOnceAndIsThenInvalid() {
    let log = TickLog()
    let graph = ViewGraph.probe(Scheduler(log: log, repeats: false))
    graph.advance(to: 10)
    #expect(log.times == [0.5])
    #expect(log.timer?.isValid == false)
  }

  @Test func onReceiveFollowsAPublishedProperty() {
    let model = Counter()
    let log = TickLog()
    let graph = ViewGraph.probe(CounterView(model: model, log: log))
    // `$count` publishes its current value on subscription, then each new one.
    graph.advance(to: 1)
    model.count = 3
    model.count = 4
    #expect(log.values == [0, 3, 4])
  }
}

/// What the views saw, in order.
private final class TickLog: @unchecked Sendable {
  var dates: [Date] = []
  var times: [Double] = []
  var values: [Int] = []
  var timer: Timer?
}

private struct Ticker: View {
  let log: TickLog
  var stopAfter: Int?
  let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
  @State private var x = 0.0
  var body: some View {
    Color.red.frame(width: 10, height: 10)
      .offset(x: x)
      .onReceive(timer) { date in
        log.dates.append(date)
        withAnimation(.linear(duration: 0.5)) { x += 100 }
        if log.dates.count == stopAfter { timer.upstream.connect().cancel() }
      }
  }
}

private struct Scheduler: View {
  let log: TickLog
  let repeats: Bool
  var body: some View {
    Color.red.frame(width: 10, height: 10)
      .onAppear {
        log.timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: repeats) { timer in
          MainActor.assumeIsolated { log.times.append(ViewGraph.current?.time ?? -1) }
          if log.times.count == 3 { timer.invalidate() }
        }
      }
  }
}

private final class Counter: ObservableObject {
  @Published var count = 0
}

private struct CounterView: View {
  @ObservedObject var model: Counter
  let log: TickLog
  var body: some View {
    Color.red.frame(width: 10, height: 10)
      .onReceive(model.$count) { log.values.append($0) }
  }
}
