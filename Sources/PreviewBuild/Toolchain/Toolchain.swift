import ChildProcesses
import Glibc

/// The Swift compiler the build runs, and what it says it is (part of every cache key: a
/// library from another compiler is never reused).
package struct Toolchain: Hashable, Sendable {
  /// The `swiftc` executable.
  package let swiftc: String
  /// `swiftc --version`'s output, `Swift version 6.3.1 (swift-6.3.1-RELEASE)` and the target.
  package let version: String

  /// The compiler at `swiftc`, asked for its version.
  ///
  /// Swift 6.3's driver makes a `TemporaryDirectory.XXXXXX` in `$TMPDIR` for `--version` and
  /// leaves it there, so a preview run left an empty folder in /tmp each time (5,155 of them on
  /// the development machine after a day). It is asked in a folder of our own, made in
  /// `temporaryFolder` and removed with whatever the driver left in it.
  ///
  /// - Throws: `brokenCompiler` when it does not start or fails.
  package init(swiftc: String, temporaryFolder: String = BuildFiles.systemTemporaryFolder) throws(PreviewBuildError) {
    let scratch = try? BuildFiles.makeTemporaryFolder(in: temporaryFolder, prefix: "motion-preview-swiftc")
    defer { if let scratch { BuildFiles.removeTree(scratch) } }
    let result: (status: Int32, output: [UInt8], error: [UInt8])
    do {
      result = try ChildProcess.run(swiftc, ["--version"], environment: scratch.map { ["TMPDIR": $0] } ?? [:])
    } catch {
      throw .compilerDidNotStart(swiftc, error)
    }
    let output = String(decoding: result.output + result.error, as: UTF8.self)
    guard result.status == 0 else {
      let said = output.split(separator: "\n").first.map(String.init) ?? "status \(result.status)"
      throw .brokenCompiler(path: swiftc, reason: said)
    }
    self.swiftc = swiftc
    version = output
  }

  /// The `swiftc` on PATH, else the one beside the Swift runtime this process runs on
  /// (`PREFIX/usr/lib/swift/linux/libswiftCore.so` → `PREFIX/usr/bin/swiftc`).
  ///
  /// - Throws: `noCompiler` when there is neither.
  package static func find() throws(PreviewBuildError) -> Toolchain {
    let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/bin:/bin"
    return try find(searchPath: path, runtime: loadedLibrary(named: "libswiftCore.so"))
  }

  /// `find()` with the search path and the runtime library's path given.
  static func find(searchPath: String, runtime: String?) throws(PreviewBuildError) -> Toolchain {
    var candidates = searchPath.split(separator: ":").map { "\($0)/swiftc" }
    if let runtime {
      // …/usr/lib/swift/linux/libswiftCore.so: four names up is …/usr.
      var parts = runtime.split(separator: "/", omittingEmptySubsequences: false)
      if parts.count > 5 {
        parts.removeLast(4)
        candidates.append(parts.joined(separator: "/") + "/bin/swiftc")
      }
    }
    guard let swiftc = candidates.first(where: { access($0, X_OK) == 0 }) else { throw .noCompiler }
    return try Toolchain(swiftc: swiftc)
  }

  /// The path of the loaded shared library whose file name is `name`, from /proc/self/maps.
  private static func loadedLibrary(named name: String) -> String? {
    guard let maps = try? BuildFiles.read("/proc/self/maps") else { return nil }
    for line in String(decoding: maps, as: UTF8.self).split(separator: "\n") {
      guard let slash = line.firstIndex(of: "/") else { continue }
      let path = String(line[slash...])
      if path.hasSuffix("/" + name) { return path }
    }
    return nil
  }
}

/// The folder of the library's compiled modules (`MotionUI.swiftmodule`, `MotionUIKit` and
/// their dependencies) that a preview compiles against: SwiftPM's `.build/<config>/Modules`.
package struct LibraryModules: Hashable, Sendable {
  /// The folder.
  package let folder: String

  /// The modules in `folder`.
  ///
  /// - Throws: `noLibrary` when it holds no `MotionUI.swiftmodule`.
  package init(folder: String) throws(PreviewBuildError) {
    guard BuildFiles.status(folder + "/MotionUI.swiftmodule") != nil else { throw .noLibrary(folder: folder) }
    self.folder = folder
  }

  /// `Modules` beside the running executable (the preview, or the test bundle), where SwiftPM
  /// puts them.
  package static func besideExecutable() throws(PreviewBuildError) -> LibraryModules {
    let executable = BuildFiles.realPath("/proc/self/exe") ?? "."
    return try LibraryModules(folder: BuildFiles.split(executable).folder + "/Modules")
  }

  /// The name, size and modification time of every module in the folder: a rebuilt library
  /// changes it, so it is part of every cache key.
  func stamp() -> String {
    BuildFiles.entries(of: folder).filter { $0.name.hasSuffix(".swiftmodule") }.map { entry in
      guard let status = BuildFiles.status(folder + "/" + entry.name) else { return entry.name }
      return "\(entry.name) \(status.st_size) \(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
    }.joined(separator: "\n")
  }
}
