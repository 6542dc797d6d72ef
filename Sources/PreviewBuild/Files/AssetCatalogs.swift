import Glibc

/// The asset catalogs (`*.xcassets`) beside the previewed files, as an Xcode project keeps them,
/// and what they hold: the colour sets the agent reads for `Color("Brand")`, and the asset
/// symbols Xcode generates for them (`Color(.brand)`, `Color.brand`, `.foregroundStyle(.brand)`,
/// `UIColor(resource: .brand)`, `Image(.logo)`), compiled with the files.
package enum AssetCatalogs {
  /// What an asset set holds.
  package enum Kind: Hashable, Sendable {
    case color, image
  }

  /// The name of the generated symbols' file, as Xcode's.
  package static let symbolsFileName = "GeneratedAssetSymbols.swift"

  /// One colour or image set of a catalog.
  package struct Asset: Hashable, Sendable {
    /// The name code uses: the set's folder name without its extension, after the names of
    /// the folders above it that provide a namespace (`Palette/Sun`).
    package let name: String
    package let kind: Kind
    /// The set's folder (`…/Assets.xcassets/Brand.colorset`).
    package let folder: String
  }

  /// The catalogs in the folders of `files` and up to three folders above each (an Xcode
  /// project's `App/Assets.xcassets` beside `App/Views/Card.swift`), nearest first, each once.
  package static func near(_ files: [String]) -> [String] {
    var found: [String] = []
    for file in files {
      guard let real = BuildFiles.realPath(file) else { continue }
      var folder = BuildFiles.split(real).folder
      for _ in 0..<4 {
        for entry in BuildFiles.entries(of: folder, hidden: false) where entry.isFolder && entry.name.hasSuffix(".xcassets") {
          let path = (folder == "/" ? "" : folder) + "/" + entry.name
          if !found.contains(path) { found.append(path) }
        }
        guard folder != "/", folder != "." else { break }
        folder = BuildFiles.split(folder).folder
        if folder.isEmpty { folder = "/" }
      }
    }
    return found
  }

  /// The colour and image sets of `catalogs`, each catalog's folders walked depth first with
  /// their entries in name order; a name (of one kind) that two catalogs hold is the first
  /// catalog's.
  package static func assets(in catalogs: [String]) -> [Asset] {
    var assets: [Asset] = []
    var seen: Set<String> = []
    for catalog in catalogs {
      var found: [Asset] = []
      collect(in: catalog, prefix: "", into: &found)
      for asset in found where seen.insert("\(asset.kind)/\(asset.name)").inserted { assets.append(asset) }
    }
    return assets
  }

  private static func collect(in folder: String, prefix: String, into assets: inout [Asset]) {
    for entry in BuildFiles.entries(of: folder, hidden: false).sorted(by: { $0.name < $1.name }) where entry.isFolder {
      let path = folder + "/" + entry.name
      if entry.name.hasSuffix(".colorset") {
        assets.append(Asset(name: prefix + entry.name.dropLast(".colorset".count), kind: .color, folder: path))
      } else if entry.name.hasSuffix(".imageset") {
        assets.append(Asset(name: prefix + entry.name.dropLast(".imageset".count), kind: .image, folder: path))
      } else if !entry.name.contains(".") {
        // A group folder: its sets' names take its name only when its Contents.json says it
        // provides a namespace (Xcode's "Provides Namespace" box).
        let contents = (try? BuildFiles.read(path + "/Contents.json")) ?? []
        let compact = String(decoding: contents, as: UTF8.self).filter { !$0.isWhitespace }
        let namespace = compact.contains(#""provides-namespace":true"#)
        collect(in: path, prefix: namespace ? prefix + entry.name + "/" : prefix, into: &assets)
      }
    }
  }

  /// The symbol Xcode generates for the asset `name` of `kind`, or nil for a name in a
  /// namespace (which this preview does not generate) or one that makes no identifier.
  ///
  /// Xcode's rule, as its generated `GeneratedAssetSymbols.swift` files in public repositories
  /// show it ("AccentColor" → `accent`, "ButtonPrimaryBgColor" → `buttonPrimaryBg`,
  /// "AVR_Red_Smarthome" → `avrRedSmarthome`, "weather-partly-cloudy" → `weatherPartlyCloudy`,
  /// "ProfImage" → `prof`, "GetStartedBG" → `getStartedBG`, "GameMode00" → `gameMode00`): a
  /// colour's name loses a final "Color", an image's a final "Image"; the words between other
  /// characters than letters and digits are joined, each after the first with a capital; the
  /// first word's leading capitals are made small, except the last of them when a small letter
  /// follows it ("URLImage…" → `urlImage…`). Apple does not document the rule.
  package static func symbolName(for name: String, kind: Kind) -> String? {
    guard !name.contains("/") else { return nil }
    var base = Substring(name)
    let suffix = kind == .color ? "Color" : "Image"
    if base.count > suffix.count, base.hasSuffix(suffix) { base = base.dropLast(suffix.count) }
    let words = base.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
    guard let first = words.first else { return nil }
    var symbol = smallLeadingCapitals(first)
    for word in words.dropFirst() { symbol += word.prefix(1).uppercased() + word.dropFirst() }
    guard let head = symbol.first, !head.isNumber else { return nil }
    return keywords.contains(symbol) ? "`\(symbol)`" : symbol
  }

  private static func smallLeadingCapitals(_ word: Substring) -> String {
    let capitals = word.prefix { $0.isUppercase }
    if capitals.count == word.count || capitals.count <= 1 { return capitals.lowercased() + word.dropFirst(capitals.count) }
    // "URLImage": the last capital starts the next word.
    return capitals.dropLast().lowercased() + word.dropFirst(capitals.count - 1)
  }

  /// Swift's keywords that a symbol could spell: such a symbol is written in backquotes.
  private static let keywords: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal", "let", "open", "operator", "private", "protocol", "public", "rethrows", "static", "struct",
    "subscript", "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough",
    "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "catch", "false", "is", "nil",
    "super", "self", "throw", "throws", "true", "try", "any", "some",
  ]

  /// The static members of SwiftUI's `Color` and of UIKit's `UIColor` (as the library declares
  /// them): an asset's `Color`, `ShapeStyle` and `UIColor` members are left out under these
  /// names, so that `Color.red` stays SwiftUI's with a set "Red" in the catalog (an extension
  /// member of the same name would make every `.red` ambiguous); the asset is
  /// `ColorResource.red`. Xcode's generated files in public repositories do have members such as
  /// `Color.background` and `Color.text`, which SwiftUI's `Color` lacks, and so does this file.
  private static let frameworkMembers: Set<String> = [
    "accentColor", "black", "blue", "brown", "clear", "cyan", "gray", "green", "indigo", "mint", "orange", "pink",
    "primary", "purple", "red", "secondary", "teal", "white", "yellow", "label", "secondaryLabel", "systemBackground",
    "secondarySystemBackground",
  ]

  /// The Swift file of the asset symbols of `assets`, as Xcode generates it
  /// (`GeneratedAssetSymbols.swift`): `ColorResource` and `ImageResource` members, and
  /// `Color`, `ShapeStyle` and `UIColor` members for the colours. Nil when there are none.
  /// Two assets whose symbols would be the same give the first one's.
  package static func symbolsSource(for assets: [Asset]) -> String? {
    var colors: [(symbol: String, name: String)] = []
    var images: [(symbol: String, name: String)] = []
    var taken: Set<String> = []
    for asset in assets {
      guard let symbol = symbolName(for: asset.name, kind: asset.kind),
        taken.insert("\(asset.kind)/\(symbol)").inserted
      else { continue }
      if asset.kind == .color { colors.append((symbol, asset.name)) } else { images.append((symbol, asset.name)) }
    }
    guard !colors.isEmpty || !images.isEmpty else { return nil }
    func literal(_ name: String) -> String {
      "\"" + name.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
    }
    var text = """
      // The asset symbols of the asset catalogs beside the previewed files, as Xcode generates
      // them (GeneratedAssetSymbols.swift); made by motion-preview and compiled with the files.
      import SwiftUI
      import UIKit

      extension ColorResource {

      """
    for color in colors {
      text += "  static let \(color.symbol) = ColorResource(name: \(literal(color.name)), bundle: .main)\n"
    }
    text += "}\n\nextension ImageResource {\n"
    for image in images {
      text += "  static let \(image.symbol) = ImageResource(name: \(literal(image.name)), bundle: .main)\n"
    }
    text += "}\n"
    let members = colors.filter { !frameworkMembers.contains($0.symbol.filter { $0 != "`" }) }
    if !members.isEmpty {
      text += "\nextension Color {\n"
      for color in members { text += "  static var \(color.symbol): Color { Color(ColorResource.\(color.symbol)) }\n" }
      text += "}\n\nextension ShapeStyle where Self == Color {\n"
      for color in members { text += "  static var \(color.symbol): Color { Color(ColorResource.\(color.symbol)) }\n" }
      text += "}\n\nextension UIColor {\n"
      for color in members {
        text += "  static var \(color.symbol): UIColor { UIColor(resource: ColorResource.\(color.symbol)) }\n"
      }
      text += "}\n"
    }
    return text
  }
}
