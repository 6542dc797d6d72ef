import Foundation
import Testing
import TestSupport

@testable import MotionUI

/// Named colours read from an asset catalog written here as Xcode writes one: each notation of
/// its components, a dark appearance, a grey set, and what a name no catalog has gives.
@MainActor
struct AssetColorTests {

  /// As SwiftUI prints colours: a system colour by name, any other as "#RRGGBBAA" (sRGB bytes
  /// worked by hand: 0.35 × 255 = 89.25 → 0x59, 0.7 × 255 = 178.5 → 0xB3, 0.5 × 255 = 127.5 →
  /// 0x80).
  /// `#colorLiteral` as Xcode writes it: a `UIColor` where nothing else is asked for (so
  /// `Color(#colorLiteral(…))` compiles, as on iOS), a `Color` where one is; both sRGB.
  @Test func aColourLiteralIsAUIColorOrAColour() {
    let literal = #colorLiteral(red: 1, green: 0.5, blue: 0.25, alpha: 0.75)
    let wrapped = Color(literal)
    let direct: Color = #colorLiteral(red: 1, green: 0.5, blue: 0.25, alpha: 0.75)
    #expect(type(of: literal) == UIColor.self)
    #expect(wrapped == direct && direct == Color(red: 1, green: 0.5, blue: 0.25, opacity: 0.75))
  }

  @Test func aColourDescribesItselfAsSwiftUIDoes() {
    #expect(Color.red.description == "red" && Color.primary.description == "primary" && Color.clear.description == "clear")
    #expect(Color(red: 0.35, green: 0.7, blue: 0, opacity: 0.5).description == "#59B30080")
    #expect(Color(white: 1, opacity: 1).description == "white")
    #expect(Color(red: 0.2, green: 0.4, blue: 0.6).description.prefix(7) == "#336699")
  }
  /// A catalog in `folder` with the colour sets `sets` (name: the `colors` array's JSON).
  static func catalog(in folder: String, _ sets: [String: String], namespaces: [String] = []) throws -> String {
    let catalog = folder + "/Assets.xcassets"
    for namespace in namespaces {
      try FileManager.default.createDirectory(atPath: catalog + "/" + namespace, withIntermediateDirectories: true)
      try #"{"info": {"author": "xcode", "version": 1}, "properties": {"provides-namespace": true}}"#
        .write(toFile: catalog + "/" + namespace + "/Contents.json", atomically: true, encoding: .utf8)
    }
    for (name, colors) in sets {
      let set = catalog + "/" + name + ".colorset"
      try FileManager.default.createDirectory(atPath: set, withIntermediateDirectories: true)
      try #"{"colors": \#(colors), "info": {"author": "xcode", "version": 1}}"#
        .write(toFile: set + "/Contents.json", atomically: true, encoding: .utf8)
    }
    return catalog
  }

  static func srgb(_ components: String, dark: Bool = false) -> String {
    let appearance = dark ? #""appearances": [{"appearance": "luminosity", "value": "dark"}], "# : ""
    return #"{\#(appearance)"color": {"color-space": "srgb", "components": {\#(components)}}, "idiom": "universal"}"#
  }

  static func rgb(_ color: Color) -> [Double] { [color.red, color.green, color.blue, color.alpha] }

  @Test func aCatalogsColoursAreReadInEachNotationWithTheirDarkAppearance() throws {
    let folder = try TemporaryDirectory()
    let catalog = try Self.catalog(
      in: folder.path,
      [
        // Hexadecimal bytes, and decimals for the dark appearance.
        "Brand": "[" + Self.srgb(#""red": "0x33", "green": "0x66", "blue": "0xFF", "alpha": "1.000""#) + ", "
          + Self.srgb(#""red": "0.400", "green": "0.600", "blue": "0.800", "alpha": "1.000""#, dark: true) + "]",
        // Whole bytes, in a folder that provides a namespace.
        "Palette/Sun": "[" + Self.srgb(#""red": "255", "green": "204", "blue": "0", "alpha": "0.500""#) + "]",
        // A grey set.
        "Ink": #"[{"color": {"color-space": "gray-gamma-22", "components": {"white": "0.250", "alpha": "1.000"}}, "idiom": "universal"}]"#,
      ], namespaces: ["Palette"])
    // (The build finds the sets and their names, a namespace's with it: AssetCatalogsTests.)
    let colors = AssetColors.colors(ofSets: [
      ("Brand", catalog + "/Brand.colorset"), ("Palette/Sun", catalog + "/Palette/Sun.colorset"),
      ("Ink", catalog + "/Ink.colorset"), ("Brand", catalog + "/Ink.colorset"), ("Empty", catalog + "/Empty.colorset"),
    ])
    #expect(Set(colors.keys) == ["Brand", "Palette/Sun", "Ink"])
    let brand = try #require(colors["Brand"])
    #expect(Self.rgb(brand) == [0x33 / 255.0, 0x66 / 255.0, 1, 1])
    var dark = EnvironmentValues()
    dark.colorScheme = .dark
    #expect(Self.rgb(brand.resolved(in: dark)) == [0.4, 0.6, 0.8, 1])
    #expect(Self.rgb(brand.resolved(in: EnvironmentValues())) == [0x33 / 255.0, 0x66 / 255.0, 1, 1])
    #expect(Self.rgb(try #require(colors["Palette/Sun"])) == [1, 0.8, 0, 0.5])
    let ink = try #require(colors["Ink"])
    #expect(Self.rgb(ink) == [0.25, 0.25, 0.25, 1])
    // Without a dark entry, the colour looks the same in both.
    #expect(ink.resolved(in: dark) == ink)
  }

  /// A name that no catalog has is grey, as the preview cannot know it, and says so once.
  @Test func aNameNoCatalogHasIsGreyWithAWarning() {
    var said: [String] = []
    let saved = PreviewWarnings.sink
    PreviewWarnings.sink = { said.append($0) }
    defer { PreviewWarnings.sink = saved }
    let color = Color("NoSuchColour-\(UUID().uuidString)")
    #expect(color == .gray)
    #expect(said.count == 1 && said.first?.contains("is in no asset catalog beside the files") == true, "\(said)")
  }
}
