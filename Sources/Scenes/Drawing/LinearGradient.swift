/// A linear gradient between two points in scene space (points), as SwiftUI's `LinearGradient`
/// once its unit points are resolved against a frame.
///
/// Outside the start...end span the end colours extend (pad), as in SwiftUI.
package struct LinearGradient: Hashable, Sendable {
  /// Stops in increasing `location` order.
  package var stops: [GradientStop]
  /// Where location 0 lies, in points.
  package var start: Point
  /// Where location 1 lies, in points; must differ from `start`.
  package var end: Point

  /// Creates a gradient from explicit stops.
  package init(stops: [GradientStop], start: Point, end: Point) {
    self.stops = stops
    self.start = start
    self.end = end
  }

  /// Creates a gradient whose colours are spread evenly from 0 to 1, as SwiftUI's
  /// `LinearGradient(colors:startPoint:endPoint:)`. A single colour gives a flat fill.
  package init(colors: [Color], start: Point, end: Point) {
    self.init(stops: .evenlySpaced(colors), start: start, end: end)
  }
}
