/// The sticky note's state in a `FrameReport`.
public struct StickyNoteReport: Hashable, Sendable {
  /// The animated crease size, in points: 50 ... 0 (before clamping to half the note's shorter
  /// side).
  public var crease: Double
  /// The note's width, in points: half the panel's width plus 2 × 30 padding.
  public var width: Double
  /// The note's height, in points: the text's height plus 2 × 40 padding.
  public var height: Double

  /// Creates a note report.
  public init(crease: Double, width: Double, height: Double) {
    self.crease = crease
    self.width = width
    self.height = height
  }
}
