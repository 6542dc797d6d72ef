/// One colour stop of a linear gradient.
package struct GradientStop: Hashable, Sendable {
  /// The stop's colour (straight alpha, as X Render's gradient stops expect).
  package var color: Color
  /// Where the stop sits along the gradient, 0 (start point) ... 1 (end point).
  package var location: Double

  /// Creates a stop at `location` (0...1).
  package init(color: Color, location: Double) {
    self.color = color
    self.location = location
  }
}
