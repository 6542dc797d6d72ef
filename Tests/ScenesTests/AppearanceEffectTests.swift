import Scenes
import Testing

/// The seed renderer's formulas against hand-computed delays and the reference's spring and
/// curve values (swiftui-animation-math.md §6 rows 15, 36).
@Suite struct AppearanceEffectTests {
  @Test(arguments: [
    (1, 0.6),  // max((1 − 0.4)/2, 0.6/1) = max(0.3, 0.6)
    (2, 0.3),  // max(0.2/3, 0.6/2)
    (3, 0.2),  // max(−0.2/4, 0.6/3)
    (14, 0.6 / 14),  // max(−4.6/15, 0.6/14) = 0.042857…
    (40, 0.015),  // a 40-glyph line under `--stagger glyphs`
  ])
  func elementDelay(count: Int, expected: Double) {
    #expect(abs(AppearanceEffect(.seed, elapsedTime: 0).elementDelay(count: count) - expected) < 1e-12)
  }

  @Test func theSpringIsSnappyWithTheSeedsParameters() {
    #expect(abs(SceneModel.seed.reveal.spring.duration - 0.35) < 1e-9)
    #expect(abs(SceneModel.seed.reveal.spring.bounce - 0.55) < 1e-9)
  }

  @Test(arguments: [0.05, 0.1, 0.2, 0.3, 0.4])
  func firstLineOffsetFollowsTheSnappySpring(time: Double) throws {
    let unit = try #require(ReferenceValues.snappyUnit[time])
    let effect = AppearanceEffect(.seed, elapsedTime: time)
    let descent = 4.4
    // from −descent to 0: −descent + descent·unit = −descent·(1 − unit).
    #expect(abs(effect.offset(index: 0, count: 3, descent: descent) - -descent * (1 - unit)) < 1e-5)
  }

  @Test(arguments: [(0.1, 0.25), (0.2, 0.5), (0.3, 0.75), (0.4, 1.0)])
  func opacityIsEaseInOfTheLinesProgress(time: Double, progress: Double) throws {
    let expected = try #require(ReferenceValues.easeIn[progress])
    #expect(abs(AppearanceEffect(.seed, elapsedTime: time).opacity(index: 0, count: 3) - expected) < 1e-6)
  }

  @Test func laterLinesStartOneDelayApart() throws {
    // n = 3: d = 0.2. At elapsed 0.5: t₀ = 0.4 (clamped from 0.5), t₁ = 0.3, t₂ = 0.1.
    let effect = AppearanceEffect(.seed, elapsedTime: 0.5)
    #expect(effect.elementTime(index: 0, count: 3) == 0.4)
    #expect(abs(effect.elementTime(index: 1, count: 3) - 0.3) < 1e-12)
    #expect(abs(effect.elementTime(index: 2, count: 3) - 0.1) < 1e-12)
    let unit = try #require(ReferenceValues.snappyUnit[0.1])
    #expect(abs(effect.offset(index: 2, count: 3, descent: 6) - -6 * (1 - unit)) < 1e-5)
    #expect(abs(effect.opacity(index: 1, count: 3) - 0.621861) < 1e-6)
  }

  @Test func beforeItsStartALineIsHiddenOneDescentUp() {
    let effect = AppearanceEffect(.seed, elapsedTime: 0.1)
    #expect(effect.opacity(index: 2, count: 3) == 0)
    #expect(effect.offset(index: 2, count: 3, descent: 6) == -6)
  }

  @Test func elapsedTimeIsClampedToTheTotalDuration() {
    #expect(AppearanceEffect(.seed, elapsedTime: 5).elapsedTime == 1)
    // The last of 3 lines ends at 2·0.2 + 0.4 = 0.8 s; the spring's residual stays (§4.3).
    let end = AppearanceEffect(.seed, elapsedTime: 5)
    #expect(abs(end.offset(index: 2, count: 3, descent: 6) - -6 * (1 - 0.958257)) < 1e-5)
    #expect(end.opacity(index: 2, count: 3) == 1)
  }
}
