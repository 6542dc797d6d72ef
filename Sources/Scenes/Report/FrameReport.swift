/// What `--frame-json` prints: the animated values of one frame, for checking against SwiftUI's
/// formulas. All lengths are in points; vertical positions are relative to the top of the text
/// area (y down), as `Text.Layout` positions are relative to the text view.
package struct FrameReport: Hashable, Sendable {
  /// The scene time of the frame, in seconds (0 or more).
  package var time: Double
  /// The text reveal (the left panel's `TextRenderer` version).
  package var text: TextRevealReport
  /// The sticky note (the right panel).
  package var note: StickyNoteReport
  /// The tuning panels' state, in reports the live app publishes; nil for `--frame-json`.
  package var tuning: TuningReport? = nil
  /// The frame's painting commands (`CommandReport.reports(for:metrics:)`), in reports that
  /// describe a display list; nil leaves them out.
  package var commands: [CommandReport]? = nil

  /// Creates a report.
  package init(time: Double, text: TextRevealReport, note: StickyNoteReport) {
    self.time = time
    self.text = text
    self.note = note
  }
}
