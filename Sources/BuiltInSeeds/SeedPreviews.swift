import SwiftUI

/// The seeds' previews, registered as the preview build registers them from the files
/// (`PreviewFinder`: a file's `PreviewProvider`, else its views made with `init()`), under the
/// same names, with no compile at run time. The other files of this target are
/// `assets/seeds/` verbatim (symbolic links), compiled against MotionUI as `SwiftUI`: building
/// the package type-checks the library's API against them. The first preview shows the reveal
/// and the note side by side, as the examples' first does (V in the window switches between them).
package enum SeedPreviews {
  /// The first preview's name: the reveal and the note side by side.
  package static let sideBySide = "ContentView and StickyNoteView_Previews"

  /// Registers the two side by side, then the reveal, the sticky note and the first attempt.
  @MainActor package static func register() {
    PreviewRegistry.register(name: sideBySide, file: "assets/seeds/TextRendererReveal.swift", line: 1) {
      AnyView(
        PreviewColumns([
          .init(caption: "The seed's TextRenderer reveal, verbatim (V: the example)", view: AnyView(ContentView())),
          .init(caption: "The seed's sticky note, verbatim", view: AnyView(StickyNoteView_Previews.previews)),
        ]))
    }
    PreviewRegistry.register(
      name: "ContentView", typeName: "ContentView", file: "assets/seeds/TextRendererReveal.swift", line: 1
    ) { AnyView(ContentView()) }
    PreviewRegistry.register(
      name: "StickyNoteView_Previews", typeName: "StickyNoteView_Previews", file: "assets/seeds/StickyNote.swift",
      line: 86
    ) { AnyView(StickyNoteView_Previews.previews) }
    PreviewRegistry.register(
      name: "TextAnimation", typeName: "TextAnimation", file: "assets/seeds/FirstAttempt.swift", line: 1
    ) { AnyView(TextAnimation()) }
  }
}
