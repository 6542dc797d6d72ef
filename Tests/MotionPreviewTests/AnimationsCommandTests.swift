import ChildProcesses
import Glibc
import Testing
import TestSupport

/// `motion-preview animations`: the built program on real files: status, standard output and
/// one located line per problem on standard error.
@Suite struct AnimationsCommandTests {
  static let seeds: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    return parts.joined(separator: "/") + "/assets/seeds/"
  }()

  static func run(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
    let result = try ChildProcess.run(PreviewProcess.executable, ["animations"] + arguments)
    return (
      result.status, String(decoding: result.output, as: UTF8.self),
      String(decoding: result.error, as: UTF8.self)
    )
  }

  @Test func listsTheSeedsAnimationsAsJSON() throws {
    let result = try Self.run(["--json", Self.seeds + "StickyNote.swift"])
    #expect(result.status == 0)
    #expect(result.error.isEmpty)
    #expect(result.output.hasPrefix("[{\"file\": \"\(Self.seeds)StickyNote.swift\", \"line\": 14, \"column\": 35"))
    #expect(result.output.contains("\"normalized\": \".easeInOut(duration: 1).repeatForever(autoreverses: true)\""))
  }

  @Test func theTableHasOneRowPerExpression() throws {
    let result = try Self.run([Self.seeds + "TextRendererReveal.swift", Self.seeds + "FirstAttempt.swift"])
    #expect(result.status == 0)
    let rows = result.output.split(separator: "\n")
    // A header, five rows, and the note that says what a spring's duration is.
    #expect(rows.count == 1 + 5 + 1)
    #expect(rows.last == "(a spring's duration is its settle time: the last moment it is more than 0.1 % of the move from its target)")
    // The reveal's spring settles at 0.848 s (the closed form; see TuningTests).
    #expect(rows.contains {
      $0.contains("Spring(duration: 0.35, bounce: 0.55)") && $0.contains("0.848 s") && $0.contains("20.5 %")
    })
  }

  @Test func unreadableFilesAreOneLineAndStatusTwo() throws {
    let folder = try TemporaryDirectory()
    let missing = try Self.run([folder.path + "/missing.swift"])
    #expect(missing.status == 2)
    #expect(missing.error == "motion-preview: cannot read \"\(folder.path)/missing.swift\": No such file or directory\n")
    let directory = try Self.run([folder.path])
    #expect(directory.status == 2)
    #expect(directory.error == "motion-preview: cannot read \"\(folder.path)\": it is a directory\n")
    let empty = folder.path + "/empty.swift"
    _ = system("printf '' > '\(empty)'")
    let emptyResult = try Self.run([empty])
    #expect(emptyResult.status == 2)
    #expect(emptyResult.error == "\(empty):1:1: error: the file is empty\n")
    #expect(emptyResult.output.isEmpty)
  }

  @Test func aFileThatDoesNotParseIsStatusTwoWithItsErrors() throws {
    let folder = try TemporaryDirectory()
    let path = folder.path + "/broken.swift"
    _ = system("printf 'let a = Animation.easeIn(duration: 1 +)\\n' > '\(path)'")
    let result = try Self.run([path])
    #expect(result.status == 2)
    #expect(result.error == "\(path):1:39: error: expected expression after operator\n")
    #expect(result.output.isEmpty)
  }

  @Test func needsAFile() throws {
    let result = try ChildProcess.run(PreviewProcess.executable, ["animations"])
    #expect(result.status == 2)
    #expect(
      String(decoding: result.error, as: UTF8.self)
        == "motion-preview: animations needs one or more Swift files: motion-preview animations FILE.swift\n")
  }
}
