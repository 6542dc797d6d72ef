/// The tuning panels' part of a frame report: which panels show and where the scrub bar's
/// playhead stands. The app publishes it with the frame after each key or click.
package struct TuningReport: Hashable, Sendable {
  /// The open panels.
  package var panels: TuningPanels
  /// When the current transition started, in scene seconds.
  package var transitionStart: Double
  /// Seconds into the current transition (the scrub bar's time).
  package var transitionTime: Double
  /// The scrub bar's frame number: whole frames into the transition at the display's rate.
  package var transitionFrame: Int
  /// Whether motion is reduced.
  package var reducesMotion: Bool = false
  /// The selected live parameter's name and value.
  package var parameter: String = ""
  package var parameterValue: String = ""

  /// Creates a report.
  package init(
    panels: TuningPanels, transitionStart: Double, transitionTime: Double, transitionFrame: Int,
    reducesMotion: Bool = false
  ) {
    self.panels = panels
    self.transitionStart = transitionStart
    self.transitionTime = transitionTime
    self.transitionFrame = transitionFrame
    self.reducesMotion = reducesMotion
  }
}

extension Preview {
  /// The frame report at `time` (scene seconds) with the tuning panels' state.
  package func report(
    at time: Double, tuning layout: TuningLayout, panels: TuningPanels, data: TuningData
  ) -> FrameReport {
    var report = report(at: time, layout: layout.scene)
    let start = transitionStart(at: time)
    report.tuning = TuningReport(
      panels: panels, transitionStart: start, transitionTime: time - start,
      transitionFrame: TimelineBar.frameNumber(time: time - start, fps: data.fps),
      reducesMotion: configuration.reducesMotion)
    report.tuning?.parameter = panels.parameter.name
    report.tuning?.parameterValue = panels.parameter.text(in: configuration.scene)
    return report
  }
}
