import BuiltInExamples
import BuiltInSeeds
import Scenes

/// The code a preview runs: a library the build compiled from the user's files, or previews
/// compiled into this program (no compiler needed).
package enum PreviewLibrary: Hashable, Sendable {
  /// A shared library at this path, which the agent `dlopen`s; it exports
  /// `motion_preview_register`.
  case compiled(String)
  /// A set of previews linked into the program.
  case builtIn(BuiltInPreviews)

  func write(to writer: inout WireWriter) {
    switch self {
    case .compiled(let path):
      writer.byte(0)
      writer.string(path)
    case .builtIn(let set):
      writer.byte(1)
      writer.string(set.rawValue)
    }
  }

  init(from reader: inout WireReader) throws(WireReader.Malformed) {
    switch try reader.byte() {
    case 0: self = .compiled(try reader.string())
    case 1:
      let name = try reader.string()
      guard let set = BuiltInPreviews(rawValue: name) else { throw reader.malformed("no built-in previews \"\(name)\"") }
      self = .builtIn(set)
    case let tag: throw reader.malformed("an unknown library kind \(tag)")
    }
  }
}

/// The previews compiled into the program, each set from its files in `assets/`.
package enum BuiltInPreviews: String, CaseIterable, Hashable, Sendable {
  /// `assets/examples/`: the seeds' scenes written so that SwiftUI does what the seeds
  /// describe (the default window).
  case examples
  /// `assets/seeds/`, verbatim: what SwiftUI does with the seeds' own code.
  case seeds

  /// Registers the set's previews with `PreviewRegistry`, in order, as a compiled library's
  /// entry point does.
  @MainActor package func register() {
    switch self {
    case .examples: ExamplePreviews.register()
    case .seeds: SeedPreviews.register()
    }
  }
}
