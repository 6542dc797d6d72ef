/// An angular ("conic") gradient in scene space, as SwiftUI's `AngularGradient` once its unit
/// centre is resolved against a frame.
///
/// Angles are in radians from the +x axis ("3 o'clock"), growing clockwise on screen (y points
/// down), as SwiftUI's `Angle`s do in an `AngularGradient`: location 0 lies along `startAngle`,
/// location 1 along `endAngle`. As SwiftUI documents, a sweep of more than a full turn draws
/// only its last turn, and a sweep of less leaves a gap that the end colour fills for its first
/// half and the start colour for the second (`fullTurn`).
package struct AngularGradient: Hashable, Sendable {
  /// Stops in increasing `location` order.
  package var stops: [GradientStop]
  /// The centre the gradient turns about, in points.
  package var center: Point
  /// The direction of location 0, in radians clockwise from +x.
  package var startAngle: Double
  /// The direction of location 1, in radians clockwise from +x; `startAngle + 2π` for a full
  /// turn (SwiftUI's `AngularGradient(gradient:center:angle:)`).
  package var endAngle: Double

  /// Creates a gradient from explicit stops.
  package init(stops: [GradientStop], center: Point, startAngle: Double, endAngle: Double) {
    self.stops = stops
    self.center = center
    self.startAngle = startAngle
    self.endAngle = endAngle
  }

  /// Creates a gradient whose colours are spread evenly from 0 to 1, as SwiftUI's
  /// `AngularGradient(colors:center:startAngle:endAngle:)`.
  package init(colors: [Color], center: Point, startAngle: Double, endAngle: Double) {
    self.init(stops: .evenlySpaced(colors), center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// The same colours over exactly one clockwise turn: the angle (radians) where that turn
  /// starts and stops whose locations are fractions of the turn (0...1). A sweep of more than
  /// 2π keeps its last turn (from `endAngle − 2π`, the colour there interpolated); a shorter one
  /// (a negative sweep counts as none) gets its gap filled: the last colour up to the gap's
  /// middle, then the first colour. Empty stops stay empty.
  package var fullTurn: (startAngle: Double, stops: [GradientStop]) {
    guard let first = stops.first, let last = stops.last else { return (startAngle, []) }
    let turn = 2 * Double.pi
    let sweep = endAngle - startAngle
    guard sweep.isFinite else { return (startAngle, [first]) }
    if sweep >= turn {
      // Location l lies at startAngle + l·sweep; the last turn starts at location `cut`.
      let cut = (sweep - turn) / sweep
      var kept = [GradientStop(color: stops.color(at: cut), location: 0)]
      for stop in stops where stop.location > cut {
        kept.append(GradientStop(color: stop.color, location: (stop.location - cut) * sweep / turn))
      }
      return (endAngle - turn, kept)
    }
    let share = max(0, sweep) / turn
    var scaled = stops.map { GradientStop(color: $0.color, location: $0.location * share) }
    let middle = share + (1 - share) / 2
    scaled += [
      GradientStop(color: last.color, location: middle),
      GradientStop(color: first.color, location: middle),
      GradientStop(color: first.color, location: 1),
    ]
    return (startAngle, scaled)
  }
}
