import Glibc
import Testing
import TestSupport

/// The randomised command-line and input fuzzer (issue 14, "Keep a fuzzer"): random commands,
/// options and values, Unicode text with long unbreakable runs, text files, toggle schedules
/// and sizes, run against the real binary on a private Xvfb. Every case must keep every
/// promise `FuzzRunner` checks.
///
/// - `MOTION_PREVIEW_FUZZ_CASES=N`: how many cases (default 150, which CI runs in well under a
///   minute); more also allows slow cases (a full `bench --quick`, texts past 16 MiB).
/// - `MOTION_PREVIEW_FUZZ_SEED=S`: the seed (default: a new one, printed); the same seed gives
///   the same cases.
/// - `MOTION_PREVIEW_FUZZ_CASE=I`: run only case I of that seed, to replay a failure.
/// - `MOTION_PREVIEW_FUZZ_KEEP=DIR`: keep each case's folder and arguments in DIR (see
///   `FuzzRunner.keepsFolders`).
@Suite(.serialized) struct CommandLineFuzzTests {
  static let defaultCases = 150

  private static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  @Test func randomCommandLinesKeepEveryPromise() throws {
    guard let xvfb = try XvfbServer.forTests("the fuzzer") else { return }
    let count = Self.environment("MOTION_PREVIEW_FUZZ_CASES").flatMap(Int.init) ?? Self.defaultCases
    let seed =
      Self.environment("MOTION_PREVIEW_FUZZ_SEED").flatMap { UInt64($0) }
      ?? UInt64.random(in: 1...UInt64(Int64.max))
    let only = Self.environment("MOTION_PREVIEW_FUZZ_CASE").flatMap(Int.init)
    let generator = CaseGenerator(allowsSlowCases: count > 1000)
    let keep = Self.environment("MOTION_PREVIEW_FUZZ_KEEP")
    let root = try TemporaryDirectory()
    var runner = FuzzRunner(root: keep ?? root.path, display: xvfb.display)
    runner.keepsFolders = keep != nil
    print("fuzz: seed \(seed), \(only.map { "case \($0)" } ?? "\(count) cases")")

    let start = monotonicNow()
    var statuses: [Int32: Int] = [:]
    var byCommand: [String: [Int32: Int]] = [:]
    var failures = 0
    var slowest = (seconds: 0.0, index: 0)
    var peak = (bytes: 0, index: 0)
    var hostile: [String: [Int32: Int]] = [:]
    for index in only.map({ [$0] }) ?? Array(0..<count) {
      let fuzz = generator.make(index: index, seed: seed)
      let outcome = try runner.run(fuzz)
      statuses[outcome.status, default: 0] += 1
      byCommand[fuzz.command, default: [:]][outcome.status, default: 0] += 1
      if outcome.seconds > slowest.seconds { slowest = (outcome.seconds, index) }
      if outcome.peakBytes > peak.bytes { peak = (outcome.peakBytes, index) }
      if let act = outcome.hostileAct {
        let name = "\(act)".prefix { $0 != "(" }
        hostile[String(name), default: [:]][outcome.status, default: 0] += 1
      }
      if only != nil {
        print(
          "fuzz: case \(index): status \(outcome.status), \(String(format: "%.2f", outcome.seconds)) s, "
            + "\(outcome.peakBytes >> 20) MiB: \(Self.commandLine(fuzz))")
      }
      guard !outcome.problems.isEmpty else { continue }
      failures += 1
      if failures <= 20 {
        Issue.record(
          """
          fuzz case \(index) of seed \(seed): \(outcome.problems.joined(separator: "; "))
            command: \(Self.commandLine(fuzz))
            replay:  MOTION_PREVIEW_FUZZ_SEED=\(seed) MOTION_PREVIEW_FUZZ_CASE=\(index) swift test --filter CommandLineFuzzTests
          """)
      }
    }
    let seconds = monotonicNow() - start
    func describe(_ counts: [Int32: Int]) -> String {
      counts.keys.sorted().map { "status \($0): \(counts[$0]!)" }.joined(separator: ", ")
    }
    let summary = describe(statuses)
    for command in byCommand.keys.sorted() { print("fuzz:   \(command): \(describe(byCommand[command]!))") }
    for act in hostile.keys.sorted() { print("fuzz:   another client's \(act): \(describe(hostile[act]!))") }
    print(
      "fuzz: \(only == nil ? count : 1) cases in \(Int(seconds.rounded())) s (seed \(seed)): \(summary); "
        + "\(failures) failed; slowest case \(slowest.index) \(String(format: "%.2f", slowest.seconds)) s; "
        + "peak memory \(peak.bytes >> 20) MiB (case \(peak.index))")

    // The run must have exercised more than the parser: a good share of cases succeeded, and
    // the server still answers after all of them.
    if only == nil {
      #expect(Double(statuses[0] ?? 0) >= Double(count) * 0.2, "too few cases succeeded: \(summary)")
    }
    let (status, output, errors) = try PreviewProcess.run(["--frame-json", "0"], display: xvfb.display)
    #expect(status == 0 && output.hasPrefix("{"), "the server no longer answers: \(errors)")
  }

  /// `fuzz`'s command line, each argument as a Swift string literal, long ones shortened.
  private static func commandLine(_ fuzz: FuzzCase) -> String {
    var words = ["motion-preview"] + fuzz.arguments.map { argument -> String in
      // Swift's escaping keeps the line readable; the replay line reproduces it exactly.
      argument.count > 200
        ? String(argument.prefix(200)).debugDescription + "…(\(argument.count) characters)"
        : argument.debugDescription
    }
    switch fuzz.display {
    case .server: break
    case .unset: words.insert("env -u DISPLAY", at: 0)
    case .nowhere: words.insert("DISPLAY=:998", at: 0)
    }
    if fuzz.input != nil { words.append("< (\(fuzz.input!.count) bytes)") }
    if let hostile = fuzz.hostile { words.append("[another client: \(hostile)]") }
    let files = (fuzz.files.map(\.name) + fuzz.fifos.map { "\($0) (FIFO)" } + fuzz.links.map { "\($0.name) -> \($0.target)" })
    return words.joined(separator: " ") + (files.isEmpty ? "" : "   [files: \(files.joined(separator: ", "))]")
  }
}
