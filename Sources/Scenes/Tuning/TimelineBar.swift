/// The scrub bar T shows along the window's bottom edge: the transition's time to the
/// millisecond and its frame number on the left, a track spanning the transition with a filled
/// part and a knob at the playhead, and the transition's length on the right (when there is
/// room for it).
///
/// Dragging along it scrubs: `progress(atX:)` maps a pointer position to a fraction of the
/// transition, 0 at the track's left end and 1 at its right end.
package struct TimelineBar: Hashable, Sendable {
  /// The bar's height, in points.
  package static let height = 52.0
  /// The bar's fill: an opaque light grey, so it reads over nothing in particular.
  package static let background = Color(white: 0.96)
  /// The hairline along its top edge.
  package static let hairline = Color(white: 0.82)
  /// The track's unfilled part.
  package static let trackColor = Color(white: 0.80)
  /// The track's filled part and the knob: SwiftUI's accent blue.
  package static let fillColor = Color.blue
  /// The knob's diameter, in points.
  package static let knobSize = 14.0
  /// The track's thickness, in points.
  static let trackThickness = 4.0
  /// The space around the labels, in points.
  static let inset = 16.0

  /// The whole bar, in points in window space.
  package let frame: Rect
  /// The track: its left and right ends are the transition's start and end.
  package let track: Rect
  /// The labels' font (13 pt, medium).
  let font: FontSpec
  /// The labels' baseline, in window space.
  let baseline: Double
  /// Whether the readout leaves out the frame number, for a track of `minimumTrack` points in a
  /// narrow bar (beside the inspector in a small window the track had no room at all).
  let isCompact: Bool
  /// The space around the labels: `inset`, half of it when compact.
  let inset: Double
  /// Whether the transition's length is written at the track's right end: not when even the
  /// compact readout leaves the track less than `minimumTrack` (at 300 × 200 with the inspector
  /// open, a track of 14 points put the knob on the labels).
  let showsLength: Bool
  /// The least track, in points, before the readout drops the frame number.
  static let minimumTrack = 60.0

  /// Lays the bar out in `frame` (points), measuring its labels with `metrics`.
  package init(frame: Rect, fontFamily: String, metrics: some TextMetrics) {
    let font = FontSpec(family: fontFamily, size: 13, weight: .medium)
    let fontMetrics = metrics.metrics(for: font)
    // Room for the widest label either side: "00.000 s · frame 0000" and "0.000 s".
    let full = metrics.advance(of: "00.000 s · frame 0000"[...], font: font)
    let right = metrics.advance(of: "00.000 s"[...], font: font)
    isCompact = frame.width - 4 * Self.inset - full - right < Self.minimumTrack
    let left = isCompact ? right : full
    // Compact, the space around the labels halves too.
    let inset = isCompact ? Self.inset / 2 : Self.inset
    self.inset = inset
    showsLength = frame.width - 4 * inset - left - right >= Self.minimumTrack
    let trackStart = frame.minX + inset + left + inset
    let trackEnd = max(trackStart, frame.maxX - inset - (showsLength ? right + inset : 0))
    self.frame = frame
    self.font = font
    baseline = (frame.midY + (fontMetrics.ascent - fontMetrics.descent) / 2).rounded()
    track = Rect(
      x: trackStart, y: frame.midY - Self.trackThickness / 2, width: trackEnd - trackStart,
      height: Self.trackThickness)
  }

  /// The fraction of the transition under the window x coordinate `x` (points): 0 at the
  /// track's left end, 1 at its right end, clamped to 0...1.
  package func progress(atX x: Double) -> Double {
    guard track.width > 0 else { return 0 }
    return min(1, max(0, (x - track.minX) / track.width))
  }

  /// The knob's centre x for `progress` (0...1, clamped), in window points.
  package func knobX(progress: Double) -> Double {
    track.minX + min(1, max(0, progress)) * track.width
  }

  /// The whole frames `time` seconds hold at `fps` frames per second (0 for negative times).
  package static func frameNumber(time: Double, fps: Double) -> Int {
    let frames = max(0, time) * fps + 1e-9
    return frames.isFinite && frames < 1e15 ? Int(frames.rounded(.down)) : 0
  }

  /// The bar at `time` seconds into a transition lasting `duration` seconds, frames numbered at
  /// `fps` frames per second. Past the end (the motion over, the clock running on) the readout
  /// says the end, where the knob is: it counted on, "15.389 s · frame 923" beside a bar that
  /// ends at 0.837 s.
  package func commands(time: Double, duration: Double, fps: Double) -> [DrawCommand] {
    let progress = duration > 0 ? time / duration : 1
    let knobCentre = knobX(progress: progress)
    let shown = min(max(time, 0), max(duration, 0))
    let label = Milliseconds.format(shown) + (isCompact ? "" : " · frame " + String(Self.frameNumber(time: shown, fps: fps)))
    let text = Paint.solid(.black)
    var commands: [DrawCommand] = [
      .fill(.rect(frame), .solid(Self.background)),
      .fill(.rect(Rect(x: frame.minX, y: frame.minY, width: frame.width, height: 1)),
        .solid(Self.hairline)),
      .text(TextRun(
        text: label, font: font, origin: Point(x: frame.minX + inset, y: baseline),
        paint: text)),
    ]
    if showsLength {
      commands.append(.text(TextRun(
        text: Milliseconds.format(duration), font: font,
        origin: Point(x: track.maxX + inset, y: baseline), paint: .solid(.gray))))
    }
    commands.append(.fill(.roundedRect(track, cornerRadius: Self.trackThickness / 2), .solid(Self.trackColor)))
    // A tick every 100 ms.
    if duration > 0, track.width > 0 {
      let ticks = Int((duration * 10).rounded(.down))
      for tick in 0...max(0, ticks) {
        let x = knobX(progress: Double(tick) / 10 / duration)
        commands.append(.fill(
          .rect(Rect(x: x - 0.5, y: track.maxY + 3, width: 1, height: tick % 5 == 0 ? 6 : 3)),
          .solid(Self.trackColor)))
      }
    }
    commands.append(.fill(
      .roundedRect(
        Rect(x: track.minX, y: track.minY, width: knobCentre - track.minX, height: track.height),
        cornerRadius: Self.trackThickness / 2),
      .solid(Self.fillColor)))
    let knob = Rect(
      x: knobCentre - Self.knobSize / 2, y: track.midY - Self.knobSize / 2, width: Self.knobSize,
      height: Self.knobSize)
    commands.append(.fill(.roundedRect(knob, cornerRadius: Self.knobSize / 2), .solid(Self.fillColor)))
    return commands
  }
}
