import Glibc
import Testing

@testable import MotionPreview

@Suite struct BenchSupportTests {
  /// A real-shaped /proc/PID/stat line whose command name holds a space and a parenthesis.
  @Test func parsesUserAndSystemTicks() {
    let line = "4242 (Xvfb (x) 1) S 1 4242 4242 0 -1 4194560 1234 0 0 0 150 50 0 0 20 0 1 0 99"
    #expect(CPUTime.parseStat(line, ticksPerSecond: 100) == 2.0)  // (150 + 50) / 100
    #expect(CPUTime.parseStat("garbage", ticksPerSecond: 100) == nil)
  }

  @Test func readsOwnProcess() {
    #expect(CPUTime.seconds(ofProcess: getpid()) != nil)
  }

  /// Nearest-rank percentiles of 1...100 are the ranks themselves.
  @Test func nearestRankPercentiles() {
    let p = Percentiles((1...100).map(Double.init).shuffled())
    #expect(p.value(at: 50) == 50)
    #expect(p.value(at: 99) == 99)
    #expect(p.value(at: 100) == 100)
    #expect(p.value(at: 0) == 1)
    #expect(p.maximum == 100)
    #expect(Percentiles([]).value(at: 50) == nil)
  }
}
