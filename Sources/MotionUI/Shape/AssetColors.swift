/// The named colours of the asset catalogs (`*.xcassets`) beside the previewed files, which
/// `Color("Brand")`, `Color(.brand)` and `UIColor(named:)` find as they find them in an app's
/// bundle. The window finds the catalogs' colour sets (PreviewBuild's `AssetCatalogs`) and gives
/// them to the agent in `variable`, one a line: the name code uses, a tab, and the set's folder.
/// Their `Contents.json` are read once, when the first named colour is asked for.
///
/// A colour set's `universal` entry (or its first) is the colour, and an entry for the dark
/// luminosity appearance its dark variant; high-contrast entries are not read. Components are
/// written by Xcode as decimals (`"0.200"`, 0…1), hexadecimal bytes (`"0x33"`) or whole bytes
/// (`"51"`); a grey set gives `white`. Display P3 and extended ranges are taken as sRGB, as the
/// rest of the library takes them.
package enum AssetColors {
  /// The environment variable that lists the colour sets, `name\tfolder` a line.
  package static let variable = "MOTION_PREVIEW_ASSET_COLORS"

  /// The colours of the sets the variable lists, by name.
  static let named: [String: Color] = {
    guard let value = ProcessInfo.processInfo.environment[variable] else { return [:] }
    let sets = value.split(separator: "\n").compactMap { line -> (name: String, folder: String)? in
      let parts = line.split(separator: "\t", maxSplits: 1)
      return parts.count == 2 ? (String(parts[0]), String(parts[1])) : nil
    }
    return colors(ofSets: sets)
  }()

  /// The colours of the colour sets `sets` (each a name and the set's folder), by name (the
  /// first set's, for a name given twice); a set whose contents describe no colour is left out.
  static func colors(ofSets sets: [(name: String, folder: String)]) -> [String: Color] {
    var found: [String: Color] = [:]
    for set in sets where found[set.name] == nil {
      if let color = color(fromContents: set.folder + "/Contents.json") { found[set.name] = color }
    }
    return found
  }

  private static func json(_ path: String) -> [String: Any]? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
  }

  /// The colour a colour set's `Contents.json` at `path` describes; nil when it describes none.
  static func color(fromContents path: String) -> Color? {
    guard let entries = json(path)?["colors"] as? [[String: Any]] else { return nil }
    func luminosity(_ entry: [String: Any]) -> String? {
      let appearances = entry["appearances"] as? [[String: Any]] ?? []
      if appearances.contains(where: { $0["appearance"] as? String == "contrast" }) { return "contrast" }
      return appearances.first { $0["appearance"] as? String == "luminosity" }?["value"] as? String
    }
    let plain = entries.filter { luminosity($0) == nil || luminosity($0) == "light" }
    let dark = entries.filter { luminosity($0) == "dark" }
    func pick(_ candidates: [[String: Any]]) -> Color.Components? {
      let entry = candidates.first { $0["idiom"] as? String == "universal" } ?? candidates.first
      return entry.flatMap { components(of: $0["color"] as? [String: Any]) }
    }
    guard let light = pick(plain) ?? pick(dark) else { return nil }
    var color = Color(light)
    if let night = pick(dark), night != light { color.dark = night }
    return color
  }

  private static func components(of color: [String: Any]?) -> Color.Components? {
    guard let values = color?["components"] as? [String: Any] else { return nil }
    func value(_ key: String) -> Double? {
      switch values[key] {
      case let text as String:
        let text = text.trimmingCharacters(in: .whitespaces)
        if text.lowercased().hasPrefix("0x") { return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
        if text.contains(".") { return Double(text) }
        return Int(text).map { Double($0) / 255 }
      case let number as Double:
        return number > 1 && number == number.rounded() ? number / 255 : number
      default:
        return nil
      }
    }
    let alpha = value("alpha") ?? 1
    if let white = value("white") { return Color.Components(red: white, green: white, blue: white, alpha: alpha) }
    guard let red = value("red"), let green = value("green"), let blue = value("blue") else { return nil }
    return Color.Components(red: red, green: green, blue: blue, alpha: alpha)
  }
}

/// A colour of an asset catalog by name, as DeveloperToolsSupport's `ColorResource`: Xcode's
/// generated asset symbols (`ColorResource.brand`) are its members, and so are those the
/// preview's build generates from the catalogs beside the files.
public struct ColorResource: Hashable, Sendable {
  /// The colour set's name in its catalog.
  public let name: String
  public init(name: String, bundle: Bundle) { self.name = name }
}

/// An image of an asset catalog by name, as DeveloperToolsSupport's `ImageResource`.
public struct ImageResource: Hashable, Sendable {
  /// The image set's name in its catalog.
  public let name: String
  public init(name: String, bundle: Bundle) { self.name = name }
}

extension Color {
  /// A colour of the asset catalogs beside the previewed files (`AssetColors`), with its dark
  /// appearance, as SwiftUI's `Color(_:bundle:)` finds it in the app's bundle; grey, with a
  /// warning at your line, when none of them has it.
  public init(_ name: String, bundle: Bundle? = nil, file: StaticString = #fileID, line: UInt = #line) {
    if let color = AssetColors.named[name] {
      self = color
      return
    }
    PreviewWarnings.once(
      "the colour \"\(name)\" is in no asset catalog beside the files (*.xcassets), so it is drawn grey", file: file,
      line: line)
    self = .gray
  }

  /// An asset catalog colour by its generated symbol (`Color(.brand)`), as `Color(_:bundle:)`
  /// by its name.
  public init(_ resource: ColorResource, file: StaticString = #fileID, line: UInt = #line) {
    self.init(resource.name, file: file, line: line)
  }
}
