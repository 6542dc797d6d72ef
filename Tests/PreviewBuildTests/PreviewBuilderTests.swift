import ChildProcesses
import Glibc
import SwiftSource
import Testing
import TestSupport

@testable import PreviewBuild

/// The preview build with the real compiler: the rewritten fixtures compile into a library that
/// exports the entry point and takes MotionUI from the agent (read with `nm -D`), the cache
/// skips compiles (counted by a wrapper around swiftc), and diagnostics land where swiftc puts
/// them in the unrewritten file. Each test has its own cache folder.
@Suite(.serialized) struct PreviewBuilderTests {
  @Test func theRewrittenFixturesCompileIntoAnEntryPoint() throws {
    let cache = try TemporaryDirectory()
    let builder = try Builds.builder(cache: cache.path)
    for name in ["Literals.swift", "Views.swift"] {
      let built = try builder.build(files: [Builds.fixture(name)])
      #expect(!built.wasCached && built.library.hasPrefix(cache.path + "/") && built.library.hasSuffix(".so"))
      let symbols = try Builds.symbols(built.library)
      #expect(symbols.contains { $0.hasSuffix(" T motion_preview_register") }, "\(name)")
      // MotionUI's registry and design-time functions come from the agent at dlopen.
      #expect(symbols.contains { $0.contains(" U ") && $0.contains("8MotionUI15PreviewRegistryO8register") })
      #expect(symbols.contains { $0.contains(" U ") && $0.contains("8MotionUI18__designTimeString") })
      #expect(built.diagnostics.allSatisfy { $0.severity != .error })
    }
  }

  @Test func severalFilesCompileTogether() throws {
    let folder = try TemporaryDirectory()
    let card = try Builds.write(
      """
      import SwiftUI

      #Preview("Card") { Label(text: "Card") }

      // MotionUI has no PreviewProvider yet: the file declares it as SwiftUI spells it.
      @MainActor protocol PreviewProvider {
        associatedtype Previews: View
        static var previews: Previews { get }
      }

      struct Label_Previews: PreviewProvider {
        static var previews: some View { Label(text: "Provided") }
      }
      """, to: folder.path + "/Card.swift")
    let label = try Builds.write(
      """
      import SwiftUI

      struct Label: View {
        var text = "Label"
        var body: some View { Text(text) }
      }
      """, to: folder.path + "/Label.swift")
    // A file named twice compiles once.
    let built = try Builds.builder(cache: folder.path + "/cache").build(files: [card, label, card])
    #expect(built.previews.map(\.name) == ["Card", "Label_Previews", "Label"])
    #expect(built.previews.map(\.path) == [card.path, card.path, label.path])
    let symbols = try Builds.symbols(built.library)
    #expect(symbols.contains { $0.hasSuffix(" T motion_preview_register") })
    #expect(symbols.contains { $0.hasSuffix(" T $s11UserPreview23motion_preview_registeryyF") })
  }

  @Test func aCacheHitSkipsTheCompile() throws {
    let folder = try TemporaryDirectory()
    let real = try #require(ChildProcess.executablePath("swiftc"))
    // A swiftc that notes each run's first argument, then runs the real one.
    let counter = folder.path + "/runs"
    let wrapper = folder.path + "/swiftc"
    try writeScript("#!/bin/sh\necho \"$1\" >> '\(counter)'\nexec '\(real)' \"$@\"\n", to: wrapper)
    func compiles() -> Int {
      String(decoding: fileBytes(at: counter), as: UTF8.self).split(separator: "\n").filter { $0 != "--version" }.count
    }
    let builder = try Builds.builder(cache: folder.path + "/cache", swiftc: wrapper)
    let file = Builds.fixture("Literals.swift")
    let first = try builder.build(files: [file])
    #expect(compiles() == 1 && !first.wasCached)
    let modified = try #require(BuildFiles.status(first.library)).st_mtim
    let second = try builder.build(files: [file])
    #expect(compiles() == 1 && second.wasCached)
    let unchanged = BuildFiles.status(second.library)?.st_mtim
    #expect(second.library == first.library && unchanged?.tv_sec == modified.tv_sec && unchanged?.tv_nsec == modified.tv_nsec)
    #expect(second.diagnostics == first.diagnostics && second.literals == first.literals)
    // A literal-only change: new values, no compile.
    var tuned = file
    tuned.text = file.text.replacingFirst("var name = \"World\"", with: "var name = \"Everyone\"")
    let retuned = try #require(try builder.literalOnlyChange(from: first, to: [tuned]))
    let key = try #require(first.literals.first { $0.source.text == "\"World\"" }).key
    #expect(retuned.designTimeValues[key] == .string("Everyone"))
    #expect(retuned.library == first.library && retuned.wasCached && compiles() == 1)
    // The new table points at the new token.
    let token = try #require(retuned.literals.first { $0.key == key }).source
    #expect(String(decoding: Array(tuned.text.utf8)[token.utf8Range], as: UTF8.self) == "\"Everyone\"")
    // A structural one compiles again, into another library.
    var changed = file
    changed.text = file.text.replacingFirst("Text(verbatim:", with: "Text(")
    #expect(try builder.literalOnlyChange(from: first, to: [changed]) == nil)
    let third = try builder.build(files: [changed])
    #expect(compiles() == 2 && !third.wasCached && third.library != first.library)
    // The cache folder holds the two libraries and their logs, and no work folder.
    let names = BuildFiles.entries(of: folder.path + "/cache").map(\.name)
    #expect(names.count == 4 && names.filter { $0.hasSuffix(".so") }.count == 2)
  }

  @Test func diagnosticsLandWhereTheCompilerPutsThemInTheUsersFile() throws {
    let folder = try TemporaryDirectory()
    let file = try Builds.write(
      """
      import SwiftUI

      struct Broken: View {
        var title = "Broken view"
        var body: some View {
          let count = 3; let unused = 4.5; let scaled = count * 2 + undefinedName
          return Text(title + String(scaled) + missingFunction(12, "twelve"))
        }
      }
      """, to: folder.path + "/Broken.swift")
    let own = try Builds.ownDiagnostics(of: file.path)
    #expect(own.count == 2)
    let error = Builds.failure { try Builds.builder(cache: folder.path + "/cache").build(files: [file]) }
    guard case .compile(let diagnostics)? = error else {
      Issue.record("not a compile error: \(String(describing: error))")
      return
    }
    #expect(diagnostics.allSatisfy { $0.path == file.path })
    let mapped = diagnostics.filter { $0.severity != .note }.map {
      "\($0.line):\($0.column): \($0.severity.rawValue): \($0.message)"
    }
    #expect(mapped == own)
    // A file that builds with warnings: they come back as values, where the compiler puts
    // them in the unrewritten file.
    let warned = try Builds.write(
      file.text.replacingFirst(" + undefinedName", with: "").replacingFirst(" + missingFunction(12, \"twelve\")", with: ""),
      to: folder.path + "/Warned.swift")
    let warnings = try Builds.ownDiagnostics(of: warned.path)
    #expect(warnings.count == 1 && warnings.allSatisfy { $0.contains(": warning: ") })
    let built = try Builds.builder(cache: folder.path + "/cache").build(files: [warned])
    #expect(built.diagnostics.map { "\($0.line):\($0.column): \($0.severity.rawValue): \($0.message)" } == warnings)
    #expect(built.diagnostics.allSatisfy { $0.path == warned.path })
  }

  @Test func aModuleThePreviewLacks() throws {
    let folder = try TemporaryDirectory()
    let builder = try Builds.builder(cache: folder.path + "/cache")
    let text = "import SwiftUI\nimport AppKit\nstruct V: View { var body: some View { Text(\"v\") } }\n"
    let file = try Builds.write(text, to: folder.path + "/AppKit.swift")
    let offered = "in the preview (it offers SwiftUI, Foundation, UIKit, Observation and the standard library)"
    let error = Builds.failure { try builder.build(files: [file]) }
    #expect(error?.description == "\(file.path):2:8: error: no such module 'AppKit' \(offered)")
    // Under `#if`, the compiler decides; its error says the same.
    let conditional = try Builds.write(
      text.replacingFirst("import AppKit\n", with: "#if DEBUG\n  import Cocoa\n#endif\n"), to: folder.path + "/Cocoa.swift")
    let compiled = Builds.failure { try builder.build(files: [conditional]) }
    #expect(compiled == .compile([
      SourceDiagnostic(
        path: conditional.path, line: 3, column: 10, severity: .error, message: "no such module 'Cocoa' \(offered)")
    ]))
    // UIKit and CoreGraphics are there (as MotionUIKit and Foundation).
    let uikit = try Builds.write(
      text.replacingFirst("import AppKit\n", with: "import UIKit\nimport CoreGraphics\nlet side: CGFloat = 2\n"),
      to: folder.path + "/UIKit.swift")
    #expect(try !builder.build(files: [uikit]).library.isEmpty)
  }

  /// An asset symbol with no catalog beside the file (`Color(.mainBlue)`, which Xcode generates
  /// from the app's `.xcassets`) says where the preview looks for it, after the compiler's words;
  /// QuartzCore is there (as SwiftUI, for `CACurrentMediaTime`).
  @Test func anAssetSymbolWithoutItsCatalogSaysWhereToPutIt() throws {
    let folder = try TemporaryDirectory()
    let builder = try Builds.builder(cache: folder.path + "/cache")
    let file = try Builds.write(
      "import SwiftUI\nimport QuartzCore\nstruct V: View { var body: some View { Color(.mainBlue).opacity(CACurrentMediaTime()) } }\n",
      to: folder.path + "/Assets.swift")
    let error = Builds.failure { try builder.build(files: [file]) }
    guard case .compile(let diagnostics)? = error else {
      Issue.record("not a compile error: \(String(describing: error))")
      return
    }
    let expected =
      "type 'ColorResource' has no member 'mainBlue': Xcode makes it from an asset catalog; put the app's catalog (*.xcassets) with the colour \"mainBlue\" beside the file"
    #expect(diagnostics.filter { $0.severity == .error }.map(\.message) == [expected], "\(diagnostics)")
    #expect(diagnostics.first { $0.severity == .error }?.line == 3)
  }

  @Test func nothingToPreviewIsOneError() throws {
    let folder = try TemporaryDirectory()
    let file = Builds.fixture("NoPreview.swift")
    #expect(throws: PreviewBuildError.source(.nothingToPreview(paths: [file.path]))) {
      try Builds.builder(cache: folder.path + "/cache").build(files: [file])
    }
    #expect(throws: PreviewBuildError.noFiles) { try Builds.builder(cache: folder.path + "/cache").build(files: []) }
  }

  @Test func aFileOfASwiftPMTargetCompilesWithItsSiblings() throws {
    let folder = try TemporaryDirectory()
    let package = folder.path + "/Package"
    try Builds.write("// swift-tools-version:6.0\n", to: package + "/Package.swift")
    let card = try Builds.write(
      """
      import SwiftUI

      struct CardView: View {
        var body: some View { Text(Palette.title) }
      }
      """, to: package + "/Sources/Cards/Views/CardView.swift")
    try Builds.write("enum Palette {\n  static let title = \"Palette\"\n}\n", to: package + "/Sources/Cards/Palette.swift")
    // Left out: top-level code (main.swift), another target, a hidden folder.
    try Builds.write("print(\"main\")\n", to: package + "/Sources/Cards/main.swift")
    try Builds.write("let wrong: Int = \"other target\"\n", to: package + "/Sources/Other/Other.swift")
    try Builds.write("let wrong: Int = \"hidden\"\n", to: package + "/Sources/Cards/.hidden/Hidden.swift")
    let builder = try Builds.builder(cache: folder.path + "/cache")
    let built = try builder.build(files: [card])
    #expect(built.previews.map(\.name) == ["CardView"])
    #expect(built.sources.files.map(\.isPreviewed) == [true, false])
    // The module is the target's: `Cards`.
    #expect(try Builds.symbols(built.library).contains { $0.hasSuffix(" T $s5Cards23motion_preview_registeryyF") })
    // The same file outside the package does not find `Palette`.
    let alone = try Builds.write(card.text, to: folder.path + "/Alone/CardView.swift")
    let error = Builds.failure { try builder.build(files: [alone]) }
    #expect(error?.description == "\(alone.path):4:30: error: cannot find 'Palette' in scope")
  }

  @Test func aFullDiskIsOneError() throws {
    let folder = try TemporaryDirectory()
    let real = try #require(ChildProcess.executablePath("swiftc"))
    // A swiftc that answers --version, then fails as the real one does when its output cannot be written.
    let wrapper = folder.path + "/swiftc"
    try writeScript(
      """
      #!/bin/sh
      [ "$1" = --version ] && exec '\(real)' --version
      echo "error: error opening '/x/library.so' for output: No space left on device" >&2
      exit 1

      """, to: wrapper)
    let cache = folder.path + "/cache"
    let error = Builds.failure { try Builds.builder(cache: cache, swiftc: wrapper).build(files: [Builds.fixture("Views.swift")]) }
    #expect(
      error?.description
        == "cannot write \"\(cache)\": No space left on device: free some space, or set XDG_CACHE_HOME to a folder on another disk")
    // Its work folder is gone; nothing else was written.
    #expect(BuildFiles.entries(of: cache).isEmpty)
  }

  @Test func askingTheCompilerItsVersionLeavesNothingInTheTemporaryFolder() throws {
    let swiftc = try #require(ChildProcess.executablePath("swiftc"))
    // Asked directly, the driver leaves a folder behind (what the preview did at every run)...
    let direct = try TemporaryDirectory()
    let asked = try ChildProcess.run(swiftc, ["--version"], environment: ["TMPDIR": direct.path])
    #expect(asked.status == 0)
    let left = BuildFiles.entries(of: direct.path).map(\.name)
    #expect(left.count == 1 && left.first?.hasPrefix("TemporaryDirectory.") == true)
    // ...asked by the toolchain, in a folder of its own that it removes, nothing is left.
    let folder = try TemporaryDirectory()
    let toolchain = try Toolchain(swiftc: swiftc, temporaryFolder: folder.path)
    #expect(toolchain.version.hasPrefix("Swift version "))
    #expect(BuildFiles.entries(of: folder.path).isEmpty)
  }

  @Test func missingToolsAndFoldersAreOneLine() throws {
    let missing = Builds.failure { try Toolchain(swiftc: "/nonexistent/swiftc") }
    #expect(missing?.description == "cannot run the Swift compiler /nonexistent/swiftc: No such file or directory")
    // Neither on the search path nor beside the runtime: what to install.
    let empty = try TemporaryDirectory()
    let none = Builds.failure { try Toolchain.find(searchPath: empty.path, runtime: nil) }
    #expect(
      none?.description
        == "cannot compile the preview: no swiftc on PATH or beside the Swift runtime; install Swift 6.3 from "
        + "swift.org and put its usr/bin on PATH")
    // Beside the runtime: PREFIX/usr/lib/swift/linux/libswiftCore.so gives PREFIX/usr/bin/swiftc.
    let onPath = try #require(ChildProcess.executablePath("swiftc"))
    let usr = String(onPath.dropLast("/bin/swiftc".count))
    let found = try Toolchain.find(searchPath: empty.path, runtime: usr + "/lib/swift/linux/libswiftCore.so")
    #expect(found.swiftc == onPath && found.version.hasPrefix("Swift version "))
    #expect(throws: PreviewBuildError.noLibrary(folder: empty.path)) { try LibraryModules(folder: empty.path) }
    guard let unwritable = try UnwritableFolder.forTests("the unwritable cache") else { return }
    let cache = unwritable.path + "/motion-preview"
    // mkdir's reason may differ from the probe's file creation's (EPERM on /sys where open says EACCES).
    let error = Builds.failure { try Builds.builder(cache: cache).build(files: [Builds.fixture("Views.swift")]) }
    #expect(error?.description.hasPrefix("cannot make the folder \"\(cache)\": ") == true)
  }
}
