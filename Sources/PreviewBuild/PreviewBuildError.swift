import ChildProcesses
import SwiftSource

/// Why a preview library could not be built. Each case is bad input or a missing tool: the
/// executable prints `description` and exits with status 2.
package enum PreviewBuildError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No file was given.
  case noFiles
  /// The files cannot be previewed: syntax errors, imports the preview lacks, nothing to
  /// preview.
  case source(PreviewSourceError)
  /// The compiler's errors (with their notes and the warnings before them), at the user's
  /// files, lines and columns.
  case compile([SourceDiagnostic])
  /// The compiler failed without an error at a user's line: its first error line.
  case compilerFailed(String)
  /// No `swiftc` on PATH or beside the Swift runtime this program runs on.
  case noCompiler
  /// `swiftc` is there but does not run: its path and what it said.
  case brokenCompiler(path: String, reason: String)
  /// The library's modules (`MotionUI.swiftmodule`) are not in `folder`.
  case noLibrary(folder: String)
  /// A write failed because the disk (or the user's quota) is full.
  case diskFull(path: String, reason: String)
  /// Another file operation failed: `cannot ACTION "PATH": REASON`.
  case file(path: String, action: String, reason: String)

  /// `brokenCompiler` for a compiler at `path` that did not start: the reason without the
  /// start error's own "cannot start PATH: ".
  static func compilerDidNotStart(_ path: String, _ error: ChildProcess.StartError) -> PreviewBuildError {
    let prefix = "cannot start \(path): "
    let said = error.description
    return .brokenCompiler(path: path, reason: said.hasPrefix(prefix) ? String(said.dropFirst(prefix.count)) : said)
  }

  /// One line (one per diagnostic for `source` and `compile`).
  package var description: String {
    switch self {
    case .noFiles: return "no Swift file to preview"
    case .source(let error): return error.description
    case .compile(let diagnostics): return diagnostics.map(\.description).joined(separator: "\n")
    case .compilerFailed(let line): return "the preview did not compile: \(line)"
    case .noCompiler:
      return "cannot compile the preview: no swiftc on PATH or beside the Swift runtime; install Swift 6.3 "
        + "from swift.org and put its usr/bin on PATH"
    case .brokenCompiler(let path, let reason): return "cannot run the Swift compiler \(path): \(reason)"
    case .noLibrary(let folder):
      return "cannot compile the preview: no MotionUI.swiftmodule in \(folder) (build motion-preview again "
        + "with swift build, which puts the library's modules there)"
    case .diskFull(let path, let reason):
      return "cannot write \"\(path)\": \(reason): free some space, or set XDG_CACHE_HOME to a folder on another disk"
    case .file(let path, let action, let reason): return "cannot \(action) \"\(path)\": \(reason)"
    }
  }
}
