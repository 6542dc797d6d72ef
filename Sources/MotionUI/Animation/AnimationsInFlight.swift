/// One animated value of the view graph that moves at a time, and the animation that moves it:
/// what the window's inspector and timeline read (through the agent), never what draws.
package struct ValueInFlight: Sendable {
  /// What animates, in SwiftUI's words: `frame`, `opacity`, `offset`, `transition`, …, or the
  /// type name of an `Animatable` view or modifier.
  package var name: String
  /// The animation that moves it now: the newest one, which earlier ones blend into.
  package var animation: Animation
  /// When that animation started, in scene seconds.
  package var start: Double
  /// How far the value moves in all, in its units (a spring's run depends on it).
  package var distance: Double
}

/// A stored animated value that can say which animation moves it.
@MainActor
protocol ReportsAnimationInFlight {
  func animationInFlight(at time: Double) -> (animation: Animation, start: Double, distance: Double)?
}

extension AnimatedValue: ReportsAnimationInFlight {}

extension AnimatedProperty: ReportsAnimationInFlight {
  func animationInFlight(at time: Double) -> (animation: Animation, start: Double, distance: Double)? {
    value?.animationInFlight(at: time)
  }
}

extension ViewGraph {
  /// Every animated value that moves at `time` (scene seconds), in tree order (a node's own
  /// values, then its children's), then the `animatableData` of `Animatable` views and
  /// modifiers. Reads the values as stored; it changes nothing and runs no body.
  package func animationsInFlight(at time: Double) -> [ValueInFlight] {
    var found: [ValueInFlight] = []
    root.collectAnimationsInFlight(at: time, into: &found)
    for composite in composites.values.sorted(by: { "\($0.id)" < "\($1.id)" }) {
      guard let running = composite.animatedData?.animationInFlight(at: time) else { continue }
      found.append(ValueInFlight(
          name: "\(type(of: composite.view))", animation: running.animation, start: running.start, distance: running.distance))
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
            name: valueName(label, beside: current.children), animation: running.animation, start: running.start,
            distance: running.distance))
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
      case .rotation3D: return "rotation3DEffect"
      }
    }
    if let effect = self as? ColorEffectNode { return "\(effect.kind)" }
    var kind = "\(type(of: self))"
    if kind.hasSuffix("Node") { kind.removeLast(4) }
    return kind.prefix(1).lowercased() + kind.dropFirst()
  }
}
