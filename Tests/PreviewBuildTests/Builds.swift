import ChildProcesses
import Glibc
import PreviewBuild
import SwiftSource
import TestSupport

/// What the build tests share: a builder on a fresh cache, the fixtures, files written into
/// temporary folders, the symbols of a built library.
enum Builds {
  /// The package's root folder.
  static let root: String = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)  // Tests/PreviewBuildTests/Builds.swift
    return parts.joined(separator: "/")
  }()

  /// A builder with the toolchain on PATH (or `swiftc`), the modules beside the test bundle
  /// (`.build/debug/Modules`) and a cache in `cache`.
  static func builder(cache: String, swiftc: String? = nil) throws -> PreviewBuilder {
    let toolchain = try swiftc.map { path throws(PreviewBuildError) in try Toolchain(swiftc: path) } ?? Toolchain.find()
    return PreviewBuilder(toolchain: toolchain, modules: try LibraryModules.besideExecutable(), cache: LibraryCache(folder: cache))
  }

  /// `Tests/SwiftSourceTests/Fixtures/Preview/NAME`, named by its absolute path.
  static func fixture(_ name: String) -> SourceFile {
    let path = root + "/Tests/SwiftSourceTests/Fixtures/Preview/" + name
    return SourceFile(path: path, text: String(decoding: fileBytes(at: path), as: UTF8.self))
  }

  /// Writes `text` to `path` (in a test's own temporary folder), making its folders.
  @discardableResult
  static func write(_ text: String, to path: String) throws -> SourceFile {
    var folder = ""
    for part in path.split(separator: "/").dropLast() {
      folder += "/" + part
      mkdir(folder, 0o755)
    }
    guard let file = fopen(path, "wb") else { throw TestFailure("cannot write \(path)") }
    defer { fclose(file) }
    let bytes = Array(text.utf8)
    guard fwrite(bytes, 1, bytes.count, file) == bytes.count else { throw TestFailure("short write to \(path)") }
    return SourceFile(path: path, text: text)
  }

  /// The build error `body` throws, or nil when it returns (or throws another error).
  static func failure(_ body: () throws -> Any) -> PreviewBuildError? {
    do {
      _ = try body()
      return nil
    } catch {
      return error as? PreviewBuildError
    }
  }

  /// `nm -D`'s lines for `library`.
  static func symbols(_ library: String) throws -> [String] {
    let result = try Tool.run("nm", ["-D", library])
    guard result.status == 0 else { throw TestFailure("nm -D \(library) failed") }
    return result.text.split(separator: "\n").map(String.init)
  }

  /// The compiler's own errors and warnings for `file` as it is, type-checked with the preview's
  /// flags (an independent account of where the file is wrong): `line:column: severity: message`.
  static func ownDiagnostics(of path: String) throws -> [String] {
    let toolchain = try Toolchain.find()
    let modules = try LibraryModules.besideExecutable()
    var arguments = ["-typecheck", "-module-name", "UserPreview"]
    for alias in PreviewSources.moduleAliases { arguments += ["-module-alias", "\(alias.alias)=\(alias.module)"] }
    arguments += ["-I", modules.folder, "-swift-version", "5", "-parse-as-library", "-diagnostic-style=llvm", "-D", "DEBUG", path]
    let result = try ChildProcess.run(toolchain.swiftc, arguments)
    return String(decoding: result.error, as: UTF8.self).split(separator: "\n").compactMap { line in
      guard line.hasPrefix(path + ":") else { return nil }
      let rest = line.dropFirst(path.count + 1)
      guard rest.contains(": error: ") || rest.contains(": warning: ") else { return nil }
      return String(rest)
    }
  }
}
