import ChildProcesses
import SwiftSource

/// The compile benchmark, for `motion-preview bench --compile`: the three builds a preview
/// session makes of a 120-line SwiftUI file (`sample`), timed on the monotonic clock.
package enum CompileBench {
  /// One run's wall-clock times, in seconds.
  package struct Times: Hashable, Sendable {
    /// The mode the compiler ran in.
    package var mode: CompileMode
    /// The first build, into an empty cache (the compiler's own module cache is as it is).
    package var coldBuild: Double
    /// The same sources again: a cache hit, no compile.
    package var cacheHit: Double
    /// After a structural edit (a view's body changes): a compile.
    package var structuralEdit: Double
    /// After a literal-only edit: the rewrite and the skeleton's comparison, no compile.
    package var literalOnlyChange: Double
  }

  /// Runs the three builds of `file` (by default `sample`) with a cache in a new folder under
  /// `scratch` (left there: the caller owns `scratch`).
  ///
  /// - Throws: `PreviewBuildError` from a build; `compilerFailed` when the edits do not do
  ///   what they should (the structural edit hit the cache, the literal edit needed a compile).
  package static func run(
    toolchain: Toolchain, modules: LibraryModules, mode: CompileMode, scratch: String, file: SourceFile = sample
  ) throws(PreviewBuildError) -> Times {
    try BuildFiles.makeFolders(scratch)
    let cache = LibraryCache(folder: try BuildFiles.makeTemporaryFolder(in: scratch, prefix: "bench-cache"))
    let builder = PreviewBuilder(toolchain: toolchain, modules: modules, cache: cache, mode: mode)
    func timed<T>(_ body: () throws(PreviewBuildError) -> T) throws(PreviewBuildError) -> (T, Double) {
      let start = ChildProcess.monotonicNow()
      let result = try body()
      return (result, ChildProcess.monotonicNow() - start)
    }
    let (first, cold) = try timed { () throws(PreviewBuildError) in try builder.build(files: [file]) }
    let (_, hit) = try timed { () throws(PreviewBuildError) in try builder.build(files: [file]) }
    var structural = file
    structural.text += "\nstruct BenchEdit: View {\n  var body: some View { Text(\"an edit\") }\n}\n"
    let (edited, structuralTime) = try timed { () throws(PreviewBuildError) in try builder.build(files: [structural]) }
    guard !edited.wasCached else { throw .compilerFailed("the structural edit found a cached library") }
    var tuned = file
    if let literal = first.literals.first(where: { $0.kind == .float }),
      case .number(let value) = literal.value, let edit = literal.edit(writing: .number(value + 0.25)),
      let bytes = LiteralEdit.apply([edit], to: Array(file.text.utf8))
    {
      tuned.text = String(decoding: bytes, as: UTF8.self)
    }
    let (retuned, literalTime) = try timed { () throws(PreviewBuildError) in
      try builder.literalOnlyChange(from: first, to: [tuned])
    }
    guard retuned != nil, tuned.text != file.text else {
      throw .compilerFailed("the literal-only edit changed the skeleton")
    }
    return Times(
      mode: mode, coldBuild: cold, cacheHit: hit, structuralEdit: structuralTime, literalOnlyChange: literalTime)
  }

  /// A 120-line SwiftUI file that uses only what MotionUI offers now (views of `Text`, `if`
  /// and `else` in bodies, plain Swift around them), with 90 design-time literals.
  package static let sample: SourceFile = {
    var text = "import SwiftUI\n\n/// The compile benchmark's sample: eleven cards and a preview.\n"
    for index in 0..<11 {
      text += """
        struct Card\(index): View {
          var title = "Card number \(index)"
          var scale = \(index).5
          var count = \(index + 2)
          var visible = \(index % 2 == 0)
          var body: some View {
            if visible && Double(count) * scale > 2.5 { Text(title + " is large") } else { Text("a small card") }
          }
        }
        var label\(index): String { "label of card \(index)" }

        """
    }
    text += "#Preview(\"Cards\") {\n  Card0()\n  Card1(title: \"Second card\")\n  Card2(scale: 0.75)\n}\n"
    return SourceFile(path: "CompileBenchSample.swift", text: text)
  }()
}
