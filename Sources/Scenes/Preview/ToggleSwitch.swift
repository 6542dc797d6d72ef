/// An iOS-style switch, as SwiftUI draws `Toggle` on iOS: a pill-shaped track whose tint goes
/// from light grey (off) to green (on) while a white knob slides across.
package struct ToggleSwitch: Hashable, Sendable {
  /// The switch's size on iOS (`UISwitch`'s intrinsic content size), 51 × 31 pt.
  package static let size = Size(width: 51, height: 31)
  /// The gap between the track's edge and the knob, in points.
  package static let knobInset = 2.0
  /// The track when off: iOS's light grey switch track, sRGB (0.914, 0.914, 0.922).
  package static let offTint = Color(red: 0.914, green: 0.914, blue: 0.922)
  /// The track when on: `Toggle`'s default tint on iOS, SwiftUI `.green`.
  package static let onTint = Color.green
  /// The knob's fill.
  package static let knobColor = Color.white
  /// The knob's soft shadow: black at 0.2, σ 1.5 pt, 1.5 pt down.
  package static let knobShadow = Shadow(
    color: Color(white: 0, alpha: 0.2), radius: 1.5, offset: Point(x: 0, y: 1.5))

  /// The switch's frame in scene space, in points (normally `size`).
  package var frame: Rect
  /// How far the switch is on: 0 (off) ... 1 (on), animated; clamped to 0...1 for drawing, so
  /// the knob never leaves the track.
  package var progress: Double

  /// Creates a switch in `frame`, `progress` of the way on (0...1).
  package init(frame: Rect, progress: Double) {
    self.frame = frame
    self.progress = progress
  }

  /// The track's tint: `offTint` mixed towards `onTint` by `progress`.
  package var tint: Color {
    Self.offTint.mixed(with: Self.onTint, by: progress)
  }

  /// The knob's frame, in scene space: a circle `knobInset` inside the track, at the left end
  /// when off and the right end when on.
  package var knobFrame: Rect {
    let diameter = max(0, frame.height - 2 * Self.knobInset)
    let travel = max(0, frame.width - 2 * Self.knobInset - diameter)
    let p = min(1, max(0, progress))
    return Rect(
      x: frame.minX + Self.knobInset + p * travel, y: frame.minY + Self.knobInset,
      width: diameter, height: diameter)
  }

  /// The switch's commands: the track, the knob's shadow, the knob.
  package var commands: [DrawCommand] {
    let knob = Shape.roundedRect(knobFrame, cornerRadius: knobFrame.height / 2)
    return [
      .fill(.roundedRect(frame, cornerRadius: frame.height / 2), .solid(tint)),
      .shadow(knob, Self.knobShadow),
      .fill(knob, .solid(Self.knobColor)),
    ]
  }
}
