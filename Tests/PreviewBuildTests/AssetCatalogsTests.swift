import Glibc
import PreviewBuild
import Testing
import TestSupport

/// The asset catalogs beside previewed files and the asset symbols the build generates for them,
/// against what Xcode makes of the same catalogs.
struct AssetCatalogsTests {
  /// Writes an empty set (`Contents.json` only: the walk reads names, not colours) or a
  /// group folder's `Contents.json`.
  private static func put(_ path: String, _ json: String = #"{"info": {"author": "xcode", "version": 1}}"#) throws {
    try Builds.write(json, to: path + "/Contents.json")
  }

  /// Sets at any depth; a group folder that provides a namespace puts its name before its sets'
  /// names, one that does not leaves them bare; a name two catalogs hold is the first's; the
  /// catalogs are found in the file's folder and up to three above, nearest first.
  @Test func theWalkFindsTheSetsByTheNamesCodeUses() throws {
    let folder = try TemporaryDirectory()
    let app = folder.path + "/Project/App"
    try Self.put(app + "/Assets.xcassets/Brand.colorset")
    try Self.put(app + "/Assets.xcassets/Logo.imageset")
    try Self.put(app + "/Assets.xcassets/Palette", #"{"properties" : { "provides-namespace" : true }}"#)
    try Self.put(app + "/Assets.xcassets/Palette/Sun.colorset")
    try Self.put(app + "/Assets.xcassets/Loose")
    try Self.put(app + "/Assets.xcassets/Loose/Ink.colorset")
    try Self.put(app + "/Assets.xcassets/AppIcon.appiconset")
    try Self.put(folder.path + "/Project/Shared.xcassets/Brand.colorset")
    try Self.put(folder.path + "/Project/Shared.xcassets/Sky.colorset")
    let file = app + "/Views/Deep/Card.swift"
    try Builds.write("", to: file)

    let catalogs = AssetCatalogs.near([file])
    #expect(catalogs == [app + "/Assets.xcassets", folder.path + "/Project/Shared.xcassets"].map { BuildFiles.realPath($0) ?? $0 })
    let assets = AssetCatalogs.assets(in: catalogs)
    // Each folder's entries by name, depth first: Brand, Logo, Loose/, Palette/; then Shared's.
    #expect(assets.map(\.name) == ["Brand", "Logo", "Ink", "Palette/Sun", "Sky"])
    #expect(assets.map(\.kind) == [.color, .image, .color, .color, .color])
    #expect(assets.first?.folder == catalogs[0] + "/Brand.colorset")
  }

  /// The names Xcode gave these assets, read in `GeneratedAssetSymbols.swift` files of public
  /// repositories (see `AssetCatalogs.symbolName`).
  @Test func symbolsAreNamedAsXcodeNamesThem() {
    let colours = [
      ("AccentColor", "accent"), ("BackgroundColor", "background"), ("ButtonPrimaryBgColor", "buttonPrimaryBg"),
      ("AppAccentPrimary", "appAccentPrimary"), ("GradientTop", "gradientTop"), ("LaunchBackground", "launchBackground"),
    ]
    let images = [
      ("AVR_Red_Smarthome", "avrRedSmarthome"), ("weather-partly-cloudy", "weatherPartlyCloudy"),
      ("BackGroundImageV4", "backGroundImageV4"), ("GameMode00", "gameMode00"), ("bostonFernImage", "bostonFern"),
      ("ProfImage", "prof"), ("GetStartedBG", "getStartedBG"), ("dropbox", "dropbox"),
    ]
    for (name, symbol) in colours { #expect(AssetCatalogs.symbolName(for: name, kind: .color) == symbol, "\(name)") }
    for (name, symbol) in images { #expect(AssetCatalogs.symbolName(for: name, kind: .image) == symbol, "\(name)") }
    // What a name cannot make: one in a namespace, one that starts with a digit. A keyword is
    // written in backquotes.
    #expect(AssetCatalogs.symbolName(for: "Palette/Sun", kind: .color) == nil)
    #expect(AssetCatalogs.symbolName(for: "2x", kind: .image) == nil)
    #expect(AssetCatalogs.symbolName(for: "Default", kind: .color) == "`default`")
  }

  /// A file written as for Xcode 15, with its asset symbols, compiles against the catalog
  /// beside it: `Color(.brand)`, `Color.brand`, `.foregroundStyle(.brand)`,
  /// `UIColor(resource:)`, `Image(.logo)`, `Color.background` (as Xcode makes it), and
  /// `Color.red` still SwiftUI's though the catalog has a "Red" (`ColorResource.red`). Without
  /// the catalog, `.brand` is unknown.
  @Test func aFileUsingXcodesAssetSymbolsCompiles() throws {
    let folder = try TemporaryDirectory()
    for set in ["Brand.colorset", "RedColor.colorset", "Default.colorset", "Background.colorset", "Logo.imageset"] {
      try Self.put(folder.path + "/App/Assets.xcassets/" + set)
    }
    let text = """
      import SwiftUI
      import UIKit

      struct Card: View {
        var body: some View {
          VStack {
            Color(.brand)
            Color.brand
            Text("Hi").foregroundStyle(.brand)
            Color(uiColor: UIColor(resource: .brand))
            Color(ColorResource.red)
            Color.red
            Color(.default)
            Color.background
            Image(.logo)
          }
        }
      }

      #Preview { Card() }
      """
    let file = try Builds.write(text, to: folder.path + "/App/Card.swift")
    let builder = try Builds.builder(cache: folder.path + "/cache")
    let built = try builder.build(files: [file])
    #expect(built.diagnostics.allSatisfy { $0.severity != .error })

    let bare = try Builds.write(text, to: folder.path + "/Elsewhere/Card.swift")
    let error = Builds.failure { try builder.build(files: [bare]) }
    #expect(error?.description.contains("brand") == true, "\(String(describing: error))")
  }
}
