/// A radial gradient in scene space (points), as SwiftUI's `RadialGradient` once its unit centre
/// is resolved against a frame; with a `scale` other than (1, 1) its circles become ellipses, as
/// SwiftUI's `EllipticalGradient` draws (see `init(ellipseIn:center:startRadiusFraction:
/// endRadiusFraction:stops:)`).
///
/// Location 0 lies on the circle of `startRadius` about `center`, location 1 on the circle of
/// `endRadius`; inside the first the first colour fills, beyond the last the last colour
/// extends (pad), as in SwiftUI.
package struct RadialGradient: Hashable, Sendable {
  /// Stops in increasing `location` order.
  package var stops: [GradientStop]
  /// The centre of the circles, in points.
  package var center: Point
  /// The radius of location 0, in points (0 or more), before `scale`.
  package var startRadius: Double
  /// The radius of location 1, in points (0 or more), before `scale`.
  package var endRadius: Double
  /// Stretches the circles about `center` into ellipses: a radius r reaches r × `scale.width`
  /// points horizontally and r × `scale.height` vertically. (1, 1) for SwiftUI's
  /// `RadialGradient`; both must be more than 0.
  package var scale: Size

  /// Creates a gradient from explicit stops.
  package init(
    stops: [GradientStop], center: Point, startRadius: Double, endRadius: Double,
    scale: Size = Size(width: 1, height: 1)
  ) {
    self.stops = stops
    self.center = center
    self.startRadius = startRadius
    self.endRadius = endRadius
    self.scale = scale
  }

  /// Creates a gradient whose colours are spread evenly from 0 to 1, as SwiftUI's
  /// `RadialGradient(colors:center:startRadius:endRadius:)`.
  package init(colors: [Color], center: Point, startRadius: Double, endRadius: Double) {
    self.init(stops: .evenlySpaced(colors), center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// SwiftUI's `EllipticalGradient(stops:center:startRadiusFraction:endRadiusFraction:)` filling
  /// `frame` (points), with `center` already resolved into points: SwiftUI lays the gradient out
  /// in a unit square stretched over the frame, so a radius fraction f reaches f × width
  /// horizontally and f × height vertically (the default end fraction 0.5 touches the frame's
  /// edges from its middle).
  package init(
    ellipseIn frame: Rect, center: Point, startRadiusFraction: Double = 0,
    endRadiusFraction: Double = 0.5, stops: [GradientStop]
  ) {
    self.init(
      stops: stops, center: center, startRadius: startRadiusFraction, endRadius: endRadiusFraction,
      scale: Size(width: frame.width, height: frame.height))
  }
}
