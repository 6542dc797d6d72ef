import Scenes
import Testing

/// Scene time is checked against hand-computed piecewise-linear values.
@Suite struct SceneClockTests {
  @Test func runsAtWallSpeedByDefault() {
    let clock = SceneClock()
    #expect(clock.sceneTime(at: 0) == 0)
    #expect(clock.sceneTime(at: 2.5) == 2.5)
  }

  @Test func speedChangeKeepsSceneTimeContinuous() {
    var clock = SceneClock()
    clock.setSpeed(0.5, at: 2)  // 2 s of scene time so far
    #expect(clock.sceneTime(at: 2) == 2)
    #expect(clock.sceneTime(at: 4) == 3)  // 2 + (4 - 2) × 0.5
  }

  @Test func cyclesThroughTheFourSpeeds() {
    var clock = SceneClock()
    #expect(clock.cycleSpeed(at: 0) == 0.5)
    #expect(clock.cycleSpeed(at: 0) == 0.25)
    #expect(clock.cycleSpeed(at: 0) == 0.1)
    #expect(clock.cycleSpeed(at: 0) == 1)
  }

  @Test func pauseFreezesAndResumeContinues() {
    var clock = SceneClock()
    clock.togglePause(at: 1)
    #expect(clock.isPaused)
    #expect(clock.sceneTime(at: 5) == 1)
    clock.togglePause(at: 5)
    #expect(clock.sceneTime(at: 6) == 2)
  }

  @Test func stepsOnlyWhilePausedAndNeverBelowZero() {
    var clock = SceneClock()
    clock.step(by: 1, at: 0)
    #expect(clock.sceneTime(at: 0) == 0)  // running: stepping is ignored
    clock.togglePause(at: 0.5)
    clock.step(by: 0.25, at: 3)
    #expect(clock.sceneTime(at: 9) == 0.75)
    clock.step(by: -2, at: 9)
    #expect(clock.sceneTime(at: 9) == 0)
  }
}
