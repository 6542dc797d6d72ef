/// What the preview shows: the scene model, the font family and the start state.
package struct PreviewConfiguration: Hashable, Sendable {
  /// The seed's Lorem ipsum paragraph, as its `TextRenderer` version spells it (with the final
  /// space): `SceneModel.seed.reveal.text`.
  package static let seedText = SceneModel.seed.reveal.text
  /// The sticky-note seed's text: `SceneModel.seed.note.text`.
  package static let seedNoteText = SceneModel.seed.note.text

  /// Every parameter of the scenes (built in, or read from Swift source).
  package var scene: SceneModel
  /// The fontconfig family list every text is set in (`--font`).
  package var fontFamily: String
  /// Whether the text is shown, at rest, at launch (`--start-visible`).
  package var startVisible: Bool
  /// Whether motion is reduced (`--reduce-motion`, or the desktop's XSETTINGS
  /// `Gtk/EnableAnimations` = 0): SwiftUI's reduced-motion behaviour, cross-fades instead of
  /// movement (see `Preview.sample(at:)`).
  package var reducesMotion: Bool

  /// Creates a configuration: `scene` (default the seeds'), with `text`, `noteText` and
  /// `stagger` replacing the scene's own when given (`--text`, `--note-text`, `--stagger`).
  package init(
    scene: SceneModel = .seed,
    text: String? = nil,
    noteText: String? = nil,
    fontFamily: String = FontSpec.defaultFamily,
    stagger: Stagger? = nil,
    startVisible: Bool = false,
    reducesMotion: Bool = false
  ) {
    self.scene = scene
    if let text { self.scene.reveal.text = text }
    if let noteText { self.scene.note.text = noteText }
    if let stagger { self.scene.reveal.stagger = stagger }
    self.fontFamily = fontFamily
    self.startVisible = startVisible
    self.reducesMotion = reducesMotion
  }

  /// The left panel's text; any length, newlines start new lines.
  package var text: String {
    get { scene.reveal.text }
    set { scene.reveal.text = newValue }
  }

  /// The sticky note's text.
  package var noteText: String {
    get { scene.note.text }
    set { scene.note.text = newValue }
  }

  /// How the reveal staggers its lines.
  package var stagger: Stagger {
    get { scene.reveal.stagger }
    set { scene.reveal.stagger = newValue }
  }
}
