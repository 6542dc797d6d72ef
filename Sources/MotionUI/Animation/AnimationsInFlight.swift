import Scenes

/// One animated value of the view graph that moves at a time, and what moves it: what the
/// window's inspector and timeline read (through the agent), never what draws.
package struct ValueInFlight: Sendable {
  /// What animates, in SwiftUI's words: `frame`, `opacity`, `offset`, `transition`, …, the
  /// type name of an `Animatable` view or modifier, or a keyframe track's key path (`\.scale`).
  package var name: String
  /// What moves it.
  package var motion: Motion
  /// When that motion started (a repeating one: its first run), in scene seconds.
  package var start: Double

  package enum Motion: Sendable {
    /// The animation that moves it now (the newest one, which earlier ones blend into), and
    /// how far the value moves in all, in its units (a spring's run depends on it).
    case animation(Animation, distance: Double)
    /// A keyframe track of a `keyframeAnimator` or `KeyframeAnimator`: see `KeyframesInFlight`.
    case keyframes(KeyframesInFlight)
  }

  /// The animation that moves it; nil for keyframes.
  package var animation: Animation? {
    if case .animation(let animation, _) = motion { animation } else { nil }
  }

  /// How far the animation moves it; nil for keyframes.
  package var distance: Double? {
    if case .animation(_, let distance) = motion { distance } else { nil }
  }
}

/// A keyframe track playing: its keyframes, how long the timeline runs (all its tracks; a
/// repeating one loops over it), and the track's value sampled over that time.
package struct KeyframesInFlight: Sendable, Hashable {
  /// The track's keyframes in order, each by its kind and length: `Linear 0.36 s · Spring 0.8 s`.
  package var spelling: String
  /// Seconds of one run of the whole timeline.
  package var duration: Double
  /// Whether it loops (`repeating: true`) rather than plays once for a trigger.
  package var repeats: Bool
  /// The value at evenly spaced times from 0 to `duration`, both included, along the way it
  /// moves furthest from where it starts: 0 there, 1 at the furthest (past 0 the other way).
  package var samples: [Double]
}

/// A stored animated value that can say which animation moves it.
@MainActor
protocol ReportsAnimationInFlight {
  func animationInFlight(at time: Double) -> (animation: Animation, start: Double, distance: Double)?
}

extension AnimatedValue: ReportsAnimationInFlight {}

/// A view whose body plays keyframes (the content of a keyframe animator), which can say which
/// tracks play at a time.
@MainActor
protocol ReportsKeyframesInFlight {
  /// One value per track playing at `time`, its path in `samples` samples.
  func keyframesInFlight(at time: Double, samples: Int) -> [ValueInFlight]
}

extension AnimatedProperty: ReportsAnimationInFlight {
  func animationInFlight(at time: Double) -> (animation: Animation, start: Double, distance: Double)? {
    value?.animationInFlight(at: time)
  }
}

extension ViewGraph {
  /// Every animated value that moves at `time` (scene seconds), in tree order (a node's own
  /// values, then its children's), then the `animatableData` of `Animatable` views and
  /// modifiers, and the tracks of keyframe animators (their paths in `keyframeSamples` samples).
  /// Reads the values as stored; it changes nothing and runs no body.
  package func animationsInFlight(at time: Double, keyframeSamples: Int = AnimationInFlight.keyframeSampleCount) -> [ValueInFlight] {
    var found: [ValueInFlight] = []
    root.collectAnimationsInFlight(at: time, into: &found)
    for composite in composites.values.sorted(by: { "\($0.id)" < "\($1.id)" }) {
      if let keyframes = composite.view as? any ReportsKeyframesInFlight {
        found += keyframes.keyframesInFlight(at: time, samples: keyframeSamples)
        continue
      }
      guard let running = composite.animatedData?.animationInFlight(at: time) else { continue }
      found.append(ValueInFlight(
          name: "\(type(of: composite.view))", motion: .animation(running.animation, distance: running.distance),
          start: running.start))
    }
    return found
  }
}

extension Node {
  /// This node's moving values and its descendants', found by reflection over the stored
  /// properties of the node's class and its superclasses (each `AnimatedValue`,
  /// `AnimatedProperty` or `AnimatedData` a node keeps), so that a new kind of node needs no
  /// code here.
  func collectAnimationsInFlight(at time: Double, into found: inout [ValueInFlight]) {
    var mirror: Mirror? = Mirror(reflecting: self)
    while let current = mirror {
      for child in current.children {
        guard let label = child.label, let value = child.value as? any ReportsAnimationInFlight,
          let running = value.animationInFlight(at: time)
        else { continue }
        found.append(
          ValueInFlight(
            name: valueName(label, beside: current.children), motion: .animation(running.animation, distance: running.distance),
            start: running.start))
      }
      mirror = current.superclassMirror
    }
    for child in children { child.collectAnimationsInFlight(at: time, into: &found) }
  }

  /// The name of the value stored as `label` (beside `siblings`), in SwiftUI's words: the base
  /// node's frame and transition by what they are; the `animatableData` of a shape, a geometry
  /// effect or a text renderer by its type (`Wave`); a transform or a colour effect by its
  /// modifier (`scaleEffect`, `hueRotation`); any other effect by its node (`OpacityNode` →
  /// `opacity`).
  private func valueName(_ label: String, beside siblings: Mirror.Children) -> String {
    switch label {
    case "frameValue": return "frame"
    case "fillColor": return "fill"
    case "presence": return "transition"
    case "data":
      for sibling in siblings where ["shape", "effect", "renderer"].contains(sibling.label) {
        let type = "\(Swift.type(of: sibling.value))"
        // An optional's type prints as `Optional<any GeometryEffect>`: the value's own type.
        if let unwrapped = Mirror(reflecting: sibling.value).children.first, Mirror(reflecting: sibling.value).displayStyle == .optional {
          return "\(Swift.type(of: unwrapped.value))"
        }
        return type
      }
    default: break
    }
    if let transform = self as? TransformNode {
      switch transform.kind {
      case .scale: return "scaleEffect"
      case .rotation: return "rotationEffect"
      case .affine: return "transformEffect"
      case .projection: return "projectionEffect"
      case .rotation3D: return "rotation3DEffect"
      }
    }
    if let effect = self as? ColorEffectNode { return "\(effect.kind)" }
    var kind = "\(type(of: self))"
    if kind.hasSuffix("Node") { kind.removeLast(4) }
    return kind.prefix(1).lowercased() + kind.dropFirst()
  }
}
