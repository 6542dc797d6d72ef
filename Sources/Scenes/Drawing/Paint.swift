/// What fills a shape, a stroke or a run of glyphs.
package enum Paint: Hashable, Sendable {
  /// One colour (straight alpha).
  case solid(Color)
  /// A linear gradient laid out in scene space, so glyphs and shapes sample it where they sit.
  case linearGradient(LinearGradient)
  /// A radial (or, scaled, elliptical) gradient laid out in scene space.
  case radialGradient(RadialGradient)
  /// An angular (conic) gradient laid out in scene space.
  case angularGradient(AngularGradient)
}

extension Paint {
  /// SwiftUI's `LinearGradient(colors:startPoint: .top, endPoint: .bottom)` over `bounds`: one
  /// colour is a flat fill (none is clear); more spread evenly from the top edge to the bottom.
  package static func vertical(_ colors: [Color], in bounds: Rect) -> Paint {
    guard colors.count > 1 else { return .solid(colors.first ?? .clear) }
    return .linearGradient(
      LinearGradient(
        colors: colors,
        start: Point(x: bounds.midX, y: bounds.minY),
        end: Point(x: bounds.midX, y: max(bounds.maxY, bounds.minY + 1))))
  }
}
