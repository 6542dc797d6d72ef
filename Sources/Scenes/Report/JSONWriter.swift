/// A minimal, stable JSON writer: keys come out in the order they are written, numbers in
/// Swift's shortest round-trip form, and strings escaped per RFC 8259. No Foundation.
///
/// Shared by the frame report and the benchmark's JSON line. Layout is one line with `": "` and `", "` separators, the form the frame-JSON contract shows.
package struct JSONWriter: Sendable {
  /// The text written so far.
  package private(set) var output = ""
  /// Whether the innermost open object or array already holds an element.
  private var needsComma: [Bool] = []

  /// Creates an empty writer.
  package init() {}

  /// Opens an object, as a value or as the value of `key`.
  package mutating func beginObject(key: String? = nil) {
    beginValue(key: key)
    output += "{"
    needsComma.append(false)
  }

  /// Closes the innermost object.
  package mutating func endObject() {
    needsComma.removeLast()
    output += "}"
  }

  /// Opens an array, as a value or as the value of `key`.
  package mutating func beginArray(key: String? = nil) {
    beginValue(key: key)
    output += "["
    needsComma.append(false)
  }

  /// Closes the innermost array.
  package mutating func endArray() {
    needsComma.removeLast()
    output += "]"
  }

  /// Writes a number. Non-finite values, which JSON cannot express, are written as `null`;
  /// negative zero is written as `0.0`.
  package mutating func number(_ value: Double, key: String? = nil) {
    beginValue(key: key)
    output += Self.format(value)
  }

  /// Writes an integer.
  package mutating func integer(_ value: Int, key: String? = nil) {
    beginValue(key: key)
    output += String(value)
  }

  /// Writes `true` or `false`.
  package mutating func bool(_ value: Bool, key: String? = nil) {
    beginValue(key: key)
    output += value ? "true" : "false"
  }

  /// Writes a string, escaped.
  package mutating func string(_ value: String, key: String? = nil) {
    beginValue(key: key)
    output += Self.quoted(value)
  }

  /// Writes `null`.
  package mutating func null(key: String? = nil) {
    beginValue(key: key)
    output += "null"
  }

  private mutating func beginValue(key: String?) {
    if let last = needsComma.indices.last {
      if needsComma[last] { output += ", " }
      needsComma[last] = true
    }
    if let key {
      output += Self.quoted(key)
      output += ": "
    }
  }

  /// `value` in Swift's shortest form that reads back to the same `Double` ("0.1", "1e-05",
  /// "2.0"), which is valid JSON; `null` when not finite.
  package static func format(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    return value == 0 ? "0.0" : value.description
  }

  /// `value` in double quotes with `"`, `\` and the control characters escaped (U+2028 and
  /// U+2029 too, so the output is also a valid JavaScript literal).
  package static func quoted(_ value: String) -> String {
    var result = "\""
    result.unicodeScalars.reserveCapacity(value.unicodeScalars.count + 2)
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{08}": result += "\\b"
      case "\u{0C}": result += "\\f"
      case "\u{2028}": result += "\\u2028"
      case "\u{2029}": result += "\\u2029"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          result += "\\u" + hex4(scalar.value)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    result += "\""
    return result
  }

  private static func hex4(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: false)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
