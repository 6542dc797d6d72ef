// `KeyframeAnimator` and `.keyframeAnimator`: the content is built for the keyframes' value at
// each frame's scene time while they play ("the content closure updates every frame while
// animating", Apple's documentation of `KeyframeAnimator`), so a frame is a pure function of
// the time; at rest its body runs no more.
//
// - Repeating: the keyframes loop from the view's appearance (from when `repeating` turns true);
//   when `repeating` is false the content gets the value at the start of the timeline.
// - Triggered: each change of the trigger plays the keyframes once from the current value (the
//   closure receives it: `initialValue` at first, then the end value of the previous run, per
//   the documentation); the value then rests at the timeline's end.

/// A container that animates its content with keyframes, as SwiftUI's `KeyframeAnimator`.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where Value == KeyframePath.Value {
  private let initialValue: Value
  private let mode: KeyframeContent<Value, KeyframePath, Content>.Mode
  private let content: (Value) -> Content
  private let keyframes: (Value) -> KeyframePath
  @State private var run = KeyframeRun<Value>()

  /// Plays `keyframes` each time `trigger` changes; `content` builds the view for the value
  /// at each frame.
  public init(
    initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    self.initialValue = initialValue
    mode = .trigger(AnimatorTrigger(trigger))
    self.content = content
    self.keyframes = keyframes
  }

  /// Loops `keyframes` while `repeating` is true; `content` builds the view for the value at
  /// each frame.
  public init(
    initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
  ) {
    self.initialValue = initialValue
    mode = .repeating(repeating)
    self.content = content
    self.keyframes = keyframes
  }

  /// The content for the keyframes' value now.
  public var body: some View {
    // The content sits in a node of its own (`FrameHost`): the per-frame update re-runs the
    // content alone, never this view's body nor its parent's.
    KeyframeContent(initialValue: initialValue, mode: mode, content: content, keyframes: keyframes, run: run)
      .modifier(FrameHost())
  }
}

/// The part of a `KeyframeAnimator` that runs each frame while the keyframes play: the content
/// built for their value at the frame's scene time.
struct KeyframeContent<Value, KeyframePath: Keyframes, Content: View>: View where Value == KeyframePath.Value {
  enum Mode {
    case repeating(Bool)
    case trigger(AnimatorTrigger)
    /// Plays the keyframes once from when it turns true, then rests at their end; back at the
    /// start while false (a symbol effect active for a number of runs).
    case playing(Bool)
  }
  let initialValue: Value
  let mode: Mode
  let content: (Value) -> Content
  let keyframes: (Value) -> KeyframePath
  /// The animator's run, which its identity's state keeps.
  let run: KeyframeRun<Value>

  var body: Content {
    content(currentValue())
  }

  private func currentValue() -> Value {
    guard let composite = ViewGraph.evaluating else { return initialValue }
    let time = composite.bodyTime
    switch mode {
    case .repeating(let on):
      guard on else {
        run.reset()
        composite.framesUntil = nil
        return initialValue
      }
      if run.start == nil {
        run.begin(KeyframeTimeline(initialValue: initialValue, keyframes: keyframes(initialValue)), at: time)
      }
      composite.runBodyEachFrame(until: .infinity)
      return run.loopedValue(at: time) ?? initialValue
    case .playing(let on):
      guard on else {
        run.reset()
        return initialValue
      }
      if run.start == nil {
        let timeline = KeyframeTimeline(initialValue: initialValue, keyframes: keyframes(initialValue))
        run.begin(timeline, at: time)
        composite.runBodyEachFrame(until: time + timeline.duration)
      }
      return run.value(at: time) ?? initialValue
    case .trigger(let trigger):
      guard let last = run.trigger else {
        run.trigger = trigger
        return initialValue
      }
      if last != trigger {
        run.trigger = trigger
        let current = run.value(at: time) ?? initialValue
        let timeline = KeyframeTimeline(initialValue: current, keyframes: keyframes(current))
        run.begin(timeline, at: time)
        composite.runBodyEachFrame(until: time + timeline.duration)
      }
      return run.value(at: time) ?? initialValue
    }
  }
}

extension KeyframeContent: ReportsKeyframesInFlight {
  /// The tracks of the run playing at `time`: a repeating one while it repeats, a triggered one
  /// from its trigger to its end.
  func keyframesInFlight(at time: Double, samples: Int) -> [ValueInFlight] {
    guard let timeline = run.timeline, let start = run.start, time >= start else { return [] }
    let repeats: Bool
    switch mode {
    case .repeating(let on):
      guard on else { return [] }
      repeats = true
    case .trigger, .playing(true):
      guard time < start + timeline.duration else { return [] }
      repeats = false
    case .playing(false):
      return []
    }
    return run.tracksInFlight(samples: samples, repeats: repeats).map {
      ValueInFlight(name: $0.name, motion: .keyframes($0.keyframes), start: start)
    }
  }
}

/// A node of its own around a view whose body runs each frame: the frame's update re-resolves
/// that node's children alone (a composite re-resolves from its host, the nearest node), so
/// the views beside it and above it keep their bodies. It lays out as its one child.
struct FrameHost: ViewModifier, NodeModifier {
  typealias Body = Never
  func makeNode(id: ViewID) -> Node { Node(id: id) }
  func update(_ node: Node, context: ResolveContext, graph: ViewGraph) {}
}

/// The keyframes playing in one animator: the timeline and the scene time it started.
@MainActor
final class KeyframeRun<Value> {
  private(set) var timeline: KeyframeTimeline<Value>?
  private(set) var start: Double?
  var trigger: AnimatorTrigger?

  /// `timeline.tracksInFlight` for the last sample count asked, made once per run.
  private var reported: (count: Int, repeats: Bool, tracks: [(name: String, keyframes: KeyframesInFlight)])?

  func begin(_ timeline: KeyframeTimeline<Value>, at time: Double) {
    self.timeline = timeline
    start = time
    reported = nil
  }

  func reset() {
    timeline = nil
    start = nil
    reported = nil
  }

  /// The tracks of the run for the inspector (`KeyframeTimeline.tracksInFlight`).
  func tracksInFlight(samples count: Int, repeats: Bool) -> [(name: String, keyframes: KeyframesInFlight)] {
    if let reported, reported.count == count, reported.repeats == repeats { return reported.tracks }
    let tracks = timeline?.tracksInFlight(samples: count, repeats: repeats) ?? []
    reported = (count, repeats, tracks)
    return tracks
  }

  /// The value at `time` of the run that started last (its end value once it is over).
  func value(at time: Double) -> Value? {
    guard let timeline, let start else { return nil }
    return timeline.value(time: time - start)
  }

  /// The value at `time` of the timeline played in a loop since its start.
  func loopedValue(at time: Double) -> Value? {
    guard let timeline, let start else { return nil }
    let duration = timeline.duration
    guard duration > 0 else { return timeline.value(time: 0) }
    let elapsed = max(0, time - start)
    return timeline.value(time: elapsed.truncatingRemainder(dividingBy: duration))
  }
}

extension CompositeNode {
  /// Runs this body at every frame until `end` (scene seconds).
  func runBodyEachFrame(until end: Double) {
    graph.runBodyEachFrame(self, until: end)
  }
}

// SwiftUI's modifier forms take `content` as `@Sendable`; here it is not, because the library's
// views and `ViewBuilder` are main-actor isolated and a `@Sendable` closure that builds views
// would warn in users' files (measured: four warnings in the fixture). Closures passed either
// way compile the same.
extension View {
  /// Loops `keyframes` over this view while `repeating` is true: `content` applies the value at
  /// each frame to the view, as SwiftUI's `keyframeAnimator(initialValue:repeating:content:keyframes:)`.
  public func keyframeAnimator<Value>(
    initialValue: Value, repeating: Bool = true,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
  ) -> some View {
    modifier(
      PlaceholderModifier {
        KeyframeAnimator(initialValue: initialValue, repeating: repeating, content: { value in content(PlaceholderContentView(), value) }, keyframes: keyframes)
      })
  }

  /// Plays `keyframes` over this view each time `trigger` changes: `content` applies the value
  /// at each frame to the view, as SwiftUI's `keyframeAnimator(initialValue:trigger:content:keyframes:)`.
  public func keyframeAnimator<Value>(
    initialValue: Value, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
    @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
  ) -> some View {
    modifier(
      PlaceholderModifier {
        KeyframeAnimator(initialValue: initialValue, trigger: trigger, content: { value in content(PlaceholderContentView(), value) }, keyframes: keyframes)
      })
  }
}
