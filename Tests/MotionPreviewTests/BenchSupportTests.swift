import Glibc
import Foundation
import Testing
import TestSupport

@testable import MotionPreview

@Suite struct BenchSupportTests {
  /// A real-shaped /proc/PID/stat line whose command name holds a space and a parenthesis.
  @Test func parsesUserAndSystemTicks() {
    let line = "4242 (Xvfb (x) 1) S 1 4242 4242 0 -1 4194560 1234 0 0 0 150 50 0 0 20 0 1 0 99"
    #expect(CPUTime.parseStat(line, ticksPerSecond: 100) == 2.0)  // (150 + 50) / 100
    #expect(CPUTime.parseStat("garbage", ticksPerSecond: 100) == nil)
  }

  /// A process's CPU time read by its pid agrees with the kernel's two other accounts of it:
  /// this process's own CPU clock, to the microsecond, and /proc's utime + stime, to two ticks.
  @Test func readsAProcessCPUTimeToTheNanosecond() throws {
    // Spend about 50 ms of CPU, so that the three readings are not all near zero.
    let start = CPUTime.ofThisProcess()
    var x = 0.0
    while CPUTime.ofThisProcess() - start < 0.05 { x += sin(x + 1) }
    #expect(x.isFinite)
    let own0 = CPUTime.ofThisProcess()
    let byPID = try #require(CPUTime.seconds(ofProcess: getpid()))
    let own1 = CPUTime.ofThisProcess()
    let ticks = try #require(CPUTime.ticks(ofProcess: getpid()))
    #expect(byPID >= own0 && byPID <= own1, "\(own0) ≤ \(byPID) ≤ \(own1)")
    #expect(abs(byPID - ticks) <= 0.02, "clock \(byPID) s, /proc \(ticks) s")
    #expect(CPUTime.seconds(ofProcess: -1) == nil)
    // Pids are below pid_max, so none has that one.
    let pidMax = String(decoding: fileBytes(at: "/proc/sys/kernel/pid_max"), as: UTF8.self)
    let unused = try #require(Int32(pidMax.trimmingCharacters(in: .whitespacesAndNewlines)))
    #expect(CPUTime.seconds(ofProcess: unused) == nil)
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
