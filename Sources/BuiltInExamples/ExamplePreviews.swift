import SwiftUI

/// The examples' previews (`assets/examples/`, linked here), registered as the preview build
/// registers a file's views made with `init()`, under the same names, with no compile at run
/// time: the default window.
package enum ExamplePreviews {
  /// Registers the text reveal, then the sticky note.
  @MainActor package static func register() {
    PreviewRegistry.register(
      name: "TextReveal", typeName: "TextReveal", file: "assets/examples/TextReveal.swift", line: 14
    ) { AnyView(TextReveal()) }
    PreviewRegistry.register(
      name: "StickyNote", typeName: "StickyNote", file: "assets/examples/StickyNote.swift", line: 9
    ) { AnyView(StickyNote()) }
  }
}
