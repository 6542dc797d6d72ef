extension Preview {
  /// The animated values at `time` (scene seconds) for `--frame-json`, in points, vertical
  /// positions from the top of the text area. Every laid-out line is listed, clipped or not.
  /// The report always describes the `TextRenderer` reveal, also while the variant shows.
  package func report(at time: Double, layout: PreviewLayout) -> FrameReport {
    let sample = sample(at: time)
    let text = layout.text
    let lines = text.lines.enumerated().map { index, line in
      let count = text.staggerCount(forLine: index, configuration.stagger)
      return TextLineReport(
        index: index, text: line.text, baselineY: line.baselineY,
        offsetY: sample.effect.offset(index: index, count: count, descent: line.descent),
        opacity: sample.effect.opacity(index: index, count: count), descent: line.descent)
    }
    return FrameReport(
      time: time,
      text: TextRevealReport(
        lineCount: text.lines.count,
        clipHeight: sample.clipFraction * text.height,
        veilEdgeY: RevealVeil(
          configuration.scene.reveal.veil, textFrame: layout.textFrame,
          progress: sample.veilProgress
        ).edgeOffset,
        lines: lines),
      note: StickyNoteReport(
        crease: sample.crease, width: layout.noteFrame.width, height: layout.noteFrame.height))
  }
}
