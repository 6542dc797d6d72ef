import Motion

/// The parameters Tab selects and ↑/↓ change live (Shift for bigger steps, 0 resets): each reads
/// its value from a `SceneModel` and writes a changed one back, keeping the rest of the model.
package enum TuningParameter: Int, CaseIterable, Hashable, Sendable {
  /// The transition's `duration` (`.linear(duration:)` follows it), in seconds.
  case totalDuration
  /// One line's `elementDuration`, in seconds.
  case elementDuration
  /// The lines' spring `duration`, in seconds (its bounce kept).
  case springDuration
  /// The lines' spring bounce, spelled as `extraBounce` over its preset's base.
  case extraBounce
  /// The fade-in `UnitCurve`, cycled through its named curves.
  case opacityCurve
  /// The crease's range: the fold's size at rest, in points (it animates to the toggled size).
  case creaseRange
  /// One leg of the crease's repeating timing curve, in seconds.
  case creaseLegDuration
  /// The note's `.shadow(radius:)`, in points.
  case shadowRadius

  /// The name the inspector and the report use.
  package var name: String {
    switch self {
    case .totalDuration: "total duration"
    case .elementDuration: "element duration"
    case .springDuration: "spring duration"
    case .extraBounce: "extra bounce"
    case .opacityCurve: "opacity curve"
    case .creaseRange: "crease range"
    case .creaseLegDuration: "crease leg duration"
    case .shadowRadius: "shadow radius"
    }
  }

  /// The steps of one ↑/↓ press, without and with Shift.
  var steps: (small: Double, large: Double) {
    switch self {
    case .totalDuration: (0.05, 0.25)
    case .elementDuration, .springDuration: (0.05, 0.2)
    case .extraBounce: (0.05, 0.2)
    case .opacityCurve: (1, 1)
    case .creaseRange: (5, 20)
    case .creaseLegDuration: (0.1, 0.5)
    case .shadowRadius: (1, 5)
    }
  }

  /// The value in `scene`, as the inspector writes it.
  package func text(in scene: SceneModel) -> String {
    switch self {
    case .totalDuration, .elementDuration, .springDuration:
      Milliseconds.decimal(number(in: scene) ?? 0) + " s"
    case .extraBounce: Milliseconds.decimal(scene.reveal.spring.bounce - Spring.snappy.bounce)
    case .opacityCurve: Spelling.curve(scene.reveal.opacityCurve)
    case .creaseRange:
      Milliseconds.decimal(scene.note.ceaseSize) + " → "
        + Milliseconds.decimal(scene.note.toggledCeaseSize) + " pt"
    case .creaseLegDuration: number(in: scene).map { Milliseconds.decimal($0) + " s" } ?? "–"
    case .shadowRadius: Milliseconds.decimal(scene.note.shadowLength) + " pt"
    }
  }

  /// The number this parameter sets in `scene`: seconds for the durations, the spring's
  /// `bounce` (-1 ... 1, not the extra bounce over a preset's), points for the crease's size at
  /// rest and the shadow; nil for the curve, and for a crease animation that is not a timing
  /// curve.
  package func number(in scene: SceneModel) -> Double? {
    switch self {
    case .totalDuration: scene.reveal.totalDuration
    case .elementDuration: scene.reveal.elementDuration
    case .springDuration: scene.reveal.spring.duration
    case .extraBounce: scene.reveal.spring.bounce
    case .opacityCurve: nil
    case .creaseRange: scene.note.ceaseSize
    case .creaseLegDuration: Spelling.timingCurveLeg(scene.note.animation)?.duration
    case .shadowRadius: scene.note.shadowLength
    }
  }

  /// `scene` with this parameter moved by `steps` steps (negative is down; `large` for Shift),
  /// clamped to values SwiftUI accepts.
  package func adjusted(_ scene: SceneModel, by steps: Int, large: Bool = false) -> SceneModel {
    let delta = Double(steps) * (large ? self.steps.large : self.steps.small)
    var scene = scene
    func rounded(_ value: Double) -> Double { (value * 1e6).rounded() / 1e6 }
    switch self {
    case .totalDuration:
      let total = rounded(max(0.05, scene.reveal.totalDuration + delta))
      scene.reveal.totalDuration = total
      scene.reveal.transitionAnimation = .linear(duration: total)
    case .elementDuration:
      scene.reveal.elementDuration = rounded(
        min(scene.reveal.totalDuration, max(0, scene.reveal.elementDuration + delta)))
    case .springDuration:
      let spring = scene.reveal.spring
      scene.reveal.spring = Spring(
        duration: rounded(max(0.05, spring.duration + delta)), bounce: spring.bounce)
    case .extraBounce:
      let spring = scene.reveal.spring
      scene.reveal.spring = Spring(
        duration: spring.duration, bounce: rounded(min(0.95, max(-0.95, spring.bounce + delta))))
    case .opacityCurve:
      let curves = Spelling.namedCurves.map(\.curve)
      let index = curves.firstIndex(of: scene.reveal.opacityCurve) ?? -1
      let next = ((index + steps) % curves.count + curves.count) % curves.count
      scene.reveal.opacityCurve = curves[next]
    case .creaseRange:
      scene.note.ceaseSize = rounded(max(scene.note.toggledCeaseSize, scene.note.ceaseSize + delta))
    case .creaseLegDuration:
      guard let leg = Spelling.timingCurveLeg(scene.note.animation),
        let make = Spelling.timingAnimations.first(where: { $0.name == leg.name })?.make
      else { break }
      let animation = make(rounded(max(0.05, leg.duration + delta)))
      scene.note.animation =
        leg.repeats.map { animation.repeatForever(autoreverses: $0) } ?? animation
    case .shadowRadius:
      scene.note.shadowLength = rounded(max(0, scene.note.shadowLength + delta))
    }
    return scene
  }

  /// `scene` with this parameter as it is in `original`.
  package func reset(_ scene: SceneModel, to original: SceneModel) -> SceneModel {
    var scene = scene
    switch self {
    case .totalDuration:
      scene.reveal.totalDuration = original.reveal.totalDuration
      scene.reveal.transitionAnimation = original.reveal.transitionAnimation
    case .elementDuration: scene.reveal.elementDuration = original.reveal.elementDuration
    case .springDuration, .extraBounce:
      // Duration and bounce are one Spring: reset this one half only.
      let spring = scene.reveal.spring
      let old = original.reveal.spring
      scene.reveal.spring =
        self == .springDuration
        ? Spring(duration: old.duration, bounce: spring.bounce)
        : Spring(duration: spring.duration, bounce: old.bounce)
      if abs(scene.reveal.spring.duration - old.duration) < 1e-9,
        abs(scene.reveal.spring.bounce - old.bounce) < 1e-9
      {
        scene.reveal.spring = old
      }
    case .opacityCurve: scene.reveal.opacityCurve = original.reveal.opacityCurve
    case .creaseRange: scene.note.ceaseSize = original.note.ceaseSize
    case .creaseLegDuration: scene.note.animation = original.note.animation
    case .shadowRadius: scene.note.shadowLength = original.note.shadowLength
    }
    return scene
  }

  /// Whether this parameter has the same value in `scene` as in `other`: its number, exactly,
  /// or, for a curve, its spelling.
  package func isSame(in scene: SceneModel, as other: SceneModel) -> Bool {
    guard let number = number(in: scene) else { return text(in: scene) == text(in: other) }
    return number == self.number(in: other)
  }

  /// The live edits of `running` (tuned from `before`, the scene the files gave) carried onto
  /// `after`, what the files give after a save: each parameter edited in `running` keeps its
  /// tuned value where `after` has `before`'s value for it (the save left its literal alone, as
  /// an editor appending a comment does); where the save changed it, `after`'s value stays and
  /// the parameter is in `overridden`. Comparisons are exact.
  package static func carry(_ running: SceneModel, from before: SceneModel, onto after: SceneModel)
    -> (scene: SceneModel, overridden: [TuningParameter])
  {
    var scene = after
    var overridden: [TuningParameter] = []
    for parameter in allCases where !parameter.isSame(in: running, as: before) {
      if parameter.isSame(in: after, as: before) {
        scene = parameter.reset(scene, to: running)
      } else {
        overridden.append(parameter)
      }
    }
    return (scene, overridden)
  }
}
