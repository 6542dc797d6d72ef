/// What fills a shape or a run of glyphs.
package enum Paint: Hashable, Sendable {
  /// One colour (straight alpha).
  case solid(Color)
  /// A linear gradient laid out in scene space, so glyphs and shapes sample it where they sit.
  case linearGradient(LinearGradient)
}
