/// Where a literal token that a scene parameter was folded from sits in its file: enough to
/// write an edited value back by replacing exactly these bytes and nothing else.
package struct SourceLiteral: Hashable, Sendable {
  /// The file's path, as given.
  package var path: String
  /// The UTF-8 byte range of the literal in the file's text, including a leading `-` when
  /// the value was written negated (`-0.2`) and excluding trivia.
  package var utf8Range: Range<Int>
  /// The literal as written, `0.4` or `"Show text"` (with its quotes).
  package var text: String
  /// The 1-based line of its first byte.
  package var line: Int
  /// The 1-based UTF-8 column of its first byte.
  package var column: Int

  /// Creates a literal location.
  package init(path: String, utf8Range: Range<Int>, text: String, line: Int, column: Int) {
    self.path = path
    self.utf8Range = utf8Range
    self.text = text
    self.line = line
    self.column = column
  }
}
