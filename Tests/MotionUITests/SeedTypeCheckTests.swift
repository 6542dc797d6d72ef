import Foundation
import Testing

/// The seed that imports SwiftUI, and the fixtures written as people write SwiftUI, compile
/// unchanged against the library, exactly as a previewed file is compiled
/// (`-module-alias SwiftUI=MotionUI`, the built modules folder): the compiler, not this
/// project, is the judge of its API.
struct SeedTypeCheckTests {
  @Test func theStickyNoteSeedTypeChecksUnchanged() throws {
    try Self.expectTypeChecks("assets/seeds/StickyNote.swift")
  }

  @Test func theAnimatorAndGeometryFixtureTypeChecksUnchanged() throws {
    try Self.expectTypeChecks("Tests/MotionUITests/Fixtures/AnimatorsAndGeometry.swift")
  }

  /// Type-checks the file at `path` (from the package root) against the built MotionUI module.
  static func expectTypeChecks(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let modules = Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("Modules")
    let candidates = [modules, URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("Modules")]
    guard let folder = candidates.first(where: { FileManager.default.fileExists(atPath: $0.appendingPathComponent("MotionUI.swiftmodule").path) }) else {
      Issue.record("no MotionUI.swiftmodule beside the test bundle: \(candidates.map(\.path))", sourceLocation: sourceLocation)
      return
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swiftc", "-typecheck", "-swift-version", "5", "-module-alias", "SwiftUI=MotionUI", "-I", folder.path,
      root.appendingPathComponent(path).path,
    ]
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(output)", sourceLocation: sourceLocation)
    #expect(!output.contains("error:"), "\(output)", sourceLocation: sourceLocation)
  }
}
