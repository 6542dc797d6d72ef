import ChildProcesses
import Testing
import TestSupport

/// `-` means standard input where a path is read and standard output where one is written,
/// and messages say so in words (issue 14, class 9).
@Suite(.serialized) struct StandardStreamTests {
  /// Width and height from a PNG's IHDR chunk (big-endian, at bytes 16 and 20).
  private static func size(ofPNG bytes: [UInt8]) -> (Int, Int)? {
    guard bytes.count > 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
    func word(_ at: Int) -> Int { bytes[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
    return (word(16), word(20))
  }

  @Test func screenshotDashWritesThePNGToStandardOutput() throws {
    guard let xvfb = try XvfbServer.forTests("the standard stream tests") else { return }
    let folder = try TemporaryDirectory()
    let arguments = ["--geometry", "240x120", "--screenshot-at", "0.4", "--display", xvfb.display]
    let toStandardOutput = try ChildProcess(
      PreviewProcess.executable, ["--screenshot", "-"] + arguments, output: .pipe, error: .pipe)
    let piped = toStandardOutput.readOutput()
    #expect(toStandardOutput.wait() == 0)
    #expect(toStandardOutput.readError() == [])
    let toFile = try ChildProcess(
      PreviewProcess.executable, ["--screenshot", folder.path + "/shot.png"] + arguments, error: .pipe)
    #expect(toFile.wait() == 0)
    // The same frame, byte for byte, and nothing named "-" was written anywhere.
    let size = try #require(Self.size(ofPNG: piped))
    #expect(size == (240, 120))
    #expect(piped == fileBytes(at: folder.path + "/shot.png"))
    #expect(folder.names == ["shot.png"])
  }

  @Test func messagesNameStandardInputInWords() throws {
    // Standard input is a directory: it cannot be read as a Swift file.
    let process = try ChildProcess(
      PreviewProcess.executable, ["animations", "-"], input: .file("/"),
      error: .pipe)
    let errors = String(decoding: process.readError(), as: UTF8.self)
    #expect(process.wait() == 2)
    #expect(errors == "motion-preview: cannot read standard input: it is a directory\n")
  }
}
