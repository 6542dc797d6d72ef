import Scenes

/// One `Animation`, `Spring` or `UnitCurve` expression found in a file, with what it means.
package struct AnimationEntry: Hashable, Sendable {
  /// The file's path, as given.
  package var path: String
  /// The 1-based line of the expression's first token.
  package var line: Int
  /// The 1-based UTF-8 column of that token.
  package var column: Int
  /// The expression as written (white space runs folded to one space).
  package var expression: String
  /// Its canonical SwiftUI spelling (`Spring(duration: 0.35, bounce: 0.55)`), or nil when it
  /// does not fold to a constant.
  package var normalized: String?
  /// `"spring"`, `"timingCurve"`, `"unitCurve"` or `"other"` (custom or not constant).
  package var kind: String
  /// Seconds: a timing curve's duration, a spring's settle time for a unit move from rest (the
  /// last moment it is more than 0.001 of the move from its target, `MotionFigures`);
  /// delays, speeds and repeat counts applied, and one leg of a `repeatForever`. Nil for unit
  /// curves and for what does not fold.
  package var duration: Double?
  /// How far it goes past its target, in percent of the move (0 within range); nil when it
  /// does not fold.
  package var overshoot: Double?
  /// Why it does not fold, when it does not.
  package var problem: String?
  /// The value it folds to, when it folds to an Animation, a Spring or a UnitCurve.
  package var value: Folded?

  /// Creates an entry.
  package init(
    path: String, line: Int, column: Int, expression: String, normalized: String?, kind: String,
    duration: Double?, overshoot: Double?, problem: String? = nil, value: Folded? = nil
  ) {
    self.path = path
    self.line = line
    self.column = column
    self.expression = expression
    self.normalized = normalized
    self.kind = kind
    self.duration = duration
    self.overshoot = overshoot
    self.problem = problem
    self.value = value
  }
}

extension AnimationEntry {
  /// One JSON array, one object per entry in the order given, on one line.
  package static func json(_ entries: [AnimationEntry]) -> String {
    var writer = JSONWriter()
    writer.beginArray()
    for entry in entries {
      writer.beginObject()
      writer.string(entry.path, key: "file")
      writer.integer(entry.line, key: "line")
      writer.integer(entry.column, key: "column")
      writer.string(entry.expression, key: "expression")
      if let normalized = entry.normalized {
        writer.string(normalized, key: "normalized")
      } else {
        writer.null(key: "normalized")
      }
      writer.string(entry.kind, key: "kind")
      writer.number(entry.duration ?? .nan, key: "duration")
      writer.number(entry.overshoot ?? .nan, key: "overshoot")
      if let problem = entry.problem { writer.string(problem, key: "problem") }
      writer.endObject()
    }
    writer.endArray()
    return writer.output
  }

  /// A table for people: location, kind, duration, overshoot, the expression and, where it
  /// differs, its normalised spelling.
  package static func table(_ entries: [AnimationEntry]) -> String {
    guard !entries.isEmpty else { return "no Animation, Spring or UnitCurve expressions found" }
    let header = ["location", "kind", "duration", "overshoot", "expression → normalized"]
    var rows: [[String]] = []
    for entry in entries {
      var text = entry.expression
      if let normalized = entry.normalized, normalized != entry.expression {
        text += "  →  " + normalized
      } else if let problem = entry.problem {
        text += "  (" + problem + ")"
      }
      rows.append([
        "\(entry.path):\(entry.line):\(entry.column)", entry.kind,
        entry.duration.map { seconds($0) } ?? "–",
        entry.overshoot.map { percent($0) } ?? "–", text,
      ])
    }
    let widths = (0..<header.count - 1).map { column in
      ([header] + rows).map { $0[column].count }.max() ?? 0
    }
    func line(_ cells: [String]) -> String {
      var text = ""
      for (index, cell) in cells.enumerated() {
        if index < widths.count {
          let pad = String(repeating: " ", count: widths[index] - cell.count)
          // Numbers right-aligned, words left-aligned.
          text += (index == 2 || index == 3 ? pad + cell : cell + pad) + "  "
        } else {
          text += cell
        }
      }
      return text
    }
    var lines = [line(header)] + rows.map(line)
    if entries.contains(where: { $0.kind == "spring" }) {
      lines.append(springNote)
    }
    return lines.joined(separator: "\n")
  }

  /// The table's last line when it lists a spring: what a spring's duration is.
  package static let springNote =
    "(a spring's duration is its settle time: the last moment it is more than 0.1 % of the move "
    + "from its target)"

  private static func seconds(_ value: Double) -> String {
    value.isFinite ? "\(rounded(value, 3)) s" : "∞"
  }

  private static func percent(_ value: Double) -> String {
    "\(rounded(value, 1)) %"
  }

  private static func rounded(_ value: Double, _ places: Int) -> String {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let number = (value * scale).rounded() / scale
    var text = "\(number)"
    if let dot = text.firstIndex(of: ".") {
      let decimals = text.distance(from: dot, to: text.endIndex) - 1
      if decimals < places { text += String(repeating: "0", count: places - decimals) }
    }
    return text
  }
}
