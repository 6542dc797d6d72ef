import SwiftSource

/// `motion-preview animations FILE.swift… [--json]`: every Animation, Spring and UnitCurve
/// expression in the files, as a table or one JSON array.
enum AnimationsCommand {
  /// Lists the files' animations on standard output and their diagnostics on standard error.
  ///
  /// - Returns: 0, or 2 when a file cannot be read or does not parse (its errors are printed,
  ///   and nothing is listed).
  static func run(files paths: [String], json: Bool) -> Int32 {
    var files: [SourceFile] = []
    for path in paths {
      do {
        files.append(try SwiftFileInput.read(path: path))
      } catch {
        Console.error(error.description)
        return 2
      }
      // As the window, export and --frame-json take them: a Swift file, or standard input (a
      // path that cannot be read says why first).
      guard path == "-" || path.hasSuffix(".swift") else {
        Console.error("motion-preview: unexpected argument \"\(path)\" (animations reads Swift files, ending in .swift, or - for standard input)")
        return 2
      }
    }
    var entries: [AnimationEntry] = []
    var failed = false
    for file in files {
      let listing = AnimationCatalog.list(file)
      for diagnostic in listing.diagnostics {
        Console.error(diagnostic.description)
        failed = failed || diagnostic.severity == .error
      }
      entries += listing.entries
    }
    if failed { return 2 }
    print(json ? AnimationEntry.json(entries) : AnimationEntry.table(entries))
    return 0
  }
}
