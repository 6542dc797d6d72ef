/// How the text reveal staggers its lines (the `--stagger` option).
package enum Stagger: String, Hashable, Sendable, CaseIterable {
  /// The element count is the number of lines, so the wave spreads over the whole 1 s timeline,
  /// as the seed's own comment says it should. The default.
  case lines
  /// The seed's literal behaviour: its `elementDelay(count:)` receives a run's glyph count where
  /// the line count belongs, which squeezes the whole wave into about 0.1 s.
  case glyphs
}
