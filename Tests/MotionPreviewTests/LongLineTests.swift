import Foundation
import Glibc
import Testing
import TestSupport

/// Issue 14, class 1: a line with no break opportunity longer than an X request can carry
/// (about 130,000 glyphs) aborted with BadLength. The renderer now sends only the glyphs that
/// can be seen, in batches (`ShapedTextTests.unbreakableRunOf200000CharactersDrawsWithoutXError`
/// draws 200,000). Here the whole program takes a file whose `Text` is one unbreakable line of
/// 20,000 characters, far wider than any window: a clean exit, nothing on standard error, a
/// screenshot written. (Laying text out costs about 2 µs a character in the release build, so
/// 700,000 come near the agent's 2 s answer limit: see the README's Known limits.)
@Suite struct LongLineTests {
  @Test func unbreakableLinesRenderWithoutAnXError() throws {
    guard let xvfb = try XvfbServer.forTests("long-line tests") else { return }
    let folder = try TemporaryDirectory()
    let source = folder.path + "/LongLine.swift"
    try """
      import SwiftUI

      struct LongLine: View {
          var body: some View {
              Text(String(repeating: "a", count: 20_000))
                  .fixedSize()
          }
      }
      """.write(toFile: source, atomically: true, encoding: .utf8)
    let shot = folder.path + "/shot.png"
    let (status, _, errors) = try PreviewProcess.run(["--screenshot", shot, source], display: xvfb.display)
    #expect(status == 0)
    #expect(errors.isEmpty, "\(errors)")
    #expect(access(shot, R_OK) == 0)
  }
}
