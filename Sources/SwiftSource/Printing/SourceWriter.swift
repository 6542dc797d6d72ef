/// Lines of Swift source, indented four spaces a level as the seeds are.
struct SourceWriter {
  /// The source so far, each line ended by a newline.
  private(set) var text = ""
  /// The current indentation level.
  private var level = 0

  /// Appends `line` at the current indentation (an empty line carries no spaces).
  mutating func line(_ line: String = "") {
    text += line.isEmpty ? "\n" : String(repeating: "    ", count: level) + line + "\n"
  }

  /// Runs `body` one level further in.
  mutating func indent(_ body: (inout SourceWriter) -> Void) {
    level += 1
    body(&self)
    level -= 1
  }
}
