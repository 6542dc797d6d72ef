import Motion

/// Every parameter of the two seed scenes, as data: what the preview animates and draws.
///
/// A plain value: copy it, edit any field, compare two with `==`. `SceneModel.seed` holds the
/// seeds' own values (the SwiftUI programs in `assets/seeds/`), and the scenes draw only from a
/// model, so the seed model reproduces the built-in frames exactly. A Swift source file read by
/// `SwiftSource` yields a model too; `--print-swift` writes one back as SwiftUI.
///
/// The model describes what the SwiftUI code says. The few places where the preview interprets
/// the seed code rather than following it literally (see `Reveal.veil`) are documented on the
/// field concerned.
package struct SceneModel: Hashable, Sendable {
  /// The left panel: the seed's `TextRenderer` reveal (`ContentView`, `AppearanceEffectRenderer`,
  /// `TextTransition`).
  package var reveal: Reveal
  /// The left panel's variant (V): the seed's first attempt (`TextAnimation`).
  package var firstAttempt: FirstAttempt
  /// The right panel: the sticky note (`StickyNoteView`, `StickyNoteModifier`).
  package var note: Note

  /// Creates a model; each part defaults to the seed's.
  package init(reveal: Reveal = .seed, firstAttempt: FirstAttempt = .seed, note: Note = .seed) {
    self.reveal = reveal
    self.firstAttempt = firstAttempt
    self.note = note
  }

  /// The seeds' values: the built-in scenes.
  package static let seed = SceneModel()
}

extension SceneModel {
  /// A veil over text, as the seeds draw it: `LinearGradient(colors:startPoint: .top,
  /// endPoint: .bottom)` in an `.overlay`, moved down by `.offset(y:)` with an animation.
  package struct Veil: Hashable, Sendable {
    /// The gradient's colours, top to bottom (straight alpha). One colour is a flat veil. Never
    /// empty in a model that draws (an empty list draws no veil).
    package var colors: [Color]
    /// `.offset(y:)` once the veil has moved, in points (0 or more).
    package var offset: Double
    /// The animation that moves it.
    package var animation: Animation

    /// Creates a veil.
    package init(colors: [Color], offset: Double, animation: Animation) {
      self.colors = colors
      self.offset = offset
      self.animation = animation
    }
  }

  /// How wide the note's text is: the seed's `.frame(width: UIScreen.main.bounds.width / 2)`,
  /// where the preview's "screen" is the note's panel, or a fixed `.frame(width:)`.
  package enum Width: Hashable, Sendable {
    /// This fraction of the panel's width (more than 0), rounded down to whole points.
    case fractionOfScreen(Double)
    /// A fixed width, in points (more than 0).
    case points(Double)

    /// The width in points for a panel `panelWidth` points wide: at least 1.
    package func resolved(panelWidth: Double) -> Double {
      switch self {
      case .fractionOfScreen(let fraction): max(1, (panelWidth * fraction).rounded(.down))
      case .points(let points): max(1, points)
      }
    }
  }
}
