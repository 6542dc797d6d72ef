import Glibc
import Testing
import TestSupport

/// Issue 14, class 1: a line with no break opportunity longer than an X request can carry
/// (about 130,000 glyphs) aborted with BadLength. In a text file, in --text and in --note-text it
/// now renders: a clean exit, nothing on standard error, a screenshot written.
@Suite struct LongLineTests {
  @Test func unbreakableLinesRenderWithoutAnXError() throws {
    guard let xvfb = try XvfbServer.forTests("long-line tests") else { return }
    let folder = try TemporaryDirectory()
    let textFile = folder.path + "/long.txt"
    let line = String(repeating: "a", count: 200_000)
    let file = try #require(fopen(textFile, "w"))
    fputs(line, file)
    fclose(file)
    // One argument holds at most 128 KiB (Linux's MAX_ARG_STRLEN): 130,000 ASCII letters fit.
    let argument = String(repeating: "m", count: 130_000)
    for (index, arguments) in [
      ["--text-file", textFile], ["--text", argument], ["--note-text", argument],
    ].enumerated() {
      let shot = folder.path + "/shot\(index).png"
      let (status, _, errors) = try PreviewProcess.run(
        arguments + ["--screenshot", shot, "--screenshot-at", "1.5"], display: xvfb.display)
      #expect(status == 0, "\(arguments[0])")
      #expect(errors.isEmpty, "\(arguments[0]): \(errors)")
      #expect(access(shot, R_OK) == 0)
    }
  }
}
