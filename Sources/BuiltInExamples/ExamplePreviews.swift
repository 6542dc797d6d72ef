import SwiftUI

/// The examples' previews (`assets/examples/`, linked here), registered as the preview build
/// registers a file's views made with `init()`, under the same names, with no compile at run
/// time. The first is the default window: both scenes side by side, each on a screen of its own.
package enum ExamplePreviews {
  /// The first preview's name: the two scenes side by side.
  package static let sideBySide = "TextReveal and StickyNote"

  /// Registers the two side by side, then the text reveal, then the sticky note.
  @MainActor package static func register() {
    PreviewRegistry.register(name: sideBySide, file: "assets/examples/TextReveal.swift", line: 14) {
      AnyView(
        PreviewColumns([
          .init(caption: "Text reveal · TextRenderer (Space toggles, V the seed, H help)", view: AnyView(TextReveal())),
          .init(caption: "Sticky note · an animatable Shape", view: AnyView(StickyNote())),
        ]))
    }
    PreviewRegistry.register(
      name: "TextReveal", typeName: "TextReveal", file: "assets/examples/TextReveal.swift", line: 14
    ) { AnyView(TextReveal()) }
    PreviewRegistry.register(
      name: "StickyNote", typeName: "StickyNote", file: "assets/examples/StickyNote.swift", line: 9
    ) { AnyView(StickyNote()) }
  }
}
