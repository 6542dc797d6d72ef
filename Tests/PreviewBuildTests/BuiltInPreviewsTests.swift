import BuiltInExamples
import BuiltInSeeds
import Foundation
import MotionUI
import SwiftSource
import Testing

/// The built-in previews are registered under the names, files and lines the preview build
/// finds in the same files (the compiled path and the built-in one show the same previews), and
/// the files compiled into the program are the ones in `assets/` (symbolic links to them).
@MainActor
struct BuiltInPreviewsTests {
  /// The registration `register` makes, as (name, file, line).
  private static func registered(by register: () -> Void) -> [String] {
    PreviewRegistry.removeAll()
    register()
    defer { PreviewRegistry.removeAll() }
    return PreviewRegistry.entries.map { "\($0.name) \($0.typeName ?? "-") \($0.file):\($0.line)" }
  }

  /// What the preview build finds in `paths` (from the package root), in the same form.
  private static func found(in paths: [String]) throws -> [String] {
    let files = try paths.map { path in
      SourceFile(path: path, text: try String(contentsOfFile: Builds.root + "/" + path, encoding: .utf8))
    }
    return try files.flatMap { file in
      try PreviewSources(previewed: [file]).previews.map { "\($0.name) \($0.typeName ?? "-") \($0.path):\($0.line)" }
    }
  }

  @Test func theSeedsAreRegisteredAsTheBuildFindsThem() throws {
    let expected = try Self.found(in: [
      "assets/seeds/TextRendererReveal.swift", "assets/seeds/StickyNote.swift", "assets/seeds/FirstAttempt.swift",
    ])
    #expect(expected.count == 3)
    // After the side-by-side preview of the window's first page.
    let registered = Self.registered(by: SeedPreviews.register)
    #expect(registered.first == "\(SeedPreviews.sideBySide) - assets/seeds/TextRendererReveal.swift:1")
    #expect(Array(registered.dropFirst()) == expected)
  }

  @Test func theExamplesAreRegisteredAsTheBuildFindsThem() throws {
    let expected = try Self.found(in: ["assets/examples/TextReveal.swift", "assets/examples/StickyNote.swift"])
    #expect(expected.count == 2)
    let registered = Self.registered(by: ExamplePreviews.register)
    #expect(registered.first == "\(ExamplePreviews.sideBySide) - assets/examples/TextReveal.swift:14")
    #expect(Array(registered.dropFirst()) == expected)
  }

  @Test(arguments: [
    ("BuiltInSeeds", "seeds/FirstAttempt.swift"), ("BuiltInSeeds", "seeds/StickyNote.swift"),
    ("BuiltInSeeds", "seeds/TextRendererReveal.swift"), ("BuiltInExamples", "examples/TextReveal.swift"),
    ("BuiltInExamples", "examples/StickyNote.swift"),
  ])
  func theCompiledFileIsTheOneInAssets(target: String, file: String) throws {
    let name = String(file.split(separator: "/").last ?? "")
    let linked = try FileManager.default.destinationOfSymbolicLink(atPath: Builds.root + "/Sources/\(target)/\(name)")
    #expect(linked == "../../assets/" + file)
  }
}
