/// The preview's model: the events so far (toggles, restarts, variant switches) on the scene
/// timeline, and the frame at any scene time.
///
/// Time is always a parameter, in scene seconds from launch (0 or more), as `SceneClock` gives
/// it. Events are recorded at their time; `frame(at:layout:overlay:)` and the other queries show
/// the scene exactly as it was at the time asked, earlier or later than the newest event, so a
/// paused ← step back is exact.
///
/// **History.** After each event the preview keeps a checkpoint: a copy of all animated values
/// with their running animations (finished ones are dropped first). A query finds the latest
/// checkpoint at or before its time by binary search and samples it there, so a frame costs the
/// same however long the app has run. An event earlier than the newest one branches the
/// timeline: the later checkpoints are dropped. At most `2 × historyLimit` checkpoints are kept;
/// beyond that the oldest are dropped down to `historyLimit`, so memory stays bounded under
/// `--autoplay` for hours. Times before the oldest kept checkpoint (only reachable by stepping
/// back across more than `historyLimit` events) show the scene as at that checkpoint.
package struct Preview: Sendable {
  /// How many events the preview keeps to step back through (it keeps between this many and
  /// twice this many).
  package static let historyLimit = 256

  /// The scene model, font and options (a live reload replaces the scene).
  package private(set) var configuration: PreviewConfiguration
  /// Checkpoints in time order; never empty (the first is launch, or the oldest kept).
  private var history: [PreviewCheckpoint]

  /// A preview at launch (scene time 0): the text hidden, or shown at rest with
  /// `configuration.startVisible`; the crease starting its cycle.
  package init(configuration: PreviewConfiguration = PreviewConfiguration()) {
    self.configuration = configuration
    history = [
      PreviewCheckpoint(
        time: 0,
        state: PreviewState(
          isVisible: configuration.startVisible, at: 0, scene: configuration.scene))
    ]
  }

  /// Space or a click on the switch at `time` (scene seconds): flips `isVisible` with the
  /// seed's animations. A toggle mid-flight takes over from where everything is.
  package mutating func toggleVisibility(at time: Double) {
    record(.toggleVisibility, at: time) { state, time, scene in
      state.setVisible(!state.isVisible, at: time, scene: scene)
    }
  }

  /// R at `time` (scene seconds): the text hides at once and reveals again from the start, the
  /// crease restarts at 50, and the variant, if showing, starts over.
  package mutating func restart(at time: Double) {
    record(.restart, at: time) { state, time, scene in state.restart(at: time, scene: scene) }
  }

  /// V at `time` (scene seconds): switches the left panel between the `TextRenderer` reveal and
  /// the seed's first attempt, which starts over each time it is shown. The reveal's state
  /// carries on underneath.
  package mutating func switchVariant(at time: Double) {
    record(.switchVariant, at: time) { state, time, _ in state.switchVariant(at: time) }
  }

  /// A live reload at `time` (scene seconds): `scene` replaces the configuration's scene, and the
  /// transitions start over with it as R starts them (the text reveals from the start, the
  /// crease restarts, the variant stays and starts over). The history starts afresh at `time`:
  /// an earlier time shows the new scene as at `time`, since the old events belong to the old
  /// scene. Call `layout(size:metrics:)` again afterwards: texts and fonts may have changed.
  package mutating func reload(_ scene: SceneModel, at time: Double) {
    guard time.isFinite else { return }
    let time = max(time, history[0].time)
    let wasShowingVariant = isShowingVariant(at: time)
    configuration.scene = scene
    var state = PreviewState(isVisible: false, at: time, scene: scene)
    state.restart(at: time, scene: scene)
    if wasShowingVariant { state.switchVariant(at: time) }
    history = [PreviewCheckpoint(time: time, state: state)]
  }

  /// The same events at the same scene times on `configuration`'s scene: what the A/B
  /// comparison's halves run, so that their transitions start when this preview's do at every
  /// time, earlier or later. The first checkpoint (launch, a reload, or the oldest kept) is
  /// rebuilt with the new scene: at rest as at launch, or its transition started over at the
  /// same time (hidden again when it was a hide), with the variant where it showed.
  package func replayed(on configuration: PreviewConfiguration) -> Preview {
    var replay = Preview(configuration: configuration)
    let first = history[0]
    let scene = configuration.scene
    var state: PreviewState
    if first.state.hasTransitioned {
      let start = first.state.transitionStart
      state = PreviewState(isVisible: false, at: start, scene: scene)
      state.restart(at: start, scene: scene)
      if !first.state.isVisible { state.setVisible(false, at: start, scene: scene) }
    } else {
      state = PreviewState(isVisible: first.state.isVisible, at: first.time, scene: scene)
    }
    if let variantStart = first.state.variantStart, state.variantStart == nil {
      state.switchVariant(at: variantStart)
    }
    replay.history = [PreviewCheckpoint(time: first.time, state: state)]
    for checkpoint in history.dropFirst() {
      switch checkpoint.event {
      case .toggleVisibility: replay.toggleVisibility(at: checkpoint.time)
      case .restart: replay.restart(at: checkpoint.time)
      case .switchVariant: replay.switchVariant(at: checkpoint.time)
      case nil: break
      }
    }
    return replay
  }

  /// Whether the text is toggled on at `time` (scene seconds), the switch's model value.
  package func isVisible(at time: Double) -> Bool {
    checkpoint(at: time).state.isVisible
  }

  /// Whether the seed's first attempt shows in the left panel at `time` (scene seconds).
  package func isShowingVariant(at time: Double) -> Bool {
    checkpoint(at: time).state.variantStart != nil
  }

  /// When the transition in force at `time` (the latest toggle or restart, or launch) started,
  /// in scene seconds.
  package func transitionStart(at time: Double) -> Double {
    checkpoint(at: time).state.transitionStart
  }

  /// When the last transition in force at `time` (scene seconds) started: the latest toggle or
  /// restart, or the variant's start when it shows and started later; nil when nothing has
  /// been toggled, restarted or switched since launch (launch is no transition to share).
  package func lastTransitionStart(at time: Double) -> Double? {
    let state = checkpoint(at: time).state
    let starts = (state.hasTransitioned ? [state.transitionStart] : []) + [state.variantStart].compactMap { $0 }
    return starts.max()
  }

  /// The first time from `start` (scene seconds) when the left panel has stopped changing, on a
  /// 1/240 s grid (the finest export frame), at most 60 s on.
  package func textSettles(after start: Double) -> Double {
    let step = 1.0 / 240
    var time = start
    while time < start + 60 && isTextAnimating(at: time) { time += step }
    return time
  }

  /// Whether anything on screen changes after `time` (scene seconds). The crease repeats
  /// forever, so this is always true; see `isTextAnimating(at:)` for the left panel alone.
  package func isAnimating(at time: Double) -> Bool {
    // With reduced motion the crease holds still, so only the text panel can change.
    configuration.reducesMotion ? isTextAnimating(at: time) : true
  }

  /// Whether the left panel (the reveal or the variant) still changes after `time` (seconds).
  package func isTextAnimating(at time: Double) -> Bool {
    let (checkpoint, sampleTime) = lookup(time)
    return checkpoint.state.isTextAnimating(at: sampleTime, scene: configuration.scene)
  }

  /// Wraps and measures everything for a window of `size` points. Call it once per resize (the
  /// result holds the text layouts), not per frame.
  package func layout(size: Size, metrics: some TextMetrics) -> PreviewLayout {
    PreviewLayout(configuration: configuration, size: size, metrics: metrics)
  }

  /// Where a click toggles the text at `time` (scene seconds): the switch's frame, or nil
  /// while the variant (which has no switch) shows.
  package func toggleHitRect(at time: Double, in layout: PreviewLayout) -> Rect? {
    isShowingVariant(at: time) ? nil : layout.toggleFrame
  }

  /// The animated values at `time` (scene seconds).
  ///
  /// With reduced motion, as SwiftUI apps do under Reduce Motion, movement becomes a cross-fade:
  /// the lines keep their fade and stagger but do not drop in, the text area is at its full
  /// height whenever the text is (partly) shown instead of growing, the sweeping veil is left
  /// out, and the note's crease holds still at its resting size.
  func sample(at time: Double) -> PreviewSample {
    let (checkpoint, t) = lookup(time)
    let state = checkpoint.state
    if configuration.reducesMotion {
      var effect = AppearanceEffect(
        configuration.scene.reveal, elapsedTime: state.elapsed.value(at: t))
      effect.reducesMotion = true
      return PreviewSample(
        time: t, effect: effect, clipFraction: effect.elapsedTime > 0 ? 1 : 0, veilProgress: 1,
        switchProgress: state.switchProgress.value(at: t), crease: configuration.scene.note.ceaseSize,
        variant: state.variantStart.map {
          FirstAttemptEffect(configuration.scene.firstAttempt, time: t - $0)
        })
    }
    return PreviewSample(
      time: t,
      effect: AppearanceEffect(configuration.scene.reveal, elapsedTime: state.elapsed.value(at: t)),
      clipFraction: max(0, state.clipFraction.value(at: t)),
      veilProgress: state.veil.value(at: t),
      switchProgress: state.switchProgress.value(at: t),
      crease: state.crease.value(at: t),
      variant: state.variantStart.map { FirstAttemptEffect(configuration.scene.firstAttempt, time: t - $0) })
  }

  /// The checkpoint in force at `time`.
  func checkpoint(at time: Double) -> PreviewCheckpoint {
    lookup(time).checkpoint
  }

  /// The number of checkpoints kept (1 + the events kept).
  var checkpointCount: Int {
    history.count
  }

  /// The most animation segments any kept checkpoint holds: what one more event costs to copy.
  var largestCheckpointSegments: Int {
    history.map(\.state.segmentCount).max() ?? 0
  }

  /// The checkpoint in force at `time` and the time to sample it at: `time` itself, or the
  /// checkpoint's time when `time` lies before the oldest kept checkpoint (or is not finite).
  private func lookup(_ time: Double) -> (checkpoint: PreviewCheckpoint, time: Double) {
    let first = history[0]
    guard time.isFinite, time >= first.time else { return (first, first.time) }
    // Binary search for the last checkpoint at or before `time`.
    var low = 0
    var high = history.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if history[middle].time <= time { low = middle } else { high = middle - 1 }
    }
    return (history[low], time)
  }

  /// Applies an event at `time`: branches the timeline there, then appends a checkpoint.
  private mutating func record(
    _ event: PreviewCheckpoint.Event, at time: Double,
    _ change: (inout PreviewState, Double, SceneModel) -> Void
  ) {
    guard time.isFinite else { return }
    let time = max(time, history[0].time)
    while history.count > 1, let last = history.last, last.time > time {
      history.removeLast()
    }
    var state = history[history.count - 1].state
    state.removeFinished(at: time)
    change(&state, time, configuration.scene)
    history.append(PreviewCheckpoint(time: time, state: state, event: event))
    if history.count > 2 * Self.historyLimit {
      history.removeFirst(history.count - Self.historyLimit)
    }
  }
}
