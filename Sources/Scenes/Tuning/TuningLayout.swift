/// Where the scene and the tuning panels go in a window, for one window size and one set of open
/// panels. Build it once per resize or panel change, never per frame.
///
/// The panels take their room from the scene rather than covering it: the inspector a column on
/// the right, the scrub bar a strip along the bottom; the scene is laid out in what is left, at
/// the window's origin, so its hit rectangles stay in window space. With no panel open the scene
/// has the whole window and the frame is exactly the scene's.
package struct TuningLayout: Sendable {
  /// The window size, in points.
  package let size: Size
  /// The scene, laid out in the window less the open panels.
  package let scene: PreviewLayout
  /// The scrub bar, when the timeline shows.
  package let timeline: TimelineBar?
  /// The inspector, when it shows.
  package let inspector: Inspector?
  /// The help card, laid out for the whole window (drawn only while it shows).
  package let help: HelpOverlay
  /// The A/B halves, while the comparison shows.
  package let split: ABLayout?
  /// The scrub bar's span, in seconds (see `Preview.transitionDuration`).
  package let transitionDuration: Double

  /// Lays out `preview` in a window of `size` points with `panels` open.
  ///
  /// `original` is the scene as loaded: the inspector marks the parameters that differ from it.
  /// `previous` is the layout this one replaces: the inspector reuses what it found out about
  /// the same scene's animations.
  package init(
    preview: Preview, size: Size, panels: TuningPanels, original: SceneModel? = nil,
    comparison: ABComparison? = nil, reusing previous: TuningLayout? = nil,
    metrics: some TextMetrics
  ) {
    let family = preview.configuration.fontFamily
    let regions = Self.regions(size: size, panels: panels)
    self.size = Size(width: max(0, size.width), height: max(0, size.height))
    let scene = preview.layout(size: regions.scene, metrics: metrics)
    self.scene = scene
    timeline = regions.timeline.map { TimelineBar(frame: $0, fontFamily: family, metrics: metrics) }
    inspector = regions.inspector.map { frame in
      Inspector(
        frame: frame, preview: preview, scene: scene, selected: panels.parameter,
        original: original ?? preview.configuration.scene, figures: previous?.inspector?.figures,
        metrics: metrics)
    }
    help = HelpOverlay(canvas: self.size, fontFamily: family, metrics: metrics)
    split = comparison.map { ABLayout(comparison: $0, scene: scene, metrics: metrics) }
    transitionDuration = preview.transitionDuration
  }
}

extension TuningLayout {
  /// Where the panels of `panels` go in a window of `size` points: the scene (or canvas) keeps
  /// the window's origin and what the panels leave; the inspector is a column on the right (at
  /// most half the window), the scrub bar a strip under the scene (at most half its height).
  package static func regions(size: Size, panels: TuningPanels) -> (scene: Size, inspector: Rect?, timeline: Rect?) {
    let width = max(0, size.width)
    let height = max(0, size.height)
    let inspectorWidth = panels.showsInspector ? min(Inspector.preferredWidth, (width / 2).rounded(.down)) : 0
    let barHeight = panels.showsTimeline ? min(TimelineBar.height, height / 2) : 0
    let scene = Size(width: width - inspectorWidth, height: height - barHeight)
    return (
      scene,
      panels.showsInspector ? Rect(x: scene.width, y: 0, width: inspectorWidth, height: height) : nil,
      panels.showsTimeline ? Rect(x: 0, y: scene.height, width: scene.width, height: barHeight) : nil
    )
  }
}

extension Preview {
  /// The transition's length as the scrub bar spans it, in seconds: until the last of the
  /// text's animations (the transition's `elapsedTime`, the height's animation, the veil's)
  /// comes to rest after a toggle from rest. Not free: read it once per layout
  /// (`TuningLayout.transitionDuration`).
  package var transitionDuration: Double {
    let reveal = configuration.scene.reveal
    let longest = max(
      reveal.transitionAnimation.duration(for: reveal.totalDuration),
      reveal.clipAnimation.duration(for: 1.0), reveal.veil.animation.duration(for: 1.0))
    return longest.isFinite ? longest : reveal.totalDuration
  }

  /// The frame at `time` (scene seconds) with the tuning panels of `layout`: the scene in its
  /// part of the window, then the scrub bar, the inspector and, while it shows, the help card.
  ///
  /// - Parameters:
  ///   - time: scene seconds.
  ///   - layout: the window's layout for the open panels.
  ///   - panels: which panels show (the help card's flag is read here; the others are in
  ///     `layout`).
  ///   - overlay: the speed and pause badges.
  ///   - data: frame rate and frame times, from the display link.
  ///   - comparison: the A/B halves, drawn in the text panel while `layout` splits it.
  ///   - notice: a notice over everything (E's export), with its progress bar's fraction.
  package func frame(
    at time: Double, tuning layout: TuningLayout, panels: TuningPanels,
    overlay: PreviewOverlay = PreviewOverlay(), data: TuningData = TuningData(),
    comparison: ABComparison? = nil, notice: (badge: NoticeBadge, progress: Double?)? = nil
  ) -> Frame {
    var frame = frame(at: time, layout: layout.scene, overlay: overlay)
    frame.size = layout.size
    if let split = layout.split, let comparison,
      case .pushClip = frame.commands.first
    {
      // Replace the text panel (the first clip group) with the two halves.
      var depth = 0
      var end = 0
      for (index, command) in frame.commands.enumerated() {
        if case .pushClip = command { depth += 1 }
        if case .popClip = command { depth -= 1 }
        if depth == 0 {
          end = index
          break
        }
      }
      frame.commands.replaceSubrange(
        0...end, with: split.commands(comparison, at: time, panel: layout.scene.leftPanel))
    }
    if let bar = layout.timeline {
      frame.commands += bar.commands(
        time: time - transitionStart(at: time), duration: layout.transitionDuration, fps: data.fps)
    }
    if let inspector = layout.inspector {
      frame.commands += inspector.commands(preview: self, at: time, data: data)
    }
    if panels.showsHelp {
      frame.commands += layout.help.commands
    }
    if let notice {
      frame.commands += notice.badge.commands(progress: notice.progress)
    }
    return frame
  }
}
