/// The named colours of the asset catalogs (`*.xcassets`) beside the previewed files, which
/// `Color("Brand")` and `UIColor(named:)` find as they find them in an app's bundle. The window
/// finds the catalogs and gives their paths to the agent in `variable`, one a line; each
/// catalog's colour sets (`Name.colorset/Contents.json`, in folders at any depth, a folder that
/// provides a namespace putting its name and a slash before theirs) are read once, when the
/// first named colour is asked for.
///
/// A colour set's `universal` entry (or its first) is the colour, and an entry for the dark
/// luminosity appearance its dark variant; high-contrast entries are not read. Components are
/// written by Xcode as decimals (`"0.200"`, 0…1), hexadecimal bytes (`"0x33"`) or whole bytes
/// (`"51"`); a grey set gives `white`. Display P3 and extended ranges are taken as sRGB, as the
/// rest of the library takes them.
package enum AssetColors {
  /// The environment variable that lists the catalogs, one path a line.
  package static let variable = "MOTION_PREVIEW_ASSET_CATALOGS"

  /// The colours of the catalogs the variable lists, by name.
  static let named: [String: Color] = {
    guard let value = ProcessInfo.processInfo.environment[variable] else { return [:] }
    return colors(inCatalogs: value.split(separator: "\n").map(String.init))
  }()

  /// The colours of the catalogs at `paths`, by name (the first catalog's, for a name in two).
  static func colors(inCatalogs paths: [String]) -> [String: Color] {
    var found: [String: Color] = [:]
    for path in paths { collect(in: path, prefix: "", into: &found) }
    return found
  }

  private static func collect(in folder: String, prefix: String, into found: inout [String: Color]) {
    let files = FileManager.default
    guard let names = try? files.contentsOfDirectory(atPath: folder) else { return }
    for name in names.sorted() {
      let path = folder + "/" + name
      var isFolder: ObjCBool = false
      guard files.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { continue }
      if name.hasSuffix(".colorset") {
        let colorName = prefix + name.dropLast(".colorset".count)
        if found[colorName] == nil, let color = color(fromContents: path + "/Contents.json") { found[colorName] = color }
      } else if !name.contains(".") {
        let contents = json(path + "/Contents.json")
        let properties = contents?["properties"] as? [String: Any]
        let namespace = (properties?["provides-namespace"] as? Bool) == true
        collect(in: path, prefix: namespace ? prefix + name + "/" : prefix, into: &found)
      }
    }
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
}
