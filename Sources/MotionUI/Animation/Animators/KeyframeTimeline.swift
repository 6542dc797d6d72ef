import Scenes

// How a track's keyframes become a path of timed pieces in the value's `animatableData`, and
// `KeyframeTimeline`, which evaluates the paths of all tracks at any time (the seams between
// kinds are described at the top of Keyframes.swift).

/// A track's keyframes resolved into timed pieces of its value's `animatableData`.
struct KeyframePath<Data: VectorArithmetic> {
  /// One piece, from `start` seconds for `duration` seconds.
  struct Piece {
    enum Shape {
      /// `from` + (`to` − `from`)·curve(u).
      case curve(from: Data, to: Data, curve: UnitCurve)
      /// `from` plus the spring's displacement towards `from` + `delta`.
      case spring(from: Data, delta: Data, velocity: Data, spring: Spring)
      /// A cubic Hermite segment with tangents per unit of u (velocity × duration).
      case hermite(from: Data, to: Data, startTangent: Data, endTangent: Data)
    }
    let start: Double
    let duration: Double
    let shape: Shape
    let end: Data
    let endVelocity: Data
  }

  private(set) var pieces: [Piece] = []
  let initial: Data
  /// The track's length, in seconds.
  private(set) var duration: Double = 0

  init<Value: Animatable>(start: Data, segments: [KeyframeSegment<Value>]) where Value.AnimatableData == Data {
    initial = start
    var value = start
    var velocity = Data.zero
    for (index, segment) in segments.enumerated() {
      let piece: Piece
      switch segment {
      case .move(let to):
        piece = Piece(start: duration, duration: 0, shape: .curve(from: to.animatableData, to: to.animatableData, curve: .linear), end: to.animatableData, endVelocity: .zero)
      case .linear(let to, let length, let curve):
        let delta = to.animatableData - value
        let endVelocity = length > 0 ? delta.scaled(by: curve.velocity(at: 1) / length) : .zero
        piece = Piece(start: duration, duration: length, shape: .curve(from: value, to: to.animatableData, curve: curve), end: to.animatableData, endVelocity: endVelocity)
      case .spring(let to, let length, let spring, let startVelocity):
        let v0 = startVelocity?.animatableData ?? velocity
        let delta = to.animatableData - value
        // SwiftUI documents nil as "the settling duration of the spring"; Motion's settling
        // duration is SwiftUI's estimate (ε = 0.001 of the move).
        let time = length ?? spring.settlingDuration(target: delta, initialVelocity: v0, epsilon: 0.001)
        let length = time.isFinite ? time : 0
        piece = Piece(
          start: duration, duration: length, shape: .spring(from: value, delta: delta, velocity: v0, spring: spring),
          end: value + spring.value(target: delta, initialVelocity: v0, time: length),
          endVelocity: spring.velocity(target: delta, initialVelocity: v0, time: length))
      case .cubic(let to, let length, let startVelocity, let endVelocity):
        // The velocity coming in is the previous segment's end velocity: 0 at the start of the
        // track and after a move, the Catmull-Rom velocity at the seam after a cubic (that
        // cubic's end velocity was computed towards this keyframe), the end velocity of a
        // linear or spring segment otherwise, as SwiftUI documents.
        let v0 = startVelocity?.animatableData ?? velocity
        let v1 =
          endVelocity?.animatableData
          ?? Self.cubicEndVelocity(index: index, segments: segments, from: value, seam: to.animatableData, length: length)
        piece = Piece(
          start: duration, duration: length,
          shape: .hermite(from: value, to: to.animatableData, startTangent: v0.scaled(by: length), endTangent: v1.scaled(by: length)),
          end: to.animatableData, endVelocity: v1)
      }
      pieces.append(piece)
      duration += piece.duration
      value = piece.end
      velocity = piece.endVelocity
    }
  }

  /// `segments`, which made this path, by kind and length: `Linear 0.36 s · Spring 0.8 s`
  /// (a spring without a duration by the settling time it was given).
  func spelling<Value: Animatable>(_ segments: [KeyframeSegment<Value>]) -> String {
    zip(segments, pieces).map { segment, piece in
      let kind =
        switch segment {
        case .linear: "Linear"
        case .spring: "Spring"
        case .cubic: "Cubic"
        case .move: "Move"
        }
      if case .move = segment { return kind }
      return kind + " " + Milliseconds.decimal(piece.duration) + " s"
    }.joined(separator: " · ")
  }

  /// The value at `count` evenly spaced times from 0 to `duration` seconds (both included),
  /// along the way it moves furthest from the initial value: 0 at the initial value, 1 at the
  /// furthest sample (negative the other way; all 0 when it never moves). The position along
  /// that way is the dot product with it, from magnitudes alone (`VectorArithmetic` has no dot
  /// product): a·b = (|a + b|² − |a − b|²) / 4.
  func samples(over duration: Double, count: Int) -> [Double] {
    guard count > 1 else { return count == 1 ? [0] : [] }
    let moves = (0..<count).map { value(at: duration * Double($0) / Double(count - 1)) - initial }
    guard let furthest = moves.max(by: { $0.magnitudeSquared < $1.magnitudeSquared }), furthest.magnitudeSquared > 0 else {
      return Array(repeating: 0, count: count)
    }
    let length = furthest.magnitudeSquared
    return moves.map { (($0 + furthest).magnitudeSquared - ($0 - furthest).magnitudeSquared) / 4 / length }
  }

  /// The value `time` seconds into the track: the initial value before it, the last piece's
  /// end after it.
  func value(at time: Double) -> Data {
    guard time >= 0 else { return initial }
    // The last piece that has started (a piece of no length has already ended at its start).
    guard let index = pieces.lastIndex(where: { $0.start <= time }) else { return initial }
    let piece = pieces[index]
    let elapsed = time - piece.start
    guard elapsed < piece.duration else { return piece.end }
    let u = elapsed / piece.duration
    switch piece.shape {
    case .curve(let from, let to, let curve):
      return from + (to - from).scaled(by: curve.value(at: u))
    case .spring(let from, let delta, let velocity, let spring):
      return from + spring.value(target: delta, initialVelocity: velocity, time: elapsed)
    case .hermite(let p0, let p1, let m0, let m1):
      let u2 = u * u
      let u3 = u2 * u
      return p0.scaled(by: 2 * u3 - 3 * u2 + 1) + m0.scaled(by: u3 - 2 * u2 + u) + p1.scaled(by: 3 * u2 - 2 * u3)
        + m1.scaled(by: u3 - u2)
    }
  }

  private static func length<Value: Animatable>(_ segment: KeyframeSegment<Value>) -> Double? {
    switch segment {
    case .linear(_, let duration, _), .cubic(_, let duration, _, _): duration
    case .spring(_, let duration, _, _): duration
    case .move: 0
    }
  }

  /// A cubic's end velocity: before a cubic, the Catmull-Rom velocity at the seam,
  /// (next − from) ÷ (both durations) (that cubic's `startVelocity` if it gave one); before a linear keyframe, its start velocity;
  /// before a spring, its `startVelocity` or the Catmull-Rom velocity towards its value;
  /// before a move or at the end of the track, 0.
  private static func cubicEndVelocity<Value: Animatable>(
    index: Int, segments: [KeyframeSegment<Value>], from: Data, seam: Data, length: Double
  ) -> Data where Value.AnimatableData == Data {
    guard segments.indices.contains(index + 1) else { return .zero }
    switch segments[index + 1] {
    case .move:
      return .zero
    case .linear(let to, let next, let curve):
      guard next > 0 else { return .zero }
      return (to.animatableData - seam).scaled(by: curve.velocity(at: 0) / next)
    case .cubic(let to, let next, let startVelocity, _):
      if let startVelocity { return startVelocity.animatableData }
      guard length + next > 0 else { return .zero }
      return (to.animatableData - from).scaled(by: 1 / (length + next))
    case .spring(let to, let next, _, let startVelocity):
      if let startVelocity { return startVelocity.animatableData }
      let span = length + (next ?? length)
      guard span > 0 else { return .zero }
      return (to.animatableData - from).scaled(by: 1 / span)
    }
  }
}

// MARK: Timeline

/// A description of how a value changes over time, modelled with keyframes, as SwiftUI's
/// `KeyframeTimeline`: a pure function of time, scrubbable anywhere in its duration.
public struct KeyframeTimeline<Value> {
  private let initialValue: Value
  private let tracks: [ResolvedKeyframeTrack<Value>]

  /// A timeline starting at `initialValue` and running `content`'s tracks together.
  public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
    self.initialValue = initialValue
    tracks = content().tracks(initialValue: initialValue)
  }

  /// The duration of the content in seconds: its longest track's.
  public var duration: TimeInterval {
    tracks.map(\.duration).max() ?? 0
  }

  /// The interpolated value `time` seconds in (each track holds its last value after it ends).
  public func value(time: Double) -> Value {
    var value = initialValue
    for track in tracks { track.apply(&value, time) }
    return value
  }

  /// The interpolated value at `progress` (0…1) of the duration.
  public func value(progress: Double) -> Value {
    value(time: progress * duration)
  }
}

extension KeyframeTimeline {
  /// A timeline of `keyframes` from `initialValue` (what the animators build at each run).
  init(initialValue: Value, keyframes: some Keyframes<Value>) {
    self.init(initialValue: initialValue) { keyframes }
  }

  /// Each track by its key path, with its keyframes and its path over the whole timeline in
  /// `count` samples, for the inspector.
  func tracksInFlight(samples count: Int, repeats: Bool) -> [(name: String, keyframes: KeyframesInFlight)] {
    let duration = self.duration
    return tracks.map { track in
      (
        track.name,
        KeyframesInFlight(
          spelling: track.spelling, duration: duration, repeats: repeats, samples: track.samples(duration, count))
      )
    }
  }
}
