/// What `--frame-json` prints: the animated values of one frame, for checking against SwiftUI's
/// formulas. All lengths are in points; vertical positions are relative to the top of the text
/// area (y down), as `Text.Layout` positions are relative to the text view.
public struct FrameReport: Hashable, Sendable {
  /// The scene time of the frame, in seconds (0 or more).
  public var time: Double
  /// The text reveal (the left panel's `TextRenderer` version).
  public var text: TextRevealReport
  /// The sticky note (the right panel).
  public var note: StickyNoteReport

  /// Creates a report.
  public init(time: Double, text: TextRevealReport, note: StickyNoteReport) {
    self.time = time
    self.text = text
    self.note = note
  }
}
