/// The sticky note's state in a `FrameReport`.
package struct StickyNoteReport: Hashable, Sendable {
  /// The animated crease size, in points: 50 ... 0 (before clamping to half the note's shorter
  /// side).
  package var crease: Double
  /// The note's width, in points: half the panel's width plus 2 × 30 padding.
  package var width: Double
  /// The note's height, in points: the text's height plus 2 × 40 padding.
  package var height: Double

  /// Creates a note report.
  package init(crease: Double, width: Double, height: Double) {
    self.crease = crease
    self.width = width
    self.height = height
  }
}
