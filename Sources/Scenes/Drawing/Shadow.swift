/// A soft drop shadow, as SwiftUI's `.shadow(color:radius:x:y:)`.
///
/// SwiftUI documents `radius` only as "how much to blur". We treat it as the standard deviation
/// σ of a Gaussian, in points: OpenSwiftUI passes it unchanged to `CALayer.shadowRadius`, and the
/// widespread iOS convention (`layer.shadowRadius = cssBlur / 2`) together with CSS's σ = blur / 2
/// gives σ = radius (see ../shared/reference/swiftui-animation-math.md §3.1).
package struct Shadow: Hashable, Sendable {
  /// Shadow colour; SwiftUI's default is black at 0.33 opacity.
  package var color: Color
  /// Gaussian standard deviation σ, in points, 0 or more.
  package var radius: Double
  /// Offset of the shadow from the shape, in points.
  package var offset: Point
  /// For the shadow of a stroke: the stroke, whose outline (the shadow's shape, then an
  /// `.outline`) it blurs, not the shape's fill. Nil for the shadow of a fill.
  package var stroke: StrokeParameters?

  /// Creates a shadow; the defaults are SwiftUI's (`Color(.sRGBLinear, white: 0, opacity: 0.33)`).
  package init(color: Color = Color(white: 0, alpha: 0.33), radius: Double, offset: Point = .zero, stroke: StrokeParameters? = nil) {
    self.color = color
    self.radius = radius
    self.offset = offset
    self.stroke = stroke
  }

  /// How far the shadow's shape reaches beyond its bounds before the blur: a stroke's reach, 0
  /// for a fill.
  package var strokeReach: Double { stroke?.reach ?? 0 }
}
