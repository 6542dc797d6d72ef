internal import CTextShaping

/// Whether fontconfig knows the families a user's font pattern names.
///
/// fontconfig never fails a match: for a family it does not know it quietly picks its default
/// sans-serif face, so `--font NoSuchFont` would draw in some other font without a word. A
/// family counts as known when an installed font has it (as `fc-list : family` lists them,
/// compared as fontconfig compares families, ignoring case and blanks) or when fontconfig's
/// configuration gives it families of its own, as it does for `sans-serif`, `serif`,
/// `monospace` and metric aliases such as `Helvetica`. A pattern with several families
/// (`"Inter,DejaVu Sans"`, a fallback list) needs one known family; a pattern without a family
/// (`":bold"`) names none to check.
package enum FontFamilies {
  /// The families `pattern` names, when it names some and fontconfig knows none of them; nil
  /// otherwise (also when the pattern does not parse: that is `FontPattern.check`'s to say).
  package static func unknown(in pattern: String) -> [String]? {
    guard let parsed = FcNameParse(pattern) else { return nil }
    defer { FcPatternDestroy(parsed) }
    let named = families(of: parsed).filter { !$0.isEmpty }
    if named.isEmpty || named.contains(where: isKnown) { return nil }
    return named
  }

  /// Whether `family` is a generic name, an installed font has it, or fontconfig's
  /// configuration aliases it.
  static func isKnown(_ family: String) -> Bool {
    genericFamilies.contains(family.lowercased()) || isInstalled(family)
      || !aliases(of: family).isSubset(of: aliases(of: unknownProbe))
  }

  /// fontconfig's generic families. An unknown family gets `sans-serif` appended, so `sans` and
  /// `sans-serif` look like unknown ones to the alias test; fontconfig parses `sans-serif` in a
  /// pattern as the family `sans` (a `-` starts the size).
  static let genericFamilies: Set<String> = [
    "sans-serif", "sans", "serif", "monospace", "mono", "system-ui", "cursive", "fantasy", "emoji",
    "math",
  ]

  /// A family no font has, to see what fontconfig adds for any unknown family.
  private static let unknownProbe = "motion-preview unknown family probe"

  private static func isInstalled(_ family: String) -> Bool {
    guard let pattern = FcPatternCreate(), let objects = FcObjectSetCreate() else { return true }
    defer {
      FcPatternDestroy(pattern)
      FcObjectSetDestroy(objects)
    }
    FcPatternAddString(pattern, FC_FAMILY, family)
    FcObjectSetAdd(objects, FC_FAMILY)
    guard let fonts = FcFontList(nil, pattern, objects) else { return true }
    defer { FcFontSetDestroy(fonts) }
    return fonts.pointee.nfont > 0
  }

  /// The families fontconfig's configuration adds to a query for `family` alone.
  private static func aliases(of family: String) -> Set<String> {
    guard let pattern = FcPatternCreate() else { return [] }
    defer { FcPatternDestroy(pattern) }
    FcPatternAddString(pattern, FC_FAMILY, family)
    FcConfigSubstitute(nil, pattern, FcMatchPattern)
    return Set(families(of: pattern)).subtracting([family])
  }

  private static func families(of pattern: OpaquePointer) -> [String] {
    var result: [String] = []
    var value: UnsafeMutablePointer<FcChar8>?
    var index: Int32 = 0
    while FcPatternGetString(pattern, FC_FAMILY, index, &value) == FcResultMatch {
      if let value { result.append(String(cString: value)) }
      index += 1
    }
    return result
  }
}
