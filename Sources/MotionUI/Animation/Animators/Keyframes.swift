// SwiftUI's keyframes: `Keyframes`, `KeyframeTrack`, `KeyframeTrackContent` and the four
// keyframe kinds, with their result builders. A track is resolved into a path of segments in
// the value's `animatableData`; `KeyframeTimeline` evaluates the paths as pure functions of time.
//
// Semantics followed: Apple's documentation of each type; where it is silent (where a spring
// cut short leaves the next segment, the Catmull-Rom weights for unequal durations), the way a
// reverse-engineered SwiftUI resolves tracks (ByteDance's Apache-2.0 `KeyframeTrack._resolve`,
// 2025, read for shape only, not copied):
// - each keyframe is a segment that starts where the previous one ended (the first at the
//   track's value in the initial value) and lasts its duration;
// - `LinearKeyframe` interpolates to its value along its unit curve;
// - `SpringKeyframe` runs its spring towards its value from the previous segment's end velocity
//   (or its `startVelocity`), for its duration or, when nil, the spring's settling duration; the
//   next segment starts where the spring is at that time;
// - `CubicKeyframe` is a cubic Hermite segment: "adjacent cubic keyframes result in a
//   Catmull-Rom spline" (the velocity at a seam between cubics is (next − previous) ÷ (the two
//   durations)); after another kind it starts with that segment's end velocity, and before one it
//   ends with the next segment's start velocity; at the ends of the track its velocity is 0;
// - `MoveKeyframe` jumps to its value at once.

/// A type that defines changes to a value over time, as SwiftUI's `Keyframes`: one or more
/// `KeyframeTrack`s, built with `KeyframesBuilder`.
public protocol Keyframes<Value> {
  /// The type of value animated by this keyframes type.
  associatedtype Value = Self.Body.Value
  /// The type of keyframes representing the body of this type.
  associatedtype Body: Keyframes
  /// The composition of content that comprise the keyframes.
  @KeyframesBuilder<Value> var body: Self.Body { get }
}

/// A group of keyframes that define an interpolation curve of an animatable value, as SwiftUI's
/// `KeyframeTrackContent`.
public protocol KeyframeTrackContent<Value> {
  /// The value the keyframes interpolate.
  associatedtype Value: Animatable = Self.Body.Value
  /// The type of the content's body.
  associatedtype Body: KeyframeTrackContent
  /// The composition of content that comprise the keyframe track.
  @KeyframeTrackContentBuilder<Value> var body: Self.Body { get }
}

// MARK: Keyframes

/// A keyframe that uses simple linear interpolation, as SwiftUI's `LinearKeyframe`.
public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
  let segment: KeyframeSegment<Value>

  /// A keyframe reaching `to` after `duration` seconds (≥ 0), paced by `timingCurve`.
  public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
    segment = .linear(to: to, duration: max(0, duration), curve: timingCurve)
  }

  /// The keyframe itself.
  public var body: LinearKeyframe<Value> { self }
}

/// A keyframe that uses a spring function to interpolate to the given value, as SwiftUI's
/// `SpringKeyframe`.
public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
  let segment: KeyframeSegment<Value>

  /// A keyframe springing towards `to` for `duration` seconds (nil: the spring's settling
  /// duration), starting with `startVelocity` (value units per second; nil: the previous
  /// segment's end velocity).
  public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
    segment = .spring(to: to, duration: duration.map { max(0, $0) }, spring: spring, startVelocity: startVelocity)
  }

  /// The keyframe itself.
  public var body: SpringKeyframe<Value> { self }
}

/// A keyframe that uses a cubic curve to smoothly interpolate between values, as SwiftUI's
/// `CubicKeyframe`: adjacent cubic keyframes make a Catmull-Rom spline.
public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
  let segment: KeyframeSegment<Value>

  /// A keyframe reaching `to` after `duration` seconds (≥ 0), with the given velocities at its
  /// start and end (value units per second; nil: computed for smooth motion).
  public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
    segment = .cubic(to: to, duration: max(0, duration), startVelocity: startVelocity, endVelocity: endVelocity)
  }

  /// The keyframe itself.
  public var body: CubicKeyframe<Value> { self }
}

/// A keyframe that immediately moves to the given value without interpolating, as SwiftUI's
/// `MoveKeyframe`.
public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
  let segment: KeyframeSegment<Value>

  /// A keyframe that jumps to `to`, taking no time.
  public init(_ to: Value) {
    segment = .move(to: to)
  }

  /// The keyframe itself.
  public var body: MoveKeyframe<Value> { self }
}

/// One keyframe, as the track resolves it.
enum KeyframeSegment<Value: Animatable> {
  case linear(to: Value, duration: Double, curve: UnitCurve)
  case spring(to: Value, duration: Double?, spring: Spring, startVelocity: Value?)
  case cubic(to: Value, duration: Double, startVelocity: Value?, endVelocity: Value?)
  case move(to: Value)
}

/// Keyframe content the library resolves itself: its segments, in order.
protocol PrimitiveKeyframeTrackContent {
  /// `[KeyframeSegment<Value>]`, type-erased for the dynamic cast.
  var anySegments: Any { get }
}

extension LinearKeyframe: PrimitiveKeyframeTrackContent { var anySegments: Any { [segment] } }
extension SpringKeyframe: PrimitiveKeyframeTrackContent { var anySegments: Any { [segment] } }
extension CubicKeyframe: PrimitiveKeyframeTrackContent { var anySegments: Any { [segment] } }
extension MoveKeyframe: PrimitiveKeyframeTrackContent { var anySegments: Any { [segment] } }

extension KeyframeTrackContent {
  /// The keyframes of this content, in order: a primitive's own, or its body's.
  var segments: [KeyframeSegment<Value>] {
    if let primitive = self as? any PrimitiveKeyframeTrackContent {
      return primitive.anySegments as? [KeyframeSegment<Value>] ?? []
    }
    return body.segments as Any as? [KeyframeSegment<Value>] ?? []
  }
}

/// Several keyframes in a row: what the builder makes of a block, a loop or a branch.
struct KeyframeSequence<Value: Animatable>: KeyframeTrackContent, PrimitiveKeyframeTrackContent {
  let list: [KeyframeSegment<Value>]
  var body: KeyframeSequence<Value> { self }
  var anySegments: Any { list }
}

/// Builds keyframe track content from the keyframes in a closure, as SwiftUI's
/// `KeyframeTrackContentBuilder`.
@resultBuilder
public struct KeyframeTrackContentBuilder<Value: Animatable> {
  /// A keyframe statement.
  public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value { expression }

  /// The keyframes of a `for` loop, in turn.
  public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> some KeyframeTrackContent<Value> {
    KeyframeSequence(list: components.flatMap(\.segments))
  }

  /// An empty closure: no keyframes.
  public static func buildBlock() -> some KeyframeTrackContent<Value> {
    KeyframeSequence<Value>(list: [])
  }

  /// The first keyframe of a block.
  public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value { first }

  /// The next keyframe of a block, after the ones before.
  public static func buildPartialBlock(
    accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>
  ) -> some KeyframeTrackContent<Value> {
    KeyframeSequence(list: accumulated.segments + next.segments)
  }

  /// The first branch of `if`/`else` of keyframes.
  public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
    first component: First
  ) -> Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value {
    Conditional(storage: .first(component))
  }

  /// The second branch of `if`/`else` of keyframes.
  public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
    second component: Second
  ) -> Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value {
    Conditional(storage: .second(component))
  }

  /// One branch of an `if`/`else` of keyframes.
  public struct Conditional<ConditionalValue: Animatable, First: KeyframeTrackContent, Second: KeyframeTrackContent>:
    KeyframeTrackContent, PrimitiveKeyframeTrackContent
  where First.Value == ConditionalValue, Second.Value == ConditionalValue {
    /// The value the branches animate.
    public typealias Value = ConditionalValue
    enum Storage {
      case first(First)
      case second(Second)
    }
    let storage: Storage

    /// The branch taken.
    public var body: Self { self }

    var anySegments: Any {
      switch storage {
      case .first(let first): first.segments
      case .second(let second): second.segments
      }
    }
  }
}

// MARK: Tracks

/// A sequence of keyframes animating a single property of a root type, as SwiftUI's
/// `KeyframeTrack`. (SwiftUI names the second generic parameter `Value`; here it is `Property`,
/// so that `Keyframes.Value` can be the root, as SwiftUI's builders need. Code never spells it.)
public struct KeyframeTrack<Root, Property, Content: KeyframeTrackContent>: Keyframes where Property == Content.Value {
  /// The type the track animates: the root of its key path.
  public typealias Value = Root
  let keyPath: WritableKeyPath<Root, Property>
  let content: Content

  /// A track that animates the whole value.
  public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) where Root == Property {
    keyPath = \Root.self
    self.content = content()
  }

  /// A track that animates the property of the root value at `keyPath`.
  public init(_ keyPath: WritableKeyPath<Root, Property>, @KeyframeTrackContentBuilder<Property> content: () -> Content) {
    self.keyPath = keyPath
    self.content = content()
  }

  /// The track itself.
  public var body: Self { self }
}

/// One resolved track: how long it runs, how it sets its property at a time, and what the
/// inspector shows of it.
struct ResolvedKeyframeTrack<Root> {
  let duration: Double
  let apply: (inout Root, Double) -> Void
  /// The key path as `KeyframeTrack` is written with it (`\.scale`), or `keyframes` for the
  /// whole value.
  let name: String
  /// The keyframes by kind and length (`KeyframesInFlight.spelling`).
  let spelling: String
  /// The property's path at `count` evenly spaced times over the first argument's seconds
  /// (`KeyframesInFlight.samples`).
  let samples: (Double, Int) -> [Double]
}

/// Keyframes the library resolves itself.
protocol PrimitiveKeyframes {
  /// `[ResolvedKeyframeTrack<Root>]` for a root starting at `initialValue`, type-erased.
  func anyTracks(initialValue: Any) -> Any
}

extension KeyframeTrack: PrimitiveKeyframes {
  func anyTracks(initialValue: Any) -> Any {
    guard let root = initialValue as? Root else { return [ResolvedKeyframeTrack<Root>]() }
    let segments = content.segments
    let path = KeyframePath(start: root[keyPath: keyPath].animatableData, segments: segments)
    let keyPath = keyPath
    let written = "\(keyPath)"
    let track = ResolvedKeyframeTrack<Root>(
      duration: path.duration,
      apply: { root, time in root[keyPath: keyPath].animatableData = path.value(at: time) },
      name: written.hasSuffix(".self") ? "keyframes" : "\\" + written.drop { $0 != "." },
      spelling: path.spelling(segments),
      samples: { duration, count in path.samples(over: duration, count: count) })
    return [track]
  }
}

extension Keyframes {
  /// The tracks of these keyframes for a value starting at `initialValue`.
  func tracks(initialValue: Value) -> [ResolvedKeyframeTrack<Value>] {
    if let primitive = self as? any PrimitiveKeyframes {
      return primitive.anyTracks(initialValue: initialValue) as? [ResolvedKeyframeTrack<Value>] ?? []
    }
    guard let start = initialValue as? Body.Value else { return [] }
    return body.tracks(initialValue: start) as Any as? [ResolvedKeyframeTrack<Value>] ?? []
  }
}

/// Several tracks played together.
struct KeyframeGroup<Value>: Keyframes, PrimitiveKeyframes {
  let parts: [(Value) -> [ResolvedKeyframeTrack<Value>]]
  var body: Self { self }
  func anyTracks(initialValue: Any) -> Any {
    guard let value = initialValue as? Value else { return [ResolvedKeyframeTrack<Value>]() }
    return parts.flatMap { $0(value) }
  }
}

/// Combines keyframes into one value, as SwiftUI's `KeyframesBuilder`: either tracks, played
/// together, or keyframes written straight in the builder, played in turn as one track of the
/// whole value.
@resultBuilder
public struct KeyframesBuilder<Value> {
  /// A track statement.
  public static func buildExpression<K: Keyframes>(_ expression: K) -> K where K.Value == Value { expression }

  /// An empty closure: no tracks.
  public static func buildBlock() -> some Keyframes<Value> {
    KeyframeGroup<Value>(parts: [])
  }

  /// The first track of a block.
  public static func buildPartialBlock<K: Keyframes>(first: K) -> K where K.Value == Value { first }

  /// The next track of a block, played together with the ones before.
  public static func buildPartialBlock(accumulated: some Keyframes<Value>, next: some Keyframes<Value>) -> some Keyframes<Value> {
    KeyframeGroup<Value>(parts: [accumulated.tracks(initialValue:), next.tracks(initialValue:)])
  }

  /// The tracks of a `for` loop, together.
  public static func buildArray(_ components: [some Keyframes<Value>]) -> some Keyframes<Value> {
    KeyframeGroup<Value>(parts: components.map { $0.tracks(initialValue:) })
  }

  /// The first branch of `if`/`else` of tracks.
  public static func buildEither<First: Keyframes>(first component: First) -> some Keyframes<Value> where First.Value == Value {
    KeyframeGroup<Value>(parts: [component.tracks(initialValue:)])
  }

  /// The second branch of `if`/`else` of tracks.
  public static func buildEither<Second: Keyframes>(second component: Second) -> some Keyframes<Value> where Second.Value == Value {
    KeyframeGroup<Value>(parts: [component.tracks(initialValue:)])
  }

  /// Tracks under `if` without `else`.
  public static func buildOptional(_ component: (some Keyframes<Value>)?) -> some Keyframes<Value> {
    KeyframeGroup<Value>(parts: component.map { [$0.tracks(initialValue:)] } ?? [])
  }

  /// The tracks as built.
  public static func buildFinalResult<K: Keyframes>(_ component: K) -> K where K.Value == Value { component }
}

extension KeyframesBuilder where Value: Animatable {
  /// A keyframe statement.
  public static func buildExpression<K: KeyframeTrackContent>(_ expression: K) -> K where K.Value == Value { expression }

  /// The first keyframe of a block.
  public static func buildPartialBlock<K: KeyframeTrackContent>(first: K) -> K where K.Value == Value { first }

  /// The next keyframe of a block, after the ones before.
  public static func buildPartialBlock(
    accumulated: some KeyframeTrackContent<Value>, next: some KeyframeTrackContent<Value>
  ) -> some KeyframeTrackContent<Value> {
    KeyframeTrackContentBuilder<Value>.buildPartialBlock(accumulated: accumulated, next: next)
  }

  /// The keyframes of a `for` loop, in turn.
  public static func buildArray(_ components: [some KeyframeTrackContent<Value>]) -> some KeyframeTrackContent<Value> {
    KeyframeTrackContentBuilder<Value>.buildArray(components)
  }

  /// The first branch of `if`/`else` of keyframes.
  public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
    first component: First
  ) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value {
    KeyframeTrackContentBuilder<Value>.buildEither(first: component)
  }

  /// The second branch of `if`/`else` of keyframes.
  public static func buildEither<First: KeyframeTrackContent, Second: KeyframeTrackContent>(
    second component: Second
  ) -> KeyframeTrackContentBuilder<Value>.Conditional<Value, First, Second> where First.Value == Value, Second.Value == Value {
    KeyframeTrackContentBuilder<Value>.buildEither(second: component)
  }

  /// Keyframes written straight in the builder are one track of the whole value.
  public static func buildFinalResult<Content: KeyframeTrackContent>(_ component: Content) -> KeyframeTrack<Value, Value, Content>
  where Content.Value == Value {
    KeyframeTrack { component }
  }
}
