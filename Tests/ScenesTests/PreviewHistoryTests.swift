import Testing

@testable import Scenes

/// Frames at any time, before or after the newest event, and bounded history.
@Suite struct PreviewHistoryTests {
  static let layout = Preview().layout(size: PreviewLayout.defaultSize, metrics: FixedTextMetrics())

  @Test func aFrameBeforeTheNewestEventShowsTheSceneAsItWasThen() {
    var full = Preview()
    full.toggleVisibility(at: 0)
    full.toggleVisibility(at: 0.3)
    full.restart(at: 2)
    var early = Preview()
    early.toggleVisibility(at: 0)
    for time in [0.0, 0.1, 0.29] {
      #expect(
        full.frame(at: time, layout: Self.layout) == early.frame(at: time, layout: Self.layout))
    }
    #expect(full.frame(at: 0.31, layout: Self.layout) != early.frame(at: 0.31, layout: Self.layout))
    #expect(full.isVisible(at: 0.2) && !full.isVisible(at: 1) && full.isVisible(at: 2))
  }

  /// E's "last transition": none at launch (shown or hidden), then the latest toggle, restart
  /// or variant switch in force at the time asked.
  @Test func theLastTransitionIsTheLatestEventInForce() {
    var preview = Preview()
    #expect(preview.lastTransitionStart(at: 5) == nil)
    #expect(Preview(configuration: PreviewConfiguration(startVisible: true)).lastTransitionStart(at: 5) == nil)
    preview.toggleVisibility(at: 1)
    preview.toggleVisibility(at: 3)
    preview.switchVariant(at: 4)
    preview.restart(at: 6)
    #expect(preview.lastTransitionStart(at: 0.5) == nil)
    #expect(preview.lastTransitionStart(at: 2) == 1)
    #expect(preview.lastTransitionStart(at: 3.5) == 3)
    #expect(preview.lastTransitionStart(at: 4.5) == 4)
    #expect(preview.lastTransitionStart(at: 7) == 6)
  }

  @Test func anEarlierEventBranchesTheTimeline() {
    var branched = Preview()
    branched.toggleVisibility(at: 0)
    branched.toggleVisibility(at: 0.8)
    branched.toggleVisibility(at: 0.4)  // stepped back to 0.4 and pressed Space
    var straight = Preview()
    straight.toggleVisibility(at: 0)
    straight.toggleVisibility(at: 0.4)
    for time in [0.2, 0.5, 0.9, 2] {
      #expect(
        branched.report(at: time, layout: Self.layout)
          == straight.report(at: time, layout: Self.layout))
    }
    #expect(branched.checkpointCount == 3)
  }

  @Test func eventsAtTheSameTimeApplyInOrder() {
    var preview = Preview()
    preview.toggleVisibility(at: 1)
    preview.toggleVisibility(at: 1)
    #expect(!preview.isVisible(at: 1))
    #expect(preview.report(at: 1.5, layout: Self.layout).text.clipHeight == 0)
  }

  @Test func denseTogglesCostTheSameEach() {
    // Issue 14, class 5: 14,000 toggles within 0.14 s used to stack 14,000 runs per value and
    // copy them into every checkpoint. Now changes within 1/240 s fold together, as SwiftUI folds
    // the changes between frames, springs merge, and superseded segments are dropped: every
    // checkpoint holds a bounded number of segments, so a toggle costs the same however many
    // came before.
    var preview = Preview()
    var largest = 0
    for index in 1...14_000 {
      preview.toggleVisibility(at: Double(index) * 1e-5)
      if index % 1000 == 0 { largest = max(largest, preview.largestCheckpointSegments) }
    }
    // Two timelines (linear, easeIn) of at most 0.14 × 240 + 1 segments, two merged springs,
    // one crease.
    #expect(largest <= 2 * 35 + 2 + 1)
    #expect(preview.checkpointCount <= 2 * Preview.historyLimit)
    let report = preview.report(at: 0.2, layout: Self.layout)
    #expect(report.text.clipHeight.isFinite)
    // 14,000 is even: the text ends hidden.
    #expect(!preview.isVisible(at: 0.2))
    #expect(preview.report(at: 3, layout: Self.layout).text.clipHeight == 0)
  }

  @Test func hoursOfAutoplayKeepABoundedHistory() {
    var preview = Preview()
    for index in 0..<10_000 { preview.toggleVisibility(at: Double(index)) }
    #expect(preview.checkpointCount <= 2 * Preview.historyLimit)
    #expect(preview.checkpointCount > Preview.historyLimit)
    // Each toggle's animations finish within a second, so the scene after the last toggle
    // matches a preview that starts in the state before it and toggles once.
    var fresh = Preview(configuration: PreviewConfiguration(startVisible: true))
    fresh.toggleVisibility(at: 9_999)
    for time in [9_999.0, 9_999.3, 10_001] {
      #expect(
        preview.report(at: time, layout: Self.layout) == fresh.report(at: time, layout: Self.layout)
      )
    }
    // A step back within the kept history is exact: toggled on at 9 990.
    #expect(preview.isVisible(at: 9_990.5) && !preview.isVisible(at: 9_989.5))
  }

  @Test func timesBeforeTheOldestKeptEventShowItsState() {
    var preview = Preview()
    // Launch + 512 toggles at 1, 2, … 512 s is one checkpoint too many: the oldest are dropped
    // down to 256, so the oldest kept is the toggle at 257 s (the 257th: on).
    for index in 1...(2 * Preview.historyLimit) { preview.toggleVisibility(at: Double(index)) }
    #expect(preview.checkpointCount == Preview.historyLimit)
    let oldest = Double(Preview.historyLimit + 1)
    let before = preview.report(at: 0, layout: Self.layout)
    let atOldest = preview.report(at: oldest, layout: Self.layout)
    #expect(before.text == atOldest.text && before.note == atOldest.note)
    #expect(preview.isVisible(at: 0) && preview.isVisible(at: oldest))
    #expect(preview.isVisible(at: oldest - 0.5))  // off in truth, but before the horizon
    #expect(!preview.isVisible(at: oldest + 1))
  }

  @Test func negativeAndNonFiniteTimesAreSafe() {
    var preview = Preview()
    preview.toggleVisibility(at: -3)  // acts at 0
    preview.toggleVisibility(at: .nan)  // ignored
    #expect(preview.isVisible(at: 0))
    let frame = preview.frame(at: .infinity, layout: Self.layout)
    #expect(frame == preview.frame(at: 0, layout: Self.layout))
  }
}
