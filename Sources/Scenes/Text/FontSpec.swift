#if canImport(Glibc)
  import Glibc
#endif

/// A font request: a fontconfig family list, a size in points and a weight.
///
/// The renderer resolves it with fontconfig; every character missing from the resolved font
/// falls back to another installed font that has it.
package struct FontSpec: Hashable, Sendable {
  /// A fontconfig pattern naming the family, for example `"Inter,DejaVu Sans"` or `"Inter:bold"`.
  /// Size and weight below are added unless the pattern already sets them.
  package var family: String
  /// The em size in points (1 pt = 1 px at scale 1), more than 0.
  package var size: Double
  /// The weight.
  package var weight: FontWeight

  /// The default family list: Inter (the closest open font to SF Pro), then DejaVu Sans.
  package static let defaultFamily = "Inter,DejaVu Sans"

  /// The environment variable the window sets from `--font` for the previews it runs (in its
  /// own process and in the agents it starts): the families SwiftUI's system font is drawn in.
  package static let systemFamilyVariable = "MOTION_PREVIEW_SYSTEM_FONT"

  /// The families SwiftUI's system font (`Font.body`, `.system(size:)`, the default and
  /// rounded designs) is drawn in: those of `--font` before the default list, when the window
  /// was given one; else the default list. Read once.
  package static let systemFamily: String = {
    guard let value = getenv(systemFamilyVariable).map({ String(cString: $0) }), !value.isEmpty else {
      return defaultFamily
    }
    return value + "," + defaultFamily
  }()

  /// The families of a fontconfig pattern (`"DejaVu Serif-12:bold"` → `"DejaVu Serif"`): what
  /// comes before its sizes (`-`) and properties (`:`), escapes kept.
  package static func families(ofPattern pattern: String) -> String {
    var result = ""
    var escaped = false
    for character in pattern {
      if escaped {
        result.append(character)
        escaped = false
      } else if character == "\\" {
        result.append(character)
        escaped = true
      } else if character == "-" || character == ":" {
        break
      } else {
        result.append(character)
      }
    }
    while result.first == " " { result.removeFirst() }
    while result.last == " " { result.removeLast() }
    return result
  }

  /// Creates a font request.
  package init(family: String = FontSpec.defaultFamily, size: Double, weight: FontWeight = .regular) {
    self.family = family
    self.size = size
    self.weight = weight
  }
}
