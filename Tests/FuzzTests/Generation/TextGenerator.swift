import TestSupport

/// Unicode text for `--text`, `--note-text` and text files: words from many scripts, combining
/// marks, emoji sequences, right-to-left runs, controls, and long runs with no break opportunity
/// (the run that aborted with BadLength was about 130,000 characters).
struct TextGenerator {
  /// Pieces that are hard for shaping, breaking and drawing.
  static let pieces: [String] = [
    "Hello", "motion", "Lorem ipsum dolor sit amet,", "é", "e\u{301}", "ﬁ", "ß",
    "漢字かな交じり文", "한국어", "Ελληνικά", "Кириллица", "עברית", "العربية", "हिन्दी", "ไทย",
    "👩‍👩‍👧‍👦", "🏳️‍🌈", "👍🏽", "🇫🇷", "\u{200D}", "\u{200B}", "\u{00AD}", "\u{2028}", "\u{2029}",
    "\u{202E}", "\u{202C}", "\u{FEFF}", "\u{FFFD}", "\u{1F}", "\u{7F}", "\u{85}", "\t", "\r\n", "\n",
    "\u{0300}\u{0301}\u{0302}\u{0303}\u{0304}", "Z\u{0351}\u{0352}\u{0353}\u{0354}\u{0355}",
    "\u{E000}", "\u{10FFFD}", "𝕄𝕠𝕥𝕚𝕠𝕟", "a\u{20DD}", "ｆｕｌｌ", "—", "…", " ", "  ", "\u{3000}",
  ]

  /// Characters repeated into runs that never break.
  static let runCharacters: [String] = ["a", "W", "字", "ﷺ", "e\u{301}", "👍", "-", "\u{200B}", "0", "ꧠ"]

  /// A text of up to `maximumLength` characters (roughly).
  static func text(_ random: inout SeededRandom, maximumLength: Int) -> String {
    let kind = random.weighted([
      (5.0, 0), (2.0, 1), (1.0, 2), (1.0, 3), (0.5, 4),
    ])
    switch kind {
    case 0:
      // Words and pieces separated by spaces and line breaks.
      var result = ""
      let count = random.int(1...max(1, min(200, maximumLength / 4)))
      for _ in 0..<count {
        result += random.pick(pieces)
        result += random.weighted([(6.0, " "), (1.0, "\n"), (1.0, ""), (0.3, "\n\n\n")])
      }
      return result
    case 1:
      // One long unbreakable run, maybe between words.
      let run = String(repeating: random.pick(runCharacters), count: random.int(1...max(1, maximumLength)))
      return random.chance(0.5) ? "start " + run + " end" : run
    case 2:
      // Many lines.
      let lines = random.int(1...max(1, min(5000, maximumLength / 2)))
      return (0..<lines).map { "l\($0)" }.joined(separator: "\n")
    case 3:
      // Random scalars from the whole range (valid ones).
      var result = ""
      for _ in 0..<random.int(1...max(1, min(500, maximumLength))) {
        let value = UInt32(random.int(0x20...0x10FFFF))
        if let scalar = Unicode.Scalar(value) { result.unicodeScalars.append(scalar) }
      }
      return result.isEmpty ? "x" : result
    default:
      // Only white space and invisible characters.
      return random.pick([" ", "\n", " \n\t ", "\u{200B}", "\u{3000}", "\u{FEFF}"])
    }
  }
}
