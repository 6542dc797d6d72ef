import Foundation
import Testing
import TestSupport

/// Real-looking SwiftUI files with tokens deleted, duplicated and swapped, compiled and run as
/// the preview runs them (`--frame-json`, through the agent): what an editor saves halfway
/// through an edit. Nothing may crash the program or hang it; every status is 0 (it drew), 1
/// (the user's code crashed or hung, said in one line) or 2 (bad source); every diagnostic
/// points inside the user's file. Reproducible from a fixed seed;
/// `MOTION_PREVIEW_COMPILE_FUZZ_COUNT=N` runs N inputs instead of 8 (each is a compile).
@Suite struct CompiledMutationFuzzTests {
  static var count: Int {
    guard let raw = getenv("MOTION_PREVIEW_COMPILE_FUZZ_COUNT"), let value = Int(String(cString: raw)), value > 0
    else { return 8 }
    return value
  }

  @Test func mutatedFilesNeverCrashThePreview() throws {
    let directory = try TemporaryDirectory()
    let tokens = SourceMutation.tokens(CompiledPreviewEndToEndTests.source())
    var random = SeededRandom(seed: 0xC0_4D11E)
    var statuses: [Int32: Int] = [:]
    for round in 0..<Self.count {
      let path = directory.path + "/Mutated\(round).swift"
      let text = SourceMutation.mutate(tokens, using: &random)
      try text.write(toFile: path, atomically: false, encoding: .utf8)
      let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
      let (status, output, errors) = try PreviewProcess.run(
        ["--frame-json", "0.5", "--toggle-at", "0", "--geometry", "400x300", path], display: nil)
      statuses[status, default: 0] += 1
      #expect([0, 1, 2].contains(status), "round \(round): status \(status): \(errors)")
      #expect(status == 0 ? output.hasPrefix("{\"time\": 0.5") : output.isEmpty, "round \(round)")
      #expect(!errors.contains("Current stack trace") && !errors.contains("Program crashed"), "round \(round)")
      if status == 1 {
        #expect(errors.contains("motion-preview: the preview"), "round \(round): \(errors)")
      }
      for line in errors.split(separator: "\n") where line.contains(": error: ") || line.contains(": warning: ") {
        // file:line:column: severity: message, in the user's file and inside it.
        #expect(line.hasPrefix(path + ":"), "round \(round): \(line)")
        let place = line.dropFirst(path.count + 1).split(separator: ":")
        let number = place.first.flatMap { Int($0) } ?? 0
        #expect(number >= 1 && number <= lines, "round \(round): \(line)")
      }
    }
    #expect(statuses.values.reduce(0, +) == Self.count)
    print("compiled mutation fuzz: \(Self.count) inputs; statuses \(statuses.sorted { $0.key < $1.key })")
  }
}
