/// One colour stop of a gradient (linear, radial or angular).
package struct GradientStop: Hashable, Sendable {
  /// The stop's colour (straight alpha, as X Render's gradient stops expect).
  package var color: Color
  /// Where the stop sits along the gradient, 0 (its start) ... 1 (its end).
  package var location: Double

  /// Creates a stop at `location` (0...1).
  package init(color: Color, location: Double) {
    self.color = color
    self.location = location
  }
}

extension [GradientStop] {
  /// Stops for `colors` spread evenly from 0 to 1, as SwiftUI's gradients' `colors:`
  /// initialisers spread them; one colour gives a single stop at 0.
  package static func evenlySpaced(_ colors: [Color]) -> [GradientStop] {
    let n = colors.count
    return colors.enumerated().map { index, color in
      GradientStop(color: color, location: n > 1 ? Double(index) / Double(n - 1) : 0)
    }
  }

  /// The gradient's colour at `location`: interpolated in straight-alpha sRGB between the stops
  /// either side, the first stop's colour before it and the last one's after it (pad), clear
  /// when there are no stops. Stops are taken in order, as X Render takes them.
  package func color(at location: Double) -> Color {
    guard let first, let last else { return .clear }
    if location <= first.location { return first.color }
    for (a, b) in zip(self, dropFirst()) where location <= b.location {
      let span = b.location - a.location
      return span > 0 ? a.color.mixed(with: b.color, by: (location - a.location) / span) : b.color
    }
    return last.color
  }
}
