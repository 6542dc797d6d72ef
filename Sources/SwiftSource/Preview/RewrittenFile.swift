/// One Swift file as the build compiles it: the user's text with its literals, `#Preview`s and
/// a few imports rewritten in place, then generated lines appended (the file's registration
/// function). Every user line keeps its number (nothing inserted holds a newline, and a
/// replaced span that held newlines keeps them), so a compiler diagnostic maps back with
/// `userLocation(line:column:)`.
package struct RewrittenFile: Hashable, Sendable {
  /// A replaced byte range of the user's text.
  struct Splice: Hashable, Sendable {
    /// The UTF-8 range in the user's text.
    var range: Range<Int>
    /// What stands there in the compiled text.
    var replacement: String
    /// The UTF-8 offset in `replacement` at which the replaced text reappears verbatim (a
    /// literal inside its `__designTime…` call), or nil.
    var keptAt: Int?
  }

  /// A generated line appended after the user's text, and the user's place it stands for
  /// (a registration stands for its preview's declaration), if any.
  struct GeneratedLine: Hashable, Sendable {
    var text: String
    var location: Location?
  }

  /// A 1-based line and UTF-8 column.
  package struct Location: Hashable, Sendable {
    /// The 1-based line.
    package var line: Int
    /// The 1-based column, in UTF-8 bytes (as the Swift compiler counts).
    package var column: Int

    /// Creates a location.
    package init(line: Int, column: Int) {
      self.line = line
      self.column = column
    }
  }

  /// The user's path, as given.
  package let path: String
  /// Whether this is one of the files the user previews (else a sibling in its SwiftPM target,
  /// compiled with it: its literals stay and its previews are not registered).
  package let isPreviewed: Bool
  /// The text the compiler reads.
  package let text: String
  /// The lines of the user's text; `text`'s later lines are generated.
  package let userLineCount: Int
  private let splices: [Splice]
  private let userLineStarts: [Int]
  private let lineStarts: [Int]
  /// Generated lines (1-based line in `text`) that stand for a user location.
  private let generatedLocations: [Int: Location]

  /// `file` with `splices` applied (sorted by position; a splice that overlaps an earlier one
  /// is left out, so the user's text stays there) and `appended` after its last line.
  init(file: SourceFile, isPreviewed: Bool, splices: [Splice], appended: [GeneratedLine]) {
    path = file.path
    self.isPreviewed = isPreviewed
    let bytes = Array(file.text.utf8)
    var kept: [Splice] = []
    for splice in splices.sorted(by: { $0.range.lowerBound < $1.range.lowerBound })
    where splice.range.upperBound <= bytes.count
      && kept.last.map({ $0.range.upperBound <= splice.range.lowerBound }) ?? true
    {
      kept.append(splice)
    }
    self.splices = kept
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count + 48 * kept.count)
    var position = 0
    for splice in kept {
      out += bytes[position..<splice.range.lowerBound]
      out += splice.replacement.utf8
      position = splice.range.upperBound
    }
    out += bytes[position...]
    userLineStarts = Self.lineStarts(of: bytes)
    userLineCount = userLineStarts.count
    if !appended.isEmpty, out.last != 0x0A { out.append(0x0A) }
    var locations: [Int: Location] = [:]
    for (index, line) in appended.enumerated() {
      out += line.text.utf8
      out.append(0x0A)
      if let location = line.location { locations[userLineCount + 1 + index] = location }
    }
    generatedLocations = locations
    lineStarts = Self.lineStarts(of: out)
    text = String(decoding: out, as: UTF8.self)
  }

  /// The user's line and column for a line and column of `text` (a compiler diagnostic's): a
  /// place inside a literal's call maps into the literal's token (its own text) or to its
  /// first byte (the call around it), a place in a rewritten `#Preview` header to the `#`, a
  /// generated line to the preview it registers. Nil for other generated lines, and for a
  /// place outside `text`.
  package func userLocation(line: Int, column: Int) -> Location? {
    guard line >= 1, line <= lineStarts.count, column >= 1 else { return nil }
    if line > userLineCount { return generatedLocations[line] }
    let offset = lineStarts[line - 1] + column - 1
    var delta = 0
    for splice in splices {
      let start = splice.range.lowerBound + delta
      if offset < start { break }
      let replaced = splice.replacement.utf8.count
      if offset < start + replaced {
        let inside = offset - start
        if let keptAt = splice.keptAt, inside >= keptAt, inside < keptAt + splice.range.count {
          return userLocation(ofOffset: splice.range.lowerBound + inside - keptAt)
        }
        return userLocation(ofOffset: splice.range.lowerBound)
      }
      delta += replaced - splice.range.count
    }
    return userLocation(ofOffset: offset - delta)
  }

  private func userLocation(ofOffset offset: Int) -> Location {
    // The last line start at or before `offset`.
    var low = 0
    var high = userLineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if userLineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return Location(line: low + 1, column: offset - userLineStarts[low] + 1)
  }

  /// The byte offset of each line's first byte (a final newline starts no line).
  private static func lineStarts(of bytes: [UInt8]) -> [Int] {
    var starts = [0]
    for (index, byte) in bytes.enumerated() where byte == 0x0A && index + 1 < bytes.count {
      starts.append(index + 1)
    }
    return starts
  }
}
