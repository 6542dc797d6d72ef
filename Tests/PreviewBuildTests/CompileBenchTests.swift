import PreviewBuild
import SwiftSource
import Testing
import TestSupport

/// The benchmark's own checks (its structural edit compiles, its literal edit does not); its
/// times are the bench's to print, not a test's to judge.
@Suite struct CompileBenchTests {
  @Test func theSampleRunsThroughTheThreeBuilds() throws {
    let lines = CompileBench.sample.text.split(separator: "\n", omittingEmptySubsequences: false).count
    #expect((110...130).contains(lines))
    // 8 literals in each of 11 cards, 2 in the preview's body (its name stays): counted by hand.
    #expect(try PreviewSources(previewed: [CompileBench.sample]).literals.count == 90)
    let scratch = try TemporaryDirectory()
    let times = try CompileBench.run(
      toolchain: try Toolchain.find(), modules: try LibraryModules.besideExecutable(), mode: .wholeModule,
      scratch: scratch.path)
    #expect(times.mode == .wholeModule)
  }
}
