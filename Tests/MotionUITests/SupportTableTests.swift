import Foundation
import Testing

/// The README's table of what MotionUI supports, checked against the library's declarations:
/// the table between `<!-- supported-api:begin -->` and `<!-- supported-api:end -->` must be
/// exactly the one made here from `Sources/MotionUI` (and the `Motion` types it re-exports), so
/// it can neither list a name the library does not declare nor miss a public view, shape or
/// modifier. `MOTION_PREVIEW_WRITE_SUPPORT_TABLE=1 swift test --filter SupportTableTests`
/// writes the table into the README (through a temporary file and a rename).
///
/// The declarations are read from the source text, line by line, as the library is written
/// (one declaration a line, two-space indentation, extensions closed by a `}` in column 0):
/// a public type whose conformances name `View` is a view, `Shape` or `InsettableShape` a shape;
/// a `public func` in an `extension View` is a modifier, grouped by the folder it is in (one in
/// an `extension Shape` a shape modifier); a
/// `@propertyWrapper` is state; a public static member of `AnyTransition` is a transition.
struct SupportTableTests {
  static let begin = "<!-- supported-api:begin"
  static let end = "<!-- supported-api:end -->"

  /// The package's root: three folders up from this file.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// One Swift file's declarations.
  struct Declarations {
    var views: Set<String> = []
    var shapes: Set<String> = []
    /// Modifiers by group name.
    var modifiers: [String: Set<String>] = [:]
    var state: Set<String> = []
    var animation: Set<String> = []
    var transitions: Set<String> = []

    mutating func merge(_ other: Declarations) {
      views.formUnion(other.views)
      shapes.formUnion(other.shapes)
      for (group, names) in other.modifiers { modifiers[group, default: []].formUnion(names) }
      state.formUnion(other.state)
      animation.formUnion(other.animation)
      transitions.formUnion(other.transitions)
    }
  }

  /// The group a modifier declared in `folder` (the first folder under Sources/MotionUI) is in.
  static func modifierGroup(folder: String) -> String {
    switch folder {
    case "Layout": "Layout modifiers"
    case "Render", "Shape": "Drawing and effect modifiers"
    case "Text": "Text modifiers"
    case "Animation": "Animation modifiers"
    default: "Event, gesture and environment modifiers"
    }
  }

  /// The first identifier of `text` after `prefix` (letters, digits, `_`).
  static func identifier(after prefix: String, in text: Substring) -> String? {
    guard let range = text.range(of: prefix) else { return nil }
    let name = text[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
    return name.isEmpty ? nil : String(name)
  }

  /// The names in the conformance list of the declaration `text` (`struct Name<T: P>: A, B
  /// where … {`): after the name and its generic clause, up to `where` or the opening brace.
  static func conformances(_ text: Substring) -> [String] {
    var rest = text.drop { $0 != " " }.drop { $0 == " " }
    for keyword in ["final ", "struct ", "class ", "enum ", "protocol "] where rest.hasPrefix(keyword) {
      rest = rest.dropFirst(keyword.count)
    }
    rest = rest.drop { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    if rest.first == "<" {
      var depth = 0
      while let character = rest.first {
        rest = rest.dropFirst()
        if character == "<" { depth += 1 } else if character == ">" { depth -= 1 }
        if depth == 0 { break }
      }
    }
    rest = rest.drop { $0 == " " }
    guard rest.first == ":" else { return [] }
    var clause = rest.dropFirst()
    if let brace = clause.firstIndex(of: "{") { clause = clause[..<brace] }
    if let whereRange = clause.range(of: " where ") { clause = clause[..<whereRange.lowerBound] }
    return clause.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
  }

  /// Reads the declarations of one file of `folder`.
  static func declarations(in source: String, folder: String, isMotion: Bool) -> Declarations {
    var found = Declarations()
    var depth = 0
    var extended: String?
    var isPropertyWrapper = false
    for rawLine in source.split(separator: "\n", omittingEmptySubsequences: false) {
      let code = rawLine.range(of: "//").map { rawLine[..<$0.lowerBound] } ?? rawLine
      let line = code.drop { $0 == " " }
      let indent = code.count - line.count
      if depth == 0, line.hasPrefix("extension ") {
        extended = identifier(after: "extension ", in: line)
        // A protocol or standard type made a view (`Never`, `Optional`, `Shape`) is not one to list.
        let kinds = conformances(line)
        if let name = extended, kinds.contains("View"), !["Never", "Optional", "Shape"].contains(name) {
          found.views.insert(name)
        }
        if let name = extended, kinds.contains("Shape") || kinds.contains("InsettableShape") { found.shapes.insert(name) }
      } else if depth == 0, line.hasPrefix("public struct AnyTransition") {
        extended = "AnyTransition"
      }
      if line.hasPrefix("@propertyWrapper") { isPropertyWrapper = true }
      if isMotion {
        // Motion's public types that animation code names (re-exported by MotionUI).
        if depth == 0, line.hasPrefix("public struct ") || line.hasPrefix("public enum "),
          let name = identifier(after: line.hasPrefix("public struct ") ? "public struct " : "public enum ", in: line)
        {
          found.animation.insert(name)
        }
      } else if line.hasPrefix("public struct ") || line.hasPrefix("public final class ") || line.hasPrefix("public enum ")
        || line.hasPrefix("public protocol ") || line.hasPrefix("public class ")
      {
        let keyword = ["public struct ", "public final class ", "public enum ", "public protocol ", "public class "].first { line.hasPrefix($0) }!
        // (The force unwrap is safe: the condition above found one of these prefixes.)
        if let name = identifier(after: keyword, in: line), depth == 0, !name.hasPrefix("_") {
          let kinds = conformances(line)
          if isPropertyWrapper {
            found.state.insert(name)
          } else if kinds.contains("Shape") || kinds.contains("InsettableShape") || (keyword == "public protocol " && name == "Shape") {
            found.shapes.insert(name)
          } else if kinds.contains("View") {
            found.views.insert(name)
          } else if kinds.contains("Transition") {
            found.transitions.insert(name)
          } else if folder == "Animation" {
            found.animation.insert(name)
          } else if folder == "Data", keyword == "public protocol " {
            found.state.insert(name)
          }
        }
        isPropertyWrapper = false
      } else if depth == 0, line.hasPrefix("public typealias "), let name = identifier(after: "public typealias ", in: line),
        let target = identifier(after: "= ", in: line), ["VStack", "HStack", "ZStack"].contains(target)
      {
        found.views.insert(name)
      } else if depth == 0, line.hasPrefix("public func "), let name = identifier(after: "public func ", in: line) {
        if folder == "Animation" { found.animation.insert(name) }
      } else if depth == 1, indent == 2, extended == "View", line.hasPrefix("public func "),
        let name = identifier(after: "public func ", in: line)
      {
        found.modifiers[modifierGroup(folder: folder), default: []].insert(name)
      } else if depth == 1, indent == 2, extended == "Shape" || extended == "InsettableShape", line.hasPrefix("public func "),
        let name = identifier(after: "public func ", in: line)
      {
        found.modifiers["Shape modifiers", default: []].insert(name)
      } else if depth == 1, indent == 2, extended == "AnyTransition",
        let keyword = ["public static var ", "public static let ", "public static func "].first(where: { line.hasPrefix($0) }),
        let name = identifier(after: keyword, in: line)
      {
        found.transitions.insert(name)
      }
      for character in code {
        if character == "{" { depth += 1 } else if character == "}" { depth -= 1 }
      }
      if depth == 0 { extended = nil }
    }
    return found
  }

  /// Every declaration of MotionUI and Motion.
  static func libraryDeclarations() throws -> Declarations {
    var all = Declarations()
    for (module, isMotion) in [("MotionUI", false), ("Motion", true)] {
      let directory = root.appendingPathComponent("Sources/\(module)")
      guard let files = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
        throw CocoaError(.fileReadNoSuchFile)
      }
      for case let url as URL in files where url.pathExtension == "swift" {
        let relative = url.path.dropFirst(directory.path.count + 1)
        let folder = relative.contains("/") ? String(relative.prefix { $0 != "/" }) : ""
        all.merge(declarations(in: try String(contentsOf: url, encoding: .utf8), folder: folder, isMotion: isMotion))
      }
    }
    return all
  }

  /// The table's rows: a group's name and its names, sorted.
  static func rows(_ declared: Declarations) -> [(String, [String])] {
    var rows: [(String, [String])] = [("Views", declared.views.sorted()), ("Shapes", declared.shapes.sorted())]
    for group in declared.modifiers.keys.sorted() {
      rows.append((group, declared.modifiers[group, default: []].sorted()))
    }
    rows.append(("State and environment", declared.state.sorted()))
    rows.append(("Animation", declared.animation.sorted()))
    rows.append(("Transitions (`AnyTransition` and `Transition`)", declared.transitions.sorted()))
    return rows
  }

  /// The generated block, markers included.
  static func table(_ declared: Declarations) -> String {
    var lines = [
      "\(begin) (generated from Sources/MotionUI and Sources/Motion by SupportTableTests; do not edit) -->",
      "| Kind | Declared, with SwiftUI's names and signatures |", "|---|---|",
    ]
    for (group, names) in rows(declared) {
      lines.append("| \(group) | \(names.map { "`\($0)`" }.joined(separator: ", ")) |")
    }
    lines.append(end)
    return lines.joined(separator: "\n")
  }

  /// The names listed in the README's block, by row.
  static func listed(in block: Substring) -> [String: Set<String>] {
    var rows: [String: Set<String>] = [:]
    for line in block.split(separator: "\n") where line.hasPrefix("| ") && !line.hasPrefix("| Kind") {
      let cells = line.split(separator: "|", omittingEmptySubsequences: false)
      guard cells.count >= 3 else { continue }
      let names = cells[2].split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " `")) }
      rows[cells[1].trimmingCharacters(in: .whitespaces)] = Set(names.filter { !$0.isEmpty })
    }
    return rows
  }

  @Test func theReadmeTableIsTheLibrarysDeclarations() throws {
    let readme = Self.root.appendingPathComponent("README.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    let declared = try Self.libraryDeclarations()
    let expected = Self.table(declared)
    // The reader itself: names it must find whatever else changes (one of each kind).
    #expect(!declared.views.contains("Circle"))
    #expect(declared.views.isSuperset(of: ["Text", "HStack", "LazyVStack", "GeometryReader"]))
    #expect(declared.shapes.isSuperset(of: ["Circle", "RoundedRectangle", "Capsule"]))
    #expect(declared.modifiers["Layout modifiers"]?.isSuperset(of: ["frame", "padding", "offset"]) == true)
    #expect(declared.modifiers["Drawing and effect modifiers"]?.isSuperset(of: ["shadow", "clipShape", "mask"]) == true)
    #expect(declared.state.isSuperset(of: ["State", "Binding", "Environment"]))
    #expect(declared.animation.isSuperset(of: ["withAnimation", "Animation", "Spring"]))
    #expect(declared.transitions.isSuperset(of: ["opacity", "slide", "scale"]))

    guard let start = text.range(of: Self.begin), let stop = text.range(of: Self.end, range: start.upperBound..<text.endIndex)
    else {
      Issue.record("README.md has no supported-API table between its markers; expected:\n\(expected)")
      return
    }
    let block = text[start.lowerBound..<stop.upperBound]
    if ProcessInfo.processInfo.environment["MOTION_PREVIEW_WRITE_SUPPORT_TABLE"] == "1", block != expected {
      let updated = text.replacingCharacters(in: start.lowerBound..<stop.upperBound, with: expected)
      // Refuse to overwrite a README that changed since it was read.
      guard try String(contentsOf: readme, encoding: .utf8) == text else {
        Issue.record("README.md changed while the table was made; not written")
        return
      }
      let temporary = readme.deletingLastPathComponent().appendingPathComponent(".README.md.\(getpid()).tmp")
      try updated.write(to: temporary, atomically: false, encoding: .utf8)
      guard rename(temporary.path, readme.path) == 0 else {
        Issue.record("could not rename \(temporary.path) to README.md")
        return
      }
      return
    }
    let listed = Self.listed(in: block)
    for (group, names) in Self.rows(declared) {
      let shown = listed[group] ?? []
      let undeclared = shown.subtracting(names)
      let missing = Set(names).subtracting(shown)
      #expect(undeclared.isEmpty, "README lists in \(group) what MotionUI does not declare: \(undeclared.sorted())")
      #expect(missing.isEmpty, "README's \(group) misses declared: \(missing.sorted())")
    }
    #expect(block == expected, "README's supported-API table is stale; expected:\n\(expected)")
  }
}
