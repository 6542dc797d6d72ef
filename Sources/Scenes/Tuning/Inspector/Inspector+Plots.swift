import Motion

/// The plots' fixed parts: each draws its backdrop and curves or bars into a frame, and returns
/// the plot (its data ranges) that the moving parts are drawn on.
extension Inspector {
  /// The spring's value and velocity over the element, the value axis spanning both curves'
  /// whole range (overshoot included) and the velocity scaled to the value's unit swing.
  static func springCommands(_ effect: AppearanceEffect, _ frame: Rect)
    -> (Plot, [DrawCommand])
  {
    let spring = effect.spring
    let element = max(effect.elementDuration, 0.001)
    let times = (0...200).map { element * Double($0) / 200 }
    let values = times.map { spring.value(target: 1.0, initialVelocity: 0, time: $0) }
    let speeds = times.map { spring.velocity(target: 1.0, initialVelocity: 0, time: $0) }
    // The speed peaks near t = 0 for a stiff spring: scale it to its largest sampled
    // magnitude so both curves share the plot.
    let peakSpeed = speeds.map(abs).filter(\.isFinite).max() ?? 0
    let speedScale = peakSpeed > 0 ? 1 / peakSpeed : 1
    let plot = Plot(
      frame: frame, xRange: 0...element,
      yRange: Plot.range(of: values + speeds.map { $0 * speedScale }, including: 0...1))
    let commands = plot.backdrop(baseline: 0) + plot.backdrop(baseline: 1).dropFirst() + [
      plot.curve(color: velocityColor) {
        spring.velocity(target: 1.0, initialVelocity: 0, time: $0) * speedScale
      },
      plot.curve(color: valueColor) { spring.value(target: 1.0, initialVelocity: 0, time: $0) },
    ]
    return (plot, commands)
  }

  /// A bar per line from its start to its end, over the transition.
  static func linesCommands(
    _ effect: AppearanceEffect, _ staggerCounts: [Int], _ frame: Rect
  ) -> (Plot, [DrawCommand]) {
    let plot = Plot(
      frame: frame, xRange: 0...max(effect.totalDuration, 0.001),
      yRange: 0...Double(max(1, staggerCounts.count)))
    var commands = plot.backdrop()
    let area = frame.insetBy(dx: Plot.margin, dy: Plot.margin)
    let rowHeight = area.height / Double(max(1, staggerCounts.count))
    let element = max(effect.elementDuration, 0.001)
    for (index, count) in staggerCounts.enumerated() {
      let start = min(max(0, Double(index) * effect.elementDelay(count: count)), effect.totalDuration)
      let left = plot.point(start, 0).x
      let right = plot.point(min(start + element, effect.totalDuration), 0).x
      commands.append(
        .fill(
          .rect(
            Rect(
              x: left, y: area.minY + Double(index) * rowHeight + rowHeight * 0.15,
              width: max(0, min(max(1, right - left), area.maxX - left)),
              height: max(0, rowHeight * 0.7))),
          .solid(Color.blue.opacity(0.45))))
    }
    return (plot, commands)
  }

  /// The veil's progress over one run of its animation.
  static func veilCommands(_ animation: Animation, _ duration: Double, _ frame: Rect)
    -> (Plot, [DrawCommand])
  {
    func progress(_ t: Double) -> Double {
      var context = AnimationContext<Double>()
      return animation.animate(value: 1.0, time: t, context: &context) ?? 1
    }
    let samples = (0...200).map { progress(duration * Double($0) / 200) }
    let plot = Plot(
      frame: frame, xRange: 0...max(duration, 0.001),
      yRange: Plot.range(of: samples, including: 0...1))
    return (plot, plot.backdrop(baseline: 0) + [plot.curve(color: valueColor, progress)])
  }

  /// Three rows on the first attempt's clock: the veil's run, the opacity's change and the
  /// gradient's removal (a thin bar at the instant of a change without animation).
  static func eventsCommands(
    _ attempt: SceneModel.FirstAttempt, _ veilDuration: Double, _ frame: Rect
  ) -> (Plot, [DrawCommand]) {
    let end = max(attempt.animateDelay + veilDuration, attempt.removeGradientDelay, 0.1) * 1.1
    let plot = Plot(frame: frame, xRange: 0...end, yRange: 0...3)
    var commands = plot.backdrop()
    let area = frame.insetBy(dx: Plot.margin, dy: Plot.margin)
    let rowHeight = area.height / 3
    let spans = [
      (attempt.animateDelay, attempt.animateDelay + veilDuration),
      (attempt.animateDelay, attempt.animateDelay), (attempt.removeGradientDelay, attempt.removeGradientDelay),
    ]
    for (row, (start, stop)) in spans.enumerated() {
      let left = plot.point(min(max(0, start), end), 0).x
      let right = plot.point(min(max(0, stop), end), 0).x
      commands.append(
        .fill(
          .rect(
            Rect(
              x: min(left, area.maxX - 2), y: area.minY + Double(row) * rowHeight + rowHeight * 0.15,
              width: max(2, right - left), height: max(0, rowHeight * 0.7))),
          .solid(Color.blue.opacity(0.45))))
    }
    return (plot, commands)
  }
}
