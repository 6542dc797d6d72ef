import Scenes
import SwiftSource

/// The scene read from SwiftUI files: the executable's edge to `SwiftSource`, which stays pure
/// (it never touches the file system).
enum SceneFiles {
  /// What reading the files gave.
  struct Load: Equatable {
    /// Each file's text, in the order given; nil where the file could not be read.
    var texts: [String?]
    /// The scene, or nil when there were errors (then the files make no scene).
    var scene: SceneModel?
    /// Every diagnostic, as compilers print them: `file:line:column: error: message`.
    var diagnostics: [String]
    /// The errors alone, in the same form.
    var errors: [String]
    /// The files as read (those that could be), for W to write back into.
    var files: [SourceFile] = []
    /// Where each parameter's literal is in `files` (empty without a scene).
    var literals: [String: SourceLiteral] = [:]
  }

  /// The files make no scene; their errors were printed already.
  struct Failure: Error, CustomStringConvertible {
    /// How many errors there were.
    var errors: Int

    var description: String {
      errors == 1 ? "1 error in the Swift files" : "\(errors) errors in the Swift files"
    }
  }

  /// Reads `paths` (with `SwiftFileInput`) and builds the scene they describe. A file that
  /// cannot be read or is not Swift text is an error, and then no scene is built.
  static func load(_ paths: [String]) -> Load {
    var texts: [String?] = []
    var files: [SourceFile] = []
    var errors: [String] = []
    for path in paths {
      do {
        let file = try SwiftFileInput.read(path: path)
        texts.append(file.text)
        files.append(file)
      } catch {
        texts.append(nil)
        errors.append(error.description)
      }
    }
    guard errors.isEmpty else {
      return Load(texts: texts, scene: nil, diagnostics: errors, errors: errors)
    }
    let reading = SceneReader.read(files)
    let diagnostics = reading.diagnostics.map(\.description)
    let readingErrors = reading.diagnostics.filter { $0.severity == .error }.map(\.description)
    let failed = reading.hasErrors || !readingErrors.isEmpty
    return Load(
      texts: texts, scene: failed ? nil : reading.scene, diagnostics: diagnostics,
      errors: failed && readingErrors.isEmpty
        ? ["\(paths.joined(separator: ", ")): error: the files make no scene"] : readingErrors,
      files: files, literals: failed ? [:] : reading.literals)
  }
}
