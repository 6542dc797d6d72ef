/// What the preview shows, fixed for a run: the texts, the font family and the reveal's options.
package struct PreviewConfiguration: Hashable, Sendable {
  /// The seed's Lorem ipsum paragraph, as its `TextRenderer` version spells it (with the final
  /// space).
  package static let seedText =
    "Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam, quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo consequat. Duis aute irure dolor in reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla pariatur. Excepteur sint occaecat cupidatat non proident, sunt in culpa qui officia deserunt mollit anim id est laborum. "
  /// The sticky-note seed's text.
  package static let seedNoteText =
    "If today were the last day of my life, would I want to do what I am about to do today"

  /// The left panel's text (`--text`, `--text-file`); any length, newlines start new lines.
  package var text: String
  /// The sticky note's text (`--note-text`); at most 5 lines are shown.
  package var noteText: String
  /// The fontconfig family list every text is set in (`--font`).
  package var fontFamily: String
  /// How the reveal staggers its lines (`--stagger`).
  package var stagger: Stagger
  /// Whether the text is shown, at rest, at launch (`--start-visible`).
  package var startVisible: Bool

  /// Creates a configuration; the defaults are the seeds' texts, `FontSpec.defaultFamily`,
  /// `.lines` and hidden.
  package init(
    text: String = PreviewConfiguration.seedText,
    noteText: String = PreviewConfiguration.seedNoteText,
    fontFamily: String = FontSpec.defaultFamily,
    stagger: Stagger = .lines,
    startVisible: Bool = false
  ) {
    self.text = text
    self.noteText = noteText
    self.fontFamily = fontFamily
    self.stagger = stagger
    self.startVisible = startVisible
  }
}
