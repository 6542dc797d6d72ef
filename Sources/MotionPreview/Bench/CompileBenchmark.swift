#if canImport(Glibc)
  import Glibc
#endif
import ChildProcesses
import PreviewBuild
import PreviewHost
import Scenes
import SwiftSource

/// `motion-preview bench --compile [FILE.swift]`: what a compiled preview costs, on the file given
/// or on `CompileBench.sample` (120 lines, 90 literals). Each build uses a cache of its own in a
/// new temporary folder, so the first one is cold. Nothing here is asserted: the figures are for
/// people (README, notes), never for tests.
///
/// - first preview: the cold build, a new agent, the library loaded and its first frame drawn;
/// - structural edit: a view added to the file and compiled (median of `edits`);
/// - literal edit: from the saved text to the agent's next frame, with no compile (median of
///   `literalEdits`): the rewrite, the skeleton's comparison, the new table sent, the frame
///   drawn and sent back as data; and its two parts: reading the saved text (the rewrite and
///   the skeleton's comparison) and the agent's frame. The window's watcher reads a save as
///   soon as its last event arrives (see `FileWatcher.settledChanges`);
/// - the agent's resident memory after its first frame.
struct CompileBenchmark {
  let files: [String]
  let quick: Bool

  private var edits: Int { quick ? 2 : 5 }
  private var literalEdits: Int { quick ? 5 : 30 }

  func run(json: Bool) throws -> Int32 {
    let scratch = try BuildFiles.makeTemporaryFolder(in: BuildFiles.systemTemporaryFolder, prefix: "motion-preview-bench")
    defer { BuildFiles.removeTree(scratch) }
    let toolchain = try Toolchain.find()
    let modules = try LibraryModules.besideExecutable()
    let file: SourceFile
    if let path = files.first {
      file = try SwiftFileInput.read(path: path)
    } else {
      file = CompileBench.sample
    }
    let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false).count

    // The first preview, from a cold cache.
    var start = ChildProcess.monotonicNow()
    let builder = PreviewBuilder(
      toolchain: toolchain, modules: modules,
      cache: LibraryCache(folder: try BuildFiles.makeTemporaryFolder(in: scratch, prefix: "cache")))
    let built = try builder.build(files: [file])
    let session = PreviewSession(
      built: built, preview: nil, size: PreviewApp.defaultSize, scale: 1, reduceMotion: false, time: 0,
      agentExecutable: CompiledPreview.agentExecutable)
    session.settle(wait: .infinity)
    guard session.frameWaiting(at: 0) != nil else {
      throw PreviewFailure(message: "bench: the preview drew no frame: \(session.status)")
    }
    let firstPreview = ChildProcess.monotonicNow() - start
    let memory = session.agentProcessID.flatMap(Self.residentMegabytes)

    // Structural edits: each adds a view of its own, so none is found in the cache.
    var structural: [Double] = []
    for edit in 0..<edits {
      var edited = file
      edited.text += "\nstruct BenchEdit\(edit)_\(getpid()): View {\n  var body: some View { Text(\"edit \(edit)\") }\n}\n"
      start = ChildProcess.monotonicNow()
      let rebuilt = try builder.build(files: [edited])
      structural.append(ChildProcess.monotonicNow() - start)
      if rebuilt.wasCached { throw PreviewFailure(message: "bench: a structural edit found a cached library") }
    }

    // Literal edits, to the agent's next frame.
    var literal: [Double] = []
    var literalRead: [Double] = []
    guard let number = built.literals.first(where: { $0.kind == .float || $0.kind == .integer }) else {
      throw PreviewFailure(message: "bench: the file has no numeric literal to edit")
    }
    for edit in 0..<literalEdits {
      guard case .number(let value) = number.value,
        let change = number.edit(writing: .number(value + Double(edit + 1))),
        let bytes = LiteralEdit.apply([change], to: Array(file.text.utf8))
      else { throw PreviewFailure(message: "bench: the literal \(number.key) cannot be edited") }
      var tuned = file
      tuned.text = String(decoding: bytes, as: UTF8.self)
      start = ChildProcess.monotonicNow()
      guard let retuned = try builder.literalOnlyChange(from: built, to: [tuned]) else {
        throw PreviewFailure(message: "bench: a literal edit changed the file's skeleton")
      }
      literalRead.append(ChildProcess.monotonicNow() - start)
      session.replaceBuild(with: retuned, at: Double(edit + 1))
      guard session.frameWaiting(at: Double(edit + 1)) != nil else {
        throw PreviewFailure(message: "bench: the preview drew no frame after a literal edit")
      }
      literal.append(ChildProcess.monotonicNow() - start)
    }

    let structuralMedian = Self.median(structural)
    let literalMedian = Self.median(literal)
    let readMedian = Self.median(literalRead)
    print("compiled preview of \(files.first ?? "CompileBench's sample") (\(lines) lines, \(built.literals.count) literals)")
    let rows = [
      ("first preview, cold cache (build, agent, first frame)", Self.seconds(firstPreview)),
      ("structural edit, median of \(edits)", Self.seconds(structuralMedian)),
      ("literal edit to the next frame, median of \(literalEdits) (no compile)", Self.milliseconds(literalMedian)),
      ("  of which reading the saved file (rewrite, comparison)", Self.milliseconds(readMedian)),
      ("agent resident memory after its first frame", memory.map { "\(Int($0.rounded())) MB" } ?? "–"),
    ]
    let width = rows.map(\.0.count).max() ?? 0
    for (label, value) in rows {
      print("  " + label + String(repeating: " ", count: width - label.count + 2) + value)
    }
    if json {
      print(
        "{\"lines\": \(lines), \"firstPreview\": \(firstPreview), \"structuralEditMedian\": \(structuralMedian), "
          + "\"literalEditMedian\": \(literalMedian), \"literalReadMedian\": \(readMedian), \"agentResidentMB\": \(memory.map { String($0) } ?? "null")}")
    }
    return 0
  }

  /// VmRSS of process `pid`, in megabytes (10⁶ bytes), from /proc.
  private static func residentMegabytes(_ pid: pid_t) -> Double? {
    guard let bytes = try? BuildFiles.read("/proc/\(pid)/status") else { return nil }
    for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") where line.hasPrefix("VmRSS:") {
      let fields = line.split(separator: " ")
      if fields.count >= 2, let kilobytes = Double(fields[1]) { return kilobytes * 1024 / 1e6 }
    }
    return nil
  }

  /// The nearest-rank median; NaN for none.
  private static func median(_ values: [Double]) -> Double { Percentiles(values).value(at: 50) ?? .nan }

  private static func seconds(_ value: Double) -> String { "\((value * 100).rounded() / 100) s" }
  private static func milliseconds(_ value: Double) -> String { "\((value * 10_000).rounded() / 10) ms" }
}
