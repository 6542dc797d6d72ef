import Testing
import X11Canvas

/// The refresh period learned from made-up Present completions, against the period they were
/// made with. Reports come late, as Xvfb's millisecond timer makes them: up to 1 ms of jitter
/// each, and now and then several milliseconds under load.
@Suite struct VblankPeriodTests {
  /// Up to 1 ms, spread over the reports without a pattern a median would line up with.
  static func jitter(_ n: Int) -> Double { Double((n * 7919) % 1000) / 1_000_000 }

  @Test func aLateFirstReportDoesNotSkewThePeriod() {
    let period = 0.016_666
    var learned = VblankPeriod(nominal: 1.0 / 60)
    var reports: [(msc: UInt64, ust: Double)] = []
    for n in 0..<60 {
      // The first report 7 ms late (a busy start), and every tenth 5 ms late.
      let late = n == 0 ? 0.007 : n % 10 == 5 ? 0.005 : Self.jitter(n)
      reports.append((UInt64(4_000 + n), 1_234.5 + Double(n) * period + late))
    }
    for report in reports { learned.learn(msc: report.msc, ust: report.ust) }
    // The slope from the first report to the last is more than 0.5 % short: 7 ms over the
    // span...
    let slope = (reports[59].ust - reports[0].ust) / 59
    #expect(abs(slope - period) / period > 0.005)
    // ...and the period learned is off by less than 1 ms over the span it was measured over,
    // half what the grid allows before it leaves RandR's 60 Hz for the measured period.
    #expect(learned.span >= 30)
    #expect(abs(learned.seconds - period) * Double(learned.span) < 0.001, "learned \(learned.seconds) over \(learned.span)")
  }

  @Test func aRateOtherThanRandRsIsLearned() {
    let period = 1 / 59.95
    var learned = VblankPeriod(nominal: 1.0 / 60)
    for n in 0..<120 {
      var ust = 50 + Double(n) * period + Self.jitter(n)
      var msc = UInt64(90 + n)
      if n % 17 == 3 {
        // An outlier the other way: 10 ms late and counted at the next vblank, so 6.7 ms early
        // for it (and the next report, for that vblank too, tells nothing new).
        ust += 0.010
        msc += 1
      }
      learned.learn(msc: msc, ust: ust)
    }
    #expect(abs(learned.seconds - period) / period < 0.0001, "learned \(learned.seconds)")
  }

  @Test func anMSCGoingBackStartsAnew() {
    var learned = VblankPeriod(nominal: 1.0 / 60)
    for n in 0..<40 { learned.learn(msc: UInt64(500 + n), ust: 10 + Double(n) / 60 + Self.jitter(n)) }
    #expect(abs(learned.seconds * 60 - 1) < 0.0005)
    // Another CRTC, at 75 Hz, whose count is lower.
    for n in 0..<40 { learned.learn(msc: UInt64(5 + n), ust: 11 + Double(n) / 75 + Self.jitter(n)) }
    #expect(abs(learned.seconds * 75 - 1) < 0.0005, "learned \(1 / learned.seconds) Hz")
  }
}
