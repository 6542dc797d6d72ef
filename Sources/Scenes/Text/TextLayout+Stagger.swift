extension TextLayout {
  /// The element count the reveal staggers line `index` by: the number of lines (`.lines`), or,
  /// as the seed literally does, the glyph count of that line's run (`.glyphs`).
  package func staggerCount(forLine index: Int, _ stagger: Stagger) -> Int {
    stagger == .lines ? lines.count : lines[index].glyphCount
  }
}
