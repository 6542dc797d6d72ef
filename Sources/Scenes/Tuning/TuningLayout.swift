/// Where the panels go in a window: the preview's canvas keeps the window's origin and what the
/// panels leave, so its points stay window points. Laid out once per resize or panel change.
package enum TuningLayout {
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
