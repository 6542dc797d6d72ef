import Foundation
import Testing

/// The seeds, and the fixtures written as people write SwiftUI, compile unchanged against the
/// library, exactly as a previewed file is compiled (`-module-alias SwiftUI=MotionUI`, the built
/// modules folder): the compiler, not this project, is the judge of its API. A file without
/// `import SwiftUI` gets it appended, as the preview's rewrite appends it to every file
/// (`PreviewDeclaration.appendedLines`).
struct SeedTypeCheckTests {
  private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  @Test(arguments: ["StickyNote.swift", "FirstAttempt.swift", "TextRendererReveal.swift"])
  func theSeedTypeChecksUnchanged(_ name: String) throws {
    try Self.expectTypeChecks("assets/seeds/" + name)
  }

  @Test func theTimersFixtureTypeChecksUnchanged() throws {
    try Self.expectTypeChecks("Tests/MotionUITests/Fixtures/TimersAndCounters.swift")
  }

  @Test func theTasksAndClocksFixtureTypeChecksUnchanged() throws {
    try Self.expectTypeChecks("Tests/MotionUITests/Fixtures/TasksAndClocks.swift")
  }

  @Test func theAnimatorAndGeometryFixtureTypeChecksUnchanged() throws {
    try Self.expectTypeChecks("Tests/MotionUITests/Fixtures/AnimatorsAndGeometry.swift")
  }

  /// Type-checks the file at `path` (from the package root) against the built MotionUI module.
  static func expectTypeChecks(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let modules = Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("Modules")
    let candidates = [modules, URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("Modules")]
    guard let folder = candidates.first(where: { FileManager.default.fileExists(atPath: $0.appendingPathComponent("MotionUI.swiftmodule").path) }) else {
      Issue.record("no MotionUI.swiftmodule beside the test bundle: \(candidates.map(\.path))", sourceLocation: sourceLocation)
      return
    }
    let source = root.appendingPathComponent(path)
    let text = try String(contentsOf: source, encoding: .utf8)
    // A folder of our own for the file with the import appended; removed afterwards.
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("seed-typecheck-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: false)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let file = scratch.appendingPathComponent(source.lastPathComponent)
    let importsSwiftUI = text.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == "import SwiftUI" }
    try (importsSwiftUI ? text : text + "\nimport SwiftUI\n").write(to: file, atomically: true, encoding: .utf8)

    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swiftc", "-typecheck", "-swift-version", "5", "-module-alias", "SwiftUI=MotionUI", "-I", folder.path, file.path,
    ]
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let output = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(path): \(output)", sourceLocation: sourceLocation)
    #expect(!output.contains("error:"), "\(path): \(output)", sourceLocation: sourceLocation)
  }
}
