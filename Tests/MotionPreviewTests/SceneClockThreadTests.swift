import Foundation
import Glibc
import PreviewAgent
import Testing
import TestSupport

/// The wall clock that CSceneClock interposes: the scene's date on the thread that started it
/// (the agent's graph thread), the kernel's everywhere else. This test process links the same
/// interposer as the executable (through PreviewAgent) and never starts it on its own threads,
/// as the window never does.
@Suite struct SceneClockThreadTests {
  /// What a thread read, kept until the test's thread reads it after the thread ended.
  final class Readings: @unchecked Sendable {
    var date: [Double] = []
    var since1970: [Double] = []
    var time: [Int] = []
    var timeOfDay: [(seconds: Int, microseconds: Int)] = []
    var uptime = 0.0
    var started = false
  }

  /// Runs `work` on a new thread and returns when it has returned (a semaphore the thread
  /// signals: no sleep).
  static func onThreadOfItsOwn(_ work: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      work()
      done.signal()
    }
    thread.start()
    done.wait()
  }

  @Test func theThreadThatStartsTheSceneClockReadsTheScenesDate() {
    let readings = Readings()
    let before = ProcessInfo.processInfo.systemUptime
    Self.onThreadOfItsOwn {
      readings.started = AgentWallClock.start(at: 1.5) && AgentWallClock.isStarted
      readings.date.append(Date().timeIntervalSinceReferenceDate)
      readings.since1970.append(Date.now.timeIntervalSince1970)
      readings.time.append(Glibc.time(nil))
      var value = timeval()
      gettimeofday(&value, nil)
      readings.timeOfDay.append((value.tv_sec, Int(value.tv_usec)))
      AgentWallClock.set?(2.25)
      readings.date.append(Date().timeIntervalSinceReferenceDate)
      readings.time.append(Glibc.time(nil))
      readings.uptime = ProcessInfo.processInfo.systemUptime
    }
    let after = ProcessInfo.processInfo.systemUptime
    // 2001-01-01 is 978,307,200 s after 1970 (31 years of 365 days, 8 leap days).
    let epoch = (31 * 365 + 8) * 86_400
    #expect(readings.started)
    #expect(readings.date == [1.5, 2.25])
    #expect(readings.since1970 == [Double(epoch) + 1.5])
    #expect(readings.time == [epoch + 1, epoch + 2])
    #expect(readings.timeOfDay.map(\.seconds) == [epoch + 1] && readings.timeOfDay.map(\.microseconds) == [500_000])
    // Only the wall clock is the scene's: the monotonic clock (ProcessInfo's uptime) that
    // thread read lies between this thread's readings before and after it.
    #expect(before <= readings.uptime && readings.uptime <= after, "\(before) \(readings.uptime) \(after)")
  }

  @Test func everyOtherThreadReadsTheKernelsWallClock() throws {
    // Another thread has read the scene clock; this one (as the window's threads) never started it.
    Self.onThreadOfItsOwn { AgentWallClock.start(at: 3) }
    #expect(!AgentWallClock.isStarted)
    // The kernel stamps a file it creates with its own wall clock: the dates read before and
    // after bracket it (to the kernel's coarse tick, under 10 ms).
    let directory = try TemporaryDirectory()
    let path = directory.path + "/stamp"
    let before = Date().timeIntervalSince1970
    #expect(FileManager.default.createFile(atPath: path, contents: Data()))
    let after = Date().timeIntervalSince1970
    var status = stat()
    #expect(stat(path, &status) == 0)
    let stamped = Double(status.st_mtim.tv_sec) + Double(status.st_mtim.tv_nsec) * 1e-9
    #expect(before - 0.01 <= stamped && stamped <= after + 0.01, "\(before) \(stamped) \(after)")
    #expect(before > 1.7e9)
    let kernel = try #require(AgentWallClock.kernelRealtime)
    #expect(abs(kernel - after) < 1)
  }
}
