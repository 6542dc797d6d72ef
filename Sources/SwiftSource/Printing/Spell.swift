import Motion
import Scenes

/// Swift spellings of the model's values: numbers, strings and colours that Swift (and the
/// reader's constant folding) turns back into exactly the same values.
enum Spell {
  /// The shortest decimal that reads back as exactly `value` (Motion's `ExactDecimals`).
  static func number(_ value: Double) -> String {
    ExactDecimals.spelling(value)
  }

  /// A Swift string literal of `text`: quotes, backslashes and control characters escaped.
  static func string(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\0": out += "\\0"
      case _ where scalar.value < 0x20 || scalar.value == 0x7F || scalar.properties.generalCategory == .lineSeparator || scalar.properties.generalCategory == .paragraphSeparator:
        out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }

  /// SwiftUI's named colours that Scenes draws exactly, by name.
  static let namedColors: [(name: String, color: Color)] = [
    ("blue", .blue), ("green", .green), ("red", .red), ("yellow", .yellow), ("gray", .gray),
    ("black", .black), ("white", .white), ("clear", .clear),
  ]

  /// `.blue`, `.white.opacity(0.8)`, `Color(red: 0.1, green: 0.2, blue: 0.3)`; with
  /// `qualified`, a named colour is written `Color.black` (for places without a type context).
  static func color(_ color: Color, qualified: Bool = false) -> String {
    if let named = namedColors.first(where: { $0.color == color }) {
      return (qualified ? "Color." : ".") + named.name
    }
    let opaque = Color(red: color.red, green: color.green, blue: color.blue)
    let base =
      namedColors.first { $0.color == opaque }.map { (qualified ? "Color." : ".") + $0.name }
      ?? "Color(red: \(number(color.red)), green: \(number(color.green)), blue: \(number(color.blue)))"
    return color.alpha == 1 ? base : base + ".opacity(\(number(color.alpha)))"
  }

  /// `[.blue, .red]`; with `qualified`, the first element is written `Color.blue`, as the seed
  /// writes `[Color.black]`.
  static func colors(_ colors: [Color], qualified: Bool = false) -> String {
    let items = colors.enumerated().map { index, element in
      color(element, qualified: qualified && index == 0)
    }
    return "[" + items.joined(separator: ", ") + "]"
  }
}
