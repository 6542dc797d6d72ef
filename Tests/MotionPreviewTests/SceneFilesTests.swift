import Foundation
import Testing
import TestSupport

@testable import MotionPreview

/// Loading a scene from files: a file that cannot be read makes no scene and is the one error;
/// the command line takes `FILE.swift` arguments and `--print-swift`.
@Suite struct SceneFilesTests {
  @Test func aMissingFileMakesNoSceneAndIsTheOnlyError() throws {
    let load = SceneFiles.load(["/nonexistent/scene.swift"])
    #expect(load.scene == nil)
    #expect(load.texts == [nil])
    #expect(load.errors == load.diagnostics && load.errors.count == 1)
    #expect(load.errors[0].contains("cannot read \"/nonexistent/scene.swift\""))
  }

  @Test func swiftFilesAndPrintSwiftParse() throws {
    let options = try Options.parse(["a.swift", "--paused", "dir/b.swift"])
    #expect(options.files == ["a.swift", "dir/b.swift"])
    #expect(options.mode == .preview)
    #expect(try Options.parse(["--print-swift", "a.swift"]).mode == .printSwift)
    #expect(throws: OptionsError.self) { try Options.parse(["notes.txt"]) }
    #expect(throws: OptionsError.self) { try Options.parse(["--print-swift", "--frame-json", "1"]) }
    #expect(throws: OptionsError.self) { try Options.parse(["--print-swift", "--screenshot", "a.png"]) }
    #expect(throws: OptionsError.self) { try Options.parse(["bench", "--print-swift"]) }
    #expect(throws: OptionsError.self) { try Options.parse(["--print-swift", "--fps", "30"]) }
    #expect(try Options.parse(["--print-swift", "--text", "Hi"]).mode == .printSwift)
  }

  /// The seed files, read by the real binary, give the built-in frames byte for byte, and so
  /// does the scene `--print-swift` prints.
  @Test func theSeedFilesAndThePrintedSceneGiveTheBuiltInFrames() throws {
    let seeds = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("assets/seeds")
    let files = ["TextRendererReveal.swift", "FirstAttempt.swift", "StickyNote.swift"].map {
      seeds.appendingPathComponent($0).path
    }
    let directory = try TemporaryDirectory()
    let printed = directory.path + "/printed.swift"
    let (printStatus, source, _) = try PreviewProcess.run(["--print-swift"] + files, display: nil)
    #expect(printStatus == 0)
    try source.write(toFile: printed, atomically: true, encoding: .utf8)
    for time in ["0.1", "0.35", "0.8"] {
      let arguments = ["--frame-json", time, "--toggle-at", "0,0.6"]
      let (status, builtIn, _) = try PreviewProcess.run(arguments, display: nil)
      #expect(status == 0 && builtIn.contains("\"crease\""))
      let (seedStatus, fromSeeds, _) = try PreviewProcess.run(arguments + files, display: nil)
      #expect(seedStatus == 0 && fromSeeds == builtIn)
      let (printedStatus, fromPrinted, _) = try PreviewProcess.run(arguments + [printed], display: nil)
      #expect(printedStatus == 0 && fromPrinted == builtIn)
    }
  }
}
