import Scenes

/// The sticky note's shape as the seed draws it (`assets/seeds/StickyNote.swift`'s
/// `StickyNoteModifier`), written out for the renderer's shadow tests: a w × h note whose
/// bottom-right corner is folded by m = min(w / 2, h / 2, crease), under SwiftUI's default
/// `.shadow(radius: 10)`.
package enum FoldedNote {
  /// The outline, clockwise from the top-left corner: (0,0) → (0,h) → (w−m,h) → (w,h−m) → (w,0).
  package static func outline(frame: Rect, crease: Double) -> [Point] {
    let m = max(0, min(min(frame.width / 2, frame.height / 2), crease))
    return [
      Point(x: frame.minX, y: frame.minY),
      Point(x: frame.minX, y: frame.maxY),
      Point(x: frame.maxX - m, y: frame.maxY),
      Point(x: frame.maxX, y: frame.maxY - m),
      Point(x: frame.maxX, y: frame.minY),
    ]
  }

  /// `.shadow(radius: 10)` with SwiftUI's default colour.
  package static let shadow = Shadow(radius: 10)
}
