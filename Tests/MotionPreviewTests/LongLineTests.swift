import Foundation
import Glibc
import Testing
import TestSupport

/// Issue 14, class 1: a line with no break opportunity longer than an X request can carry
/// (about 130,000 glyphs) aborted with BadLength. A file whose `Text` is such a line now renders:
/// a clean exit, nothing on standard error, a screenshot written.
@Suite struct LongLineTests {
  @Test func unbreakableLinesRenderWithoutAnXError() throws {
    guard let xvfb = try XvfbServer.forTests("long-line tests") else { return }
    let folder = try TemporaryDirectory()
    let source = folder.path + "/LongLine.swift"
    try """
      import SwiftUI

      struct LongLine: View {
          var body: some View {
              Text(String(repeating: "a", count: 200_000))
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
