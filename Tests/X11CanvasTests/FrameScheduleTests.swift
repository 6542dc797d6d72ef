import Testing
import X11Canvas

/// The display link's grid arithmetic, driven with made-up clock readings (no sleeping).
@Suite struct FrameScheduleTests {
  let period = 1.0 / 60

  @Test func onTimeFramesGetGridTimesAndDropNothing() {
    var schedule = FrameSchedule(period: period, start: 0)
    #expect(schedule.frameTime(at: 0) == 0)
    #expect(schedule.frameTime(at: 0.001) == nil, "the next deadline is one period away")
    // Woken a little late each time: the frame time is still the grid time.
    for n in 1...100 {
      let time = schedule.frameTime(at: Double(n) * period + 0.004)
      #expect(time == Double(n) * period)
    }
    #expect(schedule.dropped == 0)
    #expect(schedule.nextDeadline == 101 * period)
  }

  @Test func lateFramesSkipWholePeriodsAndCountThem() {
    var schedule = FrameSchedule(period: period, start: 0)
    _ = schedule.frameTime(at: 0)
    // Deadline 1 was at 1/60; waking at 3.5 periods skips deadlines 1 and 2 and draws 3.
    #expect(schedule.frameTime(at: 3.5 * period) == 3 * period)
    #expect(schedule.dropped == 2)
    #expect(schedule.nextDeadline == 4 * period)
    #expect(schedule.frameTime(at: 4 * period) == 4 * period)
    #expect(schedule.dropped == 2)
  }

  @Test func aStallLongerThanASecondReanchorsTheGrid() {
    var schedule = FrameSchedule(period: period, start: 0)
    _ = schedule.frameTime(at: 0)
    let wake = 5.0 + 0.3 * period  // 5 s late: a suspend
    #expect(schedule.frameTime(at: wake) == wake, "the new grid starts now")
    #expect(schedule.dropped == Int((wake - period) / period))
    #expect(abs(schedule.nextDeadline - (wake + period)) < 1e-12)
    // Just under the limit is not a stall: it catches up on the old grid.
    var other = FrameSchedule(period: period, start: 0)
    _ = other.frameTime(at: 0)
    #expect(other.frameTime(at: period + 0.99) == period + Double(Int(0.99 / period)) * period)
  }

  @Test func restartAfterIdleDropsNothing() {
    var schedule = FrameSchedule(period: period, start: 0)
    _ = schedule.frameTime(at: 0)
    schedule.restart(at: 42.25)
    #expect(schedule.frameTime(at: 42.25) == 42.25)
    #expect(schedule.dropped == 0)
    #expect(schedule.frameTime(at: 42.25 + period) == 42.25 + period)
  }
}
