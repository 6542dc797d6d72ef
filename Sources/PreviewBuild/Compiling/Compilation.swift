import ChildProcesses
import SwiftSource

/// How `swiftc` compiles a preview library.
package enum CompileMode: String, Hashable, Sendable, CaseIterable {
  /// `-wmo`: one frontend process for all files (the fastest here: see `PreviewBuilder`).
  case wholeModule
  /// `-enable-batch-mode -j2` with an output file map: a frontend per batch of files.
  case batch
}

/// One run of `swiftc` over a preview's rewritten sources, in a work folder of its own: the
/// sources are written there, the compiler builds `library.so` there, and its standard error
/// is read back for the diagnostics.
struct Compilation {
  let toolchain: Toolchain
  let modules: LibraryModules
  let mode: CompileMode
  let moduleName: String
  let sources: PreviewSources

  /// The format of what this build writes, part of every key (raise it when that changes).
  private static let format = "motion-preview preview library 1"

  /// Where file `index` goes in the work folder: its own subfolder keeps two files of one
  /// name apart, and its own name keeps the compiler's file-private names as they would be.
  private func relativePath(_ index: Int) -> String {
    "\(index)/" + BuildFiles.split(sources.files[index].path).name
  }

  /// The SHA-256 of everything the library depends on.
  func key() -> String {
    var hash = SHA256()
    hash.update(field: Self.format)
    hash.update(field: toolchain.version)
    hash.update(field: modules.stamp())
    hash.update(field: arguments(in: "").joined(separator: " "))
    for index in sources.files.indices {
      hash.update(field: relativePath(index))
      hash.update(field: sources.files[index].text)
    }
    hash.update(field: sources.entry)
    return hash.hexDigest()
  }

  /// The compiler's arguments, for a work folder `work`.
  func arguments(in work: String) -> [String] {
    var arguments = ["-emit-library", "-module-name", moduleName]
    for alias in PreviewSources.moduleAliases { arguments += ["-module-alias", "\(alias.alias)=\(alias.module)"] }
    arguments += [
      "-I", modules.folder, "-Onone", "-swift-version", "5", "-parse-as-library", "-diagnostic-style=llvm",
      // Previews are debug builds, as in Xcode: `#if DEBUG` holds.
      "-D", "DEBUG",
      // Line tables, so that a trap in the user's code is placed at their file and line
      // (`AgentProcess`'s crash report): no types or variables, which full debug information adds.
      "-gline-tables-only",
    ]
    switch mode {
    case .wholeModule: arguments.append("-wmo")
    case .batch: arguments += ["-enable-batch-mode", "-j", "2", "-output-file-map", work + "/output-file-map.json"]
    }
    arguments += ["-o", work + "/library.so"]
    arguments += sources.files.indices.map { work + "/" + relativePath($0) }
    arguments.append(work + "/" + PreviewDeclaration.entryFileName)
    return arguments
  }

  /// The compiled files' paths in `work`, and what each holds.
  func diagnosticSources(in work: String) -> [CompilerDiagnostics.Source] {
    sources.files.indices.map { .init(path: work + "/" + relativePath($0), file: sources.files[$0]) }
      + [.init(path: work + "/" + PreviewDeclaration.entryFileName, file: nil)]
  }

  /// Writes the sources into `work` and runs the compiler there.
  ///
  /// - Returns: the compiler's exit status and standard error; the library is
  ///   `work/library.so` when the status is 0.
  func run(in work: String) throws(PreviewBuildError) -> (status: Int32, errors: String) {
    var map: [String] = []
    for index in sources.files.indices {
      try BuildFiles.makeFolders(work + "/\(index)")
      let path = work + "/" + relativePath(index)
      try BuildFiles.create(path, Array(sources.files[index].text.utf8))
      map.append("\(Self.json(path)): {\"object\": \(Self.json(path + ".o"))}")
    }
    let entry = work + "/" + PreviewDeclaration.entryFileName
    try BuildFiles.create(entry, Array(sources.entry.utf8))
    map.append("\(Self.json(entry)): {\"object\": \(Self.json(entry + ".o"))}")
    if mode == .batch {
      try BuildFiles.create(work + "/output-file-map.json", Array(("{\n" + map.joined(separator: ",\n") + "\n}\n").utf8))
    }
    // Standard error goes to a file: a pipe read only after the compiler's end could fill up
    // with a long list of errors and stop it.
    let log = work + "/swiftc.log"
    let status: Int32
    do {
      let child = try ChildProcess(toolchain.swiftc, arguments(in: work), output: .null, error: .file(log))
      status = child.wait()
    } catch {
      throw .compilerDidNotStart(toolchain.swiftc, error)
    }
    let errors = (try? BuildFiles.read(log)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    return (status, errors)
  }

  /// `text` as a JSON string.
  private static func json(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case _ where scalar.value < 0x20: out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
