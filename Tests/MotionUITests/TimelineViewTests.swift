import Foundation
import Scenes
import Testing

@testable import MotionUI

/// `TimelineView`'s `context.date` on the scene clock: the scene's epoch is Foundation's
/// reference date, so a date's `timeIntervalSinceReferenceDate` is the scene time of the entry
/// shown. Each view moves a 10-point square by 10 points per second of that date; the square
/// centred in 400 × 300 sits at x = 195.
@MainActor
struct TimelineViewTests {
  private func expectDates<S: TimelineSchedule>(
    _ schedule: S, _ expected: [(time: Double, date: Double)], sourceLocation: SourceLocation = #_sourceLocation
  ) -> ViewGraph {
    let graph = ViewGraph.probe(Clock(schedule: schedule))
    for (time, date) in expected {
      let seen = graph.squareOffset(at: time).map { $0 / 10 }
      #expect(seen.map { abs($0 - date) < 1e-9 } == true, "at \(time): \(String(describing: seen)), expected \(date)", sourceLocation: sourceLocation)
    }
    return graph
  }

  @Test func theAnimationScheduleShowsEachFramesDate() {
    let graph = expectDates(.animation, [(0, 0), (0.25, 0.25), (1.5, 1.5), (1.75, 1.75)])
    #expect(graph.isAnimating(at: 1.75), "an animation schedule keeps the display link awake")
  }

  /// State stepped in `onChange(of: context.date)` of an `.animation` timeline (a real file's
  /// wave, `phase += speed`) steps 60 times a second of scene time, as at a 60 Hz display's
  /// frames, however many frames are drawn: one frame at 1 s, or one every 0.1 s before it,
  /// count the same ticks. Frames alone never stepped it.
  @Test func anAnimationTimelinesDateChangesSixtyTimesASecond() {
    func count(_ graph: ViewGraph) -> Double? { graph.filledRects(at: 1).first { $0.height == 1 }?.width }
    let once = ViewGraph.probe(Ticker())
    let often = ViewGraph.probe(Ticker())
    for step in 0..<10 { _ = often.filledRects(at: Double(step) / 10) }
    // Ticks at 1/60, 2/60, …, 60/60 after the appearance at 0: the date changes at each.
    #expect(count(once).map { abs($0 - 60) <= 1 } == true, "\(String(describing: count(once)))")
    #expect(count(often) == count(once))
  }

  @Test func aMinimumIntervalShowsTheLatestEntry() {
    // Entries at 0, 0.5, 1, … from the appearance at 0.
    let graph = expectDates(.animation(minimumInterval: 0.5), [(0, 0), (0.7, 0.5), (1.2, 1), (1.5, 1.5)])
    #expect(graph.nextTimerTime == 2, "the next entry is a scene timer")
  }

  @Test func aPausedAnimationScheduleHoldsItsStartDate() {
    _ = expectDates(.animation(minimumInterval: nil, paused: true), [(0, 0), (3, 0)])
  }

  @Test func aPeriodicScheduleShowsItsEntriesInPhase() {
    // In phase with 0.25 s after the epoch, every second: …, −0.75, 0.25, 1.25, 2.25, …; the
    // view appears at 0 showing the entry before it.
    let from = Date(timeIntervalSinceReferenceDate: 0.25)
    let graph = expectDates(.periodic(from: from, by: 1), [(0, -0.75), (0.25, 0.25), (1, 0.25), (1.3, 1.25), (3.1, 2.25)])
    #expect(!graph.isAnimating(at: 3.1), "between entries nothing moves")
  }

  @Test func aPeriodicScheduleFromTheWallClockTicksInItsPhase() {
    // `.periodic(from: Date(), by: 1)` starts far after the scene's dates: it sets the phase,
    // and the view ticks every second from its appearance.
    let from = Date(timeIntervalSinceReferenceDate: 800_000_000.5)
    _ = expectDates(.periodic(from: from, by: 1), [(0, -0.5), (0.4, -0.5), (0.5, 0.5), (2.7, 2.5)])
  }

  @Test func theEveryMinuteScheduleShowsTheStartOfEachMinute() {
    _ = expectDates(.everyMinute, [(0, 0), (59, 0), (60, 60), (125, 120)])
  }
}

private struct Clock<S: TimelineSchedule>: View {
  let schedule: S
  var body: some View {
    TimelineView(schedule) { context in
      Color.red.frame(width: 10, height: 10)
        .offset(x: context.date.timeIntervalSinceReferenceDate * 10)
    }
  }
}

/// Counts the changes of its timeline's date in a bar as wide as the count.
private struct Ticker: View {
  @State private var ticks = 0
  var body: some View {
    TimelineView(.animation) { context in
      Color.red.frame(width: Double(ticks), height: 1)
        .onChange(of: context.date) { ticks += 1 }
    }
  }
}
